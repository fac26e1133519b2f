// What a board animates between the position it drew and the next one Rust sent: a plan of
// tracks, each a piece drawn above the board (a "sprite") that moves between places while the
// piece it stands for is hidden on its final square. Pure data: `animate.ts` measures the
// places on the page and runs the plan with the Web Animations API. Nothing here knows a
// rule or a game: each game's own motion (ui/src/games/<game>/motion.ts) makes its plans from
// Rust's `MoveView` (a move's squares and path) with the pieces it draws as sprites; without a
// move (undo, a jump in the replay) the pieces that changed place slide from where they were
// to where they are.
import type { Seat } from '../ipc';

/** Durations of one step at normal speed, in milliseconds (each between 150 and 400). */
export const STEP_MS = {
  lift: 150,
  slide: 300,
  drop: 150,
  roll: 300,
  hop: 250,
  remove: 300,
  fade: 200,
} as const;

/** Where a sprite is: on a square, or on one of the stacks a board draws beside its squares
 * (Gobblet's external stacks): the one drawn in place `stack` (counted from 0) when given,
 * else the first of `seat`'s showing `size`. */
export type Place = { kind: 'square'; square: string } | { kind: 'reserve'; seat: Seat; size: number; stack?: number | undefined };

/** One key of a track: where the sprite is at `offset` (0..1 of the track's time), between
 * `at` and `toward` by `t`; lifted by `lift` (0..1 of a lift); scaled; squashed along x/y (a
 * cube rolling over its edge); faded. */
export interface Key {
  offset: number;
  at: Place;
  toward?: Place;
  t?: number;
  lift?: number;
  scale?: number;
  squashX?: number;
  squashY?: number;
  opacity?: number;
}

/** One sprite's movement: `sprite` is what the game's board draws for it (its own type: a
 * Gobblet piece, a Deblockle block). `hide` is the square whose top piece the sprite stands
 * for: it is hidden until the track ends. Times are at normal speed, in milliseconds. */
export interface Track<S = unknown> {
  sprite: S;
  hide: string | null;
  delay: number;
  duration: number;
  keys: Key[];
}

/** Everything that moves for one change of the board, and how long it takes. */
export interface Plan<S = unknown> {
  tracks: Track<S>[];
  duration: number;
}

/** A place on `square`. */
export const sq = (square: string): Place => ({ kind: 'square', square });

/** The plan of `tracks`: as long as its longest track. */
export function plan<S>(tracks: Track<S>[]): Plan<S> {
  return { tracks, duration: Math.max(0, ...tracks.map((t) => t.delay + t.duration)) };
}

/** A sprite that appears on `square` with no old place: it fades in, growing to its size. */
export function fadeIn<S>(sprite: S, square: string): Track<S> {
  return {
    sprite,
    hide: square,
    delay: 0,
    duration: STEP_MS.fade,
    keys: [
      { offset: 0, at: sq(square), scale: 0.6, opacity: 0 },
      { offset: 1, at: sq(square), scale: 1, opacity: 1 },
    ],
  };
}

/** Files and ranks of a square: a → 0, 1 → 0. */
export function cell(square: string): [number, number] {
  return [square.charCodeAt(0) - 97, Number(square.slice(1)) - 1];
}
