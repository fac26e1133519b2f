//! One test (or more) per rule and ruling of `docs/rules/gobblet.md`, each on a position written
//! in the notation.

use super::{after, legal, moves, pos};
use crate::game::Game;
use crate::gobblet::{Gobblet, Move, SetupError, Size, Square, StartOptions};
use crate::notation::Notation;
use crate::outcome::{Outcome, WinReason};
use crate::player::Player;

fn win(winner: Player, reason: WinReason) -> Option<Outcome> {
    Some(Outcome::Win { winner, reason })
}

// ---- Board and pieces, the start and the handicaps ----

#[test]
fn the_start_has_three_stacks_of_four_each_and_white_enters_a_4_anywhere() {
    let start = Gobblet::standard();
    assert_eq!(start.format_position(), "..../..../..../.... W:444 B:444 W");
    assert_eq!(start.side_to_move(), Player::One);
    for player in Player::BOTH {
        assert_eq!(start.pieces_off_board(player), 12);
        assert_eq!(start.pieces_on_board(player), 0);
    }
    let list = moves(&start);
    assert_eq!(list.len(), 16, "one size-4 move per empty square: {list:?}");
    assert!(list.iter().all(|m| m.starts_with('4')));
}

#[test]
fn handicaps_take_stacks_away_or_give_black_the_first_move() {
    let p = Gobblet::start(StartOptions {
        white_stacks: 3,
        black_stacks: 1,
        first: Player::Two,
    })
    .unwrap();
    assert_eq!(p.format_position(), "..../..../..../.... W:444 B:4 B");
    assert_eq!(p.side_to_move(), Player::Two);
    assert_eq!(p.pieces_off_board(Player::Two), 4);
    let p = Gobblet::start(StartOptions {
        white_stacks: 2,
        ..StartOptions::default()
    })
    .unwrap();
    assert_eq!(p.format_position(), "..../..../..../.... W:44 B:444 W");
    assert_eq!(
        Gobblet::start(StartOptions::default()).unwrap(),
        Gobblet::standard()
    );
}

#[test]
fn bad_handicaps_are_typed_errors() {
    for (w, b, bad) in [
        (0, 3, Player::One),
        (3, 4, Player::Two),
        (7, 1, Player::One),
    ] {
        let err = Gobblet::start(StartOptions {
            white_stacks: w,
            black_stacks: b,
            first: Player::One,
        })
        .unwrap_err();
        let SetupError::StackCount { player, .. } = err;
        assert_eq!(player, bad);
        assert!(err.to_string().contains("1, 2 or 3"));
    }
}

#[test]
fn a_stack_grows_strictly_and_only_its_top_piece_is_visible() {
    let p = pos("B4B3B2./..../..../(B1W3)W4.. W:442 B:440 W");
    let a1 = Gobblet::parse_square("a1").unwrap();
    let stack: Vec<_> = p.stack(a1).map(|pc| (pc.owner, pc.size)).collect();
    assert_eq!(
        stack,
        vec![(Player::Two, Size::One), (Player::One, Size::Three)]
    );
    assert!(p.is_own_piece(a1), "White's 3 is visible on a1");
    assert!(Gobblet::parse_position("B4B3B2./..../..../(W3B1)W4.. W:442 B:440 W").is_err());
    assert!(Gobblet::parse_position("B4B3B2./..../..../(W3B3)W4.. W:442 B:440 W").is_err());
}

// ---- 1. Entering ----

#[test]
fn entering_goes_onto_an_empty_square_only_when_no_line_of_three_shows() {
    // Black's 2 on b1 stands alone: White may not enter on it, only move a board piece onto it.
    let p = pos("B3.../..../..../W4B4(B1W3)B2 W:442 B:440 W");
    assert!(
        !legal(&p, "4d1"),
        "no gobble from a stack without a line of three"
    );
    assert!(!legal(&p, "4b1"));
    assert!(legal(&p, "4a2"));
    assert!(legal(&p, "2d4"), "White's stacks show 4, 4 and 2");
    assert!(
        legal(&p, "c1-d1"),
        "a board piece may cover any smaller piece"
    );
}

