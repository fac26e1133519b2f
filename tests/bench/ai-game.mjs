// Memory after a 60-move Gobblet game against the computer at level 5, and the longest stall
// of the main threads while it thinks. Not part of `npm test`.
// Usage (no display needed):
//   xvfb-run -a node tests/bench/ai-game.mjs target/release/tipgobble-app [moves] [seed]
// The person (White) plays by tapping, in the UI, a legal move chosen at random (seeded) from
// the legal moves the game screen has; the computer (Black, level 5) replies. When a game ends
// before `moves` (default 60) moves have been played in all, a new one starts, until then.
// Measured:
// - RSS at the end, summed over the app and its WebKit processes, read from /proc (every
//   process in the driver's process group except tauri-driver and WebKitWebDriver).
// - In the webview, while the thinking indicator is shown: the longest gap between
//   requestAnimationFrame callbacks, the longest gap between the ticks of a 10 ms setTimeout
//   loop, and the round-trip time of the cheap `game_view` IPC command, sent again 20 ms
//   after each answer (it needs the app's main thread, so a blocked main thread shows here).
import { readdirSync, readFileSync } from 'node:fs';
import { App } from '../e2e/harness.mjs';

const binary = process.argv[2];
const target = Number(process.argv[3] ?? 60);
let seed = Number(process.argv[4] ?? 1);
if (!binary) {
  console.error('usage: node tests/bench/ai-game.mjs <app binary> [moves] [seed]');
  process.exit(2);
}
process.env.TIPGOBBLE_APP = binary;

/** A small seeded generator (mulberry32), so that a run can be repeated. */
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** RSS in KiB of every process in group `pgid` but the drivers, from /proc. */
function rss(pgid) {
  let total = 0;
  const parts = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue; // field 5 of stat: the process group
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const name = /^Name:\s*(.*)$/m.exec(status)[1];
      if (/tauri-driver|WebKitWebDriver/.test(name)) continue;
      const kib = Number(/^VmRSS:\s*(\d+)/m.exec(status)?.[1] ?? 0);
      total += kib;
      parts.push(`${name} ${Math.round(kib / 1024)} MiB`);
    } catch {
      /* the process ended meanwhile */
    }
  }
  return { total, parts };
}

/** Installed in the webview: records gaps and IPC round-trips while the computer thinks. */
const RECORDER = `
  if (!window.__bench) {
    const b = (window.__bench = { raf: 0, tick: 0, ipc: [], frames: 0 });
    const thinking = () => document.querySelector('[data-testid="thinking"]') !== null;
    let lastFrame = performance.now(), frameThinking = false;
    const frame = (now) => {
      const t = thinking();
      if (t || frameThinking) { b.raf = Math.max(b.raf, now - lastFrame); b.frames++; }
      lastFrame = now; frameThinking = t;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    let lastTick = performance.now(), tickThinking = false;
    const tick = () => {
      const now = performance.now(), t = thinking();
      if (t || tickThinking) b.tick = Math.max(b.tick, now - lastTick - 10);
      lastTick = now; tickThinking = t;
      setTimeout(tick, 10);
    };
    setTimeout(tick, 10);
    const ping = async () => {
      if (thinking()) {
        const t0 = performance.now();
        await window.__TIPGOBBLE__.call('game_view', {});
        if (thinking()) b.ipc.push(performance.now() - t0);
      }
      setTimeout(ping, 20);
    };
    ping();
  }
`;

/** The game's view, over IPC. */
async function view(app) {
  return (await app.invoke('game_view', {})).value;
}

/** Starts a Gobblet game against level 5 from the home screen. */
async function startGame(app) {
  await app.click('[data-testid="new-gobblet"]');
  await app.click('[data-testid="opponent"] [data-value="ai"]');
  await app.click('[data-testid="ai-level"] [data-value="5"]');
  await app.click('[data-testid="start-game"]');
  await app.waitForText('[data-testid="status"]', /White to move/);
}

/** Waits until it is the person's turn or the game is over; returns the view. */
async function waitForTurn(app, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await view(app);
    if (v.outcome || (!v.thinking && v.legal.length > 0)) return v;
    if (Date.now() > deadline) throw new Error(`the computer never answered: ${JSON.stringify(v.moves)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Plays `mv` (a legal move from the view) by tapping its origin and its destination. */
async function tap(app, mv) {
  if (mv.from.kind === 'reserve') {
    await app.click(`[data-testid^="reserve-one-"][data-size="${mv.from.size}"]:not([disabled])`);
  } else {
    await app.click(`[data-square="${mv.from.square}"]`);
  }
  await app.click(`[data-square="${mv.to}"].target`);
}

const app = await App.launch('bench-ai-game');
let played = 0;
let games = 0;
const started = performance.now();
try {
  await app.session.execute(RECORDER);
  const results = [];
  while (played < target) {
    await startGame(app);
    games++;
    let v = await view(app);
    while (!v.outcome && played + v.moves.length < target) {
      const mv = v.legal[Math.floor(random() * v.legal.length)];
      await tap(app, mv);
      v = await waitForTurn(app);
    }
    played += v.moves.length;
    results.push(v.outcome ? `${v.moves.length} moves, ${JSON.stringify(v.outcome)}` : `${v.moves.length} moves, unfinished`);
    if (played < target) {
      await app.waitForText('[data-testid="status"]', /wins|Draw|draw/);
      await app.click('[data-testid="end-home"]');
      await app.session.waitFor('[data-screen="home"]');
    }
  }
  await new Promise((r) => setTimeout(r, 1000));
  const memory = rss(app.driver.pid);
  const bench = await app.session.execute('return window.__bench;');
  const ipc = [...bench.ipc].sort((a, b) => a - b);
  const q = (p) => ipc[Math.min(ipc.length - 1, Math.floor(p * ipc.length))];
  console.log(`games: ${games} (${results.join('; ')}); moves played: ${played}; wall time ${Math.round((performance.now() - started) / 1000)} s`);
  console.log(`RSS at the end: ${Math.round(memory.total / 1024)} MiB (${memory.parts.join(', ')})`);
  console.log(`while the computer thought: longest gap between animation frames ${Math.round(bench.raf)} ms (${bench.frames} frames), longest delay of a 10 ms timer ${Math.round(bench.tick)} ms`);
  console.log(`game_view round-trip while it thought: ${ipc.length} calls, median ${q(0.5).toFixed(1)} ms, 99th percentile ${q(0.99).toFixed(1)} ms, max ${ipc[ipc.length - 1].toFixed(1)} ms`);
} finally {
  await app.close();
}
