import { describe, expect, it } from 'vitest';
import { changeText, choiceOf, choiceValue, framesOf, hasStacks, PuzzleScreen, ratingText, type PuzzleApi } from './puzzle-screen.svelte';
import type { BoardView, MoveView, PuzzleChoice, PuzzleProgressView, PuzzleView, RatingView } from '../ipc';

const move = (text: string): MoveView => ({ text, from: { kind: 'square', square: 'a1' }, tip: null, face: null, to: 'a2', capture: false, path: [] });
const board = (name: string) => ({ game: 'gobblet', squares: [], reserves: [[4, 4, 4], [4, 4, 4]], win_lines: [], name }) as unknown as BoardView;
const rating = (r: number, provisional = false): RatingView => ({ rating: r, deviation: provisional ? 300 : 60, provisional, attempts: 3 });

const puzzle = (over: Partial<PuzzleView> = {}): PuzzleView => ({
  game: 'gobblet',
  id: 'g-1',
  goal: { kind: 'win', moves: 2 },
  solver: 'one',
  rating: 1500,
  themes: ['win-in-2'],
  personal: false,
  from_game: null,
  phase: 'solving',
  frames: [],
  board: board('start'),
  side_to_move: 'one',
  last_move: null,
  ply: 0,
  legal: [move('4a1'), move('4b1')],
  moves_left: 2,
  wrong: null,
  refutation: null,
  refutation_wins_in: null,
  solution: null,
  failed: false,
  rated: true,
  change: null,
  progress: rating(1500, true),
  streak: 0,
  ...over,
});

const progress = (game: 'gobblet' | 'deblockle'): PuzzleProgressView => ({
  game,
  rating: rating(1500, true),
  streak: 0,
  best_streak: 0,
  attempts: 0,
  solved: 0,
  history: [],
  themes: [{ theme: 'win-in-2', puzzles: 10, solved: 0 }],
  puzzles: 10,
  personal: 0,
  personal_unsolved: 0,
});

