// Gobblet rules through the screen: touch-move commits a tapped board piece, threefold
// repetition draws; keyboard play; the tabletop and turned boards of pass-and-play.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';
import { fromMenu } from './games.mjs';

const ARROW_RIGHT = '\uE014';
const ENTER = '\uE007';

describe('Gobblet rules on screen', () => {
  let app;
  before(async () => {
    app = await App.launch('gobblet-rules');
    await app.click('[data-testid="new-gobblet"]');
    await app.click('[data-testid="touch-move"] [data-value="true"]'); // off by default
    await app.click('[data-testid="start-game"]');
    await app.waitForText('[data-testid="status"]', /White to move/);
  });
  after(async () => {
    await app?.close();
  });

  async function enter(seat, size, square) {
    await app.click(`[data-testid^="reserve-${seat}-"][data-size="${size}"]:not([disabled])`);
    await app.click(`[data-square="${square}"].target`);
  }

  /** A board move under touch-move: the tap on the piece commits to it, then its destination. */
  async function move(from, to) {
    // The last move's piece landed first, as a person waits for it.
    await app.session.waitUntil(`return !document.querySelector('[data-animating]');`, 'the board at rest');
    await app.click(`[data-square="${from}"]`);
    await app.session.waitFor(`[data-square="${from}"].touched`);
    await app.click(`[data-square="${to}"].target`);
  }

  it('plays by keyboard: arrows move between squares, Enter taps', async () => {
    const stack = await app.session.waitFor('[data-testid="reserve-one-0"]');
    await stack.sendKeys(ENTER);
    await app.session.waitFor('[data-square].target');
    await app.session.execute(`document.querySelector('[data-square="a1"]').focus();`);
    const a1 = await app.session.find('[data-square="a1"]');
    await a1.sendKeys(ARROW_RIGHT);
    const focused = await app.session.execute('return document.activeElement.dataset.square;');
    assert.equal(focused, 'b1');
    await (await app.session.find('[data-square="b1"]')).sendKeys(ENTER);
    await app.waitForText('[data-testid="status"]', /Black to move/);
    assert.equal(await (await app.session.find('[data-square="b1"]')).attribute('aria-label'), 'b1, White size 4');
    await app.click('[data-testid="undo"]');
    await app.waitForText('[data-testid="status"]', /White to move/);
  });

  it('commits a touched piece: it must be the one that moves', async () => {
    await enter('one', 4, 'a1');
    await enter('two', 4, 'd4');
    await app.click('[data-square="a1"]');
    await app.session.waitFor('[data-square="a1"].touched');
    const view = await app.invoke('game_view', {});
    assert.equal(view.value.touched, 'a1');
    // Another piece cannot be taken now, not even over IPC.
    const other = await app.invoke('play', { mv: '4b2' });
    assert.equal(other.ok, false);
    assert.equal(other.error.kind, 'refused');
    await app.click('[data-square="a2"].target');
    await app.waitForText('[data-testid="status"]', /Black to move/);
  });

  it('draws when the same position occurs a third time', async () => {
    // Positions so far: start, a1, a1+d4, a2+d4. Shuttle both pieces back and forth.
    await move('d4', 'd3');
    await move('a2', 'a1');
    await move('d3', 'd4'); // a1 + d4: second time
    await move('a1', 'a2'); // a2 + d4: second time
    await app.session.waitFor('[data-testid="repetition"]');
    await move('d4', 'd3');
    await move('a2', 'a1');
    await move('d3', 'd4'); // a1 + d4: third time
    assert.equal(await app.waitForText('[data-testid="status"]', /Draw/), 'Draw by threefold repetition');
    await app.screenshot('threefold');
  });

  it('turns the board to the player to move, and faces each player in tabletop mode', async () => {
    await app.click('[data-testid="undo"]');
    await app.waitForText('[data-testid="status"]', /Black to move/);
    await fromMenu(app, '[data-testid="facing"] [data-value="turn"]');
    const first = () => app.session.execute(`return document.querySelector('[data-square]').dataset.square;`);
    assert.equal(await first(), 'd1', 'Black sees the board from its side');
    await app.screenshot('turned');
    await fromMenu(app, '[data-testid="facing"] [data-value="tabletop"]');
    assert.equal(await first(), 'a4');
    assert.equal(await app.text('[data-testid="far-prompt"]'), 'Black: your move');
    assert.equal(await app.text('[data-testid="near-prompt"]'), 'Black is playing');
    const transform = await app.session.execute(
      `return getComputedStyle(document.querySelector('[data-testid="far-prompt"]').closest('[data-testid="player-far"]')).transform;`,
    );
    assert.match(transform, /^matrix\(-1, [^,]+, [^,]+, -1,/, 'the far player’s bar, with its prompt, is turned 180°');
    await app.resize(768, 1024);
    await app.screenshot('tabletop-tablet');
    assert.deepEqual(await app.layoutProblems(), []);
  });

  it('offers a draw that the other player declines, then accepts', async () => {
    await fromMenu(app, '[data-testid="facing"] [data-value="fixed"]');
    await fromMenu(app, '[data-testid="offer-draw"]');
    assert.equal(await app.text('[data-testid="draw-offer"] p'), 'White, do you accept the draw?');
    assert.equal(await app.text('[data-testid="status"]'), 'Black offers a draw');
    const refused = await app.invoke('play', { mv: '3c2' });
    assert.equal(refused.ok, false, 'no move while the offer waits for an answer');
    await app.click('[data-testid="decline-draw"]');
    await app.waitForText('[data-testid="status"]', /Black to move/);
    await fromMenu(app, '[data-testid="offer-draw"]');
    await app.click('[data-testid="accept-draw"]');
    assert.equal(await app.waitForText('[data-testid="status"]', /Draw/), 'Draw by agreement');
  });

  it('resigns after a confirmation', async () => {
    await app.click('[data-testid="undo"]');
    await app.waitForText('[data-testid="status"]', /Black to move/);
    await fromMenu(app, '[data-testid="resign"]');
    assert.equal(await app.text('[data-testid="confirm-resign"]'), 'Resign as Black?');
    await app.click('[data-testid="cancel-resign"]');
    assert.equal(await app.text('[data-testid="status"]'), 'Black to move');
    await fromMenu(app, '[data-testid="resign"]');
    await app.click('[data-testid="confirm-resign"]');
    assert.equal(await app.waitForText('[data-testid="status"]', /wins/), 'White wins by resignation');
    await app.session.waitFor('[data-testid="rematch"]');
  });
});
