// What the board screens' live region says, in the chosen language: each move by either
// side in the games' own words ("Level 3: a4 to b3, gobbling White size 2"; "Blue: c7
// tipped onto c6, Cross on top, hop to c5"), a Gobblet line of three, the result and a hint.
// Read from the views Rust sent: the move, the board after it, the outcome (no rules here).
import type { BoardView, GameView, GobbletBoard, HintView, MoveView, Seat } from './ipc';
import { currentLang, t } from './i18n/index.svelte';
import { faceName, seatName, status, verdictText } from './game';
import { gobbletIndex } from './board/geometry';
import { levelOf, other, playerName } from './play/players';

/** A move in words, without who played it; `board` is the position after it, and `names`
 * the sides' names (seat one first) for a piece it gobbles. */
export function moveWords(board: BoardView, mv: MoveView, names: readonly [string, string]): string {
  if (board.game === 'gobblet') {
    const to = mv.to ?? '';
    const base =
      mv.from.kind === 'reserve'
        ? t('say.g.enter', { size: mv.from.size, to })
        : mv.from.kind === 'square'
          ? t('say.g.move', { from: mv.from.square, to })
          : to;
    if (!mv.capture) return base;
    // The gobbled piece is the one right under the piece that moved.
    const stack = board.squares[gobbletIndex(to)] ?? [];
    const under = stack[stack.length - 2];
    if (!under) return base;
    const piece = t('gobblet.small', { side: names[under.owner === 'one' ? 0 : 1], size: under.size });
    return t('say.g.gobble', { move: base, piece });
  }
  if (mv.from.kind === 'pass') return t('say.d.pass');
  const from = mv.from.kind === 'square' ? mv.from.square : '';
  const tip = mv.tip ?? '';
  const face = faceName(mv.face);
  if (mv.to === null) return t('say.d.off', { from, tip, face });
  if (mv.to === tip) return t('say.d.stay', { from, tip, face });
  return t('say.d.hop', { from, tip, face, to: mv.to });
}

/** The side that played `mv`, read from the board after it: a Gobblet piece's owner on its
 * square; a Deblockle block's on its square, or, taken off, the side whose goal star it was
 * tipped onto; a pass (or anything else), the side not to move now. */
export function moverOf(board: BoardView, mv: MoveView, sideToMove: Seat): Seat {
  if (board.game === 'gobblet' && mv.to) {
    const stack = board.squares[gobbletIndex(mv.to)] ?? [];
    const top = stack[stack.length - 1];
    if (top) return top.owner;
  }
  if (board.game === 'deblockle') {
    if (mv.to) {
      const block = board.blocks.find((b) => b.square === mv.to);
      if (block) return block.owner;
    } else if (mv.tip) {
      const star = board.stars.find((s) => s.square === mv.tip);
      if (star) return star.goal_of;
    }
  }
  return other(sideToMove);
}

/** The Gobblet lines (rows, files, diagonals) in which one side shows three pieces on top
 * and the fourth square does not show its piece: each side's line of three, squares named. */
export function linesOfThree(board: GobbletBoard): { side: Seat; squares: string[] }[] {
  return linesOf(board, 3);
}

/** Gobblet's ten lines of four squares: the ranks, the files and the two diagonals. */
const GOBBLET_LINES: readonly (readonly string[])[] = (() => {
  const files = 'abcd';
  const lines: string[][] = [];
  for (let r = 1; r <= 4; r++) lines.push([...files].map((f) => `${f}${r}`));
  for (const f of files) lines.push([1, 2, 3, 4].map((r) => `${f}${r}`));
  lines.push([...files].map((f, i) => `${f}${i + 1}`));
  lines.push([...files].map((f, i) => `${f}${4 - i}`));
  return lines;
})();

/** The square that makes `squares` (three of one Gobblet line) a whole line, or null. */
export function fourthSquare(squares: readonly string[]): string | null {
  const line = GOBBLET_LINES.find((l) => squares.every((sq) => l.includes(sq)));
  return line?.find((sq) => !squares.includes(sq)) ?? null;
}

/** The Gobblet lines in which one side shows exactly `count` pieces on top: each with its
 * side and those squares (a line of four with `count` 4: the win). */
export function linesOf(board: GobbletBoard, count: 3 | 4): { side: Seat; squares: string[] }[] {
  const topOf = (square: string) => {
    const stack = board.squares[gobbletIndex(square)] ?? [];
    return stack[stack.length - 1]?.owner ?? null;
  };
  const found: { side: Seat; squares: string[] }[] = [];
  for (const line of GOBBLET_LINES) {
    for (const side of ['one', 'two'] as const) {
      const mine = line.filter((sq) => topOf(sq) === side);
      if (mine.length === count) found.push({ side, squares: mine });
    }
  }
  return found;
}

/** Who played a move, as short as a listener needs it: "Level 3", "You", "Anna", "White". */
export function whoPlayed(view: GameView, seat: Seat): string {
  const level = levelOf(view, seat);
  return level === null ? playerName(view, seat) : t('side.ai', { level });
}

/** What the live region says when the game goes from `before` to `after`: the move just
 * played (by either side) and, in Gobblet, each new line of three it makes, or the result when
 * the game ended; `null` when nothing was played (a view opened, an undo, a thinking turn). */
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
  } else if (played && after.board.game === 'gobblet') {
    // A line of three is said once, when it appears (not again after every move).
    const key = (l: { side: Seat; squares: string[] }) => `${l.side}:${l.squares.join()}`;
    const had = new Set(before.board.game === 'gobblet' ? linesOfThree(before.board).map(key) : []);
    for (const line of linesOfThree(after.board).filter((l) => !had.has(key(l)))) {
      parts.push(t('say.g.three', { side: seatName(after, line.side), squares: line.squares.join(', ') }));
    }
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
  if (board.game === 'gobblet' && mv.capture && mv.to) {
    const stack = board.squares[gobbletIndex(mv.to)] ?? [];
    const top = stack[stack.length - 1];
    const base = moveWords(board, { ...mv, capture: false }, names);
    return top ? t('say.g.gobble', { move: base, piece: t('gobblet.small', { side: names[top.owner === 'one' ? 0 : 1], size: top.size }) }) : base;
  }
  return moveWords(board, mv, names);
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
