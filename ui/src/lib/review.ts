// The review screen's logic: how each class of move is marked, whose mistakes "learn from
// your mistakes" goes through, and the evaluation graph's geometry. (Its score sheet pairs
// the moves with `pairMoves` from moves.ts, as the game screen does.)
import { t } from './i18n/index.svelte';
import type { AnalysisView, MoveClassView, MoveJudgement, ReviewPly, ReviewView, Seat, Standing } from './ipc';
import type { Lifecycle } from './lifecycle';
import { moverOf, moveWords, plannedMoveWords } from './announce';

/** How a class of move is marked in the move list and on the graph: a symbol (as in chess
 * notation) and a shape, so that the mark never depends on colour alone. Best and good moves
 * carry no mark. */
export interface ClassMark {
  symbol: string;
  shape: 'circle' | 'triangle' | 'square';
}

const MARKS: Readonly<Partial<Record<MoveClassView, ClassMark>>> = {
  inaccuracy: { symbol: '?!', shape: 'circle' },
  mistake: { symbol: '?', shape: 'triangle' },
  blunder: { symbol: '??', shape: 'square' },
};

/** The mark of a class, or null for best and good moves. */
export function classMark(cls: MoveClassView | null | undefined): ClassMark | null {
  return (cls && MARKS[cls]) ?? null;
}

/** Whether a class is a mistake or a blunder (what "learn from your mistakes" goes through). */
export function isMistake(cls: MoveClassView): boolean {
  return cls === 'mistake' || cls === 'blunder';
}

/** The moves (0-based indexes) of `seats` classed mistake or blunder that name a better move,
 * in the order played. */
export function mistakesOf(analysis: AnalysisView, seats: readonly Seat[]): number[] {
  return analysis.moves.flatMap((m, i) => (seats.includes(m.mover) && isMistake(m.class) && m.better ? [i] : []));
}

/** How many inaccuracies, mistakes and blunders `seat` made. */
export function countsOf(analysis: AnalysisView, seat: Seat): Record<'inaccuracy' | 'mistake' | 'blunder', number> {
  const counts = { inaccuracy: 0, mistake: 0, blunder: 0 };
  for (const m of analysis.moves) {
    if (m.mover === seat && m.class in counts) counts[m.class as keyof typeof counts] += 1;
  }
  return counts;
}

/** The x of point `i` of `n` on a graph `width` wide (the first at the left edge). */
export function pointX(i: number, n: number, width: number): number {
  return n <= 1 ? 0 : (i / (n - 1)) * width;
}

/** The y of a value from −1 (bottom) to 1 (top) on a graph `height` high. */
export function pointY(value: number, height: number): number {
  const v = Math.max(-1, Math.min(1, value));
  return ((1 - v) / 2) * height;
}

/** The graph's area between the line and the middle, as an SVG path. */
export function graphArea(points: readonly number[], width: number, height: number): string {
  if (points.length === 0) return '';
  const n = points.length;
  const mid = height / 2;
  const line = points.map((v, i) => `L${pointX(i, n, width).toFixed(1)} ${pointY(v, height).toFixed(1)}`).join(' ');
  return `M0 ${mid} ${line} L${pointX(n - 1, n, width).toFixed(1)} ${mid} Z`;
}

/** The point nearest to `x` on a graph of `n` points `width` wide. */
export function nearestPoint(x: number, n: number, width: number): number {
  if (n <= 1 || width <= 0) return 0;
  return Math.max(0, Math.min(n - 1, Math.round((x / width) * (n - 1))));
}

/** While the app is in the background the analysis is paused (Rust stops searching and
 * waits, using no CPU); shown again, it goes on from the position it was searching. `pause` is
 * `reviewPause` from the IPC. Returns what unsubscribes. */
export function pauseAnalysisWhileHidden(life: Lifecycle, pause: (paused: boolean) => Promise<unknown>): () => void {
  return life.subscribe((visibility) => {
    // Nothing to show if it fails: the analysis then simply goes on (or stays paused until
    // the next change), and its progress says so.
    void pause(visibility === 'hidden').catch(() => undefined);
  });
}

// The review's words, by side: they speak to whoever reads them, whichever side they played
// ("Black wins in 1", never "You win"), from the standings Rust sends (ipc `Standing`).

/** The two sides' names, seat one first. */
export type SideNames = readonly [string, string];

const nameOf = (names: SideNames, side: Seat): string => names[side === 'one' ? 0 : 1];

/** How a position stands, in words ("White stands better", "Black wins in 2 moves"). */
export function standingText(standing: Standing, names: SideNames): string {
  switch (standing.kind) {
    case 'equal':
    case 'drawn':
      return t(`review.standing.${standing.kind}`);
    case 'wins_in':
      return t('review.standing.wins_in', { side: nameOf(names, standing.side), count: standing.moves });
    default:
      return t(`review.standing.${standing.kind}`, { side: nameOf(names, standing.side) });
  }
}

