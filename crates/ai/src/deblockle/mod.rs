//! Deblockle: the turns-to-removal table, the evaluation, how each level searches it, the
//! setup choice and match openings.

pub mod distance;
mod eval;
pub mod setup;

use std::time::Duration;

use engine::deblockle::{Deblockle, Options};

use crate::arena::Openings;
use crate::level::{Level, LevelSpec};
use crate::player::AiGame;
use crate::rng::Rng;

pub use eval::DeblockleEval;
pub use setup::{choose_arrangement, ArrangeGoal};

impl AiGame for Deblockle {
    type Eval = DeblockleEval;

    /// Level 1: two plies with heavy noise; level 2: three plies with light noise;
    /// levels 3–5: full searches of growing node budgets.
    fn level_spec(level: Level) -> LevelSpec {
        let cap = Duration::from_millis(match level.number() {
            1..=3 => 200,
            4 => 500,
            _ => 1_000,
        });
        let (depth, nodes, noise) = match level.number() {
            1 => (Some(2), Some(40_000), 150),
            2 => (Some(3), Some(60_000), 50),
            3 => (None, Some(6_000), 0),
            4 => (None, Some(50_000), 0),
            _ => (None, Some(800_000), 0),
        };
        LevelSpec {
            depth,
            nodes,
            noise,
            time_cap: cap,
        }
    }
}

impl Openings for Deblockle {
    /// A quick setup (random roll and random arrangement of four blocks a side).
    fn random_opening(rng: &mut Rng) -> Self {
        loop {
            if let Ok(position) = Deblockle::quick_setup(Options::default(), rng.next_u64()) {
                return position;
            }
        }
    }
}
