//! The IPC commands of the saved-games and statistics screens: thin wrappers over
//! [`crate::library`]. Export and import open the platform's save and open dialogs from
//! Rust (tauri-plugin-dialog) and read or write the picked file with tauri-plugin-fs
//! ([`crate::picked_file`]: a path, an Android `content://` URI or an iOS security-scoped
//! URL), so the webview has no file or dialog permission at all.

use store::{Statistics, StatsQuery};
use tauri::{AppHandle, Manager, Runtime, State};
use tauri_plugin_dialog::{DialogExt, FilePath};
use tauri_plugin_fs::FsExt;

use super::command;
use crate::autosave::SaveState;
use crate::error::{AppError, AppResult};
use crate::ipc::library::SavedGameCard;
use crate::library;
use crate::picked_file;

/// Every saved game, newest first, damaged ones included with their reason.
#[command]
pub fn list_saved_games(save: State<'_, SaveState>) -> AppResult<Vec<SavedGameCard>> {
    library::with(&save, library::cards)
}

/// Gives a saved game a title (empty: no title).
#[command]
pub fn rename_saved_game(save: State<'_, SaveState>, id: i64, title: String) -> AppResult<()> {
    library::with(&save, |s| library::rename(s, id, &title))
}

/// Deletes a saved game; [`restore_saved_game`] undoes it.
#[command]
pub fn delete_saved_game(save: State<'_, SaveState>, id: i64) -> AppResult<()> {
    library::with(&save, |s| library::delete(s, id))
}

/// Restores a deleted game.
#[command]
pub fn restore_saved_game(save: State<'_, SaveState>, id: i64) -> AppResult<()> {
    library::with(&save, |s| library::restore(s, id))
}

/// A saved game as text, for the clipboard.
#[command]
pub fn saved_game_text(save: State<'_, SaveState>, id: i64) -> AppResult<String> {
    library::with(&save, |s| library::text(s, id))
}

/// Imports a game from text (pasted); returns its identifier.
#[command]
pub fn import_game_text(save: State<'_, SaveState>, text: String) -> AppResult<i64> {
    library::with(&save, |s| library::import(s, &text))
}

/// Asks where to save a game (a dialog titled `title`, in the person's language), then
/// writes it there. Returns false if the person cancelled.
#[command]
pub async fn export_saved_game<R: Runtime>(
    app: AppHandle<R>,
    id: i64,
    title: String,
) -> AppResult<bool> {
    let (text, name) = {
        let save = app.state::<SaveState>();
        library::with(&save, |s| {
            let row = library::list(s)?
                .into_iter()
                .find(|r| r.id == id)
                .ok_or_else(|| AppError::Refused(format!("no saved game {id}")))?;
            Ok((library::text(s, id)?, library::export_file_name(&row)))
        })?
    };
    let suggested = name.to_string_lossy().into_owned();
    let staged = if picked_file::EXPORT_IS_STAGED {
        let documents = app
            .path()
            .document_dir()
            .map_err(|e| AppError::Internal(format!("no documents folder: {e}")))?;
        Some(picked_file::stage_export(&documents, &suggested, &text)?)
    } else {
        None
    };
    let picked = game_file_dialog(&app, title, Some(suggested)).await;
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
}

/// Asks for a game file (a dialog titled `title`), reads it and imports it. Returns the new
/// game's identifier, or null if the person cancelled; a bad file is refused with the line
/// at fault.
#[command]
pub async fn import_game_file<R: Runtime>(
    app: AppHandle<R>,
    title: String,
) -> AppResult<Option<i64>> {
    let Some(file) = game_file_dialog(&app, title, None).await? else {
        return Ok(None);
    };
    let text = picked_file::read_game_file(app.fs(), &file)?;
    let save = app.state::<SaveState>();
    library::with(&save, |s| library::import(s, &text)).map(Some)
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

/// Played, won, lost, drawn, streaks and the chart's series for a request.
#[command]
pub fn statistics(save: State<'_, SaveState>, request: StatsQuery) -> AppResult<Statistics> {
    library::with(&save, |s| library::statistics(s, &request))
}
