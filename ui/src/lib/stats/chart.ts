// The statistics charts' geometry: stacked bars of wins, losses and draws, one bar per
// month or per computer level, scaled to the largest bar. Pure, so it is tested.

/** One bar's counts. `label` names the bar in full ("Dec 2026", for its title and for screen
 * readers); `tick` (default `label`) is written under the bar and `sub` (optional) under that
 * — the months of a year chart write "Dec" with "2026" under the first bar of each year. */
export interface BarInput {
  label: string;
  tick?: string;
  sub?: string;
  won: number;
  lost: number;
  drawn: number;
}

/** One segment of a bar, in chart units (y grows downwards). */
export interface Segment {
  kind: 'won' | 'lost' | 'drawn';
  x: number;
  y: number;
  width: number;
  height: number;
  count: number;
}

/** A bar: its segments bottom-up (won, drawn, lost), its labels and its total. */
export interface Bar {
  label: string;
  tick: string;
  sub?: string;
  x: number;
  width: number;
  total: number;
  segments: Segment[];
}

/** The widest a bar gets, in chart units (one month alone is a bar, not a wall). */
export const MAX_BAR_WIDTH = 60;

/** The least number of games the chart's height stands for: one game alone draws a fifth of
 * the height, not all of it. */
export const MIN_SCALE = 5;

/** The number of games the chart's full height stands for: the tallest bar's total rounded
 * up to a round number (1, 2, 2.5 or 5 times a power of ten), and at least MIN_SCALE. */
export function scaleTop(tallest: number): number {
  const n = Math.max(MIN_SCALE, Math.ceil(tallest));
  const power = 10 ** Math.floor(Math.log10(n));
  for (const step of [1, 2, 2.5, 5, 10]) {
    const top = step * power;
    if (top >= n && Number.isInteger(top)) return top;
  }
  return 10 * power;
}

/** Lays out stacked bars in a `width`×`height` plot area. Bars share the width with a gap of
 * a third of a bar between them (at most MAX_BAR_WIDTH wide, centred in their slot); the
 * height stands for [scaleTop] of the tallest total. Empty input → no bars. */
export function stackedBars(input: readonly BarInput[], width: number, height: number): Bar[] {
  if (input.length === 0) return [];
  const max = scaleTop(Math.max(...input.map((b) => b.won + b.lost + b.drawn)));
  const slot = width / input.length;
  const barWidth = Math.min(slot * 0.75, MAX_BAR_WIDTH);
  return input.map((b, i) => {
    const x = i * slot + (slot - barWidth) / 2;
    let top = height;
    const segments: Segment[] = [];
    for (const kind of ['won', 'drawn', 'lost'] as const) {
      const count = b[kind];
      if (count === 0) continue;
      const h = (count / max) * height;
      top -= h;
      segments.push({ kind, x, y: top, width: barWidth, height: h, count });
    }
    const bar: Bar = { label: b.label, tick: b.tick ?? b.label, x, width: barWidth, total: b.won + b.lost + b.drawn, segments };
    if (b.sub !== undefined) bar.sub = b.sub;
    return bar;
  });
}

/** The last `n` items (the chart shows at most a year of months on a phone). */
export function lastN<T>(items: readonly T[], n: number): T[] {
  return items.slice(Math.max(0, items.length - n));
}

/** One period's counts, as the statistics give them. */
export interface PeriodCounts {
  period: string;
  won: number;
  lost: number;
  drawn: number;
}

/** The bars of a chart over time: each bar named in full (`full`: "Dec 2026"), its month
 * under it, and its year under the month on the first bar and wherever the year changes,
 * so no label reads like a day ("Dec 26"). A period that is not a month keeps its label. */
export function periodBars(
  points: readonly PeriodCounts[],
  full: (period: string) => string,
  split: (period: string) => { month: string; year: string } | null,
): BarInput[] {
  let lastYear: string | null = null;
  return points.map((p) => {
    const bar: BarInput = { label: full(p.period), won: p.won, lost: p.lost, drawn: p.drawn };
    const parts = split(p.period);
    if (parts) {
      bar.tick = parts.month;
      if (parts.year !== lastYear) bar.sub = parts.year;
      lastYear = parts.year;
    }
    return bar;
  });
}
