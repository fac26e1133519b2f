//! One of the two writers of the contention test (`tests/contention.rs`): another copy of the
//! app playing the same saved Gobblet game. Arguments: the store's path, the game, a seed and
//! how many actions to land. It loads the game (as the app does when it opens it), says
//! `ready` on stdout, waits for a line `go` on stdin so that both writers start together from
//! the same log, then plays legal moves (and `undo` once the game is over), appending each
//! with the sequence number it expects. After each append it prints one line on stdout,
//! flushed:
//!
//! - `append ID SEQ TEXT` — the action landed as number SEQ (0-based) of game ID;
//! - `refused ID SEQ FOUND` — the store refused it: the log holds FOUND actions, not SEQ.
//!   The writer then loads the game again, as a person would reopen it, and goes on.
//!
//! It stops after landing as many actions as asked. Any other problem is printed on stderr
//! and exits with code 1.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use engine::gobblet::Gobblet;
use engine::{Action, Game, GameRecord};
use store::{GameId, GameResult, LoadedGame, Store, StoreError};

/// A small seeded generator (xorshift64*), enough to vary the moves of the two writers.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let x = self.0.wrapping_mul(0x2545_F491_4F6C_DD1D);
        (x % n.max(1) as u64) as usize
    }
}

fn load(store: &mut Store, id: GameId) -> Result<GameRecord<Gobblet>, StoreError> {
    match store.load(id)? {
        LoadedGame::Gobblet(record) => Ok(record),
        LoadedGame::Deblockle(_) => Err(StoreError::Invalid(format!("game {id} is not Gobblet"))),
    }
}

/// The next action of this writer on `record`: a random legal move, or undo when the game
/// is over (which reopens it, so the two writers can go on as long as the test needs).
fn next_action(record: &GameRecord<Gobblet>, rng: &mut Rng) -> Action<Gobblet> {
    if record.outcome().is_some() {
        return Action::Undo;
    }
    let mut moves = Vec::new();
    record.position().legal_moves(&mut moves);
    match moves.get(rng.below(moves.len())) {
        Some(&mv) => Action::Move(mv),
        None => Action::Undo,
    }
}

fn run(path: &str, id: GameId, seed: u64, count: usize) -> Result<(), StoreError> {
    let out = std::io::stdout();
    let say = |line: String| -> Result<(), StoreError> {
        let mut lock = out.lock();
        writeln!(lock, "{line}")?;
        lock.flush()?;
        Ok(())
    };
    let (mut store, _) = Store::open(path)?;
    let mut record = load(&mut store, id)?;
    say("ready".into())?;
    let mut go = String::new();
    std::io::stdin().lock().read_line(&mut go)?;
    if go.trim() != "go" {
        return Err(StoreError::Invalid(format!("expected go, read {go:?}")));
    }
    let mut rng = Rng(seed | 1);
    let mut landed = 0;
    while landed < count {
        let action = next_action(&record, &mut rng);
        let mut after = record.clone();
        after
            .apply(action)
            .map_err(|e| StoreError::Invalid(format!("{action}: {e}")))?;
        // The number of actions this writer knows to be saved: its own record's log.
        let seq = u32::try_from(record.log().len()).unwrap_or(u32::MAX);
        let plies = u32::try_from(after.moves().len()).unwrap_or(u32::MAX);
        let text = action.to_string();
        let appended = match after.outcome() {
            Some(outcome) => {
                store.append_final_action(id, seq, &text, &GameResult::from(outcome), plies)
            }
            None => store.append_action(id, seq, &text, plies),
        };
        match appended {
            Ok(()) => {
                say(format!("append {id} {seq} {text}"))?;
                record = after;
                landed += 1;
            }
            Err(StoreError::OutOfStep { found, .. }) => {
                say(format!("refused {id} {seq} {found}"))?;
                record = load(&mut store, id)?;
            }
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let parsed = match args.as_slice() {
        [path, id, seed, count] => id
            .parse()
            .ok()
            .zip(seed.parse().ok())
            .zip(count.parse().ok())
            .map(|((id, seed), count)| (path, id, seed, count)),
        _ => None,
    };
    let Some((path, id, seed, count)) = parsed else {
        eprintln!("usage: store-writer-child STORE-PATH GAME-ID SEED COUNT");
        return ExitCode::from(2);
    };
    match run(path, id, seed, count) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("store-writer-child: {e}");
            ExitCode::from(1)
        }
    }
}
