// What the board screens' live region says, in the chosen language: each move by either
// side in the games' own words, which each game's module gives (ui/src/games/<game>/words.ts:
// "Level 3: a4 to b3, gobbling White size 2"; "Blue: c7 tipped onto c6, Cross on top, hop to
// c5"), what else a move made (a Gobblet line of three), the result and a hint. Read from the
// views Rust sent: the move, the board after it, the outcome (no rules here).
import type { BoardView, GameView, HintView, MoveView, Seat } from './ipc';
import { currentLang, t } from './i18n/index.svelte';
import { seatName, status, verdictText } from './game';
import { moduleOf } from './games';
import { levelOf, other, playerName } from './play/players';

/** A move in words, without who played it, in the game's words (its module's `words`);
 * `board` is the position after it, and `names` the sides' names (seat one first) for a piece
 * it gobbles. */
export function moveWords(board: BoardView, mv: MoveView, names: readonly [string, string]): string {
  return moduleOf(board.game).words.move(board, mv, names);
}

/** The side that played `mv`, read from the board after it (a Gobblet piece's owner on its
 * square; a Deblockle block's on its square, or, taken off, the side whose goal star it was
 * tipped onto); where the board does not say (a pass), the side not to move now. */
export function moverOf(board: BoardView, mv: MoveView, sideToMove: Seat): Seat {
  return moduleOf(board.game).words.mover(board, mv) ?? other(sideToMove);
}

/** Who played a move, as short as a listener needs it: "Level 3", "You", "Anna", "White". */
export function whoPlayed(view: GameView, seat: Seat): string {
  const level = levelOf(view, seat);
  return level === null ? playerName(view, seat) : t('side.ai', { level });
}

/** What the live region says when the game goes from `before` to `after`: the move just
 * played (by either side) and what else it made that the game says once (its module's
 * `news`: Gobblet's new lines of three), or the result when the game ended; `null` when
 * nothing was played (a view opened, an undo, a thinking turn). */
export function moveAnnouncement(before: GameView | null, after: GameView): string | null {
  if (!before) return null;
  const parts: string[] = [];
  const played = after.moves.length > before.moves.length && after.last_move !== null;
  if (played && after.last_move) {
    const names = [seatName(after, 'one'), seatName(after, 'two')] as const;
    const mover = moverOf(after.board, after.last_move, after.side_to_move);
    parts.push(t('say.move', { who: whoPlayed(after, mover), move: moveWords(after.board, after.last_move, names) }));
  }
  if (after.outcome && !before.outcome) {
    parts.push(status(after));
  } else if (played) {
    const earlier = before.board.game === after.board.game ? before.board : null;
    parts.push(...moduleOf(after.board.game).words.news(earlier, after.board, (seat) => seatName(after, seat)));
  }
  return parts.length ? parts.join('. ') : null;
}

/** `text` as a sentence: its first letter upper case ("Size 4 from the external stacks to
 * a1 is not it"), unless it begins with a square's name, which stays as written ("d3 to d2"). */
export function sentence(text: string): string {
  if (/^[a-g][1-7]\b/.test(text)) return text;
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const letter = String.fromCodePoint(first);
  return letter.toLocaleUpperCase(currentLang()) + text.slice(letter.length);
}

/** A move not yet played, in words, read on `board` (the position before it): a gobble names
 * the piece on top of the square it goes to. `names` are the sides' names, seat one first. */
export function plannedMoveWords(board: BoardView, mv: MoveView, names: readonly [string, string]): string {
  return moduleOf(board.game).words.planned(board, mv, names);
}

/** A hint's move in words ("size 4 from the external stacks to d1"): the hint box and the
 * live region say it alike. */
export function hintMoveWords(view: GameView, hint: HintView): string {
  return plannedMoveWords(view.board, hint.mv, [seatName(view, 'one'), seatName(view, 'two')]);
}

/** A hint in words: the move and how the game stands. */
export function hintAnnouncement(view: GameView, hint: HintView): string {
  return t('say.hint', { move: hintMoveWords(view, hint), verdict: verdictText(hint.verdict) });
}

/** What a board screen without a game of its own (a puzzle's moves and replies, the review's
 * steps) says for the move that led to the board shown: "Black: c4 to c3". `names` are the
 * sides' names, seat one first; `sideToMove` is the side to move on `board`. */
export function shownMoveAnnouncement(board: BoardView, mv: MoveView, sideToMove: Seat, names: readonly [string, string]): string {
  const mover = moverOf(board, mv, sideToMove);
  return t('say.move', { who: names[mover === 'one' ? 0 : 1], move: moveWords(board, mv, names) });
}
