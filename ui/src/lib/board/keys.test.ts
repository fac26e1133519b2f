import { describe, expect, it } from 'vitest';
import { arrowTarget, gridKey, rowsOf, tabStop } from './keys';
import { squaresInDrawingOrder } from './geometry';

describe('arrowTarget', () => {
  it('moves one square in each direction and stops at the edges', () => {
    expect(arrowTarget(5, 4, 'ArrowUp')).toBe(1);
    expect(arrowTarget(5, 4, 'ArrowDown')).toBe(9);
    expect(arrowTarget(5, 4, 'ArrowLeft')).toBe(4);
    expect(arrowTarget(5, 4, 'ArrowRight')).toBe(6);
    expect(arrowTarget(0, 7, 'ArrowUp')).toBeNull();
    expect(arrowTarget(6, 7, 'ArrowRight')).toBeNull();
    expect(arrowTarget(48, 7, 'ArrowDown')).toBeNull();
    expect(arrowTarget(7, 7, 'ArrowLeft')).toBeNull();
    expect(arrowTarget(3, 4, 'Enter')).toBeNull();
  });
  it('goes to the ends of the row with Home and End', () => {
    expect(arrowTarget(6, 4, 'Home')).toBe(4);
    expect(arrowTarget(6, 4, 'End')).toBe(7);
    expect(arrowTarget(10, 7, 'End')).toBe(13);
  });
});

describe('gridKey', () => {
  it('taps on Enter and Space, cancels on Escape, moves on arrows, ignores the rest', () => {
    expect(gridKey(0, 4, 'Enter')).toEqual({ tap: true });
    expect(gridKey(0, 4, ' ')).toEqual({ tap: true });
    expect(gridKey(0, 4, 'Escape')).toEqual({ cancel: true });
    expect(gridKey(0, 4, 'ArrowRight')).toEqual({ focus: 1 });
    expect(gridKey(0, 4, 'ArrowLeft')).toBeNull();
    expect(gridKey(0, 4, 'a')).toBeNull();
  });
});

describe('tabStop', () => {
  const squares = squaresInDrawingOrder(4);
  it('keeps the square last focused, else the last move’s end, else the near left corner', () => {
    expect(tabStop(squares, 4, 'c3', 'b2')).toBe('c3');
    expect(tabStop(squares, 4, null, 'b2')).toBe('b2');
    expect(tabStop(squares, 4, null, null)).toBe('a1');
    expect(tabStop(squaresInDrawingOrder(4, true), 4, null, null)).toBe('d4');
    expect(tabStop(squaresInDrawingOrder(7), 7, 'e9', null)).toBe('a1');
  });
});

describe('rowsOf', () => {
  it('cuts the drawing order into rows, the top row first', () => {
    const rows = rowsOf(squaresInDrawingOrder(4), 4);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual(['a4', 'b4', 'c4', 'd4']);
    expect(rows[3]).toEqual(['a1', 'b1', 'c1', 'd1']);
  });
});
