import { describe, expect, it } from 'vitest';
import { formatPeriod, periodParts } from '../i18n/format';
import { lastN, MIN_SCALE, periodBars, scaleTop, stackedBars } from './chart';

describe('stackedBars', () => {
  it('scales to a round number over the tallest bar and stacks won, drawn, lost from the bottom', () => {
    const bars = stackedBars(
      [
        { label: 'Oct 2026', tick: 'Oct', sub: '2026', won: 5, lost: 3, drawn: 2 },
        { label: 'Nov 2026', tick: 'Nov', won: 1, lost: 0, drawn: 0 },
      ],
      200,
      100,
    );
    expect(bars).toHaveLength(2);
    const [oct, nov] = bars as [(typeof bars)[0], (typeof bars)[0]];
    expect(oct.total).toBe(10);
    expect([oct.tick, oct.sub, nov.tick, nov.sub]).toEqual(['Oct', '2026', 'Nov', undefined]);
    expect(oct.segments.map((s) => s.kind)).toEqual(['won', 'drawn', 'lost']);
    expect(oct.segments.map((s) => s.height)).toEqual([50, 20, 30]);
    expect(oct.segments[0]!.y).toBe(50);
    expect(oct.segments[2]!.y).toBe(0);
    expect(nov.segments).toEqual([{ kind: 'won', x: nov.x, y: 90, width: 60, height: 10, count: 1 }]);
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

describe('scaleTop', () => {
  it('never lets one game fill the chart', () => {
    expect(scaleTop(1)).toBe(MIN_SCALE);
    const [bar] = stackedBars([{ label: 'Dec 2026', won: 1, lost: 0, drawn: 0 }], 320, 150);
    expect(bar!.segments[0]!.height).toBe(150 / MIN_SCALE);
  });

  it('rounds the tallest bar up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([6, 10, 11, 21, 26, 51, 101, 240].map(scaleTop)).toEqual([10, 10, 20, 25, 50, 100, 200, 250]);
  });
});

describe('lastN', () => {
  it('keeps the most recent items', () => {
    expect(lastN([1, 2, 3, 4], 2)).toEqual([3, 4]);
    expect(lastN([1], 5)).toEqual([1]);
  });
});

describe('periodBars', () => {
  it('writes the month under each bar and the year under the first and at each new year', () => {
    const points = ['2026-11', '2026-12', '2027-01'].map((period) => ({ period, won: 1, lost: 0, drawn: 0 }));
    const bars = periodBars(points, (p) => formatPeriod(p, 'en'), (p) => periodParts(p, 'en'));
    expect(bars.map((b) => [b.label, b.tick, b.sub])).toEqual([
      ['Nov 2026', 'Nov', '2026'],
      ['Dec 2026', 'Dec', undefined],
      ['Jan 2027', 'Jan', '2027'],
    ]);
  });

  it('keeps a label that is not a month', () => {
    const [bar] = periodBars([{ period: '2026-W48', won: 0, lost: 1, drawn: 0 }], (p) => p, () => null);
    expect(bar).toEqual({ label: '2026-W48', won: 0, lost: 1, drawn: 0 });
  });
});
