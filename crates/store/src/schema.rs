//! The database schema and its versioned migrations, kept in `PRAGMA user_version`.
//!
//! Each migration moves the schema from version `n - 1` to `n` inside one transaction that
//! also sets `user_version = n`, so a crash mid-migration leaves the previous version intact.
//! Migrations are never edited once released: a change is a new entry at the end.

use rusqlite::Connection;

use crate::error::StoreError;

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

/// Every migration, in order: entry `i` takes the schema to version `i + 1`.
pub(crate) const MIGRATIONS: &[&str] = &[V1, V2];

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
    for (index, sql) in MIGRATIONS.iter().enumerate() {
        let to = index as u32 + 1;
        if to <= current || to > target {
            continue;
        }
        let tx = conn.transaction()?;
        tx.execute_batch(sql)?;
        tx.pragma_update(None, "user_version", to)?;
        tx.commit()?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{GameState, Side};
    use crate::Store;

    /// A file at schema `version` holding one finished and one unfinished game, written with
    /// the columns of version 1 (which every later version keeps).
    fn file_at_version(path: &std::path::Path, version: u32) {
        let mut conn = Connection::open(path).unwrap();
        conn.pragma_update(None, "journal_mode", "WAL").unwrap();
        migrate_to(&mut conn, version).unwrap();
        assert_eq!(super::version(&conn).unwrap(), version);
        conn.execute_batch(
            "INSERT INTO games (id, kind, setup, touch_move, variants, handicaps, side_one,
                 side_two, title, created_at, updated_at, action_count, winner, reason,
                 finished_at, plies, app_version, engine_version)
             VALUES (1, 'gobblet', '0 one', 1, '', 'stacks:3,2', 'person:Anna', 'ai:2',
                 'old', 10, 20, 2, NULL, NULL, NULL, NULL, '0.0.9', '0.0.9'),
                    (2, 'deblockle', '0 two', 0, 'no-adjacent', '', 'person:Anna',
                 'person:Bo', NULL, 30, 40, 1, 'two', 'resignation', 40, 0, '0.0.9', '0.0.9');
             INSERT INTO actions (game_id, seq, text, at)
             VALUES (1, 0, '1', 11), (1, 1, 'touch:0', 12), (2, 0, 'resign:one', 40);",
        )
        .unwrap();
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
            assert_eq!(games.iter().map(|g| g.id).collect::<Vec<_>>(), [2, 1]);
            assert_eq!(games[1].handicaps, ["stacks:3,2"]);
            assert_eq!(games[0].two, Side::person("Bo"));
            assert!(matches!(games[0].state, GameState::Finished { .. }));
            assert_eq!(store.saved_game(1).unwrap().actions, ["1", "touch:0"]);
            assert_eq!(store.list_unfinished().unwrap()[0].id, 1);
            // What later versions added works on the migrated games.
            store.delete(1).unwrap();
            assert_eq!(store.list_deleted().unwrap()[0].id, 1);
            store.undelete(1).unwrap();
            store.append_action(1, "0").unwrap();
            drop(store);
            let (store, report) = Store::open(&path).unwrap();
            assert_eq!(report.migrated_from, None, "migrated once");
            assert_eq!(store.saved_game(1).unwrap().actions.len(), 3);
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
}
