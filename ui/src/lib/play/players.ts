// Who plays each side of a game in play, in the person's terms: the players' bars ("You",
// "Level 3 · Intermediate", "White" between two people), whose turn it is ("Your turn",
// "Level 3 is thinking…") and which side the board is drawn from.
import type { GameView, Seat } from '../ipc';
import { t } from '../i18n/index.svelte';
import { personSeat, seatName } from '../game';
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

/** Whose turn it is, said on `seat`'s bar: "Your turn", "Level 3 is thinking…"; null when it
 * is not that side's turn or the game is over. */
export function turnText(view: GameView, seat: Seat): string | null {
  if (view.outcome || view.side_to_move !== seat) return null;
  const level = levelOf(view, seat);
  return level === null ? t('player.yourTurn') : t('player.thinking', { level });
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
