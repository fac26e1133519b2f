//! Tests of the Gobblet rules, notation, record integration, perft and random games.

mod notation;
mod perft;
mod props;
mod record;
mod reference;
mod rules;

use crate::game::Game;
use crate::notation::Notation;

use super::{Gobblet, Move};

/// Parses a position that the test expects to be valid.
fn pos(text: &str) -> Gobblet {
    match Gobblet::parse_position(text) {
        Ok(p) => p,
        Err(e) => panic!("bad test position {text:?}: {e}"),
    }
}

/// The legal moves as sorted strings.
fn moves(position: &Gobblet) -> Vec<String> {
    let mut list = Vec::new();
    position.legal_moves(&mut list);
    let mut texts: Vec<String> = list.iter().map(Move::to_string).collect();
    texts.sort();
    texts
}

/// Whether the move written `text` is legal in `position`.
fn legal(position: &Gobblet, text: &str) -> bool {
    position.is_legal(Gobblet::parse_move(text).unwrap())
}

/// Plays the space-separated moves, each of which must be legal.
fn after(position: &Gobblet, line: &str) -> Gobblet {
    let mut p = *position;
    for text in line.split_whitespace() {
        let mv = p
            .parse_legal_move(text)
            .unwrap_or_else(|e| panic!("{text} in {}: {e}", p.format_position()));
        p.play(mv);
    }
    p
}
