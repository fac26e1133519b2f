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
  /** Plays a move given in notation. With `predict`, a promise that settles once Rust has
   * answered (drawn its view, or refused the move). */
  onplay: (mv: string) => void | Promise<unknown>;
  /** The person's move starts moving on the tap, before Rust answers (the game screen, whose
   * `onplay` resolves once the answer is drawn): the frame is predicted from the legal move
   * (lib/board/predict) and goes back if Rust refuses it. */
  predict?: boolean;
  /** Told the ply of the position whose pieces have all landed (the one before a move still
   * moving) and whether anything moves: the players' bars follow it. */
  onlanded?: (ply: number | null, moving: boolean) => void;
}
