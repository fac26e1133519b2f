//! Opening the store: settings for crash safety, damage and future-version detection, and
//! moving an unusable file aside (never deleting it) before starting a fresh one.

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, OpenFlags};
use serde::{Deserialize, Serialize};

use crate::error::StoreError;
use crate::schema::{self, SCHEMA_VERSION};
use crate::time::{format_utc, now_ms};
use crate::Store;

/// What happened when the store was opened, for the app to tell the person.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenReport {
    /// Set when the old file could not be used and was moved aside.
    pub notice: Option<OpenNotice>,
    /// The schema version the file was migrated from, if it was migrated.
    pub migrated_from: Option<u32>,
}

/// The old file could not be used: why, and where it now is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenNotice {
    /// Why it was moved aside.
    pub reason: MovedAside,
    /// The new name of the old file (its `-wal` and `-shm` companions get the same suffixes).
    pub moved_to: PathBuf,
}

/// Why a store file was moved aside.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum MovedAside {
    /// The file is not a readable database, or fails SQLite's integrity check.
    Damaged {
        /// SQLite's words for what is wrong.
        detail: String,
    },
    /// The file was written by a newer version of the app, with a schema this one cannot read.
    Newer {
        /// The schema version in the file.
        found: u32,
        /// The newest schema version this build reads.
        supported: u32,
    },
}

/// Why an existing file could not be used.
enum Unusable {
    /// The file is damaged: move it aside.
    Damaged(String),
    /// The file is from a newer schema: move it aside.
    Newer(u32),
    /// Opening failed for a reason that says nothing about the file (busy, no permission,
    /// disk full…): report it and leave the file alone.
    Failed(StoreError),
}

impl From<rusqlite::Error> for Unusable {
    fn from(e: rusqlite::Error) -> Self {
        use rusqlite::ErrorCode::{DatabaseCorrupt, NotADatabase};
        match e.sqlite_error_code() {
            Some(NotADatabase | DatabaseCorrupt) => Unusable::Damaged(e.to_string()),
            _ => Unusable::Failed(e.into()),
        }
    }
}

impl From<StoreError> for Unusable {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Sqlite(e) => e.into(),
            StoreError::Corrupt(detail) => Unusable::Damaged(detail),
            other => Unusable::Failed(other),
        }
    }
}

impl Store {
    /// Opens (or creates) the store at `path`, migrating it to the current schema. A file
    /// that is damaged or from a newer app is moved aside under a new name and a fresh store
    /// is started; the report says so. Fails only if no store can be made at `path`.
    pub fn open(path: impl AsRef<Path>) -> Result<(Store, OpenReport), StoreError> {
        let path = path.as_ref();
        let mut report = OpenReport::default();
        let problem = match try_open(path) {
            Ok((conn, migrated_from)) => {
                report.migrated_from = migrated_from;
                return Ok((Store::from_conn(conn), report));
            }
            Err(problem) => problem,
        };
        let reason = match problem {
            Unusable::Damaged(detail) => MovedAside::Damaged { detail },
            Unusable::Newer(found) => MovedAside::Newer {
                found,
                supported: SCHEMA_VERSION,
            },
            Unusable::Failed(e) => return Err(e),
        };
        let moved_to = move_aside(path, &reason)?;
        report.notice = Some(OpenNotice { reason, moved_to });
        let (conn, _) = try_open(path).map_err(|problem| match problem {
            Unusable::Damaged(detail) => StoreError::Corrupt(detail),
            Unusable::Newer(found) => StoreError::Corrupt(format!("schema {found}")),
            Unusable::Failed(e) => e,
        })?;
        Ok((Store::from_conn(conn), report))
    }

    /// A store in memory (nothing is kept): for tests and previews.
    pub fn open_in_memory() -> Result<Store, StoreError> {
        let mut conn = Connection::open_in_memory()?;
        configure(&conn)?;
        schema::migrate_to(&mut conn, SCHEMA_VERSION)?;
        Ok(Store::from_conn(conn))
    }

    fn from_conn(conn: Connection) -> Store {
        Store {
            conn,
            clock: Box::new(now_ms),
        }
    }
}

/// Opens and checks the file, migrating it; returns the version it was migrated from.
fn try_open(path: &Path) -> Result<(Connection, Option<u32>), Unusable> {
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
        | OpenFlags::SQLITE_OPEN_CREATE
        | OpenFlags::SQLITE_OPEN_NO_MUTEX
        | OpenFlags::SQLITE_OPEN_URI;
    let mut conn = Connection::open_with_flags(path, flags)?;
    conn.busy_timeout(Duration::from_secs(5))?;
    // Reading the version is the first read of the file: random bytes fail here.
    let found = schema::version(&conn)?;
    if found > SCHEMA_VERSION {
        return Err(Unusable::Newer(found));
    }
    configure(&conn)?;
    let check: Vec<String> = {
        let mut stmt = conn.prepare("PRAGMA quick_check")?;
        let rows = stmt.query_map([], |row| row.get::<_, String>(0))?;
        rows.collect::<Result<_, _>>()?
    };
    if check != ["ok"] {
        return Err(Unusable::Damaged(check.join("; ")));
    }
    if found >= 1 {
        // A file that says it is ours must have our tables.
        let tables: i64 = conn.query_row(
            "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name IN ('games', 'actions')",
            [],
            |r| r.get(0),
        )?;
        if tables != 2 {
            return Err(Unusable::Damaged(format!(
                "schema version {found} but the games or actions table is missing"
            )));
        }
    }
    schema::migrate_to(&mut conn, SCHEMA_VERSION)?;
    let migrated_from = (1..SCHEMA_VERSION).contains(&found).then_some(found);
    Ok((conn, migrated_from))
}

