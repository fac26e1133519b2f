//! What the app core asks of the program it runs in: the host. Tip & Gobble has two: the
//! Tauri shell (`src-tauri`, native on desktop, Android and iOS) and the web host (the core
//! compiled to WebAssembly, in a Web Worker). Everything else — the game flow, sessions,
//! autosave, review, puzzles, tutorial, settings, the commands — is the core's, written once.
//!
//! A host sends the core's [`Event`]s to the UI, runs the searches off the thread that
//! answers the UI ([`Host::spawn_blocking`], [`Host::search`]), plays haptic feedback where the device has it,
//! and shows the platform's dialogs for a game file.

use std::future::Future;
use std::pin::Pin;

use serde::Serialize;

use crate::error::{AppError, AppResult};
use crate::ipc::app::Feel;
use crate::ipc::computer::SearchProgress;
use crate::ipc::game::GameView;
use crate::ipc::library::ImportProgress;
use crate::ipc::review::ReviewProgress;
use crate::ipc::storage::StorageView;
use crate::jobs::{Hold, SearchAnswer, SearchJob, SearchNews, Stop};

/// A future a host returns for a dialog: owned and sendable, so that a command can await it.
pub type HostFuture<T> = Pin<Box<dyn Future<Output = T> + Send + 'static>>;

/// A job for [`Host::spawn_blocking`]: everything it needs, owned.
pub type Job = Box<dyn FnOnce() + Send + 'static>;

/// A search that can be cancelled (and an analysis paused), handed to [`Host::search`]: the
/// job (the one form both hosts run, [`crate::search::run`]), what stops it, where its news
/// go, and who takes its answer. A host runs it here on a blocking task, stopped by
/// [`Search::stop`]'s flags ([`Search::into_job`]); or elsewhere, ended at once when
/// [`Stop::hold`] says so (the web host: a worker of its own, terminated).
pub struct Search {
    /// The search.
    pub job: SearchJob,
    /// What stops it; its [`Stop::hold`] says whether it should run now.
    pub stop: Stop,
    /// Told each progress report of the search.
    pub news: Box<dyn Fn(SearchNews) + Send + Sync>,
    /// Given the search's answer; `None` when it was stopped or could not run (then the core
    /// treats it as an answer that never came).
    pub answer: Box<dyn FnOnce(Option<SearchAnswer>) + Send>,
}

impl Search {
    /// The search run here, as a [`Job`] for [`Host::spawn_blocking`]: what a host does with a
    /// search it does not run elsewhere. An answer found after the search was stopped is
    /// dropped, as a host that ends a stopped search elsewhere drops it.
    pub fn into_job(self) -> Job {
        let Search {
            job,
            stop,
            news,
            answer,
        } = self;
        Box::new(move || {
            let found = match crate::search::run(&job, &*news, stop.interrupt()) {
                Ok(found) => Some(found),
                Err(err) => {
                    log::error!("a search could not run: {err}");
                    None
                }
            };
            answer(found.filter(|_| stop.hold() != Hold::Stopped));
        })
    }
}

/// Something the core tells the UI without being asked: each is an event of the same name in
/// both hosts (`ui/src/lib/ipc.ts` listens to them).
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// The game's new view after the computer moved (or its move failed).
    GameChanged(Box<GameView>),
    /// The computer's search progress.
    AiProgress(SearchProgress),
    /// The store's problems changed: a save failed or worked again, the game went on as a
    /// copy.
    StorageChanged(StorageView),
    /// The analysis of the game under review progressed.
    ReviewProgress(ReviewProgress),
    /// An import progressed (the Saved games screen shows it, with its Cancel).
    ImportProgress(ImportProgress),
}

impl Event {
    /// Every event's name, as the UI listens to it.
    pub const NAMES: [&'static str; 5] = [
        "game-changed",
        "ai-progress",
        "storage-changed",
        "review-progress",
        "import-progress",
    ];

