import { describe, expect, it } from 'vitest';
import { lastN, stackedBars } from './chart';

describe('stackedBars', () => {
  it('scales to the tallest bar and stacks won, drawn, lost from the bottom', () => {
    const bars = stackedBars(
      [
        { label: '2026-10', won: 2, lost: 1, drawn: 1 },
        { label: '2026-11', won: 1, lost: 0, drawn: 0 },
      ],
      200,
      100,
    );
    expect(bars).toHaveLength(2);
    const [oct, nov] = bars as [(typeof bars)[0], (typeof bars)[0]];
    expect(oct.total).toBe(4);
    expect(oct.segments.map((s) => s.kind)).toEqual(['won', 'drawn', 'lost']);
    expect(oct.segments.map((s) => s.height)).toEqual([50, 25, 25]);
    expect(oct.segments[0]!.y).toBe(50);
    expect(oct.segments[2]!.y).toBe(0);
    expect(nov.segments).toEqual([{ kind: 'won', x: nov.x, y: 75, width: 60, height: 25, count: 1 }]);
    expect(nov.x).toBe(100 + (100 - 60) / 2);
    expect(oct.x + oct.width).toBeLessThan(nov.x);
    expect(nov.x + nov.width).toBeLessThanOrEqual(200);
  });

  it('draws nothing for no games and empty bars for levels never played', () => {
    expect(stackedBars([], 100, 100)).toEqual([]);
    const [bar] = stackedBars([{ label: 'Level 1', won: 0, lost: 0, drawn: 0 }], 100, 100);
    expect(bar!.segments).toEqual([]);
    expect(bar!.total).toBe(0);
  });
});

describe('lastN', () => {
  it('keeps the most recent items', () => {
    expect(lastN([1, 2, 3, 4], 2)).toEqual([3, 4]);
    expect(lastN([1], 5)).toEqual([1]);
  });
});
