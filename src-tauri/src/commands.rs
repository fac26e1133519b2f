//! The IPC commands: thin wrappers that take validated arguments, call into the app state
//! and map failures to [`AppError`]. Serde rejects a payload of the wrong shape before a
//! command runs; the commands then reject values that are well-formed but invalid.

use tauri::State;

use crate::dto::{AppInfo, Preferences, Theme};
use crate::error::AppResult;
use crate::prefs::PreferencesState;

/// The app's version and the games it can play.
#[tauri::command]
pub fn app_info() -> AppInfo {
    AppInfo {
        version: env!("CARGO_PKG_VERSION").to_owned(),
        games: crate::games::list(),
    }
}

/// The current interface preferences.
#[tauri::command]
pub fn get_preferences(prefs: State<'_, PreferencesState>) -> AppResult<Preferences> {
    prefs.get()
}

/// Changes the colour scheme.
#[tauri::command]
pub fn set_theme(prefs: State<'_, PreferencesState>, theme: Theme) -> AppResult<Preferences> {
    prefs.set_theme(theme)
}
