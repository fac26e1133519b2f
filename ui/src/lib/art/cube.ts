// A Deblockle block as the rules describe it: six faces, which face is on each side, and
// what a tip does to them. Used by the rules screen's pictures (the engine in Rust is the
// authority during a game).

/** The six symbols on a block. */
export const FACES = ['star', 'stop', 'cross', 'x', 'slider', 'hoops'] as const;

/** One of the six symbols. */
export type Face = (typeof FACES)[number];

/** A direction on the board: north is towards rank 7. */
export type Direction = 'north' | 'east' | 'south' | 'west';

/** The four tip directions, clockwise from north. */
export const DIRECTIONS: readonly Direction[] = ['north', 'east', 'south', 'west'];

/** How a block lies: the face on each of its sides. */
export interface Orientation {
  top: Face;
  bottom: Face;
  north: Face;
  east: Face;
  south: Face;
  west: Face;
}

/** The reference orientation of the rules: Star up, Slider north, X east, Hoops south,
 * Cross west, Stop down. */
export const REFERENCE: Orientation = {
  top: 'star',
  north: 'slider',
  east: 'x',
  south: 'hoops',
  west: 'cross',
  bottom: 'stop',
};

/** The face opposite each face. */
export const OPPOSITE: Readonly<Record<Face, Face>> = {
  star: 'stop',
  stop: 'star',
  slider: 'hoops',
  hoops: 'slider',
  cross: 'x',
  x: 'cross',
};

const BACK: Readonly<Record<Direction, Direction>> = { north: 'south', south: 'north', east: 'west', west: 'east' };

/** The block after tipping it one square towards `dir`: it rolls over its bottom edge on that
 * side, so the face on the opposite side comes up, the top faces `dir`, the face that faced
 * `dir` goes underneath and the bottom faces back. The two other sides stay. */
export function tip(o: Orientation, dir: Direction): Orientation {
  const back = BACK[dir];
  return { ...o, top: o[back], [dir]: o.top, bottom: o[dir], [back]: o.bottom };
}

/** A square of a diagram: file (0 = a) and rank (0 = 1). */
export interface Cell {
  file: number;
  rank: number;
}

const STEPS: Readonly<Record<Direction, Cell>> = {
  north: { file: 0, rank: 1 },
  east: { file: 1, rank: 0 },
  south: { file: 0, rank: -1 },
  west: { file: -1, rank: 0 },
};

/** Where a block with `face` on top can hop from `from` on an empty `size`×`size` board
 * without star spaces (the rules screen's pictures). */
export function hopTargets(face: Face, from: Cell, size: number): Cell[] {
  const inside = (c: Cell) => c.file >= 0 && c.rank >= 0 && c.file < size && c.rank < size;
  const add = (a: Cell, b: Cell): Cell => ({ file: a.file + b.file, rank: a.rank + b.rank });
  const orth = DIRECTIONS.map((d) => STEPS[d]);
  switch (face) {
    case 'star':
    case 'stop':
      return [];
    case 'cross':
      return orth.map((s) => add(from, s)).filter(inside);
    case 'x':
      return [
        { file: 1, rank: 1 },
        { file: 1, rank: -1 },
        { file: -1, rank: -1 },
        { file: -1, rank: 1 },
      ]
        .map((s) => add(from, s))
        .filter(inside);
    case 'slider': {
      const out: Cell[] = [];
      for (const s of orth) {
        let at = from;
        while (inside(add(at, s))) at = add(at, s);
        if (at.file !== from.file || at.rank !== from.rank) out.push(at);
      }
      return out;
    }
    case 'hoops': {
      let layer: Cell[] = [from];
      for (let i = 0; i < 3; i++) {
        const next = new Map<string, Cell>();
        for (const c of layer) for (const s of orth) {
          const n = add(c, s);
          if (inside(n)) next.set(`${n.file},${n.rank}`, n);
        }
        layer = [...next.values()];
      }
      return layer;
    }
  }
}
