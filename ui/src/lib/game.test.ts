import { describe, expect, it } from 'vitest';
import type { GameView } from './ipc';
import { faceName, isPassAndPlay, resigningSeat, status } from './game';
import { setLang } from './i18n/index.svelte';

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
    expect(status(view({ outcome: { winner: 'two', reason: 'line-of-four' } }))).toBe('Black wins by a line of four');
    expect(status(view({ outcome: { winner: null, reason: 'threefold-repetition' } }))).toBe('Draw by threefold repetition');
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

describe('in the chosen language', () => {
  it('writes the status and face names from the catalogue', () => {
    setLang('uk');
    try {
      expect(status(view({}))).toBe('Ходять Білі');
      expect(status(view({ outcome: { winner: 'two', reason: 'line-of-four' } }))).toBe('Перемогли Чорні: лінія з чотирьох');
      expect(faceName('star')).toBe('Зірка');
      setLang('it');
      expect(status(view({ game: 'deblockle', draw_offer: 'two' }))).toBe('Blu propone la patta');
    } finally {
      setLang('en');
    }
    expect(faceName('hoops')).toBe('Hoops');
    expect(status(view({ outcome: { winner: null, reason: 'some-new-reason' } }))).toBe('Draw by some-new-reason');
  });
});
