// Everyone can play (issue 36): axe-core on every screen (no violation, of any impact), then
// every screen with the system's text at 200 % at 360x640 and 640x360 (emulated by the root
// font size: Android and iOS scale the webview's text the same way), nothing sideways out of
// the window, every control reachable.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { App, ENGINE_OUTPUT, VIEW_WIDTH } from './harness.mjs';
import { axeViolations, summarise } from './axe.mjs';
import { ANNA_BEATS_LEVEL_2, playFirst, reopenGame, seed } from './games.mjs';

/** Each screen's axe counts, written to tests/output/a11y-axe.json (chromium/ in Chromium) for
 * the closing note. */
const results = {};

describe('accessibility of every screen', () => {
  let app;
  before(async () => {
    app = await App.launch('a11y');
    await seed(app, [ANNA_BEATS_LEVEL_2]);
    await app.resize(360, 640);
  });
  after(async () => {
    writeFileSync(join(ENGINE_OUTPUT, 'a11y-axe.json'), JSON.stringify(results, null, 2));
    await app?.close();
  });

  /** Runs axe on the screen shown now and fails on any violation: none serious or critical
   * (the bar), and none moderate or minor either (every screen has reached none). */
  async function check(label) {
    await app.session.waitUntil(`return !document.querySelector('[data-animating]');`, 'the board at rest');
    const violations = await axeViolations(app.session);
    const s = summarise(violations);
    results[label] = { serious: s.serious, critical: s.critical, other: s.minor, ids: violations.map((v) => `${v.impact}:${v.id}`) };
    assert.equal(s.serious + s.critical, 0, `${label}:\n${s.text}`);
    assert.deepEqual(violations.map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 4).join(', ')}`), [], label);
  }

  /** Back until the home screen (the review opened from a game goes back to the game). */
  const home = async () => {
    for (let i = 0; i < 3; i++) {
      const from = await app.session.execute(`return document.querySelector('[data-screen]')?.dataset.screen ?? null;`);
      await app.click('[data-testid="back"]');
      // Back leaves this screen (for the one before it, or Home).
      await app.session.waitUntil(
        `return (document.querySelector('[data-screen]')?.dataset.screen ?? null) !== ${JSON.stringify(from)};`,
        `a screen other than ${from}`,
        5000,
      );
      if (await app.session.execute(`return !!document.querySelector('[data-screen="home"]');`)) return;
    }
    await app.session.waitFor('[data-screen="home"]');
  };

  it('Home, Saved games, Statistics, Rules, Settings', async () => {
    await app.session.waitFor('[data-game="gobblet"]');
    await check('home');
    await app.click('[data-testid="open-saved"]');
    await app.session.waitFor('[data-screen="saved"] [data-testid="review"]');
    await check('saved-games');
    await home();
    await app.click('[data-testid="open-statistics"]');
    await app.session.waitFor('[data-screen="statistics"] svg');
    await check('statistics');
    await home();
    await app.click('[data-testid="open-rules"]');
    await app.session.waitFor('[data-screen="rules"]');
    await check('rules');
    await home();
    await app.click('[data-testid="open-settings"]');
    await app.session.waitFor('[data-screen="settings"]');
    await check('settings');
    await home();
  });

  it('New game, the Gobblet game with a piece in hand, its end sheet and Review', async () => {
    await app.click('[data-testid="new-gobblet"]');
    await app.session.waitFor('[data-screen="new-game"]');
    await check('new-game');
    await app.click('[data-testid="start-game"]');
    await app.session.waitFor('[data-screen="game"] [data-board]');
    await app.click('[data-testid="reserve-one-0"]');
    await app.session.waitFor('[data-square].target');
    await check('game-gobblet');
    await app.click('[data-square="a1"].target'); // the piece in hand goes down: the grid works by tap too
    for (const mv of [/^4a2$/, /^4b1$/, /^4b2$/, /^4c1$/, /^4c2$/]) await playFirst(app, mv);
    await reopenGame(app);
    await app.click('[data-testid^="reserve-one-"][data-size="3"]:not([disabled])');
    await app.click('[data-square="d1"].target');
    await app.session.waitFor('[data-testid="game-over"]');
    await check('end-sheet');
    await app.click('[data-testid="end-review"]');
    await app.session.waitFor('[data-screen="review"] [data-board]');
    await check('review');
    await home();
  });

  it('the Deblockle game with a block tipped, the tutorial and Puzzles', async () => {
    await app.click('[data-testid="new-deblockle"]');
    await app.click('[data-testid="start-game"]');
    await app.session.waitFor('[data-screen="game"] [data-board="deblockle"]');
    await app.click('[data-square="c3"]');
    await app.click('[data-square].tip');
    await check('game-deblockle');
    await app.click('[data-testid="back"]');
    await app.session.waitFor('[data-screen="home"]');
    await app.click('[data-testid="learn-gobblet"]');
    await app.session.waitFor('[data-screen="tutorial"] [data-testid="tutorial-text"]');
    await check('tutorial');
    await home();
    await app.click('[data-testid="puzzles-gobblet"]');
    await app.session.waitFor('[data-screen="puzzles"] [data-board]');
    await check('puzzles');
    await home();
  });

  it('with text at 200 %: nothing out of the window, every control reachable, the board whole', () => textAt200([
      ['home', 'home', []],
      ['saved', 'saved', ['[data-testid="open-saved"]']],
      ['new-game', 'new-game', ['[data-testid="back"]', '[data-testid="new-deblockle"]']],
      ['game', 'game-deblockle', ['[data-testid="start-game"]']],
      ['game', 'game-gobblet', ['[data-testid="back"]', '[data-testid="new-gobblet"]', '[data-testid="start-game"]']],
      ['home', 'home', ['[data-testid="back"]']],
    ]));

  // Their selects are narrower than their longest options at 200 %: the page must not scroll
  // sideways for it (WebKitGTK counted the clipped text as the page's width).
  it('with text at 200 %: Settings and Statistics', () => textAt200([
      ['settings', 'settings', ['[data-testid="open-settings"]']],
      ['statistics', 'statistics', ['[data-testid="back"]', '[data-testid="open-statistics"]']],
      ['home', 'home', ['[data-testid="back"]']],
    ]));

  /** Opens each screen in turn with the root text at 200 % and measures it at 360x640 and
   * 640x360; each screen is [data-screen, label, the clicks that open it from the one before]. */
  async function textAt200(screens) {
    await app.session.execute(`document.documentElement.style.fontSize = '200%';`);
    const problems = [];
    for (const [screen, label, path] of screens) {
      for (const css of path) await app.click(css);
      await app.session.waitFor(`[data-screen="${screen}"]`);
      if (screen === 'game') await app.session.waitFor('[data-screen="game"] [data-board]');
      for (const [w, h] of [
        [360, 640],
        [640, 360],
      ]) {
        await app.resize(w, h);
        await app.session.execute('window.scrollTo(0, 0);');
        const found = await app.layoutProblems();
        // The board stays whole in the window: no square cut off at its edges.
        const cut = await app.session.execute(`
          return [...document.querySelectorAll('[data-square]')].filter((el) => {
            const r = el.getBoundingClientRect();
            return r.left < -0.5 || r.right > ${VIEW_WIDTH} + 0.5;
          }).length;`);
        if (cut) found.push(`${cut} squares outside the window`);
        await app.screenshot(`text200-${label}-${w}x${h}`);
        problems.push(...found.map((p) => `${label} ${w}x${h}: ${p}`));
      }
      await app.resize(360, 640);
    }
    await app.session.execute(`document.documentElement.style.fontSize = '';`);
    assert.deepEqual(problems, []);
  }
});
