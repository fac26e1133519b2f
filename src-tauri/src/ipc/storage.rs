//! What the UI sees of the store's problems: the database moved aside at start (the home
//! screen's notice), games kept in memory only (the app's banner), and the last save of the
//! game in play failed (the game screen's warning).

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