#[test]
fn an_opponents_line_of_three_may_be_gobbled_from_a_stack_by_a_larger_piece() {
    // White shows W4 W3 W2 on rank 4, d4 empty; Black to move with 4s and a 2 on top.
    let p = pos("W4W3W2./..../B4B3../.... W:441 B:442 B");
    assert!(!legal(&p, "4a4"), "a 4 is never covered");
    assert!(legal(&p, "4b4"), "4 covers White's 3");
    assert!(legal(&p, "4c4"), "4 covers White's 2");
    assert!(!legal(&p, "2c4"), "only a larger piece gobbles");
    assert!(!legal(&p, "2b4"));
    assert!(
        legal(&p, "4d4") && legal(&p, "2d4"),
        "the empty fourth square"
    );
    let list = moves(&p);
    let entering: Vec<_> = list.iter().filter(|m| m.starts_with(['2', '4'])).collect();
    assert_eq!(
        entering.len(),
        11 + 13,
        "2 on 11 empties; 4 on 11 empties and 2 gobbles"
    );
}

#[test]
fn the_line_of_three_may_have_the_movers_piece_on_its_fourth_square() {
    let p = pos("W4W3W2B1/..../B4B3B2./.... W:441 B:440 B");
    assert!(legal(&p, "4b4") && legal(&p, "4c4"));
}

#[test]
fn two_opponent_pieces_in_a_line_are_not_a_line_of_three() {
    let p = pos("W4W3../..../B4B3../.... W:442 B:442 B");
    assert!(!legal(&p, "4b4"));
    // Only visible pieces count: White's 2 on c4 is covered by Black's 3.
    let p = pos("W4W3(W2B3)./..../B4.../.... W:441 B:442 B");
    assert!(!legal(&p, "4b4"));
    // Three visible pieces count whatever they cover.
    let p = pos("W4W3(B2W4)./..../B4B3../.... W:432 B:441 B");
    assert!(legal(&p, "4b4") && !legal(&p, "4c4") && !legal(&p, "4a4"));
}

#[test]
fn a_stack_never_gobbles_the_movers_own_pieces() {
    // Black shows three in rank 2; Black's 4 from a stack may not cover Black's 3.
    let p = pos("..../..../B4B3B2./W4... W:443 B:441 B");
    assert!(!legal(&p, "4b2") && !legal(&p, "4c2"));
    assert!(
        legal(&p, "a2-b2"),
        "a board move may cover one's own smaller piece"
    );
}

#[test]
fn gobbling_from_a_stack_is_judged_on_the_position_before_the_move() {
    // Covering one of the three breaks the line: the move is legal all the same, and the
    // targets come from every line of three (here a rank and a file).
    let p = pos("W4W3W2./W4.../W3.../.... W:421 B:444 B");
    let gobbles: Vec<_> = moves(&p)
        .into_iter()
        .filter(|m| ["4a4", "4b4", "4c4", "4a3", "4a2"].contains(&m.as_str()))
        .collect();
    assert_eq!(gobbles, vec!["4a2", "4b4", "4c4"]);
    let q = after(&p, "4b4");
    assert_eq!(
        q.format_position(),
        "W4(W3B4)W2./W4.../W3.../.... W:421 B:443 W"
    );
}

#[test]
fn equal_stack_tops_give_one_move() {
    // White's stacks 4, 4, 3: entering a 4 on a square is one move, not two.
    let p = pos("..../..../..../W4B4.. W:443 B:443 W");
    let list = moves(&p);
    assert_eq!(
        list.len(),
        14 + 14 + 14,
        "4 or 3 on 14 empties, a1's 4 to 14 empties"
    );
    let mut unique = list.clone();
    unique.dedup();
    assert_eq!(unique, list);
    assert_eq!(p.count_legal_moves() as usize, list.len());
    // The entered 4 comes off one of the two full stacks, and the rest stays sorted.
    assert_eq!(
        after(&p, "4c3").format_position(),
        "..../..W4./..../W4B4.. W:433 B:443 B"
    );
}

