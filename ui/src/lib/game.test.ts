import { describe, expect, it } from 'vitest';
import { endReason, endTitle, faceName, hintRole, isPassAndPlay, status, verdictText } from './game';
import type { GameView } from './ipc';
import { setLang } from './i18n/index.svelte';
import { gameView as view } from './test-views';


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
    const pass = { text: 'pass', from: { kind: 'pass' as const }, tip: null, face: null, to: null, capture: false, path: [] };
    expect(status(view({ game: 'deblockle', legal: [pass] }))).toBe("Gold is Deblockle'd and must pass");
    expect(status(view({ draw_offer: 'one' }))).toBe('White offers a draw');
    expect(status(view({ touch_move: true, touched: 'b2' }))).toBe('White must move the touched piece on b2');
  });
});

describe('isPassAndPlay', () => {
  // Who resigns is Rust's to say (GameView.resigning_seat, tested in session/tests.rs).
  it('is two people on this device', () => {
    expect(isPassAndPlay(view({}))).toBe(true);
    expect(isPassAndPlay(view({ seats: [{ kind: 'ai', level: 2 }, { kind: 'person' }] }))).toBe(false);
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

describe('hints', () => {
  it('say the verdict in words, with the moves of a forced result', () => {
    expect(verdictText({ kind: 'wins_in', moves: 1 })).toBe('You win in 1 move.');
    expect(verdictText({ kind: 'wins_in', moves: 3 })).toBe('You can force a win within 3 moves.');
    expect(verdictText({ kind: 'equal' })).toBe('The game is balanced.');
    expect(verdictText({ kind: 'loses_in', moves: 2 })).toBe('Whatever you do, you lose within 2 moves.');
    setLang('uk');
    try {
      expect(verdictText({ kind: 'better' })).toBe('У вас перевага.');
      expect(verdictText({ kind: 'wins_in', moves: 5 })).toBe('У вас форсований виграш щонайбільше за 5 ходів.');
    } finally {
      setLang('en');
    }
  });

  it('mark the origin and the destination of the move on the board', () => {
    const move = { text: 'a1-c2', from: { kind: 'square' as const, square: 'a1' }, tip: null, face: null, to: 'c2', capture: false, path: [] };
    expect(hintRole(move, 'a1')).toBe('from');
    expect(hintRole(move, 'c2')).toBe('to');
    expect(hintRole(move, 'b2')).toBeNull();
    expect(hintRole(null, 'a1')).toBeNull();
    const removal = { text: 'c3^e', from: { kind: 'square' as const, square: 'c3' }, tip: 'd4', face: 'star' as const, to: null, capture: true, path: [] };
    expect(hintRole(removal, 'd4'), 'a block removed on the star: where it is tipped').toBe('to');
    const enter = { text: '4b2', from: { kind: 'reserve' as const, size: 4 }, tip: null, face: null, to: 'b2', capture: false, path: [] };
    expect(hintRole(enter, 'b2')).toBe('to');
    const hop = { text: 'c3^s-g2', from: { kind: 'square' as const, square: 'c3' }, tip: 'c2', face: 'slider' as const, to: 'g2', capture: false, path: [] };
    expect(hintRole(hop, 'c2'), 'the square it tips onto on the way').toBe('tip');
    expect(hintRole(hop, 'g2')).toBe('to');
  });
});

describe('the end in the person’s terms', () => {
  const vsLevel = (level: number, person: 'one' | 'two') =>
    person === 'one'
      ? ([{ kind: 'person' }, { kind: 'ai', level }] as GameView['seats'])
      : ([{ kind: 'ai', level }, { kind: 'person' }] as GameView['seats']);

  it('says the person won against the level, or the level won', () => {
    const won = view({ seats: vsLevel(3, 'one'), outcome: { winner: 'one', reason: 'line-of-four' } });
    expect(endTitle(won)).toBe('You won against Level 3');
    expect(status(won)).toBe('You won against Level 3 by a line of four');
    const lost = view({ seats: vsLevel(5, 'two'), outcome: { winner: 'one', reason: 'resignation' } });
    expect(endTitle(lost)).toBe('Level 5 won');
    expect(status(lost)).toBe('Level 5 won by resignation');
    expect(endReason(lost)).toBe('Resignation');
  });

  it('names the winning side between two people, and a draw as a draw', () => {
    expect(endTitle(view({ game: 'deblockle', outcome: { winner: 'one', reason: 'all-blocks-removed' } }))).toBe('Gold wins');
    expect(endTitle(view({ outcome: { winner: null, reason: 'agreement' } }))).toBe('Draw');
    expect(endTitle(view({ names: [null, 'Bohdan'], outcome: { winner: 'two', reason: 'line-of-four' } }))).toBe('Bohdan wins');
    expect(endTitle(view({}))).toBeNull();
  });

  it('is written in the chosen language', () => {
    setLang('uk');
    try {
      const won = view({ seats: vsLevel(2, 'one'), outcome: { winner: 'one', reason: 'line-of-four' } });
      expect(endTitle(won)).toBe('Ви перемогли рівень 2');
      expect(endTitle(view({ seats: vsLevel(4, 'one'), outcome: { winner: 'two', reason: 'line-of-four' } }))).toBe('Переміг рівень 4');
    } finally {
      setLang('en');
    }
  });
});
