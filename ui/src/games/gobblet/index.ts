// Gobblet in the UI: its board (./Board.svelte, which moves its pieces with ./motion, draws
// its external stacks in ./stacks' order, picks them with ./pick's GobbletPick and draws the
// move played at once with ./predict), its pictures, its words,
// its sounds, its new-game choices and its rules — the module GAMES holds for it.
import GobbletBoardView from './Board.svelte';
import type { GobbletBoard } from '../../lib/ipc';
import type { GameModule } from '../module';
import { newGame } from './new-game';
import PicturePieces from './PicturePieces.svelte';
import { puzzles } from './puzzles';
import Rules from './Rules.svelte';
import { words } from './words';

export const gobblet: GameModule<GobbletBoard, never> = {
  kind: 'gobblet',
  board: GobbletBoardView,
  picture: { size: 4, pad: 3, gap: 3, radius: 6, pieces: PicturePieces },
  words,
  puzzles,
  sound: (mv) => (mv.capture ? 'gobble' : mv.from.kind === 'reserve' ? 'place' : 'move'),
  newGame,
  rules: Rules,
  colours: [
    { fill: 'var(--white-piece)', edge: 'var(--white-piece-edge)', mark: 'var(--white-piece-edge)' },
    { fill: 'var(--black-piece)', edge: 'var(--black-piece-edge)', mark: 'var(--black-piece)' },
  ],
  feedbackMin: '44px',
  stacksInBars: true,
  stacksFor: (board) => board.reserves.some((side) => side.some((size) => size > 0)),
  saysRepetition: true,
  notesRemoval: false,
  guide: null,
};
