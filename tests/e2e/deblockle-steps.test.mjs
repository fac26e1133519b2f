// Deblockle's current step on a phone held upright, 360x640 (issue 42, item 4), in the real app:
// - before a side's first move, a line says which blocks are theirs (in words and colour) and
//   how a move starts; it goes once they have moved;
// - the person's goal star is named "your goal" in words (a line, the square's label) and told
//   from the other star by its shape (a ring), not by colour alone;
// - after a tip that brings up the Stop, the line "tap the block again to finish" and Take the
//   tip back (and Finish) are entirely inside the window and uncovered, without scrolling, also
//   with a hint open; the tipped block tapped again ends the move;
// - a block's six faces (the long press) write on each side face the square a tip onto which
//   brings that face up, as the board's own tip previews show it, and say what each symbol does.
// Screenshots: tests/output/[chromium/]deblockle-steps-*.png, at 360x640 and 640x360.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App, VIEW_HEIGHT, VIEW_WIDTH } from './harness.mjs';
import { reopenGame, startAgainstComputer, waitForMoves } from './games.mjs';

/** Whether the element `css` is shown whole inside the window, with the page at its top, and
 * nothing over it (its middle and four points near its corners hit it): 'ok', or what is wrong. */
function wholeInView(app, css) {
  return app.session.execute(
    `window.scrollTo(0, 0);
     const el = document.querySelector(arguments[0]);
     if (!el) return 'missing';
     const W = ${VIEW_WIDTH}, H = ${VIEW_HEIGHT};
     const r = el.getBoundingClientRect();
     if (r.height === 0) return 'not shown';
     if (r.top < -0.5 || r.left < -0.5 || r.bottom > H + 0.5 || r.right > W + 0.5) {
       return 'outside the window (' + W + 'x' + H + '): ' + JSON.stringify({ top: r.top, bottom: r.bottom, left: r.left, right: r.right });
     }
     // Each of its boxes (a line of text that wraps is one box a line, as wide as its words):
     // its middle and four points towards its corners (clear of a button's rounded ones).
     for (const box of el.getClientRects()) {
       for (const [fx, fy] of [[0.5, 0.5], [0.2, 0.3], [0.8, 0.3], [0.2, 0.7], [0.8, 0.7]]) {
         const hit = document.elementFromPoint(box.left + box.width * fx, box.top + box.height * fy);
         if (!hit || !(hit === el || el.contains(hit))) return 'covered at ' + fx + ',' + fy + ' by ' + (hit ? hit.tagName + '.' + hit.className : 'nothing');
       }
     }
     return 'ok';`,
    css,
  );
}

/** Plays moves over IPC (Gold's tipping north where it can) until Gold, to move, has a tip that
 * brings up the Stop; returns that move. */
async function reachAStopTip(app) {
  for (let ply = 0; ply < 24; ply++) {
    const view = (await app.invoke('game_view', {})).value;
    const stop = view.legal.find((m) => m.face === 'stop' && m.from.kind === 'square');
    if (stop && view.side_to_move === 'one') return stop;
    const hop = (m) => m.to !== null && m.from.kind === 'square';
    const mv = view.legal.find((m) => hop(m) && /\^n/.test(m.text)) ?? view.legal.find(hop) ?? view.legal[0];
    const played = await app.invoke('play', { mv: mv.text });
    assert.ok(played.ok, `${mv.text}: ${JSON.stringify(played.error)}`);
  }
  throw new Error('no tip bringing up the Stop came');
}

/** From the game screen: `lang` picked in Settings, as a person picks it, then back to the
 * game (through Home's Continue when Settings goes back there). */
async function languageThenGame(app, lang) {
  await app.click('[data-testid="back"]');
  await app.click('[data-testid="open-settings"]');
  await app.click(`[data-testid="language"] option[value="${lang}"]`);
  await app.session.waitUntil(`return document.documentElement.lang === '${lang}';`, lang);
  await app.click('[data-testid="back"]');
  await app.session.waitFor('[data-screen="home"], [data-screen="game"]');
  if (await app.session.execute(`return !!document.querySelector('[data-screen="home"]');`)) {
    await app.click('[data-testid="continue"], [data-testid="continue-saved"]');
  }
  await app.session.waitFor('[data-screen="game"] [data-board]');
}

