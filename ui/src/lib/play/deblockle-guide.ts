// Deblockle's words for a new player on the game screen (lib/play, shown by
// components/board/DeblockleBoard in the feedback's first lines): before a side's first move,
// which blocks are theirs, in words and colour, and how a move starts; and which star space
// is "your goal". Pure: tested in deblockle-guide.test.ts.
import type { GameView, Seat } from '../ipc';
import { t } from '../i18n/index.svelte';
import { isPassAndPlay, personSeat } from '../game';

/** The seat the board's words call "you": the person's against the computer, the side to
 * move between two people on one device; null when no person plays (or it is not Deblockle). */
export function addressedSeat(view: GameView): Seat | null {
  if (view.game !== 'deblockle') return null;
  const me = personSeat(view);
  if (me !== null) return me;
  return isPassAndPlay(view) ? view.side_to_move : null;
}

/** The line that starts a new player's first move: "Your blocks are the gold ones. Tap one,
 * then a square beside it to tip it there." Said to the side to move while it is a person who
 * has not moved yet in this game (in pass-and-play to each side before its first move); null
 * once they have, when the game is over, when the computer is to move, or when the only move
 * is a pass. */
export function firstMoveLine(view: GameView): string | null {
  if (view.game !== 'deblockle' || view.outcome) return null;
  const seat = view.side_to_move;
  if (view.seats[seat === 'one' ? 0 : 1].kind !== 'person') return null;
  // Every ply alternates (a pass too): the side to move last moved two plies ago.
  if (view.moves.length >= 2) return null;
  if (!view.legal.some((m) => m.tip !== null)) return null;
  return t(seat === 'one' ? 'deblockle.firstMove.one' : 'deblockle.firstMove.two');
}
