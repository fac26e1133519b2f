// The Deblockle board drawn the moment the person plays, before the core has answered: the
// legal move applied to the drawn board (the block rolled over its edge, then hopped or taken
// off), for drawing only (lib/board/predict frames it; the core's answer replaces it). Nothing
// here decides what is legal.
import type { DeblockleBlock, DeblockleBoard, FaceName, MoveView, Seat } from '../../lib/ipc';

const seatIndex = (seat: Seat) => (seat === 'one' ? 0 : 1);

/** The faces of a block by direction, the bottom one included (the sixth face, the one none
 * of the other five shows). */
type Faces = Record<'top' | 'bottom' | 'north' | 'south' | 'east' | 'west', FaceName>;

const FACES: readonly FaceName[] = ['star', 'stop', 'cross', 'x', 'slider', 'hoops'];

function facesOf(block: DeblockleBlock): Faces | null {
  const seen = [block.top, block.north, block.east, block.south, block.west];
  const bottom = FACES.find((f) => !seen.includes(f));
  return bottom ? { top: block.top, bottom, north: block.north, south: block.south, east: block.east, west: block.west } : null;
}

/** A cube rolled over one of its bottom edges toward `direction` (north toward rank 7, east
 * toward file g): the face that looked away from it comes up. */
function roll(f: Faces, direction: 'north' | 'south' | 'east' | 'west'): Faces {
  switch (direction) {
    case 'north':
      return { ...f, top: f.south, north: f.top, bottom: f.north, south: f.bottom };
    case 'south':
      return { ...f, top: f.north, south: f.top, bottom: f.south, north: f.bottom };
    case 'east':
      return { ...f, top: f.west, east: f.top, bottom: f.east, west: f.bottom };
    case 'west':
      return { ...f, top: f.east, west: f.top, bottom: f.west, east: f.bottom };
  }
}

/** The direction from one square to the next one beside it, or null. */
function directionOf(from: string, to: string): 'north' | 'south' | 'east' | 'west' | null {
  const dx = to.charCodeAt(0) - from.charCodeAt(0);
  const dy = Number(to.slice(1)) - Number(from.slice(1));
  if (dx === 0 && dy === 1) return 'north';
  if (dx === 0 && dy === -1) return 'south';
  if (dx === 1 && dy === 0) return 'east';
  if (dx === -1 && dy === 0) return 'west';
  return null;
}

/** Deblockle: `mv` on `board` — the block on `mv.from` tipped onto `mv.tip` (rolled over its
 * edge: the face `mv.face` comes up), then hopped to `mv.to` as it lies, or taken off on the
 * star (`mv.to` null: its owner's removed count grows). Null when the move's squares and the
 * face it says comes up do not fit the block drawn (the board then waits for the core). */
export function predictDeblockle(board: DeblockleBoard, mv: MoveView): DeblockleBoard | null {
  if (mv.from.kind !== 'square' || !mv.tip) return null;
  const from = mv.from.square;
  const block = board.blocks.find((b) => b.square === from);
  const faces = block ? facesOf(block) : null;
  const direction = directionOf(from, mv.tip);
  if (!block || !faces || !direction) return null;
  const rolled = roll(faces, direction);
  if (mv.face !== null && rolled.top !== mv.face) return null;
  if (mv.to === null) {
    const removed: [number, number] = [...board.removed];
    removed[seatIndex(block.owner)] += 1;
    return { ...board, blocks: board.blocks.filter((b) => b !== block), removed };
  }
  const to = mv.to;
  if (board.blocks.some((b) => b !== block && b.square === to)) return null;
  const moved: DeblockleBlock = { square: to, owner: block.owner, top: rolled.top, north: rolled.north, east: rolled.east, south: rolled.south, west: rolled.west };
  return { ...board, blocks: board.blocks.map((b) => (b === block ? moved : b)) };
}
