// The boards as a person sees them move (issue 12): against level 1 in both games, the
// person's move and then the computer's reply are animated one after the other
// (`data-animating` on the board while each moves) and the reply's squares carry
// `data-last-move`; a Gobblet line of four is marked with `data-win-line`; with reduced
// motion nothing animates. Then the screenshots of docs/screenshots/board-*.png at four sizes
// in English and Ukrainian: both boards mid-game with the last move marked, a Deblockle block
// picked up with its tips, a Gobblet stack of three, the end of a game with its line.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';
import { playFirst, reopenGame, startAgainstComputer, waitForMoves, fromMenu } from './games.mjs';

/** The sizes of the board screenshots. */
const SIZES = { '360x640': [360, 640], '412x915': [412, 915], '768x1024': [768, 1024], '1280x800': [1280, 800] };

/** Starts recording, in the page, every change of the board's marks and motion: each entry
 * says whether the board was animating and which squares were marked as the last move. */
async function record(app) {
  await app.session.execute(`
    window.__board = [];
    const snap = () => {
      const board = document.querySelector('[data-board]');
      window.__board.push({
        animating: !!board && board.hasAttribute('data-animating'),
        last: [...document.querySelectorAll('[data-last-move]')].map((e) => e.dataset.square + ':' + e.dataset.lastMove).sort(),
      });
    };
    window.__boardObserver?.disconnect();
    window.__boardObserver = new MutationObserver(snap);
    window.__boardObserver.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-animating', 'data-last-move'] });
  `);
}

/** What was recorded since `record`. */
const recorded = (app) => app.session.execute('window.__boardObserver?.takeRecords(); return window.__board;');

/** Waits until no board animates. */
const settled = (app) => app.session.waitUntil(`const b = document.querySelector('[data-board]'); return !!b && !b.hasAttribute('data-animating');`, 'the board at rest');

/** The marks a move view's squares must carry. */
function marksOf(mv) {
  const marks = [];
  const to = mv.to ?? mv.tip;
  if (mv.from.kind === 'square' && mv.from.square !== to) marks.push(`${mv.from.square}:from`);
  if (mv.tip && mv.tip !== to) marks.push(`${mv.tip}:tip`);
  marks.push(`${to}:to`);
  return marks.sort();
}

/** Asserts that while the board animated, it showed the person's move and then the
 * computer's, and that once at rest the computer's move is marked. */
async function bothMovesAnimated(app, person, computer) {
  await settled(app);
  const log = await recorded(app);
  const shownWhileMoving = (marks) => log.some((e) => e.animating && JSON.stringify(e.last) === JSON.stringify(marks));
  assert.ok(shownWhileMoving(marksOf(person)), `the person's move ${person.text} was animated: ${JSON.stringify(log)}`);
  assert.ok(shownWhileMoving(marksOf(computer)), `the computer's move ${computer.text} was animated: ${JSON.stringify(log)}`);
  const firstComputer = log.findIndex((e) => JSON.stringify(e.last) === JSON.stringify(marksOf(computer)));
  const lastPerson = log.findLastIndex((e) => JSON.stringify(e.last) === JSON.stringify(marksOf(person)));
  assert.ok(lastPerson < firstComputer, 'the reply moved after the person’s move had');
  const marked = await app.session.execute(`return [...document.querySelectorAll('[data-last-move]')].map((e) => e.dataset.square + ':' + e.dataset.lastMove).sort();`);
  assert.deepEqual(marked, marksOf(computer), 'the computer’s move stays marked');
}

