// What a change of the game feels like on a phone: the same events the sounds mark (a move,
// a gobble, a removal, the end of the game, a refused tap), as one of three haptic patterns.

import type { SoundName } from '../sound/recipes';

/** A haptic pattern: a light tap, a stronger knock, or the warning buzz. (Rust plays each
 * with tauri-plugin-haptics on Android and iOS; desktop has none.) */
export type Feel = 'tap' | 'strong' | 'warning';

/** The pattern of each sound event: a piece placed or moved and a block tipped are a light
 * tap; a gobble, a block taken off on the star and the end of the game (won, drawn or lost)
 * knock harder; a refused tap is the warning. */
const FEELS: Record<SoundName, Feel> = {
  place: 'tap',
  move: 'tap',
  tip: 'tap',
  gobble: 'strong',
  removal: 'strong',
  win: 'strong',
  drawOrLoss: 'strong',
  refused: 'warning',
};

const STRENGTH: Record<Feel, number> = { tap: 0, strong: 1, warning: 2 };

/** The one pattern for the events of a change (a move and the game's end come together: one
 * pattern, the strongest, since two in a row blur into one buzz); null when there are none. */
export function feelFor(sounds: readonly SoundName[]): Feel | null {
  let feel: Feel | null = null;
  for (const sound of sounds) {
    const next = FEELS[sound];
    if (feel === null || STRENGTH[next] > STRENGTH[feel]) feel = next;
  }
  return feel;
}
