// The Gobblet cup's proportions, shared by the board, its sprites and the rules' pictures.

/** How far down each piece under a cup shows its rim, in the cup's 100-unit box: enough for
 * a covered piece to peek out clearly under the one on top, even on a phone. */
export const RIM_STEP = 9;

/** The radius of a piece of `size` (1 smallest … 4 largest) in a 100-unit box: the steps are
 * wide enough to tell sizes apart at a glance on a 360 px wide phone (about 7 px a step). */
export function cupRadius(size: number): number {
  const s = Math.min(4, Math.max(1, size));
  return 14 + s * 8;
}

/** The size mark on a cup's head: one dot per size (1 to 4) laid out like a die's pips, so
 * a 3 and a 4 differ at a glance even where their widths are close. Offsets from the head's
 * centre, in the cup's 100-unit box; `PIP_RADIUS` each. */
export const PIP_RADIUS = 3.4;
export function sizePips(size: number): Array<[number, number]> {
  const d = 6.2;
  switch (Math.min(4, Math.max(1, size))) {
    case 1:
      return [[0, 0]];
    case 2:
      return [[-d, 0], [d, 0]];
    case 3:
      return [[0, -d], [-d, d * 0.75], [d, d * 0.75]];
    default:
      return [[-d, -d], [d, -d], [-d, d], [d, d]];
  }
}
