import { describe, expect, it } from 'vitest';
import { gobbletIndex, squaresInDrawingOrder } from './geometry';

describe('squaresInDrawingOrder', () => {
  it('draws rank n at the top for seat one', () => {
    const squares = squaresInDrawingOrder(4);
    expect(squares.slice(0, 4)).toEqual(['a4', 'b4', 'c4', 'd4']);
    expect(squares.slice(12)).toEqual(['a1', 'b1', 'c1', 'd1']);
  });

  it('turns the board round for seat two', () => {
    const squares = squaresInDrawingOrder(7, true);
    expect(squares[0]).toBe('g1');
    expect(squares[48]).toBe('a7');
    expect(new Set(squares).size).toBe(49);
  });
});

describe('gobbletIndex', () => {
  it('matches the order of the board view', () => {
    expect(gobbletIndex('a1')).toBe(0);
    expect(gobbletIndex('d1')).toBe(3);
    expect(gobbletIndex('a2')).toBe(4);
    expect(gobbletIndex('d4')).toBe(15);
  });
});
