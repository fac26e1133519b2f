//! Deblockle has no draw rule: the computer does not go round in circles in positions where
//! earlier versions did until a match's turn cap stopped the game.

use std::sync::atomic::AtomicBool;

use ai::{Ai, Level};
use engine::deblockle::Deblockle;
use engine::{Game, Notation, Outcome, Player};

/// Plays `level` against itself from `text` for at most `plies` plies; the number of plies
/// until the game ended, or `None`.
fn plies_to_finish(text: &str, level: u8, plies: usize) -> Option<usize> {
    play_out(text, level, plies).map(|(ply, _)| ply)
}

/// Plays `level` against itself from `text` for at most `plies` plies; the plies played
/// and the outcome, or `None` if the game was still going.
#[allow(clippy::expect_used)] // test helper
fn play_out(text: &str, level: u8, plies: usize) -> Option<(usize, Outcome)> {
    let mut p = Deblockle::parse_position(text).expect("position");
    let stop = AtomicBool::new(false);
    let level = Level::new(level).expect("level");
    let mut ais: [Ai<Deblockle>; 2] = [Ai::with_table(16, 1), Ai::with_table(16, 2)];
    let mut history = Vec::new();
    for ply in 0..plies {
        if let Some(outcome) = p.outcome() {
            return Some((ply, outcome));
        }
        let side = p.side_to_move().index();
        let r = ais[side].choose_move(&p, &history, level, &stop, &mut |_| {});
        history.push(p.zobrist());
        p.play(r.best_move.expect("a move"));
    }
    p.outcome().map(|outcome| (plies, outcome))
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

#[test]
fn the_side_behind_gives_up_a_wall_and_the_leader_wins() {
    // Gold's two blocks stand on d3 and around Blue's target star d2 while Blue's lone
    // block, far ahead in the race, looks for a way in: level 4 against itself held this
    // wall for more than 200 plies. Once no block has been removed for 60 plies, Gold
    // (behind) races home instead, and Blue gets in.
    let Some((_, outcome)) = play_out("Gb2:H/T,Gd5:X/T,Bc1:L/C 2-3 gold", 4, 110) else {
        panic!("the wall still stands after 110 plies");
    };
    assert_eq!(outcome.winner(), Some(Player::Two), "{outcome:?}");
}
