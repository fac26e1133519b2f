import { describe, expect, it, vi } from 'vitest';
import { afterFirstMovingFrame, holdMotion, motionStarted, type FrameClock } from './first-frame';

/** Frames and the tasks after them, run by hand. */
function handClock() {
  let frames: (() => void)[] = [];
  let tasks: (() => void)[] = [];
  const clock: FrameClock = { frame: (f) => void frames.push(f), after: (f) => void tasks.push(f) };
  return {
    clock,
    /** Runs one frame: its callbacks, then the tasks queued after it. */
    frame() {
      const now = frames;
      frames = [];
      for (const f of now) f();
      const later = tasks;
      tasks = [];
      for (const t of later) t();
    },
  };
}

describe('after the first frame of motion', () => {
  it('waits for a frame in which the sprite has moved, then runs after that frame', () => {
    const page = handClock();
    let moved = false;
    let released = 0;
    afterFirstMovingFrame(() => moved, () => (released += 1), page.clock);
    page.frame(); // the frame that draws the sprite at its start
    page.frame();
    expect(released).toBe(0);
    moved = true;
    page.frame(); // the first frame with the sprite moved
    expect(released).toBe(1);
    page.frame();
    expect(released).toBe(1);
  });

  it('gives up waiting after a few frames (nothing ever moves)', () => {
    const page = handClock();
    let released = 0;
    afterFirstMovingFrame(() => false, () => (released += 1), page.clock, 3);
    page.frame();
    page.frame();
    expect(released).toBe(0);
    page.frame();
    expect(released).toBe(1);
  });

  it('does nothing once cancelled (the board was released by a view or a gesture)', () => {
    const page = handClock();
    let released = 0;
    const cancel = afterFirstMovingFrame(() => true, () => (released += 1), page.clock);
    cancel();
    page.frame();
    page.frame();
    expect(released).toBe(0);
  });
});

describe('the screens wait for a held move to start moving', () => {
  it('resolves at once when no move is held', async () => {
    let done = false;
    await motionStarted().then(() => (done = true));
    expect(done).toBe(true);
  });

  it('waits until the last held move has drawn its first frame', async () => {
    const first = holdMotion();
    const second = holdMotion();
    let done = false;
    const waited = motionStarted(10_000).then(() => (done = true));
    first();
    await Promise.resolve();
    expect(done).toBe(false);
    first(); // again: nothing
    second();
    await waited;
    expect(done).toBe(true);
  });

  it('gives up after its limit (a hidden page draws no frames)', async () => {
    vi.useFakeTimers();
    try {
      const release = holdMotion();
      let done = false;
      const waited = motionStarted(250).then(() => (done = true));
      vi.advanceTimersByTime(249);
      await Promise.resolve();
      expect(done).toBe(false);
      vi.advanceTimersByTime(1);
      await waited;
      expect(done).toBe(true);
      release();
      await motionStarted();
    } finally {
      vi.useRealTimers();
    }
  });
});
