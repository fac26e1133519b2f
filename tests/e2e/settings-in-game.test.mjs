// The game screens follow the settings: a new game opens with the chosen touch-move rule and
// computer level, the board in tabletop mode, words in the chosen language, covered Gobblet
// pieces shown with the assist on, and the board's animations at the chosen speed.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';

describe('settings in the game screens', () => {
  let app;
  before(async () => {
    const settings = { language: 'uk', touch_move: false, show_covered: true, tabletop: true, ai_level: 4, animation_speed: 'slow', motion: 'full' };
    app = await App.launch('settings-in-game', { settings });
  });
  after(async () => {
    await app?.close();
  });

  /** Whether the choice `css` (a radio of a Choice group) is the chosen one. */
  const chosen = (css) => app.session.execute(`return document.querySelector('${css}')?.checked === true;`);

  async function enter(seat, size, square) {
    await app.click(`[data-testid^="reserve-${seat}-"][data-size="${size}"]:not([disabled])`);
    await app.click(`[data-square="${square}"].target`);
  }

  it('opens a new game with the settings’ defaults, in Ukrainian', async () => {
    await app.click('[data-testid="new-gobblet"]');
    await app.session.waitFor('[data-screen="new-game"]');
    assert.equal(await app.text('[data-screen="new-game"] h1'), 'Нова партія: Гобблет');
    assert.equal(await chosen('[data-testid="touch-move"] [data-value="false"]'), true, 'touch-move off');
    const ai = await app.session.execute(`return !document.querySelector('[data-testid="opponent"] [data-value="ai"]').disabled;`);
    if (ai) {
      await app.click('[data-testid="opponent"] [data-value="ai"]');
      assert.equal(await chosen('[data-testid="ai-level"] [data-value="4"]'), true, 'level 4 from the settings');
      await app.click('[data-testid="opponent"] [data-value="person"]');
    }
    await app.click('[data-testid="start-game"]');
    await app.session.waitFor('[data-screen="game"]');
    assert.equal(await app.waitForText('[data-testid="status"]', /Ходять/), 'Ходять Білі');
    assert.equal(await app.text('[data-testid="near-prompt"]'), 'Білі: ваш хід', 'tabletop mode from the settings');
    assert.equal(await app.text('[data-testid="far-prompt"]'), 'Ходять Білі');
  });

  it('shows the covered piece of a stack, on the board and in its label', async () => {
    await enter('one', 4, 'a1');
    await enter('two', 4, 'd4');
    await enter('one', 3, 'b1');
    await app.waitForText('[data-testid="status"]', /Чорні/);
    assert.equal(await app.session.execute(`return document.querySelector('[data-testid="covered-b1"]') === null;`), true);
    // Touch-move is off: tapping a board piece only selects it.
    await app.click('[data-square="d4"]');
    await app.click('[data-square="b1"].target');
    await app.waitForText('[data-testid="status"]', /Білі/);
    const b1 = await app.session.find('[data-square="b1"]');
    assert.equal(await b1.attribute('aria-label'), 'b1, Чорні, розмір 4, накриває 1 фігуру; під нею: Білі (розмір 3)');
    // The badge draws each covered size as generated content (the square's text stays its name
    // alone, for the screen reader): read what it draws.
    assert.equal(
      await app.session.execute(
        `return [...document.querySelectorAll('[data-testid="covered-b1"] .under')].map((e) => getComputedStyle(e, '::before').content).join(' ');`,
      ),
      '"3"',
    );
  });

  it('animates at the chosen speed', async () => {
    await enter('one', 4, 'c3');
    // The piece's lift, slide and drop (600 ms at normal speed) as the board runs it.
    let duration = null;
    for (let i = 0; i < 20 && duration === null; i++) {
      duration = await app.session.execute(
        `const a = document.querySelector('[data-board] .sprite')?.getAnimations()[0]; return a ? a.effect.getTiming().duration : null;`,
      );
      if (duration === null) await new Promise((r) => setTimeout(r, 50));
    }
    assert.equal(duration, 1200, 'slow: twice the normal 600 ms');
  });
});
