// Deblockle's new-game request: the form's choices, and with the classic setup each side's
// roll as the other arranged it.
import type { FaceName, NewGame } from '../../lib/ipc';
import type { BaseRequest, GameOptions } from '../module';

/** The classic setup as made on the arranging screen: each side's roll, and where and how
 * the opponent placed each rolled block. */
export interface ClassicSetup {
  rolls: [FaceName[], FaceName[]];
  squares: [number[], number[]];
  rotations: [number[], number[]];
}

/** The request for Rust; `classic` is the arrangement when the setup is classic (which
 * cannot start without one). */
export function deblockleRequest({ seats, first, handicap }: BaseRequest, options: GameOptions, classic: ClassicSetup | null = null): NewGame {
  const base = { game: 'deblockle' as const, seats, first, blocks: handicap, no_adjacent: options['noAdjacent'] === true };
  if (options['setup'] === 'classic') {
    if (!classic) throw new Error('the classic setup needs the roll and the arrangement');
    return { ...base, setup: { classic } };
  }
  return { ...base, setup: options['setup'] === 'standard' ? 'standard' : 'quick' };
}
