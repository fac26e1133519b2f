// Deblockle's motion (lib/board/motion's plans): a block rolls over onto its tip square, then
// hops along its path or is taken off on the star; without a move (undo, a jump in the
// replay) each block that changed slides from the nearest old square of its side. The sprites
// are Deblockle's blocks, drawn as cubes by its board.
import type { DeblockleBlock, DeblockleBoard, MoveView } from '../../lib/ipc';
import { cell, fadeIn, plan, sq, STEP_MS, type Key, type Plan, type Track } from '../../lib/board/motion';

/** What a Deblockle sprite draws: a block, its sides blank where they are not known. */
export type DeblockleSprite = Pick<DeblockleBlock, 'owner' | 'top'> & Partial<DeblockleBlock>;

/** The Deblockle move `mv` from `before` to `after`: the block rolls over onto the tip square
 * (the old top turning away, the new one turning up), then hops along its path (a slide for
 * the Slider, one step at a time otherwise), or is taken off the board on the star. */
export function deblockleMove(before: DeblockleBoard, after: DeblockleBoard, mv: MoveView, path: readonly string[] = []): Plan<DeblockleSprite> {
  if (mv.from.kind !== 'square' || !mv.tip) return plan([]);
  const from = mv.from.square;
  const tip = mv.tip;
  const old = before.blocks.find((b) => b.square === from);
  if (!old) return plan([]);
  const landed = mv.to ? after.blocks.find((b) => b.square === mv.to) : undefined;
  const rolled: DeblockleSprite = landed ? { ...landed } : { owner: old.owner, top: mv.face ?? old.top };
  const [fx, fy] = cell(from);
  const [tx, ty] = cell(tip);
  const alongX = fx !== tx;
  const squash = (v: number) => (alongX ? { squashX: v, squashY: 1 } : { squashX: 1, squashY: v });
  const half = STEP_MS.roll / 2;
  const tracks: Track<DeblockleSprite>[] = [
    {
      sprite: { ...old },
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
export function deblockleDiff(before: DeblockleBoard, after: DeblockleBoard): Plan<DeblockleSprite> {
  const same = (a: DeblockleBlock, b: DeblockleBlock) => a.square === b.square && a.owner === b.owner && a.top === b.top && a.north === b.north && a.east === b.east;
  const gone = before.blocks.filter((b) => !after.blocks.some((a) => same(a, b)));
  const tracks: Track<DeblockleSprite>[] = [];
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
      tracks.push(fadeIn(block, block.square));
      continue;
    }
    const [from] = gone.splice(best, 1);
    tracks.push({
      sprite: block,
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
