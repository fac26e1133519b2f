//! Perft totals from the start and two middle-game positions (listed in `docs/notation.md`),
//! checked three ways: the Gobblet perft, the generic `engine::perft` and the slow reference
//! generator of `reference.rs`, which shares no code with the engine's move generation.

use super::pos;
use super::reference::Reference;
use crate::gobblet::{perft, Gobblet};
use crate::notation::Notation;

/// The start position and its perft totals for depths 0 to 4.
const START: (&str, [u64; 5]) = (
    "..../..../..../.... W:444 B:444 W",
    [1, 16, 240, 10_080, 406_560],
);

/// After `4b2 4c3 4a1 4d4 3c2 3b3 a1-b3 3a1 2d1 c3-d2 3d3 2c1 b3-c1`: covered pieces on c1,
/// both sides with stacks of 4, 2 and 1, Black to move.
const MIDDLE_A: (&str, [u64; 5]) = (
    "...B4/.B3.W3/.W4W3B4/B3.(B2W4)W2 W:421 B:421 B",
    [1, 61, 4_050, 248_159, 15_876_540],
);

/// White shows three on rank 4 (Black may gobble b4's 3 from a stack), stacks three deep on
/// a4 and b4, Black to move.
const MIDDLE_B: (&str, [u64; 5]) = (
    "(B1W3)(W2B3W4).(B2W4)/..../.B4../W4... W:331 B:440 B",
    [1, 24, 1_567, 55_319, 3_456_565],
);

fn check(case: (&str, [u64; 5]), reference_depth: u32) {
    let (text, totals) = case;
    let position = pos(text);
    assert_eq!(position.format_position(), text);
    let reference = Reference::from(&position);
    for (depth, &expected) in totals.iter().enumerate() {
        let depth = depth as u32;
        assert_eq!(perft(&position, depth), expected, "{text} depth {depth}");
        if depth <= 3 {
            assert_eq!(
                crate::perft(&position, depth),
                expected,
                "generic, depth {depth}"
            );
        }
        if depth <= reference_depth {
            assert_eq!(reference.perft(depth), expected, "reference, depth {depth}");
        }
    }
}

#[test]
fn perft_from_the_start_to_depth_4_matches_the_reference() {
    assert_eq!(pos(START.0), Gobblet::standard());
    check(START, 4);
}

#[test]
fn perft_from_middle_game_a_matches_the_reference() {
    check(MIDDLE_A, 4);
}

#[test]
fn perft_from_middle_game_b_matches_the_reference() {
    check(MIDDLE_B, 4);
}

#[test]
fn perft_divide_splits_the_total_by_first_move() {
    let position = pos(MIDDLE_B.0);
    let rows = crate::perft::perft_divide(&position, 3);
    assert_eq!(rows.len() as u64, MIDDLE_B.1[1]);
    assert_eq!(rows.iter().map(|(_, n)| n).sum::<u64>(), MIDDLE_B.1[3]);
}

#[test]
fn perft_from_the_start_at_depth_5() {
    assert_eq!(perft(&Gobblet::standard(), 5), 19_024_320);
}

#[test]
fn a_finished_root_counts_one_at_any_depth_without_allocating_for_it() {
    // White's line of four on rank 1, Black to move: the game is over. The generic perft
    // once allocated a move buffer per ply before searching (96 GB for this depth).
    let over = pos("..../..../B4B4../W4W4W4W3 W:332 B:433 B");
    assert_eq!(crate::perft(&over, u32::MAX), 1);
    assert_eq!(perft(&over, u32::MAX), 1);
    assert_eq!(crate::perft(&over, 0), 1);
}
