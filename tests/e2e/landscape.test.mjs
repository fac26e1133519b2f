// Phones held sideways and small windows (issue 13 item 1). At 640×360 and 915×412 a whole
// game of each kind against level 1 is played by tapping the squares and stacks, as a person
// would: on every frame the page neither scrolls nor overflows, and at every turn the board
// and both sides' external stacks (Gobblet) lie inside the window. The board stays put while
// level 5 thinks; the tutorial, the classic setup and the review fit the window too; the other
// screens at 640×360 may scroll but cut nothing off, keep every control a touch target and no
// text under 14 px. Screenshots: tests/output/landscape-*.png (docs/screenshots/).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App, VIEW_HEIGHT, VIEW_WIDTH } from './harness.mjs';
import { startAgainstComputer, startClassicSetup } from './games.mjs';

const SIZES = { '640x360': [640, 360], '915x412': [915, 412] };

/** Waits until no board animates. */
const settled = (app) =>
  app.session.waitUntil(`const b = document.querySelector('[data-board]'); return !!b && !b.hasAttribute('data-animating');`, 'the board at rest');

/** From now on, on every frame, the page records the most it was scrolled and overflowed. */
async function watchScroll(app) {
  await app.session.execute(`
    if (window.__scroll) window.__scroll.on = false;
    const w = { scrollY: 0, overflow: 0, frames: 0, on: true };
    const look = () => {
      if (!w.on) return;
      w.frames += 1;
      const root = document.documentElement;
      w.scrollY = Math.max(w.scrollY, window.scrollY);
      w.overflow = Math.max(w.overflow, root.scrollHeight - ${VIEW_HEIGHT}, root.scrollWidth - ${VIEW_WIDTH});
      requestAnimationFrame(look);
    };
    window.__scroll = w;
    requestAnimationFrame(look);`);
}
const scrollSeen = (app) => app.session.execute('const w = window.__scroll; w.on = false; return { scrollY: w.scrollY, overflow: w.overflow, frames: w.frames };');

/** The page now: scrolled, and how much taller or wider it is than the window. */
const pageNow = (app) =>
  app.session.execute(`const root = document.documentElement;
    return { scrollY: window.scrollY, height: root.scrollHeight, innerHeight: ${VIEW_HEIGHT}, width: root.scrollWidth, innerWidth: ${VIEW_WIDTH} };`);

async function assertNoScroll(app, where) {
  const page = await pageNow(app);
  assert.equal(page.scrollY, 0, `${where}: the page is not scrolled`);
  assert.ok(page.height <= page.innerHeight, `${where}: the page is ${page.height} px tall in a ${page.innerHeight} px window`);
  assert.ok(page.width <= page.innerWidth, `${where}: the page is ${page.width} px wide in a ${page.innerWidth} px window`);
}

/** The boxes of the elements `css` matches, each [name, left, top, right, bottom]. */
const boxes = (app, css) =>
  app.session.execute(
    `return [...document.querySelectorAll(arguments[0])].map((el) => {
       const r = el.getBoundingClientRect();
       return [el.dataset.testid || el.dataset.board || el.tagName, Math.round(r.left), Math.round(r.top), Math.round(r.right), Math.round(r.bottom)];
     });`,
    css,
  );

/** Asserts that every element `css` matches (at least one) lies inside the window. */
async function assertInside(app, css, where) {
  const found = await boxes(app, css);
  assert.ok(found.length > 0, `${where}: ${css} is on the screen`);
  const [width, height] = await app.session.execute(`return [${VIEW_WIDTH}, ${VIEW_HEIGHT}];`);
  for (const [name, left, top, right, bottom] of found) {
    assert.ok(left >= 0 && top >= 0 && right <= width && bottom <= height, `${where}: ${name} at [${left}, ${top}, ${right}, ${bottom}] lies inside the ${width}x${height} window`);
  }
  return found;
}

/** Text on the screen smaller than 14 CSS px (drawings' own text excepted). */
const smallText = (app) =>
  app.session.execute(`
    const small = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent.trim() || el.closest('svg')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.getClientRects().length === 0) continue;
      if (parseFloat(style.fontSize) < 13.95) small.add(node.textContent.trim().slice(0, 30) + ' (' + style.fontSize + ')');
    }
    return [...small];`);

async function assertReadable(app, where) {
  assert.deepEqual(await smallText(app), [], `${where}: no text under 14 px`);
}

