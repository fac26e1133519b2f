import { describe, expect, it } from 'vitest';
import type { MoveView, Seat } from '../ipc';
import { lastMoveRole } from './marks';
import { DeblocklePick } from '../../games/deblockle/pick.svelte';
import { GobbletPick, type GobbletContext } from '../../games/gobblet/pick.svelte';

const mv = (m: Partial<MoveView> & Pick<MoveView, 'text' | 'from'>): MoveView => ({ tip: null, face: null, to: null, capture: false, path: [], ...m });

const gobbletLegal = [
  mv({ text: '4a1', from: { kind: 'reserve', size: 4 }, to: 'a1' }),
  mv({ text: '4b2', from: { kind: 'reserve', size: 4 }, to: 'b2' }),
  mv({ text: 'c3-d4', from: { kind: 'square', square: 'c3' }, to: 'd4' }),
];
const ctx = (over: Partial<GobbletContext> = {}): GobbletContext => ({
  legal: gobbletLegal,
  touched: null,
  touchMove: false,
  ownerAt: (s: string): Seat | null => (s === 'c3' ? 'one' : s === 'a4' ? 'one' : null),
  sideToMove: 'one',
  ...over,
});

describe('Gobblet pick', () => {
  it('marks only the external stack tapped, of several showing the same size', () => {
    const pick = new GobbletPick();
    pick.tapReserve(ctx(), 4, 1);
    expect([0, 1, 2].map((i) => pick.isPickedStack(ctx(), 4, i))).toEqual([false, true, false]);
    pick.tapReserve(ctx(), 4, 2); // another stack of that size: that one is picked
    expect([0, 1, 2].map((i) => pick.isPickedStack(ctx(), 4, i))).toEqual([false, false, true]);
    expect(pick.selected).toEqual({ kind: 'reserve', size: 4 });
    pick.tapReserve(ctx(), 4, 2); // the same stack again: put back
    expect(pick.selected).toBeNull();
    expect([0, 1, 2].map((i) => pick.isPickedStack(ctx(), 4, i))).toEqual([false, false, false]);
    pick.tapReserve(ctx(), 4, 0);
    pick.clear();
    expect(pick.isPickedStack(ctx(), 4, 0)).toBe(false);
  });

  it('a stack, then a square, plays the entering move', () => {
    const pick = new GobbletPick();
    expect(pick.tapReserve(ctx(), 4)).toBeNull();
    expect([...pick.targets(ctx()).keys()].sort()).toEqual(['a1', 'b2']);
    expect(pick.tapSquare(ctx(), 'b2')).toEqual({ play: '4b2' });
    expect(pick.selected).toBeNull();
  });

  it('tapping the picked piece again puts it down', () => {
    const pick = new GobbletPick();
    pick.tapSquare(ctx(), 'c3');
    expect(pick.selected).toEqual({ kind: 'square', square: 'c3' });
    pick.tapSquare(ctx(), 'c3');
    expect(pick.selected).toBeNull();
  });

  it('under touch-move a tap on one’s own piece touches it, even one that cannot move', () => {
    const pick = new GobbletPick();
    expect(pick.tapSquare(ctx({ touchMove: true }), 'c3')).toEqual({ touch: 'c3' });
    expect(pick.tapSquare(ctx({ touchMove: true }), 'a4')).toEqual({ touch: 'a4' });
    // once touched, only that piece moves and no drag starts elsewhere
    expect(pick.canDrag(ctx({ touchMove: true, touched: 'c3' }), { kind: 'reserve', size: 4 })).toBe(false);
    expect(pick.tapSquare(ctx({ touchMove: true, touched: 'c3' }), 'd4')).toEqual({ play: 'c3-d4' });
  });

  it('touching a piece puts down a stack picked before it (the stack is no longer in hand)', () => {
    const pick = new GobbletPick();
    pick.tapReserve(ctx({ touchMove: true }), 4);
    expect(pick.selected).toEqual({ kind: 'reserve', size: 4 });
    expect(pick.tapSquare(ctx({ touchMove: true }), 'c3')).toEqual({ touch: 'c3' });
    expect(pick.selected).toBeNull();
  });

  it('a drop plays the move only on a destination', () => {
    const pick = new GobbletPick();
    expect(pick.drop(ctx(), { kind: 'reserve', size: 4 }, 'c4')).toBeNull();
    expect(pick.drop(ctx(), { kind: 'reserve', size: 4 }, null)).toBeNull();
    expect(pick.drop(ctx(), { kind: 'square', square: 'c3' }, 'd4')).toEqual({ play: 'c3-d4' });
  });
});

const deblockleLegal = [
  mv({ text: 'c1^c-c3', from: { kind: 'square', square: 'c1' }, tip: 'c2', face: 'cross', to: 'c3' }),
  mv({ text: 'c1^c-b2', from: { kind: 'square', square: 'c1' }, tip: 'c2', face: 'cross', to: 'b2' }),
  mv({ text: 'c1^s', from: { kind: 'square', square: 'c1' }, tip: 'd1', face: 'star', to: null, capture: true, path: [] }),
];

describe('Deblockle pick', () => {
  it('block, tip, hop', () => {
    const pick = new DeblocklePick();
    expect(pick.tap(deblockleLegal, 'c1')).toBeNull();
    expect([...pick.tips(deblockleLegal).keys()].sort()).toEqual(['c2', 'd1']);
    expect(pick.tap(deblockleLegal, 'c2')).toBeNull();
    expect(pick.tippedFace(deblockleLegal)).toBe('cross');
    expect([...pick.hops(deblockleLegal).keys()].sort()).toEqual(['b2', 'c3']);
    expect(pick.tap(deblockleLegal, 'c3')).toEqual({ play: 'c1^c-c3' });
    expect(pick.selected).toBeNull();
  });

  it('tapping the block again takes the tip back; a tip onto the star removes at once', () => {
    const pick = new DeblocklePick();
    pick.tap(deblockleLegal, 'c1');
    pick.tap(deblockleLegal, 'c2');
    pick.tap(deblockleLegal, 'c1');
    expect(pick.tipped).toBeNull();
    expect(pick.selected).toBe('c1');
    expect(pick.tap(deblockleLegal, 'd1')).toEqual({ play: 'c1^s' });
  });
});

describe('last move marks', () => {
  it('names from, tip and to; a removal ends on the star', () => {
    const hop = deblockleLegal[0]!;
    expect(lastMoveRole(hop, 'c1')).toBe('from');
    expect(lastMoveRole(hop, 'c2')).toBe('tip');
    expect(lastMoveRole(hop, 'c3')).toBe('to');
    expect(lastMoveRole(hop, 'a1')).toBeNull();
    expect(lastMoveRole(deblockleLegal[2]!, 'd1')).toBe('to');
    expect(lastMoveRole(null, 'a1')).toBeNull();
  });

  it('a hop back to where the block started marks that square as where it ended', () => {
    const back = mv({ text: 'c1^l-c1', from: { kind: 'square', square: 'c1' }, tip: 'c2', face: 'slider', to: 'c1' });
    expect(lastMoveRole(back, 'c1')).toBe('to');
  });
});
