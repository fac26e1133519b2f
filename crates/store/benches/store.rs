//! Store benchmarks: appending an action (autosave, p50/p99), listing and statistics with
//! 10,000 saved games, and the one-time migration to schema version 3 (replaying the
//! unfinished games to count their moves). Run with `cargo bench -p tipgobble-store`;
//! figures go in `docs/benchmarks.md`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // benchmark code

use std::time::{Duration, Instant};

use engine::deblockle::Deblockle;
use engine::gobblet::Gobblet;
use engine::{Action, GameKind, GameRecord, Notation};
use rusqlite::params;
use store::{NewGame, Period, Side, StatsQuery, Store};

const GAMES: usize = 10_000;
const ACTIONS_PER_GAME: usize = 40;
const APPENDS: usize = 2_000;
/// Unfinished games in the file the migration benchmark migrates to version 3.
const MIGRATED_GAMES: usize = 4_000;

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index]
}

fn report(name: &str, mut samples: Vec<Duration>) {
    samples.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{name:<44} n={:<5} p50={:>8.3} ms  p99={:>8.3} ms  max={:>8.3} ms",
        samples.len(),
        ms(percentile(&samples, 0.50)),
        ms(percentile(&samples, 0.99)),
        ms(samples[samples.len() - 1]),
    );
}

fn time<T>(runs: usize, mut f: impl FnMut() -> T) -> Vec<Duration> {
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            std::hint::black_box(f());
            start.elapsed()
        })
        .collect()
}

fn side(rng: &mut fastrand::Rng) -> Side {
    match rng.u8(0..4) {
        0 => Side::person("Anna"),
        1 => Side::person("Bo"),
        _ => Side::ai(rng.u8(1..=5)),
    }
}

/// Fills a fresh store file with 10,000 games (60% finished) of 40 actions each (every one
/// counted as a move), written in one transaction through SQL for speed, then opens it with
/// the store.
fn filled_store(path: &std::path::Path) -> Store {
    drop(Store::open(path).unwrap());
    let mut conn = rusqlite::Connection::open(path).unwrap();
    let tx = conn.transaction().unwrap();
    let mut rng = fastrand::Rng::with_seed(1);
    let start = 1_700_000_000_000_i64;
    for i in 0..GAMES {
        let at = start + i as i64 * 3_600_000;
        let finished = rng.u8(0..10) < 6;
        let winner = finished.then(|| ["one", "two", "draw"][rng.usize(0..3)]);
        let reason = winner.map(|w| {
            if w == "draw" {
                "agreement"
            } else {
                "resignation"
            }
        });
        let key = |s: Side| match s {
            Side::Ai { level } => format!("ai:{level}"),
            Side::Person { name } => format!("person:{name}"),
        };
        tx.execute(
            "INSERT INTO games (kind, setup, touch_move, variants, handicaps, side_one, side_two,
                 title, created_at, updated_at, action_count, winner, reason, finished_at, plies,
                 app_version, engine_version)
             VALUES (?1, 'setup', 0, '', '', ?2, ?3, NULL, ?4, ?4, ?5, ?6, ?7, ?8, ?9, 'b', 'b')",
            params![
                if rng.bool() { "gobblet" } else { "deblockle" },
                key(side(&mut rng)),
                key(side(&mut rng)),
                at,
                ACTIONS_PER_GAME as i64,
                winner,
                reason,
                finished.then_some(at),
                ACTIONS_PER_GAME as i64,
            ],
        )
        .unwrap();
        let id = tx.last_insert_rowid();
        let mut insert = tx
            .prepare_cached("INSERT INTO actions (game_id, seq, text, at) VALUES (?1, ?2, ?3, ?4)")
            .unwrap();
        for seq in 0..ACTIONS_PER_GAME {
            insert
                .execute(params![id, seq as i64, "a1-b2", at])
                .unwrap();
        }
    }
    tx.commit().unwrap();
    drop(conn);
    let (store, report) = Store::open(path).unwrap();
    assert!(report.notice.is_none());
    store
}

/// Plays a random game of `G` from `setup` for about `actions` actions (moves, and an undo
/// whenever a move ends the game, so that it stays unfinished); returns the action texts.
fn random_unfinished<G: Notation>(
    setup: &str,
    actions: usize,
    rng: &mut fastrand::Rng,
) -> Vec<String> {
    let mut record = GameRecord::new(G::parse_position(setup).unwrap(), false);
    let mut moves = Vec::new();
    let mut texts = Vec::new();
    while texts.len() < actions || record.outcome().is_some() {
        let action = if record.outcome().is_some() {
            Action::Undo
        } else {
            record.position().legal_moves(&mut moves);
            Action::Move(moves[rng.usize(0..moves.len())])
        };
        record.apply(action).unwrap();
        texts.push(action.to_string());
    }
    texts
}

