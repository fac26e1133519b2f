import { describe, expect, it } from 'vitest';
import { bottomSeat, computerBusy, playerName, statusLine, turnSeat, turnText } from './players';
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

  it('keeps the turn with the side whose piece still moves: "Your turn" once the computer\'s piece has landed', () => {
    // White (the person) played 4a1, the computer replied 4d4: the view is White's turn again.
    const after = view({ seats: [{ kind: 'person' }, { kind: 'ai', level: 2 }], moves: ['4a1', '4d4'], side_to_move: 'one' });
    const computerMoving = { ply: 1, moving: true };
    expect(turnSeat(after, computerMoving)).toBe('two');
    expect(turnText(after, 'one', computerMoving)).toBeNull();
    expect(turnText(after, 'two', computerMoving)).toBe('Level 2 is thinking…');
    expect(computerBusy(after, 'two', computerMoving)).toBe(true);
    const landed = { ply: 2, moving: false };
    expect(turnText(after, 'one', landed)).toBe('Your turn');
    expect(turnText(after, 'two', landed)).toBeNull();
    expect(computerBusy(after, 'two', landed)).toBe(false);
    // The person's own piece still moving, the reply already in the view: no turn said yet.
    const ownMoving = { ply: 0, moving: true };
    expect(turnText(after, 'one', ownMoving)).toBeNull();
    expect(turnText(after, 'two', ownMoving)).toBeNull();
    // The person's move moving before the core has answered: "Your turn" is gone at the tap.
    const before = view({ seats: [{ kind: 'person' }, { kind: 'ai', level: 2 }], moves: [], side_to_move: 'one' });
    expect(turnText(before, 'one', { ply: 0, moving: true })).toBeNull();
    expect(turnText(before, 'one', { ply: 0, moving: false })).toBe('Your turn');
  });

  it('says the turn once: the bar against the computer, the status between two people', () => {
    const vsComputer = view({ seats: [{ kind: 'person' }, { kind: 'ai', level: 2 }] });
    expect(turnText(vsComputer, 'one')).toBe('Your turn');
    expect(statusLine(vsComputer)).toBeNull();
    expect(statusLine({ ...vsComputer, side_to_move: 'two', thinking: true })).toBeNull();
    // What the bars do not say stays: a touched piece, a forced pass, a result.
    expect(statusLine({ ...vsComputer, touched: 'b2' })).toBe('White must move the touched piece on b2');
    expect(statusLine({ ...vsComputer, outcome: { winner: 'one', reason: 'line-of-four' } })).toMatch(/^You won against Level 2/);
    const people = view({});
    expect(turnText(people, 'one')).toBeNull();
    expect(statusLine(people)).toBe('White to move');
    // Between two people the status follows the pieces as the bars do.
    const moved = view({ moves: ['4a1'], side_to_move: 'two' });
    expect(statusLine(moved, { ply: 0, moving: true })).toBe('White to move');
    expect(statusLine(moved, { ply: 1, moving: false })).toBe('Black to move');
  });
});
