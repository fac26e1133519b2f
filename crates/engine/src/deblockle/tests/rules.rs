//! One test per rule and ruling of `docs/rules/deblockle.md`, each on a concrete position.

use super::{after, moves, moves_from, pos, sq};
use crate::deblockle::{Face, Move};
use crate::outcome::{DrawReason, Outcome, WinReason};
use crate::player::Player;
use crate::{Game, Notation};

#[test]
fn board_is_seven_by_seven_with_star_spaces_d2_and_d6() {
    let stars: Vec<String> = crate::deblockle::Square::all()
        .filter(|s| s.is_star())
        .map(|s| s.to_string())
        .collect();
    assert_eq!(stars, ["d2", "d6"]);
    assert_eq!(crate::deblockle::target_star(Player::One), sq("d6"));
    assert_eq!(crate::deblockle::target_star(Player::Two), sq("d2"));
    assert_eq!(crate::deblockle::home_star(Player::One), sq("d2"));
}

#[test]
fn tipping_north_rolls_the_south_face_up_and_the_top_face_north() {
    // Star up, Slider north (the reference): tipping north turns Hoops up, Star north.
    let p = pos("Gc3:S/L,Bg7:S/H 0-0 gold");
    let next = after(&p, "c3^n-c3");
    let block = next.block_at(sq("c3")).unwrap();
    assert_eq!(block.orientation.top(), Face::Hoops);
    assert_eq!(block.orientation.north(), Face::Star);
    assert_eq!(block.orientation.east(), Face::X);
    // Tipping east turns the west face (Cross) up and the top face (Star) east.
    let next = after(&p, "c3^e-e3");
    let block = next.block_at(sq("e3")).unwrap();
    assert_eq!(block.orientation.top(), Face::Cross);
    assert_eq!(block.orientation.east(), Face::Star);
    assert_eq!(block.orientation.north(), Face::Slider);
}

#[test]
fn a_tip_is_one_square_orthogonally_onto_an_empty_square_of_the_board() {
    // a1 cannot tip south or west (off the board); b1 is taken by Blue.
    let p = pos("Ga1:S/L,Bb1:S/H,Bg7:S/H 0-0 gold");
    let from_a1 = moves_from(&p, "a1");
    assert!(from_a1.iter().all(|m| m.starts_with("a1^n")), "{from_a1:?}");
    assert!(!from_a1.is_empty());
    // No diagonal tips exist at all: a move is a square plus n, e, s or w.
    for m in moves(&p) {
        assert!(matches!(&m[3..4], "n" | "e" | "s" | "w"), "{m}");
    }
}

#[test]
fn a_tip_onto_the_target_star_turning_star_up_removes_the_block_and_ends_the_turn() {
    // X up, Stop north: Star faces south, so tipping north turns Star up on d6.
    let p = pos("Gd5:X/T,Gb1:S/L,Bg7:S/H 0-0 gold");
    assert!(moves_from(&p, "d5").contains(&"d5^n".to_owned()));
    let next = after(&p, "d5^n");
    assert_eq!(next.block_at(sq("d5")), None);
    assert_eq!(next.block_at(sq("d6")), None);
    assert_eq!(next.removed(Player::One), 1);
    assert_eq!(next.blocks_on_board(Player::One), 1);
    assert_eq!(next.side_to_move(), Player::Two);
    assert_eq!(next.outcome(), None);
}

#[test]
fn no_tip_onto_a_star_space_without_star_up_or_onto_ones_own_home_star() {
    // Star up: tipping north onto the target d6 turns Hoops up — not allowed.
    let p = pos("Gd5:S/L,Bg7:S/H 0-0 gold");
    assert!(moves_from(&p, "d5^n").is_empty());
    // Star faces north, so tipping south would turn Star up — but d2 is Gold's own home star.
    let p = pos("Gd3:X/S,Bg7:S/H 0-0 gold");
    assert!(moves_from(&p, "d3^s").is_empty());
    // Blue's target is d2: the same block of Blue's is removed there.
    let p = pos("Ga7:S/L,Bd3:X/S 0-0 blue");
    assert_eq!(moves_from(&p, "d3^s"), ["d3^s"]);
}

