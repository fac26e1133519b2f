//! Shared test helpers: a tiny game that implements the engine's traits, and new games.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code
#![allow(dead_code)]

use engine::{
    Action, Game, GameKind, GameRecord, Notation, Outcome, ParseError, Player, WinReason,
};
use store::{GameId, GameResult, NewGame, Side, Store};

/// A tiny game: a counter from -3 to 3. Move `1` pushes it up, `0` down; reaching 3 wins
/// for seat one, -3 for seat two. Squares 0 to 2 hold pieces of the side to move; square 2
/// can never move (a touch-move forfeit). Position text: `VALUE SIDE`, e.g. `0 one`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Counter {
    pub value: i8,
    pub side: Player,
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
        ((self.value as i64 + 8) as u64) << 1 | self.side.index() as u64
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
        match text.trim() {
            "0" => Ok(0),
            "1" => Ok(1),
            _ => Err(ParseError::new(0, format!("not a move: {text:?}"))),
        }
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

/// A new Counter game (saved as kind `gobblet`) between Anna and the AI at level 3.
pub fn counter_game() -> NewGame {
    NewGame {
        kind: GameKind::Gobblet,
        setup: "0 one".into(),
        touch_move: true,
        variants: vec![],
        handicaps: vec!["first:one".into()],
        one: Side::person("Anna"),
        two: Side::ai(3),
        title: None,
        app_version: "0.1.0-test".into(),
    }
}

/// A fresh store in a temporary directory (kept alive by the returned guard).
pub fn temp_store() -> (tempfile::TempDir, std::path::PathBuf, Store) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite");
    let (store, report) = Store::open(&path).unwrap();
    assert_eq!(report, store::OpenReport::default());
    (dir, path, store)
}

/// A clock for tests: a fixed start that each call moves on by one second.
pub fn ticking_clock(start_ms: i64) -> impl Fn() -> i64 + Send + Sync + 'static {
    let now = std::sync::atomic::AtomicI64::new(start_ms);
    move || now.fetch_add(1000, std::sync::atomic::Ordering::Relaxed)
}

/// Plays `actions` in a new Counter game from [`counter_game`]'s start (`0 one`, touch-move
/// on) and autosaves each to game `id` as the app does: applied to the record first, then
/// appended with the moves so far; the one that ends the game with its result. Returns the
/// record as played.
pub fn autosave(store: &mut Store, id: GameId, actions: &[&str]) -> GameRecord<Counter> {
    let mut record = GameRecord::new(Counter::parse_position("0 one").unwrap(), true);
    for text in actions {
        record.apply(Action::parse(text).unwrap()).unwrap();
        let plies = record.moves().len() as u32;
        match record.outcome() {
            Some(outcome) => store
                .append_final_action(id, text, &GameResult::from(outcome), plies)
                .unwrap(),
            None => store.append_action(id, text, plies).unwrap(),
        };
    }
    record
}
