// Drawing types of the rules screen's pictures. What the pictures show about Deblockle (the
// cube's sides, what a tip turns up, where a hop goes) comes from the engine through IPC
// (`deblockleFacts`); nothing here knows a rule.
export type { DirectionName as Direction, FaceName as Face } from '../generated/ipc';

/** A square of a diagram: file (0 = a) and rank (0 = 1). Gobblet's pictures also use file -1
 * and 4 for the pieces beside the board. */
export interface Cell {
  file: number;
  rank: number;
}

/** The cell of a square name such as "d2" (file letter, then rank number). */
export function cellOf(name: string): Cell {
  return { file: name.charCodeAt(0) - 97, rank: Number(name.slice(1)) - 1 };
}

/** The name of a cell, "d2" for file 3, rank 1. */
export function nameOf(cell: Cell): string {
  return `${String.fromCharCode(97 + cell.file)}${cell.rank + 1}`;
}
