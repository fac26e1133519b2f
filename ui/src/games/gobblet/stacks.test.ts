// The order the Gobblet board draws the external stacks in: the stack the person picked is the
// one that gives the piece, in the predicted frame, in the motion and in the core's next view
// as drawn; the computer's piece leaves from the stack that shrinks; stacks of other sizes stay
// where they are; an undo or a view that does not follow draws the core's own order again.
import { describe, expect, it } from 'vitest';
import type { GobbletBoard, GobbletPiece, MoveView } from '../../lib/ipc';
import { predictGobblet } from './predict';
import { gobbletDiff, gobbletMove } from './motion';
import { arrange, StackOrder } from './stacks';

const W = (size: number): GobbletPiece => ({ owner: 'one', size });
const B = (size: number): GobbletPiece => ({ owner: 'two', size });

function gobblet(stacks: Record<string, GobbletPiece[]>, reserves: [number[], number[]]): GobbletBoard {
  const squares: GobbletPiece[][] = [];
  for (let i = 0; i < 16; i++) squares.push(stacks[`${'abcd'[i % 4]}${Math.floor(i / 4) + 1}`] ?? []);
  return { squares, reserves, win_lines: [] };
}

const enter = (size: number, to: string): MoveView => ({ text: `${size}${to}`, tip: null, face: null, to, capture: false, path: [], from: { kind: 'reserve', size } });

/** The core takes a piece from the last of a side's stacks showing its size. */
function coreTakes(reserves: number[], size: number): number[] {
  const next = [...reserves];
  const i = next.lastIndexOf(size);
  next[i] = size - 1;
  return next;
}

describe('arrange', () => {
  it('keeps each place its size where it can, the rest in the core order', () => {
    expect(arrange([3, 4, 4], [4, 4, 3])).toEqual([2, 1, 0]);
    expect(arrange([4, 4, 4], [4, 4, 3])).toEqual([0, 1, 2]);
    expect(arrange([4, 2, 1], [4, 2, 1])).toEqual([0, 1, 2]);
    // Nothing fits: the core's order.
    expect(arrange([0, 0, 0], [4, 4, 4])).toEqual([0, 1, 2]);
    expect(arrange([4, 4], [4, 4, 4])).toEqual([0, 1, 2]);
  });

  it('always draws the core sizes, as many of each', () => {
    const core = [4, 3, 3];
    for (const wanted of [[3, 3, 4], [3, 4, 3], [0, 4, 1], [4, 4, 4]]) {
      const order = arrange(wanted, core);
      expect([...order].sort()).toEqual([0, 1, 2]);
    }
  });
});