#[test]
fn a_tip_may_not_turn_star_up_anywhere_but_the_target_star() {
    // Star faces south: tipping north onto c4 would turn Star up.
    let p = pos("Gc3:X/T,Bg7:S/H 0-0 gold");
    assert!(moves_from(&p, "c3^n").is_empty());
    assert!(!moves_from(&p, "c3^e").is_empty());
}

#[test]
fn stop_has_no_hop_and_the_turn_ends() {
    // Star faces north, so Stop faces south: tipping north turns Stop up.
    let p = pos("Gc3:X/S,Bg7:S/H 0-0 gold");
    assert_eq!(moves_from(&p, "c3^n"), ["c3^n"]);
    let next = after(&p, "c3^n");
    let block = next.block_at(sq("c4")).unwrap();
    assert_eq!(block.orientation.top(), Face::Stop);
    assert_eq!(next.side_to_move(), Player::Two);
}

#[test]
fn cross_hops_one_square_orthogonally_onto_an_empty_square_not_a_star_space() {
    // Star up, Slider north: tipping east turns Cross up. From c2, Cross reaches b2 (the
    // square it was tipped from), c3, c1 — but not d2 (a star space).
    let p = pos("Gb2:S/L,Bg7:S/H 0-0 gold");
    assert_eq!(moves_from(&p, "b2^e"), ["b2^e-b2", "b2^e-c1", "b2^e-c3"]);
    // A block on c3 takes that square away.
    let p = pos("Gb2:S/L,Bc3:S/H 0-0 gold");
    assert_eq!(moves_from(&p, "b2^e"), ["b2^e-b2", "b2^e-c1"]);
}

#[test]
fn x_hops_one_square_diagonally_and_blocks_on_the_corners_do_not_block_it() {
    // Star up, Slider north: tipping west turns X up. From c4 the diagonals are b3, b5, d3,
    // d5; Blue's blocks on c5 and b4, both corners of the diagonal to b5, do not block it.
    let p = pos("Gd4:S/L,Bc5:S/H,Bb4:S/H 0-0 gold");
    assert_eq!(
        moves_from(&p, "d4^w"),
        ["d4^w-b3", "d4^w-b5", "d4^w-d3", "d4^w-d5"]
    );
    // An occupied diagonal square is not a destination.
    let p = pos("Gd4:S/L,Bb5:S/H 0-0 gold");
    assert_eq!(moves_from(&p, "d4^w"), ["d4^w-b3", "d4^w-d3", "d4^w-d5"]);
}

#[test]
fn x_may_not_end_on_a_star_space() {
    // Tipped west from d3 onto c3 with X up: d2 is a diagonal of c3 but a star space.
    let p = pos("Gd3:S/L,Bg7:S/H 0-0 gold");
    assert_eq!(moves_from(&p, "d3^w"), ["d3^w-b2", "d3^w-b4", "d3^w-d4"]);
}

#[test]
fn slider_slides_to_the_last_empty_square_passing_over_a_star_space() {
    // Star up, Slider north: tipping south turns Slider up. From c2: west to a2, east over
    // the star space d2 to g2, north over c3 to c4 (c5 taken), south blocked by c1.
    let p = pos("Gc3:S/L,Gc1:S/L,Bc5:S/H 0-0 gold");
    assert_eq!(moves_from(&p, "c3^s"), ["c3^s-a2", "c3^s-c4", "c3^s-g2"]);
}

