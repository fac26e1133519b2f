// Gobblet's lines as the words read them off the board Rust sent (no rule decided here): the
// ten lines of four squares, and each side's pieces on top in them — a line of three to say,
// a line of four that won.
import type { GobbletBoard, Seat } from '../../lib/ipc';
import { gobbletIndex } from '../../lib/board/geometry';

/** A side's pieces on top in one line, squares named. */
export interface Line {
  side: Seat;
  squares: string[];
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

/** The Gobblet lines (rows, files, diagonals) in which one side shows three pieces on top
 * and the fourth square does not show its piece: each side's line of three, squares named. */
export function linesOfThree(board: GobbletBoard): Line[] {
  return linesOf(board, 3);
}

/** The square that makes `squares` (three of one Gobblet line) a whole line, or null. */
export function fourthSquare(squares: readonly string[]): string | null {
  const line = GOBBLET_LINES.find((l) => squares.every((sq) => l.includes(sq)));
  return line?.find((sq) => !squares.includes(sq)) ?? null;
}

/** The Gobblet lines in which one side shows exactly `count` pieces on top: each with its
 * side and those squares (a line of four with `count` 4: the win). */
export function linesOf(board: GobbletBoard, count: 3 | 4): Line[] {
  const topOf = (square: string) => {
    const stack = board.squares[gobbletIndex(square)] ?? [];
    return stack[stack.length - 1]?.owner ?? null;
  };
  const found: Line[] = [];
  for (const line of GOBBLET_LINES) {
    for (const side of ['one', 'two'] as const) {
      const mine = line.filter((sq) => topOf(sq) === side);
      if (mine.length === count) found.push({ side, squares: mine });
    }
  }
  return found;
}
