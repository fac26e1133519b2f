// The review's words for a computer's winning move in a game the person lost: the move shown
// in words by who played it ("Move 8 · Level 4: …", "Move 7 · You: …"), the standings and
// reasons by side, never as "you"; each blunder with its reason (what it allowed, what the
// better move keeps, in words); the shown position's standing in words. Then the review on the board screens' one
// layout at four sizes, English and Ukrainian: the board, the move list (never a sliver, never
// over the replay buttons), the shown move's words and the controls in the window without
// scrolling (side by side nothing scrolls; upright the analysis further down the page is
// reached by scrolling it); screenshots tests/output/review-words-*.png.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App, VIEW_HEIGHT, VIEW_WIDTH } from './harness.mjs';
import { LEVEL_4_BEATS_ANNA, playFirst, seed } from './games.mjs';

const SIZES = [
  [360, 640],
  [640, 360],
  [915, 412],
  [1280, 800],
];

/** Where the parts of the review are, and whether the page scrolls. */
const layout = (app) =>
  app.session.execute(`
    const box = (css) => { const e = document.querySelector(css); if (!e) return null; const r = e.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height }; };
    const root = document.scrollingElement;
    return {
      sideBySide: matchMedia('(orientation: landscape) and (min-width: 560px)').matches,
      sideways: root.scrollWidth > ${VIEW_WIDTH} + 1,
      scrolls: root.scrollHeight > ${VIEW_HEIGHT} + 1 || root.scrollWidth > ${VIEW_WIDTH} + 1,
      width: ${VIEW_WIDTH}, height: ${VIEW_HEIGHT},
      board: box('[data-board]'), moves: box('[data-testid="move-list"]'), replay: box('[data-testid="replay-first"]'),
      current: box('[data-testid="move-list"] [aria-current="step"]'), strip: box('[data-testid="move-list"]'),
      page: [root.scrollWidth, root.scrollHeight],
      outside: [...document.querySelectorAll('body *')].filter((e) => { const r = e.getBoundingClientRect(); return r.width > 0 && (r.bottom > ${VIEW_HEIGHT} + 1 || r.right > ${VIEW_WIDTH} + 1); })
        .slice(0, 6).map((e) => [e.tagName, e.className, e.dataset.testid, Math.round(e.getBoundingClientRect().bottom), Math.round(e.getBoundingClientRect().right)].join(' ')),
    };`);

