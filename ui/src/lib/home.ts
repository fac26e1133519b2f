// What the home screen offers to continue: the game in play (the core's session), and every
// other unfinished saved game — the newest few, and how many more Saved games lists. The core
// gives the newest unfinished games and their count (no other game is replayed for its
// picture, so that a library of thousands does not hold the home screen up).
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

/** The unfinished saved games to offer beside the game in play: at most `shown` of them, and
 * how many more there are. `page` is the newest unfinished games (at least `shown + 1` of them
 * when there are so many: `list_saved_games_page` asked for the unfinished ones) and how many
 * there are in all. The game in play is the newest card that is it, and is left out (the home
 * screen offers it already); when the page does not reach it, it is one of the rest if it is
 * saved (a game is saved from its first move). */
export function otherUnfinished(
  view: GameView | null,
  page: { cards: readonly SavedGameCard[]; total: number },
  shown: number = UNFINISHED_SHOWN,
): { games: SavedGameCard[]; more: number } {
  const playing = page.cards.filter((c) => c.state.state === 'playing');
  const inPlay = view ? playing.findIndex((c) => isInPlay(c, view)) : -1;
  const rest = playing.filter((_, i) => i !== inPlay);
  const n = Math.max(0, Math.floor(shown));
  const games = rest.slice(0, n);
  const inPlayCounted = inPlay >= 0 || (view !== null && page.cards.length < page.total && view.moves.length > 0);
  return { games, more: Math.max(0, page.total - (inPlayCounted ? 1 : 0) - games.length) };
}
