// Keyboard play on a board, as a grid with one tab stop (a roving tabindex): the arrow keys
// move the focus from square to square, Home and End to the ends of the row, Enter or Space
// taps the square (picks a piece up, or drops it), Escape puts the piece in hand back. What a
// tap means is the pick's (lib/board/pick), read from the legal moves Rust sent.

/** The index the focus moves to from `index` on a `size`×`size` board drawn row by row, for
 * `key`; `null` when the key is not an arrow or the move would leave the board. */
export function arrowTarget(index: number, size: number, key: string): number | null {
  const row = Math.floor(index / size);
  const col = index % size;
  switch (key) {
    case 'ArrowUp':
      return row > 0 ? index - size : null;
    case 'ArrowDown':
      return row < size - 1 ? index + size : null;
    case 'ArrowLeft':
      return col > 0 ? index - 1 : null;
    case 'ArrowRight':
      return col < size - 1 ? index + 1 : null;
    case 'Home':
      return row * size;
    case 'End':
      return row * size + size - 1;
    default:
      return null;
  }
}

/** What a key on a focused square asks for: move the focus to another square (its index in
 * drawing order), tap this one, cancel the piece in hand, or nothing the board handles. */
export type GridKey = { focus: number } | { tap: true } | { cancel: true } | null;

export function gridKey(index: number, size: number, key: string): GridKey {
  if (key === 'Enter' || key === ' ' || key === 'Spacebar') return { tap: true };
  if (key === 'Escape') return { cancel: true };
  const target = arrowTarget(index, size, key);
  return target === null ? null : { focus: target };
}

/** The square that holds the board's one tab stop: the one last focused if it is still on
 * the board, else where the last move ended, else the near left corner (the bottom left
 * square as drawn). `squares` are in drawing order. */
export function tabStop(squares: readonly string[], size: number, cursor: string | null, lastTo: string | null): string {
  if (cursor && squares.includes(cursor)) return cursor;
  if (lastTo && squares.includes(lastTo)) return lastTo;
  return squares[size * (size - 1)] ?? squares[0] ?? '';
}

/** The squares in drawing order cut into rows (the grid's rows, top first). */
export function rowsOf<T>(squares: readonly T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < squares.length; i += size) rows.push(squares.slice(i, i + size));
  return rows;
}
