// The game screen around the board (issue 12): levels by name, touch-move off by default,
// the Start button in view, a board that stays put while the computer thinks, the end in the
// person's terms with an immediate Rematch, the paired move list with its replay controls,
// and the home screen's board pictures. Screenshots in English and Ukrainian at four sizes
// (tests/output/screen-*.png, copied to docs/screenshots/ by scripts/screenshots.sh).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';
import { playFirst, reopenGame, waitForMoves, fromMenu } from './games.mjs';

/** The four sizes of the screenshots: phone, tall phone, tablet, desktop. */
const SIZES = { phone: [360, 640], tall: [412, 915], tablet: [768, 1024], desktop: [1280, 800] };

/** Where the board is: the element carrying data-board (or the grid of squares). */
const BOARD = `(document.querySelector('[data-board]') ?? document.querySelector('section.board [role="grid"]'))`;

async function boardBox(app) {
  return app.session.execute(`const r = ${BOARD}.getBoundingClientRect(); return [r.x, r.y, r.width, r.height];`);
}

async function shots(app, label, sizes = Object.keys(SIZES)) {
  for (const size of sizes) {
    const [w, h] = SIZES[size];
    await app.resize(w, h);
    await app.session.execute('window.scrollTo(0, 0);');
    await app.atRest();
    await app.screenshot(`${label}-${size}`);
  }
}

/** Starts a Gobblet game against the computer at `level` from the home screen. */
async function startGobbletAgainst(app, level, choices = []) {
  await app.click('[data-testid="new-gobblet"]');
  await app.click('[data-testid="opponent"] [data-value="ai"]');
  await app.click(`[data-testid="ai-level"] [data-value="${level}"]`);
  for (const [control, value] of choices) await app.click(`[data-testid="${control}"] [data-value="${value}"]`);
  await app.click('[data-testid="start-game"]');
  await app.session.waitFor('[data-screen="game"] [data-testid="status"]');
}

/** Presses `name` (a KeyboardEvent key) on the page. */
function key(app, name) {
  return app.session.execute(
    `document.body.dispatchEvent(new KeyboardEvent('keydown', { key: arguments[0], bubbles: true }));`,
    name,
  );
}

async function enter(app, size, square) {
  await app.click(`[data-testid^="reserve-one-"][data-size="${size}"]:not([disabled])`);
  await app.click(`[data-square="${square}"].target`);
}

