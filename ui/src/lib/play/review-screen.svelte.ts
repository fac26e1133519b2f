// The review screen's state, outside the components (as the game screen's, ./game-screen):
// a saved game read back, with one explicit mode at a time and what the board shows in each.
//   replay   the moves, stepped through (each judged once analysed; for an inaccuracy, a
//            mistake or a blunder the board shows the position before it with the better move,
//            until "show the move played")
//   learn    "learn from your mistakes": the person's mistakes one by one, a try on the board
//   playFrom choosing the opponent to play on from the position shown
// The analysis (running, its progress) goes on beside the mode. It talks to Rust through
// `ReviewApi` (lib/ipc in the app, fakes in the tests).
import type { Controller, MoveView, PersonalFound, ReviewPly, ReviewProgress, ReviewView, Seat, TryView } from '../ipc';
import { classMark, mistakesOf } from '../review';

/** The commands and events the review uses (the names of lib/ipc). */
export interface ReviewApi {
  reviewOpen(id: number | null): Promise<ReviewView>;
  reviewPly(ply: number): Promise<ReviewPly>;
  reviewAnalyse(): Promise<ReviewView>;
  reviewCancel(): Promise<void>;
  reviewTry(ply: number, mv: string): Promise<TryView>;
  reviewPlayFrom(ply: number, seats: [Controller, Controller]): Promise<unknown>;
  reviewPuzzles(): Promise<PersonalFound>;
  reviewClose(): Promise<void>;
  onReviewProgress(handler: (progress: ReviewProgress) => void): Promise<() => void>;
}

/** "Learn from your mistakes": the moves to go through (0-based), where we are, the last try. */
export interface Learning {
  moves: readonly number[];
  at: number;
  tried: TryView | null;
  checking: boolean;
  revealed: boolean;
}

/** The screen's mode. */
export type Mode = { kind: 'replay'; better: boolean } | { kind: 'learn'; learning: Learning } | { kind: 'playFrom' };

/** What the board is asked to draw: the position after `ply` moves, and how. */
export interface BoardPlan {
  ply: number;
  /** Draws the better move of the move played from this position (replay) or, in learn, the
   * best one once shown or found. */
  hint: boolean;
  /** The move marked as the last: the one that led here, the try, or none. */
  last: 'played' | 'tried' | 'none';
  /** Moves can be tried on the board. */
  legal: boolean;
  /** The board shows the position before a marked move with its better move. */
  betterShown: boolean;
}

/** The move being learnt from, or null when the last one is done. */
export function learnMove(l: Learning): number | null {
  return l.moves[l.at] ?? null;
}

/** What the board shows in `mode` with the `shown` ply of a review (`view`). */
export function boardPlan(mode: Mode, view: ReviewView | null, shown: number): BoardPlan {
  if (mode.kind === 'learn') {
    const l = mode.learning;
    const at = learnMove(l);
    const found = l.revealed || (l.tried?.accepted ?? false);
    return { ply: at ?? shown, hint: at !== null && found, last: l.tried ? 'tried' : 'none', legal: at !== null && !found && !l.checking, betterShown: false };
  }
  const judged = shown > 0 ? view?.analysis?.moves[shown - 1] : undefined;
  const better = mode.kind === 'replay' && mode.better && judged?.better != null && classMark(judged.class) !== null;
  return better
    ? { ply: shown - 1, hint: true, last: 'none', legal: false, betterShown: true }
    : { ply: shown, hint: false, last: 'played', legal: false, betterShown: false };
}

/** The board's props from a plan and the position Rust sent for it. */
export function boardProps(plan: BoardPlan, board: ReviewPly, mode: Mode): { legal: readonly MoveView[]; lastMove: MoveView | null; hint: MoveView | null } {
  const tried = mode.kind === 'learn' ? mode.learning.tried : null;
  return {
    legal: plan.legal ? board.legal : [],
    lastMove: plan.last === 'played' ? board.last_move : plan.last === 'tried' ? (tried?.mv ?? null) : null,
    hint: plan.hint ? (mode.kind === 'learn' ? (board.better ?? board.best) : board.better) : null,
  };
}

/** The seats of a game played on from a position where `mover` is to move, the person taking
 * that side against `opponent` (another person, or the computer at a level). */
export function playFromSeats(mover: Seat, opponent: 'person' | number): [Controller, Controller] {
  const them: Controller = opponent === 'person' ? { kind: 'person' } : { kind: 'ai', level: opponent };
  return mover === 'one' ? [{ kind: 'person' }, them] : [them, { kind: 'person' }];
}

/** The state of one review screen. */
export class ReviewScreen {
  view: ReviewView | null = $state(null);
  /** The ply shown (the position after this many moves). */
  shown = $state(0);
  mode: Mode = $state({ kind: 'replay', better: true });
  /** The position drawn (the plan's ply) and its plan. */
  board: ReviewPly | null = $state(null);
  plan: BoardPlan = $state({ ply: 0, hint: false, last: 'played', legal: false, betterShown: false });
  /** The seat that made the first move (the side to move at the start). */
  firstMover: Seat = $state('one');
  analysing = $state(false);
  progress: ReviewProgress | null = $state(null);
  error: string | null = $state(null);
  notice: 'cancelled' | null = $state(null);
  /** "Train on my mistakes": searching the person's mistakes for puzzles, or none found. */
  training: 'searching' | 'none' | null = $state(null);

  /** The number of the last position asked for: an earlier answer arriving late is dropped. */
  #asked = 0;

  constructor(
    private readonly api: ReviewApi,
    private readonly describe: (error: unknown) => string,
  ) {}

