// The UI's one table of games: each game's module (ui/src/games/<game>/index.ts, the
// `GameModule` of ui/src/games/module.ts: its board, pictures, words, sounds, new-game
// choices and rules), keyed by the engine's generated `GameKind`. Every list of games is read
// from it, and the shared code asks a game's module instead of naming the game. Adding a game
// adds its module here (and its words in the catalogues).
import type { BoardView, GameKind } from './ipc';
import type { GameModule } from '../games/module';
import { deblockle } from '../games/deblockle/index';
import { gobblet } from '../games/gobblet/index';

export type { GameKind, GameModule };

/** Every game of this build, in the order the screens list them. */
export const GAMES = { gobblet, deblockle } as const satisfies { readonly [K in GameKind]: Pick<GameModule, 'kind'> };

/** Every game of this build, in the order the screens list them (GAMES' order); the first is
 * the one a screen shows before it knows which. */
export const GAME_KINDS = Object.keys(GAMES) as readonly GameKind[] as readonly [GameKind, ...GameKind[]];

/** The game the rules screen opens on when none is named (Deblockle's rules are the longer
 * to learn). */
export const FIRST_RULES: GameKind = 'deblockle';

/** The module of the game `kind`, over any board: each module is typed with its own board in
 * its folder, and TypeScript cannot follow that a view's `game` names the module of its
 * board's type, so this is the one place that says so. Call it with the `game` of the view
 * whose board is then passed to the module. */
export function moduleOf(kind: GameKind): GameModule<BoardView> {
  return GAMES[kind] as unknown as GameModule<BoardView>;
}
