import { describe, expect, it } from 'vitest';
import { facingSquare, netLayout, netSides } from './net';

// The tutorial's block on d5 (`Gd5:C/T`): Cross up, Stop north, so Star south.
const d5 = { top: 'cross', north: 'stop', east: 'slider', south: 'star', west: 'hoops' };

describe('the net of a block', () => {
  it('finds the face underneath as the sixth face', () => {
    expect(netSides(d5)).toEqual({ ...d5, bottom: 'x' });
    expect(netSides({ ...d5, bottom: 'x' })?.bottom).toBe('x');
  });

  it('refuses faces that are not five different faces', () => {
    expect(netSides({ ...d5, west: 'star' })).toBeNull();
    expect(netSides({ ...d5, top: 'moon' })).toBeNull();
    expect(netSides({ ...d5, bottom: 'cross' })).toBeNull();
  });

  it('lays the sides round the top as the board shows them, turned for Blue too', () => {
    const sides = netSides(d5)!;
    const where = (turned: boolean) => Object.fromEntries(netLayout(sides, turned).map((c) => [c.side, [c.col, c.row]]));
    expect(where(false)).toEqual({ north: [1, 0], west: [0, 1], top: [1, 1], east: [2, 1], south: [1, 2], bottom: [1, 3] });
    expect(where(true)).toEqual({ south: [1, 0], east: [0, 1], top: [1, 1], west: [2, 1], north: [1, 2], bottom: [1, 3] });
    expect(netLayout(sides).map((c) => c.face).sort()).toEqual(['cross', 'hoops', 'slider', 'star', 'stop', 'x']);
  });

  it('names the square each side looks at, so "the side away from d6" can be read', () => {
    expect(facingSquare('d5', 'north')).toBe('d6');
    expect(facingSquare('d5', 'south')).toBe('d4');
    expect(facingSquare('a7', 'west')).toBeNull();
    expect(facingSquare('a7', 'north')).toBeNull();
    expect(facingSquare('d5', 'top')).toBeNull();
  });
});
