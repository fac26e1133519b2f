// Words and flags the game screen derives from a view.
import type { GameView, Seat } from './ipc';
import { REASONS, SEAT_NAMES } from './text';

/** The game's names for the two seats. */
export function seatNames(view: GameView): readonly [string, string] {
  return SEAT_NAMES[view.game] ?? ['One', 'Two'];
}

/** The name of `seat` in this game. */
export function seatName(view: GameView, seat: Seat): string {
  const names = seatNames(view);
  return seat === 'one' ? names[0] : names[1];
}

/** The line that says whose turn it is, or how the game ended. */
export function status(view: GameView): string {
  if (view.outcome) {
    const why = REASONS[view.outcome.reason] ?? view.outcome.reason;
    return view.outcome.winner ? `${seatName(view, view.outcome.winner)} wins by ${why}` : `Draw by ${why}`;
  }
  if (view.draw_offer) return `${seatName(view, view.draw_offer)} offers a draw`;
  const who = seatName(view, view.side_to_move);
  if (view.thinking) return `${who} (computer) is thinking…`;
  if (view.legal.length === 1 && view.legal[0]?.from.kind === 'pass') return `${who} is Deblockle'd and must pass`;
  return `${who} to move`;
}

/** The seat of the person resigning: the person to move in pass-and-play, else the person. */
export function resigningSeat(view: GameView): Seat {
  const [one, two] = view.seats;
  if (one.kind === 'ai') return 'two';
  if (two.kind === 'ai') return 'one';
  return view.side_to_move;
}

/** Whether both seats are people on this device. */
export function isPassAndPlay(view: GameView): boolean {
  return view.seats.every((s) => s.kind === 'person');
}
