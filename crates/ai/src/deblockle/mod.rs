//! Deblockle: the turns-to-removal table, the evaluation, how each level searches it, the
//! setup choice and match openings.

pub mod distance;
mod eval;
pub mod setup;

use engine::deblockle::{Deblockle, Options};

use crate::arena::Openings;
use crate::level::{Level, LevelSpec};
use crate::player::AiGame;
use crate::Rng;

pub use eval::DeblockleEval;
pub use setup::{choose_arrangement, ArrangeGoal};

impl AiGame for Deblockle {
    type Eval = DeblockleEval;

    /// The common ladder; full searches of 6 000, 50 000 and 800 000 nodes at levels 3–5.
    fn level_spec(level: Level) -> LevelSpec {
        LevelSpec::ladder(level, [6_000, 50_000, 800_000])
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
