//! Gobblet: nesting pieces on a 4×4 board. The rules, with every ruling, are those of
//! `docs/rules/gobblet.md`.
//!
//! [`Gobblet`] is the position, [`Move`] a move, [`Square`] a square; [`StartOptions`] sets
//! the handicaps. The text notation is in `docs/notation.md` (`## Gobblet`).
//!
//! ```
//! use engine::gobblet::{Gobblet, Move};
//! use engine::{Game, Notation};
//!
//! let mut position = Gobblet::standard();
//! assert_eq!(position.format_position(), "..../..../..../.... W:444 B:444 W");
//! let mv = position.parse_legal_move("4a1").unwrap();
//! position.play(mv);
//! assert_eq!(position.format_position(), "..../..../..../W4... W:443 B:444 B");
//! assert_eq!(Gobblet::parse_move("a1-b2").unwrap().to_string(), "a1-b2");
//! ```

mod diagram;
mod game;
mod movegen;
mod moves;
mod notation;
mod perft;
mod position;
mod setup;
mod size;
mod square;
mod zobrist;

#[cfg(test)]
mod tests;

pub use moves::Move;
pub use notation::{format_position, parse_move, parse_position};
pub use perft::perft;
pub use position::{Gobblet, Piece};
pub use setup::{SetupError, StartOptions};
pub use size::Size;
pub use square::{has_line, Bitboard, Square, LINES};

use crate::outcome::Outcome;
use crate::player::Player;

/// The Gobblet name of a seat: `White` (seat one) or `Black` (seat two).
pub const fn colour_name(player: Player) -> &'static str {
    match player {
        Player::One => "White",
        Player::Two => "Black",
    }
}

/// A result in Gobblet's words, e.g. "White wins by a line of four".
pub fn describe_outcome(outcome: Outcome) -> String {
    use crate::outcome::{DrawReason, WinReason};
    match outcome {
        Outcome::Win { winner, reason } => {
            let why = match reason {
                WinReason::LineOfFour => "a line of four",
                WinReason::Reveal => "a line of four revealed by the opponent's lift",
                WinReason::NoLegalMove => "the opponent having no legal move",
                WinReason::TouchMoveForfeit => "touch-move forfeit",
                WinReason::Resignation => "resignation",
                WinReason::AllBlocksRemoved => "all blocks removed",
            };
            format!("{} wins by {why}", colour_name(winner))
        }
        Outcome::Draw(reason) => match reason {
            DrawReason::ThreefoldRepetition => "draw by threefold repetition".to_owned(),
            DrawReason::Agreement => "draw by agreement".to_owned(),
            DrawReason::NeitherCanMove => "draw: neither can move".to_owned(),
            DrawReason::TurnLimit => "draw by turn limit".to_owned(),
        },
    }
}
