// The puzzles screen's state, outside the components (as the game and review screens'): the
// game and the theme chosen, the puzzle Rust sent, what the board draws now (the boards on
// the way — the person's move before the reply, a refutation, each move of a solution shown —
// drawn in turn so that the board animates each), and the person's progress. Rust judges
// every move and keeps the rating; this only asks and shows. It talks to Rust through
// `PuzzleApi` (lib/ipc in the app, fakes in the tests).
import { tick } from 'svelte';
import { motionStarted } from '../board/first-frame';
import type { BoardView, MoveView, PuzzleChoice, PuzzleProgressView, PuzzleView, RatingChange, RatingView, Seat } from '../ipc';
import type { GameKind } from '../nav.svelte';
import { GAME_KINDS, moduleOf } from '../games';
import { currentLang } from '../i18n/index.svelte';

/** The commands the puzzles screen uses (the names of lib/ipc). */
export interface PuzzleApi {
  puzzleNext(game: GameKind, choice: PuzzleChoice): Promise<PuzzleView>;
  puzzlePlay(mv: string): Promise<PuzzleView>;
  puzzleRetry(): Promise<PuzzleView>;
  puzzleSolution(): Promise<PuzzleView>;
  puzzleLeave(): Promise<void>;
  puzzleProgress(game: GameKind): Promise<PuzzleProgressView>;
}

/** What the board draws. */
export interface Drawn {
  board: BoardView;
  legal: readonly MoveView[];
  lastMove: MoveView | null;
  sideToMove: Seat;
  /** The moves from the puzzle's start on the board (a board set back is no move forward). */
  ply: number;
}

/** What the feedback says about the puzzle now. */
export type Status =
  /** The puzzle's start, or the board set back for another try. */
  | { kind: 'find' }
  /** A right move was played and answered: the next one to find. */
  | { kind: 'right' }
  /** Waiting for Rust's judgement of a move. */
  | { kind: 'checking' }
  /** A wrong move, refuted. */
  | { kind: 'failed'; wrong: string; refutation: string | null; winsIn: number | null; change: RatingChange | null }
  /** Solved: rated (with its change), or not (after a wrong move, or a personal puzzle). */
  | { kind: 'solved'; change: RatingChange | null; firstTry: boolean }
  /** The solution was shown. */
  | { kind: 'shown'; solution: readonly string[] };

/** The select's value of a choice: `any`, `mine`, or a theme's key. */
export function choiceValue(choice: PuzzleChoice): string {
  return choice.kind === 'theme' ? choice.theme : choice.kind;
}

/** The choice a select's value stands for. */
export function choiceOf(value: string): PuzzleChoice {
  if (value === 'any' || value === 'mine') return { kind: value };
  return { kind: 'theme', theme: value };
}

/** A number as the person's language writes it ("1,523", "1 523"), as every number the
 * puzzles screen shows. */
function numberText(n: number): string {
  return new Intl.NumberFormat(currentLang()).format(n);
}

/** A rating as shown: "1,523", "1,500?" while provisional (as lichess). */
export function ratingText(r: RatingView): string {
  return `${numberText(r.rating)}${r.provisional ? '?' : ''}`;
}

/** A change as shown: "+23", "−12" (a real minus sign), "±0". */
export function changeText(change: RatingChange): string {
  const d = change.after.rating - change.before.rating;
  return d > 0 ? `+${numberText(d)}` : d < 0 ? `−${numberText(-d)}` : '±0';
}

/** The boards to draw for `view`, in order: those on the way, then its own. */
export function framesOf(view: PuzzleView): Drawn[] {
  return [
    ...view.frames.map((f) => ({ board: f.board, legal: [], lastMove: f.last_move, sideToMove: f.side_to_move, ply: f.ply })),
    { board: view.board, legal: view.legal, lastMove: view.last_move, sideToMove: view.side_to_move, ply: view.ply },
  ];
}

/** Whether a puzzle starting on `board` has pieces beside the board to draw (its game's
 * module says: Gobblet's external stacks only ever empty, so a puzzle that starts with all of
 * them empty never needs them). */
export function hasStacks(board: BoardView): boolean {
  return moduleOf(board.game).stacksFor(board);
}