describe('the stack picked gives the piece', () => {
  it('the first of three equal stacks tapped: that place shrinks, predicted, moved and drawn from the core view', () => {
    const stacks = new StackOrder();
    const start = gobblet({}, [[4, 4, 4], [4, 4, 4]]);
    const drawnStart = stacks.draw(start);
    expect(drawnStart).toBe(start); // the core's own order while nothing was picked

    const mv = enter(4, 'b2');
    stacks.take('one', 0, 4);
    expect(stacks.taken('one')).toBe(0);
    expect(stacks.taken('two')).toBeNull();
    // The predicted frame takes from the place tapped.
    const predicted = predictGobblet(drawnStart, mv, 'one', stacks.taken('one'));
    expect(predicted?.reserves[0]).toEqual([3, 4, 4]);
    // The sprite leaves that place.
    const motion = gobbletMove(drawnStart, predicted!, mv, 'one');
    expect(motion.tracks[0]?.keys[0]?.at).toEqual({ kind: 'reserve', seat: 'one', size: 4, stack: 0 });

    // The core takes from its last stack; the view is drawn with the first place shrunk.
    const answer = gobblet({ b2: [W(4)] }, [coreTakes([4, 4, 4], 4), [4, 4, 4]]);
    expect(answer.reserves[0]).toEqual([4, 4, 3]);
    const drawn = stacks.draw(answer);
    expect(drawn.reserves[0]).toEqual([3, 4, 4]);
    expect(drawn.reserves[1]).toEqual([4, 4, 4]);
    expect(stacks.order('one')).toEqual([2, 1, 0]);
    expect(stacks.taken('one')).toBeNull();
    // The core's view as drawn is the predicted frame: no second motion.
    expect(gobbletDiff(predicted!, drawn).tracks).toEqual([]);
    // The same view again draws the same board.
    expect(stacks.draw(answer)).toBe(drawn);
  });

  it("the computer's piece leaves from the stack that shrinks", () => {
    const stacks = new StackOrder();
    const before = stacks.draw(gobblet({ b2: [W(4)] }, [[4, 4, 3], [4, 4, 4]]));
    const reply = gobblet({ b2: [W(4)], c3: [B(4)] }, [[4, 4, 3], coreTakes([4, 4, 4], 4)]);
    const after = stacks.draw(reply);
    const shrank = after.reserves[1].findIndex((size, i) => size < (before.reserves[1][i] ?? 0));
    expect(shrank).toBeGreaterThanOrEqual(0);
    const motion = gobbletMove(before, after, enter(4, 'c3'), 'two');
    expect(motion.tracks[0]?.keys[0]?.at).toEqual({ kind: 'reserve', seat: 'two', size: 4, stack: shrank });
  });

  it("after the person's stacks were reordered, the computer's reply leaves them as drawn", () => {
    const stacks = new StackOrder();
    stacks.draw(gobblet({}, [[4, 4, 4], [4, 4, 4]]));
    stacks.take('one', 0, 4);
    const mine = stacks.draw(gobblet({ b2: [W(4)] }, [[4, 4, 3], [4, 4, 4]]));
    expect(mine.reserves[0]).toEqual([3, 4, 4]);
    const reply = stacks.draw(gobblet({ b2: [W(4)], c3: [B(4)] }, [[4, 4, 3], [4, 4, 3]]));
    expect(reply.reserves[0]).toEqual([3, 4, 4]);
    expect(reply.reserves[1]).toEqual([4, 4, 3]);
  });

  it('stacks of other sizes stay where they are', () => {
    const stacks = new StackOrder();
    stacks.draw(gobblet({}, [[4, 2, 4], [4, 4, 4]]));
    stacks.take('one', 0, 4);
    const drawn = stacks.draw(gobblet({ a1: [W(4)] }, [coreTakes([4, 2, 4], 4), [4, 4, 4]]));
    expect(drawn.reserves[0]).toEqual([3, 2, 4]);
    expect(stacks.order('one')).toEqual([2, 1, 0]);
    // A size only one stack shows: nothing to reorder.
    const again = new StackOrder();
    again.draw(gobblet({}, [[4, 2, 3], [4, 4, 4]]));
    again.take('one', 1, 2);
    const one = again.draw(gobblet({ a1: [W(2)] }, [[4, 1, 3], [4, 4, 4]]));
    expect(one.reserves[0]).toEqual([4, 1, 3]);
    expect(again.order('one')).toEqual([0, 1, 2]);
  });

  it('a tap on a place that does not show the size played reorders nothing', () => {
    const stacks = new StackOrder();
    stacks.draw(gobblet({}, [[4, 3, 4], [4, 4, 4]]));
    stacks.take('one', 1, 4);
    expect(stacks.taken('one')).toBeNull();
    const drawn = stacks.draw(gobblet({ a1: [W(4)] }, [[4, 3, 3], [4, 4, 4]]));
    expect(drawn.reserves[0]).toEqual([4, 3, 3]);
  });

  it('an undo, or a view that does not follow, draws the core order again', () => {
    const stacks = new StackOrder();
    stacks.draw(gobblet({}, [[4, 4, 4], [4, 4, 4]]));
    stacks.take('one', 0, 4);
    stacks.draw(gobblet({ b2: [W(4)] }, [[4, 4, 3], [4, 4, 4]]));
    expect(stacks.order('one')).toEqual([2, 1, 0]);
    // Undo: the piece goes back to the place that gave it, the order the core's again.
    const undone = gobblet({}, [[4, 4, 4], [4, 4, 4]]);
    const back = stacks.draw(undone);
    expect(back).toBe(undone);
    expect(stacks.order('one')).toEqual([0, 1, 2]);

    // A new game after a reordered one.
    stacks.take('one', 0, 4);
    stacks.draw(gobblet({ b2: [W(4)] }, [[4, 4, 3], [4, 4, 4]]));
    expect(stacks.order('one')).toEqual([2, 1, 0]);
    const fresh = gobblet({}, [[4, 4, 4], [4, 4, 4]]);
    expect(stacks.draw(fresh)).toBe(fresh);
    expect(stacks.order('one')).toEqual([0, 1, 2]);
  });

  it('an undo of one of two pieces taken puts it back where it was taken from', () => {
    const stacks = new StackOrder();
    stacks.draw(gobblet({}, [[4, 4, 4], [4, 4, 4]]));
    stacks.take('one', 0, 4);
    stacks.draw(gobblet({ b2: [W(4)] }, [[4, 4, 3], [4, 4, 4]]));
    stacks.take('one', 1, 4);
    const two = stacks.draw(gobblet({ b2: [W(4)], c2: [W(4)] }, [[4, 3, 3], [4, 4, 4]]));
    expect(two.reserves[0]).toEqual([3, 3, 4]);
    const before = two;
    const after = stacks.draw(gobblet({ b2: [W(4)] }, [[4, 4, 3], [4, 4, 4]]));
    expect(after.reserves[0]).toEqual([3, 4, 4]);
    const undo = gobbletDiff(before, after);
    expect(undo.tracks[0]?.keys.at(-1)?.at).toEqual({ kind: 'reserve', seat: 'one', size: 4, stack: 1 });
  });
});