    /// The event's name, as the UI listens to it.
    pub fn name(&self) -> &'static str {
        match self {
            Event::GameChanged(_) => Self::NAMES[0],
            Event::AiProgress(_) => Self::NAMES[1],
            Event::StorageChanged(_) => Self::NAMES[2],
            Event::ReviewProgress(_) => Self::NAMES[3],
            Event::ImportProgress(_) => Self::NAMES[4],
        }
    }

    /// The event's payload as JSON.
    pub fn payload(&self) -> serde_json::Value {
        fn json(value: &impl Serialize) -> serde_json::Value {
            // The IPC types serialize to JSON by construction (no maps with non-string keys,
            // no floats that are not finite).
            serde_json::to_value(value).unwrap_or(serde_json::Value::Null)
        }
        match self {
            Event::GameChanged(view) => json(view),
            Event::AiProgress(progress) => json(progress),
            Event::StorageChanged(view) => json(view),
            Event::ReviewProgress(progress) => json(progress),
            Event::ImportProgress(progress) => json(progress),
        }
    }
}

/// The program the core runs in. Implemented by the Tauri shell and by the web host.
pub trait Host: Send + Sync + 'static {
    /// Sends `event` to the UI. A UI that is gone (a closed window) is not an error.
    fn emit(&self, event: Event);

    /// Runs `job` off the thread that answers the UI, soon and never before this call has
    /// returned: a blocking task natively. The core holds no lock when the job starts.
    fn spawn_blocking(&self, job: Job);

    /// Runs `search`, soon and never before this call has returned: by default here, on a
    /// blocking task ([`Host::spawn_blocking`], [`Search::into_job`]).
    fn search(&self, search: Search) {
        self.spawn_blocking(search.into_job());
    }

    /// Whether the device can vibrate ([`Host::haptic`] does something).
    fn can_vibrate(&self) -> bool {
        false
    }

    /// Plays `feel` on the device's vibration motor; nothing where there is none.
    fn haptic(&self, feel: Feel) -> AppResult<()> {
        let _ = feel;
        Ok(())
    }

    /// Asks the person where to save a game file (a dialog titled `title`, suggesting the
    /// name `name`) and writes `text` there. `false` if the person cancelled.
    fn save_game_file(
        &self,
        title: String,
        name: String,
        text: String,
    ) -> HostFuture<AppResult<bool>> {
        let _ = (title, name, text);
        Box::pin(async { Err(AppError::Refused("this device has no file dialogs".into())) })
    }

    /// Asks the person for a game file (a dialog titled `title`) and reads it as text, at
    /// most [`crate::library::MAX_IMPORT_BYTES`]. `None` if the person cancelled.
    fn open_game_file(&self, title: String) -> HostFuture<AppResult<Option<String>>> {
        let _ = title;
        Box::pin(async { Err(AppError::Refused("this device has no file dialogs".into())) })
    }
}

/// Runs `f` on the host's blocking task and waits for its result without blocking the
/// caller. A job that never answers (it panicked) is an internal error.
pub async fn blocking<T, F>(host: &dyn Host, f: F) -> AppResult<T>
where
    T: Send + 'static,
    F: FnOnce() -> T + Send + 'static,
{
    let (tx, rx) = tokio::sync::oneshot::channel();
    host.spawn_blocking(Box::new(move || {
        // The caller may have gone (a cancelled command): the result is then not wanted.
        let _ = tx.send(f());
    }));
    rx.await
        .map_err(|_| AppError::Internal("a background task ended without an answer".into()))
}

/// Runs a search through [`Host::search`] and waits for its answer without blocking the
/// caller, read by `read`. `None` when the search was stopped before it answered.
pub async fn searched<T, R>(
    host: &dyn Host,
    job: SearchJob,
    stop: Stop,
    news: Box<dyn Fn(SearchNews) + Send + Sync>,
    read: R,
) -> AppResult<Option<T>>
where
    T: Send + 'static,
    R: FnOnce(SearchAnswer) -> AppResult<T> + Send + 'static,
{
    let (tx, rx) = tokio::sync::oneshot::channel();
    host.search(Search {
        job,
        stop,
        news,
        answer: Box::new(move |answer| {
            // The caller may have gone (a cancelled command): the answer is then not wanted.
            let _ = tx.send(answer.map(read).transpose());
        }),
    });
    rx.await
        .map_err(|_| AppError::Internal("a background task ended without an answer".into()))?
}