/** The state of one puzzles screen. */
export class PuzzleScreen {
  game: GameKind = $state(GAME_KINDS[0]);
  choice: PuzzleChoice = $state({ kind: 'any' });
  view: PuzzleView | null = $state(null);
  progress: PuzzleProgressView | null = $state(null);
  drawn: Drawn | null = $state(null);
  /** The boards of this attempt from the puzzle's start, one per move (`line[0]` the start,
   * `line[k]` after k moves): each move's words and the solution's reasons are read on them. */
  line: (Drawn | undefined)[] = $state([]);
  /** The puzzle's external stacks are drawn (`hasStacks` of its first board). */
  stacks = $state(true);
  /** A move is being judged (a wrong one's refutation takes up to a second). */
  checking = $state(false);
  /** The last move played was right and the puzzle goes on. */
  #right = $state(false);
  error: string | null = $state(null);

  /** The number of the last request: an earlier answer arriving late is dropped. */
  #asked = 0;

  constructor(
    private readonly api: PuzzleApi,
    private readonly describe: (error: unknown) => string,
    /** Waits until the board has taken a frame (Svelte's tick), so it animates each. */
    private readonly flush: () => Promise<void> = tick,
  ) {}

  /** What the feedback says now. */
  get status(): Status | null {
    const v = this.view;
    if (!v) return null;
    if (this.checking) return { kind: 'checking' };
    switch (v.phase) {
      case 'failed':
        return { kind: 'failed', wrong: v.wrong ?? '', refutation: v.refutation, winsIn: v.refutation_wins_in, change: v.change };
      case 'solved':
        return { kind: 'solved', change: v.change, firstTry: !v.failed };
      case 'shown':
        return { kind: 'shown', solution: v.solution ?? [] };
      default:
        return this.#right ? { kind: 'right' } : { kind: 'find' };
    }
  }

  /** Opens the screen on `game` and `choice`: the person's progress and a first puzzle.
   * Returns what closes it (the puzzle left in Rust). */
  mount(game: GameKind, choice: PuzzleChoice = { kind: 'any' }): () => void {
    void this.choose(game, choice);
    return () => {
      this.#asked++;
      void this.api.puzzleLeave().catch(() => undefined);
    };
  }

  /** Another game or theme: its progress, then a puzzle of it. */
  async choose(game: GameKind, choice: PuzzleChoice): Promise<void> {
    this.game = game;
    this.choice = choice;
    const asked = ++this.#asked;
    try {
      const progress = await this.api.puzzleProgress(game);
      if (asked !== this.#asked) return;
      this.progress = progress;
    } catch (e) {
      if (asked === this.#asked) this.error = this.describe(e);
      return;
    }
    await this.next();
  }

  /** The next puzzle of the game and theme chosen. */
  async next(): Promise<void> {
    await this.#run(() => this.api.puzzleNext(this.game, this.choice), false, true);
    // The themes' counts and the personal puzzles change as puzzles are solved.
    const asked = this.#asked;
    try {
      const progress = await this.api.puzzleProgress(this.game);
      if (asked === this.#asked) this.progress = progress;
    } catch {
      // The counts stay as they were; the puzzle is there.
    }
  }

  /** The person plays `mv`: judged by Rust; the board shows the move, then the reply or the
   * refutation. */
  async play(mv: string): Promise<void> {
    if (this.checking || this.view?.phase !== 'solving') return;
    this.checking = true;
    try {
      await this.#run(() => this.api.puzzlePlay(mv), true);
    } finally {
      this.checking = false;
    }
  }

  /** Takes the wrong move back to try again. */
  retry(): Promise<void> {
    return this.#run(() => this.api.puzzleRetry(), false);
  }

  /** Shows the solution (no rating change). */
  show(): Promise<void> {
    return this.#run(() => this.api.puzzleSolution(), false);
  }

  /** Runs `action` and draws its answer; `fresh`: the answer is a new puzzle, at its start. */
  async #run(action: () => Promise<PuzzleView>, moved: boolean, fresh = false): Promise<void> {
    const asked = ++this.#asked;
    this.error = null;
    let view: PuzzleView;
    try {
      view = await action();
    } catch (e) {
      if (asked === this.#asked) this.error = this.describe(e);
      return;
    }
    // The person's move starts moving before the answer's update (lib/board/first-frame).
    await motionStarted();
    if (asked !== this.#asked) return;
    this.view = view;
    this.#right = moved && view.phase === 'solving';
    const frames = framesOf(view);
    if (fresh) this.stacks = hasStacks(view.board);
    if (fresh) this.line = [];
    for (const [i, frame] of frames.entries()) {
      this.drawn = frame;
      // A board set back (a retry, a solution shown) drops the moves after it.
      // (Indexed by ply: a board Rust did not send stays a hole, and its move is said in notation.)
      const line = this.line.slice(0, frame.ply);
      line[frame.ply] = frame;
      this.line = line;
      if (i + 1 < frames.length) await this.flush();
      if (asked !== this.#asked) return;
    }
  }
}
