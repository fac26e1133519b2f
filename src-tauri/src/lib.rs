//! Tip & Gobble, the app: the Tauri shell over the rules engines, the AI and the store.
//!
//! [`run`] is the entry point of every platform (desktop `main`, Android and iOS through
//! `mobile_entry_point`). It hands the builder to [`run_app`], which is generic over the
//! runtime so that the commands can be tested with Tauri's mock runtime.
//!
//! # Module map (each module uses only the ones listed below it)
//!
//! `node scripts/import-cycles.mjs` (run by `npm test`) checks this order against the code's
//! imports, and that every module is listed.
//!
//! - `one_instance` (desktop): a second launch focuses the first window and exits.
//! - `bindings` (tests only): generates the TypeScript wrappers, types and the capability
//!   from the commands' declarations, and checks the committed ones against them.
//! - [`commands`]: the IPC commands, one file per area (app, game, library, tutorial, review,
//!   puzzles, storage), and the one list of them.
//! - [`flow`]: the game flow: a game installed as the game in play, acted on, and after
//!   every change saved, announced and handed to the computer if it is to move.
//! - [`picked_file`]: the file picked in a save or open dialog, through tauri-plugin-fs.
//! - [`review`]: game review: a saved game read-only, its analysis, "play from here".
//! - [`library`]: saved games and statistics, on the store that [`autosave`] holds.
//! - [`autosave`]: appends every action of the game in play to the store (a game another copy
//!   of the app wrote to goes on as a new saved game); resumes it.
//! - [`haptics`]: vibration on Android and iOS (tauri-plugin-haptics), nothing on desktop.
//! - [`settings`]: the person's settings, in tauri-plugin-store with a last-good copy
//!   written atomically ([`files`]).
//! - [`state`]: the game in play, behind its lock.
//! - [`tutorial`]: the lessons and the tutorial sessions.
//! - [`puzzles`]: the puzzle being solved (the AI crate's puzzles and judge on the real
//!   board), the next one chosen near the person's rating, each result recorded.
//! - [`games`]: Gobblet and Deblockle as the app plays them: a game started from the new-game
//!   options, its boards and moves as views, the computer player, the rules screen's facts.
//! - [`session`]: one game being played, whatever the game: moves, undo, draw offers, hints.
//! - [`ipc`]: every shape that crosses the IPC boundary but the error (TypeScript generated
//!   from them), one file per screen area: plain data, with `From` conversions from the
//!   engine's, the AI's and the store's types. It uses no other module of the shell: the
//!   modules above fill it in.
//! - [`stall_probe`]: for benchmarks, how long the main thread keeps a task waiting.
//! - [`logging`]: the log (the platform's log on Android and iOS, rotating files on desktop).
//! - [`files`]: writing a file atomically (settings, exported games).
//! - [`error`]: [`error::AppError`], what every command returns when it refuses.

pub mod autosave;
pub mod commands;
pub mod error;
pub mod files;
pub mod flow;
pub mod games;
pub mod haptics;
pub mod ipc;
pub mod library;
pub mod logging;
#[cfg(desktop)]
pub mod one_instance;
pub mod picked_file;
pub mod puzzles;
pub mod review;
pub mod session;
pub mod settings;
pub mod stall_probe;
pub mod state;
pub mod tutorial;

#[cfg(test)]
mod bindings;

use tauri::{Builder, Manager, Runtime};

use autosave::{SaveState, Storage};

/// Registers the app state, the plugins and every command on `builder`; saved games go to
/// `storage`, and the last unfinished game there is opened again.
pub fn run_app<R: Runtime>(builder: Builder<R>, storage: Storage) -> Builder<R> {
    run_app_with_settings(builder, storage, settings::SETTINGS_FILE)
}

/// [`run_app`] with the settings kept in `settings_file` (tests use one file each).
pub fn run_app_with_settings<R: Runtime>(
    builder: Builder<R>,
    storage: Storage,
    settings_file: &'static str,
) -> Builder<R> {
    // Mobile only: nothing vibrates on desktop, where `haptics::play` does nothing.
    #[cfg(mobile)]
    let builder = builder.plugin(tauri_plugin_haptics::init());
    builder
        .plugin(tauri_plugin_dialog::init())
        // Reads and writes the file the dialogs answer with, from Rust only: the capability
        // gives the webview no fs permission.
        .plugin(tauri_plugin_fs::init())
        // Keeps the settings file (the webview has no permission for it: Rust only).
        .plugin(tauri_plugin_store::Builder::new().build())
        .manage(state::GameState::default())
        .manage(tutorial::TutorialState::default())
        .manage(review::state::ReviewState::default())
        .manage(puzzles::PuzzleState::default())
        .setup(move |app| {
            manage_settings(app.handle(), settings_file);
            let storage = match storage {
                Storage::AppData => match std::env::var_os("TIPGOBBLE_DATA_DIR") {
                    Some(dir) => Storage::Directory(dir.into()),
                    None => match app.path().app_data_dir() {
                        Ok(dir) => Storage::Directory(dir),
                        Err(err) => {
                            log::error!("no app data directory: {err}");
                            Storage::AppData
                        }
                    },
                },
                other => other,
            };
            app.manage(SaveState::open(&storage));
            flow::resume_at_start(app.handle());
            stall_probe::start(app.handle());
            Ok(())
        })
        .invoke_handler(commands::handler())
}

/// Loads the settings from `settings_file` and puts them in the app state (at setup).
pub fn manage_settings<R: Runtime>(app: &tauri::AppHandle<R>, settings_file: &str) {
    app.manage(settings::SettingsState::init(app, settings_file));
}

/// Starts the app with the real webview runtime.
#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    let context = tauri::generate_context!();
    // Desktop: a second launch focuses this window and exits. The first plugin registered,
    // so that the second copy stops before anything else starts.
    #[cfg(desktop)]
    let builder =
        tauri::Builder::default().plugin(one_instance::plugin(&context.config().identifier));
    #[cfg(mobile)]
    let builder = tauri::Builder::default();
    // The logger is the process's one global logger: registered here, not in `run_app`,
    // which the tests call once per app.
    let builder = builder.plugin(logging::plugin());
    let result = run_app(builder, Storage::AppData).run(context);
    if let Err(err) = result {
        log::error!("Tip & Gobble could not start: {err}");
        // The logger may not be running yet: the terminal, if there is one, hears it too.
        eprintln!("Tip & Gobble could not start: {err}");
        std::process::exit(1);
    }
}

#[cfg(test)]
mod tests;
