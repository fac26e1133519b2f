//! A probe of the main thread, for benchmarks (`tests/bench/main-thread.mjs`): when the
//! environment variable `TIPGOBBLE_STALL_PROBE` names a file, a thread of its own asks the
//! main thread to run an empty task every 5 ms and appends each wait of 2 ms or more to that
//! file, one line `<unix time in ms when asked> <wait in ms>`. The wait is how long the main
//! thread was busy with something else: on iOS the thread of the IPC handler, on every
//! platform the thread that draws the window. Without the variable nothing runs.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::sync::mpsc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use tauri::{AppHandle, Runtime};

/// The environment variable naming the file the probe writes.
pub const PROBE_FILE_VAR: &str = "TIPGOBBLE_STALL_PROBE";

/// How often the main thread is asked.
const EVERY: Duration = Duration::from_millis(5);

/// The shortest wait written down.
const NOTED: Duration = Duration::from_millis(2);

/// Starts the probe if [`PROBE_FILE_VAR`] names a file; it stops with the app.
pub fn start<R: Runtime>(app: &AppHandle<R>) {
    let Some(path) = std::env::var_os(PROBE_FILE_VAR) else {
        return;
    };
    let file = match File::create(&path) {
        Ok(file) => file,
        Err(err) => {
            log::error!("the stall probe cannot write {path:?}: {err}");
            return;
        }
    };
    let app = app.clone();
    let spawned = std::thread::Builder::new()
        .name("stall-probe".into())
        .spawn(move || probe(&app, BufWriter::new(file)));
    if let Err(err) = spawned {
        log::error!("the stall probe did not start: {err}");
    }
}

/// Asks the main thread every [`EVERY`] until the app is gone, writing the waits down.
fn probe<R: Runtime>(app: &AppHandle<R>, mut out: BufWriter<File>) {
    loop {
        let asked = Instant::now();
        let (tx, rx) = mpsc::channel();
        if app
            .run_on_main_thread(move || {
                let _ = tx.send(Instant::now());
            })
            .is_err()
        {
            return;
        }
        let Ok(ran) = rx.recv() else { return };
        let wait = ran.duration_since(asked);
        if wait >= NOTED {
            let when = SystemTime::now()
                .checked_sub(asked.elapsed())
                .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
                .map_or(0, |d| d.as_millis());
            let line = format!("{when} {:.1}\n", wait.as_secs_f64() * 1000.0);
            if out
                .write_all(line.as_bytes())
                .and_then(|()| out.flush())
                .is_err()
            {
                return;
            }
        }
        std::thread::sleep(EVERY);
    }
}