describe('the game screen around the board', () => {
  let app;
  before(async () => {
    app = await App.launch('screen');
  });
  after(async () => {
    await app?.close();
  });

  it('names the computer’s levels and starts with touch-move off', async () => {
    await app.click('[data-testid="new-gobblet"]');
    await app.click('[data-testid="opponent"] [data-value="ai"]');
    const levels = await app.text('[data-testid="ai-level"]');
    for (const words of ['1 · Beginner', 'makes mistakes on purpose', '3 · Intermediate', '5 · Master']) {
      assert.ok(levels.includes(words), `the levels show "${words}": ${levels}`);
    }
    const chosen = (css) => app.session.execute(`return document.querySelector('${css}').checked;`);
    assert.equal(await chosen('[data-testid="touch-move"] [data-value="false"]'), true, 'touch-move is off');
    assert.equal((await app.session.findAll('[data-testid="touch-move-rule"]')).length, 0);
    await app.click('[data-testid="touch-move"] [data-value="true"]');
    assert.match(await app.text('[data-testid="touch-move-rule"]'), /you must move that piece/);
    await app.click('[data-testid="touch-move"] [data-value="false"]');
  });

  it('keeps Start in view at every size, Deblockle’s options open too', async () => {
    const startVisible = () =>
      app.session.execute(`window.scrollTo(0, 0);
        const r = document.querySelector('[data-testid="start-game"]').getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;`);
    for (const size of Object.keys(SIZES)) {
      await app.resize(...SIZES[size]);
      assert.equal(await startVisible(), true, `Gobblet's Start is in view at ${size}`);
    }
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="new-deblockle"]');
    await app.click('[data-testid="opponent"] [data-value="ai"]');
    await app.click('[data-testid="setup"] [data-value="classic"]');
    for (const size of Object.keys(SIZES)) {
      await app.resize(...SIZES[size]);
      assert.equal(await startVisible(), true, `Deblockle's Start is in view at ${size}`);
    }
    await shots(app, 'new-deblockle', ['phone', 'desktop']);
    await app.click('[data-testid="back"]');
  });

  it('under touch-move, a touched piece is marked and the status says it must move', async () => {
    await app.click('[data-testid="new-gobblet"]');
    await app.click('[data-testid="touch-move"] [data-value="true"]');
    await app.click('[data-testid="start-game"]');
    await enter(app, 4, 'a1');
    await app.click('[data-testid^="reserve-two-"][data-size="4"]:not([disabled])');
    await app.click('[data-square="d4"].target');
    await app.waitForText('[data-testid="status"]', /^White to move$/);
    await app.click('[data-square="a1"]');
    await app.session.waitFor('[data-square="a1"][data-touched]');
    const mark = await app.session.execute(
      `return getComputedStyle(document.querySelector('[data-square="a1"]'), '::before').borderRightColor;`,
    );
    assert.notEqual(mark, 'rgba(0, 0, 0, 0)', 'the touched square carries its flag');
    assert.equal(
      await app.waitForText('[data-testid="status"]', /touched/),
      'White must move the touched piece on a1',
    );
    await app.screenshot('touched');
    await app.click('[data-testid="back"]');
  });

  for (const size of ['phone', 'tall', 'desktop']) {
    it(`the board stays put while level 5 thinks (${SIZES[size].join('×')})`, async () => {
      await app.resize(...SIZES[size]);
      await startGobbletAgainst(app, 5);
      await app.session.execute('window.scrollTo(0, 0);');
      const before = await boardBox(app);
      // Watch the board on every frame from the move to the computer's reply.
      await app.session.execute(`
        const boxes = [];
        window.__watch = { boxes, thinking: false, on: true };
        const watch = () => {
          const w = window.__watch;
          if (!w.on) return;
          const r = ${BOARD}.getBoundingClientRect();
          w.boxes.push([r.x, r.y, r.width, r.height]);
          if (document.querySelector('[data-testid="thinking"]')) w.thinking = true;
          requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);`);
      await enter(app, 4, 'b2');
      await waitForMoves(app, 2, 30000);
      await app.waitForText('[data-testid="player-near-turn"]', /^Your turn$/);
      const [boxes, thinkingSeen] = await app.session.execute(
        'const w = window.__watch; w.on = false; return [w.boxes, w.thinking];',
      );
      const afterwards = await boardBox(app);
      assert.ok(thinkingSeen, 'the computer was seen thinking');
      let worst = 0;
      for (const box of [...boxes, afterwards]) for (let i = 0; i < 4; i++) worst = Math.max(worst, Math.abs(box[i] - before[i]));
      assert.ok(worst <= 1, `the board moved or changed size by ${worst} px at ${size}`);
      console.log(`# board shift while level 5 thinks at ${SIZES[size].join('x')}: ${worst.toFixed(2)} px over ${boxes.length} frames`);
      await app.click('[data-testid="back"]');
    });
  }

  it('ends in the person’s terms, and Rematch plays again at once with colours swapped', async () => {
    await app.resize(...SIZES.desktop);
    // New game remembers the last Gobblet game's choices (touch-move on, above): off again.
    await startGobbletAgainst(app, 1, [['handicap-one', '2'], ['touch-move', 'false']]);
    await enter(app, 4, 'a1');
    await waitForMoves(app, 2);
    await fromMenu(app, '[data-testid="resign"]');
    await app.click('[data-testid="confirm-resign"]');
    assert.equal(await app.waitForText('[data-testid="end-title"]', /won/), 'Level 1 won');
    assert.equal(await app.text('[data-testid="end-reason"]'), 'Resignation');
    assert.doesNotMatch(await app.text('[data-testid="status"]'), /to move/);
    assert.equal((await app.session.findAll('.your-turn')).length, 0, 'no side is told it is to move');
    await shots(app, 'end');

    await app.resize(...SIZES.desktop);
    await app.click('[data-testid="rematch"]');
    await app.session.waitUntil(`return !document.querySelector('[data-testid="game-over"]');`, 'the new game');
    assert.equal(await app.session.execute(`return document.querySelector('[data-screen]').dataset.screen;`), 'game');
    const view = (await app.invoke('game_view', {})).value;
    assert.deepEqual(view.seats, [{ kind: 'ai', level: 1 }, { kind: 'person' }], 'colours swapped, the same level');
    assert.equal(view.outcome, null);
    assert.equal(view.touch_move, false);
    assert.deepEqual(
      view.board.reserves.map((r) => r.length),
      [3, 2],
      'the person keeps the handicap of two external stacks',
    );
    const started = await waitForMoves(app, 1);
    assert.equal(started.side_to_move, 'two', 'the computer, now White, opened');
  });

  it('lists the moves in numbered pairs, replayed with buttons, keys and a swipe', async () => {
    // Three moves of the person, each the hint's (so that the computer does not win first).
    for (let i = 0; i < 3; i++) {
      const view = await waitForMoves(app, 1 + 2 * i);
      const hint = await app.invoke('hint', {});
      assert.equal(hint.ok, true, JSON.stringify(hint.error));
      await playFirst(app, new RegExp(`^${hint.value.mv.text}$`));
      await waitForMoves(app, view.moves.length + 2);
    }
    await reopenGame(app);
    const view = (await app.invoke('game_view', {})).value;
    const total = view.moves.length;
    assert.equal(total, 7);
    const first = await app.session.execute(
      `return [...document.querySelector('[data-testid="move-list"] li').children].map((e) => e.textContent.trim());`,
    );
    assert.deepEqual(first, ['1.', view.moves[0], view.moves[1]], 'move 1 is White’s and Black’s first moves');
    const current = () =>
      app.session.execute(`return document.querySelector('[data-testid="move-list"] [aria-current="step"]')?.dataset.ply ?? null;`);
    assert.equal(await current(), String(total), 'the last move is highlighted');

    await app.click('[data-testid="replay-previous"]');
    await app.waitForText('[data-testid="replay"]', new RegExp(`after move ${total - 1} of ${total}`));
    assert.equal(await current(), String(total - 1));
    await key(app, 'ArrowLeft');
    await app.waitForText('[data-testid="replay"]', new RegExp(`after move ${total - 2} of`));
    // A swipe to the right on the board goes back one more move.
    await app.session.execute(`
      const board = document.querySelector('section.board');
      const r = board.getBoundingClientRect();
      const at = (type, x) => board.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: r.y + r.height / 2, pointerId: 7 }));
      at('pointerdown', r.x + 40);
      at('pointerup', r.x + 200);`);
    await app.waitForText('[data-testid="replay"]', new RegExp(`after move ${total - 3} of`));
    await shots(app, 'moves');
    await fromMenu(app, '[data-testid="replay-first"]');
    await app.waitForText('[data-testid="replay"]', new RegExp(`after move 0 of`));
    await key(app, 'ArrowRight');
    await app.waitForText('[data-testid="replay"]', new RegExp(`after move 1 of`));
    await fromMenu(app, '[data-testid="replay-last"]');
    await app.session.waitUntil(`return !document.querySelector('[data-testid="replay"]');`, 'the live position');
  });

  it('shows each game’s board on the home screen, and the game in progress as it stands', async () => {
    await app.click('[data-testid="back"]');
    await app.session.waitFor('[data-testid="picture-gobblet"] svg[data-picture="gobblet"]');
    await app.session.waitFor('[data-testid="picture-deblockle"] svg[data-picture="deblockle"]');
    const pieces = await app.session.execute(
      `return document.querySelectorAll('[data-testid="continue-picture"] [data-piece]').length;`,
    );
    const view = (await app.invoke('game_view', {})).value;
    const occupied = view.board.squares.filter((stack) => stack.length > 0).length;
    assert.ok(occupied > 0);
    assert.equal(pieces, occupied, 'the game in progress shows its pieces where they stand');
    await shots(app, 'home');
  });

  it('the same screens in Ukrainian', async () => {
    await app.click('[data-testid="open-settings"]');
    await app.click('[data-testid="language"] option[value="uk"]');
    await app.session.waitUntil(`return document.documentElement.lang === 'uk';`, 'Ukrainian');
    await app.click('[data-testid="back"]');
    await shots(app, 'uk-home');
    await app.click('[data-testid="continue"]');
    await app.click('[data-testid="replay-previous"]');
    await shots(app, 'uk-moves');
    await fromMenu(app, '[data-testid="replay-last"]');
    await fromMenu(app, '[data-testid="resign"]');
    await app.click('[data-testid="confirm-resign"]');
    assert.equal(await app.waitForText('[data-testid="end-title"]', /рівень/), 'Переміг рівень 1');
    await shots(app, 'uk-end');
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="open-saved"]');
    await app.session.waitFor('[data-testid="saved-game"] [data-picture="gobblet"]');
    const vs = await app.session.execute(
      `return [...document.querySelectorAll('[data-testid="saved-game"] p')].map((p) => p.textContent).join(' | ');`,
    );
    assert.match(vs, /Білі: Ви · Чорні: Рівень 1|Білі: Рівень 1 · Чорні: Ви/, 'the default name in Ukrainian');
    assert.doesNotMatch(vs, /Player/);
    await shots(app, 'uk-saved', ['phone', 'desktop']);
  });
});
