// Generated from the Rust values of the app core (crates/app): do not edit.
// Regenerate with `UPDATE_BINDINGS=1 cargo test -p tipgobble-core bindings`.

import type { Settings } from './ipc';

/** The settings before Rust has answered: Rust's `Settings::default()`. */
export const DEFAULT_SETTINGS: Settings = {
  "language": "system",
  "theme": "system",
  "palette": "standard",
  "motion": "system",
  "animation_speed": "normal",
  "sound": true,
  "vibration": true,
  "touch_move": false,
  "show_covered": true,
  "tabletop": false,
  "ai_level": 3,
  "coordinates": true,
  "confirm_draw_offer": true
};

/** The computer's levels, easiest first: the AI's `Level::ALL`. */
export const AI_LEVELS = [1, 2, 3, 4, 5] as const;
