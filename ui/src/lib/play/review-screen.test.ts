import { describe, expect, it } from 'vitest';
import { boardPlan, boardProps, playFromSeats, ReviewScreen, type Mode, type ReviewApi } from './review-screen.svelte';
import type { AnalysisView, MoveView, ReviewPly, ReviewView, TryView } from '../ipc';

const move = (text: string): MoveView => ({ text, from: { kind: 'square', square: 'a1' }, tip: null, face: null, to: 'a2', capture: false, path: [] });
const analysis: AnalysisView = {
  points: [0, 0, -1],
  standings: [{ kind: 'equal' }, { kind: 'wins_in', side: 'two', moves: 1 }, { kind: 'won', side: 'two' }],
  moves: [
    { mover: 'one', class: 'blunder', verdict: { kind: 'loses_in', moves: 1 }, after: { kind: 'wins_in', side: 'two', moves: 1 }, better: { text: '4b1', verdict: { kind: 'equal' }, keeps: { kind: 'equal' } } },
    { mover: 'two', class: 'best', verdict: { kind: 'wins_in', moves: 1 }, after: { kind: 'won', side: 'two' }, better: null },
  ],
};
const review = (over: Partial<ReviewView> = {}): ReviewView =>
  ({ row: { id: 7 }, game: 'gobblet', moves: ['4a1', '4a4'], person_seats: ['one'], analysis: null, analysing: false, ...over }) as unknown as ReviewView;
const ply = (n: number): ReviewPly => ({
  ply: n,
  board: { kind: 'gobblet' } as unknown as ReviewPly['board'],
  side_to_move: n % 2 === 0 ? 'one' : 'two',
  legal: n < 2 ? [move(`legal${n}`)] : [],
  last_move: n > 0 ? move(`played${n}`) : null,
  next_move: null,
  better: n === 0 ? move('4b1') : null,
  best: move(`best${n}`),
});

