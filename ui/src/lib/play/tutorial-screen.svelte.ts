// The state of the tutorial screen (screens/Tutorial.svelte): the lesson Rust sends
// (`TutorialView`: a real engine position, one instruction at a time, the expected move to
// mark), what the board draws, the note on the last try and a refused command's words. A move
// the other side answered is drawn in two frames, the learner's move and then the reply, so
// that the board animates each in turn (as in play the computer's reply waits for the
// person's move). The commands come through `TutorialApi` (lib/ipc in the app, fakes in the
// tests).
import { tick } from 'svelte';
import { motionStarted } from '../board/first-frame';
import type { BoardView, GameKind, MoveView, Seat, TutorialView } from '../ipc';
import { mustPass } from '../board/selection';
import { feedback } from '../tutorial';

/** The commands the tutorial screen uses (the names of lib/ipc). */
export interface TutorialApi {
  tutorialStart(game: GameKind): Promise<TutorialView>;
  tutorialPlay(mv: string): Promise<TutorialView>;
  tutorialBack(): Promise<TutorialView>;
  tutorialRestart(): Promise<TutorialView>;
  tutorialLeave(): Promise<void>;
}

/** What the board draws: a position, the moves the learner may play on it, the move that
 * led to it and the move the lesson expects (marked as a hint). */
export interface TutorialDrawn {
  board: BoardView;
  legal: readonly MoveView[];
  lastMove: MoveView | null;
  sideToMove: Seat;
  expected: MoveView | null;
}

/** The state of one tutorial screen. */
export class TutorialScreen {
  view: TutorialView | null = $state(null);
  drawn: TutorialDrawn | null = $state(null);
  /** The last command's refusal in words; cleared by the next command. */
  error: string | null = $state(null);

  constructor(
    private readonly api: TutorialApi,
    private readonly describe: (error: unknown) => string,
    /** Waits until the board has taken a frame (Svelte's tick), so it animates each. */
    private readonly flush: () => Promise<void> = tick,
  ) {}

  /** What the last try deserves: the step's hint after a wrong move, praise after a right one. */
  get note(): ReturnType<typeof feedback> {
    return this.view ? feedback(this.view) : null;
  }

  /** The pass, when it is the learner's only move. */
  get passMove(): MoveView | null {
    return this.view ? mustPass(this.view.legal) : null;
  }

  /** Opens the tutorial of `game` at its first step; returns what closes it (the tutorial
   * left in Rust; the game in play is left alone). */
  mount(game: GameKind): () => void {
    void this.#run(() => this.api.tutorialStart(game));
    return () => void this.api.tutorialLeave().catch(() => undefined);
  }

  /** The learner plays `mv`: Rust plays it when it is the step's move (and answers for the
   * other side), or sends the step's hint instead. */
  play(mv: string): Promise<void> {
    return this.#run(() => this.api.tutorialPlay(mv));
  }

  /** Plays the pass, the learner's only move. */
  async pass(): Promise<void> {
    const pass = this.passMove;
    if (pass) await this.play(pass.text);
  }

  /** Back to the start of the previous step. */
  back(): Promise<void> {
    return this.#run(() => this.api.tutorialBack());
  }

  /** The lesson from its first step. */
  restart(): Promise<void> {
    return this.#run(() => this.api.tutorialRestart());
  }

  /** Runs `action` and draws its answer: the learner's move on its own first when the other
   * side replied (or a new scene followed). */
  async #run(action: () => Promise<TutorialView>): Promise<void> {
    this.error = null;
    let next: TutorialView;
    try {
      next = await action();
    } catch (e) {
      this.error = this.describe(e);
      return;
    }
    // The learner's move starts moving before the answer's update (lib/board/first-frame).
    await motionStarted();
    this.view = next;
    if (next.played) {
      this.drawn = { board: next.played.board, legal: [], lastMove: next.played.last_move, sideToMove: next.played.side_to_move, expected: null };
      await this.flush();
    }
    this.drawn = { board: next.board, legal: next.legal, lastMove: next.last_move, sideToMove: next.side_to_move, expected: next.expected };
  }
}
