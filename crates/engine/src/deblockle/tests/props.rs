//! Property tests over random games from random setups.

use proptest::prelude::*;

use super::reference::RefPos;
use crate::deblockle::{
    parse_block, parse_move, parse_position, Deblockle, Direction, Face, Move, Options, Square,
};
use crate::player::Player;
use crate::{Game, Notation};

/// A random start: blocks per side, variant, who starts, seed of the quick setup.
fn start() -> impl Strategy<Value = Deblockle> {
    (1u8..=4, 1u8..=4, any::<bool>(), any::<bool>(), any::<u64>()).prop_map(
        |(gold, blue, no_adjacent, blue_first, seed)| {
            let options = Options {
                blocks: [gold, blue],
                no_adjacent,
                first: if blue_first { Player::Two } else { Player::One },
            };
            Deblockle::quick_setup(options, seed).expect("quick setups are legal")
        },
    )
}

/// The positions of a random game: `choices` pick each move among the legal ones.
fn game(start: Deblockle, choices: &[u16]) -> Vec<Deblockle> {
    let mut line = vec![start];
    let mut p = start;
    let mut moves = Vec::new();
    for &c in choices {
        p.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        p.play(moves[c as usize % moves.len()]);
        line.push(p);
    }
    line
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn incremental_hash_equals_recomputation(s in start(), choices in prop::collection::vec(any::<u16>(), 0..120)) {
        for p in game(s, &choices) {
            prop_assert_eq!(p.zobrist(), p.compute_hash());
        }
    }

    #[test]
    fn whether_a_side_can_move_agrees_with_its_moves(s in start(), choices in prop::collection::vec(any::<u16>(), 0..120)) {
        for p in game(s, &choices) {
            for side in Player::BOTH {
                let mut any = false;
                p.generate(side, &mut |_| {
                    any = true;
                    false
                });
                prop_assert_eq!(p.can_move(side), any);
            }
        }
    }

    #[test]
    fn blocks_on_board_plus_removed_stay_constant(s in start(), choices in prop::collection::vec(any::<u16>(), 0..120)) {
        let totals = Player::BOTH.map(|pl| s.blocks_per_side(pl));
        for p in game(s, &choices) {
            for pl in Player::BOTH {
                prop_assert_eq!(p.blocks_on_board(pl) + p.removed(pl), totals[pl.index()]);
                prop_assert_eq!(p.blocks_per_side(pl), totals[pl.index()]);
            }
        }
    }

    #[test]
    fn generated_moves_are_legal_and_round_trip_through_their_strings(s in start(), choices in prop::collection::vec(any::<u16>(), 0..80)) {
        let mut moves = Vec::new();
        for p in game(s, &choices) {
            p.legal_moves(&mut moves);
            prop_assert_eq!(moves.is_empty(), p.outcome().is_some());
            for &mv in &moves {
                prop_assert!(p.is_legal(mv));
                let text = mv.to_string();
                prop_assert_eq!(Deblockle::parse_move(&text), Ok(mv));
                prop_assert_eq!(p.parse_legal_move(&text), Ok(mv));
            }
            let mut texts: Vec<String> = moves.iter().map(Move::to_string).collect();
            texts.sort();
            let before = texts.len();
            texts.dedup();
            prop_assert_eq!(before, texts.len(), "each move once");
            prop_assert_eq!(texts, RefPos::from_engine(&p).move_texts());
        }
    }

    #[test]
    fn positions_round_trip_through_their_strings(s in start(), choices in prop::collection::vec(any::<u16>(), 0..120)) {
        for p in game(s, &choices) {
            let text = p.format_position();
            prop_assert_eq!(Deblockle::parse_position(&text), Ok(p));
            prop_assert_eq!(Deblockle::parse_position(&text).map(|q| q.format_position()), Ok(text));
        }
    }

    #[test]
    fn every_hop_path_walks_step_by_step_to_where_its_move_ends(s in start(), choices in prop::collection::vec(any::<u16>(), 0..80)) {
        let mut moves = Vec::new();
        for p in game(s, &choices) {
            p.legal_moves(&mut moves);
            for &mv in &moves {
                let path = p.hop_path(mv);
                let (Move::Tip { from, dir, hop: Some(to) }, Some(tip)) = (mv, mv.tipped_to()) else {
                    prop_assert!(path.is_empty(), "no hop, no path: {}", mv);
                    continue;
                };
                if to == tip {
                    prop_assert!(path.is_empty(), "a Stop stays: {}", mv);
                    continue;
                }
                prop_assert_eq!(path.last(), Some(&to), "{}", mv);
                let top = p.block_at(from).map(|b| b.orientation.tip(dir).top());
                let diagonal = top == Some(Face::X);
                let mut at = tip;
                for &step in &path {
                    let (df, dr) = (at.file().abs_diff(step.file()), at.rank().abs_diff(step.rank()));
                    prop_assert!(if diagonal { df == 1 && dr == 1 } else { df + dr == 1 }, "{}: {} to {}", mv, at, step);
                    prop_assert!(step == from || p.block_at(step).is_none(), "{} steps on a block at {}", mv, step);
                    at = step;
                }
                if top == Some(Face::Hoops) {
                    prop_assert_eq!(path.len(), 3, "{}", mv);
                }
            }
        }
    }

    #[test]
    fn a_hop_path_never_panics_on_any_move(s in start(), from in 0usize..64, dir in 0usize..4, to in prop::option::of(0usize..64)) {
        let mv = Move::Tip {
            from: Square::from_index(from).unwrap_or(Square::all().next().expect("a1")),
            dir: Direction::ALL[dir],
            hop: to.and_then(Square::from_index),
        };
        let path = s.hop_path(mv);
        prop_assert!(path.len() <= 6);
    }

    #[test]
    fn parsers_never_panic_on_arbitrary_strings(text in ".{0,80}") {
        let _ = parse_position(&text);
        let _ = parse_move(&text);
        let _ = parse_block(&text, 0);
        let _ = Deblockle::parse_square(&text);
    }

    #[test]
    fn parsers_never_panic_on_near_miss_strings(
        s in start(),
        cut in any::<prop::sample::Index>(),
        insert in "[GB:/,a-h0-9STCXLH ^nesw-]{0,3}",
    ) {
        let text = s.format_position();
        let mut chars: Vec<char> = text.chars().collect();
        // Replace one character (or append at the end) with up to three notation characters.
        let at = cut.index(chars.len() + 1);
        let end = (at + 1).min(chars.len());
        chars.splice(at..end, insert.chars());
        let mutated: String = chars.iter().collect();
        if let Ok(p) = parse_position(&mutated) {
            prop_assert_eq!(p.zobrist(), p.compute_hash());
            prop_assert_eq!(parse_position(&p.format_position()), Ok(p));
        }
        let _ = parse_move(&mutated.chars().skip(at.saturating_sub(4)).take(9).collect::<String>());
    }
}
