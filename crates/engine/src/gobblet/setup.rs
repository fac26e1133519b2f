//! Start options of a Gobblet game: the handicaps.

use thiserror::Error;

use crate::player::Player;

use super::colour_name;

/// How a Gobblet game starts: how many external stacks each side has (3 is the full game; 1
/// or 2 is a handicap) and who moves first (White unless the players choose otherwise, e.g. to
/// give the first move to the weaker side).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StartOptions {
    /// White's external stacks, 1..=3 (4 pieces each).
    pub white_stacks: u8,
    /// Black's external stacks, 1..=3 (4 pieces each).
    pub black_stacks: u8,
    /// The player who moves first.
    pub first: Player,
}

impl Default for StartOptions {
    fn default() -> Self {
        StartOptions {
            white_stacks: 3,
            black_stacks: 3,
            first: Player::One,
        }
    }
}

impl StartOptions {
    /// The external stacks of `player`.
    pub const fn stacks(&self, player: Player) -> u8 {
        match player {
            Player::One => self.white_stacks,
            Player::Two => self.black_stacks,
        }
    }
}

/// Start options that do not describe a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    /// A side was given no stacks or more than three.
    #[error("{} must have 1, 2 or 3 external stacks, not {count}", colour_name(*player))]
    StackCount {
        /// The side with the bad count.
        player: Player,
        /// The count asked for.
        count: u8,
    },
}
