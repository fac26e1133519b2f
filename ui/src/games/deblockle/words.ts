// Deblockle's words (its module's `words`, said by lib/announce): a move ("c7 tipped onto c6,
// Cross on top, hop to c5") and who played it, read from the board Rust sent.
import type { DeblockleBoard, MoveView } from '../../lib/ipc';
import { t } from '../../lib/i18n/index.svelte';
import { faceName } from '../../lib/game';
import type { GameWords } from '../module';

/** A move in words (a Deblockle move says all it needs: no board read). */
function moveWords(_board: DeblockleBoard, mv: MoveView): string {
  if (mv.from.kind === 'pass') return t('say.d.pass');
  const from = mv.from.kind === 'square' ? mv.from.square : '';
  const tip = mv.tip ?? '';
  const face = faceName(mv.face);
  if (mv.to === null) return t('say.d.off', { from, tip, face });
  if (mv.to === tip) return t('say.d.stay', { from, tip, face });
  return t('say.d.hop', { from, tip, face, to: mv.to });
}

export const words: GameWords<DeblockleBoard> = {
  move: moveWords,
  planned: moveWords,

  mover(board, mv) {
    // The block's owner on its square; taken off, the side whose goal star it was tipped onto.
    if (mv.to) return board.blocks.find((b) => b.square === mv.to)?.owner ?? null;
    if (mv.tip) return board.stars.find((s) => s.square === mv.tip)?.goal_of ?? null;
    return null;
  },

  news() {
    return [];
  },
};
