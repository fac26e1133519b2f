//! The app's log, through tauri-plugin-log: on Android and iOS the platform's log (logcat,
//! the unified log), on desktop rotating files in the app's log directory (on Linux
//! `~/.local/share/app.tipgobble/logs/`, on macOS `~/Library/Logs/app.tipgobble/`, on
//! Windows `%LOCALAPPDATA%\app.tipgobble\logs\`) and the terminal.
//!
//! What is logged: store problems (a database moved aside, games kept in memory only, a
//! failed save, settings that could not be read or written) and the computer's failures, each
//! with the game and move count it concerns. Never personal data beyond the game's own
//! content: no player names, and file names without the directories above them (which
//! carry the account's name).

use tauri::plugin::TauriPlugin;
use tauri::Runtime;
use tauri_plugin_log::{Builder, Target, TargetKind};

/// The largest log file before it is rotated, in bytes.
#[cfg(desktop)]
pub const MAX_FILE_BYTES: u128 = 1024 * 1024;

/// How many rotated log files are kept besides the current one.
#[cfg(desktop)]
pub const KEPT_FILES: usize = 3;

/// The log plugin, configured for this platform. Register it once per process: it installs
/// the global logger of the `log` crate.
pub fn plugin<R: Runtime>() -> TauriPlugin<R> {
    let builder = Builder::new().clear_targets().level(log::LevelFilter::Info);
    #[cfg(mobile)]
    let builder = builder.target(Target::new(TargetKind::Stdout));
    #[cfg(desktop)]
    let builder = builder
        .target(Target::new(TargetKind::LogDir { file_name: None }))
        .target(Target::new(TargetKind::Stderr))
        .max_file_size(MAX_FILE_BYTES)
        .rotation_strategy(tauri_plugin_log::RotationStrategy::KeepSome(KEPT_FILES));
    builder.build()
}
