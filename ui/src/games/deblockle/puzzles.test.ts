import { describe, expect, it } from 'vitest';
import type { DeblockleBoard, MoveView } from '../../lib/ipc';
import { puzzles } from './puzzles';
import { words } from './words';

const board: DeblockleBoard = { blocks: [{ square: 'c5', owner: 'two', top: 'cross', north: 'x', east: 'stop', south: 'slider', west: 'hoops' }], removed: [0, 1], blocks_per_side: [1, 1], stars: [{ square: 'd6', goal_of: 'one' }, { square: 'd2', goal_of: 'two' }] };
const move = (m: Partial<MoveView>): MoveView => ({ text: '', from: { kind: 'square', square: 'd3' }, tip: 'd2', face: 'star', to: null, capture: true, path: [], ...m });
const side = (seat: 'one' | 'two') => (seat === 'one' ? 'Gold' : 'Blue');

describe('Deblockle in a puzzle', () => {
  it('ends on the solver’s last block taken off, and on nothing else', () => {
    expect(puzzles.end(board, move({}), 'two', side)).toBe('The last move takes off the last block of Blue: the game is won.');
    expect(puzzles.end(board, move({ to: 'c5', capture: false }), 'two', side)).toBeNull();
    expect(puzzles.end(board, null, 'two', side)).toBeNull();
    expect(puzzles.why({ before: board, after: board, move: move({}), words: '', last: true, solver: 'two', side })).toEqual([]);
  });

  it('says who played a move from the board after it: the block’s owner, or the goal star’s side', () => {
    expect(words.mover(board, move({ to: 'c5', capture: false }))).toBe('two');
    expect(words.mover(board, move({}))).toBe('two');
    expect(words.mover(board, move({ from: { kind: 'pass' }, tip: null }))).toBeNull();
  });
});
