//! Property tests over random games (with random handicaps) and random text.

use proptest::prelude::*;

use super::reference::Reference;
use crate::game::Game;
use crate::gobblet::{Gobblet, Move, StartOptions};
use crate::notation::Notation;
use crate::outcome::{Outcome, WinReason};
use crate::player::Player;
use crate::record::Action;

/// The positions of a game from a random start, choosing each move by the next number.
fn random_game(white: u8, black: u8, black_first: bool, choices: &[u16]) -> Vec<Gobblet> {
    let mut position = Gobblet::start(StartOptions {
        white_stacks: white,
        black_stacks: black,
        first: if black_first {
            Player::Two
        } else {
            Player::One
        },
    })
    .unwrap();
    let mut seen = vec![position];
    let mut moves = Vec::new();
    for &choice in choices {
        position.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        position.play(moves[usize::from(choice) % moves.len()]);
        seen.push(position);
    }
    seen
}

fn game() -> impl Strategy<Value = Vec<Gobblet>> {
    (
        1u8..=3,
        1u8..=3,
        any::<bool>(),
        prop::collection::vec(any::<u16>(), 0..90),
    )
        .prop_map(|(w, b, first, choices)| random_game(w, b, first, &choices))
}

fn reason_name(outcome: Option<Outcome>) -> Option<(usize, &'static str)> {
    match outcome? {
        Outcome::Win { winner, reason } => Some((
            winner.index(),
            match reason {
                WinReason::Reveal => "reveal",
                WinReason::LineOfFour => "line",
                WinReason::NoLegalMove => "no-legal-move",
                _ => "other",
            },
        )),
        Outcome::Draw(_) => Some((9, "draw")),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, ..ProptestConfig::default() })]

    #[test]
    fn the_incremental_hash_equals_a_recomputation(positions in game()) {
        for p in &positions {
            prop_assert_eq!(p.zobrist(), p.zobrist_from_scratch());
        }
    }

    #[test]
    fn pieces_on_and_off_the_board_are_four_per_stack(positions in game()) {
        let start = positions[0];
        for p in &positions {
            for player in Player::BOTH {
                let total = p.pieces_on_board(player) + p.pieces_off_board(player);
                prop_assert_eq!(total, 4 * u32::from(start.stack_count(player)));
                prop_assert_eq!(p.stack_count(player), start.stack_count(player));
            }
        }
    }

    #[test]
    fn generated_moves_match_the_reference_and_their_strings_parse_back(positions in game()) {
        let mut moves = Vec::new();
        for p in &positions {
            p.legal_moves(&mut moves);
            let mut sorted = moves.clone();
            sorted.sort();
            sorted.dedup();
            prop_assert_eq!(sorted.len(), moves.len(), "each move once");
            let reference = Reference::from(p);
            prop_assert_eq!(&sorted, &reference.moves(), "{}", p.format_position());
            prop_assert_eq!(p.count_legal_moves() as usize, moves.len());
            for &mv in &moves {
                prop_assert_eq!(Gobblet::parse_move(&mv.to_string()), Ok(mv));
                prop_assert_eq!(p.parse_legal_move(&mv.to_string()), Ok(mv));
                let mut child = *p;
                child.play(mv);
                let mut reference_child = reference.clone();
                reference_child.play(mv);
                prop_assert_eq!(reason_name(child.outcome()), reference_child.outcome());
            }
        }
    }

    #[test]
    fn no_moves_exactly_when_the_game_is_over_and_never_for_lack_of_moves(positions in game()) {
        let mut moves = Vec::new();
        for p in &positions {
            p.legal_moves(&mut moves);
            prop_assert_eq!(moves.is_empty(), p.outcome().is_some());
            // In a position reached under the rules a player always has a move.
            let lost_for_lack_of_moves = matches!(
                p.outcome(),
                Some(Outcome::Win { reason: WinReason::NoLegalMove, .. })
            );
            prop_assert!(!lost_for_lack_of_moves);
        }
    }

    #[test]
    fn positions_survive_format_then_parse(positions in game()) {
        for p in &positions {
            let text = p.format_position();
            let back = Gobblet::parse_position(&text);
            prop_assert_eq!(back, Ok(*p));
        }
    }

    #[test]
    fn arbitrary_strings_never_panic_the_parsers(text in any::<String>()) {
        let _ = Gobblet::parse_position(&text);
        let _ = Gobblet::parse_move(&text);
        let _ = Gobblet::parse_square(&text);
        let _ = Action::<Gobblet>::parse_list(&text);
    }

    #[test]
    fn notation_like_strings_never_panic_and_what_parses_round_trips(
        text in "[WBwb0-5().:/ a-dA-D@-]{0,48}"
    ) {
        if let Ok(p) = Gobblet::parse_position(&text) {
            prop_assert_eq!(Gobblet::parse_position(&p.format_position()), Ok(p));
        }
        if let Ok(mv) = Gobblet::parse_move(&text) {
            prop_assert_eq!(Gobblet::parse_move(&mv.to_string()), Ok(mv));
        }
        let _ = Gobblet::parse_square(&text);
    }

    #[test]
    fn mutated_position_strings_never_panic(
        positions in game(),
        at in any::<prop::sample::Index>(),
        with in prop::sample::select(vec!['W', 'B', '1', '4', '5', '(', ')', '.', '/', ':', ' ', 'x', 'é']),
    ) {
        let last = positions[positions.len() - 1];
        let mut chars: Vec<char> = last.format_position().chars().collect();
        let i = at.index(chars.len());
        chars[i] = with;
        let text: String = chars.into_iter().collect();
        if let Ok(p) = Gobblet::parse_position(&text) {
            prop_assert_eq!(Gobblet::parse_position(&p.format_position()), Ok(p));
            prop_assert_eq!(p.zobrist(), p.zobrist_from_scratch());
        }
    }
}

#[test]
fn a_move_generated_in_one_position_is_checked_when_given_to_another() {
    let p = Gobblet::standard();
    let mv: Move = Gobblet::parse_move("a1-b2").unwrap();
    let mut q = p;
    assert!(q.try_play(mv).is_err());
    assert_eq!(q, p, "a refused move leaves the position unchanged");
}

#[test]
fn random_games_reach_both_kinds_of_line_win() {
    // The random games above cover reveals as well as plain lines: a fixed sample shows both.
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed >> 16) as u16
    };
    let (mut lines, mut reveals) = (0, 0);
    for _ in 0..400 {
        let choices: Vec<u16> = (0..200).map(|_| next()).collect();
        let last = *random_game(3, 3, false, &choices).last().unwrap();
        match last.outcome() {
            Some(Outcome::Win {
                reason: WinReason::LineOfFour,
                ..
            }) => lines += 1,
            Some(Outcome::Win {
                reason: WinReason::Reveal,
                ..
            }) => reveals += 1,
            _ => {}
        }
    }
    assert!(lines > 0 && reveals > 0, "lines {lines}, reveals {reveals}");
}
