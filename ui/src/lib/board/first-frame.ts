// When a board's own update may follow a move started on the tap: once the page has drawn the
// first frame that shows the piece moved. The sprite's animation then runs on the compositor,
// so the board's update (Svelte's, and the page's layout after it) no longer delays the
// motion's start.

/** How the page's frames are waited for: the next frame's start, and a task after the frame
 * being drawn (requestAnimationFrame and a zero timeout on the page). */
export interface FrameClock {
  frame(callback: () => void): void;
  after(callback: () => void): void;
}

/** The page's frames. */
export const pageClock: FrameClock = {
  frame: (callback) => requestAnimationFrame(() => callback()),
  after: (callback) => setTimeout(callback, 0),
};

/** Calls `then` once, after the first frame in which `moving()` is true (or after `limit`
 * frames, whatever moves); returns what cancels it. */
export function afterFirstMovingFrame(moving: () => boolean, then: () => void, clock: FrameClock = pageClock, limit = 8): () => void {
  let cancelled = false;
  let frames = 0;
  const check = () => {
    if (cancelled) return;
    frames += 1;
    if (moving() || frames >= limit) {
      clock.after(() => {
        if (!cancelled) then();
      });
    } else {
      clock.frame(check);
    }
  };
  clock.frame(check);
  return () => {
    cancelled = true;
  };
}

/** The person's moves started on the tap whose first frame of motion is not drawn yet: while
 * one is, a screen's answer from Rust waits (`motionStarted`), so that the screen's update
 * (the move list, the bars, the status: tens of milliseconds of Svelte and layout at x4) does
 * not take the frame that starts the piece's motion. */
const held = new Set<object>();
/** Who waits for the last of them. */
let waiting: (() => void)[] = [];

/** Marks a move's motion as starting; returns what marks its first frame drawn (or the motion
 * given up: a refusal, a gesture, the board gone). Calling it again does nothing. */
export function holdMotion(): () => void {
  const token = {};
  held.add(token);
  return () => {
    if (!held.delete(token) || held.size > 0) return;
    const now = waiting;
    waiting = [];
    for (const wake of now) wake();
  };
}

/** Resolves once no move's first frame of motion is awaited, or after `limitMs` whatever
 * happens (a hidden page draws no frames); at once when none is. */
export function motionStarted(limitMs = 250): Promise<void> {
  if (held.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      waiting = waiting.filter((w) => w !== wake);
      resolve();
    };
    const timer = setTimeout(wake, limitMs);
    waiting.push(wake);
  });
}
