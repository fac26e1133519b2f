//! Shared test helpers: a tiny game that implements the engine's traits, and new games.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code
#![allow(dead_code)]

use engine::{Action, GameKind, GameRecord, Notation};
use store::{GameId, GameResult, NewGame, Side, Store};

pub use engine::testing::Counter;

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
    for (seq, text) in (0..).zip(actions) {
        record.apply(Action::parse(text).unwrap()).unwrap();
        let plies = record.moves().len() as u32;
        match record.outcome() {
            Some(outcome) => store
                .append_final_action(id, seq, text, &GameResult::from(outcome), plies)
                .unwrap(),
            None => store.append_action(id, seq, text, plies).unwrap(),
        };
    }
    record
}
