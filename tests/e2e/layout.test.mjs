// The board screens' one layout at every test size (issue 42), in the real app: the game, the
// review, the puzzles and the tutorial of both games at 360x640, 412x915, 640x360, 768x1024 and
// 1280x800. At each it asserts what a person holding the phone depends on:
// - the board's share: upright its squares span at least 92 % of a phone's width and 85 % of a
//   tablet's; side by side it takes at least 80 % of the window's height;
// - the move strip (game, review, puzzles: the attempt's moves) in view with the shown move
//   inside it (the tutorial has none: its step counter says where the lesson is);
// - the current step's controls (the control row) inside the window and uncovered without
//   scrolling; every other control reached by scrolling, and never covered (the control row
//   is pinned to the window's bottom: nothing may stay under it);
// - no empty block over 24 px: the board's box holds the board and its rows with no more room
//   left than that, and upright the parts follow each other with gaps of at most 24 px, down
//   to the control row (a tall phone's room, once the board spans the width, goes to the move
//   list's lines, or to the tutorial's lesson);
// - no sideways scroll; side by side, no scroll at all.
// Screenshots: tests/output/[chromium/]layout-<screen>-<game>-<W>x<H>.png.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App, VIEW_HEIGHT, VIEW_WIDTH } from './harness.mjs';
import { ANNA_AND_BO_PLAYING, LEVEL_4_BEATS_ANNA, playFirst, seed } from './games.mjs';

const SIZES = [
  [360, 640],
  [412, 915],
  [640, 360],
  [768, 1024],
  [1280, 800],
];

/** Measures the board screen shown now (see the file's head); the page is left scrolled to
 * its top. */
function measure(app) {
  return app.session.execute(`
    const W = ${VIEW_WIDTH}, H = ${VIEW_HEIGHT};
    window.scrollTo(0, 0);
    const rect = (el) => { const r = el.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height }; };
    const shown = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const q = (css) => document.querySelector(css);
    const covered = (el) => {
      const r = el.getBoundingClientRect();
      const x = Math.min(Math.max(r.left + r.width / 2, 0), W - 1), y = Math.min(Math.max(r.top + r.height / 2, 0), H - 1);
      const hit = document.elementFromPoint(x, y);
      return !hit || !(hit === el || el.contains(hit));
    };
    const sideBySide = matchMedia('(orientation: landscape) and (min-width: 560px)').matches;
    const grid = rect(q('[data-board] [role="grid"]'));
    const root = document.scrollingElement;
    const out = { W, H, sideBySide, grid, problems: [],
      scrollsSideways: root.scrollWidth > W + 1, scrolls: root.scrollHeight > H + 1 };
    // The control row: inside the window, uncovered, without scrolling.
    const row = [...document.querySelectorAll('.board-screen .foot .controls :is(button, select, [role="button"])')].filter(shown);
    out.controls = row.length;
    for (const el of row) {
      const r = rect(el);
      const name = el.dataset.testid || el.getAttribute('aria-label') || el.textContent.trim().slice(0, 20);
      if (r.top < -0.5 || r.left < -0.5 || r.bottom > H + 0.5 || r.right > W + 0.5) out.problems.push(name + ' (control row) is outside the window: ' + JSON.stringify(r));
      else if (covered(el)) out.problems.push(name + ' (control row) is covered');
    }
    // The move strip and the shown move in it.
    const list = q('[data-testid="moves"]');
    if (list) {
      out.strip = shown(list) ? rect(list) : null;
      const current = q('[data-testid="move-list"] [aria-current="step"]');
      const box = q('[data-testid="move-list"]');
      // No move shown yet (a puzzle's start): nothing to keep in view.
      out.current = current ? false : null;
      if (current && box) {
        const c = rect(current), b = rect(box);
        out.current = c.left >= b.left - 1 && c.right <= b.right + 1 && c.top >= b.top - 1 && c.bottom <= b.bottom + 1 && c.top >= 0 && c.bottom <= H && c.left >= 0 && c.right <= W;
      }
    }
    // The parts upright, top to bottom, and the room left in the board's box.
    if (!sideBySide) {
      const fit = q('.board-screen .fit');
      const inFit = [...fit.querySelectorAll('[data-board] [role="grid"], [data-board] .reserve, .bar')].filter(shown).map(rect);
      const f = rect(fit);
      const used = Math.max(...inFit.map((r) => r.bottom)) - Math.min(...inFit.map((r) => r.top));
      out.fitRoom = Math.round(f.height - used);
      const feedback = [...document.querySelectorAll('.board-screen .feedback > *')].filter((el) => shown(el) && !el.classList.contains('visually-hidden')).map(rect).filter((r) => r.height > 0);
      const parts = [['board', f]];
      if (out.strip) parts.push(['strip', out.strip]);
      if (feedback.length) parts.push(['feedback', { top: Math.min(...feedback.map((r) => r.top)), bottom: Math.max(...feedback.map((r) => r.bottom)) }]);
      const foot = q('.board-screen .foot');
      if (shown(foot) && foot.getBoundingClientRect().height > 0) parts.push(['controls', rect(foot)]);
      out.gaps = [];
      for (let i = 1; i < parts.length; i++) out.gaps.push([parts[i - 1][0] + '→' + parts[i][0], Math.round(parts[i][1].top - parts[i - 1][1].bottom)]);
    }
    return out;`);
}

