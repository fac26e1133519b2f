//! Text forms of positions, moves and squares, shared by the CLI, saved games and the app.

use crate::error::{IllegalMove, ParseError};
use crate::game::Game;

/// A game whose positions, moves and squares have a one-line text notation
/// (documented in `docs/notation.md`). Parsing never panics: bad text gets a [`ParseError`]
/// that says what is wrong and at which column.
pub trait Notation: Game {
    /// Parses and validates a one-line position string.
    fn parse_position(text: &str) -> Result<Self, ParseError>;

    /// The one-line position string; [`Notation::parse_position`] reads it back to `self`.
    fn format_position(&self) -> String;

    /// Parses a move string in its syntax only (not checked for legality).
    fn parse_move(text: &str) -> Result<Self::Move, ParseError>;

    /// Parses a square name such as `b3`.
    fn parse_square(text: &str) -> Result<Self::Square, ParseError>;

    /// Parses a move string and checks that it is legal in this position.
    fn parse_legal_move(&self, text: &str) -> Result<Self::Move, MoveTextError> {
        let mv = Self::parse_move(text)?;
        if self.is_legal(mv) {
            Ok(mv)
        } else {
            Err(MoveTextError::Illegal(IllegalMove {
                mv: text.trim().to_owned(),
                reason: match self.outcome() {
                    Some(outcome) => format!("the game is over ({outcome})"),
                    None => "not a legal move in this position".to_owned(),
                },
            }))
        }
    }
}

/// A move string that does not parse, or parses to an illegal move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveTextError {
    /// The text is not a move.
    #[error(transparent)]
    Parse(#[from] ParseError),
    /// The text is a move, but not a legal one here.
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
}

/// A game that can draw its board as text for a terminal (`tipgobble show`).
pub trait Diagram: Game {
    /// A multi-line drawing of the position, with coordinates, ending in a newline.
    fn diagram(&self) -> String;
}
