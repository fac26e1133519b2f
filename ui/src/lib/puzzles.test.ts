import { describe, expect, it } from 'vitest';
import type { BoardView, GobbletPiece, MoveView, PuzzleView, RatingView } from './ipc';
import { setLang } from './i18n/index.svelte';
import { changeLine, goalText, ratingLine, solutionMoves, solutionWhy, statusText, themeName } from './puzzles';
import type { Drawn } from './play/puzzle-screen.svelte';

/** A Gobblet board with `stacks` by square (bottom first). */
function gobblet(stacks: Record<string, GobbletPiece[]>): BoardView {
  const squares: GobbletPiece[][] = [];
  for (let r = 1; r <= 4; r++) for (const f of 'abcd') squares.push(stacks[`${f}${r}`] ?? []);
  return { game: 'gobblet', squares, reserves: [[4, 4, 4], [4, 4, 4]], win_lines: [] };
}
const W = (size: number): GobbletPiece => ({ owner: 'one', size });
const B = (size: number): GobbletPiece => ({ owner: 'two', size });
const move = (m: Partial<MoveView>): MoveView => ({ text: '', from: { kind: 'pass' }, tip: null, face: null, to: null, capture: false, path: [], ...m });
const drawn = (board: BoardView, lastMove: MoveView | null, ply: number): Drawn => ({ board, lastMove, ply, legal: [], sideToMove: ply % 2 === 0 ? 'one' : 'two' });

const rating = (r: number, provisional = false): RatingView => ({ rating: r, deviation: 60, provisional, attempts: 1 });
const view = (over: Partial<PuzzleView> = {}): PuzzleView =>
  ({
    game: 'gobblet',
    solver: 'two',
    goal: { kind: 'win', moves: 3 },
    moves_left: 2,
    personal: false,
    change: null,
    frames: [],
    ...over,
  }) as PuzzleView;

describe('the puzzles’ words', () => {
  it('says the goal of the solver’s side, in the game’s names', () => {
    setLang('en');
    expect(goalText(view())).toBe('Black to play and win in 3');
    expect(goalText(view({ game: 'deblockle', solver: 'two', goal: { kind: 'defence', moves: 2 } }))).toBe('Only one move saves Blue');
    setLang('uk');
    expect(goalText(view({ goal: { kind: 'win', moves: 2 } }))).toBe('Чорні починають і виграють за 2 ходи');
    setLang('fr');
    expect(goalText(view({ solver: 'one', goal: { kind: 'win', moves: 1 } }))).toBe('Blancs\u00a0: jouez et gagnez en 1 coup');
    setLang('en');
  });

  it('names every theme, the win in N by its number, an unknown one as it is', () => {
    setLang('en');
    expect(themeName('win-in-4')).toBe('Win in 4');
    expect(themeName('stack-gobble')).toBe('Gobble from a stack');
    expect(themeName('cannot-tip')).toBe('The side that cannot tip');
    expect(themeName('brand-new')).toBe('brand-new');
    setLang('es');
    expect(themeName('win-in-1')).toBe('Victoria en 1 jugada');
    setLang('en');
  });

  it('words each step: find, right, wrong with its answer, solved, shown', () => {
    setLang('en');
    const v = view();
    expect(statusText({ kind: 'find' }, v).text).toBe('Find the best move for Black.');
    expect(statusText({ kind: 'right' }, v).text).toBe('Right! 2 more moves to find.');
    expect(statusText({ kind: 'failed', wrong: '4a1', refutation: 'b2-a1', winsIn: 1, change: null }, v).text).toBe(
      '4a1 is not it: White answers b2-a1. White wins in 1 move.',
    );
    expect(statusText({ kind: 'failed', wrong: '4a1', refutation: 'b2-a1', winsIn: null, change: null }, v).text).toBe('4a1 is not it: White answers b2-a1.');
    expect(statusText({ kind: 'failed', wrong: '4a1', refutation: null, winsIn: null, change: null }, v).text).toBe('4a1 is not it: it ends the game at once.');
    expect(statusText({ kind: 'solved', change: null, firstTry: true }, v).text).toBe('Solved!');
    expect(statusText({ kind: 'solved', change: null, firstTry: false }, v).text).toBe('Solved, after a wrong move: not rated.');
    expect(statusText({ kind: 'solved', change: null, firstTry: true }, view({ personal: true })).text).toMatch(/not rated/);
    expect(statusText({ kind: 'shown', solution: ['4a1', 'b2-c3', '4d4'] }, v).text).toBe('The solution: Black: 4a1; White: b2-c3; Black: 4d4');
  });

  it('shows the rating in the person’s numbers, provisional said in words, and each change with its reason', () => {
    setLang('en');
    expect(ratingLine(rating(1500, true))).toBe('Puzzle rating 1,500 (provisional: a few more puzzles settle it)');
    expect(ratingLine(rating(1623))).toBe('Puzzle rating 1,623');
    expect(changeLine(view({ change: null }))).toBeNull();
    const missed = { before: rating(1500, true), after: rating(1278, true) };
    expect(changeLine(view({ phase: 'failed', rating: 1278, change: missed }))).toBe(
      '−222: a miss on a puzzle rated 1,278. While your rating is provisional, it moves in big steps.',
    );
    expect(changeLine(view({ phase: 'solved', rating: 1523, change: { before: rating(1278), after: rating(1304) } }))).toBe('+26: solved a puzzle rated 1,523.');
    setLang('uk');
    // Ukrainian groups thousands with a no-break space, as Intl writes it.
    expect(ratingLine(rating(1500, true))).toBe('Рейтинг задач 1\u00a0500 (попередній: ще кілька задач його уточнять)');
    expect(changeLine(view({ phase: 'solved', rating: 1523, change: { before: rating(1278), after: rating(1304) } }))).toBe('+26: розв’язано задачу з рейтингом 1\u00a0523.');
    setLang('en');
  });
});

