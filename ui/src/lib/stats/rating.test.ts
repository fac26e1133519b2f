import { describe, expect, it } from 'vitest';
import { ratingLine } from './rating';

describe('the puzzle rating graph', () => {
  it('spreads the attempts over the width and the ratings over round hundreds', () => {
    const line = ratingLine([{ rating: 1500 }, { rating: 1620 }, { rating: 1580 }], 300, 100);
    expect([line.low, line.high]).toEqual([1500, 1700]);
    expect(line.dots.map((d) => d.x)).toEqual([0, 150, 300]);
    // Higher is up: 1500 at the bottom, 1620 at 60% of the height.
    expect(line.dots[0]!.y).toBe(100);
    expect(line.dots[1]!.y).toBe(40);
    expect(line.points).toBe('0,100 150,40 300,60');
    expect(line.ticks.map((t) => t.value)).toEqual([1500, 1600, 1700]);
  });
  it('one attempt stands in the middle of a scale of at least 200', () => {
    const line = ratingLine([{ rating: 1523 }], 300, 100);
    expect(line.dots).toEqual([{ x: 150, y: expect.any(Number), rating: 1523 }]);
    expect(line.high - line.low).toBeGreaterThanOrEqual(200);
    expect(line.dots[0]!.y).toBeGreaterThan(0);
    expect(line.dots[0]!.y).toBeLessThan(100);
  });
  it('a wide range gets coarser lines; no attempt draws nothing', () => {
    const wide = ratingLine([{ rating: 600 }, { rating: 2300 }], 300, 100);
    expect(wide.ticks.map((t) => t.value)).toEqual([1000, 1500, 2000]);
    expect(ratingLine([], 300, 100).dots).toEqual([]);
  });
});
