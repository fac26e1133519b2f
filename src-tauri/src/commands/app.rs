//! The IPC commands of the app itself: its version and games, and the settings. Like every
//! command, thin wrappers that take validated arguments, call into the app state and map
//! failures to [`crate::error::AppError`].

use tauri::{AppHandle, Runtime, State};

use super::command;
use crate::error::AppResult;
use crate::haptics;
use crate::ipc::app::{AppInfo, Feel, Settings, SettingsView};
use crate::settings::SettingsState;

/// The app's version and the games it can play.
#[command]
pub fn app_info() -> AppInfo {
    AppInfo {
        version: env!("CARGO_PKG_VERSION").to_owned(),
        games: crate::games::list(),
        can_vibrate: cfg!(mobile),
    }
}

/// The settings in use, and the notice to show if the saved ones were reset.
#[command]
pub fn get_settings(settings: State<'_, SettingsState>) -> AppResult<SettingsView> {
    settings.view()
}

/// Uses and saves new settings (all of them, validated by their types); returns them.
#[command]
pub fn set_settings(state: State<'_, SettingsState>, settings: Settings) -> AppResult<Settings> {
    state.set(settings)
}

/// The person has read the notice about reset settings: stop showing it.
#[command]
pub fn dismiss_settings_notice(settings: State<'_, SettingsState>) -> AppResult<()> {
    settings.dismiss_notice()
}

/// Plays a haptic pattern (Android and iOS; nothing on desktop). The UI asks only while the
/// "Vibration" setting is on.
#[command]
pub fn haptic<R: Runtime>(app: AppHandle<R>, feel: Feel) -> AppResult<()> {
    haptics::play(&app, feel)
}
