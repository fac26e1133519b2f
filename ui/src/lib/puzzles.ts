// The words of the puzzles screen, from the view Rust sends: the goal ("White to play and
// win in 3", "Only one move saves Blue"), the themes' names, what the feedback says after
// each move, the person's rating and streak.
import { t, type Key } from './i18n/index.svelte';
import type { PuzzleView, RatingView } from './ipc';
import { seatNameIn } from './game';
import { changeText, ratingText, type Status } from './play/puzzle-screen.svelte';

/** The goal of the puzzle, said of the solver's side. */
export function goalText(view: PuzzleView): string {
  const side = seatNameIn(view.game, view.solver);
  return view.goal.kind === 'win'
    ? t('puzzles.goal.win', { side, count: view.goal.moves })
    : t('puzzles.goal.defence', { side });
}

const THEMES: Readonly<Record<string, Key>> = {
  defence: 'puzzles.theme.defence',
  'only-move': 'puzzles.theme.onlyMove',
  gobble: 'puzzles.theme.gobble',
  'stack-gobble': 'puzzles.theme.stackGobble',
  'double-threat': 'puzzles.theme.doubleThreat',
  reveal: 'puzzles.theme.reveal',
  tempo: 'puzzles.theme.tempo',
  'closing-star': 'puzzles.theme.closingStar',
  'cannot-tip': 'puzzles.theme.cannotTip',
};

/** A theme's name in the current language, from its key (`win-in-3`, `stack-gobble`); an
 * unknown key shows as it is. */
export function themeName(key: string): string {
  const win = /^win-in-(\d)$/.exec(key);
  if (win) return t('puzzles.theme.winIn', { count: Number(win[1]) });
  const known = THEMES[key];
  return known ? t(known) : key;
}

/** The person's rating as the screen says it: "Puzzle rating 1523", with the change when an
 * attempt just made it: "Puzzle rating 1523 (+23)". */
export function ratingLine(rating: RatingView, view: PuzzleView | null): string {
  const change = view?.change ?? null;
  return change
    ? t('puzzles.ratingChange', { rating: ratingText(change.after), change: changeText(change) })
    : t('puzzles.rating', { rating: ratingText(rating) });
}

/** What the feedback says after the last action. */
export function statusText(status: Status, view: PuzzleView): string {
  const solver = seatNameIn(view.game, view.solver);
  const opponent = seatNameIn(view.game, view.solver === 'one' ? 'two' : 'one');
  switch (status.kind) {
    case 'find':
      return t('puzzles.find', { side: solver });
    case 'right':
      return t('puzzles.right', { count: view.moves_left });
    case 'checking':
      return t('puzzles.checking');
    case 'failed': {
      if (status.refutation === null) return t('puzzles.wrongEnds', { move: status.wrong });
      const answer = t('puzzles.wrong', { move: status.wrong, side: opponent, reply: status.refutation });
      return status.winsIn === null ? answer : `${answer} ${t('review.standing.wins_in', { side: opponent, count: status.winsIn })}`;
    }
    case 'solved':
      if (view.personal) return t('puzzles.solvedPersonal');
      return status.firstTry ? t('puzzles.solved') : t('puzzles.solvedLate');
    case 'shown':
      return t('puzzles.shown', { moves: status.solution.join(' ') });
  }
}
