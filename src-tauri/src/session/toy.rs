//! A tiny game for testing the session without either real game: a counter from -3 to 3.
//! Square 1 pushes it up, square 0 down; reaching 3 wins for seat one, -3 for seat two.
//! Square 2 holds a piece that can never move (for touch-move forfeits).

use std::sync::atomic::{AtomicBool, Ordering};

use engine::{Game, GameKind, GameRecord, Notation, Outcome, ParseError, Player, WinReason};

use super::{AppGame, Opponent};
use crate::view::{BoardView, GobbletBoard, MoveView, Origin};

/// The toy position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Counter {
    pub value: i8,
    pub side: Player,
}

impl Counter {
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
        ((self.value + 3) as u64) << 1 | self.side.index() as u64
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
        let value: i8 = text
            .trim()
            .parse()
            .map_err(|_| ParseError::new(0, "not a number"))?;
        Ok(Counter {
            value,
            side: Player::One,
        })
    }
    fn format_position(&self) -> String {
        self.value.to_string()
    }
    fn parse_move(text: &str) -> Result<u8, ParseError> {
        match text.trim() {
            "0" => Ok(0),
            "1" => Ok(1),
            "2" => Ok(2),
            _ => Err(ParseError::new(0, "a move is 0, 1 or 2")),
        }
    }
    fn parse_square(text: &str) -> Result<u8, ParseError> {
        Self::parse_move(text)
    }
}

impl AppGame for Counter {
    fn board(&self) -> BoardView {
        BoardView::Gobblet(GobbletBoard {
            squares: Vec::new(),
            reserves: [vec![self.value.unsigned_abs()], Vec::new()],
        })
    }
    fn move_view(&self, mv: u8) -> MoveView {
        MoveView {
            text: mv.to_string(),
            from: Origin::Square {
                square: mv.to_string(),
            },
            tip: None,
            face: None,
            to: Some(mv.to_string()),
            capture: false,
        }
    }
}

/// A toy computer: always pushes toward its own win; accepts draws from level 3 up.
pub struct Pusher;

impl Opponent<Counter> for Pusher {
    fn choose(
        &self,
        record: &GameRecord<Counter>,
        _level: u8,
        progress: &mut dyn FnMut(u32, u64, Option<u8>),
        cancel: &AtomicBool,
    ) -> Option<u8> {
        if cancel.load(Ordering::Relaxed) {
            return None;
        }
        let mv = match record.position().side_to_move() {
            Player::One => 1,
            Player::Two => 0,
        };
        progress(1, 2, Some(mv));
        Some(mv)
    }
    fn accepts_draw(&self, _record: &GameRecord<Counter>, level: u8) -> bool {
        level >= 3
    }
    fn hint(
        &self,
        record: &GameRecord<Counter>,
        cancel: &AtomicBool,
    ) -> Option<(u8, super::HintVerdict)> {
        let mv = self.choose(record, 5, &mut |_, _, _| {}, cancel)?;
        Some((mv, super::HintVerdict::Better))
    }
}
