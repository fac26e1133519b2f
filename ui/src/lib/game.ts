// Words and flags the game screen derives from a view, in the chosen language.
import type { GameView, HintVerdict, MoveView, Seat } from './ipc';
import { t } from './i18n/index.svelte';
import { reasonText } from './sides';

/** The name of `seat` in the game `game` (Gobblet: White/Black; Deblockle: Gold/Blue). */
export function seatNameIn(game: string, seat: Seat): string {
  if (game === 'gobblet' || game === 'deblockle') return t(`seat.${game}.${seat}`);
  return t(`seat.other.${seat}`);
}

/** The game's names for the two seats. */
export function seatNames(view: GameView): readonly [string, string] {
  return [seatNameIn(view.game, 'one'), seatNameIn(view.game, 'two')];
}

/** The name of `seat` in this game. */
export function seatName(view: GameView, seat: Seat): string {
  return seatNameIn(view.game, seat);
}

/** The line that says whose turn it is, or how the game ended. */
export function status(view: GameView): string {
  if (view.outcome) {
    const reason = reasonText(view.outcome.reason);
    return view.outcome.winner
      ? t('status.wins', { side: seatName(view, view.outcome.winner), reason })
      : t('status.draw', { reason });
  }
  if (view.draw_offer) return t('status.drawOffer', { side: seatName(view, view.draw_offer) });
  const side = seatName(view, view.side_to_move);
  if (view.thinking) return t('status.thinking', { side });
  if (view.legal.length === 1 && view.legal[0]?.from.kind === 'pass') return t('status.mustPass', { side });
  return t('status.toMove', { side });
}


/** Whether both seats are people on this device. */
export function isPassAndPlay(view: GameView): boolean {
  return view.seats.every((s) => s.kind === 'person');
}

const FACES: ReadonlySet<string> = new Set(['star', 'stop', 'cross', 'x', 'slider', 'hoops']);

/** A Deblockle face's name ("Star", "Зірка"), or its code if unknown. */
export function faceName(face: string | null | undefined): string {
  if (!face) return '';
  return FACES.has(face) ? t(`face.${face}` as 'face.star') : face;
}

/** A hint's verdict in words, for the side to move ("you"). */
export function verdictText(verdict: HintVerdict): string {
  switch (verdict.kind) {
    case 'wins_in':
      return t('hint.winsIn', { count: verdict.moves });
    case 'loses_in':
      return t('hint.losesIn', { count: verdict.moves });
    default:
      return t(`hint.${verdict.kind}`);
  }
}

/** The part `square` plays in the hinted move: where its piece comes `from`, where it goes
 * `to` (for a Deblockle block removed on the star, the square it is tipped onto), or, for a
 * Deblockle block that tips and then hops, the square it is tipped onto on the way (`tip`). */
export function hintRole(hint: MoveView | null, square: string): 'from' | 'tip' | 'to' | null {
  if (!hint) return null;
  if (hint.from.kind === 'square' && hint.from.square === square) return 'from';
  if ((hint.to ?? hint.tip) === square) return 'to';
  if (hint.tip === square) return 'tip';
  return null;
}
