// The move list as a score sheet: moves paired by move number (`1. 4a1 4b2`), each half with
// its ply, whoever moved first.
import type { Seat } from './ipc';

/** One half of a numbered move: the move's text and the ply it leads to (1 for the first). */
export interface HalfMove {
  text: string;
  ply: number;
}

/** A numbered line of the list: seat one's move and seat two's; `null` where that seat has
 * not moved in this pair (seat two started, or seat two has yet to reply). */
export interface MovePair {
  number: number;
  one: HalfMove | null;
  two: HalfMove | null;
}

/** The seat that made the first move, from the seat to move now and how many moves were
 * made (every ply alternates, a Deblockle pass included). */
export function firstMover(sideToMove: Seat, plies: number): Seat {
  if (plies % 2 === 0) return sideToMove;
  return sideToMove === 'one' ? 'two' : 'one';
}

/** The moves paired by number. When seat two moved first, the first pair has no move of
 * seat one (`1. … 4a1`). */
export function pairMoves(moves: readonly string[], first: Seat): MovePair[] {
  const pairs: MovePair[] = [];
  const offset = first === 'two' ? 1 : 0;
  moves.forEach((text, i) => {
    const slot = i + offset;
    const number = Math.floor(slot / 2) + 1;
    const half: HalfMove = { text, ply: i + 1 };
    if (slot % 2 === 0) pairs.push({ number, one: half, two: null });
    else {
      const last = pairs[pairs.length - 1];
      if (last && last.number === number) last.two = half;
      else pairs.push({ number, one: null, two: half });
    }
  });
  return pairs;
}

/** The ply to show after a replay step `step` from `shown` (of `total`): clamped to 0..total. */
export function stepPly(shown: number, total: number, step: 'first' | 'previous' | 'next' | 'last'): number {
  switch (step) {
    case 'first':
      return 0;
    case 'previous':
      return Math.max(0, shown - 1);
    case 'next':
      return Math.min(total, shown + 1);
    case 'last':
      return total;
  }
}
