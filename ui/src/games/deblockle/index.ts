// Deblockle in the UI: its board (./Board.svelte, which moves its blocks with ./motion, picks
// them with ./pick's DeblocklePick and draws the move played at once with ./predict), its
// pictures, its words and its guide for a new player, its sounds, its new-game choices with
// the classic setup's step, and its rules — the module GAMES holds for it.
import DeblockleBoardView from './Board.svelte';
import type { DeblockleBoard, DeblockleRoll } from '../../lib/ipc';
import type { GameModule } from '../module';
import { guide } from './guide';
import { newGame } from './new-game';
import PicturePieces from './PicturePieces.svelte';
import { puzzles } from './puzzles';
import Rules from './Rules.svelte';
import { words } from './words';

export const deblockle: GameModule<DeblockleBoard, DeblockleRoll> = {
  kind: 'deblockle',
  board: DeblockleBoardView,
  picture: { size: 7, pad: 3.5, gap: 2.4, radius: 7, pieces: PicturePieces },
  words,
  puzzles,
  sound: (mv) => (mv.capture ? 'removal' : 'tip'),
  newGame,
  rules: Rules,
  colours: [
    { fill: 'var(--gold)', edge: 'var(--gold-edge)', mark: 'var(--gold)' },
    { fill: 'var(--blue)', edge: 'var(--blue-edge)', mark: 'var(--blue)' },
  ],
  feedbackMin: '64px',
  stacksInBars: false,
  stacksFor: () => true,
  saysRepetition: false,
  notesRemoval: true,
  guide,
};
