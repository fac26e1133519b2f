//! perft tables of the two documented start positions, checked against the engine and
//! against the independent reference generator; and move lists compared on many positions.

use super::reference::RefPos;
use super::{moves, pos};
use crate::deblockle::{Block, Deblockle, Options, Orientation, SplitMix64, Square};
use crate::player::Player;
use crate::{perft, Game, Notation};

/// The standard start, 4 blocks a side (`tipgobble start deblockle`).
const FOUR: &str = "Gc1:S/L,Ge1:S/L,Gc3:S/L,Ge3:S/L,Bc5:S/H,Be5:S/H,Bc7:S/H,Be7:S/H 0-0 gold";
/// The standard start, 2 blocks a side (`tipgobble start deblockle --blocks 2,2`).
const TWO: &str = "Gc1:S/L,Ge1:S/L,Bc7:S/H,Be7:S/H 0-0 gold";

/// perft 1–3 of each documented start (the same figures are in `docs/notation.md`).
const TABLE: [(&str, [u64; 3]); 2] = [(FOUR, [58, 3269, 157601]), (TWO, [28, 768, 17241])];

#[test]
fn documented_start_positions_are_the_standard_setups() {
    assert_eq!(
        Deblockle::standard(Options::default())
            .unwrap()
            .format_position(),
        FOUR
    );
    let two = Options {
        blocks: [2, 2],
        ..Options::default()
    };
    assert_eq!(Deblockle::standard(two).unwrap().format_position(), TWO);
}

#[test]
fn perft_of_the_start_positions_matches_the_table() {
    for (text, counts) in TABLE {
        let p = pos(text);
        for (depth, &expected) in (1..).zip(counts.iter()) {
            assert_eq!(perft(&p, depth), expected, "{text} depth {depth}");
        }
    }
}

#[test]
fn reference_generator_gives_the_same_perft_table() {
    for (text, counts) in TABLE {
        let r = RefPos::from_engine(&pos(text));
        for (depth, &expected) in (1..).zip(counts.iter()) {
            assert_eq!(r.perft(depth), expected, "{text} depth {depth}");
        }
    }
}

/// A random legal position: random block counts, squares, orientations, removed blocks,
/// side to move and variant (when no opposing blocks touch).
fn scattered(rng: &mut SplitMix64) -> Option<Deblockle> {
    let mut blocks = Vec::new();
    let mut removed = [0u8; 2];
    let mut taken = 0u64;
    for owner in Player::BOTH {
        let total = 1 + rng.below(4) as u8;
        let on_board = 1 + rng.below(total as u64) as u8;
        removed[owner.index()] = total - on_board;
        for _ in 0..on_board {
            let square = loop {
                let s = Square::from_index(rng.below(49) as usize).unwrap();
                if !s.is_star() && taken & (1 << s.index()) == 0 {
                    break s;
                }
            };
            taken |= 1 << square.index();
            blocks.push(Block {
                owner,
                square,
                orientation: Orientation::from_index(rng.below(24) as usize).unwrap(),
            });
        }
    }
    let side = Player::BOTH[rng.below(2) as usize];
    let no_adjacent = rng.below(3) == 0;
    Deblockle::new(&blocks, removed, side, no_adjacent).ok()
}

/// Positions crowded onto a 3×4 corner so that passes, draws and blocked hops occur.
fn crowded(rng: &mut SplitMix64) -> Option<Deblockle> {
    let mut blocks = Vec::new();
    let mut taken = 0u64;
    for owner in Player::BOTH {
        for _ in 0..1 + rng.below(4) {
            let square = loop {
                let s = Square::new(rng.below(4) as u8, rng.below(3) as u8).unwrap();
                if !s.is_star() && taken & (1 << s.index()) == 0 {
                    break s;
                }
            };
            taken |= 1 << square.index();
            blocks.push(Block {
                owner,
                square,
                orientation: Orientation::from_index(rng.below(24) as usize).unwrap(),
            });
        }
    }
    let side = Player::BOTH[rng.below(2) as usize];
    Deblockle::new(&blocks, [0, 0], side, false).ok()
}

#[test]
fn engine_and_reference_agree_on_the_moves_of_many_positions() {
    let mut rng = SplitMix64::new(2024);
    let mut checked = 0;
    let mut passes = 0;
    let mut finished = 0;
    for i in 0..6000 {
        let position = if i % 2 == 0 {
            scattered(&mut rng)
        } else {
            crowded(&mut rng)
        };
        let Some(mut p) = position else { continue };
        // Walk a few random moves from each, comparing at every step.
        for _ in 0..6 {
            let r = RefPos::from_engine(&p);
            let got = moves(&p);
            assert_eq!(got, r.move_texts(), "{}", p.format_position());
            checked += 1;
            passes += usize::from(got == ["pass"]);
            if got.is_empty() {
                finished += 1;
                break;
            }
            let mut list = Vec::new();
            p.legal_moves(&mut list);
            p.play(list[rng.below(list.len() as u64) as usize]);
        }
    }
    assert!(checked > 10_000, "{checked}");
    assert!(
        passes > 0 && finished > 0,
        "passes {passes}, finished {finished}"
    );
}

#[test]
fn engine_and_reference_agree_on_perft_from_quick_setups() {
    for seed in 0..6 {
        for (blocks, no_adjacent) in [([4, 4], false), ([3, 1], true), ([2, 4], false)] {
            let options = Options {
                blocks,
                no_adjacent,
                first: Player::BOTH[seed as usize % 2],
            };
            let p = Deblockle::quick_setup(options, seed).unwrap();
            let r = RefPos::from_engine(&p);
            assert_eq!(perft(&p, 2), r.perft(2), "{}", p.format_position());
        }
    }
}
