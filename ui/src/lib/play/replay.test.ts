import { describe, expect, it } from 'vitest';
import { SWIPE_MIN, Swipe, replayKey, swipeStep } from './replay';

describe('replayKey', () => {
  it('steps, jumps to either end, and ignores keys that would not move', () => {
    expect(replayKey('ArrowLeft', 3, 5)).toBe(2);
    expect(replayKey('ArrowRight', 3, 5)).toBe(4);
    expect(replayKey('Home', 3, 5)).toBe(0);
    expect(replayKey('End', 3, 5)).toBe(5);
    expect(replayKey('ArrowLeft', 0, 5)).toBeNull();
    expect(replayKey('ArrowRight', 5, 5)).toBeNull();
    expect(replayKey('End', 5, 5)).toBeNull();
    expect(replayKey('a', 3, 5)).toBeNull();
  });
});

describe('swipe', () => {
  it('goes back to the right and forward to the left, past one threshold', () => {
    const o = { x: 100, y: 100 };
    expect(swipeStep(o, { x: 100 + SWIPE_MIN, y: 100 })).toBe(-1);
    expect(swipeStep(o, { x: 100 - SWIPE_MIN, y: 100 })).toBe(1);
    expect(swipeStep(o, { x: 100 + SWIPE_MIN - 1, y: 100 })).toBe(0);
  });

  it('ignores a mostly upright drag', () => {
    expect(swipeStep({ x: 0, y: 0 }, { x: 60, y: 50 })).toBe(0);
  });

  it('follows one pointer, only when enabled', () => {
    const s = new Swipe();
    s.start({ clientX: 0, clientY: 0 });
    expect(s.end({ clientX: 80, clientY: 0 })).toBe(-1);
    expect(s.end({ clientX: 80, clientY: 0 })).toBe(0);
    s.start({ clientX: 0, clientY: 0 }, false);
    expect(s.end({ clientX: 80, clientY: 0 })).toBe(0);
  });
});
