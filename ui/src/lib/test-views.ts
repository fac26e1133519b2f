// Game views for the UI's unit tests: a Gobblet game between two people at its start, with
// the fields a test cares about overridden.
import type { GameView } from './ipc';

/** A `GameView` as Rust sends it for a fresh pass-and-play Gobblet game, with `overrides`. */
export function gameView(overrides: Partial<GameView>): GameView {
  return {
    game: 'gobblet',
    seats: [{ kind: 'person' }, { kind: 'person' }],
    names: [null, null],
    board: { game: 'gobblet', squares: [], reserves: [[], []], win_lines: [] },
    side_to_move: 'one',
    legal: [],
    moves: [],
    last_move: null,
    touch_move: false,
    touched: null,
    draw_offer: null,
    can_undo: false,
    can_redo: false,
    repetitions: 1,
    outcome: null,
    thinking: false,
    resigning_seat: 'one',
    ...overrides,
  };
}