/// Writes a store file at schema version 2 holding `games` unfinished real games (half
/// Gobblet, half Deblockle) of 40 actions each, without their moves so far: what the
/// migration to version 3 finds on a phone that kept playing with the previous app.
fn version_2_file(path: &std::path::Path, games: usize) {
    const GOBBLET: &str = "..../..../..../.... W:444 B:444 W";
    const DEBLOCKLE: &str =
        "Gc1:S/L,Ge1:S/L,Gc3:S/L,Ge3:S/L,Bc5:S/H,Be5:S/H,Bc7:S/H,Be7:S/H 0-0 gold";
    drop(Store::open(path).unwrap());
    let mut conn = rusqlite::Connection::open(path).unwrap();
    let tx = conn.transaction().unwrap();
    let mut rng = fastrand::Rng::with_seed(2);
    for i in 0..games {
        let (kind, setup, actions) = if i % 2 == 0 {
            let a = random_unfinished::<Gobblet>(GOBBLET, ACTIONS_PER_GAME, &mut rng);
            ("gobblet", GOBBLET, a)
        } else {
            let a = random_unfinished::<Deblockle>(DEBLOCKLE, ACTIONS_PER_GAME, &mut rng);
            ("deblockle", DEBLOCKLE, a)
        };
        tx.execute(
            "INSERT INTO games (kind, setup, touch_move, side_one, side_two, created_at,
                 updated_at, action_count, app_version, engine_version, plies)
             VALUES (?1, ?2, 0, 'person:Anna', 'ai:3', ?3, ?3, ?4, 'b', 'b', NULL)",
            params![kind, setup, i as i64, actions.len() as i64],
        )
        .unwrap();
        let id = tx.last_insert_rowid();
        let mut insert = tx
            .prepare_cached("INSERT INTO actions (game_id, seq, text, at) VALUES (?1, ?2, ?3, ?4)")
            .unwrap();
        for (seq, text) in actions.iter().enumerate() {
            insert
                .execute(params![id, seq as i64, text, i as i64])
                .unwrap();
        }
    }
    tx.pragma_update(None, "user_version", 2).unwrap();
    tx.commit().unwrap();
}

fn new_game() -> NewGame {
    NewGame {
        kind: GameKind::Gobblet,
        setup: "setup".into(),
        touch_move: false,
        variants: vec![],
        handicaps: vec![],
        one: Side::person("Anna"),
        two: Side::ai(3),
        title: None,
        app_version: "bench".into(),
    }
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` runs this once, quickly.
    let quick = !std::env::args().any(|a| a == "--bench");
    let dir = std::env::current_dir()
        .unwrap()
        .join("../../target/store-bench");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("bench.sqlite");
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    println!("store file: {}", path.display());

    if quick {
        smoke_run(&path);
        return;
    }
    queries(&path);
    migration(&dir);
}

/// `cargo test --benches`: one quick run of appends, to show the benchmark still runs.
fn smoke_run(path: &std::path::Path) {
    let (mut store, _) = Store::open(path).unwrap();
    let id = store.create_game(&new_game()).unwrap();
    let mut plies = 0;
    report(
        "append_action (smoke run)",
        time(10, || {
            plies += 1;
            store.append_action(id, plies - 1, "a1", plies).unwrap()
        }),
    );
}

/// The appends and the queries on a store of [`GAMES`] games, then its opening.
fn queries(path: &std::path::Path) {
    let started = Instant::now();
    let mut store = filled_store(path);
    println!(
        "filled {GAMES} games x {ACTIONS_PER_GAME} actions in {:.1} s",
        started.elapsed().as_secs_f64()
    );

    let id = store.create_game(&new_game()).unwrap();
    let mut plies = 0;
    report(
        "append_action (synchronous=NORMAL)",
        time(APPENDS, || {
            plies += 1;
            store.append_action(id, plies - 1, "a1-b2", plies).unwrap()
        }),
    );
    report(
        "list_games (10,000)",
        time(50, || store.list_games().unwrap().len()),
    );
    report(
        "list_unfinished (~4,000)",
        time(50, || store.list_unfinished().unwrap().len()),
    );
    report(
        "statistics: people vs AI, by month",
        time(50, || {
            store
                .statistics(&StatsQuery {
                    kind: None,
                    player: None,
                    period: Period::Month,
                })
                .unwrap()
        }),
    );
    report(
        "statistics: Anna, gobblet, by week",
        time(50, || {
            store
                .statistics(&StatsQuery {
                    kind: Some(GameKind::Gobblet),
                    player: Some(Side::person("Anna")),
                    period: Period::Week,
                })
                .unwrap()
        }),
    );
    report(
        "last_game_between Anna and Bo",
        time(200, || {
            store
                .last_game_between(&Side::person("Anna"), &Side::person("Bo"), None)
                .unwrap()
        }),
    );
    report(
        "saved_game (40 actions)",
        time(200, || store.saved_game(GAMES as i64 / 2).unwrap()),
    );
    drop(store);
    report(
        "Store::open (10,000 games, quick_check)",
        time(10, || Store::open(path).unwrap()),
    );
}

/// Opening a version 2 file of [`MIGRATED_GAMES`] games, which migrates it. The migration
/// runs once per file: each run gets a fresh copy of the version 2 file.
fn migration(dir: &std::path::Path) {
    let v2 = dir.join("v2.sqlite");
    let copy = dir.join("v2-copy.sqlite");
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", v2.display()));
    }
    version_2_file(&v2, MIGRATED_GAMES);
    let mut samples = Vec::new();
    for _ in 0..5 {
        for suffix in ["-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", copy.display()));
        }
        std::fs::copy(&v2, &copy).unwrap();
        let start = Instant::now();
        let (store, report) = Store::open(&copy).unwrap();
        samples.push(start.elapsed());
        assert_eq!(report.migrated_from, Some(2));
        let listed = store.list_unfinished().unwrap();
        assert_eq!(listed.len(), MIGRATED_GAMES);
        let damaged: Vec<_> = listed
            .iter()
            .filter(|g| g.plies.is_none())
            .take(3)
            .collect();
        assert!(damaged.is_empty(), "every game replays: {damaged:?}");
    }
    report("Store::open migrating v2 -> v3 (4,000 games)", samples);
}
