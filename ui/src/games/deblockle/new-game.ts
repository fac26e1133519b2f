// Deblockle's part of the new-game screen: its blocks (fewer is a handicap), the variant
// with no adjacent start and the setup — quick, standard or classic, whose roll each side
// arranges for the other before the game starts (ClassicStep.svelte).
import { deblockleRoll, type DeblockleRoll } from '../../lib/ipc';
import type { NewGameParts } from '../module';
import ClassicStep from './ClassicStep.svelte';
import { deblockleRequest } from './request';

export const newGame: NewGameParts<DeblockleRoll> = {
  pieces: 4,
  piecesKey: 'newGame.handicap.blocks',
  choices: [
    {
      key: 'noAdjacent',
      legend: 'newGame.noAdjacent',
      name: 'no-adjacent',
      options: [
        { value: false, label: 'newGame.off' },
        { value: true, label: 'newGame.on' },
      ],
      initial: () => false,
    },
    {
      key: 'setup',
      legend: 'newGame.setup',
      name: 'setup',
      options: [
        { value: 'quick', label: 'newGame.setup.quick' },
        { value: 'standard', label: 'newGame.setup.standard' },
        { value: 'classic', label: 'newGame.setup.classic' },
      ],
      initial: () => 'quick',
    },
  ],
  request: (base, options) => deblockleRequest(base, options),
  step: {
    needed: (options) => options['setup'] === 'classic',
    prepare: ({ handicap }) => deblockleRoll([handicap[0], handicap[1]]),
    view: ClassicStep,
  },
};
