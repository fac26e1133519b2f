// Cold start of the app to an interactive home screen, and the memory it then uses.
// Usage (no display needed): xvfb-run -a node tests/bench/startup.mjs target/release/tipgobble-app [runs]
// Each run starts tauri-driver and the app with a fresh data directory and measures from the
// WebDriver "new session" request (which launches the app) until the home screen lists the
// games (their data came from Rust over IPC). RSS is summed over the app and its WebKit
// processes (the driver's process group, minus tauri-driver and WebKitWebDriver).
import { execFileSync } from 'node:child_process';
import { App } from '../e2e/harness.mjs';

const binary = process.argv[2];
const runs = Number(process.argv[3] ?? 5);
if (!binary) {
  console.error('usage: node tests/bench/startup.mjs <app binary> [runs]');
  process.exit(2);
}
process.env.TIPGOBBLE_APP = binary;

function rssKiB(pgid) {
  const out = execFileSync('ps', ['-o', 'rss=,comm=', '-g', String(pgid)], { encoding: 'utf8' });
  let total = 0;
  const parts = [];
  for (const line of out.trim().split('\n')) {
    const [rss, ...comm] = line.trim().split(/\s+/);
    const name = comm.join(' ');
    if (/tauri-driver|WebKitWebDriver|xvfb|Xvfb/.test(name)) continue;
    total += Number(rss);
    parts.push(`${name} ${Math.round(Number(rss) / 1024)} MiB`);
  }
  return { total, parts };
}

const times = [];
let memory;
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  const app = await App.launch(`startup-${i}`);
  await app.session.waitFor('[data-screen="home"] [data-game="gobblet"]');
  times.push(performance.now() - t0);
  await new Promise((r) => setTimeout(r, 1000));
  memory = rssKiB(app.driver.pid);
  await app.close();
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`cold start to the home screen: median ${Math.round(median)} ms over ${runs} runs (min ${Math.round(times[0])}, max ${Math.round(times[times.length - 1])})`);
console.log(`RSS at the home screen: ${Math.round(memory.total / 1024)} MiB (${memory.parts.join(', ')})`);
