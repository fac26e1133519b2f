import { describe, expect, it } from 'vitest';
import { cellOf, nameOf } from './cell';
import { FACE_SHAPES } from './faces';

describe('cells', () => {
  it('read and write square names both ways', () => {
    expect(cellOf('a1')).toEqual({ file: 0, rank: 0 });
    expect(cellOf('d2')).toEqual({ file: 3, rank: 1 });
    expect(cellOf('g7')).toEqual({ file: 6, rank: 6 });
    for (const name of ['a1', 'c3', 'd6', 'g4']) expect(nameOf(cellOf(name))).toBe(name);
  });
});

describe('face shapes', () => {
  it('draws every face', () => {
    for (const face of ['star', 'stop', 'cross', 'x', 'slider', 'hoops'] as const) {
      expect(FACE_SHAPES[face].length).toBeGreaterThan(0);
    }
  });
});
