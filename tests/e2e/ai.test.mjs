// Playing against the computer at level 1 in both games: it replies on its own, undo takes
// back the person's move and its reply, and a hint shows a move on the board with a verdict.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';
import { startAgainstComputer, waitForMoves, fromMenu } from './games.mjs';

/** Asks for a hint and checks it is shown on the board: a legal move, its squares marked. */
async function checkHint(app) {
  const view = (await app.invoke('game_view', {})).value;
  await app.click('[data-testid="hint"]');
  // The move in words ("Best move: size 4 from the external stacks to d1", "Best move: c3
  // tipped onto d3, Stop on top"), its notation small beside it.
  const text = await app.waitForText('[data-testid="hint-move"]', /: /);
  const move = await app.text('[data-testid="hint-notation"]');
  const legal = view.legal.find((m) => m.text === move);
  assert.match(text, new RegExp(`^Best move: .*${legal?.to ?? legal?.tip}`), `the hint in words: ${text}`);
  assert.ok(!text.includes(move), `the words are not the notation: ${text}`);
  assert.ok(legal, `the hint ${move} is one of the legal moves`);
  assert.match(await app.text('[data-testid="hint-verdict"]'), /\w/);
  const destination = legal.to ?? legal.tip;
  const to = await app.session.find(`[data-square="${destination}"]`);
  assert.equal(await to.attribute('data-hint'), 'to', 'the destination is marked');
  if (legal.from.kind === 'square') {
    const from = await app.session.find(`[data-square="${legal.from.square}"]`);
    assert.equal(await from.attribute('data-hint'), 'from', 'the origin is marked');
  } else {
    const stacks = await app.session.findAll('[data-testid^="reserve-"][data-hint="from"]');
    assert.ok(stacks.length >= 1, 'the external stack is marked');
  }
  return move;
}

describe('Gobblet against the computer', () => {
  let app;
  before(async () => {
    app = await App.launch('ai-gobblet');
  });
  after(async () => {
    await app?.close();
  });

  it('starts a game against level 1', async () => {
    await startAgainstComputer(app, 'gobblet', 1);
    await app.waitForText('[data-testid="player-near-turn"]', /^Your turn$/);
    const view = (await app.invoke('game_view', {})).value;
    assert.deepEqual(view.seats, [{ kind: 'person' }, { kind: 'ai', level: 1 }]);
  });

  it('the computer replies to a move', async () => {
    await app.click('[data-testid^="reserve-one-"][data-size="4"]:not([disabled])');
    await app.click('[data-square="a1"].target');
    const view = await waitForMoves(app, 2);
    assert.equal(view.moves[0], '4a1');
    assert.equal(view.side_to_move, 'one');
    await app.waitForText('[data-testid="player-near-turn"]', /^Your turn$/);
    await app.screenshot('reply');
  });

  it('a hint shows a move on the board with its verdict', async () => {
    await checkHint(app);
    await app.screenshot('hint');
  });

  it('undo takes back the move and the reply', async () => {
    await app.click('[data-testid="undo"]');
    await waitForMoves(app, 0);
    await app.waitForText('[data-testid="player-near-turn"]', /^Your turn$/);
    assert.equal((await app.session.findAll('[data-hint]')).length, 0, 'the hint is gone');
  });

  it('shows that the computer is thinking right after a move', async () => {
    const played = await app.invoke('play', { mv: '4b2' });
    assert.equal(played.ok, true);
    assert.equal(played.value.thinking, true);
    assert.equal(played.value.legal.length, 0, 'no move for the person while it thinks');
    await waitForMoves(app, 2);
  });

  it('the computer answers a draw offer at once', async () => {
    await fromMenu(app, '[data-testid="offer-draw"]');
    await app.click('[data-testid="confirm-draw"]');
    // Declined: the person's turn again (said on their bar); accepted: the status says the draw.
    await app.session.waitUntil(
      `return document.querySelector('[data-testid="player-near-turn"]')?.textContent === 'Your turn' || /Draw/.test(document.querySelector('[data-testid="status"]').textContent);`,
      'the answer to the draw offer',
    );
    const view = (await app.invoke('game_view', {})).value;
    assert.equal(view.draw_offer, null, 'no offer is left pending');
    assert.ok(view.outcome === null || view.outcome.reason === 'agreement', JSON.stringify(view.outcome));
    assert.equal(await app.session.findAll('[data-testid="accept-draw"]').then((l) => l.length), 0, 'nobody is asked');
  });
});

describe('Deblockle against the computer', () => {
  let app;
  before(async () => {
    app = await App.launch('ai-deblockle');
  });
  after(async () => {
    await app?.close();
  });

  it('starts a game against level 1', async () => {
    await startAgainstComputer(app, 'deblockle', 1, [['setup', 'standard']]);
    await app.waitForText('[data-testid="player-near-turn"]', /^Your turn$/);
  });

  it('the computer replies to a tip and hop', async () => {
    await app.click('[data-square="c1"]');
    await app.click('[data-square="c2"].tip');
    const hops = await app.session.findAll('[data-square].hop');
    await hops[0].click();
    const view = await waitForMoves(app, 2);
    assert.match(view.moves[0], /^c1\^n/);
    assert.equal(view.side_to_move, 'one');
    await app.waitForText('[data-testid="player-near-turn"]', /^Your turn$/);
    await app.screenshot('reply');
  });

  it('a hint shows a move on the board with its verdict', async () => {
    await checkHint(app);
    await app.screenshot('hint');
  });

  it('undo takes back the move and the reply', async () => {
    await app.click('[data-testid="undo"]');
    await waitForMoves(app, 0);
    await app.waitForText('[data-testid="player-near-turn"]', /^Your turn$/);
  });

  it('in the classic setup the person arranges the computer’s blocks and it arranges theirs', async () => {
    await app.click('[data-testid="back"]');
    await startAgainstComputer(app, 'deblockle', 1, [
      ['handicap-one', '2'],
      ['handicap-two', '2'],
      ['setup', 'classic'],
    ]);
    // The person plays Gold: they arrange only Blue's blocks.
    await app.session.waitFor('[data-testid="arrange"][data-side="two"]');
    assert.match(await app.text('[data-testid="ai-arranges"]'), /computer arranges Gold/);
    const face = async (b) =>
      (await (await app.session.find(`[data-testid="rolled-${b}"]`)).attribute('aria-label')).match(/, (\w+) up$/)[1];
    const blue = [await face(0), await face(1)];
    await app.click('[data-testid="rolled-1"]');
    await app.click('[data-testid="slot-0"]');
    await app.click('[data-testid="rolled-0"]');
    await app.click('[data-testid="slot-1"]');
    await app.click('[data-testid="arrange-done"]');
    await app.waitForText('[data-testid="player-near-turn"]', /^Your turn$/);
    const label = async (sq) => (await app.session.find(`[data-square="${sq}"]`)).attribute('aria-label');
    assert.equal(await label('c7'), `c7, Blue block, ${blue[1]} on top`);
    assert.equal(await label('e7'), `e7, Blue block, ${blue[0]} on top`);
    const view = (await app.invoke('game_view', {})).value;
    assert.equal(view.board.blocks.filter((b) => b.owner === 'one').length, 2, 'Gold’s blocks were arranged');
  });
});
