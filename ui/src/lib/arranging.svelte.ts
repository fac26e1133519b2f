// The classic Deblockle setup's arranging step: one side's blocks placed and turned.

/** One side's arrangement in progress: which block stands on each starting square, and
 * each block's rotation. */
export class Arranging {
  /** `slots[k]` is the block on starting square `k`, or null. */
  slots: (number | null)[] = $state([]);
  /** `rotations[b]` is block `b`'s rotation, 0–3. */
  rotations: number[] = $state([]);

  constructor(blocks: number) {
    this.slots = Array.from({ length: blocks }, () => null);
    this.rotations = Array.from({ length: blocks }, () => 0);
  }

  /** Whether block `b` stands on a square. */
  isPlaced(b: number): boolean {
    return this.slots.includes(b);
  }

  /** Puts block `b` on square `k` (taking it from where it stood; a block already on `k`
   * goes back to the tray). */
  place(b: number, k: number): void {
    this.slots = this.slots.map((x) => (x === b ? null : x));
    this.slots[k] = b;
  }

  /** Turns the block on square `k` a quarter clockwise. */
  turn(k: number): void {
    const b = this.slots[k];
    if (b === null || b === undefined) return;
    this.rotations[b] = ((this.rotations[b] ?? 0) + 1) % 4;
  }

  /** Whether every block is placed. */
  get done(): boolean {
    return this.slots.every((x) => x !== null);
  }

  /** For each block, the index of its square (valid once done). */
  squaresOfBlocks(): number[] {
    return this.rotations.map((_, b) => this.slots.indexOf(b));
  }
}
