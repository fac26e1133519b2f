import { describe, expect, it } from 'vitest';
import type { FaceName, MoveView } from '../ipc';
import { destinations, enterableSizes, hops, movableSquares, movesFrom, mustPass, tips } from './selection';

function mv(text: string, from: MoveView['from'], to: string | null, tip: string | null = null, face: FaceName | null = null): MoveView {
  return { text, from, to, tip, face, capture: to === null, path: [] };
}

const gobblet: MoveView[] = [
  mv('4a1', { kind: 'reserve', size: 4 }, 'a1'),
  mv('4b2', { kind: 'reserve', size: 4 }, 'b2'),
  mv('c3-a1', { kind: 'square', square: 'c3' }, 'a1'),
  mv('c3-d4', { kind: 'square', square: 'c3' }, 'd4'),
];

describe('Gobblet selections', () => {
  it('lists what can be picked up', () => {
    expect([...movableSquares(gobblet)]).toEqual(['c3']);
    expect([...enterableSizes(gobblet)]).toEqual([4]);
  });

  it('maps each destination of a selection to its move', () => {
    const from = movesFrom(gobblet, { kind: 'square', square: 'c3' });
    expect([...destinations(from).keys()]).toEqual(['a1', 'd4']);
    expect(destinations(movesFrom(gobblet, { kind: 'reserve', size: 4 })).get('b2')?.text).toBe('4b2');
    expect(movesFrom(gobblet, { kind: 'reserve', size: 3 })).toEqual([]);
    expect(movesFrom(gobblet, null)).toEqual([]);
  });
});

const c3 = { kind: 'square', square: 'c3' } as const;
const deblockle: MoveView[] = [
  mv('c3^s-g2', c3, 'g2', 'c2', 'slider'),
  mv('c3^s-b2', c3, 'b2', 'c2', 'slider'),
  mv('c3^n', c3, 'c4', 'c4', 'stop'),
  mv('c3^e*', c3, null, 'd3', 'star'),
];

describe('Deblockle selections', () => {
  it('previews each tip with the face it turns up, and marks removals', () => {
    const t = tips(deblockle);
    expect(t.get('c2')).toEqual({ face: 'slider', removal: null });
    expect(t.get('c4')?.face).toBe('stop');
    expect(t.get('d3')?.removal?.text).toBe('c3^e*');
  });

  it('lists the hops after a tip', () => {
    expect([...hops(deblockle, 'c2').keys()]).toEqual(['g2', 'b2']);
    expect(hops(deblockle, 'c4').get('c4')?.text).toBe('c3^n');
    expect(hops(deblockle, 'd3').size).toBe(0);
  });

  it('knows when the only move is a pass', () => {
    expect(mustPass([mv('pass', { kind: 'pass' }, null)])?.text).toBe('pass');
    expect(mustPass(deblockle)).toBeNull();
  });
});
