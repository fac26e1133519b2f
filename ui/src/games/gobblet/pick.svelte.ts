// What a tap, a drag or a key on the Gobblet board means: its selection state, and the move a
// gesture plays. Every answer is read from the legal moves Rust sent (no rules here). The
// board (./Board.svelte) turns pointer and key events into these calls.
import type { MoveView, Origin, Seat } from '../../lib/ipc';
import type { Intent } from '../../lib/board/pick.svelte';
import { destinations, movableSquares, movesFrom, originKey } from '../../lib/board/selection';

/** The position a Gobblet gesture is read against. */
export interface GobbletContext {
  legal: readonly MoveView[];
  touched: string | null;
  touchMove: boolean;
  /** The owner of the piece on top of `square`, if any. */
  ownerAt: (square: string) => Seat | null;
  sideToMove: Seat;
}

/** The Gobblet selection: a piece on the board or an external stack, picked up to move. */
export class GobbletPick {
  selected: Origin | null = $state(null);
  /** Which of the external stacks showing the picked size was tapped (several may show it:
   * only that one is marked as picked). */
  stack: number | null = $state(null);

  /** The origin in hand: the touched piece under touch-move, else the selection. */
  effective(ctx: GobbletContext): Origin | null {
    return ctx.touched ? { kind: 'square', square: ctx.touched } : this.selected;
  }

  /** Where the piece in hand can go, each square with its move. */
  targets(ctx: GobbletContext): Map<string, MoveView> {
    return destinations(movesFrom(ctx.legal, this.effective(ctx)));
  }

  /** A tap (or Enter) on a square. */
  tapSquare(ctx: GobbletContext, square: string): Intent {
    const move = this.targets(ctx).get(square);
    if (move) {
      this.selected = null;
      return { play: move.text };
    }
    if (ctx.touched) return null;
    const effective = this.effective(ctx);
    if (movableSquares(ctx.legal).has(square)) {
      if (effective?.kind === 'square' && effective.square === square) {
        this.selected = null;
      } else if (ctx.touchMove) {
        this.selected = null; // the touched piece is in hand now, not a stack picked before
        return { touch: square };
      } else {
        this.selected = { kind: 'square', square };
      }
    } else if (ctx.touchMove && ctx.ownerAt(square) === ctx.sideToMove) {
      // Touch-move: touching one's own piece commits to it even when it cannot move (and
      // then loses, as the rules say); the engine decides.
      this.selected = null;
      return { touch: square };
    } else {
      this.selected = null;
    }
    return null;
  }

  /** A tap on the mover's external stack number `stack` (counted from 0), whose top piece
   * has `size`. A tap on the stack picked puts the piece back; on another stack of the same
   * size, picks that one. */
  tapReserve(ctx: GobbletContext, size: number, stack: number | null = null): Intent {
    if (ctx.touched || !ctx.legal.some((m) => m.from.kind === 'reserve' && m.from.size === size)) return null;
    const origin: Origin = { kind: 'reserve', size };
    const effective = this.effective(ctx);
    const again = effective !== null && originKey(effective) === originKey(origin) && (this.stack === stack || this.stack === null || stack === null);
    this.selected = again ? null : origin;
    this.stack = again ? null : stack;
    return null;
  }

  /** Whether external stack number `stack`, showing `size`, is the one picked. */
  isPickedStack(ctx: GobbletContext, size: number, stack: number): boolean {
    const effective = this.effective(ctx);
    if (effective?.kind !== 'reserve' || effective.size !== size) return false;
    return this.stack === null || this.stack === stack;
  }

  /** Whether a drag may start from `origin`. */
  canDrag(ctx: GobbletContext, origin: Origin): boolean {
    if (ctx.touched && originKey(origin) !== `square:${ctx.touched}`) return false;
    if (origin.kind === 'square' && ctx.touchMove && !ctx.touched) return false; // tap to commit first
    return movesFrom(ctx.legal, origin).length > 0;
  }

  /** A piece dragged from `origin` and dropped on `square` (null: off the board). */
  drop(ctx: GobbletContext, origin: Origin, square: string | null): Intent {
    if (!square || (origin.kind === 'square' && origin.square === square)) return null;
    const move = destinations(movesFrom(ctx.legal, origin)).get(square);
    if (!move) return null;
    this.selected = null;
    return { play: move.text };
  }

  /** A new position: nothing in hand. */
  clear(): void {
    this.selected = null;
    this.stack = null;
  }
}
