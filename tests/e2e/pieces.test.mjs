// The Gobblet pieces as a person sees them on a phone: every cup carries its size mark (one
// dot per size), so a 3 and a 4 are told apart at a glance; a stack shows the pieces it
// covers as rims; White's cups keep their rings in the dark theme. A game with stacked
// pieces is opened from Saved games and photographed in the light and dark themes, in
// English and Ukrainian, at 360×640, 640×360 and 1280×800 (tests/output/pieces-*.png).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';
import { seed } from './games.mjs';

/** Anna and Bo, unfinished, White to move: three stacks on the board (White's 4 over Black's
 * 3 on a1 and on b3, Black's 4 over White's 3 on c2). */
const STACKED =
  '[Game "gobblet"]\n[Setup "..../..../..../.... W:444 B:444 W"]\n[TouchMove "off"]\n[White "Anna"]\n[Black "Bo"]\n\n' +
  '4b2 4c3 4a1 4d4 3c2 3b3 a1-b3 3a1 2d1 c3-d2 b2-a1 d4-c2\n';

const SIZES = [
  [360, 640],
  [640, 360],
  [1280, 800],
];

describe('Gobblet pieces', () => {
  let app;
  before(async () => {
    app = await App.launch('pieces');
    await app.session.waitFor('[data-screen="home"]');
    await seed(app, [STACKED]);
  });
  after(async () => {
    await app?.close();
  });

  const read = (script) => app.session.execute(script);

  async function openGame() {
    await app.click('[data-testid="open-saved"]');
    await app.click('[data-testid="saved-game"] [data-testid="resume"]');
    await app.session.waitFor('[data-screen="game"] [data-size]');
  }

  async function home() {
    for (let i = 0; i < 4 && !(await read(`return !!document.querySelector('[data-screen="home"]');`)); i++) {
      await app.click('[data-testid="back"]');
    }
  }

  it('marks every cup with its size', async () => {
    await openGame();
    const marks = await read(
      `return [...document.querySelectorAll('[data-screen="game"] .cup')].map((c) => [c.dataset.size, c.querySelectorAll('.mark circle').length]);`,
    );
    assert.ok(marks.length > 0, 'cups drawn');
    for (const [size, dots] of marks) assert.equal(String(dots), size, `a size-${size} cup has ${size} dots`);
    await home();
  });

  for (const language of ['en', 'uk']) {
    for (const scheme of ['light', 'dark']) {
      it(`${language}, ${scheme}: photographs the board with stacks`, async () => {
        await app.click('[data-testid="open-settings"]');
        await app.click(`[data-testid="language"] option[value="${language}"]`);
        await app.session.waitUntil(`return document.documentElement.lang === '${language}';`, language);
        // The colour scheme is chosen in Settings.
        await app.click(`[data-testid="setting-theme"] [data-value="${scheme}"]`);
        await app.session.waitUntil(`return document.documentElement.dataset.scheme === '${scheme}';`, scheme);
        await home();
        await openGame();
        for (const [w, h] of SIZES) {
          await app.resize(w, h);
          await app.session.execute('window.scrollTo(0, 0);');
          await app.screenshot(`${language}-${scheme}-${w}x${h}`);
        }
        // White's cups keep their rings: the body's ring differs from the cup's fill.
        const ring = await read(`
          const cup = document.querySelector('[data-screen="game"] .cup.one .body');
          const s = getComputedStyle(cup);
          return [s.fill, s.stroke];`);
        assert.notEqual(ring[0], ring[1], `a white cup's ring shows in the ${scheme} theme`);
        await home();
      });
    }
  }
});
