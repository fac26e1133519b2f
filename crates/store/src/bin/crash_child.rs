//! The child process of the crash test (`tests/crash.rs`): opens the store at the path given
//! as its first argument and autosaves actions until it is killed. After each transaction
//! commits it prints one line on stdout, flushed, before starting the next:
//!
//! - `created ID` — a new game was created;
//! - `append ID SEQ TEXT` — action number SEQ (0-based) of game ID was appended;
//! - `finish ID SEQ TEXT` — the final action SEQ was appended with the game's result.
//!
//! Each action `aN` stands for a move, so a game's moves so far are its number of actions
//! until the final `resign:one`, which adds none; the crash test checks that the count
//! committed with each action matches the log.
//!
//! Any problem (a notice on open, an error) is printed on stderr and exits with code 1.

use std::io::Write;
use std::process::ExitCode;

use engine::{GameKind, Outcome, Player, WinReason};
use store::{GameResult, NewGame, Side, Store, StoreError};

/// Actions per game before it is finished and a new one started.
const ACTIONS_PER_GAME: u32 = 40;

fn new_game() -> NewGame {
    NewGame {
        kind: GameKind::Gobblet,
        setup: "crash-test".into(),
        touch_move: false,
        variants: vec![],
        handicaps: vec![],
        one: Side::person("Crash"),
        two: Side::ai(1),
        title: None,
        app_version: "crash-child".into(),
    }
}

fn run(path: &str) -> Result<(), StoreError> {
    let (mut store, report) = Store::open(path)?;
    if let Some(notice) = report.notice {
        return Err(StoreError::Invalid(format!(
            "opened with a notice: {notice:?}"
        )));
    }
    let out = std::io::stdout();
    let say = |line: String| -> Result<(), StoreError> {
        let mut lock = out.lock();
        writeln!(lock, "{line}")?;
        lock.flush()?;
        Ok(())
    };
    let mut current = store.list_unfinished()?.first().map(|g| (g.id, g.actions));
    loop {
        let (id, next) = match current {
            Some(game) => game,
            None => {
                let id = store.create_game(&new_game())?;
                say(format!("created {id}"))?;
                (id, 0)
            }
        };
        let text = format!("a{next}");
        if next + 1 >= ACTIONS_PER_GAME {
            let result = GameResult::from(Outcome::Win {
                winner: Player::Two,
                reason: WinReason::Resignation,
            });
            store.append_final_action(id, next, "resign:one", &result, next)?;
            say(format!("finish {id} {next} resign:one"))?;
            current = None;
        } else {
            store.append_action(id, next, &text, next + 1)?;
            say(format!("append {id} {next} {text}"))?;
            current = Some((id, next + 1));
        }
    }
}

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: store-crash-child STORE-PATH");
        return ExitCode::from(2);
    };
    match run(&path) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("store-crash-child: {e}");
            ExitCode::from(1)
        }
    }
}