// The moves the test taps: good enough to end a game against level 1 in a few moves.
const FILES = 'abcd';
const gobbletIndex = (square) => (Number(square[1]) - 1) * 4 + FILES.indexOf(square[0]);
const GOBBLET_LINES = [
  ...[0, 1, 2, 3].map((r) => [0, 1, 2, 3].map((f) => r * 4 + f)),
  ...[0, 1, 2, 3].map((f) => [0, 1, 2, 3].map((r) => r * 4 + f)),
  [0, 5, 10, 15],
  [3, 6, 9, 12],
];

/** Gobblet: the move that makes the longest line of `me`'s pieces, blocks a line of three,
 * or wins. */
function pickGobblet(view, me) {
  const top = (i) => view.board.squares[i].at(-1)?.owner ?? null;
  let best = null;
  let bestScore = -Infinity;
  for (const mv of view.legal) {
    if (!mv.to) continue;
    const to = gobbletIndex(mv.to);
    const from = mv.from.kind === 'square' ? gobbletIndex(mv.from.square) : null;
    let score = mv.from.kind === 'reserve' ? mv.from.size : 0;
    for (const line of GOBBLET_LINES) {
      if (!line.includes(to)) continue;
      const mine = line.filter((i) => i === to || (i !== from && top(i) === me)).length;
      const theirs = line.filter((i) => i !== to && i !== from && top(i) !== null && top(i) !== me).length;
      if (mine === 4) score += 1000;
      if (theirs === 0) score += mine * mine * 10;
      if (top(to) !== null && top(to) !== me && line.filter((i) => top(i) !== null && top(i) !== me).length === 3) score += 300;
    }
    if (score > bestScore) [best, bestScore] = [mv, score];
  }
  return best ?? view.legal[0];
}

/** Deblockle: a removal if there is one, else the move ending nearest the goal star (ties
 * broken by a fixed sequence, so that the block does not walk in circles). */
function deblocklePicker() {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return (view, me) => {
    const star = view.board.stars.find((s) => s.goal_of === me)?.square;
    const at = (sq) => [sq.charCodeAt(0) - 97, Number(sq[1]) - 1];
    const distance = (sq) => {
      const [a, b] = [at(sq), at(star)];
      return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]);
    };
    let best = view.legal[0];
    let bestScore = -Infinity;
    for (const mv of view.legal) {
      const score = mv.capture ? 1000 : mv.to && star ? -distance(mv.to) + next() * 1.5 : -100;
      if (score > bestScore) [best, bestScore] = [mv, score];
    }
    return best;
  };
}

/** Plays `mv` by tapping, as a person would: a stack or a square, then the square(s). */
async function tap(app, mv) {
  const click = async (css) => (await app.session.waitFor(css)).click();
  if (mv.from.kind === 'pass') return click('[data-testid="pass"]');
  if (mv.from.kind === 'reserve') await click(`[data-testid^="reserve-one-"][data-size="${mv.from.size}"]:not([disabled])`);
  else await click(`[data-square="${mv.from.square}"]`);
  if (mv.tip) {
    await click(`[data-square="${mv.tip}"].tip`);
    if (mv.to) await click(`[data-square="${mv.to}"].hop`);
  } else {
    await click(`[data-square="${mv.to}"].target`);
  }
}

