// The marks a board draws on its squares from Rust's view: the last move's squares and the
// line that won.
import type { MoveView } from '../ipc';

/** The part `square` played in the last move: where the piece came `from`, the square a
 * Deblockle block was tipped onto on its way (`tip`), and where it ended (`to`; for a block
 * taken off on the star, the star). */
export function lastMoveRole(move: MoveView | null, square: string): 'from' | 'tip' | 'to' | null {
  if (!move) return null;
  if ((move.to ?? move.tip) === square) return 'to';
  if (move.tip === square) return 'tip';
  if (move.from.kind === 'square' && move.from.square === square) return 'from';
  return null;
}
