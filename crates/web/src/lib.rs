//! The web host: Tip & Gobble's app core compiled to WebAssembly, running in a dedicated Web
//! Worker of the web build (`ui/src/web/worker.ts`), so that nothing it does — a search
//! included — blocks the page. The worker calls `start` once, then `call` for every
//! command the UI sends; the core's events and its few requests of the page (save a game
//! file, pick one) go out through the two functions given to `start`.
//!
//! Saved games live in SQLite on the origin-private file system (the `opfs-sahpool` VFS), the
//! settings in a small SQLite database beside them (`settings`). Everything here is
//! single-threaded: a WebAssembly module without shared memory has one thread, the worker's.
//!
//! On a native target this crate is empty: the Tauri shell (`src-tauri`) is the native host.
#![cfg(all(target_family = "wasm", target_os = "unknown"))]

mod console;
mod host;
mod searches;
mod settings;

use std::cell::RefCell;

use app::autosave::Storage;
use app::error::AppError;
use app::settings::SettingsState;
use app::App;
use js_sys::Function;
use wasm_bindgen::prelude::*;

/// The saved games' database, in the origin-private file system.
const GAMES_DATABASE: &str = "/games.sqlite3";

thread_local! {
    /// The running app, once [`start`] has made it.
    static APP: RefCell<Option<App>> = const { RefCell::new(None) };
}

/// Starts the app core in this worker: opens the saved games and the settings in the
/// origin-private file system (or, where the browser gives none, keeps them in memory and
/// tells the person why) and reopens the last unfinished game. `emit(name, payloadJson)`
/// receives the core's events; `ask_page(kind, requestJson)` must return a promise of the
/// page's answer to a request (`save-file`, `open-file`); `start_search(jobJson, run)` runs a
/// search in a search worker, which answers through [`search_news`] and [`search_done`], and
/// `stop_search(run)` ends that worker (a game's analysis uses several at once:
/// [`set_search_workers`]). A second call does nothing.
#[wasm_bindgen]
pub async fn start(
    emit: Function,
    ask_page: Function,
    start_search: Function,
    stop_search: Function,
) {
    if APP.with(|app| app.borrow().is_some()) {
        return;
    }
    console::install();
    host::install(emit, ask_page);
    searches::install(start_search, stop_search);
    let (storage, settings) = match store::web::install_opfs().await {
        Ok(_) => (
            Storage::Vfs {
                name: GAMES_DATABASE.into(),
                vfs: store::web::OPFS_VFS.into(),
            },
            settings::load(store::web::OPFS_VFS),
        ),
        Err(err) => {
            let reason = format!("this browser gives the app no storage ({err})");
            log::error!("{reason}");
            (
                Storage::Unavailable(reason.clone()),
                SettingsState::unkept(reason),
            )
        }
    };
    let app = App::new(Box::new(host::WebHost), &storage, settings);
    APP.with(|slot| *slot.borrow_mut() = Some(app.clone()));
    app::flow::resume_at_start(&app);
}

/// Runs the core's command `name` with `args` (one JSON object, as the Tauri shell's `call`
/// takes it). Resolves to the result as JSON; rejects with the core's error as JSON
/// (`{"kind": …, "message": …}`), the same errors as over Tauri's IPC.
#[wasm_bindgen]
pub async fn call(name: String, args: String) -> Result<String, String> {
    // The end-to-end test of a core that stops (ui/src/web/failure.ts): only in the web-test
    // build, never reachable in the release build.
    #[cfg(feature = "test-hooks")]
    if name == "test_panic" {
        #[allow(clippy::panic)] // The panic is what the test asks for.
        {
            panic!("the test_panic command of the web-test build");
        }
    }
    // The end-to-end test of a damaged settings row: only in the web-test build.
    #[cfg(feature = "test-hooks")]
    if name == "test_damage_settings" {
        return settings::damage(store::web::OPFS_VFS, &args)
            .map(|()| "null".to_owned())
            .map_err(|err| error_json(&AppError::Internal(err)));
    }
    let result = match APP.with(|app| app.borrow().clone()) {
        None => Err(AppError::Internal("the app has not started yet".into())),
        Some(app) => match serde_json::from_str(&args) {
            Ok(args) => app::commands::dispatch(&app, &name, args).await,
            Err(err) => Err(AppError::InvalidInput(format!(
                "the arguments are not JSON: {err}"
            ))),
        },
    };
    // The command may have cancelled or paused a search, or let one go on: its worker is
    // ended or started now, not when the search would next look at its flags.
    searches::check();
    match result {
        Ok(value) => Ok(value.to_string()),
        Err(err) => Err(error_json(&err)),
    }
}

/// Runs one search job (a [`app::jobs::SearchJob`] as JSON) on this thread: what a search
/// worker does. `news(json)` gets each progress report; the answer comes back as JSON, or
/// the reason the job could not run (a job that does not read).
#[wasm_bindgen]
pub fn search(job: String, news: Function) -> Result<String, String> {
    console::install();
    let job: app::jobs::SearchJob =
        serde_json::from_str(&job).map_err(|e| format!("the search job does not read: {e}"))?;
    let tell = |report: app::jobs::SearchNews| {
        if let Ok(json) = serde_json::to_string(&report) {
            // A page that stopped listening is not the search's problem.
            let _ = news.call1(&JsValue::NULL, &JsValue::from_str(&json));
        }
    };
    // Nothing sets it: a search worker is ended, not asked to stop.
    let never = std::sync::atomic::AtomicBool::new(false);
    let answer = app::search::run(&job, &tell, &never).map_err(|e| e.to_string())?;
    serde_json::to_string(&answer).map_err(|e| e.to_string())
}

/// How many search workers a game's analysis uses at once (at least 1; 1 until this is
/// called): the device's cores but one, as the worker counts them.
#[wasm_bindgen]
pub fn set_search_workers(count: u32) {
    searches::set_workers(usize::try_from(count).unwrap_or(1));
}

/// A progress report of search run `run`, from its worker (see [`start`]).
#[wasm_bindgen]
pub fn search_news(run: u32, news: String) {
    searches::news(run, &news);
}

/// Search run `run` ended: its answer's JSON, or why it failed (see [`start`]).
#[wasm_bindgen]
pub fn search_done(run: u32, answer: Option<String>, error: Option<String>) {
    searches::done(run, answer, error);
}

/// `err` as the UI receives it from either host.
fn error_json(err: &AppError) -> String {
    // An AppError is a tag and a string: it serializes by construction.
    serde_json::to_string(err).unwrap_or_else(|_| r#"{"kind":"internal","message":""}"#.into())
}