function fake(over: Partial<PuzzleApi> = {}) {
  const calls: string[] = [];
  const api: PuzzleApi = {
    puzzleNext: (game, choice) => {
      calls.push(`next ${game} ${choiceValue(choice)}`);
      return Promise.resolve(puzzle({ game }));
    },
    puzzlePlay: (mv) => {
      calls.push(`play ${mv}`);
      return Promise.resolve(puzzle());
    },
    puzzleRetry: () => Promise.resolve(puzzle()),
    puzzleSolution: () => Promise.resolve(puzzle()),
    puzzleLeave: () => {
      calls.push('leave');
      return Promise.resolve();
    },
    puzzleProgress: (game) => Promise.resolve(progress(game)),
    ...over,
  };
  const drawnBoards: string[] = [];
  const screen = new PuzzleScreen(api, (e) => `error: ${String(e)}`, () => {
    drawnBoards.push((screen.drawn?.board as unknown as { name: string }).name);
    return Promise.resolve();
  });
  return { screen, calls, drawnBoards };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('words and values', () => {
  it('a rating is provisional with a "?", a change is signed with a real minus', () => {
    expect(ratingText(rating(1500, true))).toBe('1,500?');
    expect(ratingText(rating(1623))).toBe('1,623');
    expect(changeText({ before: rating(1500), after: rating(2600) })).toBe('+1,100');
    expect(changeText({ before: rating(1500), after: rating(1523) })).toBe('+23');
    expect(changeText({ before: rating(1500), after: rating(1488) })).toBe('−12');
    expect(changeText({ before: rating(1500), after: rating(1500) })).toBe('±0');
  });
  it('a choice goes to a select value and back', () => {
    const choices: PuzzleChoice[] = [{ kind: 'any' }, { kind: 'mine' }, { kind: 'theme', theme: 'stack-gobble' }];
    for (const c of choices) expect(choiceOf(choiceValue(c))).toEqual(c);
  });
  it('the boards on the way come first, without moves to play; the last has the legal moves', () => {
    const view = puzzle({
      frames: [{ board: board('mine'), side_to_move: 'two', last_move: move('4a1'), ply: 1 }],
      board: board('reply'),
      last_move: move('4d4'),
    });
    const frames = framesOf(view);
    expect(frames.map((f) => (f.board as unknown as { name: string }).name)).toEqual(['mine', 'reply']);
    expect(frames[0]!.legal).toEqual([]);
    expect(frames[0]!.lastMove).toEqual(move('4a1'));
    expect(frames[1]!.legal).toHaveLength(2);
  });
});

describe('the external stacks of a puzzle', () => {
  const gobblet = (reserves: number[][]) => ({ game: 'gobblet', reserves }) as unknown as BoardView;
  it('are drawn while a piece is off the board, and not once every piece is on it', () => {
    expect(hasStacks(gobblet([[4, 0, 0], [0, 0, 0]]))).toBe(true);
    expect(hasStacks(gobblet([[0, 0, 0], [0, 0, 1]]))).toBe(true);
    expect(hasStacks(gobblet([[0, 0, 0], [0, 0, 0]]))).toBe(false);
    expect(hasStacks({ game: 'deblockle' } as unknown as BoardView)).toBe(true);
  });

  it('are decided by a new puzzle’s start, not by the moves played in it', async () => {
    const full = gobblet([[0, 0, 0], [0, 0, 0]]);
    const { screen } = fake({
      puzzleNext: () => Promise.resolve(puzzle({ board: full })),
      puzzlePlay: () => Promise.resolve(puzzle({ board: gobblet([[1, 0, 0], [0, 0, 0]]) })),
    });
    screen.mount('gobblet');
    await settle();
    expect(screen.stacks).toBe(false);
    await screen.play('4a1');
    expect(screen.stacks).toBe(false);
  });
});

describe('PuzzleScreen', () => {
  it('opens with the progress and a puzzle of the game and theme chosen, and leaves it on close', async () => {
    const { screen, calls } = fake();
    const close = screen.mount('deblockle', { kind: 'theme', theme: 'tempo' });
    await settle();
    expect(calls).toEqual(['next deblockle tempo']);
    expect(screen.progress?.game).toBe('deblockle');
    expect(screen.view?.game).toBe('deblockle');
    expect(screen.status).toEqual({ kind: 'find' });
    expect(screen.drawn?.legal).toHaveLength(2);
    close();
    expect(calls.at(-1)).toBe('leave');
  });

  it('a right move: the person’s move is drawn, then the reply; the next move is asked for', async () => {
    const { screen, drawnBoards } = fake({
      puzzlePlay: () =>
        Promise.resolve(
          puzzle({ frames: [{ board: board('mine'), side_to_move: 'two', last_move: move('4a1'), ply: 1 }], board: board('reply'), moves_left: 1 }),
        ),
    });
    screen.mount('gobblet');
    await settle();
    await screen.play('4a1');
    expect(drawnBoards).toEqual(['mine']);
    expect((screen.drawn?.board as unknown as { name: string }).name).toBe('reply');
    expect(screen.status).toEqual({ kind: 'right' });
  });

  it('a wrong move: the refutation, the rating’s fall, then Try again sets the board back', async () => {
    const change = { before: rating(1500), after: rating(1480) };
    const { screen } = fake({
      puzzlePlay: () =>
        Promise.resolve(puzzle({ phase: 'failed', wrong: '4b1', refutation: '4d4', refutation_wins_in: 1, legal: [], failed: true, rated: false, change })),
      puzzleRetry: () => Promise.resolve(puzzle({ failed: true, rated: false })),
    });
    screen.mount('gobblet');
    await settle();
    const playing = screen.play('4b1');
    expect(screen.status).toEqual({ kind: 'checking' });
    await playing;
    expect(screen.status).toEqual({ kind: 'failed', wrong: '4b1', refutation: '4d4', winsIn: 1, change });
    expect(screen.drawn?.legal).toEqual([]);
    // No move is sent while the puzzle is failed.
    await screen.play('4a1');
    await screen.retry();
    expect(screen.status).toEqual({ kind: 'find' });
  });

  it('solved on the first try shows the change; after a wrong move, not rated', async () => {
    const change = { before: rating(1500), after: rating(1530) };
    const { screen } = fake({ puzzlePlay: () => Promise.resolve(puzzle({ phase: 'solved', legal: [], change, streak: 3, solution: ['4a1'] })) });
    screen.mount('gobblet');
    await settle();
    await screen.play('4a1');
    expect(screen.status).toEqual({ kind: 'solved', change, firstTry: true });
    expect(screen.view?.streak).toBe(3);
    const late = fake({ puzzlePlay: () => Promise.resolve(puzzle({ phase: 'solved', legal: [], failed: true, rated: false })) });
    late.screen.mount('gobblet');
    await settle();
    await late.screen.play('4a1');
    expect(late.screen.status).toEqual({ kind: 'solved', change: null, firstTry: false });
  });

  it('Show the solution draws each move in turn', async () => {
    const frames = ['back', 'one', 'two'].map((name) => ({ board: board(name), side_to_move: 'one' as const, last_move: null, ply: 0 }));
    const { screen, drawnBoards } = fake({
      puzzleSolution: () => Promise.resolve(puzzle({ phase: 'shown', frames, board: board('end'), legal: [], solution: ['4a1', '4d4', '4b1'] })),
    });
    screen.mount('gobblet');
    await settle();
    await screen.show();
    expect(drawnBoards).toEqual(['back', 'one', 'two']);
    expect((screen.drawn?.board as unknown as { name: string }).name).toBe('end');
    expect(screen.status).toEqual({ kind: 'shown', solution: ['4a1', '4d4', '4b1'] });
  });

  it('a refused request is told and the puzzle stays; a late answer is dropped', async () => {
    let answer: (v: PuzzleView) => void = () => undefined;
    const { screen, calls } = fake({
      puzzleNext: (game, choice) => {
        calls.push(`next ${game} ${choiceValue(choice)}`);
        if (choice.kind === 'mine') return Promise.reject(new Error('none yet'));
        if (game === 'deblockle') return new Promise((resolve) => (answer = resolve));
        return Promise.resolve(puzzle({ id: 'g-first' }));
      },
    });
    screen.mount('gobblet');
    await settle();
    await screen.choose('gobblet', { kind: 'mine' });
    expect(screen.error).toBe('error: Error: none yet');
    expect(screen.view?.id).toBe('g-first');
    // A slow Deblockle puzzle, overtaken by Gobblet again: the Deblockle one never shows.
    const slow = screen.choose('deblockle', { kind: 'any' });
    await settle();
    const again = screen.choose('gobblet', { kind: 'any' });
    answer(puzzle({ id: 'd-late', game: 'deblockle' }));
    await Promise.all([slow, again]);
    expect(screen.view?.game).toBe('gobblet');
  });
});
