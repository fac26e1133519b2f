// The game screen's state, outside the components (as lichess mobile keeps a screen's state in
// a controller): the view drawn (command answers and `game-changed` events in order, see
// ./order), the replay, the hint's life, the computer's progress and the notes that stay
// until the person's next action (a block taken off, the computer's answer to a draw offer).
// It talks to Rust through `GameApi` (ui/src/lib/ipc in the app, fakes in the tests).
import type { GameView, HintView, ReplayView, SearchProgress, Seat } from '../ipc';
import { ViewOrder } from './order';
import { levelOf, other } from './players';
import { GAMES } from '../games';

/** The commands and events the game screen uses (the names of lib/ipc). */
export interface GameApi {
  gameView(): Promise<GameView>;
  play(mv: string): Promise<GameView>;
  touch(square: string): Promise<GameView>;
  undo(): Promise<GameView>;
  redo(): Promise<GameView>;
  resign(seat: Seat): Promise<GameView>;
  offerDraw(): Promise<GameView>;
  answerDraw(accept: boolean): Promise<GameView>;
  rematch(): Promise<GameView>;
  replayAt(ply: number): Promise<ReplayView>;
  hint(): Promise<HintView>;
  cancelHint(): Promise<void>;
  onGameChanged(handler: (view: GameView) => void): Promise<() => void>;
  onAiProgress(handler: (progress: SearchProgress) => void): Promise<() => void>;
}

/** A note shown under the board until the person acts again: a Deblockle block taken off
 * (by `side`), or the computer's answer to the person's draw offer. */
export type Note = { kind: 'removal'; side: Seat } | { kind: 'draw-accepted' | 'draw-declined'; level: number };

/** Whether offering a draw waits for the person's confirmation: against the computer (its
 * answer can end the game at once) while the setting "Confirm draw offers" (`confirm`, as
 * lichess's) is on. Otherwise the offer is sent at once. */
export function confirmsDrawOffer(view: GameView, confirm: boolean): boolean {
  return confirm && view.seats.some((s) => s.kind === 'ai');
}

/** The state of one game screen. */
export class GameScreen {
  view: GameView | null = $state(null);
  /** The refusal or failure of the last command, in words (set by `describe`). */
  error: string | null = $state(null);
  /** The position replayed from the move list, or null for the live one. */
  replay: ReplayView | null = $state(null);
  /** The hint shown, and whether one is being searched. */
  hint: HintView | null = $state(null);
  hinting = $state(false);
  /** The computer's search progress while it thinks. */
  progress: SearchProgress | null = $state(null);
  note: Note | null = $state(null);
  /** A command is on its way (a rematch's button waits). */
  busy = $state(false);

  readonly #order: ViewOrder<GameView>;
  /** The number of the last hint asked for: an answer to an earlier one is dropped. */
  #hintAsk = 0;

  /** `describe` turns a refusal into words; `refused` is told of one (a sound); `settle`
   * waits until a drawn view has reached the page. */
  constructor(
    private readonly api: GameApi,
    private readonly describe: (error: unknown) => string,
    private readonly refused: () => void,
    settle: () => Promise<void>,
  ) {
    this.#order = new ViewOrder<GameView>((v) => this.#draw(v), settle);
  }

  /** The ply shown: the replayed one, or the live position's. */
  get shown(): number {
    return this.replay?.ply ?? this.view?.moves.length ?? 0;
  }
  get live(): boolean {
    return this.replay === null;
  }

