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
