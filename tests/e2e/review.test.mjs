// Game review on the real app: a game finished against level 1 is opened from Saved games,
// analysed to the end (the progress shown), a blunder is marked in the move list and on the
// graph with its better move drawn on the board; "Play from here" starts a game at that
// position; reviewing never changes the saved game's moves.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';
import { NATIVE_WINDOW, startAgainstComputer, waitForMoves } from './games.mjs';

describe('game review', () => {
  let app;
  let id;
  let savedText;
  before(async () => {
    app = await App.launch('review');
    // The web build: the analysis split across 3 search workers (as on a four-core phone), whatever
    // this machine's browser counts of its cores.
    if (app.url) {
      app.url = `${app.url}?search-workers=3`;
      await app.open();
    }
    await app.session.waitFor('[data-screen="home"]');
  });
  after(async () => {
    await app?.close();
  });

  it('finishes a game against level 1', async () => {
    await startAgainstComputer(app, 'gobblet', 1);
    await app.waitForText('[data-testid="player-near-turn"]', /^Your turn$/);
    // White never answers a threat: it enters or moves the first piece the rules list, and
    // level 1, which never misses a win in one, finishes the game.
    for (let plies = 0; plies < 60; plies += 2) {
      const view = await waitForMoves(app, plies, 30000);
      if (view.outcome) break;
      const played = await app.invoke('play', { mv: view.legal[0].text });
      assert.equal(played.ok, true, JSON.stringify(played.error));
      if (played.value.outcome) break;
    }
    // The end-of-game panel offers the review too.
    await app.session.waitFor('[data-testid="game-over"] [data-testid="end-review"]', 30000);
    const rows = (await app.invoke('list_saved_games', {})).value;
    assert.equal(rows.length, 1);
    assert.equal(rows[0].state.state, 'finished');
    id = rows[0].id;
    savedText = (await app.invoke('saved_game_text', { id })).value;
  });

  it('opens it from Saved games and analyses it to the end, showing the progress', async () => {
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="open-saved"]');
    await app.click('[data-screen="saved"] [data-testid="review"]');
    await app.session.waitFor('[data-screen="review"] [data-testid="analyse"]');
    await app.click('[data-testid="analyse"]');
    await app.session.waitFor('[data-testid="analysis-progress"]');
    await app.session.waitUntil(
      `const p = document.querySelector('[data-testid="analysis-progress"]'); return !p || Number(p.value) > 0;`,
      'positions counted',
      60000,
    );
    await app.session.waitFor('[data-testid="eval-graph"]', 240000);
    assert.equal(await app.session.execute(`return document.querySelectorAll('[data-testid="analysis-progress"]').length;`), 0);
  });

  it('marks the losing move, and shows its better move on the board with its verdict', async () => {
    // Level 1's noise makes each game different: the move that lost is a blunder when the
    // analysis proves the loss, a mistake when it only sees the position go bad. Either is
    // marked in the list and on the graph, and shows its better move.
    await app.resize(...NATIVE_WINDOW); // the move list shows
    const worst = await app.session.execute(`
      const list = document.querySelector('[data-testid="move-list"]');
      const mark = list.querySelector('[data-class="blunder"]') ?? list.querySelector('[data-class="mistake"]');
      return mark && { ply: mark.getAttribute('data-ply'), class: mark.getAttribute('data-class') };`);
    assert.ok(worst, 'a blunder or a mistake in the list');
    const ply = Number(worst.ply);
    assert.ok(ply > 0);
    assert.ok((await app.session.findAll(`[data-graph-mark="${worst.class}"]`)).length >= 1, 'on the graph too');
    await app.click(`[data-testid="move-list"] [data-ply="${ply}"][data-class="${worst.class}"]`);
    await app.waitForText('[data-testid="review-move"]', worst.class === 'blunder' ? /Blunder · Move \d+ · / : /Mistake · Move \d+ · /);
    const better = await app.text('[data-testid="better-move"]');
    assert.match(better, /^Better was .+ to [a-d][1-4](, gobbling [^,]+)?, which /);
    const board = await app.session.find('[data-review-ply]');
    assert.equal(await board.attribute('data-better-shown'), 'true');
    assert.equal(Number(await board.attribute('data-review-ply')), ply - 1, 'the position before the blunder');
    assert.ok((await app.session.findAll('[data-review-ply] [data-hint="to"]')).length >= 1, 'the better move is drawn');
    await app.session.waitUntil(`return !document.querySelector('[data-board][data-animating]');`, 'the board at rest');
    await app.screenshot('review-blunder');
    for (const [width, height, label] of [
      [412, 915, 'phone'],
      [1280, 800, 'desktop'],
    ]) {
      await app.resize(width, height);
      // The judgement and the graph in view (on a phone, under the board).
      await app.session.execute(`document.querySelector('[data-testid="eval-graph"]').scrollIntoView({ block: 'end' });`);
      await app.screenshot(`review-${label}`);
    }
  });

  it('stores the analysis with the game: reopened, it is shown at once', async () => {
    await app.click('[data-testid="back"]');
    await app.click('[data-screen="saved"] [data-testid="review"]');
    await app.session.waitFor('[data-screen="review"] [data-testid="eval-graph"]', 5000);
  });

  it('learns from the person’s mistakes: "show" reveals the better move', async () => {
    await app.click('[data-testid="learn-start"]');
    await app.session.waitFor('[data-testid="learn-prompt"]');
    assert.match(await app.text('[data-testid="learn-prompt"]'), /Find a better move for White/);
    await app.click('[data-testid="learn-show"]');
    assert.match(await app.text('[data-testid="learn-shown"]'), /^The better move is .+ to [a-d][1-4](, gobbling [^.]+)?\. /);
    assert.ok((await app.session.findAll('[data-review-ply] [data-hint="to"]')).length >= 1, 'drawn on the board');
    await app.click('[data-testid="learn-exit"]');
  });

  it('"Play from here" starts a game at that position', async () => {
    await app.click('[data-testid="replay-first"]');
    await app.click('[data-testid="replay-next"]');
    await app.click('[data-testid="replay-next"]');
    const there = (await app.invoke('review_ply', { ply: 2 })).value;
    // Each step is said in words, the move that led to the position shown (here the second).
    await app.session.waitUntil(`return document.querySelector('[data-review-ply]')?.dataset.reviewPly === '2';`, 'the second position');
    const said = await app.session.execute(`const p = [...document.querySelectorAll('[data-testid="announce"] p')].pop(); return p ? p.textContent : '';`);
    assert.match(said, new RegExp(`^(White|Black): .*${there.last_move.to}`), 'the step said in words');
    await app.click('[data-testid="play-from"]');
    await app.session.execute(
      `const s = document.querySelector('[data-testid="play-from-opponent"]'); s.value = 'person'; s.dispatchEvent(new Event('change'));`,
    );
    await app.click('[data-testid="play-from-start"]');
    await app.session.waitFor('[data-screen="game"] [data-testid="status"]');
    const view = (await app.invoke('game_view', {})).value;
    assert.deepEqual(view.board, there.board);
    assert.deepEqual(view.moves, []);
    // Saved as a new game once it has a move (a game with no move is not a saved game).
    assert.equal((await app.invoke('list_saved_games', {})).value.length, 1);
    assert.equal((await app.invoke('play', { mv: view.legal[0].text })).ok, true);
    const rows = (await app.invoke('list_saved_games', {})).value;
    assert.equal(rows.length, 2, 'saved as a new game');
  });

  it('reviewing never changed the saved game', async () => {
    assert.equal((await app.invoke('saved_game_text', { id })).value, savedText);
  });
});
