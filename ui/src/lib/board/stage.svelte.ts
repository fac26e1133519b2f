// What both boards share between Rust's views and the drawing: each view becomes a frame
// (lib/board/frames), the plan between two frames is run on the sprite layer (lib/board/
// animate), and a gesture while pieces move first brings the board to the latest frame. The
// person's own move starts moving on the tap itself (`play`): a frame predicted from the legal
// move (lib/board/predict) gives the plan, whose sprites start from the places' boxes kept
// from the page's last layout (lib/board/spots: no layout is read on the tap's path), timed
// from the tap (the first frame drawn after it already shows the piece lifting), and the
// board goes on drawing the frame before the move (`shown`) until the page has drawn the
// first frame of that motion (lib/board/first-frame): the board's update for the predicted
// frame, and the page's layout after it, then no longer delay the start. Rust's answer is what
// is finally drawn. A board component makes one stage while it initialises (the stage's
// effects belong to it) and binds its root element, its sprite layer and its sprites to the
// stage's fields.
import { tick, untrack } from 'svelte';
import type { MoveView } from '../ipc';
import { measure, run, type Running, type Spot } from './animate';
import { afterFirstMovingFrame, holdMotion } from './first-frame';
import { Frames, type Frame } from './frames.svelte';
import type { Place, Plan } from './motion';
import { boardSpeed } from './speed.svelte';
import { Spots } from './spots';

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as Promise<unknown> | null)?.then === 'function';
}

/** At most how far before the tap the motion is counted from (two frames at 60 Hz): a
 * timeline that has not moved for a while never makes the piece jump. */
const TAP_EARLIEST_MS = 34;

/** The time on the document's timeline the person's move counts from: the timeline's current
 * time (within the tap's task, the last frame the page began or the task's start), or null
 * where there is none. */
function tapTime(): number | null {
  if (typeof document === 'undefined' || typeof performance === 'undefined') return null;
  const now = document.timeline?.currentTime;
  return typeof now === 'number' ? Math.max(now, performance.now() - TAP_EARLIEST_MS) : null;
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
  /** The places' boxes, kept while the root and the layer are on the page. */
  #spots: Spots | null = null;
  /** While the person's move starts moving: the frame the board goes on drawing (the one
   * before the move) until the first frame of the motion is drawn, and the time of the tap on
   * the document's timeline (the motion counts from it). */
  #held: { frame: F; at: number | null } | null = $state.raw(null);
  /** Stops the wait for that frame. */
  #unhold: (() => void) | null = null;
  /** Tells the screens waiting to draw Rust's answer (lib/board/first-frame's `motionStarted`)
   * that the held move's first frame is drawn. */
  #started: (() => void) | null = null;

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
        this.#release();
        this.frames.push(next, speed > 0);
        onframe();
      });
    });
    // A board taken off the page lets the screens waiting for its move's first frame go on.
    $effect(() => () => this.#release());
    // The places' boxes, read after the page's layouts while the board is on the page.
    $effect(() => {
      const root = this.root;
      const layer = this.layer;
      if (!root || !layer) return;
      const spots = new Spots(root, layer, (width) => (this.base = width));
      this.#spots = spots;
      return () => {
        spots.disconnect();
        if (this.#spots === spots) this.#spots = null;
      };
    });
    // The motion: the sprites of the plan are drawn, then moved; when they end, the next
    // frame. A move held back from the board (`play`) is drawn once its first frame is.
    $effect(() => {
      const plan = this.frames.plan;
      const id = this.frames.planId;
      if (!plan || !this.root || !this.layer) return;
      untrack(() => this.measure());
      let cancelled = false;
      void tick().then(() => {
        if (cancelled || !this.layer) return;
        const held = this.#held;
        const running = run(plan, this.sprites, (p) => this.#spot(p), this.base, boardSpeed(), held ? held.at : null);
        this.#running = running;
        if (held) {
          this.#unhold?.();
          this.#unhold = afterFirstMovingFrame(() => running.moving(), () => this.#release());
        }
        void running.finished.then(() => this.frames.done(id));
      });
      return () => {
        cancelled = true;
        this.#running?.finish();
      };
    });
  }

  /** The frame the board draws now: the one before the person's move until that move's
   * first frame of motion is drawn, else the frame shown. */
  get shown(): F {
    return this.#held ? this.#held.frame : this.frames.shown;
  }

  /** The board draws the frame shown: the move's first frame is drawn, or something else
   * changed (a view from Rust, a refusal, a gesture). */
  #release(): void {
    this.#unhold?.();
    this.#unhold = null;
    this.#started?.();
    this.#started = null;
    if (this.#held) this.#held = null;
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

  /** The width of a square: kept from the page's last layout, else read from the page. */
  measure(): void {
    const kept = this.#spots?.base ?? null;
    if (kept !== null) {
      this.base = kept;
      return;
    }
    const square = this.root?.querySelector<HTMLElement>('[data-square]');
    if (square) this.base = square.getBoundingClientRect().width;
  }

  /** Where `place` is relative to the sprite layer. */
  #spot(place: Place): Spot | null {
    if (this.#spots) return this.#spots.spot(place);
    return this.root && this.layer ? measure(this.root, this.layer, place) : null;
  }

  /** The frame whose pieces have all landed: the one before the plan moving now, else the
   * one drawn. The players' bars follow it, so that "Your turn" waits for the computer's
   * piece to land. */
  get landed(): F {
    return this.frames.from ?? this.frames.shown;
  }

  /** The person plays the legal move `text` of the frame drawn: `send` sends it to Rust, and
   * when it answers with a promise (the command's end), the move starts moving at once on a
   * predicted frame; when nothing else moves, the board goes on drawing the frame before
   * until the motion's first frame is drawn (only the sprites and the hidden pieces change
   * before). Once the command has ended, a prediction no frame of Rust's replaced (the move
   * was refused) goes back. */
  play(text: string, send: (text: string) => unknown): void {
    const from = this.frames.latest as F & { legal?: readonly MoveView[] };
    const mv = from.legal?.find((m) => m.text === text) ?? null;
    const answer = send(text);
    if (!mv || !this.#predict || !isPromise(answer)) return;
    const next = this.#predict(from, mv);
    if (!next) return;
    const motion = boardSpeed() > 0;
    if (motion && !this.frames.animating && this.root && this.layer) {
      this.#held = { frame: this.frames.shown, at: tapTime() };
      this.#started?.();
      this.#started = holdMotion();
    }
    const id = this.frames.predict(next, motion);
    if (this.frames.plan === null) this.#release();
    const back = () =>
      void tick().then(() => {
        this.#release();
        this.frames.unpredict(id, boardSpeed() > 0);
      });
    answer.then(back, back);
  }

  /** A gesture while pieces move first brings the board to the latest position. */
  settle(): void {
    this.#release();
    if (this.frames.animating) {
      this.#running?.finish();
      this.frames.skip();
    }
  }
}
