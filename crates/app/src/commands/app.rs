//! The IPC commands of the app itself: its version and games, and the settings. Like every
//! command, thin wrappers that take validated arguments, call into the app state and map
//! failures to [`crate::error::AppError`].

use super::command;
use crate::context::App;
use crate::error::AppResult;
use crate::ipc::app::{AppInfo, Feel, Settings, SettingsView};

/// The app's version and the games it can play.
#[command]
pub fn app_info(app: &App) -> AppInfo {
    AppInfo {
        version: env!("CARGO_PKG_VERSION").to_owned(),
        games: crate::games::list(),
        can_vibrate: app.host.can_vibrate(),
    }
}

/// The settings in use, and the notice to show if the saved ones were reset.
#[command]
pub fn get_settings(app: &App) -> AppResult<SettingsView> {
    app.settings.view()
}

/// Uses and saves new settings (all of them, validated by their types); returns them.
#[command]
pub fn set_settings(app: &App, settings: Settings) -> AppResult<Settings> {
    app.settings.set(settings)
}

/// The person has read the notice about reset settings: stop showing it.
#[command]
pub fn dismiss_settings_notice(app: &App) -> AppResult<()> {
    app.settings.dismiss_notice()
}

/// Plays a haptic pattern (Android and iOS; nothing on desktop). The UI asks only while the
/// "Vibration" setting is on.
#[command]
pub fn haptic(app: &App, feel: Feel) -> AppResult<()> {
    app.host.haptic(feel)
}
