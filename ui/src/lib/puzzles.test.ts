import { describe, expect, it } from 'vitest';
import type { PuzzleView, RatingView } from './ipc';
import { setLang } from './i18n/index.svelte';
import { goalText, ratingLine, statusText, themeName } from './puzzles';

const rating = (r: number, provisional = false): RatingView => ({ rating: r, deviation: 60, provisional, attempts: 1 });
const view = (over: Partial<PuzzleView> = {}): PuzzleView =>
  ({
    game: 'gobblet',
    solver: 'two',
    goal: { kind: 'win', moves: 3 },
    moves_left: 2,
    personal: false,
    change: null,
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
    expect(statusText({ kind: 'find' }, v)).toBe('Find the best move for Black.');
    expect(statusText({ kind: 'right' }, v)).toBe('Right! 2 more moves to find.');
    expect(statusText({ kind: 'failed', wrong: '4a1', refutation: 'b2-a1', winsIn: 1, change: null }, v)).toBe(
      '4a1 is not it: White answers b2-a1. White wins in 1 move.',
    );
    expect(statusText({ kind: 'failed', wrong: '4a1', refutation: 'b2-a1', winsIn: null, change: null }, v)).toBe('4a1 is not it: White answers b2-a1.');
    expect(statusText({ kind: 'failed', wrong: '4a1', refutation: null, winsIn: null, change: null }, v)).toBe('4a1 is not it: it ends the game at once.');
    expect(statusText({ kind: 'solved', change: null, firstTry: true }, v)).toBe('Solved!');
    expect(statusText({ kind: 'solved', change: null, firstTry: false }, v)).toBe('Solved, after a wrong move: not rated.');
    expect(statusText({ kind: 'solved', change: null, firstTry: true }, view({ personal: true }))).toMatch(/not rated/);
    expect(statusText({ kind: 'shown', solution: ['4a1', 'b2-c3', '4d4'] }, v)).toBe('The solution: 4a1 b2-c3 4d4');
  });

  it('shows the rating, with its change once an attempt made it', () => {
    setLang('en');
    expect(ratingLine(rating(1500, true), view())).toBe('Puzzle rating 1500?');
    const change = { before: rating(1500), after: rating(1488) };
    expect(ratingLine(rating(1500), view({ change }))).toBe('Puzzle rating 1488 (−12)');
  });
});
