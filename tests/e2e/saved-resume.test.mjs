// Resuming a saved game that is not the last one: play a few moves, go home, start another
// game, then open the first from the saved games list — it is at the same move, and goes on.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';
import { NATIVE_WINDOW } from './games.mjs';

describe('resume from the saved games list', () => {
  let app;
  before(async () => {
    app = await App.launch('saved-resume');
    await app.resize(...NATIVE_WINDOW); // the move list shows
  });
  after(async () => {
    await app?.close();
  });

  async function enter(seat, size, square) {
    await app.click(`[data-testid^="reserve-${seat}-"][data-size="${size}"]:not([disabled])`);
    await app.click(`[data-square="${square}"].target`);
  }

  async function newGobblet() {
    await app.click('[data-testid="new-gobblet"]');
    await app.click('[data-testid="start-game"]');
    await app.session.waitFor('[data-screen="game"]');
    await app.waitForText('[data-testid="status"]', /White to move/);
  }

  it('opens the first of two games at the move where it was left', async () => {
    await newGobblet();
    await enter('one', 4, 'a1');
    await enter('two', 4, 'b2');
    await enter('one', 3, 'c3');
    await app.waitForText('[data-testid="status"]', /Black to move/);
    await app.click('[data-testid="back"]');

    await newGobblet();
    await enter('one', 4, 'd4');
    await app.waitForText('[data-testid="status"]', /Black to move/);
    await app.click('[data-testid="back"]');

    await app.click('[data-testid="open-saved"]');
    await app.session.waitUntil(
      `return document.querySelectorAll('[data-testid="saved-game"]').length === 2;`,
      'both games listed',
    );
    const moves = await app.session.execute(
      `return [...document.querySelectorAll('[data-testid="saved-moves"]')].map((m) => m.textContent);`,
    );
    assert.deepEqual(moves, ['1 turn', '3 turns'], 'newest first, with the moves so far');
    await app.click('[data-testid="saved-game"]:nth-child(2) [data-testid="resume"]');

    await app.session.waitFor('[data-screen="game"]');
    assert.equal(await app.waitForText('[data-testid="status"]', /to move/), 'Black to move');
    assert.equal(await app.text('[data-testid="move-3"]'), '3c3');
    assert.equal(
      await app.session.execute(`return document.querySelector('[data-testid="move-4"]') === null;`),
      true,
      'no move after the third',
    );
    assert.equal(await (await app.session.find('[data-square="c3"]')).attribute('aria-label'), 'c3, White size 3');

    await enter('two', 4, 'd4');
    await app.waitForText('[data-testid="status"]', /White to move/);
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="open-saved"]');
    await app.session.waitUntil(
      `return [...document.querySelectorAll('[data-testid="saved-moves"]')].map((m) => m.textContent).sort().join() === '1 turn,4 turns';`,
      'the move made after resuming saved to the resumed game',
    );
  });
});