/// The connection settings every store uses.
fn configure(conn: &Connection) -> Result<(), rusqlite::Error> {
    conn.busy_timeout(Duration::from_secs(5))?;
    let mode: String = conn.pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get(0))?;
    if !mode.eq_ignore_ascii_case("wal") && !mode.eq_ignore_ascii_case("memory") {
        return Err(rusqlite::Error::InvalidParameterName(format!(
            "journal mode {mode} instead of WAL"
        )));
    }
    // NORMAL, not FULL. The requirement is that killing the app at any instant loses at most
    // the move being made and never damages earlier ones. In WAL mode a transaction is
    // committed once its frames and commit record are written to the WAL file; the OS keeps
    // that file whatever happens to the process, so NORMAL survives a kill (SIGKILL, the OS
    // reclaiming the app, a crash) with every committed move: tests/crash.rs checks it 220
    // times. What NORMAL gives up is only the fsync per commit: after a power cut or kernel
    // crash the last few moves since the previous WAL sync may be rolled back, but the file is
    // never damaged. FULL would add one fsync per move; measured here it put the p99 of an
    // append at 8 ms (docs/benchmarks.md), over the 5 ms budget, for a case (a phone losing
    // power mid-game) that a battery makes rare.
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    conn.pragma_update(None, "foreign_keys", true)?;
    Ok(())
}

/// Renames the file (and its `-wal`/`-shm` companions) to a name that does not exist yet:
/// `NAME.damaged-YYYYMMDD-HHMMSS` or `NAME.newer-…`, with `-2`, `-3`… if needed.
fn move_aside(path: &Path, reason: &MovedAside) -> Result<PathBuf, StoreError> {
    let what = match reason {
        MovedAside::Damaged { .. } => "damaged",
        MovedAside::Newer { .. } => "newer",
    };
    let stamp: String = format_utc(now_ms())
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    let stamp = format!("{}-{}", &stamp[..8], &stamp[8..]);
    let file_name = path
        .file_name()
        .map_or_else(|| "store".into(), |n| n.to_string_lossy().into_owned());
    let companion = |p: &Path, suffix: &str| {
        let mut s = p.as_os_str().to_owned();
        s.push(suffix);
        PathBuf::from(s)
    };
    let mut n = 1;
    let target = loop {
        let name = if n == 1 {
            format!("{file_name}.{what}-{stamp}")
        } else {
            format!("{file_name}.{what}-{stamp}-{n}")
        };
        let candidate = path.with_file_name(name);
        let taken = [candidate.clone(), companion(&candidate, "-wal")]
            .iter()
            .any(|p| p.exists());
        if !taken {
            break candidate;
        }
        n += 1;
    };
    std::fs::rename(path, &target)?;
    for suffix in ["-wal", "-shm"] {
        let from = companion(path, suffix);
        if from.exists() {
            std::fs::rename(&from, companion(&target, suffix))?;
        }
    }
    Ok(target)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_store_runs_in_wal_mode_with_normal_sync_and_foreign_keys() {
        let dir = tempfile::tempdir().unwrap();
        let (store, _) = Store::open(dir.path().join("games.sqlite")).unwrap();
        let get = |name: &str| -> i64 {
            store
                .conn
                .pragma_query_value(None, name, |r| r.get(0))
                .unwrap()
        };
        let mode: String = store
            .conn
            .pragma_query_value(None, "journal_mode", |r| r.get(0))
            .unwrap();
        assert_eq!(mode, "wal");
        assert_eq!(get("synchronous"), 1, "NORMAL");
        assert_eq!(get("foreign_keys"), 1);
    }

    #[test]
    fn a_file_that_claims_our_schema_without_our_tables_is_moved_aside() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("games.sqlite");
        {
            let conn = Connection::open(&path).unwrap();
            conn.execute_batch("CREATE TABLE other (x); PRAGMA user_version = 1;")
                .unwrap();
        }
        let (store, report) = Store::open(&path).unwrap();
        let notice = report.notice.unwrap();
        assert!(matches!(notice.reason, MovedAside::Damaged { .. }));
        assert!(notice.moved_to.exists());
        assert!(store.list_games().unwrap().is_empty());
    }
}
