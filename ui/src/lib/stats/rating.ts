// The puzzle rating's graph: the rating after each rated attempt, a line over a round scale.
// Pure, so it is tested.

/** One point of the history: the rating after an attempt. */
export interface RatingPoint {
  rating: number;
}

/** The line in chart units (y grows downwards), its scale's bounds and their lines. */
export interface RatingLine {
  /** The polyline's points, "x,y x,y …". */
  points: string;
  /** Each point, for its dot. */
  dots: { x: number; y: number; rating: number }[];
  /** The scale's bottom and top (round hundreds, at least 200 apart). */
  low: number;
  high: number;
  /** The scale's lines, every hundred (or more on a tall range), with their y. */
  ticks: { value: number; y: number }[];
}

/** Lays out `history` in a `width` × `height` plot: the x spread evenly over the attempts (one
 * attempt alone in the middle), the y over a scale of round hundreds around the ratings. */
export function ratingLine(history: readonly RatingPoint[], width: number, height: number): RatingLine {
  const ratings = history.map((p) => p.rating);
  const min = ratings.length ? Math.min(...ratings) : 1500;
  const max = ratings.length ? Math.max(...ratings) : 1500;
  let low = Math.floor(min / 100) * 100;
  let high = Math.ceil(max / 100) * 100;
  if (high - low < 200) {
    const mid = (low + high) / 2;
    low = Math.floor((mid - 100) / 100) * 100;
    high = low + 200;
    if (max > high) high += 100;
  }
  const span = high - low;
  const y = (r: number) => height - ((r - low) / span) * height;
  const x = (i: number) => (ratings.length <= 1 ? width / 2 : (i / (ratings.length - 1)) * width);
  const dots = ratings.map((rating, i) => ({ x: round(x(i)), y: round(y(rating)), rating }));
  const step = span <= 400 ? 100 : span <= 1000 ? 200 : 500;
  const ticks: { value: number; y: number }[] = [];
  for (let v = Math.ceil(low / step) * step; v <= high; v += step) ticks.push({ value: v, y: round(y(v)) });
  return { points: dots.map((d) => `${d.x},${d.y}`).join(' '), dots, low, high, ticks };
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}
