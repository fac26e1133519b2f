//! `Deblockle::hop_targets`, the hop step on its own (what the rules screen draws), against
//! the hop rules of `docs/rules/deblockle.md` and against the move generator.

use super::sq;
use crate::deblockle::{Block, Deblockle, Direction, Face, Move, Orientation, Square};
use crate::player::Player;
use crate::Game;

/// The hop targets as sorted square names.
fn targets(top: Face, at: &str, others: &[&str]) -> Vec<String> {
    let others: Vec<Square> = others.iter().map(|s| sq(s)).collect();
    let mut names: Vec<String> = Deblockle::hop_targets(top, sq(at), &others)
        .iter()
        .map(Square::to_string)
        .collect();
    names.sort();
    names
}

/// Manhattan distance between two squares.
fn distance(a: Square, b: Square) -> i32 {
    (a.file() as i32 - b.file() as i32).abs() + (a.rank() as i32 - b.rank() as i32).abs()
}

#[test]
fn each_symbol_hops_from_d4_on_an_empty_board_as_the_rules_say() {
    // Stop: no hop. Star: no hop follows a tip.
    assert!(targets(Face::Stop, "d4", &[]).is_empty());
    assert!(targets(Face::Star, "d4", &[]).is_empty());
    // Cross: one square orthogonally.
    assert_eq!(targets(Face::Cross, "d4", &[]), ["c4", "d3", "d5", "e4"]);
    // X: one square diagonally.
    assert_eq!(targets(Face::X, "d4", &[]), ["c3", "c5", "e3", "e5"]);
    // Slider: to the edge in each direction, passing over the star spaces d2 and d6.
    assert_eq!(targets(Face::Slider, "d4", &[]), ["a4", "d1", "d7", "g4"]);
    // Hoops: exactly three single steps, back and forth allowed: every square at distance
    // 1 or 3, none a star space.
    let d4 = sq("d4");
    let mut hoops: Vec<String> = Square::all()
        .filter(|&s| matches!(distance(s, d4), 1 | 3) && !s.is_star())
        .map(|s| s.to_string())
        .collect();
    hoops.sort();
    assert_eq!(hoops.len(), 16);
    assert_eq!(targets(Face::Hoops, "d4", &[]), hoops);
}

#[test]
fn a_hop_never_ends_on_a_star_space() {
    assert_eq!(targets(Face::Cross, "d3", &[]), ["c3", "d4", "e3"]);
    assert_eq!(targets(Face::X, "c3", &[]), ["b2", "b4", "d4"]);
    assert!(!targets(Face::Hoops, "c2", &[]).contains(&"d2".to_owned()));
    // Hoops may pass through the star space: c2-d2-e2-f2.
    assert!(targets(Face::Hoops, "c2", &[]).contains(&"f2".to_owned()));
}

#[test]
fn taken_squares_block_and_the_slider_stops_short_of_a_star_space() {
    assert_eq!(targets(Face::Cross, "d4", &["c4", "d5"]), ["d3", "e4"]);
    // Blocks on the corners of a diagonal do not block X.
    assert_eq!(
        targets(Face::X, "d4", &["c4", "d5"]),
        ["c3", "c5", "e3", "e5"]
    );
    // d1 taken: sliding south would rest on d2, so the slider stops on d3.
    assert_eq!(
        targets(Face::Slider, "d4", &["d1"]),
        ["a4", "d3", "d7", "g4"]
    );
    // d7 taken: sliding north would rest on d6 and stops on d5.
    assert_eq!(
        targets(Face::Slider, "d4", &["d7"]),
        ["a4", "d1", "d5", "g4"]
    );
    // Hemmed in on three sides: only the slide east is left.
    assert_eq!(targets(Face::Slider, "a1", &["a2"]), ["g1"]);
    assert!(targets(Face::Slider, "a1", &["a2", "b1"]).is_empty());
    // The block's own square counts as empty, even if listed.
    assert_eq!(
        targets(Face::Cross, "d4", &["d4"]),
        ["c4", "d3", "d5", "e4"]
    );
}

#[test]
fn hop_targets_are_exactly_the_hops_the_move_generator_offers_after_each_tip() {
    // One Gold block in every orientation on every square, a Blue block in a few places:
    // the hops of the moves that tip it `dir` are the hop targets of the face turned up.
    for blue in ["a7", "g1", "d5", "c4"].map(sq) {
        for from in Square::all().filter(|s| !s.is_star() && *s != blue) {
            for orientation in Orientation::all() {
                let gold = Block {
                    owner: Player::One,
                    square: from,
                    orientation,
                };
                let other = Block {
                    owner: Player::Two,
                    square: blue,
                    orientation: Orientation::REFERENCE,
                };
                let position = Deblockle::new(&[gold, other], [0, 0], Player::One, false).unwrap();
                let mut moves = Vec::new();
                position.legal_moves(&mut moves);
                for dir in Direction::ALL {
                    let Some(to) = from.step(dir) else { continue };
                    let top = orientation.tip(dir).top();
                    if to.is_star() || to == blue || matches!(top, Face::Star | Face::Stop) {
                        continue;
                    }
                    let mut generated: Vec<Square> = moves
                        .iter()
                        .filter_map(|m| match *m {
                            Move::Tip {
                                from: f,
                                dir: d,
                                hop: Some(h),
                            } if f == from && d == dir => Some(h),
                            _ => None,
                        })
                        .collect();
                    generated.sort();
                    let mut expected = Deblockle::hop_targets(top, to, &[blue]);
                    expected.sort();
                    assert_eq!(generated, expected, "{from} tipped {dir} with {top} up");
                }
            }
        }
    }
}
