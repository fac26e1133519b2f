import { describe, expect, it } from 'vitest';
import { DIRECTIONS, FACES, hopTargets, OPPOSITE, REFERENCE, tip, type Orientation } from './cube';
import { FACE_SHAPES } from './faces';

const opposite = (o: Orientation) =>
  OPPOSITE[o.top] === o.bottom && OPPOSITE[o.north] === o.south && OPPOSITE[o.east] === o.west;

describe('tip', () => {
  it('brings up the face on the side the block rolls away from (the rules’ handedness)', () => {
    expect(tip(REFERENCE, 'north').top).toBe('hoops');
    expect(tip(REFERENCE, 'south').top).toBe('slider');
    expect(tip(REFERENCE, 'east').top).toBe('cross');
    expect(tip(REFERENCE, 'west').top).toBe('x');
  });

  it('rolls north exactly as the rules spell out', () => {
    expect(tip(REFERENCE, 'north')).toEqual({
      top: 'hoops',
      north: 'star',
      bottom: 'slider',
      south: 'stop',
      east: 'x',
      west: 'cross',
    });
  });

  it('keeps opposite faces opposite, undoes with the reverse tip and cycles in four', () => {
    const back = { north: 'south', south: 'north', east: 'west', west: 'east' } as const;
    for (const d of DIRECTIONS) {
      let o = REFERENCE;
      for (let i = 0; i < 4; i++) {
        o = tip(o, d);
        expect(opposite(o)).toBe(true);
      }
      expect(o).toEqual(REFERENCE);
      expect(tip(tip(REFERENCE, d), back[d])).toEqual(REFERENCE);
    }
  });

  it('reaches all 24 orientations', () => {
    const seen = new Set<string>();
    let frontier = [REFERENCE];
    while (frontier.length) {
      const next: Orientation[] = [];
      for (const o of frontier) {
        const key = JSON.stringify(o);
        if (seen.has(key)) continue;
        seen.add(key);
        for (const d of DIRECTIONS) next.push(tip(o, d));
      }
      frontier = next;
    }
    expect(seen.size).toBe(24);
  });
});

describe('hopTargets', () => {
  const centre = { file: 3, rank: 3 };
  const key = (cells: { file: number; rank: number }[]) => cells.map((c) => `${c.file}${c.rank}`).sort();
  it('follows each symbol on an empty board', () => {
    expect(hopTargets('stop', centre, 7)).toEqual([]);
    expect(key(hopTargets('cross', centre, 7))).toEqual(['23', '32', '34', '43']);
    expect(key(hopTargets('x', centre, 7))).toEqual(['22', '24', '42', '44']);
    expect(key(hopTargets('slider', centre, 7))).toEqual(['03', '30', '36', '63']);
    // Hoops: three steps, stepping back allowed: every square 1 or 3 steps away.
    const hoops = hopTargets('hoops', centre, 7);
    expect(hoops).toHaveLength(16);
    for (const c of hoops) expect([1, 3]).toContain(Math.abs(c.file - 3) + Math.abs(c.rank - 3));
  });

  it('stays on the board from a corner', () => {
    expect(key(hopTargets('slider', { file: 0, rank: 0 }, 7))).toEqual(['06', '60']);
    expect(key(hopTargets('x', { file: 0, rank: 0 }, 7))).toEqual(['11']);
  });
});

describe('face shapes', () => {
  it('draws every face', () => {
    for (const f of FACES) expect(FACE_SHAPES[f].length).toBeGreaterThan(0);
  });
});
