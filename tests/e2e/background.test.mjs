// The app in the background, in the real webview: hidden while a game is being analysed (the
// page's visibility, as a phone sends it when another app comes in front), the analysis stops
// where it is: no position is counted and the app's process uses no CPU (in the web build,
// Chromium's renderer, where the core's worker runs); shown again, it goes on from there to
// the end.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { NATIVE } from './engines.mjs';
import { App } from './harness.mjs';

/** Twenty moves of a game level 2 played against itself (the first third of
 * tests/bench/gobblet-60.txt), no line of four yet: 21 positions to analyse, enough that the
 * analysis is still running after the seconds the test watches it, on a fast machine too. */
const GAME =
  '[Game "gobblet"]\n[Setup "..B4./..../..W4./.... W:443 B:443 W"]\n[White "Anna"]\n[Black "Ben"]\n\n' +
  '4d1 4b1 3d3 b1-d3 4a1 4b3 2a4 c4-c3 d1-a3 c3-a4\n1b2 3b1 3c1 d3-c1 2c3 b1-c3 3c4 3b4 a1-b4 3d4\n';
/** The positions of GAME: its start and one after each move. */
const POSITIONS = 21;

/** Makes the page hidden or shown, as the webview does when the app leaves or comes back. */
function setHidden(app, hidden) {
  return app.session.execute(`
    Object.defineProperty(document, 'visibilityState', { value: ${hidden ? "'hidden'" : "'visible'"}, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));`);
}

const progress = (app) =>
  app.session.execute(`const p = document.querySelector('[data-testid="analysis-progress"]'); return p ? Number(p.value) : null;`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the app in the background', () => {
  let app;
  before(async () => {
    app = await App.launch('background');
    // The web build: the analysis split across 2 search workers (as on a three-core phone: a pause ends both at once, and the positions they found are kept), whatever
    // this machine's browser counts of its cores.
    if (app.url) {
      app.url = `${app.url}?search-workers=2`;
      await app.open();
    }
    await app.session.waitFor('[data-screen="home"]');
  });
  after(async () => {
    await app?.close();
  });

  // In the web build the analysis runs in search workers of their own, all ended when the page
  // is hidden and started again when it is shown.
  it('pauses a game analysis while hidden, using no CPU, and finishes it once shown again', async () => {
    const imported = await app.invoke('import_game_text', { text: GAME });
    assert.equal(imported.ok, true, JSON.stringify(imported.error));
    await app.click('[data-testid="open-saved"]');
    // An unfinished game: its review is in the card's menu.
    await app.click('[data-screen="saved"] [data-testid="more"]');
    await app.click('[data-testid="card-menu"] [data-testid="review"]');
    await app.click('[data-testid="analyse"]');
    await app.session.waitUntil(
      `const p = document.querySelector('[data-testid="analysis-progress"]'); return p && Number(p.value) >= 1;`,
      'a position analysed',
      60000,
    );
    const busyFrom = app.cpuSeconds();
    await sleep(2000);
    const busy = app.cpuSeconds() - busyFrom;
    assert.ok(busy > 0.5, `the analysis uses the CPU while shown (${busy} s in 2 s)`);
    console.log(`CPU while analysing: ${busy.toFixed(2)} s in 2 s`);

    await setHidden(app, true);
    // The position being searched stops within milliseconds natively. In the web build its
    // worker is terminated at once (no more progress), and Chromium stops a worker that is
    // busy in WebAssembly when its forcible-termination delay (2 s) has passed.
    await sleep(NATIVE ? 1000 : 3000);
    const at = await progress(app);
    assert.ok(at !== null && at < POSITIONS, `paused half-way (${at} of ${POSITIONS})`);
    const idleFrom = app.cpuSeconds();
    await sleep(4000);
    const idle = app.cpuSeconds() - idleFrom;
    console.log(`CPU while hidden: ${idle.toFixed(2)} s in 4 s`);
    assert.ok(idle < 0.3, `no CPU in the background (${idle} s in 4 s)`);
    assert.equal(await progress(app), at, 'no position counted in the background');

    await setHidden(app, false);
    await app.session.waitFor('[data-testid="eval-graph"]', 240000);
    const view = (await app.invoke('review_view', {})).value;
    assert.equal(view.analysis.points.length, POSITIONS, 'every position analysed');
    assert.equal(view.analysing, false);
  });
});
