//! Tip & Gobble, the app: the Tauri shell over the rules engines, the AI and the store.
//!
//! [`run`] is the entry point of every platform (desktop `main`, Android and iOS through
//! `mobile_entry_point`). It hands the builder to [`run_app`], which is generic over the
//! runtime so that the commands can be tested with Tauri's mock runtime.

pub mod commands;
pub mod dto;
pub mod error;
pub mod games;
pub mod prefs;
pub mod session;
pub mod view;

#[cfg(test)]
mod bindings;

use tauri::{Builder, Runtime};

/// The names of every IPC command, as `build.rs` lists them for the permission manifest.
pub const COMMAND_NAMES: &[&str] = &include!("command_names.in");

/// Registers the app state and every command on `builder`.
pub fn run_app<R: Runtime>(builder: Builder<R>) -> Builder<R> {
    builder
        .manage(prefs::PreferencesState::default())
        .invoke_handler(tauri::generate_handler![
            commands::app_info,
            commands::get_preferences,
            commands::set_theme,
        ])
}

/// Starts the app with the real webview runtime.
#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    let result = run_app(tauri::Builder::default()).run(tauri::generate_context!());
    if let Err(err) = result {
        eprintln!("Tip & Gobble could not start: {err}");
        std::process::exit(1);
    }
}

#[cfg(test)]
mod tests {
    use tauri::ipc::{CallbackFn, InvokeBody};
    use tauri::test::{get_ipc_response, mock_builder, mock_context, noop_assets, INVOKE_KEY};
    use tauri::webview::InvokeRequest;
    use tauri::{App, WebviewWindowBuilder};

    use super::*;

    fn app() -> (
        App<tauri::test::MockRuntime>,
        tauri::WebviewWindow<tauri::test::MockRuntime>,
    ) {
        let app = run_app(mock_builder())
            .build(mock_context(noop_assets()))
            .expect("the app builds on the mock runtime");
        let window = WebviewWindowBuilder::new(&app, "main", Default::default())
            .build()
            .expect("a mock window");
        (app, window)
    }

    fn invoke(
        window: &tauri::WebviewWindow<tauri::test::MockRuntime>,
        cmd: &str,
        body: serde_json::Value,
    ) -> Result<serde_json::Value, serde_json::Value> {
        get_ipc_response(
            window,
            InvokeRequest {
                cmd: cmd.into(),
                callback: CallbackFn(0),
                error: CallbackFn(1),
                url: "tauri://localhost".parse().expect("a url"),
                body: InvokeBody::Json(body),
                headers: Default::default(),
                invoke_key: INVOKE_KEY.to_string(),
            },
        )
        .map(|b| b.deserialize::<serde_json::Value>().expect("json"))
    }

    #[test]
    fn app_info_lists_both_games() {
        let (_app, window) = app();
        let info = invoke(&window, "app_info", serde_json::json!({})).unwrap();
        assert_eq!(info["version"], env!("CARGO_PKG_VERSION"));
        let kinds: Vec<_> = info["games"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["kind"].as_str().unwrap().to_owned())
            .collect();
        assert_eq!(kinds, ["gobblet", "deblockle"]);
    }

    #[test]
    fn a_bad_theme_is_refused_and_changes_nothing() {
        let (_app, window) = app();
        let set = invoke(&window, "set_theme", serde_json::json!({"theme": "dark"})).unwrap();
        assert_eq!(set["theme"], "dark");
        for bad in [
            serde_json::json!({"theme": "purple"}),
            serde_json::json!({"theme": 3}),
            serde_json::json!({}),
            serde_json::json!({"colour": "light"}),
        ] {
            assert!(
                invoke(&window, "set_theme", bad.clone()).is_err(),
                "{bad} accepted"
            );
        }
        let prefs = invoke(&window, "get_preferences", serde_json::json!({})).unwrap();
        assert_eq!(prefs["theme"], "dark");
    }

    #[test]
    fn the_permission_manifest_lists_exactly_the_registered_commands() {
        let (_app, window) = app();
        for name in COMMAND_NAMES {
            // An unknown command is refused by the invoke handler with this message.
            let response = invoke(&window, name, serde_json::json!({"theme": "light"}));
            if let Err(err) = &response {
                assert!(
                    !err.to_string().contains("not found"),
                    "{name} is listed for permissions but not registered: {err}"
                );
            }
        }
        let unknown = invoke(&window, "no_such_command", serde_json::json!({}));
        assert!(unknown.unwrap_err().to_string().contains("not found"));
    }
}
