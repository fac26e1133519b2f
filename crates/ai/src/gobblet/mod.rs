//! Gobblet: its evaluation, how each level searches it, match openings and its puzzles.

mod bits;
mod eval;
mod puzzle;

use engine::gobblet::Gobblet;
use engine::Game;

use crate::arena::Openings;
use crate::level::{Level, LevelSpec};
use crate::player::AiGame;
use crate::Rng;

pub use eval::GobbletEval;

impl AiGame for Gobblet {
    type Eval = GobbletEval;

    /// The common ladder; full searches of 6 000, 60 000 and 2 500 000 nodes at levels 3–5
    /// (level 5 widened from 1 000 000 to 1 300 000 to what the time per move allows, then to
    /// 2 500 000 when its nodes got 1.9 times cheaper, at the same time per move:
    /// `docs/ai.md`).
    fn level_spec(level: Level) -> LevelSpec {
        LevelSpec::ladder(level, [6_000, 60_000, 2_500_000])
    }

    /// One million nodes a position: a 60-ply game in about 23 s.
    fn review_nodes() -> u64 {
        1_000_000
    }
}

impl Openings for Gobblet {
    /// The standard start after one random move by each side.
    fn random_opening(rng: &mut Rng) -> Self {
        let mut position = Gobblet::standard();
        let mut moves = Vec::new();
        for _ in 0..2 {
            position.legal_moves(&mut moves);
            if let Some(&mv) = rng.choose(&moves) {
                position.play(mv);
            }
        }
        position
    }
}