  /** Listens to Rust and draws the game in play; returns what stops it. */
  mount(): () => void {
    const changed = this.api.onGameChanged((v) => this.#order.event(v));
    // The view is asked for once the event is listened to: a computer's move made meanwhile
    // is then either in the answer or in an event, never lost between the two.
    void changed.then(() => this.act(() => this.api.gameView()));
    const progress = this.api.onAiProgress((p) => (this.progress = p));
    return () => {
      void changed.then((f) => f());
      void progress.then((f) => f());
      // Leaving the screen stops a hint being searched.
      if (this.hinting) void this.api.cancelHint().catch(() => undefined);
    };
  }

  /** Runs a command that changes the game: its answer is drawn, a refusal is said. */
  async act(action: () => Promise<GameView>): Promise<void> {
    this.error = null;
    this.note = null;
    const outcome = await this.#order.run(action);
    if (!outcome.ok) {
      this.error = this.describe(outcome.error);
      this.refused();
      return;
    }
    // Any change of the game cancels a hint being searched (Rust stops its search).
    this.#hintAsk += 1;
    this.hinting = false;
    this.replay = null;
  }

  play = (mv: string) => this.act(() => this.api.play(mv));
  touch = (square: string) => this.act(() => this.api.touch(square));
  undo = () => this.act(() => this.api.undo());
  redo = () => this.act(() => this.api.redo());
  answerDraw = (accept: boolean) => this.act(() => this.api.answerDraw(accept));

  resign(): Promise<void> {
    const seat = this.view?.resigning_seat;
    return seat ? this.act(() => this.api.resign(seat)) : Promise.resolve();
  }

  /** Offers a draw. Against the computer its answer comes at once and stays in view with
   * its reason: accepted (the game is drawn) or declined. */
  async offerDraw(): Promise<void> {
    const before = this.view;
    await this.act(() => this.api.offerDraw());
    const after = this.view;
    if (!before || !after || this.error) return;
    const level = levelOf(before, 'one') ?? levelOf(before, 'two');
    if (level === null) return;
    this.note = { kind: after.outcome ? 'draw-accepted' : 'draw-declined', level };
  }

  /** The same match again at once, colours swapped. */
  async rematch(): Promise<void> {
    this.busy = true;
    try {
      await this.act(() => this.api.rematch());
    } finally {
      this.busy = false;
    }
  }

  /** Shows the position after `ply` moves (the live one at the end). */
  async showPly(ply: number): Promise<void> {
    if (!this.view) return;
    if (ply >= this.view.moves.length) {
      this.replay = null;
      return;
    }
    try {
      this.replay = await this.api.replayAt(ply);
    } catch (e) {
      this.error = this.describe(e);
    }
  }

  /** Asks for the best move for the person to move. */
  async askHint(): Promise<void> {
    this.error = null;
    this.hinting = true;
    const ask = ++this.#hintAsk;
    try {
      const found = await this.api.hint();
      if (ask === this.#hintAsk) this.hint = found;
    } catch (e) {
      if (ask === this.#hintAsk) this.error = this.describe(e);
    } finally {
      if (ask === this.#hintAsk) this.hinting = false;
    }
  }

  /** The person stops the hint being searched. */
  stopHint(): void {
    this.#hintAsk += 1;
    this.hinting = false;
    void this.api.cancelHint().catch((e: unknown) => (this.error = this.describe(e)));
  }

  /** The app went to the background: the hint's search stops, still shown as searched for
   * (`askHint` asks again when the app comes back: lib/lifecycle's stopWhileHidden). */
  suspendHint(): Promise<void> {
    this.#hintAsk += 1;
    return this.api.cancelHint();
  }

  /** Draws a view: the hint and the progress belong to the position before. A piece taken
   * off is noted where the game's module says so (a Deblockle block: the note stays through
   * the computer's reply). */
  #draw(view: GameView): void {
    const before = this.view;
    this.view = view;
    this.hint = null;
    this.progress = null;
    const moved = before !== null && (view.moves.length !== before.moves.length || view.last_move?.text !== before.last_move?.text);
    if (GAMES[view.game].notesRemoval && view.last_move?.capture && moved && view.moves.length > (before?.moves.length ?? 0)) {
      this.note = { kind: 'removal', side: other(view.side_to_move) };
    }
  }
}
