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
