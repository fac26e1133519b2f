//! The Tauri shell as the app core's host: events emitted to the webview, searches on
//! Tauri's blocking tasks, vibration through tauri-plugin-haptics, and the platform's save and
//! open dialogs (tauri-plugin-dialog) with the picked file read or written through
//! tauri-plugin-fs ([`crate::picked_file`]).

use app::error::{AppError, AppResult};
use app::host::{Event, Host, HostFuture, Job};
use app::ipc::app::Feel;
use tauri::{AppHandle, Emitter, Manager, Runtime};
use tauri_plugin_dialog::{DialogExt, FilePath};
use tauri_plugin_fs::FsExt;

use crate::{haptics, picked_file};

/// The core's host in a Tauri app.
pub struct TauriHost<R: Runtime> {
    app: AppHandle<R>,
}

impl<R: Runtime> TauriHost<R> {
    /// The host of the app `app`.
    pub fn new(app: AppHandle<R>) -> TauriHost<R> {
        TauriHost { app }
    }
}

impl<R: Runtime> Host for TauriHost<R> {
    fn emit(&self, event: Event) {
        // A closed window is not an error.
        let _ = self.app.emit(event.name(), event.payload());
    }

    fn spawn_blocking(&self, job: Job) {
        tauri::async_runtime::spawn_blocking(job);
    }

    fn can_vibrate(&self) -> bool {
        cfg!(mobile)
    }

    fn haptic(&self, feel: Feel) -> AppResult<()> {
        haptics::play(&self.app, feel)
    }

    fn save_game_file(
        &self,
        title: String,
        name: String,
        text: String,
    ) -> HostFuture<AppResult<bool>> {
        let app = self.app.clone();
        Box::pin(async move {
            let staged = if picked_file::EXPORT_IS_STAGED {
                let documents = app
                    .path()
                    .document_dir()
                    .map_err(|e| AppError::Internal(format!("no documents folder: {e}")))?;
                Some(picked_file::stage_export(&documents, &name, &text)?)
            } else {
                None
            };
            let picked = game_file_dialog(&app, title, Some(name)).await;
            if let Some(path) = &staged {
                // The export picker has copied it (or the person cancelled): it is not kept.
                if let Err(err) = std::fs::remove_file(path) {
                    log::warn!("the staged export {} stays: {err}", path.display());
                }
            }
            let Some(file) = picked? else {
                return Ok(false);
            };
            if staged.is_none() {
                picked_file::write_game_file(app.fs(), &file, &text)?;
            }
            Ok(true)
        })
    }

    fn open_game_file(&self, title: String) -> HostFuture<AppResult<Option<String>>> {
        let app = self.app.clone();
        Box::pin(async move {
            let Some(file) = game_file_dialog(&app, title, None).await? else {
                return Ok(None);
            };
            picked_file::read_game_file(app.fs(), &file).map(Some)
        })
    }
}

/// Shows the platform's dialog for a game file, titled `title`, on a blocking thread: a save
/// dialog suggesting the name `save_as`, or an open dialog when it is `None`. The file the
/// person picked as the platform answers it (a path, or a URL on Android and iOS), or `None`
/// if they cancelled.
async fn game_file_dialog<R: Runtime>(
    app: &AppHandle<R>,
    title: String,
    save_as: Option<String>,
) -> AppResult<Option<FilePath>> {
    let dialog = app.clone();
    let picked = tauri::async_runtime::spawn_blocking(move || {
        let files = dialog
            .dialog()
            .file()
            .set_title(title)
            .add_filter("Tip & Gobble", &["txt"]);
        match save_as {
            Some(name) => files.set_file_name(name).blocking_save_file(),
            None => files.blocking_pick_file(),
        }
    })
    .await
    .map_err(|e| AppError::Internal(e.to_string()))?;
    Ok(picked)
}
