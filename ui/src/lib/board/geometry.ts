// Board geometry: square names and the drawing order for the side the board faces. (Which
// squares are star spaces comes from Rust with the board.)

const FILES = 'abcdefg';

/** The squares of an n×n board in drawing order: rank n at the top (or rank 1 when the
 * board is turned for seat two), files left to right (reversed when turned). */
export function squaresInDrawingOrder(size: number, turned = false): string[] {
  const out: string[] = [];
  for (let row = 0; row < size; row++) {
    const rank = turned ? row + 1 : size - row;
    for (let col = 0; col < size; col++) {
      const file = turned ? size - 1 - col : col;
      out.push(`${FILES[file]}${rank}`);
    }
  }
  return out;
}

/** The index of a Gobblet square in the board view's `squares` (a1 = 0, b1 = 1 … d4 = 15). */
export function gobbletIndex(square: string): number {
  const file = FILES.indexOf(square[0] ?? '');
  const rank = Number(square.slice(1)) - 1;
  return rank * 4 + file;
}