/** The screen's checks at one size (see the file's head). */
function check(where, m, { strip }) {
  const upright = !m.sideBySide;
  assert.deepEqual(m.problems, [], `${where}: the control row`);
  assert.ok(m.controls > 0, `${where}: a control row`);
  assert.ok(!m.scrollsSideways, `${where}: the page scrolls sideways`);
  if (upright) {
    const share = m.grid.width / m.W;
    const least = m.W >= 600 ? 0.85 : 0.92;
    assert.ok(share >= least, `${where}: the board spans ${(share * 100).toFixed(1)} % of the width (at least ${least * 100} %)`);
    assert.ok(m.fitRoom <= 24, `${where}: the board's box leaves ${m.fitRoom} px empty`);
    for (const [between, gap] of m.gaps) assert.ok(gap <= 24, `${where}: ${gap} px empty between ${between}`);
  } else {
    assert.ok(!m.scrolls, `${where}: side by side, nothing scrolls`);
    const share = m.grid.height / m.H;
    assert.ok(share >= 0.8, `${where}: the board takes ${(share * 100).toFixed(1)} % of the height (at least 80 %)`);
  }
  if (strip) {
    assert.ok(m.strip, `${where}: the move strip is shown`);
    assert.ok(m.strip.top >= 0 && m.strip.bottom <= m.H, `${where}: the move strip is in view: ${JSON.stringify(m.strip)}`);
    assert.notEqual(m.current, false, `${where}: the shown move is in view in the strip`);
  }
}

/** At every size: waits for the board at rest, takes the picture, checks every control can be
 * reached, measures and checks. The pictures are taken before any check fails. */
async function everySize(app, label, options) {
  const failures = [];
  for (const [w, h] of SIZES) {
    await app.resize(w, h);
    await app.session.waitUntil(`return !document.querySelector('[data-animating]');`, 'the board at rest');
    // A resize lays the page out again: one frame for the container queries to settle.
    await app.session.executeAsync('requestAnimationFrame(() => requestAnimationFrame(() => arguments[0]()));');
    const m = await measure(app);
    await app.screenshot(`${label}-${w}x${h}`);
    // The figures, for docs and notes: the board's share of the width (upright) or height.
    const share = m.sideBySide ? m.grid.height / m.H : m.grid.width / m.W;
    console.log(`layout: ${label} ${w}x${h}: the board ${(share * 100).toFixed(1)} % of the ${m.sideBySide ? 'height' : 'width'}`);
    const reach = await app.layoutProblems();
    try {
      assert.deepEqual(reach, [], `${label} at ${w}x${h}: every control reached by scrolling, uncovered`);
      check(`${label} at ${w}x${h}`, m, options);
    } catch (err) {
      failures.push(err.message);
    }
  }
  await app.resize(360, 640);
  assert.deepEqual(failures, [], label);
}

