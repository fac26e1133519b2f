// The Gobblet board drawn the moment the person plays, before the core has answered: the legal
// move applied to the drawn board, for drawing only (lib/board/predict frames it; the core's
// answer replaces it). Nothing here decides what is legal.
import type { GobbletBoard, GobbletPiece, MoveView, Seat } from '../../lib/ipc';
import { gobbletIndex } from '../../lib/board/geometry';

const seatIndex = (seat: Seat) => (seat === 'one' ? 0 : 1);

/** Gobblet: `mv` played by `mover` on `board` — the piece taken from an external stack (the
 * one drawn in place `stack`, the stack the person picked, when it shows the size; else the
 * last showing it, as the engine takes it; that stack then shows the piece nested under it)
 * or from the top of a square, and put on top of `mv.to` (over what it gobbles). */
export function predictGobblet(board: GobbletBoard, mv: MoveView, mover: Seat, stack: number | null = null): GobbletBoard | null {
  const to = mv.to;
  if (!to || gobbletIndex(to) < 0 || gobbletIndex(to) > 15) return null;
  const squares = board.squares.map((stack) => [...stack]);
  const reserves: [number[], number[]] = [[...board.reserves[0]], [...board.reserves[1]]];
  let piece: GobbletPiece;
  if (mv.from.kind === 'reserve') {
    const mine = reserves[seatIndex(mover)];
    const i = stack !== null && mine[stack] === mv.from.size ? stack : mine.lastIndexOf(mv.from.size);
    if (i < 0) return null;
    mine[i] = mv.from.size - 1;
    piece = { owner: mover, size: mv.from.size };
  } else if (mv.from.kind === 'square') {
    const from = squares[gobbletIndex(mv.from.square)];
    const top = from?.pop();
    if (!top) return null;
    piece = top;
  } else {
    return null;
  }
  const dest = squares[gobbletIndex(to)];
  if (!dest) return null;
  dest.push(piece);
  return { ...board, squares, reserves, win_lines: [] };
}
