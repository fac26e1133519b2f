//! Deblockle: the turns-to-removal table, the evaluation, how each level searches it, the
//! setup choice, match openings and its puzzles.

mod block_table;
pub mod distance;
mod eval;
mod puzzle;
pub mod setup;
pub mod stall;

use engine::deblockle::{Deblockle, Options};

use crate::arena::Openings;
use crate::level::{Level, LevelSpec};
use crate::player::AiGame;
use crate::Rng;

pub use eval::DeblockleEval;
pub use setup::{choose_arrangement, ArrangeGoal};

impl AiGame for Deblockle {
    type Eval = DeblockleEval;

    /// The common ladder; full searches of 6 000, 50 000 and 4 000 000 nodes at levels 3–5
    /// (level 5 widened from 800 000 to 2 000 000 to what the time per move allows, then to
    /// 4 000 000 when its nodes got twice as cheap, at the same time per move: `docs/ai.md`).
    fn level_spec(level: Level) -> LevelSpec {
        LevelSpec::ladder(level, [6_000, 50_000, 4_000_000])
    }

    /// 800 000 nodes a position: a 60-ply game in about 12 s.
    fn review_nodes() -> u64 {
        800_000
    }

    /// Blocks removed by both sides: nothing else in Deblockle cannot be undone.
    fn progress_marker(&self) -> u32 {
        u32::from(self.removed(engine::Player::One)) + u32::from(self.removed(engine::Player::Two))
    }

    /// The side behind gives up a wall held too long ([`stall::give_up_stall`]).
    fn give_up_stall(&self, stalled_plies: usize, chosen: Self::Move) -> Option<Self::Move> {
        stall::give_up_stall(self, stalled_plies, chosen)
    }

    /// A wall nobody breaks: after [`stall::STALL_PLIES`] plies without a removal the
    /// computer accepts a draw offer unless it has proven a win.
    const STALL_PLIES: Option<usize> = Some(stall::STALL_PLIES);
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