describe('Deblockle: the current step on a phone', () => {
  let app;
  before(async () => {
    app = await App.launch('deblockle-steps');
    await app.resize(360, 640);
  });
  after(async () => {
    await app?.close();
  });

  it('says which blocks are yours and names your goal before the first move, then lets go', async () => {
    await startAgainstComputer(app, 'deblockle', 1, [
      ['person-seat', 'one'],
      ['first', 'one'],
      ['handicap-one', '4'],
      ['handicap-two', '4'],
      ['no-adjacent', 'false'],
      ['setup', 'standard'],
    ]);
    await app.session.waitFor('[data-screen="game"] [data-board]');
    const line = await app.waitForText('[data-testid="first-move"]', /gold/);
    assert.equal(line, 'Your blocks are the gold ones. Tap one, then a square beside it to tip it there.');
    assert.equal(await wholeInView(app, '[data-testid="first-move"]'), 'ok');
    // The goal: in words (a line, the square's label) and by shape (the ring on the person's star only).
    assert.equal(await app.text('[data-testid="your-goal"]'), 'Your goal: the star space d6. Take your blocks off there.');
    assert.equal(await (await app.session.find('[data-square="d6"]')).attribute('aria-label'), 'd6, star space: your goal, empty');
    assert.equal(await (await app.session.find('[data-square="d2"]')).attribute('aria-label'), 'd2, Blue’s goal star, empty');
    const rings = await app.session.execute(`return [...document.querySelectorAll('[data-square] .goal-ring')].map((r) => r.closest('[data-square]').dataset.square);`);
    assert.deepEqual(rings, ['d6']);
    await app.screenshot('first-move-360x640');

    // The first move, by tapping: a block, a square beside it, then where it hops (or Finish).
    await app.click('[data-square="c3"]');
    await app.click('[data-square].tip');
    await app.session.waitFor('[data-testid="tip-step"]');
    assert.equal((await app.session.findAll('[data-testid="first-move"]')).length, 0, 'the tip’s step takes the line’s place');
    if ((await app.session.findAll('[data-testid="finish"]')).length > 0) await app.click('[data-testid="finish"]');
    else await app.click('[data-square].hop');
    await waitForMoves(app, 2);
    await app.waitForText('[data-testid="player-near-turn"]', /^Your turn$/);
    assert.equal((await app.session.findAll('[data-testid="first-move"]')).length, 0, 'no first-move line after the first move');
    assert.match(await app.text('[data-testid="your-goal"]'), /d6/);
  });

  it('keeps a Stop’s "tap again" and Take the tip back in view, with a hint open too', async () => {
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="new-deblockle"]');
    await app.click('[data-testid="opponent"] [data-value="person"]');
    await app.click('[data-testid="first"] [data-value="one"]');
    await app.click('[data-testid="setup"] [data-value="standard"]');
    await app.click('[data-testid="start-game"]');
    await app.session.waitFor('[data-screen="game"] [data-board]');
    // Between two people each side has its line before its first move.
    assert.match(await app.waitForText('[data-testid="first-move"]', /gold/), /^Your blocks are the gold ones/);
    const stop = await reachAStopTip(app);
    await reopenGame(app);
    assert.equal((await app.session.findAll('[data-testid="first-move"]')).length, 0);

    const tipToStop = async () => {
      await app.click(`[data-square="${stop.from.square}"]`);
      await app.click(`[data-square="${stop.tip}"].tip`);
      await app.session.waitFor('[data-testid="tip-step"][data-face="stop"]');
    };
    await tipToStop();
    assert.equal(await app.text('[data-testid="tip-next"]'), 'Stop: no hop. Tap the block again to finish.');
    for (const css of ['[data-testid="tip-next"]', '[data-testid="untip"]', '[data-testid="finish"]']) {
      assert.equal(await wholeInView(app, css), 'ok', css);
    }
    await app.screenshot('stop-360x640');

    // With a hint open: the step still first, whole and uncovered.
    await app.click('[data-testid="untip"]');
    await app.click('[data-testid="hint"]');
    await app.session.waitFor('[data-testid="hint-box"]', 30000);
    if ((await app.session.findAll(`[data-square="${stop.tip}"].tip`)).length === 0) await app.click(`[data-square="${stop.from.square}"]`);
    await app.click(`[data-square="${stop.tip}"].tip`);
    await app.session.waitFor('[data-testid="tip-step"][data-face="stop"]');
    assert.equal((await app.session.findAll('[data-testid="hint-box"]')).length, 1, 'the hint is still open');
    for (const css of ['[data-testid="tip-next"]', '[data-testid="untip"]', '[data-testid="finish"]']) {
      assert.equal(await wholeInView(app, css), 'ok', `${css} with a hint open`);
    }
    const order = await app.session.execute(
      `const step = document.querySelector('[data-testid="tip-step"]'), hint = document.querySelector('[data-testid="hint-box"]');
       return !!(step.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING);`,
    );
    assert.ok(order, 'the tip’s step comes before the hint');
    await app.screenshot('stop-hint-360x640');

    // Landscape: the step in the side column, in view too.
    await app.resize(640, 360);
    await app.session.waitFor('[data-testid="tip-step"]');
    await app.screenshot('stop-640x360');
    const landscape = await wholeInView(app, '[data-testid="untip"]');
    await app.resize(360, 640);
    assert.equal(landscape, 'ok', 'Take the tip back at 640x360');

    // In Ukrainian, whose words run longest here, the step still fits whole.
    await languageThenGame(app, 'uk');
    await app.resize(360, 640);
    await tipToStop();
    assert.match(await app.text('[data-testid="tip-next"]'), /^Стоп: стрибка немає\./);
    await app.screenshot('stop-uk-360x640');
    for (const css of ['[data-testid="tip-next"]', '[data-testid="untip"]', '[data-testid="finish"]']) {
      assert.equal(await wholeInView(app, css), 'ok', `${css} in Ukrainian`);
    }
    await app.click('[data-testid="untip"]');
    await languageThenGame(app, 'en');
    await app.resize(360, 640);
    await tipToStop();

    // The tipped block tapped again ends the move: a Stop move has no hop.
    const before = (await app.invoke('game_view', {})).value.moves.length;
    await app.click(`[data-square="${stop.tip}"]`);
    const after = await waitForMoves(app, before + 1);
    assert.equal(after.last_move.tip, stop.tip);
    assert.equal((await app.session.findAll('[data-testid="tip-step"]')).length, 0);
  });

  it('writes on each face of the net the square a tip onto which brings it up, as the board shows', async () => {
    if ((await app.session.findAll('[data-testid="untip"]')).length > 0) await app.click('[data-testid="untip"]');
    const view = (await app.invoke('game_view', {})).value;
    const squares = new Set(view.legal.filter((m) => m.from.kind === 'square').map((m) => m.from.square));
    const block = [...squares][0];
    assert.ok(block, 'a block can move');
    await app.session.execute(
      `document.querySelector('[data-square="${block}"]').dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));`,
    );
    await app.session.waitFor('[data-testid="cube-net"]');
    const net = await app.session.execute(
      `return [...document.querySelectorAll('[data-testid="cube-net"] .face-cell')].map((g) => ({ side: g.dataset.side, face: g.dataset.face, tip: g.dataset.tip ?? null, text: g.querySelector('text').textContent }));`,
    );
    for (const cell of net) {
      if (cell.side === 'top' || cell.side === 'bottom') assert.equal(cell.tip, null);
      else if (cell.tip === null) assert.equal(cell.text, '', `the ${cell.side} face: no square on the board`);
      else assert.equal(cell.text, `${{ north: '↓', east: '←', south: '↑', west: '→' }[cell.side]} ${cell.tip}`, `the ${cell.side} face shows its tip`);
    }
    const legend = await app.session.execute(`return [...document.querySelectorAll('[data-testid="cube-net-legend"] li')].map((li) => li.textContent.trim());`);
    assert.deepEqual(legend, [
      'Star: comes up only on your goal star, where the block is taken off',
      'Stop: no hop',
      'Cross: hops 1 square straight',
      'X: hops 1 square diagonally',
      'Slider: slides straight until something stops it',
      'Hoops: 3 steps straight, turning as it likes',
    ]);
    assert.match(await app.text('[data-testid="cube-net-tips"]'), /square written on a face/);
    await app.screenshot('net-360x640');
    await app.click('[data-testid="cube-net-close"]');
    await app.session.waitUntil(`return !document.querySelector('[data-testid="cube-net"]');`, 'the net closed');

    // The board's own previews: each tip square shows the face the net writes that square on.
    await app.click(`[data-square="${block}"]`);
    const previews = await app.session.execute(
      `return [...document.querySelectorAll('[data-square].tip .preview')].map((p) => [p.closest('[data-square]').dataset.square, p.dataset.face]);`,
    );
    assert.ok(previews.length >= 1, 'the block has tips');
    for (const [square, face] of previews) {
      const named = net.filter((c) => c.tip === square);
      assert.equal(named.length, 1, `one face names ${square}`);
      assert.equal(named[0].face, face, `a tip onto ${square} brings up the face the net writes ${square} on`);
    }
    await app.click(`[data-square="${block}"]`);
  });
});