describe('the puzzles’ moves in words, and why a solution works', () => {
  // White to play and win in 2: 4a1 makes two lines of three at once, Black blocks one with
  // b3-d1, 4a4 completes the other.
  const start = gobblet({ a2: [W(3)], a3: [W(3)], b1: [W(2)], c1: [W(2)], b3: [B(2)], c3: [B(2)], d3: [B(3)] });
  const first = move({ text: '4a1', from: { kind: 'reserve', size: 4 }, to: 'a1' });
  const afterFirst = gobblet({ a1: [W(4)], a2: [W(3)], a3: [W(3)], b1: [W(2)], c1: [W(2)], b3: [B(2)], c3: [B(2)], d3: [B(3)] });
  const reply = move({ text: 'b3-d1', from: { kind: 'square', square: 'b3' }, to: 'd1' });
  const afterReply = gobblet({ a1: [W(4)], a2: [W(3)], a3: [W(3)], b1: [W(2)], c1: [W(2)], d1: [B(2)], c3: [B(2)], d3: [B(3)] });
  const last = move({ text: '4a4', from: { kind: 'reserve', size: 4 }, to: 'a4' });
  const end = gobblet({ a1: [W(4)], a2: [W(3)], a3: [W(3)], a4: [W(4)], b1: [W(2)], c1: [W(2)], d1: [B(2)], c3: [B(2)], d3: [B(3)] });
  const line = [drawn(start, null, 0), drawn(afterFirst, first, 1), drawn(afterReply, reply, 2), drawn(end, last, 3)];
  const solved = view({ solver: 'one', goal: { kind: 'win', moves: 2 }, phase: 'solved', solution: ['4a1', 'b3-d1', '4a4'], board: end, last_move: last, frames: [] });

  it('says each move of the solution in words, by side, with its notation', () => {
    setLang('en');
    expect(solutionMoves(solved, line)).toEqual([
      { side: 'one', words: 'size 4 from the external stacks to a1', text: '4a1' },
      { side: 'two', words: 'b3 to d1', text: 'b3-d1' },
      { side: 'one', words: 'size 4 from the external stacks to a4', text: '4a4' },
    ]);
    const shown = statusText({ kind: 'shown', solution: solved.solution ?? [] }, { ...solved, phase: 'shown' }, line);
    expect(shown.text).toBe('The solution: White: size 4 from the external stacks to a1; Black: b3 to d1; White: size 4 from the external stacks to a4');
    expect(shown.notation).toEqual(['4a1', 'b3-d1', '4a4']);
    // A board not at hand: that move in notation.
    expect(solutionMoves(solved, [line[0], line[1]]).map((m) => m.words)).toEqual(['size 4 from the external stacks to a1', 'b3-d1', '4a4']);
  });

  it('says why it works: the two lines at once, the longest defence, the line of four (English, Ukrainian)', () => {
    setLang('en');
    expect(solutionWhy(solved, line)).toEqual([
      'Size 4 from the external stacks to a1 makes two lines of three at once (a1, b1, c1; a1, a2, a3): Black can block only one.',
      'Black answers b3 to d1: the longest defence, which only puts the loss off.',
      'The last move completes a line of four for White: a1, a2, a3, a4.',
    ]);
    setLang('uk');
    expect(solutionWhy(solved, line)).toEqual([
      'Розмір 4 із зовнішніх стопок на a1 створює дві лінії з трьох одразу (a1, b1, c1; a1, a2, a3): Чорні можуть перекрити лише одну.',
      'Чорні відповідають b3 на d1: найдовший захист, який лише відкладає поразку.',
      'Останній хід завершує лінію з чотирьох (Білі): a1, a2, a3, a4.',
    ]);
    setLang('en');
    expect(solutionWhy({ ...solved, phase: 'solving' }, line)).toEqual([]);
  });

  it('a defence: the line of three it blocks, and that every other move loses', () => {
    setLang('en');
    const before = gobblet({ a4: [B(3)], b4: [B(3)], c4: [B(2)], a1: [W(1)] });
    const block = move({ text: 'a1-d4', from: { kind: 'square', square: 'a1' }, to: 'd4' });
    const after = gobblet({ a4: [B(3)], b4: [B(3)], c4: [B(2)], d4: [W(1)] });
    const defence = view({ solver: 'one', goal: { kind: 'defence', moves: 2 }, phase: 'solved', solution: ['a1-d4'], board: after, last_move: block, frames: [] });
    expect(solutionWhy(defence, [drawn(before, null, 0), drawn(after, block, 1)])).toEqual([
      'a1 to d4 blocks the line of three of Black: a4, b4, c4.',
      'Every other move lets Black force a win within 2 moves.',
    ]);
  });

  it('a wrong move and its answer in words, the notation apart (English, French)', () => {
    const wrong = move({ text: 'd3-d2', from: { kind: 'square', square: 'd3' }, to: 'd2' });
    const answer = move({ text: '2c1', from: { kind: 'reserve', size: 2 }, to: 'c1' });
    const failed = view({
      solver: 'one',
      phase: 'failed',
      frames: [{ board: gobblet({ d2: [W(2)] }), side_to_move: 'two', last_move: wrong, ply: 1 }],
      board: gobblet({ d2: [W(2)], c1: [B(2)] }),
      last_move: answer,
    });
    const status = { kind: 'failed', wrong: 'd3-d2', refutation: '2c1', winsIn: null, change: null } as const;
    setLang('en');
    expect(statusText(status, failed)).toEqual({ text: 'd3 to d2 is not it: Black answers size 2 from the external stacks to c1.', notation: ['d3-d2', '2c1'] });
    // A sentence that begins with a move in words begins with a capital.
    const entered = view({ ...failed, frames: [{ board: gobblet({ d2: [W(2)] }), side_to_move: 'two', last_move: answer, ply: 1 }] });
    expect(statusText({ ...status, wrong: '2c1' }, entered).text).toBe('Size 2 from the external stacks to c1 is not it: Black answers size 2 from the external stacks to c1.');
    setLang('fr');
    expect(statusText(status, failed).text).toBe('d3 en d2 n’est pas le bon coup\u00a0: l’adversaire (Noirs) répond taille 2 des piles extérieures en c1.');
    setLang('en');
    // Ending the game at once: the move on the view's own board.
    const ends = view({ solver: 'one', phase: 'failed', frames: [], board: gobblet({ d2: [W(2)] }), last_move: wrong });
    expect(statusText({ kind: 'failed', wrong: 'd3-d2', refutation: null, winsIn: null, change: null }, ends).text).toBe('d3 to d2 is not it: it ends the game at once.');
  });
});