/** Waits until it is the person's turn (seat one) or the game is over, the board at rest. */
async function yourTurn(app, plies, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const view = (await app.invoke('game_view', {})).value;
    if (view && view.moves.length > plies && !view.thinking && (view.outcome || view.side_to_move === 'one')) {
      // At rest and drawn: a measure between a change and the layout it causes (a list that
      // counts its lines when resized) would see a state no frame ever shows.
      await app.atRest();
      return view;
    }
    if (Date.now() > deadline) throw new Error(`the computer never answered after ${plies} moves`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Back to the home screen whatever screen a test left (Escape goes back, as the back key). */
async function toHome(app) {
  for (let i = 0; i < 6; i++) {
    if (await app.session.execute(`return !!document.querySelector('[data-screen="home"]');`)) return;
    await app.session.execute(`document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));`);
    await new Promise((r) => setTimeout(r, 200));
  }
  await app.session.waitFor('[data-screen="home"]');
}

describe('landscape phones and small windows', () => {
  let app;
  before(async () => {
    // Fast motion: every move still animates, in half the time.
    app = await App.launch('landscape', { settings: { animation_speed: 'fast' } });
  });
  after(async () => {
    await app?.close();
  });

  for (const [size, [width, height]] of Object.entries(SIZES)) {
    for (const game of ['gobblet', 'deblockle']) {
      it(`${game} at ${size}: a whole game against level 1 by tapping, never scrolling`, async () => {
        await app.resize(width, height);
        await toHome(app);
        const choices = game === 'deblockle' ? [['handicap-one', '1'], ['handicap-two', '1'], ['setup', 'standard']] : [];
        await startAgainstComputer(app, game, 1, choices);
        await app.session.waitFor('[data-screen="game"] [data-board]');
        await settled(app);
        await watchScroll(app);
        const pick = game === 'gobblet' ? pickGobblet : deblocklePicker();
        let view = (await app.invoke('game_view', {})).value;
        let turns = 0;
        while (!view.outcome) {
          const where = `${game} at ${size}, move ${turns + 1}`;
          await assertNoScroll(app, where);
          await assertInside(app, '[data-board]', where);
          await assertInside(app, '[data-board] [data-square]', where);
          if (game === 'gobblet') await assertInside(app, '[data-testid^="reserve-"]', where);
          if (turns === (game === 'gobblet' ? 3 : 2)) {
            await app.session.waitFor('[data-last-move]');
            await app.screenshot(`${game}-mid-game-${size}`);
          }
          const plies = view.moves.length;
          await tap(app, pick(view, 'one'));
          view = await yourTurn(app, plies);
          turns += 1;
          assert.ok(turns <= 60, `${game} at ${size} ends within 60 moves`);
        }
        await assertNoScroll(app, `${game} at ${size}, the end`);
        await assertInside(app, '[data-board]', `${game} at ${size}, the end`);
        await app.session.waitFor('[data-testid="game-over"]');
        await assertReadable(app, `${game} at ${size}`);
        const seen = await scrollSeen(app);
        assert.equal(seen.scrollY, 0, `${game} at ${size}: never scrolled over ${seen.frames} frames`);
        assert.ok(seen.overflow <= 0, `${game} at ${size}: never overflowed (by ${seen.overflow} px at most)`);
        const stacks = game === 'gobblet' ? ` stacks ${JSON.stringify(await boxes(app, '[data-testid="reserve-one"], [data-testid="reserve-two"]'))}` : '';
        console.log(`# ${game} at ${size}: ${turns} moves tapped, ${seen.frames} frames without scrolling; board ${JSON.stringify(await boxes(app, '[data-board]'))}${stacks}`);
        if (size === '640x360' && game === 'gobblet') {
          // The review of this game, from its end panel.
          await app.click('[data-testid="end-review"]');
          await app.session.waitFor('[data-screen="review"] [data-board]');
          await settled(app);
          await assertNoScroll(app, 'the review');
          await assertInside(app, '[data-board]', 'the review');
          await assertInside(app, '[data-testid^="reserve-"]', 'the review');
          await assertReadable(app, 'the review');
          await app.screenshot(`review-${size}`);
          await app.click('[data-testid="back"]');
        }
        await app.click('[data-testid="back"]');
      });
    }
  }

  it('at 740x360 and 1024x600 both boards and the stacks fit the window too', async () => {
    for (const [width, height] of [[740, 360], [1024, 600]]) {
      for (const game of ['gobblet', 'deblockle']) {
        await app.resize(width, height);
        await toHome(app);
        await startAgainstComputer(app, game, 1, game === 'deblockle' ? [['setup', 'standard']] : []);
        await app.session.waitFor('[data-screen="game"] [data-board]');
        await settled(app);
        const where = `${game} at ${width}x${height}`;
        await assertNoScroll(app, where);
        await assertInside(app, '[data-board] [data-square]', where);
        if (game === 'gobblet') await assertInside(app, '[data-testid^="reserve-"]', where);
        console.log(`# ${where}: board ${JSON.stringify(await boxes(app, '[data-board]'))}`);
        await app.click('[data-testid="back"]');
      }
    }
  });

  it('the board stays put while level 5 thinks at 640x360', async () => {
    await app.resize(...SIZES['640x360']);
    await toHome(app);
    await startAgainstComputer(app, 'gobblet', 5);
    await app.session.waitFor('[data-screen="game"] [data-board]');
    await settled(app);
    const box = () => app.session.execute(`const r = document.querySelector('[data-board]').getBoundingClientRect(); return [r.x, r.y, r.width, r.height];`);
    const before = await box();
    await app.session.execute(`
      window.__watch = { boxes: [], thinking: false, on: true };
      const watch = () => {
        const w = window.__watch;
        if (!w.on) return;
        const r = document.querySelector('[data-board]').getBoundingClientRect();
        w.boxes.push([r.x, r.y, r.width, r.height]);
        if (document.querySelector('[data-testid="thinking"]')) w.thinking = true;
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);`);
    await tap(app, { from: { kind: 'reserve', size: 4 }, tip: null, to: 'b2' });
    await yourTurn(app, 1);
    const [frames, thinking] = await app.session.execute('const w = window.__watch; w.on = false; return [w.boxes, w.thinking];');
    assert.ok(thinking, 'the computer was seen thinking');
    let worst = 0;
    for (const b of [...frames, await box()]) for (let i = 0; i < 4; i++) worst = Math.max(worst, Math.abs(b[i] - before[i]));
    assert.ok(worst <= 1, `the board moved or changed size by ${worst} px`);
    console.log(`# board shift while level 5 thinks at 640x360: ${worst.toFixed(2)} px over ${frames.length} frames`);
    await app.click('[data-testid="back"]');
  });

  for (const game of ['gobblet', 'deblockle']) {
    it(`the ${game} tutorial fits 640x360`, async () => {
      await app.resize(...SIZES['640x360']);
      await toHome(app);
      await app.click(`[data-testid="learn-${game}"]`);
      await app.session.waitFor(`[data-screen="tutorial"][data-game="${game}"] [data-board]`);
      await settled(app);
      await assertNoScroll(app, `the ${game} tutorial`);
      await assertInside(app, '[data-board]', `the ${game} tutorial`);
      await assertInside(app, '[data-testid="tutorial-panel"]', `the ${game} tutorial`);
      await assertInside(app, '[data-testid="back"]', `the ${game} tutorial`);
      await assertReadable(app, `the ${game} tutorial`);
      assert.deepEqual(await app.layoutProblems(), [], `the ${game} tutorial's controls`);
      await app.screenshot(`tutorial-${game}-640x360`);
      await app.click('[data-testid="back"]');
      await app.session.waitFor('[data-screen="home"]');
    });
  }

  it('the classic setup fits 640x360', async () => {
    await app.resize(...SIZES['640x360']);
    await toHome(app);
    await startClassicSetup(app);
    // The form scrolled to its Start button; the arrangement begins at the top, and fits.
    await app.session.execute('window.scrollTo(0, 0);');
    await app.screenshot('deblockle-setup-640x360');
    await assertNoScroll(app, 'the classic setup');
    await assertInside(app, '[data-testid^="rolled-"], [data-testid^="slot-"], [data-testid="arrange-done"]', 'the classic setup');
    await assertReadable(app, 'the classic setup');
    assert.deepEqual(await app.layoutProblems(), [], 'the classic setup’s controls');
    await app.click('[data-testid="arrange-cancel"]');
    await app.click('[data-testid="back"]');
    await app.session.waitFor('[data-screen="home"]');
  });

  it('the other screens at 640x360: nothing cut off, every control a touch target, no small text', async () => {
    await app.resize(...SIZES['640x360']);
    await toHome(app);
    const check = async (where) => {
      assert.deepEqual(await app.layoutProblems(), [], `${where}: controls`);
      await assertReadable(app, where);
    };
    await check('home');
    for (const game of ['gobblet', 'deblockle']) {
      await app.click(`[data-testid="new-${game}"]`);
      await app.session.waitFor('[data-screen="new-game"]');
      await check(`new ${game}`);
      const bar = await app.session.execute(`return document.querySelector('[data-testid="start-bar"]').getBoundingClientRect().height;`);
      assert.ok(bar <= 360 / 4, `the Start bar takes ${bar} px of 360`);
      await app.click('[data-testid="back"]');
    }
    for (const [open, screen] of [['open-saved', 'saved'], ['open-settings', 'settings'], ['open-rules', 'rules'], ['open-statistics', 'statistics']]) {
      await app.click(`[data-testid="${open}"]`);
      await app.session.waitFor(`[data-screen="${screen}"]`);
      await check(screen);
      await app.click('[data-testid="back"]');
      await app.session.waitFor('[data-screen="home"]');
    }
  });
});
