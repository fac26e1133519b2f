//! The generator's entry: the plain run ([`mod@super::generate`]) or the aimed one
//! ([`super::aim`]), over the positions not already in a set.

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

use engine::with_game;
use engine::GameKind;

use super::aim::generate_aimed_as;
use super::error::PuzzleError;
use super::format::Puzzle;
use super::games::{canonical, parse_position};
use super::generate::{generate_as, GenerateOptions, GenerateReport, Generated};

/// Plays the games of `options` in `game` and calls `found` with each new puzzle (not a
/// position of `known`, nor a mirror image of one); with `options.aim`, the aimed run of
/// [`super::aim`]. Stopped by `stop`.
pub fn generate(
    game: GameKind,
    options: &GenerateOptions,
    known: &[Puzzle],
    found: &mut dyn FnMut(&Generated),
    stop: &AtomicBool,
) -> Result<GenerateReport, PuzzleError> {
    with_game!(game, G => {
        let mut seen = HashSet::new();
        for p in known {
            seen.insert(canonical(&parse_position::<G>(&p.position)?));
        }
        match options.aim {
            Some(aim) => generate_aimed_as::<G>(aim, options, &mut seen, found, stop),
            None => generate_as::<G>(options, &mut seen, found, stop),
        }
    })
}
