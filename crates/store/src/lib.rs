//! Saved games of Tip & Gobble in SQLite: autosave per action, resume, delete and restore,
//! rename, export and import as text, the statistics behind the statistics screen, and the
//! puzzles' progress (the person's Glicko-2 puzzle rating per game, its history, personal
//! puzzles).
//!
//! The store knows the games only through the engine: a saved game is its setup position
//! plus every action in notation, and loading it replays the actions through
//! [`engine::GameRecord`]. A record that does not replay is reported and kept, never dropped.
//! No Tauri here: the app opens a [`Store`] with [`Store::open`] and calls it per action.
//! In a browser (`wasm32-unknown-unknown`) it opens one with [`Store::open_on_vfs`] on a
//! SQLite VFS: the origin-private file system (`web::install_opfs`, feature `web`) or memory.
//!
//! ```
//! use engine::gobblet::Gobblet;
//! use engine::{Action, GameKind, GameRecord, Notation};
//! use store::{GameState, LoadedGame, NewGame, Side, Store};
//!
//! let mut store = Store::open_in_memory()?;
//! let setup = "..../..../..../.... W:444 B:444 W";
//! let id = store.create_game(&NewGame {
//!     kind: GameKind::Gobblet,
//!     setup: setup.into(),
//!     touch_move: true,
//!     variants: vec![],
//!     handicaps: vec![],
//!     one: Side::person("Anna"),
//!     two: Side::ai(3),
//!     title: None,
//!     app_version: "0.1.0".into(),
//! })?;
//! let mut record = GameRecord::new(Gobblet::parse_position(setup)?, true);
//! for (seq, text) in (0..).zip(["4a1", "4d4", "touch:a1", "a1-b2"]) {
//!     record.apply(Action::parse(text)?)?;
//!     // One transaction each (the autosave): the action's number in the log (refused if
//!     // another writer got there first), then the moves so far after the action.
//!     store.append_action(id, seq, text, record.moves().len() as u32)?;
//! }
//! let listed = &store.list_unfinished()?[0];
//! assert_eq!(listed.state, GameState::Playing);
//! assert_eq!((listed.actions, listed.plies), (4, Some(3)));
//! match store.load(id)? {
//!     LoadedGame::Gobblet(loaded) => assert_eq!(loaded.position(), record.position()),
//!     LoadedGame::Deblockle(_) => unreachable!(),
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod analysis;
pub mod dispatch;
pub mod error;
pub mod games;
pub mod glicko;
pub mod id;
pub mod imports;
pub mod open;
pub mod puzzles;
pub mod replay;
pub mod schema;
pub mod stats;
pub mod text;
pub mod time;
pub mod types;
#[cfg(all(feature = "web", target_family = "wasm", target_os = "unknown"))]
pub mod web;

pub use analysis::{AnalysedMove, AnalysedPosition, StoredAnalysis};
pub use dispatch::LoadedGame;
pub use error::StoreError;
pub use open::{MovedAside, OpenNotice, OpenReport};
pub use puzzles::{
    Attempt, AttemptRecord, PersonalPuzzle, PuzzleProgress, PuzzleRating, RatingPoint,
};
pub use schema::SCHEMA_VERSION;
pub use stats::{
    LastGame, LevelRecord, OpponentRecord, Period, PeriodResults, Record, Statistics, StatsQuery,
    Streak, StreakKind,
};
pub use text::PreparedImport;
pub use types::{GameId, GameResult, GameState, GameSummary, NewGame, SavedGame, Seat, Side};

use rusqlite::Connection;
// Linked for the host functions (time, randomness, sleep) that SQLite's WebAssembly build
// imports: without them the module does not instantiate.
#[cfg(all(target_family = "wasm", target_os = "unknown"))]
use sqlite_wasm_rs as _;

/// The version of the engine this build saves games with (the workspace shares one version).
pub const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");

/// An open store of saved games: one SQLite file in WAL mode. Not shared between threads at
/// once: the app keeps it behind a mutex.
pub struct Store {
    conn: Connection,
    clock: Box<dyn Fn() -> i64 + Send + Sync>,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store").finish_non_exhaustive()
    }
}

impl Store {
    /// Replaces the clock (milliseconds since the Unix epoch) used for timestamps; for tests
    /// and imports of old games.
    pub fn set_clock(&mut self, clock: impl Fn() -> i64 + Send + Sync + 'static) {
        self.clock = Box::new(clock);
    }

    fn now(&self) -> i64 {
        (self.clock)()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_store_can_move_to_another_thread_behind_the_apps_mutex() {
        fn send_and_sync<T: Send + Sync>() {}
        send_and_sync::<std::sync::Mutex<crate::Store>>();
    }
}
