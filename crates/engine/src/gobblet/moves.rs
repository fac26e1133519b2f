//! A Gobblet move: entering a piece from an external stack, or moving a piece on the board.

use std::fmt;

use super::size::Size;
use super::square::Square;

/// One Gobblet move. Written `4a1` (enter a size-4 piece on a1) and `a1-b2` (move the piece
/// on a1 to b2); see `docs/notation.md`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// Play the top piece of an external stack — of this size — onto `to`: an empty square,
    /// or an opponent's piece in a line of three (the gobble from a stack).
    Enter {
        /// The size of the piece entered (the top of one of the mover's external stacks).
        size: Size,
        /// Where it goes.
        to: Square,
    },
    /// Lift the mover's visible piece on `from` and put it on `to`.
    Board {
        /// The square the piece is lifted from.
        from: Square,
        /// The square it is put on: empty, or showing a smaller piece.
        to: Square,
    },
}

impl Move {
    /// The square the piece lands on.
    pub const fn to(self) -> Square {
        match self {
            Move::Enter { to, .. } | Move::Board { to, .. } => to,
        }
    }

    /// The square the piece is lifted from, for a board move.
    pub const fn from(self) -> Option<Square> {
        match self {
            Move::Enter { .. } => None,
            Move::Board { from, .. } => Some(from),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Enter { size, to } => write!(f, "{size}{to}"),
            Move::Board { from, to } => write!(f, "{from}-{to}"),
        }
    }
}
