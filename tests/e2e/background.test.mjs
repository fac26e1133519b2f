// The app in the background, in the real webview: hidden while a game is being analysed (the
// page's visibility, as a phone sends it when another app comes in front), the analysis stops
// where it is: no position is counted and the app's process uses no CPU; shown again, it goes
// on from there to the end.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';

/** Six moves, no line of four: seven positions to analyse. */
const GAME =
  '[Game "gobblet"]\n[Setup "..../..../..../.... W:444 B:444 W"]\n[White "Anna"]\n[Black "Ben"]\n\n' +
  '4a1 4b2 4c3 4d4 3a2 3b3\n';

/** The CPU time (seconds) used so far by the app's process in the driver's process group. */
function appCpuSeconds(group) {
  let found = false;
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    // After the name: state, ppid, pgrp, …, utime (14th field of the line), stime (15th).
    const fields = stat.slice(close + 2).split(' ');
    if (name !== 'tipgobble-app' || Number(fields[2]) !== group) continue;
    found = true;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  assert.ok(found, 'the app process is found');
  return ticks / 100; // USER_HZ
}

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
    const group = app.driver.pid;
    const busyFrom = appCpuSeconds(group);
    await sleep(2000);
    const busy = appCpuSeconds(group) - busyFrom;
    assert.ok(busy > 0.5, `the analysis uses the CPU while shown (${busy} s in 2 s)`);
    console.log(`CPU while analysing: ${busy.toFixed(2)} s in 2 s`);

    await setHidden(app, true);
    await sleep(1000); // the position being searched stops within milliseconds
    const at = await progress(app);
    assert.ok(at !== null && at < 7, `paused half-way (${at} of 7)`);
    const idleFrom = appCpuSeconds(group);
    await sleep(4000);
    const idle = appCpuSeconds(group) - idleFrom;
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
