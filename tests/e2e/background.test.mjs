// The app in the background, in the real webview: hidden while a game is being analysed (the
// page's visibility, as a phone sends it when another app comes in front), the analysis stops
// where it is: no position is counted and the app's process uses no CPU (in the web build,
// Chromium's renderer, where the core's worker runs); shown again, it goes on from there to
// the end.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { NATIVE } from './engines.mjs';
import { App } from './harness.mjs';

/** Six moves, no line of four: seven positions to analyse. */
const GAME =
  '[Game "gobblet"]\n[Setup "..../..../..../.... W:444 B:444 W"]\n[White "Anna"]\n[Black "Ben"]\n\n' +
  '4a1 4b2 4c3 4d4 3a2 3b3\n';

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
    await app.session.waitFor('[data-screen="home"]');
  });
  after(async () => {
    await app?.close();
  });

  // The web host runs the analysis on the worker's one thread: the pause waits behind the
  // running search (issue 34's open item: searches in a second worker, ended on cancel).
  it('pauses a game analysis while hidden, using no CPU, and finishes it once shown again', NATIVE ? {} : { skip: 'web build: the pause waits behind the search on the worker’s one thread (searches in their own worker are still to come)' }, async () => {
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
    await sleep(1000); // the position being searched stops within milliseconds
    const at = await progress(app);
    assert.ok(at !== null && at < 7, `paused half-way (${at} of 7)`);
    const idleFrom = app.cpuSeconds();
    await sleep(4000);
    const idle = app.cpuSeconds() - idleFrom;
    console.log(`CPU while hidden: ${idle.toFixed(2)} s in 4 s`);
    assert.ok(idle < 0.3, `no CPU in the background (${idle} s in 4 s)`);
    assert.equal(await progress(app), at, 'no position counted in the background');

    await setHidden(app, false);
    await app.session.waitFor('[data-testid="eval-graph"]', 240000);
    const view = (await app.invoke('review_view', {})).value;
    assert.equal(view.analysis.points.length, 7, 'every position analysed');
    assert.equal(view.analysing, false);
  });
});
