import { describe, expect, it } from 'vitest';
import type { DeblockleBlock, DeblockleBoard, FaceName, MoveView } from '../../lib/ipc';
import { STEP_MS } from '../../lib/board/motion';
import { deblockleDiff, deblockleMove } from './motion';

const move = (m: Partial<MoveView> & Pick<MoveView, 'from'>): MoveView => ({ text: '', tip: null, face: null, to: null, capture: false, path: [], ...m });

const block = (square: string, owner: 'one' | 'two', top: FaceName): DeblockleBlock => ({ square, owner, top, north: 'cross', east: 'x', south: 'slider', west: 'hoops' });
const deblockle = (blocks: DeblockleBlock[]): DeblockleBoard => ({ blocks, removed: [0, 0], blocks_per_side: [6, 6], stars: [] });

describe('Deblockle motion', () => {
  it('rolls the block onto its tip square (old top fading as the new one turns up), then hops', () => {
    const before = deblockle([block('c1', 'one', 'star')]);
    const after = deblockle([block('c3', 'one', 'cross')]);
    const plan = deblockleMove(before, after, move({ from: { kind: 'square', square: 'c1' }, tip: 'c2', face: 'cross', to: 'c3' }), ['c3']);
    expect(plan.tracks).toHaveLength(2);
    const [old, rolled] = plan.tracks;
    expect(old?.sprite).toMatchObject({ top: 'star' });
    expect(old?.keys.at(-1)?.opacity).toBe(0);
    expect(old?.keys.at(-1)?.squashY).toBeLessThan(1); // rolling north: squashed along y
    expect(rolled?.sprite).toMatchObject({ top: 'cross' });
    expect(rolled?.hide).toBe('c3');
    expect(rolled?.delay).toBe(STEP_MS.roll / 2);
    const places = rolled?.keys.filter((k) => !k.toward).map((k) => (k.at.kind === 'square' ? k.at.square : ''));
    expect(places).toEqual(['c2', 'c3']);
    expect(rolled?.keys.at(-1)?.offset).toBe(1);
  });

  it('Hoops takes each of its three steps', () => {
    const before = deblockle([block('a1', 'one', 'star')]);
    const after = deblockle([block('d2', 'one', 'hoops')]);
    const mv = move({ from: { kind: 'square', square: 'a1' }, tip: 'b1', face: 'hoops', to: 'c3' });
    const plan = deblockleMove(before, after, mv, ['c1', 'c2', 'c3']);
    const rolled = plan.tracks[1];
    const landings = rolled?.keys.filter((k) => !k.toward && k.lift === 0).map((k) => (k.at.kind === 'square' ? k.at.square : ''));
    expect(landings).toEqual(['c1', 'c2', 'c3']);
    expect(plan.duration).toBe(STEP_MS.roll + 3 * STEP_MS.hop);
  });

  it('the Slider slides in one go', () => {
    const before = deblockle([block('a1', 'one', 'star')]);
    const after = deblockle([block('b5', 'one', 'slider')]);
    const mv = move({ from: { kind: 'square', square: 'a1' }, tip: 'b1', face: 'slider', to: 'b5' });
    const plan = deblockleMove(before, after, mv, ['b2', 'b3', 'b4', 'b5']);
    const rolled = plan.tracks[1]!;
    expect(rolled.keys.filter((k) => k.lift !== undefined && k.lift > 0)).toHaveLength(0);
    expect(rolled.keys.at(-1)?.at).toEqual({ kind: 'square', square: 'b5' });
    const slide = plan.duration - STEP_MS.roll;
    expect(slide).toBeGreaterThanOrEqual(150);
    expect(slide).toBeLessThanOrEqual(400);
  });

  it('a block taken off on the star rolls there and vanishes', () => {
    const before = deblockle([block('d5', 'one', 'x')]);
    const after = deblockle([]);
    const plan = deblockleMove(before, after, move({ from: { kind: 'square', square: 'd5' }, tip: 'd6', face: 'star', to: null, capture: true, path: [] }));
    const rolled = plan.tracks[1]!;
    expect(rolled.hide).toBeNull();
    expect(rolled.keys.at(-1)).toMatchObject({ at: { kind: 'square', square: 'd6' }, opacity: 0 });
  });

  it('an undo slides each block back from where it was', () => {
    const before = deblockle([block('c3', 'one', 'cross'), block('e5', 'two', 'x')]);
    const after = deblockle([block('c1', 'one', 'star'), block('e5', 'two', 'x')]);
    const plan = deblockleDiff(before, after);
    expect(plan.tracks).toHaveLength(1);
    expect(plan.tracks[0]?.keys[0]?.at).toEqual({ kind: 'square', square: 'c3' });
    expect(plan.tracks[0]?.hide).toBe('c1');
  });
});
