// The order in which the game screen draws the views it gets: a command's answer and the
// `game-changed` events Rust sends after the computer moved. A quick computer reply can
// overtake the answer to the person's move: the event then waits for the answer, so that the
// board draws (and animates) the person's move first, then the reply. An answer never hides
// a newer view: one showing the computer "thinking" that arrives after the computer's move is
// drawn only for a moment, followed by the move.

import { motionStarted } from '../board/first-frame';

/** What the order needs to know of a view. */
export interface Ordered {
  /** The computer is choosing its move (its reply will come as an event). */
  thinking: boolean;
}

/** How a command ended: its answer (drawn), or the error it was refused with. */
export type Outcome<V> = { ok: true; view: V } | { ok: false; error: unknown };

/** Orders command answers and events for one screen. `draw` draws a view; `settle` waits
 * until a drawn view has reached the page (Svelte's `tick`), so that the next one animates
 * from it. */
export class ViewOrder<V extends Ordered> {
  /** How many events have arrived. */
  #events = 0;
  /** Commands on their way. */
  #asking = 0;
  /** The latest event that arrived while a command was on its way. */
  #overtaken: V | null = null;

  constructor(
    private readonly draw: (view: V) => void,
    private readonly settle: () => Promise<void>,
  ) {}

  /** A `game-changed` event: drawn now, or after the answer of the command on its way. */
  event(view: V): void {
    this.#events += 1;
    if (this.#asking > 0) this.#overtaken = view;
    else this.draw(view);
  }

  /** Runs a command: its answer is drawn, then any event that overtook it. */
  async run(action: () => Promise<V>): Promise<Outcome<V>> {
    this.#asking += 1;
    let answer: V;
    try {
      answer = await action();
    } catch (error) {
      const later = this.#release();
      if (later) this.draw(later);
      return { ok: false, error };
    }
    // A move the person just played starts moving first: the answer's update waits for the
    // motion's first frame (at most a quarter of a second).
    await motionStarted();
    const later = this.#release();
    this.draw(answer);
    // The computer moved while this answer travelled: its "thinking" view is drawn first,
    // then the reply, unless a newer event has come meanwhile (it was drawn then).
    if (later && answer.thinking) {
      const seen = this.#events;
      await this.settle();
      if (this.#events === seen) this.draw(later);
    }
    return { ok: true, view: answer };
  }

  /** One command fewer on its way; the event that overtook the last one, if any. */
  #release(): V | null {
    this.#asking -= 1;
    if (this.#asking > 0) return null;
    const later = this.#overtaken;
    this.#overtaken = null;
    return later;
  }
}
