// The props both board components take: the position Rust sent and what to do with a move.
import type { MoveView } from '../ipc';

/** What every board is given. */
export interface BoardProps<B> {
  board: B;
  /** The moves the person may play now (none while replaying or while the computer thinks). */
  legal: readonly MoveView[];
  /** The move that led to this position, marked on its squares (`data-last-move`). */
  lastMove: MoveView | null;
  /** How many moves led to this position (the move list's length, or the replayed ply):
   * tells a move forward from an undo, to animate each its way. */
  ply?: number | null;
  /** A hinted move, shown by its origin and destination. */
  hint?: MoveView | null;
  /** The players' names, seat one first. */
  names: readonly [string, string];
  /** The board turned round (seat two at the bottom). */
  turned?: boolean;
  /** Letters and numbers on the board's edges (shown unless false: the screens pass the
   * setting through components/board/Board.svelte, the tutorial always shows them). */
  coordinates?: boolean;
  /** Plays a move given in notation. */
  onplay: (mv: string) => void;
}
