// The puzzles screen in the real app, by taps: a Gobblet win in 2 solved (two moves of the
// solver with the reply animated between them) and the rating's rise shown; another failed
// (the refutation on the board, Try again sets it back, Show the solution plays it out); the
// rating still there after a restart, and its history drawn in Statistics; a personal puzzle
// made from a reviewed game with a missed win; the screen at phone, landscape, tablet and
// desktop sizes, in English and Ukrainian (screenshots tests/output/puzzles-*.png).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { App } from './harness.mjs';
import { tapGobblet } from './games.mjs';

/** The shipped Gobblet set, read as the app bundles it: the solutions the test taps. */
const SET = new Map(
  readFileSync(new URL('../../crates/ai/puzzles/gobblet.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l))
    .map((p) => [p.id, p]),
);

describe('puzzles', { timeout: 120_000 }, () => {
  let app;
  before(async () => {
    app = await App.launch('puzzles');
    await app.resize(360, 640);
  });
  after(async () => {
    await app?.close();
  });

  const atRest = () => app.session.waitUntil(`const b = document.querySelector('[data-board]'); return !!b && !b.hasAttribute('data-animating');`, 'the board at rest');

  /** The puzzle on the board, from the shipped set. */
  async function shown() {
    const id = await app.session.execute(`return document.querySelector('[data-puzzle]')?.dataset.puzzle ?? null;`);
    const puzzle = SET.get(id);
    assert.ok(puzzle, `puzzle ${id} is a shipped one`);
    return puzzle;
  }

  /** Plays a Gobblet move in notation by tapping: a stack then a square, or two squares. */
  const tap = (mv, seat) => tapGobblet(app, mv, seat);


  /** A legal first move of the solver that is not the solution's: a piece entered from a
   * stack (or, with none left, moved on the board) to a square the solution's move does not
   * go to. Found by tapping, as a person would, and cancelled with a second tap. */
  async function wrongMove(puzzle, seat) {
    const first = puzzle.solution[0];
    const froms = await app.session.execute(
      `return [...document.querySelectorAll('[data-testid^="reserve-${seat}-"]:not([disabled])')].map((b) => 'r' + b.dataset.size)
         .concat([...document.querySelectorAll('[data-square]')].map((s) => s.dataset.square));`,
    );
    for (const from of froms) {
      const css = from.startsWith('r') ? `[data-testid^="reserve-${seat}-"][data-size="${from.slice(1)}"]` : `[data-square="${from}"]`;
      await app.click(css);
      const targets = await app.session.execute(`return [...document.querySelectorAll('[data-square].target')].map((s) => s.dataset.square);`);
      await app.click(css);
      const to = targets.find((sq) => !first.endsWith(sq));
      if (to) {
        // The move in notation and in the words the screen says it with.
        const size = from.startsWith('r') ? from.slice(1) : null;
        const text = size ? `${size}${to}` : `${from}-${to}`;
        const words = size ? `size ${size} from the external stacks to ${to}` : `${from} to ${to}`;
        return { from, css, to, text, words };
      }
    }
    throw new Error('no wrong move found');
  }

  async function playWrong(wrong) {
    await app.click(wrong.css);
    await app.click(`[data-square="${wrong.to}"].target`);
  }

  /** The puzzle rating the screen shows (written as the language writes numbers: "1,523",
   * "1 523"). */
  const rating = async () => Number(/\d[\d\u00a0\u202f ,.]*/.exec(await app.text('[data-testid="puzzle-rating"]'))[0].replace(/\D/g, ''));

  /** Chooses a theme of the current game in the select. */
  async function theme(value) {
    const before = await app.session.execute(`return document.querySelector('[data-puzzle]')?.dataset.puzzle ?? null;`);
    await app.click(`[data-testid="puzzle-theme"] option[value="${value}"]`);
    await app.session.waitUntil(`return document.querySelector('[data-testid="puzzle-theme"]').value === '${value}' && !!document.querySelector('[data-puzzle]');`, `theme ${value}`);
    // The theme's puzzle replaces the one shown (unless that one was of the theme already).
    await app.session
      .waitUntil(`return document.querySelector('[data-puzzle]')?.dataset.puzzle !== ${JSON.stringify(before)};`, `a puzzle of ${value}`, 5000)
      .catch(() => undefined);
    await atRest();
  }

  it('solves a Gobblet win in 2 by taps, the reply animated between, and shows the rise', async () => {
    // Each game's card on Home opens its puzzles.
    await app.session.waitFor('[data-testid="puzzles-deblockle"]');
    await app.session.execute(`document.querySelector('[data-testid="puzzles-gobblet"]').scrollIntoView({ block: 'center' });`);
    await app.atRest();
    assert.deepEqual(await app.layoutProblems(), [], 'home');
    // Its three buttons in two rows: a new game across the card, learning and puzzles side by
    // side under it.
    const tops = await app.session.execute(
      `return ['new', 'learn', 'puzzles'].map((k) => Math.round(document.querySelector('[data-testid="' + k + '-gobblet"]').getBoundingClientRect().top));`,
    );
    assert.ok(tops[0] < tops[1] && tops[1] === tops[2], `New game above, Learn to play and Puzzles side by side: ${tops}`);
    await app.screenshot('home-en-360x640');
    await app.click('[data-testid="puzzles-gobblet"]');
    await app.session.waitFor('[data-screen="puzzles"] [data-board="gobblet"]');
    assert.equal(await app.text('[data-testid="puzzle-rating"]'), 'Puzzle rating 1,500 (provisional: a few more puzzles settle it)');
    await theme('win-in-2');
    const puzzle = await shown();
    assert.equal(puzzle.kind, 'win 2');
    const seat = puzzle.position.trim().endsWith(' W') ? 'one' : 'two';
    const side = seat === 'one' ? 'White' : 'Black';
    assert.equal(await app.text('[data-testid="puzzle-goal"]'), `${side} to play and win in 2`);
    await app.screenshot('start-en-360x640');

    const animations = [];
    await tap(puzzle.solution[0], seat);
    // The person's move, then the reply: two animations, the reply's last move marked.
    await app.session.waitUntil(`return document.querySelector('[data-testid="puzzle-status"]')?.textContent.includes('Right!');`, 'the first move judged right');
    animations.push(await app.session.execute(`return document.querySelector('[data-board]').getAttribute('data-animating');`));
    await atRest();
    const reply = puzzle.solution[1];
    const replyTo = /([a-d][1-4])$/.exec(reply)[1];
    assert.equal(await app.session.execute(`return document.querySelector('[data-square="${replyTo}"]').dataset.lastMove;`), 'to');
    // A screen reader hears the reply in words, by the side that played it.
    const replySaid = await app.session.execute(`const p = [...document.querySelectorAll('[data-testid="announce"] p')].pop(); return p ? p.textContent : '';`);
    assert.match(replySaid, new RegExp(`^${seat === 'one' ? 'Black' : 'White'}: .*${replyTo}`), 'the reply said');
    await tap(puzzle.solution[2], seat);
    await app.waitForText('[data-testid="puzzle-status"]', /^Solved!$/);
    await atRest();
    // The rise, with its reason (the puzzle's difficulty, the rating still provisional).
    const after = await app.text('[data-testid="puzzle-change"]');
    const rise = /^\+(\d+): solved a puzzle rated [\d,]+\. While your rating is provisional, it moves in big steps\.$/.exec(after);
    assert.ok(rise, after);
    assert.ok((await rating()) > 1500);
    // Why it works: the line of four the last move completes.
    assert.match(await app.text('[data-testid="puzzle-why"]'), /The last move completes a line of four for (White|Black): [a-d][1-4], /);
    assert.match(await app.text('[data-testid="puzzle-streak"]'), /Solved in a row: 1/);
    // The keyboard goes on from Next puzzle.
    await app.session.waitUntil(`return document.activeElement?.dataset.testid === 'puzzle-next';`, 'Next puzzle focused');
    await app.screenshot('solved-en-360x640');
  });

  it('fails another: the refutation shows, Try again sets the board back, Show plays the solution', async () => {
    const solved = await app.session.execute(`return document.querySelector('[data-puzzle]')?.dataset.puzzle ?? null;`);
    await app.click('[data-testid="puzzle-next"]');
    // The next puzzle comes from the core (in the web build, a message to its worker and back):
    // wait for it before reading which one it is.
    await app.session.waitUntil(`const p = document.querySelector('[data-puzzle]'); return !!p && p.dataset.puzzle !== ${JSON.stringify(solved)};`, 'the next puzzle');
    await atRest();
    const puzzle = await shown();
    assert.equal(puzzle.kind, 'win 2');
    const before = await rating();
    const seat = puzzle.position.trim().endsWith(' W') ? 'one' : 'two';
    const wrong = await wrongMove(puzzle, seat);
    await playWrong(wrong, seat);
    await app.session.waitFor('[data-testid="puzzle-retry"]');
    await atRest();
    assert.equal(await app.session.execute(`return document.querySelector('[data-testid="puzzle-status"]').dataset.phase;`), 'failed');
    // The wrong move and the answer in words, their notation small apart.
    const failedText = await app.text('[data-testid="puzzle-status"]');
    const said = wrong.words.replace(/^size/, 'Size');
    assert.match(failedText, new RegExp(`^${said}(, gobbling [^:]+)? is not it: (White|Black) answers `));
    assert.match(await app.text('[data-testid="puzzle-notation"]'), new RegExp(`^${wrong.text} `));
    await app.session.waitUntil(`return document.activeElement?.dataset.testid === 'puzzle-retry';`, 'Try again focused');
    const fall = /^−(\d+): a miss on a puzzle rated [\d,]+\./.exec(await app.text('[data-testid="puzzle-change"]'));
    assert.ok(fall, 'the fall is shown, with its reason');
    assert.ok((await rating()) < before);
    assert.match(await app.text('[data-testid="puzzle-streak"]'), /Solved in a row: 0/);
    await app.screenshot('failed-en-360x640');
    await app.resize(640, 360);
    await atRest();
    await app.screenshot('failed-en-640x360');
    await app.resize(360, 640);
    await atRest();
    const failedAt = await rating();

    await app.click('[data-testid="puzzle-retry"]');
    await app.session.waitUntil(`return document.querySelector('[data-testid="puzzle-status"]')?.dataset.phase === 'solving';`, 'solving again');
    await atRest();
    // Set back: the wrong square is as at the start.
    assert.equal(await app.session.execute(`return document.querySelector('[data-square="${wrong.to}"]').dataset.lastMove ?? null;`), null);
    // Wrong again, then the solution shown: no change to the rating.
    await playWrong(wrong, seat);
    await app.session.waitFor('[data-testid="puzzle-solution"]');
    await app.click('[data-testid="puzzle-solution"]');
    await app.waitForText('[data-testid="puzzle-status"]', /^The solution: /);
    await atRest();
    assert.equal(await rating(), failedAt);
    // The solution in words by side, its notation small beside.
    assert.match(await app.text('[data-testid="puzzle-status"]'), /^The solution: (White|Black): .+; (White|Black): /);
    assert.equal(await app.text('[data-testid="puzzle-notation"]'), puzzle.solution.join(' '));
    assert.match(await app.text('[data-testid="puzzle-why"]'), /line of four/);
  });

  it('makes a personal puzzle from a reviewed game with a missed win, and solves it', async () => {
    // Anna (White) could win at once with a1-c2 (four in a row on rank 2) and played 4d1.
    const text = '[Game "gobblet"]\n[Setup "..../..../W3W4.W4/W3B4B4B3 W:422 B:432 W"]\n[White "Anna"]\n[BlackAI "1"]\n\n4d1 4a2\n';
    const imported = await app.invoke('import_game_text', { text });
    assert.equal(imported.ok, true, JSON.stringify(imported.error));
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="open-saved"]');
    await app.click('[data-screen="saved"] [data-testid="more"]');
    await app.click('[data-testid="card-menu"] [data-testid="review"]');
    await app.click('[data-screen="review"] [data-testid="analyse"]');
    await app.session.waitFor('[data-testid="train"]', 60000);
    await app.click('[data-testid="train"]');
    await app.session.waitFor('[data-screen="puzzles"] [data-board="gobblet"]', 60000);
    await atRest();
    assert.equal(await app.session.execute(`return document.querySelector('[data-testid="puzzle-theme"]').value;`), 'mine');
    assert.equal(await app.text('[data-testid="puzzle-goal"]'), 'White to play and win in 1');
    const before = await app.text('[data-testid="puzzle-rating"]');
    await tap('a1-c2', 'one');
    await app.waitForText('[data-testid="puzzle-status"]', /Puzzles from your own games are not rated/);
    assert.equal(await app.text('[data-testid="puzzle-rating"]'), before, 'not rated');
    await app.screenshot('personal-en-360x640');
    await app.click('[data-testid="back"]');
    await app.session.waitFor('[data-screen="review"] [data-board]');
  });

  it('fits at phone, landscape, tablet and desktop sizes', async () => {
    await app.click('[data-testid="back"]');
    await app.session.waitFor('[data-screen="saved"]');
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="puzzles-gobblet"]');
    await app.session.waitFor('[data-screen="puzzles"] [data-board="gobblet"]');
    for (const [w, h] of [
      [640, 360],
      [412, 915],
      [768, 1024],
      [1280, 800],
      [360, 640],
    ]) {
      await app.resize(w, h);
      const problems = await app.layoutProblems();
      assert.deepEqual(problems, [], `${w}x${h}`);
      // Side by side nothing is below the fold; upright the goal and Next puzzle are in the
      // window without scrolling (the filters may be further down the page).
      const fold = await app.session.execute(`
        const inside = (css) => { const r = document.querySelector(css).getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight + 1; };
        return { scrolls: document.documentElement.scrollHeight > window.innerHeight + 1,
                 sideBySide: matchMedia('(orientation: landscape) and (min-width: 560px)').matches,
                 goal: inside('[data-testid="puzzle-goal"]'), next: inside('[data-testid="puzzle-next"]') };`);
      if (fold.sideBySide) assert.equal(fold.scrolls, false, `${w}x${h} scrolls`);
      assert.ok(fold.goal && fold.next, `${w}x${h}: the goal and Next puzzle in the window: ${JSON.stringify(fold)}`);
      await app.screenshot(`start-en-${w}x${h}`);
    }
    // Deblockle's puzzles: its board, its goal in its sides' names.
    await app.click('[data-testid="puzzle-game"] option[value="deblockle"]');
    await app.session.waitFor('[data-screen="puzzles"] [data-board="deblockle"]');
    await atRest();
    assert.match(await app.text('[data-testid="puzzle-goal"]'), /Gold|Blue/);
    // The solver's goal star ringed and named in words, as in the game.
    const star = await app.session.execute(
      `return { rings: [...document.querySelectorAll('[data-square] .goal-ring')].map((r) => r.closest('[data-square]').dataset.square),
                yours: document.querySelector('[data-square][data-your-goal]')?.dataset.square ?? null };`,
    );
    assert.ok(star.yours, 'the solver has a goal star');
    assert.deepEqual(star.rings, [star.yours], 'only the solver’s goal star is ringed');
    assert.equal(await app.text('[data-testid="your-goal"]'), `Your goal: the star space ${star.yours}. Take your blocks off there.`);
    for (const [w, h] of [
      [640, 360],
      [360, 640],
    ]) {
      await app.resize(w, h);
      assert.deepEqual(await app.layoutProblems(), [], `Deblockle ${w}x${h}`);
      await app.screenshot(`deblockle-en-${w}x${h}`);
    }
    await app.click('[data-testid="puzzle-game"] option[value="gobblet"]');
    await app.session.waitFor('[data-screen="puzzles"] [data-board="gobblet"]');
  });

  it('keeps the rating over a restart, and speaks Ukrainian', async () => {
    const kept = await rating();
    const dataDir = app.dataDir;
    await app.close();
    app = await App.launch('puzzles', { dataDir });
    await app.resize(360, 640);
    await app.click('[data-testid="open-settings"]');
    await app.click('[data-testid="language"] option[value="uk"]');
    await app.session.waitUntil(`return document.documentElement.lang === 'uk';`, 'Ukrainian');
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="puzzles-gobblet"]');
    await app.session.waitFor('[data-screen="puzzles"] [data-board="gobblet"]');
    await atRest();
    // Ukrainian groups thousands with a space (WebDriver reads a no-break space as a space).
    const keptUk = new Intl.NumberFormat('uk').format(kept).replace(/\s/g, '\\s');
    assert.match(await app.text('[data-testid="puzzle-rating"]'), new RegExp(`Рейтинг задач ${keptUk}`));
    assert.match(await app.text('[data-testid="puzzle-goal"]'), /Білі|Чорні/);
    await app.screenshot('start-uk-360x640');
    await app.resize(640, 360);
    await atRest();
    await app.screenshot('start-uk-640x360');
    await app.resize(1280, 800);
    await atRest();
    await app.screenshot('start-uk-1280x800');
    // The rating's history in Statistics: a point per rated attempt (the solve and the fail).
    await app.resize(360, 640);
    await app.click('[data-testid="back"]');
    await app.click('[data-testid="open-statistics"]');
    await app.session.waitFor('[data-testid="stats-puzzles"] [data-game="gobblet"] svg');
    assert.equal(await app.session.execute(`return document.querySelectorAll('[data-testid="stats-puzzles"] [data-game="gobblet"] circle').length;`), 2);
    assert.match(await app.text('[data-testid="stats-puzzles"] [data-game="gobblet"] [data-testid="stats-puzzle-rating"]'), new RegExp(`^${keptUk}`));
    await app.session.execute(`document.querySelector('[data-testid="stats-puzzles"]').scrollIntoView();`);
    await app.screenshot('statistics-uk-360x640');
  });
});
