import { describe, expect, it } from 'vitest';
import { cupRadius, PIP_RADIUS, sizePips } from './cup';

describe('a cup’s size mark', () => {
  it('has one dot per size', () => {
    expect([1, 2, 3, 4].map((s) => sizePips(s).length)).toEqual([1, 2, 3, 4]);
  });

  it('keeps every dot on the cup’s head, apart from the others', () => {
    for (const size of [1, 2, 3, 4]) {
      const head = cupRadius(size) * 0.46;
      const pips = sizePips(size);
      for (const [x, y] of pips) expect(Math.hypot(x, y) + PIP_RADIUS).toBeLessThan(head);
      for (const [i, a] of pips.entries())
        for (const b of pips.slice(i + 1)) expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeGreaterThan(2 * PIP_RADIUS + 2);
    }
  });
});
