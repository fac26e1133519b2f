//! Opening the store: settings for crash safety, damage and future-version detection, and
//! moving an unusable file aside (never deleting it) before starting a fresh one.

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, OpenFlags};
use serde::{Deserialize, Serialize};

use crate::error::StoreError;
use crate::schema::{self, SCHEMA_VERSION};
use crate::time::now_ms;
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
    /// is started; the report says so. Fails only if no store can be made at `path`. In a
    /// browser `path` is a name on SQLite's default VFS, and a store that cannot be used is
    /// not moved aside but refused, as [`Store::open_on_vfs`] does.
    pub fn open(path: impl AsRef<Path>) -> Result<(Store, OpenReport), StoreError> {
        let path = path.as_ref();
        let mut report = OpenReport::default();
        let problem = match try_open(&Target::File(path)) {
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
        let (conn, _) = try_open(&Target::File(path)).map_err(unusable_error)?;
        Ok((Store::from_conn(conn), report))
    }

    /// Opens (or creates) the store `name` on the SQLite VFS registered as `vfs`, migrating
    /// it to the current schema: how a browser opens its store, on the origin-private file
    /// system (`crate::web::install_opfs` registers `crate::web::OPFS_VFS` with the `web`
    /// feature) or on `"memvfs"`, the in-memory VFS every WebAssembly build has. Such a VFS
    /// has no shared memory, so the store keeps a rollback journal (`DELETE`) instead of
    /// WAL. A database that is damaged or from a newer app is not moved aside (its files
    /// live inside the VFS, out of reach of the file system): the error says why, and the
    /// caller keeps or exports it with the VFS's own tools before starting a fresh one.
    pub fn open_on_vfs(name: &str, vfs: &str) -> Result<(Store, OpenReport), StoreError> {
        let target = Target::Vfs { name, vfs };
        match try_open(&target) {
            Ok((conn, migrated_from)) => Ok((
                Store::from_conn(conn),
                OpenReport {
                    notice: None,
                    migrated_from,
                },
            )),
            Err(problem) => Err(unusable_error(problem)),
        }
    }

    /// A store in memory (nothing is kept): for tests and previews.
    pub fn open_in_memory() -> Result<Store, StoreError> {
        let mut conn = Connection::open_in_memory()?;
        configure(&conn, Journal::Wal)?;
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

/// The error of a store that cannot be used and is not (or could not be) moved aside.
fn unusable_error(problem: Unusable) -> StoreError {
    match problem {
        Unusable::Damaged(detail) => StoreError::Corrupt(detail),
        Unusable::Newer(found) => StoreError::Corrupt(format!(
            "schema {found}, written by a newer app (this one reads up to {SCHEMA_VERSION})"
        )),
        Unusable::Failed(e) => e,
    }
}

/// Where a store is: a file, or a name on a registered SQLite VFS.
enum Target<'a> {
    /// A file of the file system, on SQLite's default VFS.
    File(&'a Path),
    /// A database `name` on the VFS registered as `vfs`.
    Vfs { name: &'a str, vfs: &'a str },
}

/// How a store journals its transactions.
#[derive(Clone, Copy)]
enum Journal {
    /// Write-ahead log: files (and memory) on the native targets.
    Wal,
    /// Rollback journal: a VFS without shared memory (the browser's).
    Rollback,
}

/// Opens and checks the store, migrating it; returns the version it was migrated from.
fn try_open(target: &Target<'_>) -> Result<(Connection, Option<u32>), Unusable> {
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
        | OpenFlags::SQLITE_OPEN_CREATE
        | OpenFlags::SQLITE_OPEN_NO_MUTEX
        | OpenFlags::SQLITE_OPEN_URI;
    let (mut conn, journal) = match *target {
        Target::File(path) => (Connection::open_with_flags(path, flags)?, Journal::Wal),
        Target::Vfs { name, vfs } => (
            Connection::open_with_flags_and_vfs(name, flags, vfs)?,
            Journal::Rollback,
        ),
    };
    conn.busy_timeout(Duration::from_secs(5))?;
    // Reading the version is the first read of the file: random bytes fail here.
    let found = schema::version(&conn)?;
    if found > SCHEMA_VERSION {
        return Err(Unusable::Newer(found));
    }
    configure(&conn, journal)?;
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
fn configure(conn: &Connection, journal: Journal) -> Result<(), rusqlite::Error> {
    conn.busy_timeout(Duration::from_secs(5))?;
    let wanted = match journal {
        Journal::Wal => "WAL",
        Journal::Rollback => "DELETE",
    };
    let mode: String = conn.pragma_update_and_check(None, "journal_mode", wanted, |r| r.get(0))?;
    if !mode.eq_ignore_ascii_case(wanted) && !mode.eq_ignore_ascii_case("memory") {
        return Err(rusqlite::Error::InvalidParameterName(format!(
            "journal mode {mode} instead of {wanted}"
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

/// In a browser there is no file system to rename in: the store is not moved aside, and
/// opening it fails with why it cannot be used (see [`Store::open_on_vfs`]).
#[cfg(all(target_family = "wasm", target_os = "unknown"))]
fn move_aside(_path: &Path, reason: &MovedAside) -> Result<PathBuf, StoreError> {
    Err(unusable_error(match reason {
        MovedAside::Damaged { detail } => Unusable::Damaged(detail.clone()),
        MovedAside::Newer { found, .. } => Unusable::Newer(*found),
    }))
}

/// Renames the file (and its `-wal`/`-shm` companions) to a name that does not exist yet:
/// `NAME.damaged-YYYYMMDD-HHMMSS` or `NAME.newer-…`, with `-2`, `-3`… if needed.
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
fn move_aside(path: &Path, reason: &MovedAside) -> Result<PathBuf, StoreError> {
    use crate::time::format_utc;

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