// ---- 2. Moving on the board ----

#[test]
fn a_board_piece_moves_to_an_empty_square_or_onto_any_smaller_piece() {
    // A full board: White's 4 on a4 may cover its own 3 or Black's 3, not a 4.
    let p = pos("W4B4W4B4/W4B4W3B3/B3W3B3W3/B2W2B1W1 W:220 B:220 W");
    assert!(legal(&p, "a4-c3"), "own smaller piece");
    assert!(legal(&p, "a4-d3"), "opponent's smaller piece");
    assert!(!legal(&p, "a4-b4"), "equal size");
    assert!(legal(&p, "b1-c1"), "a 2 covers a 1");
    assert!(!legal(&p, "b1-a1"), "a 2 does not cover a 2");
    assert!(
        !moves(&p).iter().any(|m| m.starts_with("d1")),
        "a 1 covers nothing"
    );
}

#[test]
fn a_piece_is_never_put_back_on_the_square_it_was_lifted_from() {
    // Lifting White's 3 from a1 shows Black's 1 there, which a 3 could otherwise cover.
    let p = pos("B4B3B2./..../..../(B1W3)W4.. W:442 B:440 W");
    assert!(!legal(&p, "a1-a1"));
    assert_eq!(
        moves(&p).iter().filter(|m| m.starts_with("a1-")).count(),
        11 + 1,
        "the 11 empty squares and Black's 2 on c4"
    );
    assert!(!legal(&p, "a1a1"));
}

#[test]
fn only_the_movers_visible_pieces_move() {
    // White's 2 on a1 is covered by Black's 3; Black's 4 on b1 is not White's.
    let p = pos("..../..../..../(W2B3)B4W4W3 W:441 B:442 W");
    let a1 = Square::new(0, 0).unwrap();
    assert!(!p.is_own_piece(a1));
    assert!(!moves(&p)
        .iter()
        .any(|m| m.starts_with("a1") || m.starts_with("b1")));
    assert!(
        legal(&p, "c1-a1"),
        "White's 4 covers Black's 3 (with White's 2 beneath)"
    );
    assert_eq!(
        Gobblet::move_origin(Gobblet::parse_move("c1-a1").unwrap()),
        Some(Square::new(2, 0).unwrap())
    );
    assert_eq!(
        Gobblet::move_origin(Gobblet::parse_move("4a1").unwrap()),
        None
    );
}

// ---- End of the game ----

#[test]
fn the_mover_wins_with_a_line_of_four() {
    let p = pos("..../..../B4B4../W4W4W4. W:333 B:433 W");
    let q = after(&p, "3d1");
    assert_eq!(q.outcome(), win(Player::One, WinReason::LineOfFour));
    assert!(moves(&q).is_empty(), "no move after the end");
    // A diagonal counts too.
    let p = pos("...W3/..W4./.W4../W4B4B4. W:332 B:433 B");
    assert_eq!(p.outcome(), win(Player::One, WinReason::LineOfFour));
}

#[test]
fn lifting_a_piece_that_uncovers_the_opponents_line_loses() {
    // White's W4 W4 W4 and the 3 under Black's 4 on d1: lifting that 4 shows White's line.
    let p = pos("..../..../B4B4B3./W4W4W4(W3B4) W:332 B:332 B");
    assert_eq!(p.outcome(), None);
    let q = after(&p, "d1-d4");
    assert_eq!(q.outcome(), win(Player::One, WinReason::Reveal));
    assert!(moves(&q).is_empty());
}

#[test]
fn the_revealed_line_wins_even_if_the_mover_also_makes_a_line() {
    // Black's d1-d2 completes Black's rank 2 but uncovers White's rank 1: White wins.
    let p = pos("..../..../B4B4B3./W4W4W4(W3B4) W:332 B:332 B");
    let q = after(&p, "d1-d2");
    assert!(
        super::super::has_line(q.visible(Player::Two)),
        "Black shows a line too"
    );
    assert_eq!(q.outcome(), win(Player::One, WinReason::Reveal));
}

