//! Store benchmarks: appending an action (autosave, p50/p99), and listing and statistics
//! with 10,000 saved games. Run with `cargo bench -p tipgobble-store`; figures go in
//! `docs/benchmarks.md`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // benchmark code

use std::time::{Duration, Instant};

use engine::GameKind;
use rusqlite::params;
use store::{NewGame, Period, Side, StatsQuery, Store};

const GAMES: usize = 10_000;
const ACTIONS_PER_GAME: usize = 40;
const APPENDS: usize = 2_000;

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

/// Fills a fresh store file with 10,000 games (60% finished) of 40 actions each, written in
/// one transaction through SQL for speed, then opens it with the store.
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
                finished.then_some(ACTIONS_PER_GAME as i64),
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
        let (mut store, _) = Store::open(&path).unwrap();
        let id = store.create_game(&new_game()).unwrap();
        report(
            "append_action (smoke run)",
            time(10, || store.append_action(id, "a1").unwrap()),
        );
        return;
    }

    let started = Instant::now();
    let mut store = filled_store(&path);
    println!(
        "filled {GAMES} games x {ACTIONS_PER_GAME} actions in {:.1} s",
        started.elapsed().as_secs_f64()
    );

    let id = store.create_game(&new_game()).unwrap();
    report(
        "append_action (synchronous=NORMAL)",
        time(APPENDS, || store.append_action(id, "a1-b2").unwrap()),
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
        time(200, || store.saved_game(5_000).unwrap()),
    );
    drop(store);
    report(
        "Store::open (10,000 games, quick_check)",
        time(10, || Store::open(&path).unwrap()),
    );
}
