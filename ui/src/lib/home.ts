// What the home screen offers to continue: the game in play (the core's session), and every
// other unfinished saved game — the newest few, and how many more Saved games lists.
import type { Controller, GameView, SavedGameCard, SavedSide } from './ipc';

/** How many unfinished games besides the one in play the home screen shows. */
export const UNFINISHED_SHOWN = 2;

/** Whether a seat of the game in play is the saved game's side. */
function sameSide(controller: Controller, side: SavedSide): boolean {
  return controller.kind === 'ai' ? side.type === 'ai' && side.level === controller.level : side.type === 'person';
}

/** Whether `card` is the game in play: the same game, players, number of moves and position.
 * (The session has no saved-game id; two saved games alike in all of these look the same.) */
export function isInPlay(card: SavedGameCard, view: GameView): boolean {
  return (
    card.kind === view.game &&
    card.state.state === 'playing' &&
    card.plies === view.moves.length &&
    sameSide(view.seats[0], card.one) &&
    sameSide(view.seats[1], card.two) &&
    card.board !== null &&
    JSON.stringify(card.board) === JSON.stringify(view.board)
  );
}

/** The unfinished saved games to offer beside the game in play (newest first, as the list
 * comes): at most `shown` of them, and how many more there are. The game in play is the
 * newest card that is it, and is left out (the home screen offers it already). */
export function otherUnfinished(
  view: GameView | null,
  cards: readonly SavedGameCard[],
  shown: number = UNFINISHED_SHOWN,
): { games: SavedGameCard[]; more: number } {
  const playing = cards.filter((c) => c.state.state === 'playing');
  const inPlay = view ? playing.findIndex((c) => isInPlay(c, view)) : -1;
  const rest = playing.filter((_, i) => i !== inPlay);
  const n = Math.max(0, Math.floor(shown));
  return { games: rest.slice(0, n), more: Math.max(0, rest.length - n) };
}
