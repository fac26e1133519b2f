// Saved games in the person's terms: who won, and how long the game was.
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from './i18n/index.svelte';
import type { SavedSide } from './ipc';
import { movesText, resultText, yourMoveCount, yourSeat, yourSeatIn } from './sides';

const you: SavedSide = { type: 'person', name: 'Player' };
const level = (n: number): SavedSide => ({ type: 'ai', level: n });
const one: SavedSide = { type: 'person', name: 'Player one' };
const two: SavedSide = { type: 'person', name: 'Player two' };
const won = (winner: 'one' | 'two' | null, reason = 'line-of-four') => ({ state: 'finished' as const, result: { winner, reason } });

afterEach(() => setLang('en'));

describe('who "you" are', () => {
  it('is the one person against the computer, under the app’s own name for them', () => {
    expect(yourSeat(you, level(2))).toBe('one');
    expect(yourSeat(level(4), you)).toBe('two');
    expect(yourSeat(one, two)).toBeNull();
    expect(yourSeat({ type: 'person', name: 'Anna' }, level(2))).toBeNull();
    expect(yourSeat(level(1), level(2))).toBeNull();
    expect(yourSeatIn([{ kind: 'ai', level: 3 }, { kind: 'person' }])).toBe('two');
    expect(yourSeatIn([{ kind: 'person' }, { kind: 'person' }])).toBeNull();
  });
});

describe('the result of a saved game', () => {
  it('says it from the person’s side against the computer', () => {
    expect(resultText('gobblet', you, level(1), won('one'))).toBe('You won against Level 1 by a line of four');
    expect(resultText('gobblet', you, level(3), won('two'))).toBe('Level 3 won by a line of four');
    expect(resultText('deblockle', level(2), you, won(null, 'agreement'))).toBe('Draw with Level 2 by agreement');
    expect(resultText('deblockle', level(5), you, won('two', 'all-blocks-removed'))).toBe('You won against Level 5 by all blocks taken off');
  });

  it('keeps the colours between two people who gave no names, and says a given name', () => {
    expect(resultText('gobblet', one, two, won('one'))).toBe('White won by a line of four');
    expect(resultText('deblockle', one, two, won('two', 'resignation'))).toBe('Blue won by resignation');
    expect(resultText('gobblet', { type: 'person', name: 'Anna' }, { type: 'person', name: 'Bo' }, won('two'))).toBe('Bo won by a line of four');
    expect(resultText('gobblet', { type: 'person', name: 'Anna' }, level(2), won('one'))).toBe('Anna won by a line of four');
    expect(resultText('gobblet', one, two, won(null, 'threefold-repetition'))).toBe('Draw by threefold repetition');
    expect(resultText('gobblet', one, two, { state: 'playing' })).toBe('In progress');
  });

  it('in Ukrainian and French', () => {
    setLang('uk');
    expect(resultText('gobblet', you, level(1), won('one'))).toBe('Ви перемогли суперника Рівень 1 (лінія з чотирьох)');
    expect(resultText('gobblet', you, level(3), won('two'))).toBe('Перемога: Рівень 3 (лінія з чотирьох)');
    expect(resultText('gobblet', one, two, won('one'))).toBe('Білі перемогли (лінія з чотирьох)');
    setLang('fr');
    expect(resultText('gobblet', you, level(2), won(null, 'agreement'))).toBe('Nulle contre Niveau 2 (accord mutuel)');
    expect(resultText('gobblet', you, level(1), won('one'))).toMatch(/^Vous avez gagné contre Niveau 1 \(/);
  });
});

describe('the length of a saved game', () => {
  it('counts the person’s own moves against the computer', () => {
    // 49 moves, the person started (seat one) and made the last: 25 of them.
    expect(yourMoveCount(49, 'one', 'two')).toBe(25);
    // 49 moves, the computer to move now: the person made the last one.
    expect(yourMoveCount(49, 'two', 'one')).toBe(25);
    // The person to move after 49 moves: the computer made the last one, 24 were the person's.
    expect(yourMoveCount(49, 'one', 'one')).toBe(24);
    expect(yourMoveCount(0, 'one', 'one')).toBe(0);
    expect(yourMoveCount(1, 'two', 'two')).toBe(0);
    expect(movesText(49, 'one', 'two')).toBe('25 of your moves');
    expect(movesText(2, 'one', 'one')).toBe('1 move of yours');
    // The computer moved first and the person has not yet: said in words, not "0 of …".
    expect(movesText(1, 'two', 'two')).toBe('no moves of yours');
    expect(movesText(0, 'one', 'one')).toBe('no moves of yours');
  });

  it('counts turns between two people, or where the side to move is not known', () => {
    expect(movesText(49, null, 'one')).toBe('49 turns');
    expect(movesText(1, null, null)).toBe('1 turn');
    expect(movesText(12, 'one', null)).toBe('12 turns');
    expect(movesText(null, 'one', 'two')).toBe('moves unknown');
  });

  it('in Ukrainian and Spanish', () => {
    setLang('uk');
    expect(movesText(49, 'one', 'two')).toBe('25 ваших ходів');
    expect(movesText(3, 'one', 'two')).toBe('2 ваші ходи');
    expect(movesText(21, null, null)).toBe('21 хід');
    expect(movesText(1, 'two', 'two')).toBe('жодного вашого ходу');
    setLang('es');
    expect(movesText(49, 'one', 'two')).toBe('25 movimientos tuyos');
    expect(movesText(49, null, null)).toBe('49 turnos');
  });
});
