// Replay navigation shared by every board screen (game, review, and the screens to come):
// the keys (left and right step through the moves, Home and End go to either end) and a swipe
// across the board (to the right goes back a move, to the left forward), with one threshold.

/** How far a swipe must travel sideways, in CSS pixels, to step a move. */
export const SWIPE_MIN = 48;
/** How much more sideways than upright a swipe must be. */
export const SWIPE_SLANT = 1.5;

/** The ply a replay key asks for, from `shown` of `total`; null for any other key, or when
 * it would not move. */
export function replayKey(key: string, shown: number, total: number): number | null {
  const to = key === 'ArrowLeft' ? shown - 1 : key === 'ArrowRight' ? shown + 1 : key === 'Home' ? 0 : key === 'End' ? total : null;
  if (to === null || to < 0 || to > total || to === shown) return null;
  return to;
}

/** Whether a key event comes from a text field (its keys are the field's, not the replay's). */
export function typing(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input, select, textarea') !== null;
}

/** The step a swipe from `from` to `to` makes: -1 back, +1 forward, 0 none. */
export function swipeStep(from: { x: number; y: number }, to: { x: number; y: number }): -1 | 0 | 1 {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < SWIPE_SLANT * Math.abs(dy)) return 0;
  return dx > 0 ? -1 : 1;
}

/** Follows one pointer across the board: `start` on pointer down (only when `enabled`), and
 * `end` on pointer up gives the step. */
export class Swipe {
  #from: { x: number; y: number } | null = null;

  start(e: { clientX: number; clientY: number }, enabled = true): void {
    this.#from = enabled ? { x: e.clientX, y: e.clientY } : null;
  }

  end(e: { clientX: number; clientY: number }): -1 | 0 | 1 {
    const from = this.#from;
    this.#from = null;
    return from ? swipeStep(from, { x: e.clientX, y: e.clientY }) : 0;
  }

  cancel(): void {
    this.#from = null;
  }
}