describe('the board screens’ one layout', { timeout: 600_000 }, () => {
  let app;
  before(async () => {
    app = await App.launch('layout');
    await app.session.waitFor('[data-screen="home"]');
    await seed(app, [LEVEL_4_BEATS_ANNA, ANNA_AND_BO_PLAYING]);
  });
  after(async () => {
    await app?.close();
  });

  /** Back to the home screen, through as many screens as it takes. */
  const home = async () => {
    for (let i = 0; i < 3; i += 1) {
      if (await app.session.execute(`return !!document.querySelector('[data-screen="home"]');`)) return;
      await app.click('[data-testid="back"]');
    }
    await app.session.waitFor('[data-screen="home"]');
  };

  it('the Gobblet game', async () => {
    await app.resize(360, 640);
    await app.click('[data-testid="open-saved"]');
    await app.click('[data-testid="saved-game"][data-state="playing"] [data-testid="resume"]');
    await app.session.waitFor('[data-screen="game"][data-game="gobblet"] [data-testid="move-list"]');
    await everySize(app, 'game-gobblet', { strip: true });
  });

  it('the Deblockle game', async () => {
    await home();
    await app.click('[data-testid="new-deblockle"]');
    await app.click('[data-testid="start-game"]');
    await app.session.waitFor('[data-screen="game"][data-game="deblockle"] [data-board]');
    await playFirst(app, /./);
    await playFirst(app, /./);
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="open-saved"]');
    await app.click('[data-testid="saved-game"][data-state="playing"] [data-testid="resume"]');
    await app.session.waitFor('[data-screen="game"][data-game="deblockle"] [data-testid="move-list"]');
    await everySize(app, 'game-deblockle', { strip: true });
  });

  it('the Gobblet review', async () => {
    await home();
    await app.click('[data-testid="open-saved"]');
    await app.click('[data-testid="saved-game"][data-state="finished"] [data-testid="review"]');
    await app.session.waitFor('[data-screen="review"][data-game="gobblet"] [data-testid="move-list"]');
    await everySize(app, 'review-gobblet', { strip: true });
  });

  it('the Deblockle review', async () => {
    await home();
    await app.click('[data-testid="open-saved"]');
    await app.session.waitFor('[data-testid="saved-game"]');
    // The game in play's card (its ⋯ menu holds Review).
    const opened = await app.session.execute(`
      const card = [...document.querySelectorAll('[data-testid="saved-game"][data-state="playing"]')].find((c) => /Deblockle/.test(c.textContent));
      if (!card) return false;
      card.querySelector('[data-testid="more"]').click();
      return true;`);
    assert.ok(opened, 'the Deblockle game is on Saved games');
    await app.click('[data-testid="card-menu"] [data-testid="review"]');
    await app.session.waitFor('[data-screen="review"][data-game="deblockle"] [data-testid="move-list"]');
    await everySize(app, 'review-deblockle', { strip: true });
  });

  for (const game of ['gobblet', 'deblockle']) {
    it(`the ${game} puzzles`, async () => {
      await home();
      await app.session.waitFor(`[data-testid="puzzles-${game}"]`);
      await app.session.execute(`document.querySelector('[data-testid="puzzles-${game}"]').scrollIntoView({ block: 'center' });`);
      await app.click(`[data-testid="puzzles-${game}"]`);
      await app.session.waitFor(`[data-screen="puzzles"][data-game="${game}"] [data-board]`);
      if (game === 'gobblet') {
        // A move of the attempt (right or wrong, it is answered): the strip then holds it.
        await app.session.waitUntil(`return !document.querySelector('[data-animating]');`, 'the board at rest');
        // (The board marks a picked piece's targets at its next update, after the click.)
        const picked = await app.session.executeAsync(`
          const done = arguments[arguments.length - 1];
          (async () => {
            const from = [...document.querySelectorAll('[data-testid^="reserve-"]:not([disabled]), [data-square]')];
            for (const el of from) {
              el.click();
              await new Promise((r) => setTimeout(r, 30));
              if (document.querySelector('[data-square].target')) return true;
            }
            return false;
          })().then(done);`);
        assert.ok(picked, 'a piece of the puzzle can be picked up');
        await app.click('[data-square].target');
        await app.session.waitFor('[data-testid="move-list"] [data-ply="1"]');
      }
      await everySize(app, `puzzles-${game}`, { strip: true });
    });

    it(`the ${game} tutorial`, async () => {
      await home();
      await app.session.waitFor(`[data-testid="learn-${game}"]`);
      await app.session.execute(`document.querySelector('[data-testid="learn-${game}"]').scrollIntoView({ block: 'center' });`);
      await app.click(`[data-testid="learn-${game}"]`);
      await app.session.waitFor(`[data-screen="tutorial"][data-game="${game}"] [data-board]`);
      await everySize(app, `tutorial-${game}`, { strip: false });
      if (game === 'gobblet') {
        // The room a tall phone and a desktop leave under the lesson's words: its steps by
        // name, the one shown marked.
        for (const [w, h] of [[412, 915], [1280, 800]]) {
          await app.resize(w, h);
          await app.session.waitUntil(`return document.querySelector('[data-testid="tutorial-outline"]')?.dataset.fits === 'true';`, `the lesson's steps at ${w}x${h}`);
          const current = await app.session.execute(`return document.querySelector('[data-testid="tutorial-outline"] [aria-current="step"] .name')?.textContent ?? null;`);
          assert.equal(current, 'Enter a piece');
        }
        await app.resize(360, 640);
      }
    });
  }
});
