//! A game's start position from options given by name, as the command line's `start` takes
//! them (`--stacks 2,1 --first black`): each game reads its own options, in its own module
//! ([`StartWith`]), so the command line dispatches to it without naming a game.

use thiserror::Error;

use crate::Notation;

/// The value of an option given by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    /// A switch that was given (`no-adjacent`); a switch not given is not passed.
    Switch,
    /// A number (`seed 5`).
    Number(u64),
    /// Two numbers, seat one's then seat two's (`stacks 3,2`).
    Pair(u8, u8),
    /// A word (`first black`).
    Word(String),
}

/// Why the options given describe no start position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum StartError {
    /// An option the game does not take, or one given a value of another kind.
    #[error("{option} is not an option of this game")]
    NotAnOption {
        /// The option's name.
        option: String,
    },
    /// A word the option does not take.
    #[error("bad value {value:?} for {option}: expected {expected}")]
    BadWord {
        /// The option's name.
        option: &'static str,
        /// The word given.
        value: String,
        /// The words it takes.
        expected: &'static str,
    },
    /// A value out of the option's range.
    #[error("bad value for {option}: {why}")]
    OutOfRange {
        /// The option's name.
        option: &'static str,
        /// What the range is, and what was given.
        why: String,
    },
    /// The position the options describe is one the game's rules refuse (their words).
    #[error("{0}")]
    Refused(String),
}

/// A game's start position from options given by name (in the game's own module).
pub trait StartWith: Notation {
    /// The names of the options it takes.
    const OPTIONS: &'static [&'static str];

    /// Its start position with `options`, read in the order given (the first bad one is
    /// the error); an option not given takes its default.
    fn start_with(options: &[(&str, OptionValue)]) -> Result<Self, StartError>;
}

/// The error for an option a game does not take (or not with a value of that kind).
pub fn not_an_option(option: &str) -> StartError {
    StartError::NotAnOption {
        option: option.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{with_game, GameKind};

    #[test]
    fn every_game_starts_without_options_and_refuses_an_option_not_its_own() {
        for kind in GameKind::ALL {
            with_game!(kind, G => {
                assert!(G::start_with(&[]).is_ok(), "{kind}");
                assert_eq!(
                    G::start_with(&[("colour", OptionValue::Switch)]).err(),
                    Some(not_an_option("colour")),
                    "{kind}"
                );
                for option in G::OPTIONS {
                    assert!(
                        G::start_with(&[(option, OptionValue::Word("?".into()))]).is_err(),
                        "{kind} --{option} takes no word \"?\""
                    );
                }
            });
        }
    }
}
