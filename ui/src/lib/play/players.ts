// Who plays each side of a game in play, in the person's terms: the players' bars ("You",
// "Level 3 · Intermediate", "White" between two people), whose turn it is ("Your turn",
// "Level 3 is thinking…") and which side the board is drawn from.
import type { GameView, Seat } from '../ipc';
import { t } from '../i18n/index.svelte';
import { personSeat, seatName, status } from '../game';
import { LEVELS, type Level } from '../levels';

/** A level's name ("Intermediate"), or nothing for a level the catalogues do not know. */
function levelName(level: number): string {
  return (LEVELS as readonly number[]).includes(level) ? t(`level.${level as Level}.name`) : '';
}

/** The other seat. */
export const other = (seat: Seat): Seat => (seat === 'one' ? 'two' : 'one');

/** The computer's level on `seat`, or null when a person plays it. */
export function levelOf(view: GameView, seat: Seat): number | null {
  const c = view.seats[seat === 'one' ? 0 : 1];
  return c.kind === 'ai' ? c.level : null;
}

/** Who plays `seat`: "You" against the computer, the computer as "Level 3 · Intermediate",
 * between two people the name they gave ("Anna") or else the side's ("White"). */
export function playerName(view: GameView, seat: Seat): string {
  const level = levelOf(view, seat);
  if (level !== null) return t('player.level', { level, name: levelName(level) });
  if (personSeat(view) === seat) return t('player.you');
  return view.names[seat === 'one' ? 0 : 1] ?? seatName(view, seat);
}

/** What the board has drawn: `ply`, the position whose pieces have all landed (the one
 * before a move still moving), and whether anything moves on the board now. */
export interface Landed {
  ply: number | null;
  moving: boolean;
}

/** Whose turn the screen says: the side to move in the position whose pieces have landed,
 * while the view's last moves (one or two) are still moving on the board; else the view's
 * side to move. So the side whose piece is still on its way keeps the turn until it lands. */
export function turnSeat(view: GameView, landed: Landed | null = null): Seat {
  const behind = landed?.ply == null ? 0 : view.moves.length - landed.ply;
  return behind === 1 ? other(view.side_to_move) : view.side_to_move;
}

/** Whether the computer on `seat` holds the turn: thinking, or its piece still moving. */
export function computerBusy(view: GameView, seat: Seat, landed: Landed | null = null): boolean {
  if (view.outcome || levelOf(view, seat) === null || turnSeat(view, landed) !== seat) return false;
  return view.thinking || seat !== view.side_to_move;
}

/** Whose turn it is, said on `seat`'s bar against the computer: "Your turn" once nothing
 * moves on the board (the computer's piece has landed), "Level 3 is thinking…" until its
 * piece has landed; null when it is not that side's turn, the game is over, or between two
 * people (the status line says "White to move" then: the turn is said once). */
export function turnText(view: GameView, seat: Seat, landed: Landed | null = null): string | null {
  if (view.outcome || turnSeat(view, landed) !== seat || personSeat(view) === null) return null;
  const level = levelOf(view, seat);
  if (level !== null) return t('player.thinking', { level });
  return landed?.moving ? null : t('player.yourTurn');
}

/** The game screen's status line: only what the players' bars do not say already. Against
 * the computer the bars say whose turn it is, so the line says only a result, a draw offer, a
 * touched piece or a forced pass (null otherwise); between two people it also says whose turn
 * it is ("White to move", following `landed` as the bars do). */
export function statusLine(view: GameView, landed: Landed | null = null): string | null {
  if (view.outcome || view.draw_offer) return status(view);
  const seat = turnSeat(view, landed);
  const people = personSeat(view) === null;
  // The last move is still moving: its side keeps the turn until it lands.
  if (seat !== view.side_to_move) return people ? t('status.toMove', { side: seatName(view, seat) }) : null;
  if (people) return status(view);
  const mustPass = view.legal.length === 1 && view.legal[0]?.from.kind === 'pass';
  return !view.thinking && (mustPass || view.touched) ? status(view) : null;
}

/** How a pass-and-play board is turned: fixed, turned to the player to move, or tabletop. */
export type Facing = 'fixed' | 'turn' | 'tabletop';

/** The seat drawn at the bottom: the person's against the computer (after a rematch too,
 * colours swapped), else as the pass-and-play facing says. */
export function bottomSeat(view: GameView, facing: Facing): Seat {
  const me = personSeat(view);
  if (me !== null) return me;
  return facing === 'turn' ? view.side_to_move : 'one';
}
