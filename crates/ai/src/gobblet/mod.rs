//! Gobblet: its evaluation, how each level searches it, and match openings.

mod eval;

use std::time::Duration;

use engine::gobblet::Gobblet;
use engine::Game;

use crate::arena::Openings;
use crate::level::{Level, LevelSpec};
use crate::player::AiGame;
use crate::rng::Rng;

pub use eval::GobbletEval;

impl AiGame for Gobblet {
    type Eval = GobbletEval;

    /// Level 1: two plies (its move and the reply) with heavy noise; level 2: three plies
    /// with light noise; levels 3–5: full searches of growing node budgets.
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
            4 => (None, Some(60_000), 0),
            _ => (None, Some(1_000_000), 0),
        };
        LevelSpec {
            depth,
            nodes,
            noise,
            time_cap: cap,
        }
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
