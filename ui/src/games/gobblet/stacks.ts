// Which of a side's external stacks the Gobblet board draws in which place. The core lists
// each side's stacks in its own order and takes a piece of the size played from the last one
// showing it; but an external stack only ever loses its top piece, so two stacks showing the
// same size hold the same pieces, and which of them is drawn where is the board's choice, not
// a rule. The board draws the stack the person picked as the one that gave the piece: it keeps,
// per side, the order it draws the core's stacks in (a permutation), and each new view keeps
// every place's size where it can, the place a piece was just taken from drawn as the one that
// shrank. What is drawn is always the core's view: the same sizes, as many of each.
import type { GobbletBoard, Seat } from '../../lib/ipc';

const seatIndex = (seat: Seat) => (seat === 'one' ? 0 : 1);

/** The order to draw stacks of the sizes `core` (the core's order) in, place by place (each
 * entry an index into `core`), so that as many places as possible show the size `wanted`
 * says: a place keeps its own stack where that fits, else takes another showing the wanted
 * size; the places left take the stacks left in the core's order. */
export function arrange(wanted: readonly number[], core: readonly number[]): number[] {
  const identity = core.map((_, i) => i);
  if (wanted.length !== core.length) return identity;
  const order: (number | null)[] = core.map((size, i) => (size === wanted[i] ? i : null));
  const free = identity.filter((i) => !order.includes(i));
  order.forEach((stack, place) => {
    if (stack !== null) return;
    const i = free.findIndex((s) => core[s] === wanted[place]);
    if (i >= 0) order[place] = free.splice(i, 1)[0] ?? null;
  });
  return order.map((stack) => stack ?? (free.shift() as number));
}

/** One board's drawing order of the external stacks, both sides'. */
export class StackOrder {
  /** The last view of the core's drawn, and how. */
  #core: GobbletBoard | null = null;
  #drawn: GobbletBoard | null = null;
  #order: [number[], number[]] = [[], []];
  /** The person's move from an external stack still waiting for the core's view: the side,
   * the place tapped (or dragged from) and the size it showed. */
  #taken: { seat: Seat; place: number; size: number } | null = null;

  /** The person plays a piece of `size` from the stack drawn in `place` for `seat`: the
   * next view that takes a piece from that side's stacks draws that place as the one that
   * gave it. Ignored when that place does not show `size`. */
  take(seat: Seat, place: number, size: number): void {
    const shown = this.#drawn?.reserves[seatIndex(seat)]?.[place];
    this.#taken = shown === size ? { seat, place, size } : null;
  }

  /** The place the person's move waiting for the core's view takes its piece from, for
   * `seat` (null: none). */
  taken(seat: Seat): number | null {
    return this.#taken?.seat === seat ? this.#taken.place : null;
  }

  /** The order `seat`'s stacks are drawn in: for each place, the index of the core's stack. */
  order(seat: Seat): readonly number[] {
    return this.#order[seatIndex(seat)];
  }

  /** The board to draw for the core's view `core`: its external stacks in the drawing order
   * (`core` itself while that is the core's own). */
  draw(core: GobbletBoard): GobbletBoard {
    if (core === this.#core && this.#drawn) return this.#drawn;
    const before = this.#core;
    const drawnBefore = this.#drawn;
    const orders = ([0, 1] as const).map((i) => {
      const now = core.reserves[i] ?? [];
      const was = before?.reserves[i] ?? null;
      const changed = was === null || was.length !== now.length || was.some((size, n) => size !== now[n]);
      // Each place wants the size it showed, the place tapped one less when this side's stacks changed.
      const wanted = [...(drawnBefore?.reserves[i] ?? now)];
      const taken = this.#taken;
      if (changed && taken && seatIndex(taken.seat) === i && wanted[taken.place] === taken.size) {
        wanted[taken.place] = taken.size - 1;
        this.#taken = null;
      }
      return arrange(wanted, now);
    }) as [number[], number[]];
    this.#order = orders;
    this.#core = core;
    const own = orders.every((order) => order.every((stack, place) => stack === place));
    this.#drawn = own
      ? core
      : { ...core, reserves: [orders[0].map((s) => core.reserves[0][s] ?? 0), orders[1].map((s) => core.reserves[1][s] ?? 0)] };
    return this.#drawn;
  }
}
