//! What the UI sees of the store's problems: the database moved aside at start (the home
//! screen's notice), games kept in memory only (the app's banner), the last save of the
//! game in play failed, and the game in play saved as a copy (the game screen's warnings).

use serde::Serialize;
use ts_rs::TS;

/// Every problem of the store the person must know about now; all `null` when there is none.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, TS)]
pub struct StorageView {
    /// The saved-games database could not be used and was moved aside at start: a fresh one
    /// is in use. Shown until the person dismisses it.
    pub moved_aside: Option<MovedAsideView>,
    /// No database could be opened: games are not being saved at all, for this reason.
    pub not_saving: Option<String>,
    /// The last save of the game in play failed, for this reason. The game stays on screen
    /// and the next action saves everything not saved yet.
    pub unsaved: Option<String>,
    /// Another copy of the app wrote to the saved game in play, so this game goes on saving
    /// as a new saved game. Shown until the person dismisses it or leaves the game.
    pub saved_as_copy: Option<SavedAsCopyView>,
}

/// Why the database was moved aside.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum MovedAsideKind {
    /// The file was damaged (not a database, or failing SQLite's integrity check).
    Damaged,
    /// The file was written by a newer version of the app.
    Newer,
}

/// The old database, kept under a new name beside the new one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct MovedAsideView {
    /// Why it was moved aside.
    pub kind: MovedAsideKind,
    /// The kept file's full path.
    pub file: String,
    /// SQLite's words for the damage, or the versions for a newer file.
    pub detail: String,
}

/// The game in play, saved as a new game: another copy of the app (a second window, another
/// device on the same file) wrote to the saved game it was continuing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
pub struct SavedAsCopyView {
    /// The saved game the other copy wrote to, left as it wrote it.
    pub original: i64,
    /// The new saved game: this game's moves so far and every one after.
    pub copy: i64,
}