describe('the review’s words and layout', () => {
  let app;
  before(async () => {
    app = await App.launch('review-words');
    await app.session.waitFor('[data-screen="home"]');
    await seed(app, [LEVEL_4_BEATS_ANNA]);
  });
  after(async () => {
    await app?.close();
  });

  it('the review’s words for a computer’s winning move in a game the person lost', async () => {
    await app.click('[data-testid="open-saved"]');
    await app.click('[data-screen="saved"] [data-testid="review"]');
    await app.click('[data-screen="review"] [data-testid="analyse"]');
    await app.session.waitFor('[data-testid="eval-graph"]', 240000);
    // Opened at the last move: the computer's (Black's) winning move.
    await app.session.waitFor('[data-review-ply="8"]');
    // The move shown in words, by who played it (the computer, by its level), the notation apart.
    await app.waitForText('[data-testid="review-move-words"]', /^Move 8 · Level 4: size 3 from the external stacks to d4$/);
    assert.equal(await app.text('[data-testid="review-move-notation"]'), '3d4');
    const judgement = await app.text('[data-testid="judgement"]');
    assert.match(await app.text('[data-testid="judgement-reason"]'), /^Black wins with this move\.$/);
    assert.match(await app.text('[data-testid="standing"]'), /^After move 8: Black has won\.$/);
    assert.doesNotMatch(judgement, /\byou\b/i, 'the standings and reasons speak by side, never "you"');
    // White's last move, which let the line through: a blunder, with its reason.
    await app.click('[data-testid="replay-previous"]');
    await app.waitForText('[data-testid="review-move"]', /Blunder · Move 7 · You: size 3 from the external stacks to d2/);
    assert.equal(await app.text('[data-testid="judgement-reason"]'), 'This lets Black win in 1 move.');
    const better = await app.text('[data-testid="better-move"]');
    assert.match(better, /^Better was .+ to [a-d][1-4](, gobbling [^,]+)?, which /);
    assert.doesNotMatch(better, /balanced\..*balanced/);
    assert.equal(await (await app.session.find('[data-review-ply]')).attribute('data-better-shown'), 'true');
  });

  for (const lang of ['en', 'uk']) {
    it(`fits the window at four sizes (${lang}): the move list readable, the current move in view`, async () => {
      if (lang === 'uk') {
        await app.click('[data-testid="back"]');
        await app.click('[data-testid="back"]');
        await app.click('[data-testid="open-settings"]');
        await app.click('[data-testid="language"] option[value="uk"]');
        await app.session.waitUntil(`return document.documentElement.lang === 'uk';`, 'Ukrainian');
        await app.click('[data-testid="back"]');
        await app.click('[data-testid="open-saved"]');
        await app.click('[data-screen="saved"] [data-testid="review"]');
        await app.session.waitFor('[data-testid="eval-graph"]');
        await app.click('[data-testid="replay-previous"]');
      }
      await app.session.waitFor('[data-review-ply="6"][data-better-shown="true"]');
      for (const [width, height] of SIZES) {
        await app.resize(width, height);
        await app.atRest();
        const seen = await layout(app);
        const where = `${lang} ${width}x${height}: ${JSON.stringify(seen)}`;
        assert.equal(seen.sideways, false, `the page never scrolls sideways (${where})`);
        if (seen.sideBySide) assert.equal(seen.scrolls, false, `side by side the page never scrolls (${where})`);
        assert.ok(seen.board.bottom <= seen.height + 1 && seen.board.right <= seen.width + 1, `the board in the window (${where})`);
        assert.ok(seen.replay.bottom <= seen.height + 1, `the replay buttons in the window (${where})`);
        // (Upright on a short window the strip gives its room to the board, as on the game
        // screen: the replay buttons and the graph's marks stay.)
        if (seen.moves && seen.moves.height > 0) {
          assert.ok(seen.moves.height >= 40, `the move list is not a sliver (${where})`);
          assert.ok(seen.moves.bottom <= seen.replay.top + 1 || seen.moves.top >= seen.replay.bottom - 1, `the move list clear of the replay buttons (${where})`);
          assert.ok(seen.current && seen.current.left >= seen.strip.left - 1 && seen.current.right <= seen.strip.right + 1, `the current move in view (${where})`);
        }
        await app.screenshot(`${lang}-${width}x${height}`);
      }
    });
  }

  it('a Deblockle review fits too: its notes in the feedback area, clear of the replay buttons', async () => {
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="new-deblockle"]');
    await app.click('[data-testid="opponent"] [data-value="person"]');
    await app.click('[data-testid="setup"] [data-value="standard"]');
    await app.click('[data-testid="start-game"]');
    await app.session.waitFor('[data-screen="game"] [data-board]');
    for (let i = 0; i < 6; i += 1) await playFirst(app, /./);
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="open-saved"]');
    await app.click('[data-screen="saved"] [data-testid="more"]');
    await app.click('[data-testid="card-menu"] [data-testid="review"]');
    await app.session.waitFor('[data-screen="review"][data-game="deblockle"] [data-review-ply="6"]');
    for (const [width, height] of [[640, 360], [360, 640]]) {
      await app.resize(width, height);
      await app.atRest();
      const seen = await layout(app);
      // The note's visible part once scrolled to (side by side the feedback area scrolls
      // within itself and clips it; upright the page scrolls and the control row stays pinned).
      const note = await app.session.execute(`
        const el = document.querySelector('[data-testid="removed"]');
        el.scrollIntoView({ block: 'center' });
        const r = el.getBoundingClientRect();
        let clip = el.parentElement;
        while (clip && !['auto', 'scroll', 'hidden'].includes(getComputedStyle(clip).overflowY)) clip = clip.parentElement;
        const c = clip ? clip.getBoundingClientRect() : { top: 0, bottom: ${VIEW_HEIGHT} };
        const replay = document.querySelector('[data-testid="replay-first"]').getBoundingClientRect();
        return { top: Math.max(r.top, c.top), bottom: Math.min(r.bottom, c.bottom), replayTop: replay.top, replayBottom: replay.bottom };`);
      const where = `deblockle ${width}x${height}: ${JSON.stringify({ seen, note })}`;
      assert.equal(seen.sideways, false, `the page never scrolls sideways (${where})`);
      if (seen.sideBySide) assert.equal(seen.scrolls, false, `side by side the page never scrolls (${where})`);
      assert.ok(note.bottom <= note.top || note.bottom <= note.replayTop + 1 || note.top >= note.replayBottom - 1, `the note clear of the replay buttons (${where})`);
      await app.screenshot(`deblockle-${width}x${height}`);
    }
  });
});
