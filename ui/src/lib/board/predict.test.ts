// The predicted frame of a move against the core's own next view. predict-fixtures.json holds
// real views of pass-and-play games of both games (each position's board, the side to move
// and the move that led to it), written by tests/e2e/feel.test.mjs from the web build with
// TIPGOBBLE_WRITE_FIXTURES=1 (see that file).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DeblockleBoard, GobbletBoard, GobbletPiece, MoveView, Seat } from '../ipc';
import { predictFrame } from './predict';
import { predictDeblockle } from '../../games/deblockle/predict';
import { predictGobblet } from '../../games/gobblet/predict';
import { deblockleDiff } from '../../games/deblockle/motion';
import { gobbletDiff } from '../../games/gobblet/motion';

interface Step {
  board: ({ game: 'gobblet' } & GobbletBoard) | ({ game: 'deblockle' } & DeblockleBoard);
  side_to_move: Seat;
  last_move?: MoveView | null;
}
interface Game {
  game: 'gobblet' | 'deblockle';
  steps: Step[];
}

const games = JSON.parse(readFileSync(new URL('./predict-fixtures.json', import.meta.url), 'utf8')) as Game[];
/** The board without its tag (the board components are given it so). */
const bare = <B extends { game: string }>(b: B): Omit<B, 'game'> => {
  const { game: _game, ...rest } = b;
  return rest;
};

/** A block as text, its fields in one order. */
const key = (b: object) => JSON.stringify(b, Object.keys(b).sort());

const W = (size: number): GobbletPiece => ({ owner: 'one', size });
const B = (size: number): GobbletPiece => ({ owner: 'two', size });
function gobblet(stacks: Record<string, GobbletPiece[]>, reserves: [number[], number[]] = [[4, 4, 4], [4, 4, 4]]): GobbletBoard {
  const squares: GobbletPiece[][] = [];
  for (let i = 0; i < 16; i++) squares.push(stacks[`${'abcd'[i % 4]}${Math.floor(i / 4) + 1}`] ?? []);
  return { squares, reserves, win_lines: [] };
}
const move = (m: Partial<MoveView> & Pick<MoveView, 'from'>): MoveView => ({ text: '', tip: null, face: null, to: null, capture: false, path: [], ...m });

describe('the predicted frame equals the core\'s next view', () => {
  it('has real games of both games to check, with gobbles, board moves and removals', () => {
    const moves = games.flatMap((g) => g.steps.slice(1).map((s) => s.last_move!));
    expect(games.filter((g) => g.game === 'gobblet').length).toBeGreaterThan(0);
    expect(games.filter((g) => g.game === 'deblockle').length).toBeGreaterThan(0);
    expect(moves.some((m) => m.from.kind === 'reserve')).toBe(true);
    expect(moves.some((m) => m.from.kind === 'square' && m.capture && m.to !== null)).toBe(true); // a gobble
    expect(moves.some((m) => m.tip !== null && m.to === null)).toBe(true); // a block taken off
    expect(moves.some((m) => m.tip !== null && m.to !== null && m.to !== m.tip)).toBe(true); // a hop
  });

  for (const [n, g] of games.entries()) {
    it(`${g.game} game ${n + 1}: every move's prediction is the core's next board`, () => {
      let checked = 0;
      for (let i = 1; i < g.steps.length; i++) {
        const before = g.steps[i - 1]!;
        const after = g.steps[i]!;
        const mv = after.last_move;
        if (!mv || mv.from.kind === 'pass') continue;
        if (before.board.game === 'gobblet' && after.board.game === 'gobblet') {
          const predicted = predictGobblet(bare(before.board), mv, before.side_to_move);
          const real = bare(after.board);
          expect(predicted, `${mv.text}`).toEqual({ ...real, win_lines: [] });
          // Drawn after the prediction, the core's board moves nothing (no second motion).
          expect(gobbletDiff(predicted!, real).tracks).toEqual([]);
        } else if (before.board.game === 'deblockle' && after.board.game === 'deblockle') {
          const predicted = predictDeblockle(bare(before.board), mv);
          const real = bare(after.board);
          expect(predicted, `${mv.text}`).not.toBeNull();
          expect(new Set(predicted!.blocks.map(key)), mv.text).toEqual(new Set(real.blocks.map(key)));
          expect(predicted!.removed, mv.text).toEqual(real.removed);
          expect(deblockleDiff(predicted!, real).tracks).toEqual([]);
        }
        checked += 1;
      }
      expect(checked).toBeGreaterThan(5);
    });
  }
});

