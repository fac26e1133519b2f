//! Puzzles: proven positions to solve, from the engine's games and from a person's own.
//!
//! - [`mod@format`]: a [`Puzzle`], its [`PuzzleKind`] claim and [`Theme`]s, a [`PuzzleSet`] as
//!   JSON Lines.
//! - [`solver`]: the exact, complete search behind every claim; [`verify`] re-proves a
//!   puzzle by the rules of `docs/puzzles.md`.
//! - [`judge_move`] and [`refutation`]: judging a person's moves while they solve.
//! - [`find_puzzle`]: the puzzle in a position of a person's game, by the same rules.
//! - [`mod@generate`]: the generator of the shipped sets, from engine games; [`aim`] its
//!   candidates aimed at the rarer claims and themes.
//! - [`rating`]: each puzzle's rating, calibrated from what the AI's levels do with it.
//! - [`shipped`]: the sets bundled with the app (`crates/ai/puzzles/`).
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//!
//! use ai::puzzle::{self, MoveJudgement};
//! use engine::GameKind;
//!
//! let set = puzzle::shipped(GameKind::Gobblet).unwrap();
//! let p = &set.puzzles[0];
//! // The solution's first move is right; the reply to play comes with the verdict.
//! let verdict = puzzle::judge_move(p, &[], &p.solution[0]).unwrap();
//! assert!(matches!(verdict, MoveJudgement::Correct { .. }));
//! puzzle::verify(p, &AtomicBool::new(false)).unwrap();
//! ```

pub mod aim;
pub mod aims;
pub mod error;
pub mod find;
pub mod format;
pub mod games;
pub mod generate;
pub mod judge;
pub mod proof;
pub mod rating;
pub mod run;
pub mod solver;
pub mod themes;

pub use aims::{Aim, Aims};
pub use error::PuzzleError;
pub use find::{find_puzzle, FindOptions};
pub use format::{Puzzle, PuzzleKind, PuzzleSet, Theme, FORMAT};
pub use games::PuzzleGame;
pub use generate::{GenerateOptions, Generated};
pub use judge::{judge_move, refutation, MoveJudgement, Refutation};
pub use proof::verify;
pub use run::generate;

use engine::GameKind;

/// The longest claim, in moves: a win in 5, or a defence within 5.
pub const MAX_MOVES: u8 = 5;

/// The puzzle set shipped with the app for `game`, read from the bundled file (checked as
/// [`PuzzleSet::parse`] checks; proven by `tipgobble puzzles verify` and the tests).
pub fn shipped(game: GameKind) -> Result<PuzzleSet, PuzzleError> {
    let text = engine::with_game!(game, G => <G as PuzzleGame>::SHIPPED);
    let set = PuzzleSet::parse(text)?;
    if set.game != game {
        return Err(PuzzleError::NoSet(game));
    }
    Ok(set)
}

/// Re-proves every puzzle of `set` and checks that no position comes twice, nor a mirror
/// image of one; calls `progress` after each with its index and result. Returns the
/// failures (an empty list: the whole set is proven).
pub fn verify_set<S: Interrupt + ?Sized>(
    set: &PuzzleSet,
    stop: &S,
    progress: &mut dyn FnMut(usize, &Result<(), PuzzleError>),
) -> Result<Vec<PuzzleError>, PuzzleError> {
    let mut failures = Vec::new();
    let mut seen = std::collections::HashMap::new();
    for (i, p) in set.puzzles.iter().enumerate() {
        let mut result = verify(p, stop);
        if matches!(result, Err(PuzzleError::Cancelled)) {
            return Err(PuzzleError::Cancelled);
        }
        if result.is_ok() {
            let key = engine::with_game!(set.game, G => games::parse_position::<G>(&p.position)
                .map(|g| games::canonical(&g)))?;
            if let Some(first) = seen.insert(key, p.id.clone()) {
                result = Err(PuzzleError::not_proven(
                    &p.id,
                    format!("the same position (or its mirror image) as {first}"),
                ));
            }
        }
        progress(i, &result);
        if let Err(e) = result {
            failures.push(e);
        }
    }
    Ok(failures)
}

use crate::control::Interrupt;

#[cfg(test)]
mod tests;
