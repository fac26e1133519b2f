import { describe, expect, it } from 'vitest';
import { bottomSeat, playerName, turnText } from './players';
import { gameView as view } from '../test-views';

const blackVsLevel3 = view({ seats: [{ kind: 'ai', level: 3 }, { kind: 'person' }] });

describe('players', () => {
  it('names the person "You" and the computer by its level and name', () => {
    expect(playerName(blackVsLevel3, 'two')).toBe('You');
    expect(playerName(blackVsLevel3, 'one')).toBe('Level 3 · Intermediate');
  });

  it('names the sides between two people', () => {
    expect(playerName(view({}), 'one')).toBe('White');
    expect(playerName(view({ game: 'deblockle' }), 'two')).toBe('Blue');
  });

  it('names a side by the name its person gave, the other by its colour', () => {
    const named = view({ names: ['Anna', null] });
    expect(playerName(named, 'one')).toBe('Anna');
    expect(playerName(named, 'two')).toBe('Black');
  });

  it('says whose turn it is on that side’s bar only', () => {
    expect(turnText(blackVsLevel3, 'one')).toBe('Level 3 is thinking…');
    expect(turnText(blackVsLevel3, 'two')).toBeNull();
    expect(turnText({ ...blackVsLevel3, side_to_move: 'two' }, 'two')).toBe('Your turn');
    expect(turnText({ ...blackVsLevel3, outcome: { winner: 'one', reason: 'line-of-four' } }, 'one')).toBeNull();
  });

  it('draws the board from the person’s side against the computer, whatever the facing', () => {
    expect(bottomSeat(blackVsLevel3, 'fixed')).toBe('two');
    expect(bottomSeat(view({ seats: [{ kind: 'person' }, { kind: 'ai', level: 1 }], side_to_move: 'two' }), 'turn')).toBe('one');
  });

  it('keeps the pass-and-play facings', () => {
    expect(bottomSeat(view({ side_to_move: 'two' }), 'fixed')).toBe('one');
    expect(bottomSeat(view({ side_to_move: 'two' }), 'tabletop')).toBe('one');
    expect(bottomSeat(view({ side_to_move: 'two' }), 'turn')).toBe('two');
  });
});