describe('the boards move', () => {
  let app;
  before(async () => {
    app = await App.launch('board');
  });
  after(async () => {
    await app?.close();
  });

  it('Gobblet against level 1: the move, then the reply, each animated and marked', async () => {
    await startAgainstComputer(app, 'gobblet', 1);
    await app.waitForText('[data-testid="player-near-turn"]', /^Your turn$/);
    await settled(app);
    await record(app);
    await app.click('[data-testid^="reserve-one-"][data-size="4"]:not([disabled])');
    await app.click('[data-square="b2"].target');
    const view = await waitForMoves(app, 2);
    await bothMovesAnimated(app, { text: '4b2', from: { kind: 'reserve', size: 4 }, tip: null, to: 'b2' }, view.last_move);
    // Undo and redo move the pieces too: back to their external stacks, and out again.
    await stepMoves(() => app.click('[data-testid="undo"]'), [], 'undo');
    await stepMoves(() => fromMenu(app, '[data-testid="redo"]'), marksOf(view.last_move), 'redo');
  });

  it('Deblockle against level 1: the tip and hop, then the reply, each animated and marked', async () => {
    await app.click('[data-testid="back"]');
    await startAgainstComputer(app, 'deblockle', 1, [['setup', 'standard']]);
    await app.waitForText('[data-testid="player-near-turn"]', /^Your turn$/);
    await settled(app);
    await record(app);
    await app.click('[data-square="c3"]');
    await app.click('[data-square="c2"].tip');
    const hop = await app.session.waitFor('[data-square].hop');
    const to = await hop.attribute('data-square');
    await hop.click();
    const view = await waitForMoves(app, 2);
    const mine = { from: { kind: 'square', square: 'c3' }, tip: 'c2', to };
    await bothMovesAnimated(app, mine, view.last_move);
  });

  it('a Gobblet line of four is marked on the board', async () => {
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="new-gobblet"]');
    await app.click('[data-testid="opponent"] [data-value="person"]');
    await app.click('[data-testid="start-game"]');
    // new_game answers asynchronously: play only once the game screen shows the new board.
    await app.session.waitFor('[data-screen="game"] [data-board]');
    for (const mv of [/^4a1$/, /^4a2$/, /^4b1$/, /^4b2$/, /^4c1$/, /^4c2$/]) await playFirst(app, mv);
    await reopenGame(app);
    await app.click('[data-testid^="reserve-one-"][data-size="3"]:not([disabled])');
    await app.click('[data-square="d1"].target');
    await app.waitForText('[data-testid="status"]', /White wins/);
    await settled(app);
    const line = await app.session.execute(`return [...document.querySelectorAll('[data-win-line]')].map((e) => e.dataset.square).sort();`);
    assert.deepEqual(line, ['a1', 'b1', 'c1', 'd1']);
    await app.session.waitFor('[data-testid="win-line"]');
  });

  /** Asserts that `step` moved the board and left `marks` on it: seen while animating and
   * still there once at rest. */
  async function stepMoves(step, marks, what) {
    await settled(app);
    await record(app);
    await step();
    await app.session.waitUntil(`return !!document.querySelector('[data-board]')?.hasAttribute('data-animating') || window.__board.some((e) => e.animating);`, `${what} animating`);
    await settled(app);
    const log = await recorded(app);
    assert.ok(log.some((e) => e.animating && JSON.stringify(e.last) === JSON.stringify(marks)), `${what}: moved with ${marks} marked: ${JSON.stringify(log)}`);
    const marked = await app.session.execute(`return [...document.querySelectorAll('[data-last-move]')].map((e) => e.dataset.square + ':' + e.dataset.lastMove).sort();`);
    assert.deepEqual(marked, marks, `${what}: the shown move stays marked`);
  }

  it('replay on the game screen and in the review marks each shown move and moves to it', async () => {
    // The game won just above: seven moves, White's 3d1 the last, Black's 4c2 before it.
    const moveAt = async (ply) => (await app.invoke('replay_at', { ply })).value.last_move;
    const sixth = marksOf(await moveAt(6));
    const seventh = marksOf(await moveAt(7));
    assert.deepEqual(sixth, ['c2:to']);
    // The end sheet stands over the board: lowered to see it (the control row stays).
    await app.click('[data-testid="end-lower"]');
    await stepMoves(() => app.click('[data-testid="replay-previous"]'), sixth, 'a step back');
    await app.waitForText('[data-testid="replay"]', /after move 6 of 7/);
    await stepMoves(() => app.click('[data-testid="replay-previous"]'), marksOf(await moveAt(5)), 'another step back');
    await stepMoves(() => app.click('[data-testid="replay-next"]'), sixth, 'a step forward');
    await stepMoves(() => app.click('[data-testid="replay-next"]'), seventh, 'the last step, back to the game');
    // The review of the same game: the same marks, the same motion.
    await app.click('[data-testid="end-raise"]');
    await app.click('[data-testid="end-review"]');
    await app.session.waitFor('[data-screen="review"] [data-board]');
    await app.session.waitFor('[data-review-ply="7"]');
    await settled(app);
    await stepMoves(() => app.click('[data-testid="replay-previous"]'), sixth, 'the review, a step back');
    await stepMoves(() => app.click('[data-testid="replay-next"]'), seventh, 'the review, a step forward');
    await app.click('[data-testid="back"]');
    await app.session.waitFor('[data-screen="game"]');
  });

  it('the tutorial moves the learner’s move first, then the reply', async () => {
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="learn-gobblet"]');
    await app.session.waitFor('[data-screen="tutorial"] [data-board]');
    await settled(app);
    await record(app);
    await app.click('[data-testid^="reserve-one-"][data-size="4"]:not([disabled])');
    await app.click('[data-square="b2"].target');
    await app.waitForText('[data-testid="tutorial-reply"]', /answered/);
    await settled(app);
    const log = await recorded(app);
    const mine = log.findIndex((e) => e.animating && JSON.stringify(e.last) === '["b2:to"]');
    const reply = log.findIndex((e) => e.animating && JSON.stringify(e.last) === '["c3:to"]');
    assert.ok(mine >= 0, `the learner's 4b2 moved on its own: ${JSON.stringify(log)}`);
    assert.ok(reply > mine, `then the reply 4c3 moved: ${JSON.stringify(log)}`);
    await app.session.waitFor('[data-square="c3"][data-last-move="to"]');
    await app.click('[data-testid="back"]');
    await app.session.waitFor('[data-screen="home"]');
  });

  it('under touch-move the external stacks go dark once a piece is touched, and a dragged piece leaves its stack', async () => {
    await app.click('[data-testid="new-gobblet"]');
    await app.click('[data-testid="opponent"] [data-value="person"]');
    await app.click('[data-testid="touch-move"] [data-value="true"]');
    await app.click('[data-testid="start-game"]');
    await app.session.waitFor('[data-screen="game"] [data-board]');
    const lit = (seat) => app.session.execute(`return document.querySelector('[data-testid="reserve-${seat}"]').classList.contains('active');`);
    assert.equal(await lit('one'), true, 'White may enter a piece');
    // A piece dragged out of a stack: the stack shows the piece under it while it is held.
    const drawnSize = () => app.session.execute(`return document.querySelector('[data-testid="reserve-one-0"] [data-size]')?.dataset.size ?? null;`);
    assert.equal(await drawnSize(), '4');
    await app.session.execute(`
      const stack = document.querySelector('[data-testid="reserve-one-0"]');
      const r = stack.getBoundingClientRect();
      stack.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: r.x + r.width / 2, clientY: r.y + r.height / 2, pointerId: 3 }));
      window.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: r.x + r.width / 2, clientY: r.y - 60, pointerId: 3 }));`);
    await app.session.waitFor('[data-testid="reserve-one-0"][data-lifted]');
    assert.equal(await drawnSize(), '3', 'the piece under the lifted one shows');
    await app.session.execute(`window.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: 1, clientY: 1, pointerId: 3 }));`);
    await app.session.waitUntil(`return !document.querySelector('[data-lifted]');`, 'the piece put back');
    assert.equal(await drawnSize(), '4');
    // Enter two pieces, then White touches its piece on the board: committed to it, the
    // stacks are no longer lit.
    for (const mv of [/^4a1$/, /^4d4$/]) await playFirst(app, mv);
    await reopenGame(app);
    await settled(app);
    assert.equal(await lit('one'), true);
    await app.click('[data-square="a1"]');
    await app.session.waitFor('[data-square="a1"][data-touched]');
    assert.equal(await lit('one'), false, 'the touched piece must move: no stack is lit');
    assert.equal(await lit('two'), false);
    // The touched piece dragged: it leaves its square (nothing was under it).
    await app.session.execute(`
      const sq = document.querySelector('[data-square="a1"]');
      const r = sq.getBoundingClientRect();
      sq.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: r.x + r.width / 2, clientY: r.y + r.height / 2, pointerId: 4 }));
      window.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: r.x + r.width, clientY: r.y, pointerId: 4 }));`);
    await app.session.waitFor('[data-square="a1"][data-lifted]');
    assert.equal(await app.session.execute(`return document.querySelectorAll('[data-square="a1"] .piece').length;`), 0);
    await app.session.execute(`window.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: 1, clientY: 1, pointerId: 4 }));`);
    await app.session.waitFor('[data-square="a1"]:not([data-lifted]) .piece');
    await app.click('[data-square="b2"].target');
    await app.waitForText('[data-testid="status"]', /Black to move/);
    assert.equal(await lit('one'), false, 'White has played');
    assert.equal(await lit('two'), true, 'Black may enter a piece');
  });

  it('with reduced motion nothing animates', async () => {
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="open-settings"]');
    await app.click('[data-testid="motion-reduced"]');
    await app.click('[data-testid="back"]');
    await startAgainstComputer(app, 'gobblet', 1);
    await app.waitForText('[data-testid="player-near-turn"]', /^Your turn$/);
    await record(app);
    await app.click('[data-testid^="reserve-one-"][data-size="4"]:not([disabled])');
    await app.click('[data-square="c3"].target');
    const view = await waitForMoves(app, 2);
    await app.session.waitUntil(`return !!document.querySelector('[data-square="${view.last_move.to}"][data-last-move="to"]');`, 'the reply drawn');
    const log = await recorded(app);
    assert.ok(log.length > 0, 'the marks changed');
    assert.equal(log.filter((e) => e.animating).length, 0, `nothing animated: ${JSON.stringify(log)}`);
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="open-settings"]');
    await app.click('[data-testid="motion-system"]');
    await app.click('[data-testid="back"]');
  });
});

