// The board screens with the person at the centre (issue 26), in the real app: playing Black
// against the computer the board is drawn from the person's side and the bars say "You" and
// "Your turn"; the end of a game is in view without scrolling at every size (Rematch inside
// the window, the status never cut), in English and Ukrainian; a draw offered to the computer
// asks first (not once "Confirm draw offers" is off) and its answer stays with its reason.
// Screenshots of each at six sizes (tests/output/board-screens-<picture>-<lang>-<WxH>.png),
// for docs/screenshots/.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App, SIZES, VIEW_HEIGHT, VIEW_WIDTH } from './harness.mjs';
import { fromMenu, reopenGame, startAgainstComputer, waitForMoves } from './games.mjs';

const atRest = (app) => app.session.waitUntil(`return !document.querySelector('[data-animating]');`, 'the board at rest');

/** Where `css` is on the page, with whether it lies inside the window and is not covered. */
function placed(app, css) {
  return app.session.execute(
    `const el = document.querySelector(arguments[0]);
     if (!el) return null;
     const r = el.getBoundingClientRect();
     const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
     return { top: r.top, bottom: r.bottom, left: r.left, right: r.right,
              inside: r.top >= 0 && r.left >= 0 && r.bottom <= ${VIEW_HEIGHT} && r.right <= ${VIEW_WIDTH},
              reachable: !!hit && (hit === el || el.contains(hit)), scrollY: window.scrollY };`,
    css,
  );
}

/** Whether the status shows all it says: not cut sideways, not clipped below (or, on a short
 * window side by side, not shown: the end sheet says the result in its place). */
function statusCut(app) {
  return app.session.execute(`
    const el = document.querySelector('[data-testid="status"]');
    const shown = el.getClientRects().length > 0;
    const sheet = document.querySelector('[data-testid="end-title"]');
    return { text: el.textContent.trim(), shown, sheet: sheet?.textContent ?? null,
             wide: shown && el.scrollWidth > el.clientWidth, tall: shown && el.scrollHeight > el.clientHeight + 1 };`);
}

async function setLanguage(app, lang) {
  const home = await app.session.execute(`return !!document.querySelector('[data-screen="home"]');`);
  if (!home) await app.click('[data-testid="back"]');
  await app.click('[data-testid="open-settings"]');
  await app.click(`[data-testid="language"] option[value="${lang}"]`);
  await app.session.waitUntil(`return document.documentElement.lang === '${lang}';`, lang);
  await app.click('[data-testid="back"]');
  await app.session.waitFor('[data-screen="home"]');
}

/** A Gobblet game where, after Black's 3a2, White is to move and Black, the computer, wins
 * next move whatever White does (two lines of three with different empty ends): it declines
 * a draw. (A saved game has at least one move.) */
const BLACK_WINS_NEXT = `[Game "gobblet"]\n[Setup "B4B4B4./B3.../.W4../..W3W4 W:234 B:233 B"]\n[TouchMove "off"]\n[White "You"]\n[BlackAI "3"]\n\n3a2\n`;

