//! Gobblet tactics: forced wins in 1, 2 and 3 that level 5 finds, and positions with a
//! single move that does not lose at once, which levels 3 to 5 find. Positions in the
//! engine's notation (`docs/notation.md`), found by random play and checked here.

mod common;

use common::tactics::{level_five_wins_in, levels_three_to_five_find_the_only_move};
use engine::gobblet::Gobblet;

#[test]
fn level_five_wins_in_one() {
    // White completes rank 2 by moving the 3 from a1 to c2.
    level_five_wins_in::<Gobblet>("..../..../W3W4.W4/W3B4B4B3 W:422 B:432 W", 1);
    level_five_wins_in::<Gobblet>("..B4W4/B1B2.B4/..W4W4/B3..B4 W:333 B:330 B", 1);
}

#[test]
fn level_five_wins_in_two() {
    level_five_wins_in::<Gobblet>("W4.../.B4B4W4/W4.W3./.B3.W2 W:331 B:432 W", 2);
    level_five_wins_in::<Gobblet>("(W3B4).W4W4/B2.W3B4/.B3.B3/.W3W4(B3B4) W:222 B:221 B", 2);
}

#[test]
fn level_five_wins_in_three() {
    level_five_wins_in::<Gobblet>(".B4W4./B3.../B4W2W1W3/...W4 W:430 B:432 W", 3);
    level_five_wins_in::<Gobblet>("B2(B3B4)../.W4W4B3/.W3B2W4/.W3B4(W3B4) W:222 B:311 B", 3);
}

#[test]
fn levels_three_to_five_find_the_only_move_that_does_not_lose_at_once() {
    for text in [
        "W3.B3W1/W3.W4W3/.B4(B1B2)./W4W2W4B4 W:220 B:430 B",
        ".B2../..B4./(W1B3)B2B3./(W3B4)(B1W2)(B1W4)B4 W:440 B:300 W",
        "..../.(B2W3B4).W2/W4W2B3W3/.W1.(B1W4) W:410 B:440 B",
        "W4W4B2W4/.W1W2./..W3B3/B1.B4. W:330 B:440 B",
        "W3B4B4W2/B1(B1B3)(B3W4)(W1W2)/B3B4(W1B2)./B2W4(B2W3). W:400 B:100 W",
        "B3B3B4W3/B4B2.(B2W4)/B3..W3/W4(B1W4).B4 W:322 B:210 W",
    ] {
        levels_three_to_five_find_the_only_move::<Gobblet>(text);
    }
}
