// The feel of a move (issue 42): the person's piece starts to move on the tap itself, before
// the core has answered (a frame predicted from the legal move, lib/board/predict), with no
// second motion when the core's answer agrees; a move the core refuses goes back with its
// reason; "Your turn" shows only once the computer's piece has landed, and the turn is said
// once (the bar against the computer, the status between two people); of several external
// stacks showing the same size only the one tapped is marked as picked, and it is the one
// that gives the piece (the sprite leaves it, and it shows the piece under once the core's
// view is drawn), as the computer's piece leaves the stack that shrinks.
//
// With TIPGOBBLE_WRITE_FIXTURES=1 it also writes ui/src/lib/board/predict-fixtures.json: real
// views of pass-and-play games of both games, each with the move that led to it, which the
// vitest of lib/board/predict checks its predictions against.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';
import { startAgainstComputer, waitForMoves } from './games.mjs';

const atRest = (app) => app.session.waitUntil(`return !document.querySelector('[data-animating]');`, 'the board at rest');

/** Clicks `css` in the page and answers what the board shows right after the click, before
 * any task can run (the core's answer comes as a message from its worker: a task): whether the
 * board animates, and the sprites drawn. Then records, every frame until the board is at
 * rest and stays so for `settleMs`, the animation's number and the near player's turn text. */
function tapAndWatch(app, css, settleMs = 600) {
  return app.session.executeAsync(
    `const done = arguments[arguments.length - 1];
     const el = document.querySelector(arguments[0]);
     const board = () => document.querySelector('[data-board]');
     el.click();
     // Svelte draws in a microtask: after these, the page is drawn for the tap alone.
     Promise.resolve().then(() => Promise.resolve()).then(() => {
       const right = { animating: board().dataset.animating ?? null, sprites: document.querySelectorAll('.sprites .sprite').length };
       const frames = [];
       let restSince = null;
       const t0 = performance.now();
       const watch = () => {
         const animating = board().dataset.animating ?? null;
         const turn = document.querySelector('[data-testid="player-near-turn"]')?.textContent ?? null;
         const far = document.querySelector('[data-testid="player-far-turn"]')?.textContent ?? null;
         frames.push({ animating, turn, far });
         const now = performance.now();
         if (animating === null) restSince ??= now; else restSince = null;
         if ((restSince !== null && now - restSince > arguments[1]) || now - t0 > 20000) done({ right, frames });
         else requestAnimationFrame(watch);
       };
       requestAnimationFrame(watch);
     });`,
    css,
    settleMs,
  );
}

