//! One copy of the app on desktop (tauri-plugin-single-instance): a second launch hands over
//! to the running app, which shows and focuses its window, and exits before opening anything.
//! Two copies would both resume the same unfinished game and both append to it; the store
//! refuses the second writer's actions anyway (`store::StoreError::OutOfStep`), but the
//! person should never get there. Android and iOS run one copy of an app by themselves.

use std::hash::{Hash, Hasher};

use tauri::plugin::TauriPlugin;
use tauri::{AppHandle, Manager, Runtime};

/// The label of the app's window (tauri.conf.json).
const MAIN_WINDOW: &str = "main";

/// The plugin for the app with this bundle identifier. With `$TIPGOBBLE_DATA_DIR` set, the
/// copies sharing that data directory are one app, and another directory is another app (on
/// Linux, where the plugin's D-Bus name can say so; Windows and macOS use the identifier).
pub fn plugin<R: Runtime>(identifier: &str) -> TauriPlugin<R> {
    let builder = tauri_plugin_single_instance::Builder::new().callback(|app, _args, _cwd| {
        focus(app);
    });
    match std::env::var_os("TIPGOBBLE_DATA_DIR") {
        Some(dir) => builder.dbus_id(bus_id(identifier, &dir)),
        None => builder,
    }
    .build()
}

/// The D-Bus name (before the plugin's `.SingleInstance`) of the copies of the app that use
/// the data directory `dir`: the identifier and a hash of the directory (a bus name's parts
/// may not start with a digit, hence the `data` prefix).
fn bus_id(identifier: &str, dir: &std::ffi::OsStr) -> String {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    dir.hash(&mut hasher);
    format!("{identifier}.data{:016x}", hasher.finish())
}

/// Brings the app's window to the front: un-minimised, shown and focused. Best effort: a
/// window manager may refuse the focus, and then the window is at least shown.
pub fn focus<R: Runtime>(app: &AppHandle<R>) {
    if let Some(window) = app.get_webview_window(MAIN_WINDOW) {
        let _ = window.unminimize();
        let _ = window.show();
        let _ = window.set_focus();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_data_directory_has_its_own_valid_bus_name() {
        let a = bus_id("app.tipgobble", std::ffi::OsStr::new("/tmp/a"));
        let b = bus_id("app.tipgobble", std::ffi::OsStr::new("/tmp/b"));
        assert_ne!(a, b);
        assert_eq!(a, bus_id("app.tipgobble", std::ffi::OsStr::new("/tmp/a")));
        // D-Bus: elements of [A-Za-z0-9_-], none starting with a digit, at most 255 bytes.
        assert!(a.len() < 255 - ".SingleInstance".len());
        for element in a.split('.') {
            assert!(!element.is_empty() && !element.starts_with(|c: char| c.is_ascii_digit()));
            assert!(element
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-'));
        }
    }
}
