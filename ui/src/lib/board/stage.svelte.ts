// What both boards share between Rust's views and the drawing: each view becomes a frame
// (lib/board/frames), the plan between two frames is run on the sprite layer (lib/board/
// animate), and a gesture while pieces move first brings the board to the latest frame. The
// person's own move starts moving on the tap itself (`play`: a frame predicted from the legal
// move, lib/board/predict), and Rust's answer is what is finally drawn. A
// board component makes one stage while it initialises (the stage's effects belong to it) and
// binds its root element, its sprite layer and its sprites to the stage's fields.
import { tick, untrack } from 'svelte';
import type { MoveView } from '../ipc';
import { run, type Running } from './animate';
import { Frames, type Frame } from './frames.svelte';
import type { Plan } from './motion';
import { boardSpeed } from './speed.svelte';

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as Promise<unknown> | null)?.then === 'function';
}

/** Whether `to` follows `from` by its last move (a move played, or a replay step forward),
 * rather than an undo or a jump: only then is the move itself animated. */
export function isStepForward<B>(from: Frame<B, MoveView>, to: Frame<B, MoveView>): boolean {
  if (!to.lastMove) return false;
  const next = to.ply === null || from.ply === null || to.ply === from.ply + 1;
  return next && to.lastMove.text !== from.lastMove?.text;
}

/** Plans a change of frame: the move when `to` steps forward by one (`move`, when it gives
 * a plan), else the pieces that changed place (`diff`); nothing when the board is the same. */
export function planner<B, F extends Frame<B, MoveView>>(move: (from: F, to: F, mv: MoveView) => Plan, diff: (from: B, to: B) => Plan): (from: F, to: F) => Plan {
  return (from, to) => {
    if (from.board === to.board) return { tracks: [], duration: 0 };
    if (to.lastMove && isStepForward(from, to)) {
      const plan = move(from, to, to.lastMove);
      if (plan.tracks.length > 0) return plan;
    }
    return diff(from.board, to.board);
  };
}

/** The frames of one board and the motion between them. */
export class BoardStage<F> {
  readonly frames: Frames<F>;
  /** The board's root element, its sprite layer and one sprite element per track. */
  root: HTMLElement | null = $state(null);
  layer: HTMLElement | null = $state(null);
  sprites: HTMLElement[] = $state([]);
  /** The width of a square in pixels: the size the sprites are drawn at. */
  base: number = $state(48);
  #running: Running | null = null;
  readonly #predict: ((frame: F, mv: MoveView) => F | null) | null;

  /** `frame` reads the board's props as a frame (each change is pushed); `onframe` runs when
   * a new frame arrives (the board clears its selection); `predict` gives the frame after a
   * legal move of the person's (null: none, the board waits for Rust). Call while a component
   * initialises. */
  constructor(frame: () => F, plan: (from: F, to: F) => Plan, onframe: () => void, predict: ((frame: F, mv: MoveView) => F | null) | null = null) {
    this.frames = new Frames<F>(untrack(frame), plan);
    this.#predict = predict;
    // Each view Rust sends is a new frame: drawn at once without motion, else after the ones
    // before it have moved.
    $effect(() => {
      const next = frame();
      const speed = boardSpeed();
      untrack(() => {
        this.frames.push(next, speed > 0);
        onframe();
      });
    });
    // The motion: the sprites of the plan are drawn, then moved; when they end, the next
    // frame.
    $effect(() => {
      const plan = this.frames.plan;
      const id = this.frames.planId;
      const root = this.root;
      if (!plan || !root || !this.layer) return;
      this.measure();
      let cancelled = false;
      void tick().then(() => {
        const layer = this.layer;
        if (cancelled || !layer) return;
        const running = run(plan, this.sprites, layer, root, this.base, boardSpeed());
        this.#running = running;
        void running.finished.then(() => this.frames.done(id));
      });
      return () => {
        cancelled = true;
        this.#running?.finish();
      };
    });
  }

  /** The frame drawn now. */
  get shown(): F {
    return this.frames.shown;
  }

  /** Whether pieces move (or frames wait to be shown): the board's `data-animating`. */
  get animating(): boolean {
    return this.frames.animating;
  }

  /** The board's `data-animating` while it animates: a new value for each animation (the
   * person's move and the computer's reply queued after it are two), so that tests and
   * automation can tell that a new one began. */
  get animation(): string {
    return String(this.frames.planId);
  }

  /** The squares whose top piece a sprite stands for while it moves (drawn hidden). */
  get hidden(): Set<string> {
    return new Set((this.frames.plan?.tracks ?? []).map((tr) => tr.hide).filter((s): s is string => s !== null));
  }

  /** Reads a square's width from the page. */
  measure(): void {
    const square = this.root?.querySelector<HTMLElement>('[data-square]');
    if (square) this.base = square.getBoundingClientRect().width;
  }

  /** The frame whose pieces have all landed: the one before the plan moving now, else the
   * one drawn. The players' bars follow it, so that "Your turn" waits for the computer's
   * piece to land. */
  get landed(): F {
    return this.frames.from ?? this.frames.shown;
  }

  /** The person plays the legal move `text` of the frame drawn: `send` sends it to Rust, and
   * when it answers with a promise (the command's end), the move starts moving at once on a
   * predicted frame. Once the command has ended, a prediction no frame of Rust's replaced
   * (the move was refused) goes back. */
  play(text: string, send: (text: string) => unknown): void {
    const from = this.frames.latest as F & { legal?: readonly MoveView[] };
    const mv = from.legal?.find((m) => m.text === text) ?? null;
    const answer = send(text);
    if (!mv || !this.#predict || !isPromise(answer)) return;
    const next = this.#predict(from, mv);
    if (!next) return;
    const id = this.frames.predict(next, boardSpeed() > 0);
    const back = () => void tick().then(() => this.frames.unpredict(id, boardSpeed() > 0));
    answer.then(back, back);
  }

  /** A gesture while pieces move first brings the board to the latest position. */
  settle(): void {
    if (this.frames.animating) {
      this.#running?.finish();
      this.frames.skip();
    }
  }
}
