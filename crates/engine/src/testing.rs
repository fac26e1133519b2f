//! A tiny game for the tests of the crates built on the engine (record, store, app session),
//! so that they can exercise the game-neutral machinery without either real game.
//! Compiled for the engine's own tests and with the `testing` feature.

use crate::error::ParseError;
use crate::game::Game;
use crate::notation::Notation;
use crate::outcome::{Outcome, WinReason};
use crate::player::Player;
use crate::GameKind;

/// A counter from -3 to 3: move `1` pushes it up, `0` down; reaching 3 wins for seat one,
/// -3 for seat two. Squares 0 to 2 hold pieces of the side to move; the piece on square 2
/// can never move (its move `2` is never legal: a touch-move forfeit). Position text:
/// `VALUE SIDE`, e.g. `0 one`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Counter {
    /// The counter, from -3 to 3.
    pub value: i8,
    /// The side to move.
    pub side: Player,
}

impl Counter {
    /// The start: 0, seat one to move.
    pub fn start() -> Self {
        Counter {
            value: 0,
            side: Player::One,
        }
    }
}

impl Game for Counter {
    type Move = u8;
    type Square = u8;
    const KIND: GameKind = GameKind::Gobblet;
    const THREEFOLD_REPETITION_DRAWS: bool = true;

    fn side_to_move(&self) -> Player {
        self.side
    }
    fn legal_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        if self.outcome().is_none() {
            moves.extend([0, 1]);
        }
    }
    fn play(&mut self, mv: u8) {
        self.value += if mv == 0 { -1 } else { 1 };
        self.side = self.side.other();
    }
    fn outcome(&self) -> Option<Outcome> {
        let winner = match self.value {
            3 => Player::One,
            -3 => Player::Two,
            _ => return None,
        };
        Some(Outcome::Win {
            winner,
            reason: WinReason::LineOfFour,
        })
    }
    fn zobrist(&self) -> u64 {
        (u64::from(self.value.unsigned_abs()) << 2)
            | (u64::from(self.value < 0) << 1)
            | self.side.index() as u64
    }
    fn move_origin(mv: u8) -> Option<u8> {
        Some(mv)
    }
    fn is_own_piece(&self, square: u8) -> bool {
        square <= 2
    }
}

impl Notation for Counter {
    fn parse_position(text: &str) -> Result<Self, ParseError> {
        let (value, side) = text
            .trim()
            .split_once(' ')
            .ok_or_else(|| ParseError::new(0, "expected VALUE SIDE"))?;
        let value: i8 = value.parse().map_err(|_| ParseError::new(0, "bad value"))?;
        if !(-3..=3).contains(&value) {
            return Err(ParseError::new(0, "value out of range"));
        }
        let side = match side {
            "one" => Player::One,
            "two" => Player::Two,
            _ => return Err(ParseError::new(value.to_string().len() + 1, "bad side")),
        };
        Ok(Counter { value, side })
    }
    fn format_position(&self) -> String {
        format!("{} {}", self.value, self.side)
    }
    fn parse_move(text: &str) -> Result<u8, ParseError> {
        Self::parse_square(text)
    }
    fn parse_square(text: &str) -> Result<u8, ParseError> {
        match text.trim() {
            "0" => Ok(0),
            "1" => Ok(1),
            "2" => Ok(2),
            _ => Err(ParseError::new(0, format!("not a square: {text:?}"))),
        }
    }
}
