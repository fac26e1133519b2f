//! Deblockle tactics: forced wins in 1, 2 and 3 that level 5 finds, and positions with a
//! single move that does not lose at once, which levels 3 to 5 find. Positions in the
//! engine's notation (`docs/notation.md`), found by random play and checked here.
//!
//! A removal cannot be blocked (no block may stand on a star space), so when the opponent
//! threatens to remove its last block, the only move that does not lose at once is to win
//! first: those are the positions of the last test.

mod common;

use common::tactics::{level_five_wins_in, levels_three_to_five_find_the_only_move};
use engine::deblockle::Deblockle;

#[test]
fn level_five_wins_in_one() {
    // Gold's last block tips north from d5 onto d6 with the Star turned up.
    level_five_wins_in::<Deblockle>("Gd5:H/T,Bb6:H/S,Bg7:L/C 0-0 gold", 1);
    level_five_wins_in::<Deblockle>("Gg1:L/T,Gc2:H/S,Bd3:H/S 0-0 blue", 1);
}

#[test]
fn level_five_wins_in_two() {
    level_five_wins_in::<Deblockle>("Gg2:L/X,Bg4:X/H 0-0 blue", 2);
    level_five_wins_in::<Deblockle>("Gb5:X/T,Bc2:T/L,Bf4:H/S 0-0 gold", 2);
}

#[test]
fn level_five_wins_in_three() {
    level_five_wins_in::<Deblockle>("Gg2:L/T,Ga4:L/C,Bb3:H/X 0-0 blue", 3);
    level_five_wins_in::<Deblockle>("Gb6:X/T,Bf2:H/S,Ba7:H/C 0-0 gold", 3);
}

#[test]
fn levels_three_to_five_find_the_only_move_that_does_not_lose_at_once() {
    for text in [
        "Gd5:C/T,Bc2:H/X 0-0 blue",
        "Gd7:C/S,Bc2:H/X 0-0 gold",
        "Ge6:X/H,Be2:C/L 0-0 blue",
        "Ge6:C/L,Bd1:H/T 0-0 blue",
    ] {
        levels_three_to_five_find_the_only_move::<Deblockle>(text);
    }
}