#[test]
fn covering_a_piece_of_the_uncovered_line_in_the_same_move_saves_the_mover() {
    // The lift shows White's 3 on d1, but the same 4 lands on White's 2 on c1: no line.
    let p = pos("..../..../..../W4W4W2(W3B4) W:431 B:443 B");
    let q = after(&p, "d1-c1");
    assert_eq!(q.outcome(), None);
    assert_eq!(
        q.format_position(),
        "..../..../..../W4W4(W2B4)W3 W:431 B:443 W"
    );
    assert_eq!(
        after(&p, "d1-d3").outcome(),
        win(Player::One, WinReason::Reveal)
    );
    // With the mover's piece on d1, White's three on rank 1 may be gobbled from a stack.
    assert!(legal(&p, "4c1") && legal(&p, "3c1") && !legal(&p, "4a1"));
}

#[test]
fn no_legal_move_loses() {
    // Not reachable under the rules (see docs/notation.md): a board of sixteen 4s is built
    // from parts here, White to move with empty stacks. No 4 can move and nothing enters.
    let mut pieces = [[0u16; 4]; 2];
    let white = "WBWB/WBWB/BWBW/BWBW";
    for (i, c) in white.split('/').flat_map(str::chars).enumerate() {
        let rank = 3 - i / 4;
        let sq = Square::new((i % 4) as u8, rank as u8).unwrap();
        pieces[usize::from(c == 'B')][3] |= sq.bit();
    }
    let p = Gobblet::from_parts(pieces, [[0; 3]; 2], [3, 3], Player::One);
    assert_eq!(p.line_winner(), None);
    assert!(moves(&p).is_empty());
    assert_eq!(p.outcome(), win(Player::Two, WinReason::NoLegalMove));
    assert_eq!(crate::perft(&p, 3), 1, "a finished position is a leaf");
}

#[test]
fn side_to_move_and_is_own_piece_follow_the_visible_pieces() {
    let p = pos("..../..../..../(W2B3)B4W4W3 W:441 B:442 W");
    let c1 = Square::new(2, 0).unwrap();
    let b1 = Square::new(1, 0).unwrap();
    assert!(p.is_own_piece(c1) && !p.is_own_piece(b1));
    let q = after(&p, "4d4");
    assert_eq!(q.side_to_move(), Player::Two);
    assert!(q.is_own_piece(b1) && !q.is_own_piece(c1));
    assert!(
        !q.is_own_piece(Square::new(3, 2).unwrap()),
        "an empty square"
    );
    let _ = Move::Board { from: b1, to: c1 };
}

#[test]
fn a_position_is_a_small_copy_value() {
    assert_eq!(std::mem::size_of::<Gobblet>(), 40);
}

#[test]
fn the_bit_parallel_line_test_agrees_with_the_ten_lines_on_every_bitboard() {
    for bb in 0..=u16::MAX {
        let mut by_lines = false;
        for line in crate::gobblet::LINES {
            by_lines |= bb & line == line;
        }
        assert_eq!(crate::gobblet::has_line(bb), by_lines, "{bb:#06x}");
    }
}

#[test]
fn the_two_board_line_test_agrees_with_one_test_per_board() {
    use crate::gobblet::has_line;
    use crate::gobblet::square::has_line_in_either;
    // Every board beside an empty and a full one, both ways round, then pairs of boards.
    for bb in 0..=u16::MAX {
        for other in [0, u16::MAX, !bb, bb.rotate_left(5)] {
            assert_eq!(
                has_line_in_either(bb, other),
                has_line(bb) || has_line(other),
                "{bb:#06x} {other:#06x}"
            );
            assert_eq!(
                has_line_in_either(other, bb),
                has_line(bb) || has_line(other),
                "{other:#06x} {bb:#06x}"
            );
        }
    }
}
