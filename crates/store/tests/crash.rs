//! The crash test: a child process autosaving actions is killed with SIGKILL at random
//! moments, again and again; every time the store must open cleanly and hold every action
//! whose transaction the child had reported committed (and at most one more per game: the
//! one committed but killed before it was reported).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code
#![cfg(unix)]

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read};
use std::os::unix::process::ExitStatusExt;
use std::process::{Command, Stdio};
use std::time::Duration;

use store::{GameId, GameState, Store};

const KILLS: usize = 220;

/// What the test knows to be committed, game by game.
#[derive(Debug, Default, Clone)]
struct Expected {
    actions: Vec<String>,
    finished: bool,
}

#[test]
fn killing_the_app_at_any_instant_loses_no_committed_action() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite");
    let child_bin = env!("CARGO_BIN_EXE_store-crash-child");
    let mut rng = fastrand::Rng::with_seed(0x5EED);
    let mut expected: BTreeMap<GameId, Expected> = BTreeMap::new();
    let mut kills_after_an_append = 0;
    let mut reported_total = 0;

    for round in 0..KILLS {
        let mut child = Command::new(child_bin)
            .arg(&path)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (sender, lines_in) = std::sync::mpsc::channel::<String>();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut lines = Vec::new();
        if rng.u8(0..4) == 0 {
            // Early: while the child starts, opens or migrates the store, or its first action.
            std::thread::sleep(Duration::from_micros(rng.u64(0..8_000)));
        } else {
            // Mid-flight: once the child is appending (however long a loaded machine takes
            // to start it), anywhere in its next dozens of transactions.
            match lines_in.recv_timeout(Duration::from_secs(30)) {
                Ok(line) => lines.push(line),
                Err(e) => panic!("round {round}: the child reported nothing: {e}"),
            }
            std::thread::sleep(Duration::from_micros(rng.u64(0..20_000)));
        }
        child.kill().unwrap(); // SIGKILL
        let status = child.wait().unwrap();
        let mut stderr = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut stderr)
            .unwrap();
        assert_eq!(
            status.signal(),
            Some(9),
            "round {round}: the child stopped by itself: {status:?} {stderr}"
        );
        reader.join().unwrap();
        lines.extend(lines_in.try_iter());
        reported_total += lines.len();
        if lines.iter().any(|l| l.starts_with("append")) {
            kills_after_an_append += 1;
        }
        for line in &lines {
            let parts: Vec<&str> = line.split(' ').collect();
            match parts.as_slice() {
                ["created", id] => {
                    expected.entry(id.parse().unwrap()).or_default();
                }
                [what @ ("append" | "finish"), id, seq, text] => {
                    let game = expected.entry(id.parse().unwrap()).or_default();
                    let seq: usize = seq.parse().unwrap();
                    assert_eq!(seq, game.actions.len(), "round {round}: {line}");
                    game.actions.push((*text).to_owned());
                    game.finished = *what == "finish";
                }
                _ => panic!("round {round}: unexpected line {line:?}"),
            }
        }

        // The store opens cleanly and holds everything reported.
        let (store, report) = Store::open(&path).unwrap();
        assert_eq!(report.notice, None, "round {round}");
        let listed = store.list_games().unwrap();
        assert!(
            listed.len() <= expected.len() + 1,
            "round {round}: at most one unreported game"
        );
        for summary in &listed {
            let saved = store.saved_game(summary.id).unwrap();
            assert_eq!(
                summary.actions as usize,
                saved.actions.len(),
                "round {round}: the count and the log agree"
            );
            let known = expected.entry(summary.id).or_default();
            assert!(
                saved.actions.starts_with(&known.actions),
                "round {round}: game {} lost committed actions: has {:?}, committed {:?}",
                summary.id,
                saved.actions.len(),
                known.actions.len()
            );
            assert!(
                saved.actions.len() <= known.actions.len() + 1,
                "round {round}: more than one unreported action"
            );
            if known.finished {
                assert!(matches!(summary.state, GameState::Finished { .. }));
            }
            // The moves so far were committed with their action: every action of the child
            // is a move, except the final resignation.
            let finished = matches!(summary.state, GameState::Finished { .. });
            let moves = saved.actions.len() - usize::from(finished);
            assert_eq!(
                summary.plies,
                Some(moves as u32),
                "round {round}: game {} moves so far and its log disagree",
                summary.id
            );
            // What is in the store now is committed: the next rounds must keep it too.
            known.actions = saved.actions.clone();
            known.finished = matches!(summary.state, GameState::Finished { .. });
        }
        for id in expected.keys() {
            assert!(
                listed.iter().any(|g| g.id == *id),
                "round {round}: game {id} was committed and is gone"
            );
        }
    }
    eprintln!(
        "{KILLS} kills, {kills_after_an_append} after an append, {reported_total} transactions \
         reported, {} games",
        expected.len()
    );
    // The kills were spread over the child's life, not all before it started working.
    assert!(
        kills_after_an_append >= KILLS / 2,
        "only {kills_after_an_append} of {KILLS} kills came after an append"
    );
    assert!(
        reported_total > 1000,
        "only {reported_total} transactions in all"
    );
}
