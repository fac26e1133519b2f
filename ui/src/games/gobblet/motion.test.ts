import { describe, expect, it } from 'vitest';
import type { GobbletBoard, GobbletPiece, MoveView } from '../../lib/ipc';
import { STEP_MS } from '../../lib/board/motion';
import { gobbletDiff, gobbletMove } from './motion';

const W = (size: number): GobbletPiece => ({ owner: 'one', size });
const B = (size: number): GobbletPiece => ({ owner: 'two', size });

function gobblet(stacks: Record<string, GobbletPiece[]>, reserves: [number[], number[]] = [[4, 4, 4], [4, 4, 4]]): GobbletBoard {
  const squares: GobbletPiece[][] = [];
  for (let i = 0; i < 16; i++) squares.push(stacks[`${'abcd'[i % 4]}${Math.floor(i / 4) + 1}`] ?? []);
  return { squares, reserves, win_lines: [] };
}

const move = (m: Partial<MoveView> & Pick<MoveView, 'from'>): MoveView => ({ text: '', tip: null, face: null, to: null, capture: false, path: [], ...m });

describe('Gobblet motion', () => {
  it('enters a piece from its external stack with a lift, a slide and a drop', () => {
    const before = gobblet({});
    const after = gobblet({ a1: [W(4)] }, [[3, 4, 4], [4, 4, 4]]);
    const plan = gobbletMove(before, after, move({ from: { kind: 'reserve', size: 4 }, to: 'a1' }), 'one');
    expect(plan.tracks).toHaveLength(1);
    const [track] = plan.tracks;
    expect(track?.sprite).toEqual(W(4));
    expect(track?.hide).toBe('a1');
    // from the stack that shrank (the first place here), not merely one showing the size
    expect(track?.keys[0]?.at).toEqual({ kind: 'reserve', seat: 'one', size: 4, stack: 0 });
    expect(track?.keys.at(-1)?.at).toEqual({ kind: 'square', square: 'a1' });
    // lifted in the middle, down at both ends
    expect(track?.keys[0]?.lift).toBe(0);
    expect(track?.keys[1]?.lift).toBe(1);
    expect(track?.keys.at(-1)?.lift).toBe(0);
    expect(plan.duration).toBe(STEP_MS.lift + STEP_MS.slide + STEP_MS.drop);
  });

  it('a gobble shows the covered piece sinking under the one that covers it', () => {
    const before = gobblet({ a1: [W(4)], b2: [B(2)] });
    const after = gobblet({ b2: [B(2), W(4)] });
    const plan = gobbletMove(before, after, move({ from: { kind: 'square', square: 'a1' }, to: 'b2', capture: true, path: [] }), 'one');
    expect(plan.tracks).toHaveLength(2);
    const [covered, mover] = plan.tracks;
    expect(covered?.sprite).toEqual(B(2));
    expect(covered?.keys.at(-1)?.opacity).toBe(0);
    expect(mover?.sprite).toEqual(W(4));
    expect(mover?.keys[0]?.at).toEqual({ kind: 'square', square: 'a1' });
  });

  it('an undo slides the piece back to its external stack', () => {
    const before = gobblet({ a1: [W(4)] }, [[3, 4, 4], [4, 4, 4]]);
    const after = gobblet({});
    const undo = gobbletDiff(before, after);
    expect(undo.tracks).toHaveLength(1);
    expect(undo.tracks[0]?.sprite).toEqual(W(4));
    expect(undo.tracks[0]?.keys[0]?.at).toEqual({ kind: 'square', square: 'a1' });
    expect(undo.tracks[0]?.keys.at(-1)?.at).toEqual({ kind: 'reserve', seat: 'one', size: 4, stack: 0 });
    expect(undo.tracks[0]?.hide).toBeNull();
    // Redo: the piece comes from the stack again.
    const redo = gobbletDiff(after, before);
    expect(redo.tracks).toHaveLength(1);
    expect(redo.tracks[0]?.keys[0]?.at).toEqual({ kind: 'reserve', seat: 'one', size: 4, stack: 0 });
  });

  it('a jump that changes nothing moves nothing', () => {
    const board = gobblet({ c3: [B(1), W(3)] });
    expect(gobbletDiff(board, gobblet({ c3: [B(1), W(3)] })).tracks).toEqual([]);
  });
});
