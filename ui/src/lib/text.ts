// The words the interface shows, in English. (Part 2 of the app moves these into the six
// language catalogues.)
import type { Theme } from './ipc';

/** Each game's name. */
export const GAME_TITLES: Readonly<Record<string, string>> = {
  gobblet: 'Gobblet',
  deblockle: 'Deblockle',
};

/** One line about each game. */
export const GAME_TAGLINES: Readonly<Record<string, string>> = {
  gobblet: 'Nesting pieces on a 4×4 board: big ones gobble small ones. Make a line of four.',
  deblockle: 'Tip your cubes and hop by the symbol on top. Bring every block home to the star.',
};

/** The theme button's label for each choice. */
export const THEME_LABELS: Readonly<Record<Theme, string>> = {
  system: 'Theme: system',
  light: 'Theme: light',
  dark: 'Theme: dark',
};

/** Each game's name for a seat (Gobblet: White/Black; Deblockle: Gold/Blue). */
export const SEAT_NAMES: Readonly<Record<string, readonly [string, string]>> = {
  gobblet: ['White', 'Black'],
  deblockle: ['Gold', 'Blue'],
};

/** Why a game ended, in words. */
export const REASONS: Readonly<Record<string, string>> = {
  'line-of-four': 'four in a line',
  reveal: 'a line of four revealed by the opponent',
  'all-blocks-removed': 'all blocks home on the star',
  'no-legal-move': 'the opponent having no legal move',
  'touch-move-forfeit': 'touch-move forfeit (a touched piece could not move)',
  resignation: 'resignation',
  'threefold-repetition': 'the same position three times',
  agreement: 'agreement',
  'neither-can-move': 'neither side being able to move',
  'turn-limit': 'the turn limit',
};
