//! Typed errors of the store.

use thiserror::Error;

use crate::id::GameId;

/// Why a store operation failed. A failed operation changes nothing.
#[derive(Debug, Error)]
pub enum StoreError {
    /// SQLite reported an error (disk full, I/O error, …).
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// A file could not be read, written or moved.
    #[error("file error: {0}")]
    Io(#[from] std::io::Error),
    /// No saved game has this identifier (or it is deleted).
    #[error("no saved game {0}")]
    NoSuchGame(GameId),
    /// A value given by the caller is not acceptable; says which and why.
    #[error("{0}")]
    Invalid(String),
    /// The game is finished: only `undo` may be appended to it (which reopens it).
    #[error("game {0} is finished: only undo may be appended")]
    Finished(GameId),
    /// An append was made out of step: the writer expected the game's log to hold
    /// `expected` actions, and it holds `found` (another process or window appended to the
    /// same game). Nothing was written.
    #[error(
        "saved game {id} was changed elsewhere: {found} actions are saved where this copy \
         expected {expected}; nothing was written"
    )]
    OutOfStep {
        /// The game.
        id: GameId,
        /// How many actions the writer believed were saved (the sequence number it gave).
        expected: u32,
        /// How many actions the log holds.
        found: u32,
    },
    /// The game's record does not replay through the engine; it is kept and marked damaged.
    #[error("saved game {id} is damaged: {reason}")]
    Damaged {
        /// The game.
        id: GameId,
        /// Which action failed, and why.
        reason: String,
    },
    /// The game is of another kind than the one asked for.
    #[error("saved game {id} is {found}, not {wanted}")]
    WrongGame {
        /// The game.
        id: GameId,
        /// Its kind.
        found: engine::GameKind,
        /// The kind asked for.
        wanted: engine::GameKind,
    },
    /// A saved-game file does not import; names the line (1-based) and what is wrong.
    #[error("line {line}: {message}")]
    Import {
        /// 1-based line of the file where the problem is.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// An operation was cancelled by the person before it finished; nothing was stored.
    #[error("cancelled: nothing was stored")]
    Cancelled,
    /// A stored value is not what this version wrote (a damaged row).
    #[error("stored data is damaged: {0}")]
    Corrupt(String),
}
