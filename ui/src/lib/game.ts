// Words and flags the game screen derives from a view, in the chosen language.
import type { GameKind, GameView, HintVerdict, MoveView, Seat } from './ipc';
import { t } from './i18n/index.svelte';
import { reasonText } from './sides';

/** The name of `seat` in the game `game` (Gobblet: White/Black; Deblockle: Gold/Blue). */
export function seatNameIn(game: GameKind, seat: Seat): string {
  return t(`seat.${game}.${seat}`);
}

/** The game's names for the two seats. */
export function seatNames(view: GameView): readonly [string, string] {
  return [seatNameIn(view.game, 'one'), seatNameIn(view.game, 'two')];
}

/** The name of `seat` in this game. */
export function seatName(view: GameView, seat: Seat): string {
  return seatNameIn(view.game, seat);
}

/** The computer's level in a game against it (the seat that is not the person's). */
function computerLevel(view: GameView): number | null {
  const ai = view.seats.find((s) => s.kind === 'ai');
  return ai && ai.kind === 'ai' ? ai.level : null;
}

/** The seat of the person playing the computer; null in pass-and-play. */
export function personSeat(view: GameView): Seat | null {
  const [one, two] = view.seats;
  if (one.kind === 'person' && two.kind === 'ai') return 'one';
  if (one.kind === 'ai' && two.kind === 'person') return 'two';
  return null;
}

/** How the game ended, in the person's terms: "You won against Level 3", "Level 5 won",
 * "Gold wins" or "Anna wins" between two people, "Draw"; null while it goes on. */
export function endTitle(view: GameView): string | null {
  if (!view.outcome) return null;
  const { winner } = view.outcome;
  if (!winner) return t('end.draw');
  const me = personSeat(view);
  const level = computerLevel(view);
  if (me === null || level === null) {
    const name = view.names[winner === 'one' ? 0 : 1];
    return name ? t('end.named', { name }) : t('end.wins', { side: seatName(view, winner) });
  }
  return winner === me ? t('end.youWon', { level }) : t('end.aiWon', { level });
}

/** Why the game ended, as a sentence start ("A line of four"). */
export function endReason(view: GameView): string {
  if (!view.outcome) return '';
  const reason = reasonText(view.outcome.reason);
  return reason.charAt(0).toLocaleUpperCase() + reason.slice(1);
}

/** The line that says whose turn it is, or how the game ended (in the person's terms against
 * the computer). */
export function status(view: GameView): string {
  if (view.outcome) {
    const reason = reasonText(view.outcome.reason);
    const { winner } = view.outcome;
    if (!winner) return t('status.draw', { reason });
    const me = personSeat(view);
    const level = computerLevel(view);
    if (me !== null && level !== null) {
      return winner === me ? t('status.youWon', { level, reason }) : t('status.aiWon', { level, reason });
    }
    return t('status.wins', { side: seatName(view, winner), reason });
  }
  if (view.draw_offer) return t('status.drawOffer', { side: seatName(view, view.draw_offer) });
  const side = seatName(view, view.side_to_move);
  if (view.thinking) return t('status.thinking', { side });
  if (view.legal.length === 1 && view.legal[0]?.from.kind === 'pass') return t('status.mustPass', { side });
  if (view.touched) return t('status.touched', { side, square: view.touched });
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
