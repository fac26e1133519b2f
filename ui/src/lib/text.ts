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
