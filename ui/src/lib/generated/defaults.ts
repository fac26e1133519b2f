// Generated from the Rust values in src-tauri: do not edit.
// Regenerate with `UPDATE_BINDINGS=1 cargo test -p tipgobble-app bindings`.

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
  "show_covered": false,
  "tabletop": false,
  "ai_level": 3,
  "coordinates": true
};
