// Keyboard play on a board: the arrow keys move the focus from square to square.

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
    default:
      return null;
  }
}

/** Handles an arrow key on a board grid: focuses the neighbouring square button. */
export function onBoardKey(e: KeyboardEvent, size: number): void {
  const grid = e.currentTarget as HTMLElement;
  const squares = [...grid.querySelectorAll<HTMLElement>('[data-square]')];
  const index = squares.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  const target = arrowTarget(index, size, e.key);
  if (target === null) return;
  e.preventDefault();
  e.stopPropagation();
  squares[target]?.focus();
}
