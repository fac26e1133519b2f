// Gobblet's part of the new-game screen: its external stacks (fewer is a handicap) and its
// touch-move rule, and the request they make.
import type { NewGameParts } from '../module';

export const newGame: NewGameParts<never> = {
  pieces: 3,
  piecesKey: 'newGame.handicap.stacks',
  choices: [
    {
      key: 'touchMove',
      legend: 'newGame.touchMove',
      name: 'touch-move',
      options: [
        { value: false, label: 'newGame.off' },
        { value: true, label: 'newGame.on' },
      ],
      initial: (defaults) => defaults.touchMove,
      note: { value: true, text: 'newGame.touchMove.on', testid: 'touch-move-rule' },
    },
  ],
  request: ({ seats, first, handicap }, options) => ({ game: 'gobblet', seats, first, stacks: handicap, touch_move: options['touchMove'] === true }),
  step: null,
};
