// The web build's import and saved-games list, measured in headless Chromium (the emulated
// phone of the end-to-end tests, no CPU throttling): the file of scripts/make-import-file.mjs
// (8,595 short games in 1 MiB) imported through the core's import_game_text, timed from the
// call to its answer; then Saved games opened on those games (from the Home button's click to
// its first cards drawn) and, with --list, the list topped up to 10,000 games and opened again.
// Usage: TIPGOBBLE_ENGINE=chromium TIPGOBBLE_WEB_DIR=<a web build> node scripts/bench-import.mjs [--runs N] [--list]
import { makeImportFile } from './make-import-file.mjs';
import { App } from '../tests/e2e/harness.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] || 1) || 1;
const LIST = args.includes('--list');

async function timedCall(app, command, callArgs) {
  return app.session.executeAsync(
    `const done = arguments[arguments.length - 1];
     const t0 = performance.now();
     window.__TIPGOBBLE__.call(arguments[0], arguments[1])
       .then((value) => done({ ok: true, ms: performance.now() - t0, value }), (error) => done({ ok: false, ms: performance.now() - t0, error }));`,
    command,
    callArgs,
  );
}

/** From the click on Saved games to its first cards drawn, in ms, once the home screen has
 * listed its games. */
async function openSaved(app) {
  await app.open();
  await timedCall(app, 'list_saved_games', {});
  await app.session.waitFor('[data-testid="open-saved"]', 60000);
  const t0 = Date.now();
  await app.click('[data-testid="open-saved"]');
  await app.session.waitFor('[data-testid="saved-game"]', 600000);
  return Date.now() - t0;
}

const text = makeImportFile();
for (let run = 1; run <= RUNS; run++) {
  const app = await App.launch(`bench-import-${run}`);
  try {
    await app.session.cmd('POST', '/timeouts', { script: 900000 });
    const imported = await timedCall(app, 'import_game_text', { text });
    if (!imported.ok) throw new Error(`the import failed: ${JSON.stringify(imported.error)}`);
    console.log(`run ${run}: imported 8,595 games in ${(imported.ms / 1000).toFixed(1)} s`);
    // The home screen's list_saved_games (every card, each game replayed for its picture) is
    // timed on its own, and Saved games opened once it has answered.
    const home = await timedCall(app, 'list_saved_games', {});
    console.log(`run ${run}: list_saved_games (the home screen's) on 8,595 games: ${(home.ms / 1000).toFixed(1)} s`);
    const page = await timedCall(app, 'list_saved_games_page', { offset: 0, limit: 50 });
    if (page.ok) console.log(`run ${run}: list_saved_games_page, 50 of 8,595 games: ${page.ms.toFixed(0)} ms`);
    console.log(`run ${run}: Saved games on 8,595 games drawn in ${await openSaved(app)} ms`);
    if (LIST) {
      const more = await timedCall(app, 'import_game_text', { text: makeImportFile(1405, 1024 * 1024) });
      if (!more.ok) throw new Error(`the second import failed: ${JSON.stringify(more.error)}`);
      console.log(`run ${run}: Saved games on 10,000 games drawn in ${await openSaved(app)} ms`);
    }
  } finally {
    await app.close();
  }
}
