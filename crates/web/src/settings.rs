//! The person's settings in the browser: one row of a small SQLite database in the
//! origin-private file system, in the same VFS as the saved games. SQLite writes the row whole
//! or not at all (a tab closed during a save leaves the row saved before it), so nothing here
//! can be torn and no last-good copy is kept; a row that holds no valid settings gives the
//! defaults and the person's notice, and is written over ([`Loaded::from_copy`]).

use std::io;
use std::sync::Mutex;

use app::ipc::app::Settings;
use app::settings::{read, Loaded, SettingsState, SettingsStore, MAX_FILE_BYTES};
use rusqlite::{Connection, OpenFlags, OptionalExtension};

/// The settings database, in the same VFS as the saved games.
const DATABASE: &str = "/settings.sqlite3";

/// The settings' row.
const ROW: &str = "settings.json";

/// The row earlier versions kept beside it: the same bytes, written in the same transaction,
/// so never a help. Deleted when the database is opened.
const OLD_COPY: &str = "settings.last-good.json";

/// The settings' row in a SQLite database (see the module).
pub struct SettingsRow {
    /// The open database (one thread uses it; the lock is for the core's `Sync` bound).
    conn: Mutex<Connection>,
}

impl SettingsRow {
    /// Opens (or creates) the settings database in the VFS `vfs`.
    pub fn open(vfs: &str) -> rusqlite::Result<SettingsRow> {
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags_and_vfs(DATABASE, flags, vfs)?;
        conn.execute_batch(
            "CREATE TABLE IF NOT EXISTS files (name TEXT PRIMARY KEY, bytes BLOB NOT NULL)",
        )?;
        if let Err(err) = conn.execute("DELETE FROM files WHERE name = ?1", [OLD_COPY]) {
            log::warn!("the settings' old copy was not deleted: {err}");
        }
        Ok(SettingsRow {
            conn: Mutex::new(conn),
        })
    }

    /// The row's bytes, at most [`MAX_FILE_BYTES`] + 1 of them; `None` when there is none.
    fn bytes(&self) -> io::Result<Option<Vec<u8>>> {
        let conn = self
            .conn
            .lock()
            .map_err(|_| io::Error::other("the settings lock is poisoned"))?;
        let bytes: Option<Vec<u8>> = conn
            .query_row("SELECT bytes FROM files WHERE name = ?1", [ROW], |row| {
                row.get(0)
            })
            .optional()
            .map_err(io::Error::other)?;
        Ok(bytes.map(|mut bytes| {
            bytes.truncate(usize::try_from(MAX_FILE_BYTES + 1).unwrap_or(usize::MAX));
            bytes
        }))
    }
}

impl SettingsStore for SettingsRow {
    fn load(&self) -> Loaded {
        Loaded::from_copy(read(self.bytes()))
    }

    fn save(&self, settings: &Settings) -> Result<(), String> {
        self.write(&serde_json::to_vec(settings).map_err(|e| e.to_string())?)
    }
}

impl SettingsRow {
    /// Writes `bytes` as the row.
    fn write(&self, bytes: &[u8]) -> Result<(), String> {
        let conn = self
            .conn
            .lock()
            .map_err(|_| "the settings lock is poisoned".to_string())?;
        // One statement: one transaction, the row written whole or not at all.
        conn.execute(
            "INSERT OR REPLACE INTO files (name, bytes) VALUES (?1, ?2)",
            rusqlite::params![ROW, bytes],
        )
        .map(drop)
        .map_err(|err| err.to_string())
    }
}

/// The web-test build's command `test_damage_settings {text}`: writes `text` as the settings'
/// row in `vfs`, unchecked, as something other than the app could leave it; the core reads
/// it at its next start (`tests/e2e/settings.test.mjs`: the notice a damaged row brings).
#[cfg(feature = "test-hooks")]
pub fn damage(vfs: &str, args: &str) -> Result<(), String> {
    let args: serde_json::Value = serde_json::from_str(args).map_err(|e| e.to_string())?;
    let text = args["text"]
        .as_str()
        .ok_or("test_damage_settings needs {text}")?;
    SettingsRow::open(vfs)
        .map_err(|e| e.to_string())?
        .write(text.as_bytes())
}

/// The settings kept in `vfs`, or the defaults with the reason when they cannot be.
pub fn load(vfs: &str) -> SettingsState {
    match SettingsRow::open(vfs) {
        Ok(row) => SettingsState::load(Box::new(row)),
        Err(err) => SettingsState::unkept(format!("the settings database cannot be opened: {err}")),
    }
}
