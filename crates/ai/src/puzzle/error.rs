//! What goes wrong with a puzzle or a set: a damaged line, a bad position or move, a claim
//! the proof refutes, a cancelled search. Never a panic.

use std::sync::atomic::{AtomicBool, Ordering};

use engine::GameKind;

/// A puzzle or a puzzle set that cannot be used, or a search that did not finish.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleError {
    /// The text has no header line.
    #[error("the puzzle set is empty: it has no header line")]
    Empty,
    /// A line of a set file is damaged: its number (from 1) and what is wrong.
    #[error("line {line}: {message}")]
    Line {
        /// The line number, from 1.
        line: usize,
        /// What is wrong with it.
        message: String,
    },
    /// A field does not read (a claim, a theme, a count).
    #[error("{0}")]
    Format(String),
    /// A position, history position or move that is not valid notation, or a move that is
    /// not legal where it is played.
    #[error("{0}")]
    Notation(String),
    /// The moves said to be played so far are not the solution's (the puzzle was left).
    #[error("the moves played so far are not the puzzle's solution")]
    OffSolution,
    /// The solver has no move left to make: the solution is complete.
    #[error("the puzzle is already solved")]
    Solved,
    /// The proof refutes the puzzle: its id and the reason.
    #[error("puzzle {id}: {reason}")]
    NotProven {
        /// The puzzle's id.
        id: String,
        /// Which rule fails (`docs/puzzles.md`).
        reason: String,
    },
    /// No shipped set for this game.
    #[error("no puzzle set is shipped for {0}")]
    NoSet(GameKind),
    /// The search was cancelled by its flag.
    #[error("cancelled")]
    Cancelled,
}

impl PuzzleError {
    /// A damaged line `line` of a set.
    pub fn line(line: usize, message: impl Into<String>) -> Self {
        PuzzleError::Line {
            line,
            message: message.into(),
        }
    }

    /// A claim of puzzle `id` that the proof refutes.
    pub fn not_proven(id: &str, reason: impl Into<String>) -> Self {
        PuzzleError::NotProven {
            id: id.to_owned(),
            reason: reason.into(),
        }
    }
}

/// A proof's result with "stopped by its own node budget" told apart from a cancel: a search
/// that ended [`PuzzleError::Cancelled`] while `stop` is not set hit its budget, and gives
/// `Ok(None)` (too costly to prove); a cancel by `stop` and any other error are passed on.
pub(crate) fn within_budget<T>(
    result: Result<T, PuzzleError>,
    stop: &AtomicBool,
) -> Result<Option<T>, PuzzleError> {
    match result {
        Ok(value) => Ok(Some(value)),
        Err(PuzzleError::Cancelled) if !stop.load(Ordering::Relaxed) => Ok(None),
        Err(e) => Err(e),
    }
}
