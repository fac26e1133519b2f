//! Data that crosses the IPC boundary. TypeScript types for each are generated into
//! `ui/src/lib/generated/` (see `bindings.rs`).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// What the home screen shows about the app itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct AppInfo {
    /// The app's version (from Cargo.toml).
    pub version: String,
    /// The games this build can play, in the order the home screen lists them.
    pub games: Vec<GameInfo>,
}

/// One game as the home screen lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct GameInfo {
    /// The game's name in notation: `deblockle` or `gobblet`.
    pub kind: String,
    /// Whether this build can start a game of it.
    pub playable: bool,
    /// Whether this build has a computer player for it.
    pub ai: bool,
}

/// The colour scheme of the interface.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    /// Follow the system's light or dark setting.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

/// The person's choices for the interface, held by the Rust side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, TS)]
pub struct Preferences {
    /// The colour scheme.
    pub theme: Theme,
}
