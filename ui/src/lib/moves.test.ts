import { describe, expect, it } from 'vitest';
import { firstMover, pairMoves, stepPly } from './moves';

describe('pairMoves', () => {
  it('numbers pairs of moves when seat one starts', () => {
    expect(pairMoves(['4a1', '4b2', '4c3'], 'one')).toEqual([
      { number: 1, one: { text: '4a1', ply: 1 }, two: { text: '4b2', ply: 2 } },
      { number: 2, one: { text: '4c3', ply: 3 }, two: null },
    ]);
  });

  it('leaves seat one’s half of move 1 empty when seat two starts', () => {
    expect(pairMoves(['4a1', '4b2'], 'two')).toEqual([
      { number: 1, one: null, two: { text: '4a1', ply: 1 } },
      { number: 2, one: { text: '4b2', ply: 2 }, two: null },
    ]);
  });

  it('has no pairs before the first move', () => {
    expect(pairMoves([], 'one')).toEqual([]);
  });
});

describe('firstMover', () => {
  it('is the side to move after an even number of moves, the other after an odd one', () => {
    expect(firstMover('one', 0)).toBe('one');
    expect(firstMover('one', 4)).toBe('one');
    expect(firstMover('two', 3)).toBe('one');
    expect(firstMover('one', 3)).toBe('two');
  });
});

describe('stepPly', () => {
  it('steps within the game and stops at both ends', () => {
    expect(stepPly(3, 10, 'previous')).toBe(2);
    expect(stepPly(0, 10, 'previous')).toBe(0);
    expect(stepPly(10, 10, 'next')).toBe(10);
    expect(stepPly(4, 10, 'first')).toBe(0);
    expect(stepPly(4, 10, 'last')).toBe(10);
  });
});
