// A board screen's words for a new player, asked of the game's module (its `guide`,
// ui/src/games/<game>/): the seat the board's words call "you", and the line that starts a
// new player's first move (Deblockle's: "Your blocks are the gold ones. Tap one, then a square
// beside it to tip it there."). A game without a guide says neither. Tested in guide.test.ts.
import type { GameView, Seat } from '../ipc';
import { GAMES } from '../games';

/** The seat the board's words call "you": the person's against the computer, the side to
 * move between two people on one device; null when no person plays (or the game has no
 * guide). */
export function addressedSeat(view: GameView): Seat | null {
  return GAMES[view.game].guide?.addressed(view) ?? null;
}

/** The line that starts a new player's first move, said to the side to move while it is a
 * person who has not moved yet in this game (in pass-and-play to each side before its first
 * move); null once they have, when the game is over, when the computer is to move, when the
 * only move is a pass, or when the game has no guide. */
export function firstMoveLine(view: GameView): string | null {
  return GAMES[view.game].guide?.firstMove(view) ?? null;
}