#[test]
fn slider_stops_before_a_star_space_it_would_rest_on() {
    // From e2 sliding west: d2 is a star space and c2 is taken, so it would rest on d2; it
    // stops on e2 — where it started — so west is not allowed at all. Sliding east: g2.
    let p = pos("Ge3:S/L,Gc2:S/L,Bg7:S/H 0-0 gold");
    assert_eq!(moves_from(&p, "e3^s"), ["e3^s-e1", "e3^s-e7", "e3^s-g2"]);
    // From f2 sliding west with c2 taken: it would rest on d2, so it stops on e2.
    let p = pos("Gf3:S/L,Gc2:S/L,Bg7:S/H 0-0 gold");
    assert!(moves_from(&p, "f3^s").contains(&"f3^s-e2".to_owned()));
    // Tipped south onto d3, sliding north over d4 and d5 towards the target star with d7
    // taken: it would rest on d6, so it stops on d5.
    let p = pos("Gd4:S/L,Bd7:S/H 0-0 gold");
    assert!(moves_from(&p, "d4^s").contains(&"d4^s-d5".to_owned()));
}

#[test]
fn slider_must_move_at_least_one_square() {
    // Tipped south from b2 onto b1 with Slider up, boxed in by a1, c1 and the board's edge;
    // north b2 is empty (it was tipped from there) so only the slide north remains.
    let p = pos("Gb2:S/L,Ga1:S/L,Bc1:S/H,Bb4:S/H 0-0 gold");
    assert_eq!(moves_from(&p, "b2^s"), ["b2^s-b3"]);
    // With b3 taken too, the only slide left is one square back onto b2.
    let p = pos("Gb2:S/L,Ga1:S/L,Bc1:S/H,Bb3:S/H 0-0 gold");
    assert_eq!(moves_from(&p, "b2^s"), ["b2^s-b2"]);
}

#[test]
fn hoops_is_exactly_three_steps_and_paths_to_one_square_are_one_move() {
    // Star up, Slider north: tipping north turns Hoops up. On an open board the squares
    // three single steps away are those at distance 1 or 3 (steps may go back and forth).
    let p = pos("Gd3:S/L,Ba7:S/H 0-0 gold");
    let got = moves_from(&p, "d3^n");
    let mut expected: Vec<String> = crate::deblockle::Square::all()
        .filter(|s| {
            let d = (s.file() as i32 - 3).abs() + (s.rank() as i32 - 3).abs();
            (d == 1 || d == 3) && !s.is_star()
        })
        .map(|s| format!("d3^n-{s}"))
        .collect();
    expected.sort();
    assert_eq!(got, expected);
    // d3, the square it was tipped from, is a destination (d4-c4-c3-d3).
    assert!(got.contains(&"d3^n-d3".to_owned()));
    // No duplicates although many paths reach d5 (d4-d5-d6-d5, d4-c4-c5-d5, …).
    let mut dedup = got.clone();
    dedup.dedup();
    assert_eq!(dedup, got);
}

#[test]
fn hoops_may_pass_through_a_star_space_but_not_end_on_one() {
    // Tipped north from c1 onto c2 with Hoops up: c2-d2-e2-f2 passes over d2; no path
    // ends on d2 (c2-c3-d3-d2 would).
    let p = pos("Gc1:S/L,Bg7:S/H 0-0 gold");
    let got = moves_from(&p, "c1^n");
    assert!(got.contains(&"c1^n-f2".to_owned()));
    assert!(!got.contains(&"c1^n-d2".to_owned()));
}

#[test]
fn hoops_steps_need_empty_squares_and_may_revisit_its_start() {
    // Tipped north from a1 onto a2 with Hoops up; b2 and a3 are taken, so the first step is
    // back to a1; then b1, or a2 (its own start, empty since it left); the third step ends
    // on a1 (a2-a1-a2-a1, a2-a1-b1-a1) or c1 (a2-a1-b1-c1): two moves.
    let p = pos("Ga1:S/L,Bb2:S/H,Ba3:S/H 0-0 gold");
    assert_eq!(moves_from(&p, "a1^n"), ["a1^n-a1", "a1^n-c1"]);
}

