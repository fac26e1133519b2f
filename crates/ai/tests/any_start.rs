//! The AI plays from any legal start: fewer stacks or fewer blocks on either side.

use std::sync::atomic::AtomicBool;

use ai::{Ai, AiGame, Level};
use engine::deblockle::{Deblockle, Options};
use engine::gobblet::{Gobblet, StartOptions};
use engine::Player;

/// Plays `plies` moves of `level` against itself and checks each is legal.
#[allow(clippy::panic)] // test helper
fn plays_legally<G: AiGame>(start: G, level: u8, plies: usize) {
    let mut ai: Ai<G> = Ai::with_table(4, 9);
    let stop = AtomicBool::new(false);
    let mut p = start;
    let mut history = Vec::new();
    for _ in 0..plies {
        if p.outcome().is_some() {
            return;
        }
        let level = Level::new(level).unwrap_or(Level::MIN);
        let r = ai.choose_move(&p, &history, level, &stop, &mut |_| {});
        let Some(mv) = r.best_move else {
            panic!("no move in a game that goes on: {p:?}");
        };
        assert!(p.is_legal(mv), "{mv} in {p:?}");
        history.push(p.zobrist());
        p.play(mv);
    }
}

#[test]
fn gobblet_with_fewer_stacks_on_either_side() {
    for (white, black) in [(1, 3), (3, 1), (2, 2), (1, 1)] {
        for first in Player::BOTH {
            let start = Gobblet::start(StartOptions {
                white_stacks: white,
                black_stacks: black,
                first,
            });
            let Ok(start) = start else {
                panic!("a legal handicap start {white},{black}");
            };
            plays_legally(start, 3, 30);
        }
    }
}

#[test]
fn deblockle_with_fewer_blocks_on_either_side() {
    for blocks in [[1, 4], [4, 1], [2, 3], [1, 1]] {
        for no_adjacent in [false, true] {
            let options = Options {
                blocks,
                no_adjacent,
                first: Player::Two,
            };
            let Ok(start) = Deblockle::quick_setup(options, 5) else {
                panic!("a legal start with {blocks:?} blocks");
            };
            plays_legally(start, 3, 40);
        }
    }
}
