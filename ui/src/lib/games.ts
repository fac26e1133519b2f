// What the UI knows of each game beyond its board components, in one place: the game kind
// (the engine's, generated) and the few facts the screens need. Adding a game adds an entry
// here (and its board, its words in the catalogues, its new-game options and its rules).
import type { GameKind } from './ipc';

export type { GameKind };

/** The facts a screen needs about one game. */
export interface GameFacts {
  /** The most of a side's pieces the new-game form offers (the full game): external stacks
   * (Gobblet) or blocks (Deblockle); fewer is a handicap. */
  pieces: number;
  /** The new-game form's legend for that count. */
  piecesKey: 'newGame.handicap.stacks' | 'newGame.handicap.blocks';
  /** The room the game screen keeps in view for its feedback under the board upright (a CSS
   * length: Deblockle's notes and a tip's next step need more than a status line). */
  feedbackMin: string;
}

/** Every game of this build, as the home screen lists them. */
export const GAMES: Readonly<Record<GameKind, GameFacts>> = {
  gobblet: { pieces: 3, piecesKey: 'newGame.handicap.stacks', feedbackMin: '44px' },
  deblockle: { pieces: 4, piecesKey: 'newGame.handicap.blocks', feedbackMin: '64px' },
};

/** Every game of this build, in the order the screens list them (GAMES' order). */
export const GAME_KINDS: readonly GameKind[] = Object.keys(GAMES) as GameKind[];