#[test]
fn a_tip_without_a_legal_hop_is_not_a_legal_move() {
    // Tipped west from b2 onto a2 with X up: its diagonals b1 and b3 are taken, the other
    // two are off the board. So b2^w is no move at all.
    let p = pos("Gb2:S/L,Bb1:S/H,Bb3:S/H 0-0 gold");
    assert!(moves_from(&p, "b2^w").is_empty());
    // Free one diagonal and the tip becomes a move.
    let p = pos("Gb2:S/L,Bb1:S/H,Bc4:S/H 0-0 gold");
    assert_eq!(moves_from(&p, "b2^w"), ["b2^w-b3"]);
}

#[test]
fn a_hop_may_end_on_the_square_the_block_was_tipped_from() {
    // Tipped east from c4 onto d4 with Cross up, then back west to c4: the block stands where
    // it started, turned (Cross up, Star east).
    let p = pos("Gc4:S/L,Bg7:S/H 0-0 gold");
    let next = after(&p, "c4^e-c4");
    let block = next.block_at(sq("c4")).unwrap();
    assert_eq!(block.orientation.top(), Face::Cross);
    assert_ne!(next, p);
}

#[test]
fn deblockled_side_has_exactly_one_move_pass_and_the_opponent_moves_again() {
    // Gold's blocks fill rank 1 with Blue's; each faces Star south, so tipping north would
    // turn Star up (or land on Gold's own home star). Blue's g1 block is Star up and can go.
    let p = pos("Ga1:X/T,Gc1:X/T,Gd1:X/T,Gf1:X/T,Bb1:X/T,Be1:X/T,Bg1:S/L 0-0 gold");
    assert_eq!(moves(&p), ["pass"]);
    assert_eq!(p.outcome(), None);
    let next = after(&p, "pass");
    assert_eq!(next.side_to_move(), Player::Two);
    assert!(!moves(&next).is_empty());
    assert!(!moves(&next).contains(&"pass".to_owned()));
    // A pass is a move of its own: it is only legal when there is nothing else.
    let q = pos("Gc3:S/L,Bg7:S/H 0-0 gold");
    assert!(!q.is_legal(Move::Pass));
}

#[test]
fn neither_side_able_to_move_is_a_draw_with_no_legal_moves() {
    let p = pos("Ga1:X/T,Gc1:X/T,Gd1:X/T,Gf1:X/T,Bb1:X/T,Be1:X/T,Bg1:X/T 0-0 gold");
    assert!(moves(&p).is_empty());
    assert_eq!(p.outcome(), Some(Outcome::Draw(DrawReason::NeitherCanMove)));
    let q = pos("Ga1:X/T,Gc1:X/T,Gd1:X/T,Gf1:X/T,Bb1:X/T,Be1:X/T,Bg1:X/T 0-0 blue");
    assert_eq!(q.outcome(), Some(Outcome::Draw(DrawReason::NeitherCanMove)));
}

#[test]
fn removing_the_last_block_wins() {
    // Gold has removed one of two; its last block removes on d6.
    let p = pos("Gd5:X/T,Bg7:S/H 1-0 gold");
    let next = after(&p, "d5^n");
    assert_eq!(
        next.outcome(),
        Some(Outcome::Win {
            winner: Player::One,
            reason: WinReason::AllBlocksRemoved
        })
    );
    assert!(moves(&next).is_empty());
    assert_eq!(next.blocks_per_side(Player::One), 2);
    // Blue wins the same way on d2.
    let p = pos("Ga7:S/L,Bd3:X/S 0-0 blue");
    let next = after(&p, "d3^s");
    assert_eq!(next.outcome().and_then(Outcome::winner), Some(Player::Two));
}

