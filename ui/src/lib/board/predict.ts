// The position a board draws the moment the person plays, before the core has answered: the
// move Rust listed as legal (a `MoveView`) applied to the drawn board, for drawing only. The
// core stays the judge: its answer replaces the prediction (without a second motion when they
// agree), and a refused move goes back (lib/board/frames). Nothing here decides what is legal;
// a move a game's prediction (games/<game>/predict.ts) cannot read predicts nothing (the board
// then waits for the core). Here: the frame around a game's predicted board.
import type { MoveView, Seat } from '../ipc';

const other = (seat: Seat): Seat => (seat === 'one' ? 'two' : 'one');

/** The frame a board draws once the person has played `mv` from `frame`: the predicted board,
 * `mv` as the last move, one move more, nothing legal until the core answers, the other side
 * to move. Null when the board cannot be predicted. */
export function predictFrame<F extends { board: unknown; lastMove: MoveView | null; ply: number | null; legal: readonly MoveView[] }>(
  frame: F,
  mv: MoveView,
  board: (board: F['board'], mv: MoveView) => F['board'] | null,
): F | null {
  const next = board(frame.board, mv);
  if (next === null) return null;
  const predicted: F = { ...frame, board: next, lastMove: mv, ply: frame.ply === null ? null : frame.ply + 1, legal: [] };
  if ('sideToMove' in frame) (predicted as F & { sideToMove: Seat }).sideToMove = other((frame as F & { sideToMove: Seat }).sideToMove);
  return predicted;
}