  get total(): number {
    return this.view?.moves.length ?? 0;
  }

  /** Opens the review of saved game `id` (null: the game just played) at its last move, and
   * listens to the analysis' progress. Returns what closes it. */
  mount(id: number | null): () => void {
    void (async () => {
      const opened = await this.#guard(() => this.api.reviewOpen(id));
      if (!opened) return;
      this.view = opened;
      this.analysing = opened.analysing;
      const start = await this.#guard(() => this.api.reviewPly(0));
      if (start) this.firstMover = start.side_to_move;
      await this.show(opened.moves.length);
    })();
    const unlisten = this.api.onReviewProgress((p) => {
      if (!this.view || p.id === this.view.row.id) this.progress = p;
    });
    return () => {
      void unlisten.then((off) => off());
      void this.api.reviewClose().catch(() => undefined);
    };
  }

  /** Shows the position after `ply` moves (replay: with the better move first, if any). */
  show = async (ply: number): Promise<void> => {
    this.shown = Math.max(0, Math.min(this.total, ply));
    if (this.mode.kind === 'replay') this.mode = { kind: 'replay', better: true };
    await this.#draw();
  };

  /** Between the better move and the move played, for a marked move. */
  toggleBetter = async (): Promise<void> => {
    if (this.mode.kind !== 'replay') return;
    this.mode = { kind: 'replay', better: !this.mode.better };
    await this.#draw();
  };

  analyse = async (): Promise<void> => {
    this.notice = null;
    this.analysing = true;
    this.progress = null;
    const done = await this.#guard(() => this.api.reviewAnalyse());
    this.analysing = false;
    this.progress = null;
    if (!done) return;
    this.view = done;
    if (!done.analysis) this.notice = 'cancelled';
    await this.#draw();
  };

  cancel = async (): Promise<void> => {
    await this.#guard(() => this.api.reviewCancel());
  };

  /** Learn from the person's mistakes (both sides' when no person played). */
  startLearning = async (): Promise<void> => {
    const view = this.view;
    if (!view?.analysis) return;
    const moves = mistakesOf(view.analysis, view.person_seats.length > 0 ? view.person_seats : ['one', 'two']);
    this.mode = { kind: 'learn', learning: { moves, at: 0, tried: null, checking: false, revealed: false } };
    if (moves.length > 0) await this.#draw();
  };

  stopLearning = async (): Promise<void> => {
    this.mode = { kind: 'replay', better: true };
    await this.#draw();
  };

  nextMistake = async (): Promise<void> => {
    if (this.mode.kind !== 'learn') return;
    const l = this.mode.learning;
    this.mode = { kind: 'learn', learning: { ...l, at: l.at + 1, tried: null, checking: false, revealed: false } };
    if (learnMove(this.mode.learning) !== null) await this.#draw();
  };

  /** Shows the better move of the mistake being learnt from. */
  reveal = (): void => {
    if (this.mode.kind !== 'learn') return;
    this.mode = { kind: 'learn', learning: { ...this.mode.learning, revealed: true } };
    this.#replan();
  };

  /** A try in "learn from your mistakes", judged by Rust. */
  tryMove = async (mv: string): Promise<void> => {
    if (this.mode.kind !== 'learn') return;
    const at = learnMove(this.mode.learning);
    if (at === null) return;
    this.mode = { kind: 'learn', learning: { ...this.mode.learning, checking: true } };
    this.#replan();
    const answer = await this.#guard(() => this.api.reviewTry(at, mv));
    if (this.mode.kind !== 'learn' || learnMove(this.mode.learning) !== at) return;
    this.mode = { kind: 'learn', learning: { ...this.mode.learning, checking: false, tried: answer ?? this.mode.learning.tried } };
    this.#replan();
  };

  /** "Train on my mistakes": Rust proves which of the person's mistakes make puzzles and
   * keeps them; resolves to what it found when there is at least one to train on. */
  train = async (): Promise<PersonalFound | null> => {
    this.training = 'searching';
    const found = await this.#guard(() => this.api.reviewPuzzles());
    this.training = found && found.found === 0 ? 'none' : null;
    return found && found.found > 0 ? found : null;
  };

  /** Choosing the opponent to play on from the position shown (or back to the replay). */
  choosePlayFrom = (open: boolean): void => {
    this.mode = open ? { kind: 'playFrom' } : { kind: 'replay', better: false };
    this.#replan();
  };

  /** Starts a game from the position shown; true when started. */
  playFrom = async (opponent: 'person' | number): Promise<boolean> => {
    const board = this.board;
    if (!board) return false;
    const started = await this.#guard(() => this.api.reviewPlayFrom(board.ply, playFromSeats(board.side_to_move, opponent)));
    return started !== undefined;
  };

  /** The plan for the current mode, without asking for a new position (same ply). */
  #replan(): void {
    const plan = boardPlan(this.mode, this.view, this.shown);
    if (plan.ply === this.plan.ply) this.plan = plan;
    else void this.#draw();
  }

  async #draw(): Promise<void> {
    const plan = boardPlan(this.mode, this.view, this.shown);
    const asked = ++this.#asked;
    const drawn = await this.#guard(() => this.api.reviewPly(plan.ply));
    if (!drawn || asked !== this.#asked) return;
    this.board = drawn;
    this.plan = plan;
  }

  async #guard<T>(work: () => Promise<T>): Promise<T | undefined> {
    this.error = null;
    try {
      return await work();
    } catch (e) {
      this.error = this.describe(e);
      return undefined;
    }
  }
}