describe('the feel of a move', () => {
  let app;
  before(async () => {
    app = await App.launch('feel');
    await app.resize(360, 640);
  });
  after(async () => {
    await app?.close();
  });

  it('Gobblet against the computer: one stack marked, the piece moves on the tap, "Your turn" once the reply has landed', async () => {
    await startAgainstComputer(app, 'gobblet', 1);
    await app.session.waitFor('[data-screen="game"] [data-board="gobblet"]');
    await atRest(app);
    assert.equal(await app.text('[data-testid="player-near-turn"]'), 'Your turn');
    // The turn is said once: the status line says nothing more against the computer.
    assert.equal(await app.session.execute(`return document.querySelector('[data-testid="status"]').getClientRects().length;`), 0);

    // Three stacks show a size-4 piece: the middle one tapped is the only one marked.
    await app.click('[data-testid="reserve-one-1"]');
    const pressed = await app.session.execute(
      `return [0, 1, 2].map((i) => document.querySelector('[data-testid="reserve-one-' + i + '"]').getAttribute('aria-pressed'));`,
    );
    assert.deepEqual(pressed, ['false', 'true', 'false']);
    await app.screenshot('stack-picked-360x640');

    const { right, frames } = await tapAndWatch(app, '[data-square="b2"].target', 800);
    assert.ok(right.animating !== null, 'the board animates right after the tap, before the core has answered');
    assert.ok(right.sprites > 0, 'the piece is drawn moving');
    const ids = [...new Set(frames.map((f) => f.animating).filter((a) => a !== null))];
    assert.ok(ids.length >= 2, `the person's move, then the computer's (animations ${JSON.stringify(ids)})`);
    // "Your turn" never shows while a piece still moves: only after the computer's has landed.
    const early = frames.filter((f) => f.animating !== null && f.turn === 'Your turn');
    assert.equal(early.length, 0, `"Your turn" shown while pieces moved in ${early.length} frames`);
    const thinking = frames.filter((f) => f.animating !== null && /thinking/.test(f.far ?? ''));
    assert.ok(thinking.length > 0, 'the computer holds the turn while its piece moves');
    assert.equal(frames.at(-1)?.turn, 'Your turn');
    const view = await waitForMoves(app, 2);
    assert.equal(view.moves[0], '4b2');
    // What is drawn is the core's view: the person's piece on b2, the computer's where it said.
    const drawn = await app.session.execute(
      `return [...document.querySelectorAll('[data-square]')].filter((s) => s.querySelector('.piece')).map((s) => s.dataset.square).sort();`,
    );
    const occupied = view.board.squares.flatMap((stack, i) => (stack.length ? [`${'abcd'[i % 4]}${Math.floor(i / 4) + 1}`] : [])).sort();
    assert.deepEqual(drawn, occupied);
    await app.screenshot('reply-landed-360x640');
    await app.resize(768, 1024);
    await atRest(app);
    await app.screenshot('reply-landed-768x1024');
    await app.resize(360, 640);
  });

  it('Gobblet: the stack tapped of three showing the same size is the one that gives the piece, and the reply leaves from the stack that shrinks', async () => {
    await app.click('[data-testid="back"]');
    await startAgainstComputer(app, 'gobblet', 1);
    await app.session.waitFor('[data-screen="game"] [data-board="gobblet"]');
    await atRest(app);
    const sizes = (seat) =>
      app.session.execute(`return [0, 1, 2].map((i) => document.querySelector('[data-testid="reserve-${seat}-' + i + '"]').dataset.size);`);
    assert.deepEqual(await sizes('one'), ['4', '4', '4']);
    await app.click('[data-testid="reserve-one-0"]');
    // Clicks b2, then every frame until the board has been at rest for a while notes where each
    // sprite's motion starts (its first keyframe's centre): the nearest square or stack.
    const origins = await app.session.executeAsync(
      `const done = arguments[arguments.length - 1];
       const board = () => document.querySelector('[data-board]');
       const places = () => [...board().querySelectorAll('[data-square], [data-reserve-seat][data-stack]')];
       const nameOf = (el) => el.dataset.square ?? el.dataset.testid;
       const seen = new Map(); // each animation (a sprite element outlives its plan) and its origin
       const note = () => {
         const layer = document.querySelector('.sprites')?.getBoundingClientRect();
         // A sprite element may stay for the next plan, its finished animation kept (filled).
         document.querySelectorAll('.sprites .sprite').forEach((sprite) => sprite.getAnimations().forEach((a) => {
           if (!layer || seen.has(a)) return;
           const m = /translate[(]([-0-9.]+)px, ([-0-9.]+)px[)]/.exec(a.effect.getKeyframes()[0]?.transform ?? '');
           if (!m) return;
           const x = Number(m[1]) + sprite.offsetWidth / 2, y = Number(m[2]) + sprite.offsetHeight / 2;
           let best = null, far = Infinity;
           for (const el of places()) {
             const r = el.getBoundingClientRect();
             const d = Math.hypot(r.left - layer.left + r.width / 2 - x, r.top - layer.top + r.height / 2 - y);
             if (d < far) { far = d; best = nameOf(el); }
           }
           seen.set(a, best);
         }));
       };
       document.querySelector('[data-square="b2"].target').click();
       let restSince = null;
       const t0 = performance.now();
       const watch = () => {
         note();
         const now = performance.now();
         if (board().dataset.animating === undefined) restSince ??= now; else restSince = null;
         if ((restSince !== null && now - restSince > 800) || now - t0 > 20000) done([...seen.values()]);
         else requestAnimationFrame(watch);
       };
       requestAnimationFrame(watch);`,
    );
    await atRest(app);
    const view = await waitForMoves(app, 2);
    assert.equal(view.moves[0], '4b2');
    // The core took the piece from a stack of its own choosing; the board draws the one tapped.
    assert.deepEqual(await sizes('one'), ['3', '4', '4'], `the stack tapped gave the piece (the core's stacks: ${JSON.stringify(view.board.reserves[0])})`);
    assert.deepEqual([...view.board.reserves[0]].sort(), [3, 4, 4]);
    assert.equal(origins[0], 'reserve-one-0', `the piece left the stack tapped: ${JSON.stringify(origins)}`);
    // The computer's reply: a piece entered from its stacks leaves from the one that shrank.
    const theirs = await sizes('two');
    assert.deepEqual([...theirs].sort(), view.board.reserves[1].map(String).sort());
    const reply = view.moves[1];
    if (/^[1-4][a-d][1-4]$/.test(reply)) {
      const shrank = theirs.findIndex((size) => size !== '4');
      assert.equal(origins.at(-1), `reserve-two-${shrank}`, `the reply ${reply} left the stack that shrank: ${JSON.stringify(origins)} ${JSON.stringify(theirs)}`);
    }
    // Laid out again (the stacks in a column beside the board, or wider), the same stacks.
    for (const [w, h] of [[360, 640], [640, 360], [1280, 800]]) {
      await app.resize(w, h);
      await atRest(app);
      assert.deepEqual(await sizes('one'), ['3', '4', '4'], `at ${w}x${h}`);
      await app.screenshot(`stack-tapped-gave-${w}x${h}`);
    }
    await app.resize(360, 640);
  });

  it('Deblockle between two people: the block rolls on the tap, one motion, and the status says whose turn', async () => {
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="new-deblockle"]');
    await app.click('[data-testid="opponent"] [data-value="person"]');
    await app.click('[data-testid="start-game"]');
    await app.session.waitFor('[data-screen="game"] [data-board="deblockle"]');
    await atRest(app);
    assert.equal(await app.text('[data-testid="status"]'), 'Gold to move');
    assert.equal(await app.session.execute(`return document.querySelector('[data-testid="player-near-turn"]');`), null);
    const view = (await app.invoke('game_view', {})).value;
    const mv = view.legal.find((m) => m.to && m.to !== m.tip && m.from.kind === 'square');
    await app.click(`[data-square="${mv.from.square}"]`);
    await app.click(`[data-square="${mv.tip}"].tip`);
    const { right, frames } = await tapAndWatch(app, `[data-square="${mv.to}"].hop`);
    assert.ok(right.animating !== null, 'the block rolls right after the tap');
    const ids = [...new Set(frames.map((f) => f.animating).filter((a) => a !== null))];
    assert.equal(ids.length, 1, `one motion: the core's answer agreed with the drawn move (${JSON.stringify(ids)})`);
    const after = (await app.invoke('game_view', {})).value;
    assert.equal(after.moves.length, 1);
    const block = after.board.blocks.find((b) => b.square === mv.to);
    const top = await app.session.execute(`return document.querySelector('[data-square="${mv.to}"]').getAttribute('aria-label');`);
    assert.match(top, new RegExp(block.top === 'x' ? 'X' : block.top, 'i'));
    assert.equal(await app.text('[data-testid="status"]'), 'Blue to move');
    await app.screenshot('deblockle-moved-360x640');
  });

  it('a move the core refuses goes back, with the reason', async () => {
    // The game moved on behind the screen's back (Blue's move played through the core: between
    // two people no event tells the screen): the screen still offers Blue's moves, which the
    // core now refuses, since it is Gold's turn. The move tried hops away from its square (a
    // Deblockle hop may end where the block started: the start's faces are random, and such a
    // move, always back on its square, cannot show that nothing stayed on its destination).
    const stale = (await app.invoke('game_view', {})).value;
    const other = stale.legal.find((m) => m.to && m.to !== m.tip && m.from.kind === 'square');
    const played = await app.invoke('play', { mv: other.text });
    assert.ok(played.ok, JSON.stringify(played.error));
    const mv = stale.legal.find((m) => m.to && m.to !== m.tip && m.from.kind === 'square' && m.to !== m.from.square && m.from.square !== other.from.square && m.to !== other.to && m.tip !== other.to);
    await app.click(`[data-square="${mv.from.square}"]`);
    await app.click(`[data-square="${mv.tip}"].tip`);
    const { right } = await tapAndWatch(app, `[data-square="${mv.to}"].hop`, 400);
    assert.ok(right.animating !== null, 'the block moved at once');
    const reason = await app.waitForText('[data-testid="error"]', /\S/);
    // The block goes back once the refusal has come (its motion may start a frame later).
    await app.session
      .waitUntil(`return !/Blue/.test(document.querySelector('[data-square="${mv.to}"]').getAttribute('aria-label'));`, `the block gone from ${mv.to}`, 5000)
      .catch(() => undefined);
    await atRest(app);
    const labels = await app.session.execute(
      `return [arguments[0], arguments[1]].map((s) => document.querySelector('[data-square="' + s + '"]').getAttribute('aria-label'));`,
      mv.from.square,
      mv.to,
    );
    assert.match(labels[0], /Blue/, `the block is back on ${mv.from.square}: ${labels[0]} (the reason: ${reason})`);
    assert.doesNotMatch(labels[1], /Blue/, `nothing stayed on ${mv.to}: ${labels[1]}`);
    // The reason first in the feedback, in the window without scrolling.
    const seen = await app.session.execute(`
      window.scrollTo(0, 0);
      const r = document.querySelector('[data-testid="error"]').getBoundingClientRect();
      const foot = document.querySelector('.board-screen .foot').getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, foot: foot.top };`);
    assert.ok(seen.top >= 0 && seen.bottom <= seen.foot + 1, `the reason in view above the control row: ${JSON.stringify(seen)}`);
    await app.screenshot('refused-360x640');
  });

  it('writes the prediction fixtures from real views (TIPGOBBLE_WRITE_FIXTURES=1)', { skip: !process.env.TIPGOBBLE_WRITE_FIXTURES }, async () => {
    const games = [];
    const person = { kind: 'person' };
    const options = [
      { game: 'gobblet', seats: [person, person], first: 'one', stacks: [3, 3], touch_move: false },
      { game: 'gobblet', seats: [person, person], first: 'two', stacks: [2, 3], touch_move: false },
      { game: 'deblockle', seats: [person, person], first: 'one', blocks: [4, 4], no_adjacent: false, setup: 'standard' },
      { game: 'deblockle', seats: [person, person], first: 'one', blocks: [2, 2], no_adjacent: false, setup: 'quick' },
    ];
    for (const [n, opts] of options.entries()) {
      let view = (await app.invoke('new_game', { options: opts, names: null })).value;
      assert.ok(view, `new game ${JSON.stringify(opts)}`);
      const steps = [{ board: view.board, legal: view.legal, side_to_move: view.side_to_move }];
      // A fixed walk through the legal moves (a removal when there is one), 60 moves at most.
      for (let i = 0; i < 60 && !view.outcome && view.legal.length > 0; i++) {
        const removal = view.legal.find((m) => m.from.kind === 'square' && m.to === null);
        const mv = removal ?? view.legal[(i * 7 + n * 3 + 1) % view.legal.length];
        const played = await app.invoke('play', { mv: mv.text });
        assert.ok(played.ok, JSON.stringify(played.error));
        view = played.value;
        steps.push({ board: view.board, legal: view.legal, side_to_move: view.side_to_move, last_move: view.last_move });
      }
      // Only what the tests read: each position's board, the side to move, and the move that
      // led to it (the move list between is dropped).
      games.push({ game: opts.game, steps: steps.map(({ legal: _legal, ...s }) => s) });
    }
    const path = join(import.meta.dirname, '..', '..', 'ui', 'src', 'lib', 'board', 'predict-fixtures.json');
    writeFileSync(path, `${JSON.stringify(games)}\n`);
  });
});
