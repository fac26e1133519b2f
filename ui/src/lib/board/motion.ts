// What a board animates between the position it drew and the next one Rust sent: a plan of
// tracks, each a piece drawn above the board (a "sprite") that moves between places while the
// piece it stands for is hidden on its final square. Pure data: `animate.ts` measures the
// places on the page and runs the plan with the Web Animations API. Nothing here knows a
// rule: a move's squares and path come from Rust's `MoveView`; without a move (undo, a jump in
// the replay) the pieces that changed place slide from where they were to where they are.
import type { DeblockleBlock, DeblockleBoard, GobbletBoard, GobbletPiece, MoveView, Seat } from '../ipc';
import { gobbletIndex } from './geometry';

/** Durations of one step at normal speed, in milliseconds (each between 150 and 400). */
export const STEP_MS = {
  lift: 150,
  slide: 300,
  drop: 150,
  roll: 300,
  hop: 250,
  remove: 300,
  fade: 200,
} as const;

/** Where a sprite is: on a square, or on one of the external stacks beside the Gobblet board. */
export type Place = { kind: 'square'; square: string } | { kind: 'reserve'; seat: Seat; size: number };

/** What a sprite draws. A Deblockle block whose sides are not known draws them blank. */
export type Sprite =
  | { game: 'gobblet'; piece: GobbletPiece }
  | { game: 'deblockle'; block: Pick<DeblockleBlock, 'owner' | 'top'> & Partial<DeblockleBlock> };

/** One key of a track: where the sprite is at `offset` (0..1 of the track's time), between
 * `at` and `toward` by `t`; lifted by `lift` (0..1 of a lift); scaled; squashed along x/y (a
 * cube rolling over its edge); faded. */
export interface Key {
  offset: number;
  at: Place;
  toward?: Place;
  t?: number;
  lift?: number;
  scale?: number;
  squashX?: number;
  squashY?: number;
  opacity?: number;
}

/** One sprite's movement. `hide` is the square whose top piece the sprite stands for: it is
 * hidden until the track ends. Times are at normal speed, in milliseconds. */
export interface Track {
  sprite: Sprite;
  hide: string | null;
  delay: number;
  duration: number;
  keys: Key[];
}

/** Everything that moves for one change of the board, and how long it takes. */
export interface Plan {
  tracks: Track[];
  duration: number;
}

const sq = (square: string): Place => ({ kind: 'square', square });

function plan(tracks: Track[]): Plan {
  return { tracks, duration: Math.max(0, ...tracks.map((t) => t.delay + t.duration)) };
}

function topOf(board: GobbletBoard, square: string): GobbletPiece | null {
  const stack = board.squares[gobbletIndex(square)] ?? [];
  return stack[stack.length - 1] ?? null;
}

/** A lift–slide–drop of `piece` from `from` to `to` (a square, or an external stack on an
 * undo); the piece it covers on `to` (a gobble) sinks under it as it drops. */
function liftSlideDrop(piece: GobbletPiece, from: Place, to: string | Place, covered: GobbletPiece | null, delay = 0): Track[] {
  const dest: Place = typeof to === 'string' ? sq(to) : to;
  const { lift, slide, drop } = STEP_MS;
  const total = lift + slide + drop;
  const a = lift / total;
  const b = (lift + slide) / total;
  const tracks: Track[] = [
    {
      sprite: { game: 'gobblet', piece },
      hide: dest.kind === 'square' ? dest.square : null,
      delay,
      duration: total,
      keys: [
        { offset: 0, at: from, lift: 0, scale: 1 },
        { offset: a, at: from, lift: 1, scale: 1.12 },
        { offset: b, at: dest, lift: 1, scale: 1.12 },
        { offset: 1, at: dest, lift: 0, scale: 1 },
      ],
    },
  ];
  if (covered) {
    // Drawn under the moving piece (tracks are drawn in order, this one first).
    tracks.unshift({
      sprite: { game: 'gobblet', piece: covered },
      hide: null,
      delay,
      duration: total,
      keys: [
        { offset: 0, at: dest, scale: 1, opacity: 1 },
        { offset: b, at: dest, scale: 1, opacity: 1 },
        { offset: 1, at: dest, scale: 0.7, opacity: 0 },
      ],
    });
  }
  return tracks;
}

/** The Gobblet move `mv` from `before` to `after`. */
export function gobbletMove(before: GobbletBoard, after: GobbletBoard, mv: MoveView, mover: Seat): Plan {
  const to = mv.to;
  if (!to) return plan([]);
  const piece = topOf(after, to);
  if (!piece) return plan([]);
  const from: Place =
    mv.from.kind === 'reserve' ? { kind: 'reserve', seat: mover, size: mv.from.size } : mv.from.kind === 'square' ? sq(mv.from.square) : sq(to);
  return plan(liftSlideDrop(piece, from, to, topOf(before, to)));
}

