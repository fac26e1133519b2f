// Words before notation, in the real app at phone size: the hint box says its move in words
// with the notation small beside it; the review of a game the person played as Black against
// the computer shows the board turned to them, the shown move numbered and in words (before
// any analysis), the summary by "You" and the computer's level, and what each training entry
// does; a puzzle's wrong move and its answer in words, the rating's "?" said as provisional,
// each change with its reason, and why the solution works. Screenshots
// tests/output/<engine>/words-*.png.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';
import { seed, startAgainstComputer } from './games.mjs';

/** The shipped Gobblet puzzles, as the app bundles them. */
const SET = new Map(
  readFileSync(new URL('../../crates/ai/puzzles/gobblet.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l))
    .map((p) => [p.id, p]),
);

/** The computer at level 2 (White) and Anna (Black), who wins on rank 4 with her eighth move. */
const LEVEL_2_LOSES_TO_ANNA =
  '[Game "gobblet"]\n[Setup "..../..../..../.... W:444 B:444 W"]\n[TouchMove "off"]\n[WhiteAI "2"]\n[Black "Anna"]\n\n' +
  '4a1 4a4 4b2 4b4 4c3 4c4 3d2 3d4\n';

describe('words before notation', { timeout: 300_000 }, () => {
  let app;
  before(async () => {
    app = await App.launch('words');
    await app.resize(360, 640);
    await app.session.waitFor('[data-screen="home"]');
  });
  after(async () => {
    await app?.close();
  });

  const atRest = () => app.session.waitUntil(`const b = document.querySelector('[data-board]'); return !!b && !b.hasAttribute('data-animating');`, 'the board at rest');

  it('the hint box says the move in words, the notation small beside it', async () => {
    await startAgainstComputer(app, 'gobblet', 1);
    await app.session.waitFor('[data-screen="game"] [data-board]');
    await app.session.waitFor('[data-testid="hint"]:not([disabled])');
    await app.click('[data-testid="hint"]');
    const words = await app.waitForText('[data-testid="hint-move"]', /^Best move: /, 60000);
    const notation = await app.text('[data-testid="hint-notation"]');
    const view = (await app.invoke('game_view', {})).value;
    const mv = view.legal.find((m) => m.text === notation);
    assert.ok(mv, `the notation ${notation} is a legal move`);
    // White's first move enters a piece: its size, where from and where to, in words.
    assert.equal(words, `Best move: size ${mv.from.size} from the external stacks to ${mv.to}`);
    // The notation is smaller than the words.
    const sizes = await app.session.execute(`
      const px = (css) => parseFloat(getComputedStyle(document.querySelector(css)).fontSize);
      return [px('[data-testid="hint-move"]'), px('[data-testid="hint-notation"]')];`);
    assert.ok(sizes[1] < sizes[0], `the notation small: ${sizes}`);
    await atRest();
    await app.screenshot('hint-en-360x640');
    await app.click('[data-testid="back"]');
  });

  it('the review: turned to the person, the shown move in words before any analysis, the summary by "You" and the level', async () => {
    await seed(app, [LEVEL_2_LOSES_TO_ANNA]);
    await app.session.waitFor('[data-screen="home"]');
    await app.click('[data-testid="open-saved"]');
    await app.click('[data-screen="saved"] [data-testid="review"]');
    await app.session.waitFor('[data-screen="review"] [data-review-ply="8"]');
    await atRest();
    // Anna played Black: her side at the bottom, a1 at the top right.
    const where = await app.session.execute(`
      const r = (sq) => document.querySelector('[data-square="' + sq + '"]').getBoundingClientRect();
      return { a1: r('a1').top, a4: r('a4').top, a1x: r('a1').left, d1x: r('d1').left };`);
    assert.ok(where.a1 < where.a4, `rank 1 at the top: ${JSON.stringify(where)}`);
    assert.ok(where.a1x > where.d1x, `file a at the right: ${JSON.stringify(where)}`);
    // Not analysed: the move shown, numbered, by "You", in words, the notation apart.
    assert.equal(await app.text('[data-testid="review-move-words"]'), 'Move 8 · You: size 3 from the external stacks to d4');
    assert.equal(await app.text('[data-testid="review-move-notation"]'), '3d4');
    const inView = await app.session.execute(`
      const r = document.querySelector('[data-testid="review-move"]').getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;`);
    assert.ok(inView, 'the shown move in view without scrolling');
    await app.screenshot('review-unanalysed-en-360x640');
    await app.click('[data-testid="replay-previous"]');
    await app.waitForText('[data-testid="review-move-words"]', /^Move 7 · Level 2: size 3 from the external stacks to d2$/);
    await app.click('[data-testid="replay-first"]');
    await app.waitForText('[data-testid="review-move-words"]', /^The start: no move played yet\.$/);
    await app.click('[data-testid="replay-last"]');
    // The last move's words take two lines where the start's took one: the Analyse button
    // moves down under the replay bar once they are drawn, so wait for them before tapping it.
    await app.waitForText('[data-testid="review-move-words"]', /^Move 8 · You: /);
    // Analysed: the summary by "You" and the computer's level; each training entry says what it does.
    await app.click('[data-testid="analyse"]');
    await app.session.waitFor('[data-testid="eval-graph"]', 240000);
    const summary = await app.session.execute(`return [...document.querySelectorAll('[data-testid="review-summary"] span')].map((s) => s.textContent);`);
    assert.match(summary[0], /^Level 2 — inaccuracies: \d+, mistakes: \d+, blunders: \d+$/);
    assert.match(summary[1], /^You — inaccuracies: \d+, mistakes: \d+, blunders: \d+$/);
    assert.match(await app.text('#learn-what'), /^Go through your mistakes in this game one by one/);
    assert.match(await app.text('#train-what'), /^Turn your mistakes .* into puzzles/);
    // The analysis after the current step: the graph below the shown move, drawn whole once
    // scrolled to.
    const order = await app.session.execute(`
      const top = (css) => document.querySelector(css).getBoundingClientRect().top;
      return top('[data-testid="review-move"]') < top('[data-testid="eval-graph"]');`);
    assert.ok(order, 'the shown move before the graph');
    await app.session.execute(`document.querySelector('[data-testid="eval-graph"]').scrollIntoView({ block: 'center' });`);
    await app.atRest();
    await app.screenshot('review-analysed-en-360x640');
    await app.resize(768, 1024);
    await atRest();
    await app.screenshot('review-analysed-en-768x1024');
    await app.resize(360, 640);
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="back"]');
  });

  it('a puzzle: the wrong move and its answer in words, the rating explained, why the solution works', async () => {
    await app.session.waitFor('[data-screen="home"]');
    await app.click('[data-testid="puzzles-gobblet"]');
    await app.session.waitFor('[data-screen="puzzles"] [data-board="gobblet"]');
    await atRest();
    assert.equal(await app.text('[data-testid="puzzle-rating"]'), 'Puzzle rating 1,500 (provisional: a few more puzzles settle it)');
    await app.click('[data-testid="puzzle-theme"] option[value="win-in-2"]');
    await app.session.waitUntil(`return document.querySelector('[data-testid="puzzle-theme"]').value === 'win-in-2' && !!document.querySelector('[data-puzzle]');`, 'win in 2');
    await atRest();
    const id = await app.session.execute(`return document.querySelector('[data-puzzle]').dataset.puzzle;`);
    const puzzle = SET.get(id);
    assert.ok(puzzle, `puzzle ${id} is a shipped one`);
    const seat = puzzle.position.trim().endsWith(' W') ? 'one' : 'two';
    // A wrong first move: a piece from a stack (or, with none left, one on the board) to a
    // square the solution's first move does not go to, found by tapping as a person would (a
    // second tap lets go).
    let played = null;
    const froms = await app.session.execute(
      `return [...document.querySelectorAll('[data-testid^="reserve-${seat}-"]:not([disabled])')].map((b) => 'r' + b.dataset.size)
         .concat([...document.querySelectorAll('[data-square]')].map((s) => s.dataset.square));`,
    );
    for (const from of froms) {
      const size = from.startsWith('r') ? from.slice(1) : null;
      const css = size ? `[data-testid^="reserve-${seat}-"][data-size="${size}"]` : `[data-square="${from}"]`;
      await app.click(css);
      const targets = await app.session.execute(`return [...document.querySelectorAll('[data-square].target')].map((s) => s.dataset.square);`);
      const to = targets.find((sq) => !puzzle.solution[0].endsWith(sq));
      if (to) {
        await app.click(`[data-square="${to}"].target`);
        played = size
          ? { text: `${size}${to}`, words: `size ${size} from the external stacks to ${to}` }
          : { text: `${from}-${to}`, words: `${from} to ${to}` };
        break;
      }
      if (targets.length > 0) await app.click(css);
    }
    assert.ok(played, 'a wrong move was played');
    await app.session.waitFor('[data-testid="puzzle-retry"]', 30000);
    await atRest();
    const status = await app.text('[data-testid="puzzle-status"]');
    assert.match(status, new RegExp(`^${played.words.replace(/^size/, 'Size')}(, gobbling [^:]+)? is not it: (White|Black) answers (size [1-4] from the external stacks|[a-d][1-4]) to [a-d][1-4]`));
    assert.match(await app.text('[data-testid="puzzle-notation"]'), new RegExp(`^${played.text} \\S+$`));
    assert.match(await app.text('[data-testid="puzzle-change"]'), /^−\d+: a miss on a puzzle rated [\d,]+\. While your rating is provisional, it moves in big steps\.$/);
    await app.screenshot('puzzle-failed-en-360x640');
    await app.click('[data-testid="puzzle-solution"]');
    await app.waitForText('[data-testid="puzzle-status"]', /^The solution: (White|Black): /);
    await atRest();
    const why = await app.text('[data-testid="puzzle-why"]');
    assert.match(why, /^Why it works\s/);
    assert.match(why, /The last move completes a line of four for (White|Black): [a-d][1-4], [a-d][1-4], [a-d][1-4], [a-d][1-4]\./);
    await app.session.execute(`document.querySelector('[data-testid="puzzle-why"]').scrollIntoView({ block: 'center' });`);
    await app.atRest();
    await app.screenshot('puzzle-shown-en-360x640');
    await app.resize(1280, 800);
    await atRest();
    await app.screenshot('puzzle-shown-en-1280x800');
    await app.resize(360, 640);
  });
});
