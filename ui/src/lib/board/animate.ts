// Runs a motion plan on the page with the Web Animations API: each sprite element (drawn by
// the board in its sprite layer, one per track, in order) is moved with compositor-friendly
// transforms and opacity only. Where each place is comes from the caller (lib/board/spots: the
// boxes kept from the page's last layout, so that starting a move reads no layout).
import type { Key, Place, Plan } from './motion';

/** A place on the page, relative to the sprite layer: its centre and its width. */
export interface Spot {
  x: number;
  y: number;
  size: number;
}

/** The element a place is drawn in: a square (`data-square`) or an external stack
 * (`data-reserve-seat` with its place `data-stack`, else the first with `data-size`). */
export function placeElement(root: ParentNode, place: Place): HTMLElement | null {
  if (place.kind === 'square') return root.querySelector<HTMLElement>(`[data-square="${place.square}"]`);
  const stack = place.stack === undefined ? null : root.querySelector<HTMLElement>(`[data-reserve-seat="${place.seat}"][data-stack="${place.stack}"]`);
  if (stack) return stack;
  return (
    root.querySelector<HTMLElement>(`[data-reserve-seat="${place.seat}"][data-size="${place.size}"]`) ??
    root.querySelector<HTMLElement>(`[data-reserve-seat="${place.seat}"]`)
  );
}

/** Where `place` is relative to `layer`, or null when it is not on the page. */
export function measure(root: ParentNode, layer: HTMLElement, place: Place): Spot | null {
  const el = placeElement(root, place);
  if (!el) return null;
  const r = el.getBoundingClientRect();
  const l = layer.getBoundingClientRect();
  return { x: r.left - l.left + r.width / 2, y: r.top - l.top + r.height / 2, size: Math.min(r.width, r.height) };
}

/** The spot of a key: between `at` and `toward` by `t`. */
function spotOf(key: Key, spot: (p: Place) => Spot | null): Spot | null {
  const a = spot(key.at);
  if (!a) return null;
  if (!key.toward) return a;
  const b = spot(key.toward) ?? a;
  const t = key.t ?? 0;
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, size: a.size + (b.size - a.size) * t };
}

/** The keyframes of one track for an element `base` pixels wide drawn at the layer's origin. */
export function keyframes(keys: readonly Key[], base: number, spot: (p: Place) => Spot | null): Keyframe[] {
  const frames: Keyframe[] = [];
  for (const key of keys) {
    const s = spotOf(key, spot);
    if (!s) continue;
    const fit = s.size / base;
    const scale = (key.scale ?? 1) * fit;
    const lift = (key.lift ?? 0) * base * 0.18;
    const x = s.x - base / 2;
    const y = s.y - base / 2 - lift;
    frames.push({
      offset: key.offset,
      transform: `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) scale(${(scale * (key.squashX ?? 1)).toFixed(3)}, ${(scale * (key.squashY ?? 1)).toFixed(3)})`,
      opacity: key.opacity ?? 1,
    });
  }
  return frames;
}

/** The running animations of a plan: `finished` resolves when all have ended (or were
 * finished early by `finish`); `moving` tells whether one has left its start (its current
 * time past 0: the frame drawn now shows a sprite moved). */
export interface Running {
  finished: Promise<void>;
  finish(): void;
  moving(): boolean;
}

/** Starts `plan` on the sprite elements `sprites` (one per track), with every duration
 * multiplied by `speed`. `base` is the sprites' drawn width in pixels; `spot` says where a
 * place is relative to the sprite layer (null: not on the page). `from`, when given, is the
 * time on the document's timeline the motion counts from (the person's tap): the first frame
 * drawn then already shows it under way, where the browser would otherwise draw the sprites
 * at their start until it has started the animations (a frame or two later). */
export function run(plan: Plan, sprites: readonly HTMLElement[], spot: (p: Place) => Spot | null, base: number, speed: number, from: number | null = null): Running {
  const animations: Animation[] = [];
  plan.tracks.forEach((track, i) => {
    const el = sprites[i];
    if (!el || typeof el.animate !== 'function') return;
    const frames = keyframes(track.keys, base, spot);
    if (frames.length === 0) return;
    const animation = el.animate(frames, {
      duration: Math.max(1, track.duration * speed),
      delay: track.delay * speed,
      easing: 'ease-in-out',
      fill: track.delay > 0 ? 'forwards' : 'both',
    });
    if (from !== null) animation.startTime = from;
    animations.push(animation);
  });
  const finished = Promise.all(animations.map((a) => a.finished.catch(() => undefined))).then(() => undefined);
  return {
    finished,
    moving: () =>
      animations.some((a) => {
        const t = a.currentTime;
        return typeof t === 'number' && t > 0;
      }),
    finish() {
      for (const a of animations) {
        try {
          a.finish();
        } catch {
          a.cancel();
        }
      }
    },
  };
}
