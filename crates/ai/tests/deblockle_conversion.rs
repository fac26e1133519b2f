//! Deblockle has no draw rule: the computer does not go round in circles in positions where
//! earlier versions did until a match's turn cap stopped the game.

use std::sync::atomic::AtomicBool;

use ai::{Ai, Level};
use engine::deblockle::Deblockle;
use engine::{Game, Notation};

/// Plays `level` against itself from `text` for at most `plies` plies; the number of plies
/// until the game ended, or `None`.
#[allow(clippy::expect_used)] // test helper
fn plies_to_finish(text: &str, level: u8, plies: usize) -> Option<usize> {
    let mut p = Deblockle::parse_position(text).expect("position");
    let stop = AtomicBool::new(false);
    let level = Level::new(level).expect("level");
    let mut ais: [Ai<Deblockle>; 2] = [Ai::with_table(8, 1), Ai::with_table(8, 2)];
    let mut history = Vec::new();
    for ply in 0..plies {
        if p.outcome().is_some() {
            return Some(ply);
        }
        let side = p.side_to_move().index();
        let r = ais[side].choose_move(&p, &history, level, &stop, &mut |_| {});
        history.push(p.zobrist());
        p.play(r.best_move.expect("a move"));
    }
    p.outcome().map(|_| plies)
}

#[test]
fn a_walled_in_block_does_not_make_the_game_endless() {
    // Blue's block on g6 walls Gold's last block into the corner (Gold passes); Blue used
    // to tip e6 north and back for ever rather than take its blocks home.
    assert!(plies_to_finish("Gg7:L/T,Be6:C/L,Bg6:C/S 3-2 blue", 4, 80).is_some());
}

#[test]
fn blocks_waiting_next_to_their_stars_do_not_wait_for_ever() {
    // Gold's e6 and Blue's d3 stand next to their target stars, turned the wrong way; both
    // used to tip out and back for ever.
    assert!(plies_to_finish("Ge6:H/C,Gb7:H/S,Bd3:C/S,Bc7:L/T 2-2 gold", 4, 120).is_some());
}
