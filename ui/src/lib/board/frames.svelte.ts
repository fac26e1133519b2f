// The board's state over time: the frame it draws (a position Rust sent, with its last move
// and legal moves), the frames still to show, and the plan being animated. A frame that
// arrives while another animates waits its turn (the computer's reply is shown after the
// person's move has finished moving); `skip` jumps to the latest at once. Whatever happens,
// once nothing animates the frame drawn is the last one pushed: the board never stays behind
// Rust's view. The person's own move is drawn the moment it is played, as a *predicted* frame
// (`predict`): Rust's next frame replaces it (drawn without motion when the boards agree, the
// planner finding nothing that moved), and if none comes (the move was refused) `unpredict`
// takes the board back to the frame before.
import type { Plan } from './motion';

/** One frame: what the board draws between two changes. */
export interface Frame<B, M> {
  board: B;
  lastMove: M | null;
  /** The number of moves played up to this position, when known (the move list's length or
   * the replayed ply): tells a move forward from an undo. */
  ply: number | null;
}

/** Plans the motion from one frame to the next (empty when nothing moves). */
export type Planner<F> = (from: F, to: F) => Plan;

/** The frames of one board, and what is animating between them. Frames and plans are
 * replaced, never changed in place: they are kept as they are (`$state.raw`), not as deep
 * proxies every read of the board would go through. */
export class Frames<F> {
  /** The frame drawn now. */
  shown: F = $state.raw() as F;
  /** The plan being animated onto `shown`, with its number (a new plan, a new number). */
  plan: Plan | null = $state.raw(null);
  planId = $state(0);
  /** Frames received but not yet drawn, oldest first. */
  #waiting: F[] = $state.raw([]);
  /** The frame the plan being animated started from (the pieces have not landed on `shown`
   * yet): what the players' bars follow while pieces move. */
  from: F | null = $state.raw(null);
  /** The predicted frame still waiting for Rust's, the frame before it, and its number. */
  #guess: { before: F; id: number } | null = null;
  #guesses = 0;

  constructor(
    first: F,
    private planner: Planner<F>,
  ) {
    this.shown = first;
  }

  /** Whether the board is moving, or has frames still to show. */
  get animating(): boolean {
    return this.plan !== null || this.#waiting.length > 0;
  }

  /** The last frame received: what the board shows once nothing animates. */
  get latest(): F {
    return this.#waiting[this.#waiting.length - 1] ?? this.shown;
  }

  /** A new frame from Rust. With `motion` false it is drawn at once (and everything waiting
   * with it). */
  push(next: F, motion: boolean): void {
    this.#guess = null;
    this.#add(next, motion);
  }

  /** The frame after the person's move, drawn before Rust has answered; returns its number
   * for `unpredict`. */
  predict(next: F, motion: boolean): number {
    const before = this.latest;
    this.#add(next, motion);
    this.#guesses += 1;
    this.#guess = { before, id: this.#guesses };
    return this.#guesses;
  }

  /** Whether a predicted frame still waits for Rust's. */
  get predicting(): boolean {
    return this.#guess !== null;
  }

  /** Rust has answered the move predicted as `id`: if no frame of its came (the move was
   * refused), the board goes back to the frame before the prediction. */
  unpredict(id: number, motion: boolean): void {
    const guess = this.#guess;
    if (!guess || guess.id !== id) return;
    this.#guess = null;
    this.#add(guess.before, motion);
  }

  #add(next: F, motion: boolean): void {
    if (!motion) {
      this.#waiting = [];
      this.plan = null;
      this.from = null;
      this.shown = next;
      return;
    }
    if (this.plan !== null) {
      this.#waiting = [...this.#waiting, next];
      return;
    }
    this.#start(next);
  }

  #start(next: F): void {
    const plan = this.planner(this.shown, next);
    const from = this.shown;
    this.shown = next;
    if (plan.tracks.length === 0) {
      this.plan = null;
      this.from = null;
      this.#next();
      return;
    }
    this.from = from;
    this.plan = plan;
    this.planId += 1;
  }

  #next(): void {
    const [head, ...rest] = this.#waiting;
    if (head === undefined) return;
    this.#waiting = rest;
    this.#start(head);
  }

  /** The plan `id` has finished moving: the next waiting frame starts. A stale id (the plan
   * was skipped meanwhile) changes nothing. */
  done(id: number): void {
    if (id !== this.planId || this.plan === null) return;
    this.plan = null;
    this.from = null;
    this.#next();
  }

  /** Jumps to the latest frame without motion (a tap while pieces move, leaving replay). */
  skip(): void {
    const last = this.#waiting[this.#waiting.length - 1];
    this.#waiting = [];
    this.plan = null;
    this.from = null;
    if (last !== undefined) this.shown = last;
  }
}
