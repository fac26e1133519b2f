import { describe, expect, it } from 'vitest';
import type { MoveView } from '../ipc';
import type { Frame } from './frames.svelte';
import type { Plan } from './motion';
import { isStepForward, planner } from './stage.svelte';

const mv = (text: string): MoveView => ({ text, from: { kind: 'reserve', size: 4 }, to: 'a1', tip: null, face: null, capture: false, path: [] });
const frame = (board: string, ply: number | null, last: string | null): Frame<string, MoveView> => ({ board, ply, lastMove: last ? mv(last) : null });
const moving = (name: string): Plan => ({ tracks: [{ sprite: { game: 'gobblet', piece: { owner: 'one', size: 1 } }, hide: name, delay: 0, duration: 100, keys: [] }], duration: 100 });

describe('board stage', () => {
  it('animates the move itself only for one step forward', () => {
    expect(isStepForward(frame('a', 4, '4a1'), frame('b', 5, '4b2'))).toBe(true); // a move, or replay's next
    expect(isStepForward(frame('b', 5, '4b2'), frame('a', 4, '4a1'))).toBe(false); // undo, replay's previous
    expect(isStepForward(frame('a', 0, null), frame('c', 7, '4c3'))).toBe(false); // a jump to the end
    expect(isStepForward(frame('a', null, '4a1'), frame('b', null, '4b2'))).toBe(true); // the tutorial
    expect(isStepForward(frame('a', null, '4a1'), frame('b', null, '4a1'))).toBe(false); // same move: a new scene
    expect(isStepForward(frame('a', 4, '4a1'), frame('b', 5, null))).toBe(false);
  });

  it('plans the move forward, the pieces that changed otherwise, nothing for the same board', () => {
    const plan = planner<string, Frame<string, MoveView>>(
      (_from, _to, m) => moving(`move ${m.text}`),
      (from, to) => moving(`diff ${from}-${to}`),
    );
    expect(plan(frame('a', 4, '4a1'), frame('b', 5, '4b2')).tracks[0]?.hide).toBe('move 4b2');
    expect(plan(frame('b', 5, '4b2'), frame('a', 4, '4a1')).tracks[0]?.hide).toBe('diff b-a');
    expect(plan(frame('a', 4, '4a1'), frame('a', 4, '4a1')).tracks).toEqual([]);
  });

  it('falls back to the pieces that changed when the move gives no plan', () => {
    const plan = planner<string, Frame<string, MoveView>>(
      () => ({ tracks: [], duration: 0 }),
      (from, to) => moving(`diff ${from}-${to}`),
    );
    expect(plan(frame('a', 4, '4a1'), frame('b', 5, '4b2')).tracks[0]?.hide).toBe('diff a-b');
  });
});
