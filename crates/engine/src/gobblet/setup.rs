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

/// `start gobblet [--stacks W,B] [--first white|black]`: 1 to 3 external stacks per side
/// (default 3,3) and White or Black to move first.
impl crate::start::StartWith for super::Gobblet {
    const OPTIONS: &'static [&'static str] = &["stacks", "first"];

    fn start_with(
        options: &[(&str, crate::start::OptionValue)],
    ) -> Result<Self, crate::start::StartError> {
        use crate::start::{not_an_option, OptionValue, StartError};
        let mut start = StartOptions::default();
        for (option, value) in options {
            match (*option, value) {
                ("stacks", OptionValue::Pair(white, black)) => {
                    start.white_stacks = *white;
                    start.black_stacks = *black;
                }
                ("first", OptionValue::Word(first)) => {
                    start.first = match first.to_ascii_lowercase().as_str() {
                        "white" | "w" => Player::One,
                        "black" | "b" => Player::Two,
                        _ => {
                            return Err(StartError::BadWord {
                                option: "first",
                                value: first.clone(),
                                expected: "white or black",
                            })
                        }
                    };
                }
                (other, _) => return Err(not_an_option(other)),
            }
        }
        super::Gobblet::start(start).map_err(|e| StartError::Refused(e.to_string()))
    }
}
