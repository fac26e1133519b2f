//! Tests of the Deblockle rules, each on a concrete position written in the notation.

mod hop_targets;
mod perft;
mod props;
mod reference;
mod rules;
mod setup;
mod text;

use super::{Deblockle, Move, Square};
use crate::{Game, Notation};

/// Parses a position that the test knows is valid.
fn pos(text: &str) -> Deblockle {
    match Deblockle::parse_position(text) {
        Ok(p) => p,
        Err(e) => panic!("{text:?}: {e}"),
    }
}

/// Parses a square name.
fn sq(text: &str) -> Square {
    Square::parse(text).unwrap()
}

/// The legal moves as sorted strings.
fn moves(position: &Deblockle) -> Vec<String> {
    let mut list = Vec::new();
    position.legal_moves(&mut list);
    let mut texts: Vec<String> = list.iter().map(Move::to_string).collect();
    texts.sort();
    texts
}

/// The legal moves of the block on `from`, as sorted strings.
fn moves_from(position: &Deblockle, from: &str) -> Vec<String> {
    moves(position)
        .into_iter()
        .filter(|m| m.starts_with(from))
        .collect()
}

/// The position after playing the legal move `text`.
fn after(position: &Deblockle, text: &str) -> Deblockle {
    let mv = position
        .parse_legal_move(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    let mut next = *position;
    next.play(mv);
    next
}
