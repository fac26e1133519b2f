//! Tip & Gobble, the app: the Tauri shell, which hosts the app core (`crates/app`, the
//! `app` library) natively on desktop, Android and iOS.
//!
//! The shell holds no game logic. It registers the plugins, builds the core's [`app::App`]
//! with its host ([`host::TauriHost`]: events, blocking tasks, vibration, file dialogs), its
//! store in the app's data directory and its settings in tauri-plugin-store
//! ([`settings_store`]), and answers every call of the UI with one command, `call`, which
//! hands it to the core's dispatcher. The web host runs the same core in a Web Worker.
//!
//! [`run`] is the entry point of every platform (desktop `main`, Android and iOS through
//! `mobile_entry_point`). It hands the builder to [`run_app`], which is generic over the
//! runtime so that the shell can be tested with Tauri's mock runtime.
//!
//! # Module map (each module uses only the ones listed below it)
//!
//! `node scripts/import-cycles.mjs` (run by `npm test`) checks this order against the code's
//! imports, and that every module is listed.
//!
//! - `one_instance` (desktop): a second launch focuses the first window and exits.
//! - [`host`]: the core's host in a Tauri app.
//! - [`picked_file`]: the file picked in a save or open dialog, through tauri-plugin-fs.
//! - [`haptics`]: vibration on Android and iOS (tauri-plugin-haptics), nothing on desktop.
//! - [`settings_store`]: the settings file in tauri-plugin-store, with its last-good copy
//!   beside it.
//! - `stall_probe` (only with the `stall-probe` feature, for a benchmark): how long the main
//!   thread keeps a task waiting.
//! - [`logging`]: the log (the platform's log on Android and iOS, rotating files on desktop).

pub mod haptics;
pub mod host;
pub mod logging;
#[cfg(desktop)]
pub mod one_instance;
pub mod picked_file;
pub mod settings_store;
#[cfg(feature = "stall-probe")]
pub mod stall_probe;

use app::autosave::Storage;
use app::error::AppError;
use app::App;
use tauri::{Builder, Manager, Runtime, State};

/// Every call of the UI: the core's command `name` with its arguments `args` (one JSON
/// object); the command's JSON answer, or why it was refused. Runs off the main thread (on
/// iOS the IPC handler is the main thread; on Android a synchronous command holds up the
/// WebView's bridge).
#[tauri::command(async)]
async fn call(
    core: State<'_, App>,
    name: String,
    args: Option<serde_json::Value>,
) -> Result<serde_json::Value, AppError> {
    app::commands::dispatch(&core, &name, args.unwrap_or_default()).await
}

/// Registers the plugins and the one command on `builder`; at setup the core starts with its
/// saved games in `storage` (the last unfinished game there is opened again).
pub fn run_app<R: Runtime>(builder: Builder<R>, storage: Storage) -> Builder<R> {
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
        .setup(move |tauri_app| {
            let handle = tauri_app.handle();
            let storage = match storage {
                Storage::AppData => match std::env::var_os("TIPGOBBLE_DATA_DIR") {
                    Some(dir) => Storage::Directory(dir.into()),
                    None => match handle.path().app_data_dir() {
                        Ok(dir) => Storage::Directory(dir),
                        Err(err) => {
                            log::error!("no app data directory: {err}");
                            Storage::AppData
                        }
                    },
                },
                other => other,
            };
            let settings = settings_store::load(handle, settings_store::SETTINGS_FILE);
            let core = App::new(
                Box::new(host::TauriHost::new(handle.clone())),
                &storage,
                settings,
            );
            handle.manage(core.clone());
            app::flow::resume_at_start(&core);
            #[cfg(feature = "stall-probe")]
            stall_probe::start(handle);
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![call])
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
    // The logger is the process's one global logger: registered here, not in `run_app`.
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