describe('the boards, pictured', () => {
  let app;
  before(async () => {
    app = await App.launch('board-shots');
  });
  after(async () => {
    await app?.close();
  });

  /** Screenshots of the current screen at every size, as board-<label>-<lang>-<size>.png. */
  async function shoot(label, lang) {
    for (const [size, [w, h]] of Object.entries(SIZES)) {
      await app.resize(w, h);
      await app.session.execute(`document.querySelector('[data-board]')?.scrollIntoView({ block: 'center' });`);
      await settled(app);
      await app.screenshot(`${label}-${lang}-${size}`);
    }
  }

  for (const lang of ['en', 'uk']) {
    it(`in ${lang === 'en' ? 'English' : 'Ukrainian'}`, async () => {
      if (lang === 'uk') {
        await app.click('[data-testid="open-settings"]');
        await app.click('[data-testid="language"] option[value="uk"]');
        await app.session.waitUntil(`return document.documentElement.lang === 'uk';`, 'Ukrainian');
        await app.click('[data-testid="back"]');
      }
      // Gobblet mid-game: a stack of three on a3 (White 2 and 3 under Black's 4), the last
      // move marked.
      await app.session.waitFor('[data-screen="home"]');
      await app.click('[data-testid="new-gobblet"]');
      await app.click('[data-testid="opponent"] [data-value="person"]');
      await app.click('[data-testid="start-game"]');
      // new_game answers asynchronously: play only once the game screen shows the new board.
      await app.session.waitFor('[data-screen="game"] [data-board]');
      for (const mv of [/^4a1$/, /^4d1$/, /^3a2$/, /^4d2$/, /^2a3$/, /^4d3$/, /^a2-a3$/, /^d1-a3$/]) await playFirst(app, mv);
      await reopenGame(app);
      await settled(app);
      const view = (await app.invoke('game_view', {})).value;
      assert.equal(view.board.squares[8].length, 3, 'a3 holds a stack of three');
      await shoot('gobblet-stack-of-three', lang);
      // Its end, the line marked.
      await app.click('[data-testid="back"]');
      await app.click('[data-testid="new-gobblet"]');
      await app.click('[data-testid="opponent"] [data-value="person"]');
      await app.click('[data-testid="start-game"]');
      // new_game answers asynchronously: play only once the game screen shows the new board.
      await app.session.waitFor('[data-screen="game"] [data-board]');
      for (const mv of [/^4a1$/, /^4a2$/, /^4b1$/, /^4b2$/, /^4c1$/, /^4c2$/]) await playFirst(app, mv);
      await reopenGame(app);
      await app.click('[data-testid^="reserve-one-"][data-size="3"]:not([disabled])');
      await app.click('[data-square="d1"].target');
      await app.session.waitFor('[data-win-line]');
      await shoot('gobblet-end', lang);
      // Deblockle mid-game with the last move marked, then a block picked up with its tips.
      await app.click('[data-testid="back"]');
      await app.click('[data-testid="new-deblockle"]');
      await app.click('[data-testid="opponent"] [data-value="person"]');
      await app.click('[data-testid="setup"] [data-value="standard"]');
      await app.click('[data-testid="start-game"]');
      // new_game answers asynchronously: play only once the game screen shows the new board.
      await app.session.waitFor('[data-screen="game"] [data-board]');
      await playFirst(app, /^c3\^s-g2$/);
      await playFirst(app, /^c5\^/);
      await reopenGame(app);
      await settled(app);
      await app.session.waitFor('[data-last-move="tip"]');
      await shoot('deblockle-mid-game', lang);
      await app.click('[data-square="e3"]');
      await app.session.waitFor('[data-square].tip');
      await shoot('deblockle-tips', lang);
      await app.click('[data-square="e3"]');
      await app.click('[data-testid="back"]');
    });
  }
});
