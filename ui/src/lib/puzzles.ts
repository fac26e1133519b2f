// The words of the puzzles screen, from the view Rust sends: the goal ("White to play and
// win in 3", "Only one move saves Blue"), the themes' names, what the feedback says after
// each move (the moves in words, their notation small), why a solution works, the person's
// rating (provisional said in words) and each change with its reason.
import { t, type Key } from './i18n/index.svelte';
import type { BoardView, MoveView, PuzzleView, RatingView, Seat } from './ipc';
import { seatNameIn } from './game';
import { moveWords, sentence } from './announce';
import { moduleOf } from './games';
import { other } from './play/players';
import { changeText, type Drawn, type Status } from './play/puzzle-screen.svelte';

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

/** The person's rating as the screen says it: "Puzzle rating 1,523", and while it is
 * provisional (lichess's "?") what that means: "Puzzle rating 1,500 (provisional: a few more
 * puzzles settle it)". Numbers in the person's language, as every number here. */
export function ratingLine(rating: RatingView): string {
  return t(rating.provisional ? 'puzzles.ratingProvisional' : 'puzzles.rating', { rating: rating.rating });
}

/** What the attempt just did to the rating, and why: "−222: a miss on a puzzle rated 1,278.
 * While your rating is provisional, it moves in big steps."; null when nothing changed it. */
export function changeLine(view: Pick<PuzzleView, 'change' | 'phase' | 'rating'>): string | null {
  const change = view.change;
  if (!change) return null;
  const why = t(view.phase === 'solved' ? 'puzzles.change.solved' : 'puzzles.change.missed', { change: changeText(change), puzzle: view.rating });
  return change.before.provisional ? `${why} ${t('puzzles.change.provisional')}` : why;
}

/** A text in words with the moves' notation, shown small after it. */
export interface Said {
  text: string;
  notation: string[];
}

/** The sides' names in the puzzle's game, seat one first. */
function sidesOf(view: Pick<PuzzleView, 'game'>): readonly [string, string] {
  return [seatNameIn(view.game, 'one'), seatNameIn(view.game, 'two')];
}

/** A move of the puzzle in words, read on the board after it; its notation when no board. */
function wordsAfter(board: BoardView | undefined, mv: MoveView | null | undefined, text: string, names: readonly [string, string]): string {
  return board && mv ? moveWords(board, mv, names) : text;
}

/** The solution's moves from the start, each in words with who plays it, from the attempt's
 * boards (`line`, indexed by ply); a move whose board is missing is said in notation. */
export function solutionMoves(view: Pick<PuzzleView, 'game' | 'solver' | 'solution'>, line: readonly (Drawn | undefined)[]): { side: Seat; words: string; text: string }[] {
  const names = sidesOf(view);
  return (view.solution ?? []).map((text, i) => {
    const at = line[i + 1];
    const side: Seat = i % 2 === 0 ? view.solver : other(view.solver);
    const mv = at?.lastMove && at.lastMove.text === text ? at.lastMove : null;
    return { side, words: wordsAfter(at?.board, mv, text, names), text };
  });
}

/** What the feedback says after the last action, the moves in words with their notation. */
export function statusText(status: Status, view: PuzzleView, line: readonly (Drawn | undefined)[] = []): Said {
  const names = sidesOf(view);
  const solver = seatNameIn(view.game, view.solver);
  const opponent = seatNameIn(view.game, other(view.solver));
  const plain = (text: string): Said => ({ text, notation: [] });
  switch (status.kind) {
    case 'find':
      return plain(t('puzzles.find', { side: solver }));
    case 'right':
      return plain(t('puzzles.right', { count: view.moves_left }));
    case 'checking':
      return plain(t('puzzles.checking'));
    case 'failed': {
      // The wrong move is on the board after it: the view's own board when nothing answered,
      // else the first frame, with the answer on the view's board.
      if (status.refutation === null) {
        const wrong = wordsAfter(view.board, view.last_move?.text === status.wrong ? view.last_move : null, status.wrong, names);
        return { text: sentence(t('puzzles.wrongEnds', { move: wrong })), notation: [status.wrong] };
      }
      const first = view.frames[0];
      const wrong = wordsAfter(first?.board, first?.last_move?.text === status.wrong ? first.last_move : null, status.wrong, names);
      const reply = wordsAfter(view.board, view.last_move?.text === status.refutation ? view.last_move : null, status.refutation, names);
      const answer = t('puzzles.wrong', { move: wrong, side: opponent, reply });
      const text = status.winsIn === null ? answer : `${answer} ${t('review.standing.wins_in', { side: opponent, count: status.winsIn })}`;
      return { text: sentence(text), notation: [status.wrong, status.refutation] };
    }
    case 'solved':
      if (view.personal) return plain(t('puzzles.solvedPersonal'));
      return plain(status.firstTry ? t('puzzles.solved') : t('puzzles.solvedLate'));
    case 'shown': {
      const moves = solutionMoves({ ...view, solution: [...status.solution] }, line);
      return {
        text: t('puzzles.shown', { moves: moves.map((m) => t('say.move', { who: names[m.side === 'one' ? 0 : 1], move: m.words })).join('; ') }),
        notation: moves.map((m) => m.text),
      };
    }
  }
}

/** Why the solution works, once solved or shown, from the attempt's boards (`line`): each
 * forcing step in the game's terms (its module's `puzzles`: two lines of three at once, a line
 * of three blocked), each reply of the opponent (the longest defence), how it ends (the line
 * of four, the last block taken off), and for a defence that every other move loses. Nothing
 * before the solution is known. */
export function solutionWhy(view: PuzzleView, line: readonly (Drawn | undefined)[]): string[] {
  if (!view.solution || (view.phase !== 'solved' && view.phase !== 'shown')) return [];
  const names = sidesOf(view);
  const side = (seat: Seat) => names[seat === 'one' ? 0 : 1];
  const opponent = other(view.solver);
  const moves = solutionMoves(view, line);
  const why: string[] = [];
  moves.forEach((m, i) => {
    const before = line[i]?.board;
    const after = line[i + 1]?.board;
    const last = i === moves.length - 1;
    if (m.side === opponent) {
      why.push(t('puzzles.why.reply', { side: side(opponent), move: m.words }));
      return;
    }
    if (!before || !after || before.game !== after.game) return;
    why.push(...moduleOf(after.game).puzzles.why({ before, after, move: line[i + 1]?.lastMove, words: m.words, last, solver: view.solver, side }));
  });
  const end = line[moves.length];
  if (view.goal.kind === 'win' && end && end.ply === moves.length) {
    const ending = moduleOf(end.board.game).puzzles.end(end.board, end.lastMove, view.solver, side);
    if (ending) why.push(ending);
  }
  if (view.goal.kind === 'defence') why.push(t('puzzles.why.only', { side: side(opponent), count: view.goal.moves }));
  return why.map(sentence);
}