describe('predicting a move', () => {
  it('Gobblet: a piece from the last stack showing its size, whose next piece then shows', () => {
    const next = predictGobblet(gobblet({}, [[4, 4, 3], [4, 4, 4]]), move({ from: { kind: 'reserve', size: 4 }, to: 'a1' }), 'one');
    expect(next?.reserves).toEqual([[4, 3, 3], [4, 4, 4]]);
    expect(next?.squares[0]).toEqual([W(4)]);
  });

  it('Gobblet: a piece from a square gobbles the smaller one, uncovering what was under it', () => {
    const before = gobblet({ a1: [B(1), W(3)], b2: [B(2)] });
    const next = predictGobblet(before, move({ from: { kind: 'square', square: 'a1' }, to: 'b2', capture: true }), 'one');
    expect(next?.squares[0]).toEqual([B(1)]);
    expect(next?.squares[5]).toEqual([B(2), W(3)]);
    expect(before.squares[0]).toEqual([B(1), W(3)]); // the drawn board is left as it was
  });

  it('predicts nothing it cannot read: no piece there, no such stack, a pass', () => {
    expect(predictGobblet(gobblet({}), move({ from: { kind: 'square', square: 'c3' }, to: 'd4' }), 'one')).toBeNull();
    expect(predictGobblet(gobblet({}, [[2, 0, 0], [4, 4, 4]]), move({ from: { kind: 'reserve', size: 4 }, to: 'a1' }), 'one')).toBeNull();
    expect(predictGobblet(gobblet({}), move({ from: { kind: 'pass' } }), 'one')).toBeNull();
  });

  it('Deblockle: a face that does not come up as the move says predicts nothing', () => {
    const board: DeblockleBoard = {
      blocks: [{ square: 'c3', owner: 'one', top: 'star', north: 'slider', east: 'x', south: 'hoops', west: 'cross' }],
      removed: [0, 0],
      blocks_per_side: [1, 1],
      stars: [],
    };
    // Tipped north the south face (Hoops) comes up.
    const right = predictDeblockle(board, move({ from: { kind: 'square', square: 'c3' }, tip: 'c4', face: 'hoops', to: 'c4' }));
    expect(right?.blocks[0]).toEqual({ square: 'c4', owner: 'one', top: 'hoops', north: 'star', east: 'x', south: 'stop', west: 'cross' });
    expect(predictDeblockle(board, move({ from: { kind: 'square', square: 'c3' }, tip: 'c4', face: 'x', to: 'c4' }))).toBeNull();
    expect(predictDeblockle(board, move({ from: { kind: 'square', square: 'c3' }, tip: 'd4', face: 'hoops', to: 'd4' }))).toBeNull();
  });

  it('the frame: the move as the last one, one ply more, nothing legal, the other side to move', () => {
    const mv = move({ text: '4a1', from: { kind: 'reserve', size: 4 }, to: 'a1' });
    const frame = { board: gobblet({}), lastMove: null, ply: 3, legal: [mv], sideToMove: 'one' as Seat };
    const next = predictFrame(frame, mv, (b, m) => predictGobblet(b, m, 'one'));
    expect(next).toMatchObject({ lastMove: mv, ply: 4, legal: [], sideToMove: 'two' });
    expect(predictFrame({ ...frame, ply: null }, mv, () => null)).toBeNull();
  });
});
