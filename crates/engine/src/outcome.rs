//! How a game ended, and why.

use std::fmt;

use crate::player::Player;

/// Why a player won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// Gobblet: the winner shows four visible pieces in a row, column or long diagonal.
    LineOfFour,
    /// Gobblet: the loser lifted a piece and uncovered the winner's line of four.
    Reveal,
    /// Deblockle: the winner removed all of their blocks on the target star.
    AllBlocksRemoved,
    /// The loser had no legal move at their turn (Gobblet ruling).
    NoLegalMove,
    /// Gobblet touch-move: the loser selected a board piece that had no legal move.
    TouchMoveForfeit,
    /// The loser resigned.
    Resignation,
}

/// Why a game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// Gobblet: the same position occurred for the third time.
    ThreefoldRepetition,
    /// One player offered a draw and the other accepted.
    Agreement,
    /// Deblockle: neither player has a legal move.
    NeitherCanMove,
    /// An engine-only game (AI against AI, tests) reached its turn cap; never in a person's game.
    TurnLimit,
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// `winner` won, for `reason`.
    Win {
        /// The player who won.
        winner: Player,
        /// Why they won.
        reason: WinReason,
    },
    /// Nobody won, for the given reason.
    Draw(DrawReason),
}

impl Outcome {
    /// The winner, if the game was not drawn.
    pub const fn winner(self) -> Option<Player> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        }
    }
}

impl WinReason {
    /// The kebab-case name used in notation and saved games.
    pub const fn name(self) -> &'static str {
        match self {
            WinReason::LineOfFour => "line-of-four",
            WinReason::Reveal => "reveal",
            WinReason::AllBlocksRemoved => "all-blocks-removed",
            WinReason::NoLegalMove => "no-legal-move",
            WinReason::TouchMoveForfeit => "touch-move-forfeit",
            WinReason::Resignation => "resignation",
        }
    }

    /// Every reason, for parsing and exhaustive tests.
    pub const ALL: [WinReason; 6] = [
        WinReason::LineOfFour,
        WinReason::Reveal,
        WinReason::AllBlocksRemoved,
        WinReason::NoLegalMove,
        WinReason::TouchMoveForfeit,
        WinReason::Resignation,
    ];
}

impl DrawReason {
    /// The kebab-case name used in notation and saved games.
    pub const fn name(self) -> &'static str {
        match self {
            DrawReason::ThreefoldRepetition => "threefold-repetition",
            DrawReason::Agreement => "agreement",
            DrawReason::NeitherCanMove => "neither-can-move",
            DrawReason::TurnLimit => "turn-limit",
        }
    }

    /// Every reason, for parsing and exhaustive tests.
    pub const ALL: [DrawReason; 4] = [
        DrawReason::ThreefoldRepetition,
        DrawReason::Agreement,
        DrawReason::NeitherCanMove,
        DrawReason::TurnLimit,
    ];
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason } => write!(f, "{winner} wins by {}", reason.name()),
            Outcome::Draw(reason) => write!(f, "draw by {}", reason.name()),
        }
    }
}