describe('the board screens, the person at the centre', () => {
  let app;
  before(async () => {
    app = await App.launch('board-screens');
  });
  after(async () => {
    await app?.close();
  });

  it('playing Black against the computer: the board turned to the person, their stacks below it, "You"', async () => {
    await app.resize(360, 640);
    await startAgainstComputer(app, 'gobblet', 1, [['person-seat', 'two']]);
    await app.session.waitFor('[data-screen="game"] [data-board="gobblet"]');
    await waitForMoves(app, 1);
    await atRest(app);
    const where = await app.session.execute(`
      const box = (css) => document.querySelector(css).getBoundingClientRect();
      const grid = box('[role="grid"]');
      return { mine: box('[data-testid="reserve-two"]').top - grid.bottom, theirs: grid.top - box('[data-testid="reserve-one"]').bottom,
               a1: box('[data-square="a1"]').top - box('[data-square="a4"]').top };`);
    assert.ok(where.mine >= 0, `Black's stacks are below the board (${where.mine})`);
    assert.ok(where.theirs >= 0, `White's stacks are above it (${where.theirs})`);
    assert.ok(where.a1 < 0, 'the board is turned: rank 1 at the top');
    assert.equal(await app.text('[data-testid="player-near-name"]'), 'You');
    assert.equal(await app.text('[data-testid="player-near-turn"]'), 'Your turn');
    assert.match(await app.text('[data-testid="player-far-name"]'), /^Level 1 · Beginner$/);
    const reserve = await placed(app, '[data-testid="reserve-two"]');
    assert.ok(reserve.inside, `the person's stacks are on screen at 360×640: ${JSON.stringify(reserve)}`);
    for (const [w, h] of SIZES) {
      await app.resize(w, h);
      await atRest(app);
      await app.screenshot(`black-en-${w}x${h}`);
      const controls = await placed(app, '[data-testid="more"]');
      assert.ok(controls.inside && controls.reachable, `the controls are in view at ${w}×${h}: ${JSON.stringify(controls)}`);
    }
  });

  it('a draw offered to the computer asks first, and its refusal stays with its reason', async () => {
    await app.resize(360, 640);
    const imported = await app.invoke('import_game_text', { text: BLACK_WINS_NEXT });
    assert.ok(imported.ok, JSON.stringify(imported));
    const opened = await app.invoke('open_saved_game', { id: imported.value });
    assert.ok(opened.ok, JSON.stringify(opened));
    await reopenGame(app);
    await app.click('[data-testid="more"]');
    await app.click('[data-testid="offer-draw"]');
    assert.match(await app.text('[data-testid="confirm-draw"]'), /^Offer a draw to Level 3\?$/);
    await app.click('[data-testid="cancel-draw"]');
    assert.equal((await app.session.findAll('[data-testid="draw-answer"]')).length, 0, 'cancelled: nothing offered');
    await app.click('[data-testid="more"]');
    await app.click('[data-testid="offer-draw"]');
    await app.click('[data-testid="confirm-draw"]');
    const answer = await app.waitForText('[data-testid="draw-answer"]', /declined/);
    assert.equal(answer, 'Level 3 declined the draw: it judges its position better than yours. Play on.');
    assert.equal((await app.session.findAll('[data-testid="game-over"]')).length, 0, 'the game goes on');
    await app.screenshot('draw-declined-en-360x640');
  });

  it('with "Confirm draw offers" switched off in Settings, the offer goes to the computer at once', async () => {
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="open-settings"]');
    const checked = () => app.session.execute(`return document.querySelector('[data-testid="confirm-draw-switch"]').checked;`);
    assert.equal(await checked(), true, 'on by default');
    await app.click('[data-testid="confirm-draw-switch"]');
    await app.session.waitUntil(`return document.querySelector('[data-testid="confirm-draw-switch"]').checked === false;`, 'the switch off');
    await app.session.waitUntil(`return document.querySelector('[data-testid="settings-status"]').textContent.trim() === 'Saved.';`, 'saved');
    assert.equal((await app.invoke('get_settings', {})).value.settings.confirm_draw_offer, false, 'saved by Rust');
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="continue"]');
    await app.session.waitFor('[data-screen="game"] [data-testid="status"]');
    assert.equal((await app.session.findAll('[data-testid="draw-answer"]')).length, 0, 'no answer before the offer');
    await app.click('[data-testid="more"]');
    await app.click('[data-testid="offer-draw"]');
    assert.equal((await app.session.findAll('[data-testid="draw-confirm"]')).length, 0, 'no confirmation asked');
    const answer = await app.waitForText('[data-testid="draw-answer"]', /declined/);
    assert.equal(answer, 'Level 3 declined the draw: it judges its position better than yours. Play on.');
    assert.equal((await app.session.findAll('[data-testid="game-over"]')).length, 0, 'the game goes on');
  });

  it('resigned against the computer: no Undo; after a rematch (colours swapped) the board still turns to the person', async () => {
    await fromMenu(app, '[data-testid="resign"]');
    await app.click('[data-testid="confirm-resign"]');
    await app.session.waitFor('[data-testid="game-over"]');
    assert.equal(await (await app.session.find('[data-testid="undo"]')).attribute('disabled'), 'true', 'no Undo after the end against the computer');
    assert.equal(await app.session.execute(`return document.querySelector('[data-testid="player-near"]').dataset.seat;`), 'one');
    await app.click('[data-testid="rematch"]');
    await app.session.waitUntil(`return !document.querySelector('[data-testid="game-over"]');`, 'the rematch');
    const view = (await app.invoke('game_view', {})).value;
    assert.equal(view.seats[1].kind, 'person', 'colours swapped: the person plays Black');
    await app.session.waitUntil(`return document.querySelector('[data-testid="player-near"]')?.dataset.seat === 'two';`, 'Black at the bottom');
    assert.equal(await app.text('[data-testid="player-near-name"]'), 'You');
    const below = await app.session.execute(`return document.querySelector('[data-testid="reserve-two"]').getBoundingClientRect().top - document.querySelector('[role="grid"]').getBoundingClientRect().bottom;`);
    assert.ok(below >= 0, 'the person’s stacks are below the board');
  });

  it('two people give their names: the bars, the result and the rematch (names go with the people) say them', async () => {
    await app.resize(360, 640);
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="new-gobblet"]');
    await app.click('[data-testid="opponent"] [data-value="person"]');
    await (await app.session.waitFor('[data-testid="name-one"]')).sendKeys('Anna');
    await (await app.session.find('[data-testid="name-two"]')).sendKeys('  Bohdan ');
    await app.screenshot('names-en-360x640');
    await app.click('[data-testid="start-game"]');
    await app.session.waitFor('[data-screen="game"] [data-board="gobblet"]');
    assert.equal(await app.text('[data-testid="player-near-name"]'), 'Anna');
    assert.equal(await app.text('[data-testid="player-far-name"]'), 'Bohdan');
    for (const mv of ['4a1', '4a4', '4b1', '4b4', '4c1', '4c4']) {
      assert.ok((await app.invoke('play', { mv })).ok, mv);
    }
    await reopenGame(app);
    await app.click('[data-testid^="reserve-one-"][data-size="3"]:not([disabled])');
    await app.click('[data-square="d1"].target');
    await app.session.waitFor('[data-testid="game-over"]');
    assert.match(await app.text('[data-testid="game-over"]'), /Anna wins/);
    await app.click('[data-testid="rematch"]');
    await app.session.waitUntil(`return !document.querySelector('[data-testid="game-over"]');`, 'the rematch');
    assert.equal(await app.text('[data-testid="player-near-name"]'), 'Bohdan', 'Bohdan plays White now');
    assert.equal(await app.text('[data-testid="player-far-name"]'), 'Anna');
  });

  for (const lang of ['en', 'uk']) {
    it(`after a line of four between two people, Rematch is in view and the status whole (${lang})`, async () => {
      if (lang === 'uk') await setLanguage(app, 'uk');
      else await app.click('[data-testid="back"]');
      await app.click('[data-testid="new-gobblet"]');
      await app.click('[data-testid="opponent"] [data-value="person"]');
      await app.click('[data-testid="start-game"]');
      await app.session.waitFor('[data-screen="game"] [data-board="gobblet"]');
      for (const mv of ['4a1', '4a4', '4b1', '4b4', '4c1', '4c4']) {
        const played = await app.invoke('play', { mv });
        assert.ok(played.ok, `${mv}: ${JSON.stringify(played)}`);
      }
      await reopenGame(app);
      // The line of four, tapped.
      await app.click('[data-testid^="reserve-one-"][data-size="3"]:not([disabled])');
      await app.click('[data-square="d1"].target');
      await app.session.waitFor('[data-testid="game-over"]');
      const sizes = lang === 'uk' ? SIZES : SIZES.filter(([w, h]) => !(w === 915 && h === 412));
      for (const [w, h] of sizes) {
        await app.resize(w, h);
        await atRest(app);
        await app.screenshot(`end-${lang}-${w}x${h}`);
        const rematch = await placed(app, '[data-testid="rematch"]');
        assert.ok(rematch.inside && rematch.reachable && rematch.scrollY === 0, `Rematch at ${w}×${h} (${lang}): ${JSON.stringify(rematch)}`);
        for (const id of ['end-review', 'end-new-game']) {
          const button = await placed(app, `[data-testid="${id}"]`);
          assert.ok(button.inside && button.reachable, `${id} at ${w}×${h} (${lang}): ${JSON.stringify(button)}`);
        }
        const status = await statusCut(app);
        assert.ok(!status.wide && !status.tall, `the status is whole at ${w}×${h} (${lang}): ${JSON.stringify(status)}`);
        assert.ok(status.shown || status.sheet, `the result is said at ${w}×${h} (${lang})`);
      }
      await app.resize(360, 640);
      // The sheet can be lowered to see the board, and raised again.
      await app.click('[data-testid="end-lower"]');
      await app.session.waitUntil(`return !document.querySelector('[data-testid="game-over"]');`, 'the sheet lowered');
      await app.click('[data-testid="end-raise"]');
      await app.session.waitFor('[data-testid="rematch"]');
    });

    it(`the tutorial's first step shows the stacks and every control (${lang})`, async () => {
      await app.click('[data-testid="back"]');
      await app.click('[data-testid="learn-gobblet"]');
      await app.session.waitFor('[data-screen="tutorial"] [data-board="gobblet"]');
      for (const [w, h] of SIZES) {
        await app.resize(w, h);
        await atRest(app);
        await app.screenshot(`tutorial-${lang}-${w}x${h}`);
        for (const css of ['[data-testid="reserve-one-0"]', '[data-testid="back"]', '[data-square="b2"]']) {
          const box = await placed(app, css);
          assert.ok(box.inside && box.reachable, `${css} at ${w}×${h} (${lang}): ${JSON.stringify(box)}`);
        }
      }
      // A wrong move's explanation does not move the board.
      await app.resize(360, 640);
      const before = await placed(app, '[data-square="a1"]');
      await app.click('[data-testid="reserve-one-0"]');
      await app.click('[data-square="c3"]');
      await app.session.waitFor('[data-testid="tutorial-mistake"]');
      const after = await placed(app, '[data-square="a1"]');
      assert.equal(after.top, before.top, 'the board stays where it was');
      await app.screenshot(`tutorial-mistake-${lang}-360x640`);
      await app.click('[data-testid="back"]');
      await app.session.waitFor('[data-screen="home"]');
    });
  }

  it('in Ukrainian too, against the computer as Black the bars say who is who', async () => {
    await app.resize(360, 640);
    await startAgainstComputer(app, 'gobblet', 3, [['person-seat', 'two']]);
    await app.session.waitFor('[data-screen="game"] [data-board="gobblet"]');
    await waitForMoves(app, 1);
    assert.equal(await app.text('[data-testid="player-near-name"]'), 'Ви');
    assert.equal(await app.text('[data-testid="player-near-turn"]'), 'Ваш хід');
    assert.equal(await app.text('[data-testid="player-far-name"]'), 'Рівень 3 · Середній');
    for (const [w, h] of SIZES) {
      await app.resize(w, h);
      await atRest(app);
      await app.screenshot(`black-uk-${w}x${h}`);
      const controls = await placed(app, '[data-testid="more"]');
      assert.ok(controls.inside && controls.reachable, `the controls are in view at ${w}×${h}: ${JSON.stringify(controls)}`);
    }
  });
});
