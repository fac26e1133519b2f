import { describe, expect, it } from 'vitest';
import type { TipFact } from '../ipc';
import { facingSquare, netLayout, netSides, tipBringingUp, tipSquareFor, type Side } from './net';

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

// The engine's tips of the rules' reference block (Star up, Slider north, X east, Hoops south,
// Cross west, Stop down), as `deblockle_facts` gives them (crates/engine's Orientation::tip).
const reference = { top: 'star', north: 'slider', east: 'x', south: 'hoops', west: 'cross', bottom: 'stop' } as const;
const engineTips: TipFact[] = [
  { direction: 'north', cube: { top: 'hoops', north: 'star', east: 'x', south: 'stop', west: 'cross', bottom: 'slider' } },
  { direction: 'east', cube: { top: 'cross', north: 'slider', east: 'star', south: 'hoops', west: 'stop', bottom: 'x' } },
  { direction: 'south', cube: { top: 'slider', north: 'stop', east: 'x', south: 'star', west: 'cross', bottom: 'hoops' } },
  { direction: 'west', cube: { top: 'x', north: 'slider', east: 'stop', south: 'hoops', west: 'star', bottom: 'cross' } },
];

describe('the square written on each face: where a tip brings that face up', () => {
  it('agrees with the engine: the face a tip onto a square brings up is the face that names it', () => {
    const sides: Side[] = ['north', 'east', 'south', 'west'];
    for (const tip of engineTips) {
      const onto = facingSquare('d4', tip.direction);
      const named = sides.filter((s) => tipSquareFor('d4', s) === onto);
      expect(named).toHaveLength(1);
      expect(reference[named[0]!]).toBe(tip.cube.top);
      expect(tipBringingUp(named[0]!)).toBe(tip.direction);
    }
  });

  it('writes b3 on the Cross of a block on c3 with the X facing west (the issue’s case)', () => {
    const c3 = { top: 'stop', north: 'slider', east: 'cross', south: 'hoops', west: 'x' };
    const sides = netSides(c3)!;
    const written = Object.fromEntries((['north', 'east', 'south', 'west'] as const).map((s) => [sides[s], tipSquareFor('c3', s)]));
    expect(written).toEqual({ cross: 'b3', x: 'd3', slider: 'c2', hoops: 'c4' });
  });

  it('writes nothing on the top, the bottom, or a face whose square is off the board', () => {
    expect(tipSquareFor('d4', 'top')).toBeNull();
    expect(tipSquareFor('d4', 'bottom')).toBeNull();
    expect(tipSquareFor('a1', 'east')).toBeNull(); // a tip west from a1 leaves the board
    expect(tipSquareFor('a1', 'west')).toBe('b1');
    expect(tipSquareFor('', 'north')).toBeNull();
  });
});
