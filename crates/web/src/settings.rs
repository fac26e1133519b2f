//! The person's settings in the browser: the core's settings file and its last-good copy as
//! two rows of a small SQLite database in the origin-private file system, both written in one
//! transaction — the last-good rule holds by construction, and a closed tab mid-write leaves
//! the previous pair.

use std::io;
use std::sync::Mutex;

use app::settings::{SettingsFiles, SettingsState, MAX_FILE_BYTES, SETTINGS_FILE};
use rusqlite::{Connection, OpenFlags, OptionalExtension};
use serde_json::{Map, Value};

/// The settings database, in the same VFS as the saved games.
const DATABASE: &str = "/settings.sqlite3";

/// The last-good copy's row.
const LAST_GOOD: &str = "settings.last-good.json";

/// The settings' rows in a SQLite database (see the module).
pub struct TableFiles {
    /// The open database (one thread uses it; the lock is for the core's `Sync` bound).
    conn: Mutex<Connection>,
}

impl TableFiles {
    /// Opens (or creates) the settings database in the VFS `vfs`.
    pub fn open(vfs: &str) -> rusqlite::Result<TableFiles> {
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags_and_vfs(DATABASE, flags, vfs)?;
        conn.execute_batch(
            "CREATE TABLE IF NOT EXISTS files (name TEXT PRIMARY KEY, bytes BLOB NOT NULL)",
        )?;
        Ok(TableFiles {
            conn: Mutex::new(conn),
        })
    }

    /// The row `name`'s bytes, at most [`MAX_FILE_BYTES`] + 1 of them.
    fn row(&self, name: &str) -> io::Result<Option<Vec<u8>>> {
        let conn = self
            .conn
            .lock()
            .map_err(|_| io::Error::other("the settings lock is poisoned"))?;
        let bytes: Option<Vec<u8>> = conn
            .query_row("SELECT bytes FROM files WHERE name = ?1", [name], |row| {
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

impl SettingsFiles for TableFiles {
    fn read(&self) -> io::Result<Option<Vec<u8>>> {
        self.row(SETTINGS_FILE)
    }

    fn read_last_good(&self) -> io::Result<Option<Vec<u8>>> {
        self.row(LAST_GOOD)
    }

    fn write(&self, entries: &Map<String, Value>) -> Result<(), String> {
        let bytes = Value::Object(entries.clone()).to_string().into_bytes();
        let mut conn = self
            .conn
            .lock()
            .map_err(|_| "the settings lock is poisoned".to_string())?;
        let write = |conn: &mut Connection| -> rusqlite::Result<()> {
            let tx = conn.transaction()?;
            for name in [LAST_GOOD, SETTINGS_FILE] {
                tx.execute(
                    "INSERT OR REPLACE INTO files (name, bytes) VALUES (?1, ?2)",
                    rusqlite::params![name, bytes],
                )?;
            }
            tx.commit()
        };
        write(&mut conn).map_err(|err| err.to_string())
    }
}

/// The settings kept in `vfs`, or the defaults with the reason when they cannot be.
pub fn load(vfs: &str) -> SettingsState {
    match TableFiles::open(vfs) {
        Ok(files) => SettingsState::load(Box::new(files)),
        Err(err) => SettingsState::unkept(format!("the settings database cannot be opened: {err}")),
    }
}
