// What a game is to the UI: one object per game (`ui/src/games/<game>/index.ts`), gathered in
// lib/games.ts's GAMES. The shared screens and components ask it for what differs between
// games — its board, its pictures, its words, its sounds, its new-game choices, its rules —
// instead of naming a game. Its words are in the catalogues under the game's own keys
// (`game.<game>`, `seat.<game>.one`, `home.tagline.<game>`, its rules' and moves' keys).
import type { Component } from 'svelte';
import type { BoardView, Controller, GameKind, GameView, MoveView, NewGame, Seat } from '../lib/ipc';
import type { BoardProps } from '../lib/board/props';
import type { Key } from '../lib/i18n/index.svelte';
import type { SoundName } from '../lib/sound/recipes';

/** The sides' names, seat one first. */
export type Names = readonly [string, string];

/** A game's words for its moves, read from the boards Rust sent (no rule decided here). */
export interface GameWords<B> {
  /** A move in words, without who played it ("a4 to b3, gobbling White size 2"); `board` is
   * the position after it. */
  move(board: B, mv: MoveView, names: Names): string;
  /** A move not yet played in words (a hint, a better move), read on the position before it. */
  planned(board: B, mv: MoveView, names: Names): string;
  /** The side that played `mv`, read from the board after it; null when the board does not
   * say (the side not to move now played it). */
  mover(board: B, mv: MoveView): Seat | null;
  /** What else a move made that the live region says once, as it appears (Gobblet's new
   * lines of three); `before` is null when the game before was another. */
  news(before: B | null, after: B, side: (seat: Seat) => string): string[];
}

/** One move of a puzzle's solution played by the solver, with the boards around it. */
export interface SolverStep<B> {
  before: B;
  after: B;
  /** The move, when the attempt's board has it. */
  move: MoveView | null | undefined;
  /** The move in words. */
  words: string;
  /** The solution's last move. */
  last: boolean;
  solver: Seat;
  /** A side's name. */
  side: (seat: Seat) => string;
}

/** Why a puzzle's solution works, in the game's terms (lib/puzzles says the rest). */
export interface PuzzleWords<B> {
  /** The reasons a move of the solver's works (a line blocked, two threats at once). */
  why(step: SolverStep<B>): string[];
  /** How the solution ends (the line of four, the last block taken off); null when the
   * board does not show it. */
  end(board: B, lastMove: MoveView | null, solver: Seat, side: (seat: Seat) => string): string | null;
}

/** The value of one of a game's own new-game choices. */
export type OptionValue = string | boolean;

/** A game's own new-game choices (touch-move, a setup), by their keys in the kept form. */
export type GameOptions = Record<string, OptionValue>;

/** What the settings choose for new games (lib/newgame). */
export interface FormDefaults {
  /** Gobblet's touch-move rule on or off. */
  touchMove: boolean;
  /** The computer's level (clamped to 1–5). */
  aiLevel: number;
}

/** One of a game's own choices on the new-game form (drawn as the form's other choices). */
export interface OptionChoice {
  /** Its key in the form's options (and in the choices kept on this device). */
  key: string;
  legend: Key;
  /** The radio group's name and its `data-testid`. */
  name: string;
  options: readonly { value: OptionValue; label: Key }[];
  /** Its value on a form that was never started here. */
  initial(defaults: FormDefaults): OptionValue;
  /** A line said under the choice while it has `value` (the touch-move rule in a sentence). */
  note?: { value: OptionValue; text: Key; testid: string };
}

/** What the new-game form asks of every game. */
export interface BaseRequest {
  seats: [Controller, Controller];
  first: Seat;
  /** Each side's count of the game's pieces (fewer than the full game: a handicap). */
  handicap: [number, number];
}

/** A step between the form and the game (Deblockle's classic setup: the roll arranged). */
export interface SetupStep<R> {
  /** Whether the form's options ask for it. */
  needed(options: GameOptions): boolean;
  /** What it starts from, asked of Rust (the roll); a refusal is said on the form. */
  prepare(base: BaseRequest): Promise<R>;
  /** The step's screen: `ondone` starts the game with the request it made. */
  view: Component<{
    prepared: R;
    base: BaseRequest;
    options: GameOptions;
    names: Names;
    /** Against the computer: the only side the person arranges; null between two people. */
    only: 0 | 1 | null;
    ondone: (request: NewGame) => void;
    oncancel: () => void;
  }>;
}

/** A game's part of the new-game screen. */
export interface NewGameParts<R> {
  /** The most of a side's pieces the form offers (the full game); fewer is a handicap. */
  pieces: number;
  /** The legend of that count ("External stacks for White"). */
  piecesKey: Key;
  /** The game's own choices, in the form's order. */
  choices: readonly OptionChoice[];
  /** The request for Rust from the form (checked again there). */
  request(base: BaseRequest, options: GameOptions): NewGame;
  /** A step before the game starts, when the options ask for one. */
  step: SetupStep<R> | null;
}

/** A still picture of a position (the home and saved-games cards, components/pictures). */
export interface PictureParts<B> {
  /** Squares per side, and the frame, the gap between squares and their corners' radius, in
   * a square's hundredths. */
  size: number;
  pad: number;
  gap: number;
  radius: number;
  /** Draws the pieces (and marks) of `board`, each square's centre given. */
  pieces: Component<{ board: B; squares: readonly string[]; centre: (square: string) => { x: number; y: number } }>;
}

/** A side's colours on the screens around the board (CSS values). */
export interface SeatColours {
  /** The players' bars' chip: its fill and its edge. */
  fill: string;
  edge: string;
  /** The status line's mark while it is this side's turn. */
  mark: string;
}

/** The words a board says to a new player (Deblockle's first-move line). */
export interface Guide {
  /** The seat the board's words call "you", or null. */
  addressed(view: GameView): Seat | null;
  /** The line that starts a new player's first move, or null. */
  firstMove(view: GameView): string | null;
}

/** One game of the UI. `B` is its board's type, `R` what its setup step starts from. */
export interface GameModule<B = BoardView, R = unknown> {
  kind: GameKind;
  /** Its board: every board screen draws it through components/board/Board.svelte. */
  board: Component<BoardProps<B>>;
  picture: PictureParts<B>;
  words: GameWords<B>;
  puzzles: PuzzleWords<B>;
  /** The sound of a move just played (a pass is silent everywhere). */
  sound(mv: MoveView): SoundName;
  newGame: NewGameParts<R>;
  /** Its part of the rules screen. */
  rules: Component;
  colours: readonly [SeatColours, SeatColours];
  /** The room the game screen keeps in view for its feedback under the board upright (a CSS
   * length: Deblockle's notes and a tip's next step need more than a status line). */
  feedbackMin: string;
  /** Its board draws each side's pieces beside it in the players' rows (Gobblet's external
   * stacks): the board screens lay the rows out for them. */
  stacksInBars: boolean;
  /** Whether a puzzle starting on `board` has pieces beside the board to draw (Gobblet's
   * stacks only ever empty: a puzzle that starts with none never needs them). */
  stacksFor(board: B): boolean;
  /** The game screen says how often the position was repeated (a draw by repetition). */
  saysRepetition: boolean;
  /** A block taken off is noted under the board until the person acts again. */
  notesRemoval: boolean;
  guide: Guide | null;
}