#[test]
fn no_adjacent_variant_forbids_ending_orthogonally_next_to_an_opponent() {
    // Cross up on c4 after tipping east from b4: c5 touches Blue's c6, c3 does not.
    let free = pos("Gb4:S/L,Bc6:S/H 0-0 gold");
    let strict = pos("Gb4:S/L,Bc6:S/H 0-0 gold no-adjacent");
    assert_eq!(
        moves_from(&free, "b4^e"),
        ["b4^e-b4", "b4^e-c3", "b4^e-c5", "b4^e-d4"]
    );
    assert_eq!(
        moves_from(&strict, "b4^e"),
        ["b4^e-b4", "b4^e-c3", "b4^e-d4"]
    );
    // Diagonal contact is allowed: X up on a4 (tipped west from b4) may go to b5, which
    // touches c6 only diagonally.
    assert!(moves_from(&strict, "b4^w").contains(&"b4^w-b5".to_owned()));
    // A Stop move ending next to an opponent is forbidden too.
    let p = pos("Gc3:X/S,Bc5:S/H 0-0 gold no-adjacent");
    assert!(moves_from(&p, "c3^n").is_empty());
    // A player's own blocks may touch.
    let p = pos("Gb4:S/L,Gc6:S/H,Bg7:S/H 0-0 gold no-adjacent");
    assert!(moves_from(&p, "b4^e").contains(&"b4^e-c5".to_owned()));
}

#[test]
fn no_adjacent_variant_allows_a_removal_which_leaves_no_block_behind() {
    // Gold's block tips onto d6, next to Blue's e6, and is removed there: no contact.
    let p = pos("Gd5:X/T,Gb1:S/L,Be6:S/H 0-0 gold no-adjacent");
    assert!(moves_from(&p, "d5").contains(&"d5^n".to_owned()));
    // A position of the variant never has opposing blocks touching.
    assert!(crate::deblockle::parse_position("Gd5:X/T,Be5:S/H 0-0 gold no-adjacent").is_err());
}

#[test]
fn move_origin_and_own_pieces_are_the_tipped_blocks() {
    let p = pos("Gc3:S/L,Bc5:S/H 0-0 gold");
    assert!(p.is_own_piece(sq("c3")));
    assert!(!p.is_own_piece(sq("c5")));
    assert!(!p.is_own_piece(sq("d4")));
    let mv = p.parse_legal_move("c3^s-a2").unwrap();
    assert_eq!(crate::deblockle::Deblockle::move_origin(mv), Some(sq("c3")));
    assert_eq!(crate::deblockle::Deblockle::move_origin(Move::Pass), None);
    const { assert!(!<crate::deblockle::Deblockle as Game>::THREEFOLD_REPETITION_DRAWS) };
}

#[test]
fn a_hop_moves_the_block_without_turning_it() {
    // Tipping south turns Slider up with Stop north; the slide to g2 keeps that.
    let p = pos("Gc3:S/L,Bg7:S/H 0-0 gold");
    let tipped = p
        .block_at(sq("c3"))
        .unwrap()
        .orientation
        .tip(crate::deblockle::Direction::South);
    let next = after(&p, "c3^s-g2");
    assert_eq!(next.block_at(sq("g2")).unwrap().orientation, tipped);
    assert_eq!(next.format_position(), "Gg2:L/T,Bg7:S/H 0-0 blue");
}

#[test]
fn a_deblockled_side_passes_as_many_times_as_needed() {
    // Gold is walled in on rank 1 for good (every tip north turns Star up or lands on d2);
    // Blue's a7 block roams. Gold passes at every turn.
    let mut p = pos("Ga1:X/T,Gc1:X/T,Gd1:X/T,Gf1:X/T,Bb1:X/T,Be1:X/T,Bg1:X/T,Ba7:S/L 0-0 gold");
    for round in 0..5 {
        assert_eq!(moves(&p), ["pass"], "round {round}");
        p = after(&p, "pass");
        let blue = moves(&p);
        assert!(!blue.is_empty() && !blue.contains(&"pass".to_owned()));
        p = after(&p, &blue[round % blue.len()]);
    }
}