/** The pieces that changed place between two Gobblet positions, each sliding from its old
 * place to its new one (undo, redo, a jump in the replay). A top piece that appears with no
 * old place fades in; one that went back to an external stack slides there (the stack draws
 * it once it has landed). */
export function gobbletDiff(before: GobbletBoard, after: GobbletBoard): Plan {
  const squares = before.squares.map((_, i) => `${'abcd'[i % 4]}${Math.floor(i / 4) + 1}`);
  const key = (p: GobbletPiece) => `${p.owner}${p.size}`;
  // Tops that are new on a square, and tops that left one.
  const arrived: { square: string; piece: GobbletPiece }[] = [];
  const left: Place[] = [];
  const leftPiece = new Map<Place, GobbletPiece>();
  for (const square of squares) {
    const was = topOf(before, square);
    const now = topOf(after, square);
    if (was && now && key(was) === key(now) && stackSize(before, square) === stackSize(after, square)) continue;
    if (now && (!was || key(was) !== key(now) || stackSize(after, square) > stackSize(before, square))) arrived.push({ square, piece: now });
    if (was && (!now || key(was) !== key(now) || stackSize(after, square) < stackSize(before, square))) {
      const place = sq(square);
      left.push(place);
      leftPiece.set(place, was);
    }
  }
  // Pieces taken from an external stack count as leaving it.
  for (const seat of ['one', 'two'] as const) {
    const i = seat === 'one' ? 0 : 1;
    (before.reserves[i] ?? []).forEach((size, n) => {
      const now = after.reserves[i]?.[n] ?? 0;
      if (size > now) {
        const place: Place = { kind: 'reserve', seat, size };
        left.push(place);
        leftPiece.set(place, { owner: seat, size });
      }
    });
  }
  const tracks: Track[] = [];
  for (const { square, piece } of arrived) {
    const i = left.findIndex((p) => key(leftPiece.get(p)!) === key(piece));
    if (i >= 0) {
      const [from] = left.splice(i, 1);
      tracks.push(...liftSlideDrop(piece, from!, square, null));
    } else {
      tracks.push(fadeIn({ game: 'gobblet', piece }, square));
    }
  }
  // Pieces put back on an external stack (an undo, a step back in the replay) slide there
  // from the square they left.
  for (const seat of ['one', 'two'] as const) {
    const i = seat === 'one' ? 0 : 1;
    (after.reserves[i] ?? []).forEach((size, n) => {
      if (size <= (before.reserves[i]?.[n] ?? 0)) return;
      const piece: GobbletPiece = { owner: seat, size };
      const from = left.findIndex((p) => p.kind === 'square' && key(leftPiece.get(p)!) === key(piece));
      if (from < 0) return;
      const [place] = left.splice(from, 1);
      tracks.push(...liftSlideDrop(piece, place!, { kind: 'reserve', seat, size }, null));
    });
  }
  return plan(tracks);
}

function stackSize(board: GobbletBoard, square: string): number {
  return (board.squares[gobbletIndex(square)] ?? []).length;
}

function fadeIn(sprite: Sprite, square: string): Track {
  return {
    sprite,
    hide: square,
    delay: 0,
    duration: STEP_MS.fade,
    keys: [
      { offset: 0, at: sq(square), scale: 0.6, opacity: 0 },
      { offset: 1, at: sq(square), scale: 1, opacity: 1 },
    ],
  };
}

/** Files and ranks of a square: a → 0, 1 → 0. */
function cell(square: string): [number, number] {
  return [square.charCodeAt(0) - 97, Number(square.slice(1)) - 1];
}

/** The Deblockle move `mv` from `before` to `after`: the block rolls over onto the tip square
 * (the old top turning away, the new one turning up), then hops along its path (a slide for
 * the Slider, one step at a time otherwise), or is taken off the board on the star. */