function fake(over: Partial<ReviewApi> = {}) {
  const asked: number[] = [];
  const api: ReviewApi = {
    reviewOpen: () => Promise.resolve(review({ analysis })),
    reviewPly: (n) => {
      asked.push(n);
      return Promise.resolve(ply(n));
    },
    reviewAnalyse: () => Promise.resolve(review({ analysis })),
    reviewCancel: () => Promise.resolve(),
    reviewTry: (_n, mv) => Promise.resolve({ mv: move(mv), accepted: true, class: 'best', verdict: { kind: 'equal' } } satisfies TryView),
    reviewPlayFrom: () => Promise.resolve({}),
    reviewPuzzles: () => Promise.resolve({ game: 'gobblet', found: 2, added: 2 }),
    reviewClose: () => Promise.resolve(),
    onReviewProgress: () => Promise.resolve(() => undefined),
    ...over,
  };
  return { screen: new ReviewScreen(api, String), asked };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('what the review’s board shows, by mode', () => {
  const view = review({ analysis });
  it('replay: the position shown, the move that led there marked', () => {
    expect(boardPlan({ kind: 'replay', better: true }, view, 2)).toEqual({ ply: 2, hint: false, last: 'played', legal: false, betterShown: false });
  });
  it('replay of a marked move: the position before it with the better move, until the move played is asked for', () => {
    expect(boardPlan({ kind: 'replay', better: true }, view, 1)).toEqual({ ply: 0, hint: true, last: 'none', legal: false, betterShown: true });
    expect(boardPlan({ kind: 'replay', better: false }, view, 1).ply).toBe(1);
    expect(boardPlan({ kind: 'replay', better: true }, review(), 1).ply).toBe(1);
  });
  it('learn: the mistake’s position, moves to try until found or shown, then the best move', () => {
    const learning = { moves: [0], at: 0, tried: null, checking: false, revealed: false };
    const trying: Mode = { kind: 'learn', learning };
    expect(boardPlan(trying, view, 2)).toEqual({ ply: 0, hint: false, last: 'none', legal: true, betterShown: false });
    expect(boardProps(boardPlan(trying, view, 2), ply(0), trying).legal).toHaveLength(1);
    const shown: Mode = { kind: 'learn', learning: { ...learning, revealed: true } };
    expect(boardProps(boardPlan(shown, view, 2), ply(0), shown)).toEqual({ legal: [], lastMove: null, hint: move('4b1') });
    const tried: Mode = { kind: 'learn', learning: { ...learning, tried: { mv: move('4c1'), accepted: false, class: 'mistake', verdict: { kind: 'worse' } } } };
    expect(boardProps(boardPlan(tried, view, 2), ply(0), tried).lastMove).toEqual(move('4c1'));
  });
  it('play from here: the position shown, without the better move', () => {
    expect(boardPlan({ kind: 'playFrom' }, view, 1)).toEqual({ ply: 1, hint: false, last: 'played', legal: false, betterShown: false });
  });
  it('plays on with the person on the side to move', () => {
    expect(playFromSeats('two', 3)).toEqual([{ kind: 'ai', level: 3 }, { kind: 'person' }]);
    expect(playFromSeats('one', 'person')).toEqual([{ kind: 'person' }, { kind: 'person' }]);
  });
});

describe('ReviewScreen', () => {
  it('opens at the last move and steps with the better move first', async () => {
    const { screen } = fake();
    screen.mount(7);
    await settle();
    expect(screen.shown).toBe(2);
    expect(screen.board?.ply).toBe(2);
    await screen.show(1);
    expect(screen.board?.ply).toBe(0);
    expect(screen.plan.betterShown).toBe(true);
    await screen.toggleBetter();
    expect(screen.board?.ply).toBe(1);
    await screen.show(5);
    expect(screen.shown).toBe(2);
  });

  it('never lets a late answer for an earlier step replace the later one', async () => {
    const answers: Array<() => void> = [];
    const { screen } = fake({
      reviewOpen: () => Promise.resolve(review()),
      reviewPly: (n) => new Promise((res) => answers.push(() => res(ply(n)))),
    });
    screen.mount(7);
    await settle();
    answers.shift()?.();
    await settle();
    answers.shift()?.();
    await settle();
    const first = screen.show(0);
    const second = screen.show(1);
    answers[1]?.();
    answers[0]?.();
    await Promise.all([first, second]);
    expect(screen.board?.ply).toBe(1);
  });

  it('learns from the person’s mistakes: a try judged on the board, then the next', async () => {
    const { screen } = fake();
    screen.mount(7);
    await settle();
    await screen.startLearning();
    expect(screen.mode.kind).toBe('learn');
    expect(screen.board?.ply).toBe(0);
    expect(screen.plan.legal).toBe(true);
    await screen.tryMove('4b1');
    expect(screen.mode.kind === 'learn' && screen.mode.learning.tried?.accepted).toBe(true);
    expect(screen.plan.hint).toBe(true);
    await screen.nextMistake();
    expect(screen.mode.kind === 'learn' && screen.mode.learning.at).toBe(1);
    await screen.stopLearning();
    expect(screen.mode).toEqual({ kind: 'replay', better: true });
  });

  it('says when an analysis was cancelled, and shows its refusal in words', async () => {
    const { screen } = fake({ reviewOpen: () => Promise.resolve(review()), reviewAnalyse: () => Promise.resolve(review()) });
    screen.mount(7);
    await settle();
    await screen.analyse();
    expect(screen.notice).toBe('cancelled');
    const failing = fake({ reviewOpen: () => Promise.reject(new Error('no such game')) });
    failing.screen.mount(9);
    await settle();
    expect(failing.screen.error).toBe('Error: no such game');
  });
});

describe('train on my mistakes', () => {
  it('searches, then hands over the puzzles found', async () => {
    const { screen } = fake();
    screen.mount(7);
    await settle();
    const training = screen.train();
    expect(screen.training).toBe('searching');
    expect(await training).toEqual({ game: 'gobblet', found: 2, added: 2 });
    expect(screen.training).toBeNull();
  });
  it('says so when no mistake makes a puzzle, and tells a refusal', async () => {
    const none = fake({ reviewPuzzles: () => Promise.resolve({ game: 'deblockle', found: 0, added: 0 }) });
    none.screen.mount(7);
    await settle();
    expect(await none.screen.train()).toBeNull();
    expect(none.screen.training).toBe('none');
    const busy = fake({ reviewPuzzles: () => Promise.reject(new Error('busy')) });
    busy.screen.mount(7);
    await settle();
    expect(await busy.screen.train()).toBeNull();
    expect(busy.screen.error).toBe('Error: busy');
    expect(busy.screen.training).toBeNull();
  });
});
