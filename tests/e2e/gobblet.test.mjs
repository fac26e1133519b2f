// A pass-and-play Gobblet game played by tapping, to a win that includes a gobble from an
// external stack under the three-in-a-line exception; then undo, replay and the end screen.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';
import { NATIVE_WINDOW } from './games.mjs';

describe('Gobblet, pass and play', () => {
  let app;
  before(async () => {
    app = await App.launch('gobblet');
  });
  after(async () => {
    await app?.close();
  });

  /** Enters a piece of `size` from `seat`'s external stacks onto `square`, by tapping. */
  async function enter(seat, size, square) {
    await app.click(`[data-testid^="reserve-${seat}-"][data-size="${size}"]:not([disabled])`);
    await app.click(`[data-square="${square}"].target`);
  }

  it('starts a game from the home screen', async () => {
    await app.click('[data-testid="new-gobblet"]');
    await app.session.waitFor('[data-screen="new-game"]');
    await app.screenshot('new-game');
    await app.click('[data-testid="start-game"]');
    await app.session.waitFor('[data-screen="game"]');
    assert.equal(await app.waitForText('[data-testid="status"]', /White to move/), 'White to move');
  });

  it('shows the legal destinations of a selected stack, from Rust', async () => {
    await app.click('[data-testid="reserve-one-0"]');
    const targets = await app.session.findAll('[data-square].target');
    assert.equal(targets.length, 16, 'an empty board: every square');
    await app.click('[data-testid="reserve-one-0"]'); // tap again: deselect
    assert.equal((await app.session.findAll('[data-square].target')).length, 0);
  });

  it('plays to a win with a gobble from an external stack on a line of three', async () => {
    await enter('one', 4, 'a1');
    await app.waitForText('[data-testid="status"]', /Black to move/);
    await enter('two', 4, 'd4');
    await enter('one', 4, 'b1');
    await enter('two', 4, 'd3');
    await enter('one', 3, 'c1');
    // White shows three in a line (a1 b1 c1): Black may gobble one of them from a stack.
    await app.click('[data-testid^="reserve-two-"][data-size="4"]:not([disabled])');
    const c1 = await app.session.find('[data-square="c1"]');
    assert.match(await c1.attribute('class'), /capture/, 'c1 is offered as a gobble');
    await c1.click();
    await app.waitForText('[data-testid="status"]', /White to move/);
    assert.equal(await c1.attribute('aria-label'), 'c1, Black size 4, covering 1; under it: White size 3');
    await app.screenshot('gobble');
    await enter('one', 4, 'a2');
    await enter('two', 3, 'd2');
    await enter('one', 3, 'b2');
    await app.screenshot('mid-game');
    await enter('two', 3, 'd1');
    assert.equal(await app.waitForText('[data-testid="status"]', /wins/), 'Black wins by a line of four');
    await app.session.waitFor('[data-testid="game-over"]');
    assert.equal((await app.session.findAll('[data-square].target')).length, 0, 'no moves after the end');
    await app.screenshot('end');
  });

  it('steps through the move list and back to the game', async () => {
    await app.resize(...NATIVE_WINDOW); // the move list shows
    await app.click('[data-testid="move-6"]');
    await app.waitForText('[data-testid="replay"]', /after move 6 of 10/);
    await app.session.waitUntil(`return !document.querySelector('[data-animating]');`, 'the board at rest');
    const c1 = await app.session.find('[data-square="c1"]');
    assert.equal(await c1.attribute('aria-label'), 'c1, Black size 4, covering 1; under it: White size 3');
    const d1 = await app.session.find('[data-square="d1"]');
    assert.equal(await d1.attribute('aria-label'), 'd1, empty');
    await app.click('[data-testid="live"]');
    await app.waitForText('[data-testid="status"]', /Black wins/);
  });

  it('undoes the winning move and the game goes on', async () => {
    await app.click('[data-testid="undo"]');
    await app.waitForText('[data-testid="status"]', /Black to move/);
    const view = await app.invoke('game_view', {});
    assert.equal(view.value.moves.length, 9);
    assert.equal(view.value.outcome, null);
  });

  it('refuses an illegal move over IPC and keeps the game as it was', async () => {
    const before = await app.invoke('game_view', {});
    for (const [command, args] of [
      ['play', { mv: 'a1-a1' }],
      ['play', { mv: '4z9' }],
      ['play', { mv: null }],
      ['touch', { square: 'a1' }],
      ['resign', { seat: 'nobody' }],
      ['replay_at', { ply: 99 }],
      ['new_game', { options: { game: 'gobblet', stacks: [9, 9] } }],
    ]) {
      const result = await app.invoke(command, args);
      assert.equal(result.ok, false, `${command} ${JSON.stringify(args)} was accepted`);
    }
    assert.deepEqual(await app.invoke('game_view', {}), before);
  });

  for (const [label, width, height] of [
    ['phone', 360, 640],
    ['tablet', 768, 1024],
  ]) {
    it(`fits the game screen in a ${label} window`, async () => {
      await app.resize(width, height);
      const problems = await app.layoutProblems();
      await app.screenshot(`game-${label}`);
      assert.deepEqual(problems, []);
    });
  }
});
