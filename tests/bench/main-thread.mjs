// The main thread's longest stall with many saved games: opening Saved games, opening
// Statistics and changing a setting, as a person does by tapping. Not part of `npm test`.
// Usage (no display needed), with the app built with its stall probe (a feature the app that
// ships does not have):
//   cargo build -p tipgobble-app --features stall-probe
//   xvfb-run -a node tests/bench/main-thread.mjs target/debug/tipgobble-app [games] [rounds]
// The app runs with its stall probe on (TIPGOBBLE_STALL_PROBE, src-tauri/src/stall_probe.rs):
// a thread asks the main thread to run an empty task every 5 ms and writes down each wait of
// 2 ms or more. `games` saved games (300 by default; finished and unfinished, Gobblet games
// won, lost and still playing) are imported first, then each round opens Saved games and waits
// for every card, goes back, opens Statistics and waits for its chart, goes back, opens
// Settings and switches the theme until "Saved.", and goes back. Prints the longest wait of
// the main thread in each step, and how long each step took as the person sees it.
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { App } from '../e2e/harness.mjs';
import { ANNA_AND_BO_PLAYING, ANNA_BEATS_LEVEL_1, ANNA_BEATS_LEVEL_2, LEVEL_4_BEATS_ANNA } from '../e2e/games.mjs';

const binary = process.argv[2];
const games = Number(process.argv[3] ?? 300);
const rounds = Number(process.argv[4] ?? 3);
if (!binary) {
  console.error('usage: node tests/bench/main-thread.mjs <app binary> [games] [rounds]');
  process.exit(2);
}
process.env.TIPGOBBLE_APP = binary;
const probeFile = join(mkdtempSync(join(tmpdir(), 'tipgobble-stall-')), 'waits.txt');
process.env.TIPGOBBLE_STALL_PROBE = probeFile;

/** The waits the probe wrote down between `from` and `to` (unix ms): the longest, in ms. */
function longestWait(from, to) {
  let longest = 0;
  for (const line of readFileSync(probeFile, 'utf8').split('\n')) {
    const [when, wait] = line.split(' ').map(Number);
    if (when >= from && when <= to) longest = Math.max(longest, wait);
  }
  return longest;
}

const app = await App.launch('bench-main-thread');
// The probe creates its file when the app starts: without it this measures nothing.
try {
  readFileSync(probeFile);
} catch {
  await app.close();
  console.error(`${binary} has no stall probe: build it with \`cargo build -p tipgobble-app --features stall-probe\``);
  process.exit(2);
}
const steps = {};
try {
  await app.session.waitFor('[data-testid="open-saved"]');
  const texts = [ANNA_BEATS_LEVEL_2, LEVEL_4_BEATS_ANNA, ANNA_AND_BO_PLAYING, ANNA_BEATS_LEVEL_1];
  const imported = await app.session.executeAsync(
    `const [texts, n, done] = arguments;
     (async () => {
       for (let i = 0; i < n; i++) await window.__TIPGOBBLE__.call('import_game_text', { text: texts[i % texts.length] });
     })().then(() => done(n), (e) => done(String(e)));`,
    texts,
    games,
  );
  if (imported !== games) throw new Error(`import failed: ${imported}`);

  /** Runs `act`, records the step's duration and the main thread's longest wait meanwhile. */
  async function step(name, act) {
    const t0 = Date.now();
    await act();
    const t1 = Date.now();
    // The probe writes a wait once it ends: give the last one time to land.
    await new Promise((r) => setTimeout(r, 100));
    (steps[name] ??= []).push({ ms: t1 - t0, wait: longestWait(t0, t1) });
  }
  const back = () => app.click('[data-testid="back"]');
  for (let round = 0; round < rounds; round++) {
    await step('open Saved games', async () => {
      await app.click('[data-testid="open-saved"]');
      await app.session.waitUntil(
        `return document.querySelectorAll('[data-testid="saved-game"]').length === ${games};`,
        'every saved game listed',
        60000,
      );
    });
    await back();
    await step('open Statistics', async () => {
      await app.click('[data-testid="open-statistics"]');
      await app.session.waitFor('[data-screen="statistics"] [data-testid="stats-totals"]', 60000);
    });
    await back();
    await step('change a setting', async () => {
      await app.click('[data-testid="open-settings"]');
      await app.click(round % 2 === 0 ? '[data-testid="theme-dark"]' : '[data-testid="theme-light"]');
      await app.session.waitUntil(
        `return document.querySelector('[data-testid="settings-status"]')?.textContent.trim() === 'Saved.';`,
        'saved',
      );
    });
    await back();
  }
} finally {
  await app.close();
}
console.log(`${games} saved games, ${rounds} rounds`);
console.log('step | took (ms, each round) | main thread longest wait (ms, each round)');
for (const [name, runs] of Object.entries(steps)) {
  console.log(`${name} | ${runs.map((r) => r.ms).join(', ')} | ${runs.map((r) => r.wait).join(', ')}`);
}
const all = Object.values(steps).flat().map((r) => r.wait);
console.log(`longest main-thread wait in any step: ${Math.max(...all)} ms`);
