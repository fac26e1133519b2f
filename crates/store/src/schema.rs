//! The database schema and its versioned migrations, kept in `PRAGMA user_version`.
//!
//! Each migration moves the schema from version `n - 1` to `n` inside one transaction that
//! also sets `user_version = n`, so a crash mid-migration leaves the previous version intact.
//! A migration is SQL, and for a change that needs the rules, a pass over the data in the same
//! transaction (version 3 replays games through the engine to count their moves).
//! Migrations are never edited once released: a change is a new entry at the end.

use rusqlite::Connection;

use crate::dispatch::replayed_plies;
use crate::error::StoreError;
use crate::games::{actions_on, result_from, set_replayed_on};
use crate::types::{GameId, GameResult};

/// Version 1: saved games and their action logs.
const V1: &str = "
CREATE TABLE games (
    id             INTEGER PRIMARY KEY,
    kind           TEXT    NOT NULL CHECK (kind IN ('gobblet', 'deblockle')),
    setup          TEXT    NOT NULL,
    touch_move     INTEGER NOT NULL CHECK (touch_move IN (0, 1)),
    variants       TEXT    NOT NULL DEFAULT '',
    handicaps      TEXT    NOT NULL DEFAULT '',
    side_one       TEXT    NOT NULL,
    side_two       TEXT    NOT NULL,
    title          TEXT,
    created_at     INTEGER NOT NULL,
    updated_at     INTEGER NOT NULL,
    action_count   INTEGER NOT NULL DEFAULT 0,
    winner         TEXT    CHECK (winner IN ('one', 'two', 'draw')),
    reason         TEXT,
    finished_at    INTEGER,
    plies          INTEGER,
    app_version    TEXT    NOT NULL,
    engine_version TEXT    NOT NULL
);
CREATE TABLE actions (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq     INTEGER NOT NULL,
    text    TEXT    NOT NULL,
    at      INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
";

/// Version 2: soft deletion (recoverable until the app closes), damage reports kept on the
/// game so the listing shows them without replaying every game, and the indexes that keep
/// the listing and the statistics fast with 10,000 games.
const V2: &str = "
ALTER TABLE games ADD COLUMN deleted_at INTEGER;
ALTER TABLE games ADD COLUMN damage TEXT;
CREATE INDEX games_listing ON games (updated_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX games_results ON games (finished_at) WHERE winner IS NOT NULL AND deleted_at IS NULL;
CREATE INDEX games_side_one ON games (side_one);
CREATE INDEX games_side_two ON games (side_two);
";

/// Version 3: every game keeps its moves so far (`plies`, the moves of its current line),
/// not only the finished ones; the autosave records them with each action. The tables do not
/// change: the migration fills `plies` for the games that lack it by replaying them through
/// their engine ([`backfill_plies`]).
const V3: &str = "";

/// Version 4: analyses of games (game review), one per game, made of the game's line as it
/// was then (`line`, its moves in notation), with the node budget per position; one row per
/// position of that line with the AI's score and best move there and, for each position but
/// the last, the judgement of the move played from it. Deleting a game deletes its analysis.
const V4: &str = "
CREATE TABLE analyses (
    game_id        INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    line           TEXT    NOT NULL,
    nodes          INTEGER NOT NULL,
    engine_version TEXT    NOT NULL,
    created_at     INTEGER NOT NULL
);
CREATE TABLE analysis_positions (
    game_id      INTEGER NOT NULL REFERENCES analyses (game_id) ON DELETE CASCADE,
    ply          INTEGER NOT NULL,
    score        INTEGER NOT NULL,
    best_move    TEXT,
    depth        INTEGER NOT NULL,
    played_score INTEGER,
    class        TEXT CHECK (class IN ('best', 'good', 'inaccuracy', 'mistake', 'blunder')),
    better_move  TEXT,
    better_score INTEGER,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
";

/// Version 5: puzzles. The person's puzzle rating per game (Glicko-2: rating, deviation,
/// volatility, the rated attempts that made it and when it last changed); every attempt with
/// the rating before and after it (the history the statistics draw; an unrated attempt leaves
/// it as it was); the personal puzzles made from the person's reviewed games, each kept as one
/// line of the puzzle format, once per game and id. A personal puzzle outlives its game (it
/// carries its position): purging the game only forgets where it came from.
const V5: &str = "
CREATE TABLE puzzle_ratings (
    kind       TEXT    PRIMARY KEY CHECK (kind IN ('gobblet', 'deblockle')),
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    attempts   INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE TABLE puzzle_attempts (
    id              INTEGER PRIMARY KEY,
    kind            TEXT    NOT NULL CHECK (kind IN ('gobblet', 'deblockle')),
    puzzle          TEXT    NOT NULL,
    puzzle_rating   INTEGER NOT NULL,
    solved          INTEGER NOT NULL CHECK (solved IN (0, 1)),
    rated           INTEGER NOT NULL CHECK (rated IN (0, 1)),
    rating_before   REAL    NOT NULL,
    rating_after    REAL    NOT NULL,
    deviation_after REAL    NOT NULL,
    at              INTEGER NOT NULL
);
CREATE INDEX puzzle_attempts_by_kind ON puzzle_attempts (kind, id);
CREATE INDEX puzzle_attempts_by_puzzle ON puzzle_attempts (kind, puzzle);
CREATE TABLE personal_puzzles (
    id         INTEGER PRIMARY KEY,
    kind       TEXT    NOT NULL CHECK (kind IN ('gobblet', 'deblockle')),
    puzzle     TEXT    NOT NULL,
    game_id    INTEGER REFERENCES games (id) ON DELETE SET NULL,
    ply        INTEGER NOT NULL,
    text       TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (kind, puzzle)
);
";

/// A pass over the data that a migration runs after its SQL, in the same transaction.
type DataPass = fn(&Connection) -> Result<(), StoreError>;

/// One step of the schema: SQL, then, for a step that needs the rules, a pass over the data;
/// both run in the step's transaction.
pub(crate) struct Migration {
    /// The statements to run.
    sql: &'static str,
    /// The data pass to run after them, if any.
    data: Option<DataPass>,
}

/// Every migration, in order: entry `i` takes the schema to version `i + 1`.
pub(crate) const MIGRATIONS: &[Migration] = &[
    Migration {
        sql: V1,
        data: None,
    },
    Migration {
        sql: V2,
        data: None,
    },
    Migration {
        sql: V3,
        data: Some(backfill_plies),
    },
    Migration {
        sql: V4,
        data: None,
    },
    Migration {
        sql: V5,
        data: None,
    },
];

/// The schema version this build writes.
pub const SCHEMA_VERSION: u32 = MIGRATIONS.len() as u32;

/// The schema version stored in the file (0 for a new file).
pub(crate) fn version(conn: &Connection) -> Result<u32, StoreError> {
    let v: i64 = conn.pragma_query_value(None, "user_version", |row| row.get(0))?;
    u32::try_from(v).map_err(|_| StoreError::Corrupt(format!("schema version {v}")))
}

/// Runs the migrations from the file's version up to `target`, each in its own transaction.
/// The caller has checked that the file is not newer than this build.
pub(crate) fn migrate_to(conn: &mut Connection, target: u32) -> Result<(), StoreError> {
    let current = version(conn)?;
    for (index, migration) in MIGRATIONS.iter().enumerate() {
        let to = index as u32 + 1;
        if to <= current || to > target {
            continue;
        }
        let tx = conn.transaction()?;
        tx.execute_batch(migration.sql)?;
        if let Some(data) = migration.data {
            data(&tx)?;
        }
        tx.pragma_update(None, "user_version", to)?;
        tx.commit()?;
    }
    Ok(())
}

/// The data pass of version 3: sets the moves so far of every game that lacks them (before
/// version 3, the unfinished ones) by replaying it through its engine, deleted games
/// included (they can still be restored). A game that does not replay, or whose stored rows
/// are unreadable, keeps no count and is marked damaged with the reason, as loading it would
/// do; it is kept, and the migration goes on.
fn backfill_plies(conn: &Connection) -> Result<(), StoreError> {
    /// A game without a count, as the backfill reads it.
    struct Uncounted {
        id: GameId,
        kind: String,
        setup: String,
        touch_move: bool,
        result: Option<GameResult>,
    }
    let games: Vec<Uncounted> = {
        let mut stmt = conn.prepare(
            "SELECT id, kind, setup, touch_move, winner, reason FROM games
             WHERE plies IS NULL ORDER BY id",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(Uncounted {
                id: r.get(0)?,
                kind: r.get(1)?,
                setup: r.get(2)?,
                touch_move: r.get(3)?,
                result: result_from(r.get(4)?, r.get(5)?),
            })
        })?;
        rows.collect::<Result<_, _>>()?
    };
    for game in games {
        let replayed = match (game.kind.parse(), actions_on(conn, game.id)) {
            (Ok(kind), Ok(actions)) => replayed_plies(
                kind,
                &game.setup,
                game.touch_move,
                &actions,
                game.result.as_ref(),
            ),
            (Err(_), _) => Err(format!("unknown game {:?}", game.kind)),
            (_, Err(StoreError::Corrupt(detail))) => Err(detail),
            (_, Err(e)) => return Err(e),
        };
        let replayed = match &replayed {
            Ok(plies) => Ok(*plies),
            Err(reason) => Err(reason.as_str()),
        };
        set_replayed_on(conn, game.id, replayed)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{GameState, Side};
    use crate::{LoadedGame, Store};

    const GOBBLET: &str = "..../..../..../.... W:444 B:444 W";
    const DEBLOCKLE: &str = "Gc1:S/L,Ge1:S/L,Bc7:S/H,Be7:S/H 0-0 gold";

    /// A file at schema `version` as the app of that version wrote it, with the columns of
    /// version 1 (which every later version keeps): real games of both games, with `plies`
    /// only on the finished one. Game 1: Gobblet being played, 3 moves so far after 5
    /// actions (an undo and a redo among them). Game 2: Deblockle, resigned before any move.
    /// Game 3: Gobblet whose second action does not replay. From version 2 on, game 4: a
    /// deleted Gobblet game of one move, still restorable. From version 3 on, the moves so
    /// far of every game, as that version kept them.
    fn file_at_version(path: &std::path::Path, version: u32) {
        let mut conn = Connection::open(path).unwrap();
        conn.pragma_update(None, "journal_mode", "WAL").unwrap();
        migrate_to(&mut conn, version).unwrap();
        assert_eq!(super::version(&conn).unwrap(), version);
        conn.execute_batch(&format!(
            "INSERT INTO games (id, kind, setup, touch_move, variants, handicaps, side_one,
                 side_two, title, created_at, updated_at, action_count, winner, reason,
                 finished_at, plies, app_version, engine_version)
             VALUES (1, 'gobblet', '{GOBBLET}', 1, '', 'stacks:3,2', 'person:Anna', 'ai:2',
                 'old', 10, 20, 5, NULL, NULL, NULL, NULL, '0.0.9', '0.0.9'),
                    (2, 'deblockle', '{DEBLOCKLE}', 0, 'no-adjacent', '', 'person:Anna',
                 'person:Bo', NULL, 30, 40, 1, 'two', 'resignation', 40, 0, '0.0.9', '0.0.9'),
                    (3, 'gobblet', '{GOBBLET}', 0, '', '', 'person:Anna', 'ai:1',
                 NULL, 45, 50, 2, NULL, NULL, NULL, NULL, '0.0.9', '0.0.9');
             INSERT INTO actions (game_id, seq, text, at)
             VALUES (1, 0, '4a1', 11), (1, 1, '4d4', 12), (1, 2, 'undo', 13),
                    (1, 3, 'redo', 14), (1, 4, '4b1', 15),
                    (2, 0, 'resign:one', 40),
                    (3, 0, '4a1', 46), (3, 1, 'redo', 47);"
        ))
        .unwrap();
        if version >= 2 {
            conn.execute_batch(&format!(
                "INSERT INTO games (id, kind, setup, touch_move, side_one, side_two, created_at,
                     updated_at, action_count, app_version, engine_version, deleted_at)
                 VALUES (4, 'gobblet', '{GOBBLET}', 0, 'person:Anna', 'person:Bo', 60, 70, 1,
                     '0.0.9', '0.0.9', 80);
                 INSERT INTO actions (game_id, seq, text, at) VALUES (4, 0, '4c1', 61);"
            ))
            .unwrap();
        }
        if version >= 3 {
            // The app of version 3 on kept the moves so far (and the damage) as it saved.
            backfill_plies(&conn).unwrap();
        }
    }

    #[test]
    fn every_earlier_schema_version_migrates_to_the_current_one_keeping_every_game() {
        for from in 1..SCHEMA_VERSION {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("games.sqlite");
            file_at_version(&path, from);
            let (mut store, report) = Store::open(&path).unwrap();
            assert_eq!(report.notice, None, "from version {from}");
            assert_eq!(report.migrated_from, Some(from));
            assert_eq!(super::version(&store.conn).unwrap(), SCHEMA_VERSION);
            let games = store.list_games().unwrap();
            assert_eq!(games.iter().map(|g| g.id).collect::<Vec<_>>(), [3, 2, 1]);
            assert_eq!(games[2].handicaps, ["stacks:3,2"]);
            assert_eq!(games[1].two, Side::person("Bo"));
            assert!(matches!(games[1].state, GameState::Finished { .. }));
            assert_eq!(store.saved_game(1).unwrap().actions.len(), 5);
            let unfinished = store.list_unfinished().unwrap();
            assert_eq!(unfinished.iter().map(|g| g.id).collect::<Vec<_>>(), [3, 1]);

            // Version 3: moves so far, replayed for the unfinished games, kept for the
            // finished one; a game that does not replay has none and is marked damaged.
            let plies: Vec<_> = games.iter().map(|g| (g.id, g.plies)).collect();
            assert_eq!(
                plies,
                [(3, None), (2, Some(0)), (1, Some(3))],
                "from {from}"
            );
            assert_eq!(
                games[0].state,
                GameState::Damaged {
                    reason: "action 2 (redo) does not replay: nothing to redo".into()
                }
            );
            assert_eq!(games[2].state, GameState::Playing);
            if from >= 2 {
                let deleted = store.list_deleted().unwrap();
                assert_eq!(deleted.len(), 1);
                assert_eq!((deleted[0].id, deleted[0].plies), (4, Some(1)));
            }

            // What later versions added works on the migrated games.
            store.delete(1).unwrap();
            assert!(store.list_deleted().unwrap().iter().any(|g| g.id == 1));
            store.undelete(1).unwrap();
            // Version 4: an analysis is kept with a migrated game, and dropped when it goes on.
            let line: Vec<String> = ["4a1", "4d4", "4b1"].map(String::from).to_vec();
            let analysis = crate::StoredAnalysis {
                line: line.clone(),
                nodes: 1_000,
                positions: (0..4)
                    .map(|i| crate::AnalysedPosition {
                        score: i,
                        best_move: (i < 3).then(|| "4c1".to_owned()),
                        depth: 2,
                    })
                    .collect(),
                moves: (0..3)
                    .map(|i| crate::AnalysedMove {
                        score: -i,
                        class: "good".into(),
                        better_move: None,
                        better_score: None,
                    })
                    .collect(),
            };
            store.save_analysis(1, &analysis).unwrap();
            assert_eq!(store.analysis(1, &line, 1_000).unwrap(), Some(analysis));
            store.append_action(1, 5, "4c4", 4).unwrap();
            // Version 5: a puzzle attempt moves the rating, and a personal puzzle is kept
            // from a migrated game.
            let record = store
                .record_attempt(&crate::puzzles::Attempt {
                    kind: engine::GameKind::Gobblet,
                    puzzle: "g-0123456789ab".into(),
                    puzzle_rating: 1600,
                    solved: true,
                    rated: true,
                })
                .unwrap();
            assert!(record.after.glicko.rating > 1500.0);
            assert!(store
                .add_personal_puzzle(engine::GameKind::Gobblet, "g-mine", 1, 2, "{}")
                .unwrap());
            drop(store);
            let (mut store, report) = Store::open(&path).unwrap();
            assert_eq!(report.migrated_from, None, "migrated once");
            assert_eq!(store.saved_game(1).unwrap().actions.len(), 6);
            assert_eq!(store.saved_game(1).unwrap().summary.plies, Some(4));
            assert_eq!(
                store.puzzle_rating(engine::GameKind::Gobblet).unwrap(),
                record.after,
                "the puzzle rating is kept"
            );
            assert_eq!(store.personal_puzzles(None).unwrap()[0].game, Some(1));
            match store.load(1).unwrap() {
                LoadedGame::Gobblet(record) => assert_eq!(record.moves().len(), 4),
                other => panic!("{:?}", other.kind()),
            }

            // Mended (as an engine fix would), the damaged game loads and gets its count.
            store
                .conn
                .execute_batch(
                    "DELETE FROM actions WHERE game_id = 3 AND seq = 1;
                     UPDATE games SET action_count = 1 WHERE id = 3;",
                )
                .unwrap();
            assert!(store.load(3).is_ok());
            let mended = store.saved_game(3).unwrap().summary;
            assert_eq!((mended.state, mended.plies), (GameState::Playing, Some(1)));
        }
    }

    #[test]
    fn a_new_file_gets_every_migration_and_the_current_version() {
        let mut conn = Connection::open_in_memory().unwrap();
        migrate_to(&mut conn, SCHEMA_VERSION).unwrap();
        assert_eq!(version(&conn).unwrap(), SCHEMA_VERSION);
        let indexes: i64 = conn
            .query_row(
                "SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND name LIKE 'games_%'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(indexes, 4);
        // Running the migrations again changes nothing.
        migrate_to(&mut conn, SCHEMA_VERSION).unwrap();
        assert_eq!(version(&conn).unwrap(), SCHEMA_VERSION);
    }

    #[test]
    fn a_migration_that_fails_leaves_the_previous_version_whole() {
        let mut conn = Connection::open_in_memory().unwrap();
        migrate_to(&mut conn, 1).unwrap();
        // Make the second migration fail halfway: its index name is taken.
        conn.execute_batch("CREATE TABLE games_listing_taken (x); CREATE INDEX games_listing ON games_listing_taken (x);")
            .unwrap();
        assert!(migrate_to(&mut conn, 2).is_err());
        assert_eq!(version(&conn).unwrap(), 1);
        let has_deleted_at: i64 = conn
            .query_row(
                "SELECT count(*) FROM pragma_table_info('games') WHERE name = 'deleted_at'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(
            has_deleted_at, 0,
            "the column added before the failure is rolled back"
        );
    }

    #[test]
    fn a_backfill_that_fails_midway_leaves_version_2_whole() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("games.sqlite");
        file_at_version(&path, 2);
        let mut conn = Connection::open(&path).unwrap();
        // The disk fails when the third game is written, after the first one was.
        conn.execute_batch(
            "CREATE TRIGGER fail BEFORE UPDATE ON games WHEN NEW.id = 3
             BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END;",
        )
        .unwrap();
        assert!(migrate_to(&mut conn, 3).is_err());
        assert_eq!(version(&conn).unwrap(), 2);
        let counted: i64 = conn
            .query_row(
                "SELECT count(*) FROM games WHERE plies IS NOT NULL",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(
            counted, 1,
            "only the finished game, as before the migration"
        );
        conn.execute_batch("DROP TRIGGER fail").unwrap();
        migrate_to(&mut conn, 3).unwrap();
        assert_eq!(version(&conn).unwrap(), 3);
    }
}