export function deblockleMove(before: DeblockleBoard, after: DeblockleBoard, mv: MoveView, path: readonly string[] = []): Plan {
  if (mv.from.kind !== 'square' || !mv.tip) return plan([]);
  const from = mv.from.square;
  const tip = mv.tip;
  const old = before.blocks.find((b) => b.square === from);
  if (!old) return plan([]);
  const landed = mv.to ? after.blocks.find((b) => b.square === mv.to) : undefined;
  const rolled: Sprite = {
    game: 'deblockle',
    block: landed ? { ...landed } : { owner: old.owner, top: mv.face ?? old.top },
  };
  const [fx, fy] = cell(from);
  const [tx, ty] = cell(tip);
  const alongX = fx !== tx;
  const squash = (v: number) => (alongX ? { squashX: v, squashY: 1 } : { squashX: 1, squashY: v });
  const half = STEP_MS.roll / 2;
  const tracks: Track[] = [
    {
      sprite: { game: 'deblockle', block: { ...old } },
      hide: null,
      delay: 0,
      duration: half,
      keys: [
        { offset: 0, at: sq(from), ...squash(1), opacity: 1 },
        { offset: 0.9, at: sq(from), toward: sq(tip), t: 0.45, ...squash(0.35), opacity: 1 },
        { offset: 1, at: sq(from), toward: sq(tip), t: 0.5, ...squash(0.3), opacity: 0 },
      ],
    },
  ];
  // The rolled block, from the middle of the roll: the second half, then the hop or the
  // removal. Key offsets are first written in milliseconds from the track's start.
  const keys: Key[] = [
    { offset: 0, at: sq(from), toward: sq(tip), t: 0.5, ...squash(0.3), opacity: 1 },
    { offset: half, at: sq(tip), ...squash(1), opacity: 1 },
  ];
  let time = half;
  if (!mv.to) {
    time += STEP_MS.remove;
    keys.push({ offset: time, at: sq(tip), scale: 0.2, opacity: 0, lift: 1 });
  } else if (mv.to !== tip) {
    // (A Stop stays on its tip square: no hop.)
    const steps = path.length > 0 ? [...path] : [mv.to];
    if (steps[steps.length - 1] !== mv.to) steps.push(mv.to);
    if (isStraightSlide(tip, steps)) {
      // The Slider: one slide, longer for a longer way, within one step's bounds.
      time += Math.min(400, 150 + 60 * steps.length);
      keys.push({ offset: time, at: sq(mv.to), scale: 1, lift: 0 });
    } else {
      let at = tip;
      for (const step of steps) {
        keys.push({ offset: time + STEP_MS.hop / 2, at: sq(at), toward: sq(step), t: 0.5, lift: 0.6, scale: 1.08 });
        time += STEP_MS.hop;
        keys.push({ offset: time, at: sq(step), lift: 0, scale: 1 });
        at = step;
      }
    }
  }
  tracks.push({
    sprite: rolled,
    hide: mv.to ?? null,
    delay: half,
    duration: time,
    keys: keys.map((k) => ({ ...k, offset: k.offset / time })),
  });
  return plan(tracks);
}

/** Whether the hop from `tip` through `steps` is one straight slide of more than one square
 * (the Slider), rather than single steps (Cross, X, Hoops). */
function isStraightSlide(tip: string, steps: readonly string[]): boolean {
  if (steps.length < 2) return false;
  const [x0, y0] = cell(tip);
  const [x1, y1] = cell(steps[steps.length - 1]!);
  if (x0 !== x1 && y0 !== y1) return false;
  const n = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
  return n === steps.length;
}

/** The blocks that changed between two Deblockle positions (undo, redo, a jump in the
 * replay): each slides from the nearest old square of its side; a block with no old square
 * fades in. */
export function deblockleDiff(before: DeblockleBoard, after: DeblockleBoard): Plan {
  const same = (a: DeblockleBlock, b: DeblockleBlock) => a.square === b.square && a.owner === b.owner && a.top === b.top && a.north === b.north && a.east === b.east;
  const gone = before.blocks.filter((b) => !after.blocks.some((a) => same(a, b)));
  const tracks: Track[] = [];
  for (const block of after.blocks) {
    if (before.blocks.some((b) => same(b, block))) continue;
    const [x, y] = cell(block.square);
    let best = -1;
    let bestDistance = Infinity;
    gone.forEach((g, i) => {
      if (g.owner !== block.owner) return;
      const [gx, gy] = cell(g.square);
      const d = Math.abs(gx - x) + Math.abs(gy - y);
      if (d < bestDistance) {
        best = i;
        bestDistance = d;
      }
    });
    if (best < 0) {
      tracks.push(fadeIn({ game: 'deblockle', block }, block.square));
      continue;
    }
    const [from] = gone.splice(best, 1);
    tracks.push({
      sprite: { game: 'deblockle', block },
      hide: block.square,
      delay: 0,
      duration: STEP_MS.slide,
      keys: [
        { offset: 0, at: sq(from!.square), lift: 0 },
        { offset: 0.5, at: sq(from!.square), toward: sq(block.square), t: 0.5, lift: 0.5 },
        { offset: 1, at: sq(block.square), lift: 0 },
      ],
    });
  }
  return plan(tracks);
}
