import { describe, expect, it } from 'vitest';
import type { GameView } from './ipc';
import { isPassAndPlay, resigningSeat, status } from './game';

function view(overrides: Partial<GameView>): GameView {
  return {
    game: 'gobblet',
    seats: [{ kind: 'person' }, { kind: 'person' }],
    board: { game: 'gobblet', squares: [], reserves: [[], []] },
    side_to_move: 'one',
    legal: [],
    moves: [],
    last_move: null,
    touch_move: false,
    touched: null,
    draw_offer: null,
    can_undo: false,
    can_redo: false,
    repetitions: 1,
    outcome: null,
    thinking: false,
    ...overrides,
  };
}

describe('status', () => {
  it('names the side to move in the game’s words', () => {
    expect(status(view({}))).toBe('White to move');
    expect(status(view({ game: 'deblockle', side_to_move: 'two' }))).toBe('Blue to move');
  });

  it('says who won and why, or that it is drawn', () => {
    expect(status(view({ outcome: { winner: 'two', reason: 'line-of-four' } }))).toBe('Black wins by four in a line');
    expect(status(view({ outcome: { winner: null, reason: 'threefold-repetition' } }))).toBe(
      'Draw by the same position three times',
    );
  });

  it('announces a pass and a pending draw offer', () => {
    const pass = { text: 'pass', from: { kind: 'pass' as const }, tip: null, face: null, to: null, capture: false };
    expect(status(view({ game: 'deblockle', legal: [pass] }))).toBe("Gold is Deblockle'd and must pass");
    expect(status(view({ draw_offer: 'one' }))).toBe('White offers a draw');
  });
});

describe('resigningSeat', () => {
  it('is the person against the computer, the side to move in pass-and-play', () => {
    expect(resigningSeat(view({ seats: [{ kind: 'ai', level: 2 }, { kind: 'person' }] }))).toBe('two');
    expect(resigningSeat(view({ side_to_move: 'two' }))).toBe('two');
    expect(isPassAndPlay(view({}))).toBe(true);
  });
});
