// The statistics charts' geometry: stacked bars of wins, losses and draws, one bar per
// month or per computer level, scaled to the largest bar. Pure, so it is tested.

/** One bar's counts. */
export interface BarInput {
  label: string;
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

/** A bar: its segments bottom-up (won, drawn, lost), its label and its total. */
export interface Bar {
  label: string;
  x: number;
  width: number;
  total: number;
  segments: Segment[];
}

/** The widest a bar gets, in chart units (one month alone is a bar, not a wall). */
export const MAX_BAR_WIDTH = 60;

/** Lays out stacked bars in a `width`×`height` plot area. Bars share the width with a gap of
 * a third of a bar between them (at most MAX_BAR_WIDTH wide, centred in their slot); the
 * tallest total fills the height. Empty input → no bars. */
export function stackedBars(input: readonly BarInput[], width: number, height: number): Bar[] {
  if (input.length === 0) return [];
  const max = Math.max(1, ...input.map((b) => b.won + b.lost + b.drawn));
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
    return { label: b.label, x, width: barWidth, total: b.won + b.lost + b.drawn, segments };
  });
}

/** The last `n` items (the chart shows at most a year of months on a phone). */
export function lastN<T>(items: readonly T[], n: number): T[] {
  return items.slice(Math.max(0, items.length - n));
}
