import { describe, expect, it } from 'vitest';
import { defaultForm, firstSeat, seatsOf, toRequest } from './newgame';

describe('new game form', () => {
  it('opens on the full game between two people', () => {
    expect(toRequest(defaultForm('gobblet'))).toEqual({
      game: 'gobblet',
      seats: [{ kind: 'person' }, { kind: 'person' }],
      first: 'one',
      stacks: [3, 3],
      touch_move: true,
    });
    expect(toRequest(defaultForm('deblockle'))).toMatchObject({ game: 'deblockle', blocks: [4, 4], setup: 'quick' });
  });

  it('puts the computer on the seat the person did not take', () => {
    const form = { ...defaultForm('deblockle'), opponent: 3 as const, personSeat: 'two' as const };
    expect(seatsOf(form)).toEqual([{ kind: 'ai', level: 3 }, { kind: 'person' }]);
  });
});

describe('who starts', () => {
  it('is the last winner when asked, seat one when there was none', () => {
    const form = { ...defaultForm('gobblet'), first: 'last' as const };
    expect(firstSeat(form, 'two')).toBe('two');
    expect(firstSeat(form, null)).toBe('one');
    expect(toRequest(form, 'two').first).toBe('two');
    expect(firstSeat({ ...form, first: 'two' }, 'one')).toBe('two');
  });
});
