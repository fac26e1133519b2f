import { describe, expect, it } from 'vitest';
import { Arranging } from './arranging.svelte';
import { baseRequest, clampLevel, defaultForm, firstSeat, namesOf, seatsOf, toRequest } from './newgame';
import { deblockleRequest } from '../games/deblockle/request';
import type { FaceName } from './ipc';

describe('new game form', () => {
  it('sends the names two people gave, trimmed, and none against the computer', () => {
    const form = { ...defaultForm('gobblet'), names: ['  Anna ', ''] as [string, string] };
    expect(namesOf(form)).toEqual(['Anna', null]);
    expect(namesOf({ ...form, opponent: 'ai' })).toBeNull();
  });

  it('opens on the full game between two people', () => {
    expect(toRequest(defaultForm('gobblet'))).toEqual({
      game: 'gobblet',
      seats: [{ kind: 'person' }, { kind: 'person' }],
      first: 'one',
      stacks: [3, 3],
      touch_move: false,
    });
    expect(toRequest(defaultForm('deblockle'))).toMatchObject({ game: 'deblockle', blocks: [4, 4], setup: 'quick' });
  });

  it('puts the computer on the seat the person did not take', () => {
    const form = { ...defaultForm('deblockle'), opponent: 'ai' as const, aiLevel: 3 as const, personSeat: 'two' as const };
    expect(seatsOf(form)).toEqual([{ kind: 'ai', level: 3 }, { kind: 'person' }]);
  });
});

describe('defaults from the settings', () => {
  it('opens with the settings’ touch-move rule and computer level', () => {
    const form = defaultForm('gobblet', { touchMove: false, aiLevel: 5 });
    expect(toRequest(form)).toMatchObject({ touch_move: false, seats: [{ kind: 'person' }, { kind: 'person' }] });
    expect(seatsOf({ ...form, opponent: 'ai' })).toEqual([{ kind: 'person' }, { kind: 'ai', level: 5 }]);
    expect(defaultForm('gobblet').options).toEqual({ touchMove: false });
    expect(toRequest(defaultForm('gobblet', { touchMove: true, aiLevel: 3 }))).toMatchObject({ touch_move: true });
    expect(defaultForm('deblockle', { touchMove: true, aiLevel: 3 }).options).toEqual({ noAdjacent: false, setup: 'quick' });
    expect(defaultForm('deblockle', { touchMove: true, aiLevel: 1 }).aiLevel).toBe(1);
  });

  it('keeps a level from the settings within 1–5', () => {
    expect(clampLevel(0)).toBe(1);
    expect(clampLevel(9)).toBe(5);
    expect(clampLevel(Number.NaN)).toBe(3);
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

describe('classic setup', () => {
  it('sends the rolls and the arrangement', () => {
    const form = { ...defaultForm('deblockle'), options: { noAdjacent: true, setup: 'classic' }, handicap: [1, 1] as [number, number] };
    const classic = { rolls: [['x'], ['stop']] as [FaceName[], FaceName[]], squares: [[0], [0]] as [number[], number[]], rotations: [[1], [0]] as [number[], number[]] };
    expect(deblockleRequest(baseRequest(form), form.options, classic)).toMatchObject({ blocks: [1, 1], no_adjacent: true, setup: { classic } });
    // Without its arrangement the classic setup cannot start.
    expect(() => toRequest(form)).toThrow();
    expect(toRequest({ ...form, options: { noAdjacent: false, setup: 'standard' } })).toMatchObject({ no_adjacent: false, setup: 'standard' });
  });

  it('places, moves and turns blocks until every square is filled', () => {
    const a = new Arranging(3);
    a.place(0, 2);
    a.place(1, 2); // block 0 goes back to the tray
    expect(a.isPlaced(0)).toBe(false);
    a.place(0, 0);
    a.place(2, 1);
    expect(a.done).toBe(true);
    a.turn(1);
    a.turn(1);
    a.turn(0);
    expect(a.rotations).toEqual([1, 0, 2]);
    expect(a.squaresOfBlocks()).toEqual([0, 2, 1]);
    a.place(0, 1); // moving a placed block empties its old square
    expect(a.slots).toEqual([null, 0, 1]);
    expect(a.done).toBe(false);
  });
});
