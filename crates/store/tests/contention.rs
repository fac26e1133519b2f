//! Two processes append to one saved game at once (two copies of the app resuming the same
//! unfinished game): every append either lands as the next action of the log or is refused
//! with [`StoreError::OutOfStep`] and writes nothing, so the log never interleaves two
//! writers' lines of play and the game still replays.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

mod common;

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

use engine::gobblet::Gobblet;
use engine::GameKind;
use store::{GameState, NewGame, Side, Store, StoreError};

const SETUP: &str = "..../..../..../.... W:444 B:444 W";
/// Actions each writer lands.
const EACH: usize = 60;

#[test]
fn an_append_out_of_step_is_refused_and_writes_nothing() {
    let (_dir, _path, mut store) = common::temp_store();
    let id = store.create_game(&common::counter_game()).unwrap();
    store.append_action(id, 0, "1", 1).unwrap();
    let before = store.saved_game(id).unwrap();
    for seq in [0, 2, 7] {
        match store.append_action(id, seq, "0", 1) {
            Err(StoreError::OutOfStep {
                id: got,
                expected,
                found,
            }) => assert_eq!((got, expected, found), (id, seq, 1)),
            other => panic!("seq {seq}: {other:?}"),
        }
    }
    let result = store::GameResult::from(engine::Outcome::Win {
        winner: engine::Player::One,
        reason: engine::WinReason::Resignation,
    });
    assert!(matches!(
        store.append_final_action(id, 0, "resign:two", &result, 1),
        Err(StoreError::OutOfStep { .. })
    ));
    assert_eq!(store.saved_game(id).unwrap(), before, "nothing was written");
    store.append_action(id, 1, "0", 2).unwrap();
    assert_eq!(store.saved_game(id).unwrap().actions, ["1", "0"]);
}

/// Starts a writer on game `id`; it loads the game, then waits for `go` on its stdin.
fn spawn_writer(path: &std::path::Path, id: i64, seed: u64) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_store-writer-child"))
        .arg(path)
        .arg(id.to_string())
        .arg(seed.to_string())
        .arg(EACH.to_string())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

#[test]
fn two_processes_appending_to_one_game_never_interleave_and_the_game_replays() {
    let (_dir, path, mut store) = common::temp_store();
    let id = store
        .create_game(&NewGame {
            kind: GameKind::Gobblet,
            setup: SETUP.into(),
            touch_move: false,
            variants: vec![],
            handicaps: vec![],
            one: Side::person("Anna"),
            two: Side::person("Bo"),
            title: None,
            app_version: "contention-test".into(),
        })
        .unwrap();
    drop(store);

    let mut writers: Vec<_> = [11, 29].map(|seed| spawn_writer(&path, id, seed)).into();
    // Wait until both have loaded the game (an empty log), so that neither can finish before
    // the other has started; then they start together.
    let mut outputs: Vec<_> = writers
        .iter_mut()
        .map(|w| BufReader::new(w.stdout.take().unwrap()).lines())
        .collect();
    for (who, lines) in outputs.iter_mut().enumerate() {
        let first = lines.next().map(Result::unwrap);
        assert_eq!(
            first.as_deref(),
            Some("ready"),
            "writer {who} did not load the game"
        );
    }
    for w in &mut writers {
        writeln!(w.stdin.as_mut().unwrap(), "go").unwrap();
    }
    let mut landed: BTreeMap<u32, (usize, String)> = BTreeMap::new();
    let mut refusals = 0;
    for (who, (w, lines)) in writers.into_iter().zip(outputs).enumerate() {
        let lines: Vec<String> = lines.map(Result::unwrap).collect();
        let output = w.wait_with_output().unwrap();
        assert!(
            output.status.success(),
            "writer {who}: {:?} {}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        );
        for line in lines {
            let parts: Vec<&str> = line.split(' ').collect();
            match parts.as_slice() {
                ["append", game, seq, text] => {
                    assert_eq!(game.parse::<i64>().unwrap(), id);
                    let previous = landed.insert(seq.parse().unwrap(), (who, (*text).into()));
                    assert_eq!(previous, None, "two writers landed action {seq}");
                }
                ["refused", _, seq, found] => {
                    let (seq, found): (u32, u32) = (seq.parse().unwrap(), found.parse().unwrap());
                    assert!(found > seq, "refused {seq} although the log held {found}");
                    refusals += 1;
                }
                _ => panic!("writer {who}: unexpected line {line:?}"),
            }
        }
    }

    let (mut store, report) = Store::open(&path).unwrap();
    assert_eq!(report.notice, None);
    let saved = store.saved_game(id).unwrap();
    // Every landed action is in the log at the number its writer expected, and nothing else.
    assert_eq!(saved.actions.len(), 2 * EACH);
    let logged: Vec<String> = landed.values().map(|(_, text)| text.clone()).collect();
    assert_eq!(saved.actions, logged);
    assert_eq!(
        landed.keys().copied().collect::<Vec<_>>(),
        (0..2 * EACH as u32).collect::<Vec<_>>()
    );
    // Both started from an empty log, so whichever appended second was refused at least once.
    assert!(refusals > 0, "the two writers never met");
    let writers_seen: std::collections::BTreeSet<usize> =
        landed.values().map(|(who, _)| *who).collect();
    assert_eq!(writers_seen.len(), 2, "both writers landed actions");
    // And the game replays through the engine, as saved.
    let record = store.load_as::<Gobblet>(id).unwrap();
    assert_eq!(record.log().len(), 2 * EACH);
    let listed = store.list_games().unwrap();
    assert!(!matches!(listed[0].state, GameState::Damaged { .. }));
    assert_eq!(listed[0].plies, Some(record.moves().len() as u32));
}
