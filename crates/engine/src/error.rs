//! Typed errors of the engine: bad text, illegal moves, record actions out of place.

use thiserror::Error;

/// Text that is not valid notation: what is wrong, and where (a 0-based character column).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{message} (at column {column})")]
pub struct ParseError {
    /// 0-based character offset into the parsed string where the problem was found.
    pub column: usize,
    /// What is wrong, for a person.
    pub message: String,
}

impl ParseError {
    /// A parse error at `column` saying `message`.
    pub fn new(column: usize, message: impl Into<String>) -> Self {
        ParseError {
            column,
            message: message.into(),
        }
    }

    /// The same error moved right by `offset` characters, for a part parsed out of a longer string.
    pub fn shifted(mut self, offset: usize) -> Self {
        self.column += offset;
        self
    }
}

/// A move that is well-formed but not legal in the position it was given for.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("illegal move {mv}: {reason}")]
pub struct IllegalMove {
    /// The move as written.
    pub mv: String,
    /// Why it is not legal here.
    pub reason: String,
}

/// An action that a [`crate::GameRecord`] refuses; the record is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RecordError {
    /// The game is over: no further move, offer or resignation.
    #[error("the game is over")]
    GameOver,
    /// The move is not legal in the current position.
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
    /// Touch-move is on and a piece has been touched: the move must be made with that piece.
    #[error("touch-move: the piece on {0} was touched and must be moved")]
    MustMoveTouchedPiece(String),
    /// The touched square does not hold a piece of the side to move, or touch-move is off.
    #[error("cannot touch {square}: {reason}")]
    BadTouch {
        /// The square as written.
        square: String,
        /// Why it cannot be touched.
        reason: String,
    },
    /// A draw answer without a pending offer, or an offer while one is pending.
    #[error("{0}")]
    DrawOffer(&'static str),
    /// Nothing to undo.
    #[error("nothing to undo")]
    NothingToUndo,
    /// Nothing to redo.
    #[error("nothing to redo")]
    NothingToRedo,
    /// A recorded action at `index` (0-based) could not be replayed.
    #[error("action {index} ({action}) does not replay: {source}")]
    Replay {
        /// 0-based index of the failing action in the record.
        index: usize,
        /// The action as written.
        action: String,
        /// Why it failed.
        source: Box<RecordError>,
    },
    /// A record's text could not be parsed.
    #[error(transparent)]
    Parse(#[from] ParseError),
}
