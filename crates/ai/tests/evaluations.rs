//! The per-game evaluations: signs and symmetry of their terms.

use ai::deblockle::DeblockleEval;
use ai::gobblet::GobbletEval;
use ai::Evaluator;
use engine::deblockle::{Deblockle, Options};
use engine::gobblet::Gobblet;
use engine::Notation;

#[allow(clippy::expect_used)] // test helper
fn gobblet(text: &str) -> Gobblet {
    Gobblet::parse_position(text).expect("position")
}

#[allow(clippy::expect_used)] // test helper
fn deblockle(text: &str) -> Deblockle {
    Deblockle::parse_position(text).expect("position")
}

#[test]
fn symmetric_starts_are_worth_the_tempo_alone() {
    assert_eq!(GobbletEval.evaluate(&Gobblet::standard()), 10);
    let start = Deblockle::standard(Options::default()).expect("start");
    assert_eq!(DeblockleEval.evaluate(&start), 50);
}

#[test]
fn gobblet_a_three_to_complete_now_outweighs_everything_else() {
    // White to move completes rank 2 (c2 empty, reserve pieces left).
    let win_now = gobblet("..../..../W4W4.W4/.... W:333 B:444 W");
    assert!(GobbletEval.evaluate(&win_now) > 1_500);
    // The same with Black to move: Black must answer the three.
    let must_answer = gobblet("..../..../W4W4.W4/.... W:333 B:444 B");
    assert!(GobbletEval.evaluate(&must_answer) < -50);
}

#[test]
fn gobblet_big_pieces_on_top_and_trapped_pieces_count() {
    // Black's 3 trapped under White's 4 on a1, or beside it on b1; Black to move.
    let trapped = gobblet("...B4/..../..../(B3W4)... W:443 B:442 B");
    let free = gobblet("...B4/..../..../W4B3.. W:443 B:442 B");
    assert!(
        GobbletEval.evaluate(&trapped) < GobbletEval.evaluate(&free),
        "Black is worse off with its piece trapped"
    );
}

#[test]
fn deblockle_blocks_nearer_their_star_are_worth_more() {
    // Gold to move; Gold's block one turn from d6 (Star facing south on d5), Blue's far.
    let near = deblockle("Gd5:H/T,Bb6:H/S 0-0 gold");
    let far = deblockle("Ga1:H/T,Bb6:H/S 0-0 gold");
    assert!(DeblockleEval.evaluate(&near) > DeblockleEval.evaluate(&far) + 100);
}
