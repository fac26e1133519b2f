// The props of every board: the entry every board screen draws (components/board/Board.svelte)
// and each game's board behind it (its module's `board`, ui/src/games/<game>/). One type: a
// screen gives the same props whatever the game, and each board reads those it draws (a prop
// another game's board uses is simply not read).
import type { BoardView, MoveView, Seat } from '../ipc';

/** What every board is given; `B` is the position's type (a game's own board, or any). */
export interface BoardProps<B = BoardView> {
  /** The position to draw. */
  board: B;
  /** The moves the person may play now (none while replaying or while the computer thinks). */
  legal: readonly MoveView[];
  /** The move that led to this position, marked on its squares (`data-last-move`). */
  lastMove: MoveView | null;
  /** How many moves led to this position (the move list's length, or the replayed ply):
   * tells a move forward from an undo, to animate each its way. */
  ply?: number | null;
  /** A move shown by its origin and destination (a hint, the tutorial's expected move). */
  hint?: MoveView | null;
  /** The players' names, seat one first. */
  names: readonly [string, string];
  /** The board turned round (seat two at the bottom). */
  turned?: boolean;
  /** The seat to move in this position (Gobblet lights its stacks). */
  sideToMove: Seat;
  /** Letters and numbers on the board's edges (shown unless false: the screens pass the
   * setting, the tutorial always shows them). */
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
  /** The assist setting: the pieces under each stack shown, on the board and in its labels
   * (Gobblet). */
  showCovered?: boolean;
  /** Touch-move (Gobblet): the square touched, and whether the rule is on. */
  touched?: string | null;
  touchMove?: boolean;
  /** Touches a piece under touch-move (a pick gives a touch only when the rule is on). */
  ontouch?: (square: string) => void;
  /** The pieces beside the board drawn (Gobblet's external stacks): false when none can ever
   * hold a piece (a puzzle that starts with every piece on the board), and the grid takes
   * their room. */
  stacks?: boolean;
  /** Where the board's notes go (Deblockle's blocks home, the tipped block): an element of
   * the screen's (a landscape screen's side column), or beside the grid (null). */
  notesIn?: HTMLElement | null;
  /** Where the current step goes (Deblockle's tip's next step, the first-move guide): the
   * feedback's first lines; the notes' place when not given. */
  stepIn?: HTMLElement | null;
  /** The line for a new player before their first move (lib/play/guide), shown in the
   * step's place while nothing is picked. */
  guide?: string | null;
  /** The seat the words call "you" (Deblockle: its goal star is "your goal", ringed). */
  you?: Seat | null;
  /** Opens a layer the back button closes first (lib/nav's `openLayer`): Deblockle's block's
   * six faces, shown on a long press. */
  openLayer?: (close: () => void) => () => void;
}
