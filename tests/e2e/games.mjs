// Saved-game texts the end-to-end tests import (the store's text format, docs/notation.md).

const header = (white, black) =>
  `[Game "gobblet"]\n[Setup "..../..../..../.... W:444 B:444 W"]\n[TouchMove "off"]\n${white}\n${black}\n\n`;

/** Anna (White) beats the computer at level 2 with a line of four on rank 1. */
export const ANNA_BEATS_LEVEL_2 = header('[White "Anna"]', '[BlackAI "2"]') + '4a1 4a4 4b1 4b4 4c1 4c4 3d1\n';
/** The computer at level 4 (Black) beats Anna on rank 4. */
export const LEVEL_4_BEATS_ANNA = header('[White "Anna"]', '[BlackAI "4"]') + '4a1 4a4 4b2 4b4 4c3 4c4 3d2 3d4\n';
/** Anna and Bo, still playing. */
export const ANNA_AND_BO_PLAYING = header('[White "Anna"]', '[Black "Bo"]') + '4a1 4a4 4b2\n';
/** Anna beats the computer at level 1. */
export const ANNA_BEATS_LEVEL_1 = header('[White "Anna"]', '[BlackAI "1"]') + '4a1 4a4 4b1 4b4 4c1 4c4 3d1\n';

/** Imports every game into the running app. */
export async function seed(app, texts) {
  for (const text of texts) {
    const result = await app.invoke('import_game_text', { text });
    if (!result.ok) throw new Error(`could not import a seed game: ${JSON.stringify(result.error)}`);
  }
}
