//! Property tests over random games from random setups.

use proptest::prelude::*;

use super::reference::RefPos;
use crate::deblockle::{parse_block, parse_move, parse_position, Deblockle, Move, Options};
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