/** What a move allowed, said of the side that gained by it: for an inaccuracy, a mistake or a
 * blunder of `mover`, from the standing `after` it ("This lets White win in 2 moves"). */
export function allowedText(after: Standing, mover: Seat, names: SideNames): string {
  switch (after.kind) {
    case 'equal':
    case 'drawn':
      return t(`review.allows.${after.kind}`);
    case 'wins_in':
      if (after.side === mover) return t('review.allows.kept', { side: nameOf(names, mover) });
      return t('review.allows.wins_in', { side: nameOf(names, after.side), count: after.moves });
    default:
      if (after.side === mover) return t('review.allows.kept', { side: nameOf(names, mover) });
      return t(`review.allows.${after.kind}`, { side: nameOf(names, after.side) });
  }
}

/** The better move (in words, or its notation when the words are not at hand) and what it
 * keeps for `mover` ("Better was e3 tipped onto e2…, which keeps the balance"); `keeps` counts the better move itself (a forced win in 1 wins at once). */
export function betterText(move: string, keeps: Standing, mover: Seat, names: SideNames): string {
  const ahead = keeps.kind === 'equal' || keeps.kind === 'drawn' ? null : keeps.side;
  if (ahead !== null && ahead !== mover) return t('review.keeps.less', { move, side: nameOf(names, ahead) });
  switch (keeps.kind) {
    case 'wins_in':
      return keeps.moves <= 1 ? t('review.keeps.winsNow', { move }) : t('review.keeps.wins_in', { move, count: keeps.moves });
    case 'winning':
    case 'better':
      return t(`review.keeps.${keeps.kind}`, { move, side: nameOf(names, mover) });
    default:
      return t('review.keeps.equal', { move });
  }
}

/** Who played each side, seat one first, in the person's terms: against the computer "You"
 * and "Level 3"; between two people (or two computers) the sides' names (`sides`), as the
 * names they typed may be anyone's. */
export function playerNames(view: Pick<ReviewView, 'row' | 'person_seats'>, sides: SideNames): SideNames {
  const vsComputer = view.person_seats.length === 1;
  const name = (seat: Seat): string => {
    const saved = seat === 'one' ? view.row.one : view.row.two;
    if (vsComputer && saved.type === 'ai') return t('side.ai', { level: saved.level });
    if (vsComputer && view.person_seats[0] === seat) return t('player.you');
    return nameOf(sides, seat);
  };
  return [name('one'), name('two')];
}

/** The seat drawn at the bottom of the review's board: the person's against the computer (as
 * in the game), else seat one. */
export function reviewBottom(view: Pick<ReviewView, 'person_seats'>): Seat {
  return view.person_seats.length === 1 ? (view.person_seats[0] ?? 'one') : 'one';
}

/** A move in words with its notation, to show the words first and the notation small. */
export interface MoveSaid {
  /** The whole line in words. */
  text: string;
  /** The move in notation. */
  notation: string;
  /** Who played it. */
  mover: Seat;
}

/** The move shown in the review, in words: "Move 21 · You: a2 to d1", from the position Rust
 * sent (`pos`): after the move (its `last_move`), or, when the board shows the better move in
 * its place, before it (its `next_move`). `players` say who played, `sides` name the pieces;
 * null at the start (no move yet) or when the position does not hold the move. */
export function shownMoveSaid(pos: ReviewPly, shown: number, players: SideNames, sides: SideNames): MoveSaid | null {
  if (shown <= 0) return null;
  let mover: Seat;
  let words: string;
  let notation: string;
  if (pos.ply === shown && pos.last_move) {
    mover = moverOf(pos.board, pos.last_move, pos.side_to_move);
    words = moveWords(pos.board, pos.last_move, sides);
    notation = pos.last_move.text;
  } else if (pos.ply === shown - 1 && pos.next_move) {
    mover = pos.side_to_move;
    words = plannedMoveWords(pos.board, pos.next_move, sides);
    notation = pos.next_move.text;
  } else {
    return null;
  }
  return { text: t('review.moveBy', { n: shown, side: nameOf(players, mover), move: words }), notation, mover };
}

/** The words under a judged move: for a marked one, what it allowed and the better move;
 * for a move that won, who won with it; for any other none (the position's standing says how
 * the game stands). */
export function judgementWords(judged: MoveJudgement, names: SideNames, betterWords: string | null = null): string[] {
  if (classMark(judged.class) === null || judged.better === null) {
    if (judged.after.kind === 'won' && judged.after.side === judged.mover) return [t('review.wonWith', { side: nameOf(names, judged.mover) })];
    return [];
  }
  return [allowedText(judged.after, judged.mover, names), betterText(betterWords ?? judged.better.text, judged.better.keeps, judged.mover, names)];
}
