//! Holds the write lock of a store, as another program using the same file could, for the
//! app's end-to-end tests of a failed autosave (`tests/e2e/store-problems.test.mjs`).
//!
//! Usage: `store-lock-holder PATH`. Opens the SQLite file at PATH, takes its write lock
//! (`BEGIN IMMEDIATE`), prints `locked` on stdout, flushed, and keeps the lock until its
//! standard input ends (or a line is read); then it lets the lock go without changing
//! anything and exits. While it holds the lock every write to the store waits for its busy
//! timeout and then fails with "database is locked". Any problem exits with code 1.

use std::io::{BufRead, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(path) = std::env::args_os().nth(1) else {
        eprintln!("usage: store-lock-holder PATH");
        return ExitCode::from(2);
    };
    let held = rusqlite::Connection::open(&path).and_then(|conn| {
        conn.execute_batch("BEGIN IMMEDIATE")?;
        Ok(conn)
    });
    let conn = match held {
        Ok(conn) => conn,
        Err(err) => {
            eprintln!("store-lock-holder: {err}");
            return ExitCode::FAILURE;
        }
    };
    let mut out = std::io::stdout();
    if writeln!(out, "locked").and_then(|()| out.flush()).is_err() {
        return ExitCode::FAILURE;
    }
    let mut line = String::new();
    // Any outcome of the read (a line, the end, an error) means: let go.
    let _ = std::io::stdin().lock().read_line(&mut line);
    match conn.execute_batch("ROLLBACK") {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("store-lock-holder: {err}");
            ExitCode::FAILURE
        }
    }
}
