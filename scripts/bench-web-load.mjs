// The web build's start, measured in headless Chromium as a 360x640 phone: the time from the
// navigation's start to the first interactive home screen (the games listed, which needs the
// app core's first answer: the worker started, the .wasm compiled, OPFS opened), first with an
// empty cache and profile, then reloaded from the HTTP cache. Also the size of every file of
// the build, raw and gzip-compressed (what a server sends with compression on).
// Usage: node scripts/bench-web-load.mjs [--runs N] [--cpu-throttle X]   (after npm run build:web)
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from './serve-web.mjs';
import { Session } from '../tests/e2e/webdriver.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const RUNS = option('--runs', 5);
const THROTTLE = option('--cpu-throttle', 1);
const DIST = join(import.meta.dirname, '..', 'ui', 'dist-web');

/** Every file of the build with its size and gzip size, largest first. */
function sizes(dir) {
  const out = [];
  for (const name of readdirSync(dir, { recursive: true })) {
    const path = join(dir, name);
    if (!statSync(path).isFile()) continue;
    const bytes = readFileSync(path);
    out.push({ name, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return out.sort((a, b) => b.raw - a.raw);
}

// Records, in the page, when the games first show on the home screen.
const MARK = `new MutationObserver((_, observer) => {
  if (document.querySelector('[data-testid="new-gobblet"]')) {
    window.__firstInteractive = performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true });`;

async function port() {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = s.address();
      s.close(() => resolve(p));
    });
  });
}

async function measure(url) {
  const driverPort = await port();
  const driver = spawn('chromedriver', [`--port=${driverPort}`], { stdio: 'ignore', detached: true });
  const profile = mkdtempSync(join(tmpdir(), 'tipgobble-bench-'));
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const session = await Session.create(`http://127.0.0.1:${driverPort}`, {
      'goog:chromeOptions': {
        binary: '/usr/bin/chromium',
        args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', `--user-data-dir=${profile}`],
        mobileEmulation: { deviceMetrics: { width: 360, height: 640, pixelRatio: 3, touch: true } },
      },
    });
    try {
      await session.cdp('Page.addScriptToEvaluateOnNewDocument', { source: MARK });
      if (THROTTLE > 1) await session.cdp('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      const times = [];
      for (const load of ['cold', 'warm']) {
        if (load === 'cold') await session.cmd('POST', '/url', { url });
        else await session.execute('location.reload();');
        await session.waitUntil('return typeof window.__firstInteractive === "number";', 'the home screen', 60000);
        times.push(await session.execute('return window.__firstInteractive;'));
      }
      return times;
    } finally {
      await session.delete().catch(() => {});
    }
  } finally {
    try {
      process.kill(-driver.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
    rmSync(profile, { recursive: true, force: true });
  }
}

const files = sizes(DIST);
const total = files.reduce((s, f) => ({ raw: s.raw + f.raw, gzip: s.gzip + f.gzip }), { raw: 0, gzip: 0 });
console.log('file\traw bytes\tgzip bytes');
for (const f of files) console.log(`${f.name}\t${f.raw}\t${f.gzip}`);
console.log(`total\t${total.raw}\t${total.gzip}`);

const server = await serve(DIST);
try {
  const cold = [];
  const warm = [];
  for (let i = 0; i < RUNS; i++) {
    const [c, w] = await measure(server.url);
    cold.push(c);
    warm.push(w);
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const fmt = (xs) => `median ${Math.round(median(xs))} ms (${xs.map(Math.round).join(', ')})`;
  console.log(`first interactive home screen, CPU throttle x${THROTTLE}, ${RUNS} runs:`);
  console.log(`  empty cache: ${fmt(cold)}`);
  console.log(`  reloaded:    ${fmt(warm)}`);
} finally {
  await server.close();
}
