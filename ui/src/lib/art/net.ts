// A Deblockle block unfolded into its net: the top face in the middle of a cross, each side
// face beside the edge it shares with the top (north above, east right, south below, west
// left, as on a board drawn for Gold), and the face underneath below the south face. The
// board only ever shows the top and two sides; the net shows all six. Pure, so it is tested.
import type { Face } from './cell';

/** The six faces, in the rules' order. */
export const FACES: readonly Face[] = ['star', 'stop', 'cross', 'x', 'slider', 'hoops'];

/** Where a face of the block points. */
export type Side = 'top' | 'north' | 'east' | 'south' | 'west' | 'bottom';

/** The block's faces by where they point. */
export type NetSides = Record<Side, Face>;

/** A block as the board view gives it: the top and four side faces (the face underneath is
 * the sixth, when not given). */
export interface BlockFaces {
  top: string;
  north: string;
  east: string;
  south: string;
  west: string;
  bottom?: string;
}

const isFace = (f: string): f is Face => (FACES as readonly string[]).includes(f);

/** The six faces of a block, the one underneath being the face none of the five others is;
 * `null` if the five are not five different faces. */
export function netSides(block: BlockFaces): NetSides | null {
  const five = [block.top, block.north, block.east, block.south, block.west];
  if (!five.every(isFace) || new Set(five).size !== 5) return null;
  const bottom = block.bottom ?? FACES.find((f) => !five.includes(f));
  if (bottom === undefined || !isFace(bottom) || five.includes(bottom)) return null;
  const [top, north, east, south, west] = five as Face[];
  return { top: top!, north: north!, east: east!, south: south!, west: west!, bottom };
}

/** One face of the net: its column and row in a 3×4 grid. */
export interface NetCell {
  side: Side;
  face: Face;
  col: number;
  row: number;
}

/** The cross: the top at (1, 1); north above it, south below, east right, west left — or, on
 * a board turned round for Blue (`turned`), south above, north below, west right, east left,
 * so the net lies as the block does on the screen; the face underneath at the foot. */
export function netLayout(sides: NetSides, turned = false): NetCell[] {
  const up: Side = turned ? 'south' : 'north';
  const down: Side = turned ? 'north' : 'south';
  const left: Side = turned ? 'east' : 'west';
  const right: Side = turned ? 'west' : 'east';
  const at = (side: Side, col: number, row: number): NetCell => ({ side, face: sides[side], col, row });
  return [at(up, 1, 0), at(left, 0, 1), at('top', 1, 1), at(right, 2, 1), at(down, 1, 2), at('bottom', 1, 3)];
}

/** The square a side face looks at from `square` ("d5" north → "d6"); `null` off the board
 * (files a–g, ranks 1–7) or for the top and bottom. */
export function facingSquare(square: string, side: Side, size = 7): string | null {
  if (!/^[a-z][1-9][0-9]?$/.test(square)) return null;
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square.slice(1)) - 1;
  const step: Partial<Record<Side, [number, number]>> = { north: [0, 1], east: [1, 0], south: [0, -1], west: [-1, 0] };
  const d = step[side];
  if (!d) return null;
  const [f, r] = [file + d[0], rank + d[1]];
  if (f < 0 || r < 0 || f >= size || r >= size) return null;
  return `${String.fromCharCode(97 + f)}${r + 1}`;
}

/** The side opposite `side`. */
const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', north: 'south', south: 'north', east: 'west', west: 'east' };

/** The direction a block tips to bring its face on `side` up: away from that side (the rules:
 * "tipping north, the old south face becomes the top"); `null` for the top and the bottom,
 * which no single tip brings up. */
export function tipBringingUp(side: Side): 'north' | 'east' | 'south' | 'west' | null {
  if (side === 'top' || side === 'bottom') return null;
  return OPPOSITE[side] as 'north' | 'east' | 'south' | 'west';
}

/** The square a block on `square` tips onto to bring its face on `side` up ("c3", the face
 * looking east → "b3"); `null` for the top and the bottom, and where that square is off the
 * board. What the board's own tip previews show on each square, written on the net. */
export function tipSquareFor(square: string, side: Side, size = 7): string | null {
  const dir = tipBringingUp(side);
  return dir ? facingSquare(square, dir, size) : null;
}
