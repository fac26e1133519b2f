// Gobblet touch-move forfeit through the screen: with the rule on, a player who taps one of
// their board pieces that has no legal move loses.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';

// Found by a search over the engine from the start: sixteen pieces entered from the external
// stacks fill the board with no line of four. White's size-1 piece on c4 then cannot move:
// there is no empty square, and every other piece is at least as large.
const FILL_THE_BOARD = [
  '4c1', '4d1', '4b3', '4c3', '3a3', '3b1', '4a1', '3a2',
  '3d3', '4b4', '3d4', '2d2', '2c2', '3a4', '1c4', '2b2',
];

describe('Gobblet touch-move forfeit', () => {
  let app;
  before(async () => {
    app = await App.launch('gobblet-touch-forfeit');
    await app.click('[data-testid="new-gobblet"]');
    await app.click('[data-testid="touch-move"] [data-value="true"]'); // off by default
    await app.click('[data-testid="start-game"]');
    await app.waitForText('[data-testid="status"]', /^White to move$/);
  });
  after(async () => {
    await app?.close();
  });

  it('fills the board by entering pieces from the external stacks', async () => {
    for (const [i, mv] of FILL_THE_BOARD.entries()) {
      const seat = i % 2 === 0 ? 'one' : 'two';
      await app.click(`[data-testid^="reserve-${seat}-"][data-size="${mv[0]}"]:not([disabled])`);
      await app.click(`[data-square="${mv.slice(1)}"].target`);
      await app.waitForText('[data-testid="status"]', new RegExp(`^${i % 2 === 0 ? 'Black' : 'White'} to move$`));
    }
    assert.equal(await (await app.session.find('[data-square="c4"]')).attribute('aria-label'), 'c4, White size 1');
    assert.equal((await app.session.findAll('[data-square].target')).length, 0);
  });

  it('loses when White touches its piece that cannot move', async () => {
    await app.click('[data-square="c4"]');
    assert.equal(
      await app.waitForText('[data-testid="status"]', /wins/),
      'Black wins by a touched piece that could not move',
    );
    await app.session.waitFor('[data-testid="game-over"]');
    await app.screenshot('forfeit');
    const view = await app.invoke('game_view', {});
    assert.equal(view.value.moves.length, 16, 'the touch is not a move');
  });
});
