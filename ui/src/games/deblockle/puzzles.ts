// Why a Deblockle puzzle's solution works (its module's `puzzles`, said by lib/puzzles): it
// ends with the solver's last block taken off on its star.
import type { DeblockleBoard } from '../../lib/ipc';
import { t } from '../../lib/i18n/index.svelte';
import type { PuzzleWords } from '../module';

export const puzzles: PuzzleWords<DeblockleBoard> = {
  why() {
    return [];
  },

  end(_board, lastMove, solver, side) {
    return lastMove && lastMove.to === null && lastMove.from.kind === 'square' ? t('puzzles.why.off', { side: side(solver) }) : null;
  },
};
