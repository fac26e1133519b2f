// The Gobblet cup's proportions, shared by the board, its sprites and the rules' pictures.

/** How far down each piece under a cup shows its rim, in the cup's 100-unit box. */
export const RIM_STEP = 7;

/** The radius of a piece of `size` (1 smallest … 4 largest) in a 100-unit box: the steps are
 * wide enough to tell sizes apart at a glance on a 360 px wide phone (about 7 px a step). */
export function cupRadius(size: number): number {
  const s = Math.min(4, Math.max(1, size));
  return 14 + s * 8;
}
