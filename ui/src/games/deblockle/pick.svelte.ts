// What a tap or a key on the Deblockle board means: its selection state (a block picked up,
// then the tip chosen, then the hop), and the move a tap plays. Every answer is read from the
// legal moves Rust sent (no rules here). The board (./Board.svelte) turns pointer and key
// events into these calls.
import type { MoveView } from '../../lib/ipc';
import type { Intent } from '../../lib/board/pick.svelte';
import { hops, movableSquares, movesFrom, tips } from '../../lib/board/selection';

/** The Deblockle selection: a block picked up, then the tip chosen, then the hop. */
export class DeblocklePick {
  selected: string | null = $state(null);
  tipped: string | null = $state(null);

  /** The moves of the selected block. */
  moves(legal: readonly MoveView[]): MoveView[] {
    return this.selected ? movesFrom(legal, { kind: 'square', square: this.selected }) : [];
  }

  /** The selected block's tips (none once tipped). */
  tips(legal: readonly MoveView[]): Map<string, { face: string; removal: MoveView | null }> {
    return this.tipped ? new Map() : tips(this.moves(legal));
  }

  /** Once tipped, where the hop can end. */
  hops(legal: readonly MoveView[]): Map<string, MoveView> {
    return this.tipped ? hops(this.moves(legal), this.tipped) : new Map();
  }

  /** The face the tipped block shows on top. */
  tippedFace(legal: readonly MoveView[]): MoveView['face'] {
    return this.tipped ? (this.moves(legal).find((m) => m.tip === this.tipped)?.face ?? null) : null;
  }

  /** A tap (or Enter) on a square. */
  tap(legal: readonly MoveView[], square: string): Intent {
    if (this.tipped) {
      const hop = this.hops(legal).get(square);
      if (hop) {
        this.clear();
        return { play: hop.text }; // the hop may end where the block started: that is a move
      }
      if (square === this.selected || square === this.tipped) this.tipped = null; // take the tip back
      return null;
    }
    const tip = this.tips(legal).get(square);
    if (tip) {
      if (tip.removal) {
        this.clear();
        return { play: tip.removal.text };
      }
      this.tipped = square;
      return null;
    }
    this.selected = movableSquares(legal).has(square) && this.selected !== square ? square : null;
    return null;
  }

  /** Takes the tip back (the block stays selected). */
  untip(): void {
    this.tipped = null;
  }

  /** A new position: nothing selected. */
  clear(): void {
    this.selected = null;
    this.tipped = null;
  }
}
