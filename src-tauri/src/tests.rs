//! The shell on Tauri's mock runtime: the one command through Tauri's real IPC (its payload
//! read by Tauri, then by the core), the capability, and the settings in tauri-plugin-store's
//! file with its last-good copy beside it. The commands themselves are the core's and are
//! tested there (`crates/app/src/tests.rs`).

use tauri::ipc::{CallbackFn, InvokeBody};
use tauri::test::{get_ipc_response, mock_builder, mock_context, noop_assets, INVOKE_KEY};
use tauri::webview::InvokeRequest;
use tauri::{Manager, WebviewWindowBuilder};

use super::*;

type MockApp = tauri::App<tauri::test::MockRuntime>;
type MockWindow = tauri::WebviewWindow<tauri::test::MockRuntime>;

/// A settings file of its own for each test (they run in parallel).
fn settings_file() -> &'static str {
    use std::sync::atomic::{AtomicU32, Ordering};
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let name = format!(
        "shell-settings-{}-{}.json",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    );
    Box::leak(name.into_boxed_str())
}

/// The app on the mock runtime, its core made as the setup hook makes it (the mock runtime
/// runs no setup hook), with an in-memory store and the settings in `file`.
fn app_with(file: &str) -> (MockApp, MockWindow) {
    let app = run_app(mock_builder(), Storage::InMemory)
        .build(mock_context(noop_assets()))
        .expect("the app builds on the mock runtime");
    let settings = settings_store::load(app.handle(), file);
    let core = App::new(
        Box::new(host::TauriHost::new(app.handle().clone())),
        &Storage::InMemory,
        settings,
    );
    app.manage(core);
    let window = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .expect("a mock window");
    (app, window)
}

/// Sends `body` to the command `cmd` as the webview does.
fn invoke(
    window: &MockWindow,
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

/// Removes a test's settings file and its copy.
fn remove_settings_file(app: &MockApp, file: &str) {
    if let Ok(path) = settings_store::settings_path(app.handle(), file) {
        let _ = std::fs::remove_file(settings_store::last_good_path(&path));
        let _ = std::fs::remove_file(path);
    }
}

#[test]
fn the_ui_calls_the_core_through_the_one_command() {
    let file = settings_file();
    let (app, window) = app_with(file);
    let info = invoke(
        &window,
        "call",
        serde_json::json!({"name": "app_info", "args": {}}),
    )
    .unwrap();
    assert_eq!(info["version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(info["can_vibrate"], false, "a desktop cannot vibrate");
    // Without arguments, as the generated wrappers send a command that takes none.
    let view = invoke(&window, "call", serde_json::json!({"name": "get_settings"})).unwrap();
    assert!(view["settings"].is_object());
    // The core's typed errors cross as they are.
    let refused = invoke(
        &window,
        "call",
        serde_json::json!({"name": "play", "args": {"mv": "4a1"}}),
    )
    .unwrap_err();
    assert_eq!(refused, serde_json::json!({"kind": "no_game"}));
    let bad = invoke(
        &window,
        "call",
        serde_json::json!({"name": "play", "args": {"mv": 3}}),
    )
    .unwrap_err();
    assert_eq!(bad["kind"], "invalid_input");
    // Tauri itself refuses a payload without a name, before the core runs.
    assert!(invoke(&window, "call", serde_json::json!({})).is_err());
    // No other command is registered.
    assert!(invoke(&window, "app_info", serde_json::json!({})).is_err());
    remove_settings_file(&app, file);
}

#[test]
fn the_capability_allows_exactly_the_one_command_and_the_events() {
    let text = include_str!("../capabilities/default.json");
    let capability: serde_json::Value = serde_json::from_str(text).unwrap();
    let mut allowed: Vec<&str> = capability["permissions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap())
        .collect();
    allowed.sort();
    let mut expected = vec![
        "allow-call",
        "core:event:allow-listen",
        "core:event:allow-unlisten",
        // Android's back button (onBackButtonPress): a listener, nothing more.
        "core:app:allow-register-listener",
        "core:app:allow-remove-listener",
    ];
    expected.sort();
    assert_eq!(allowed, expected);
}

/// Settings as the UI sends them, every field other than its default.
fn custom_settings(theme: &str) -> serde_json::Value {
    serde_json::json!({
        "language": "uk", "theme": theme, "palette": "colour_blind", "motion": "reduced",
        "animation_speed": "fast", "sound": false, "vibration": false, "touch_move": false,
        "show_covered": true, "tabletop": true, "ai_level": 5, "coordinates": false,
        "confirm_draw_offer": false
    })
}

/// The settings view the core answers `get_settings` with.
fn settings_view(window: &MockWindow) -> serde_json::Value {
    invoke(
        window,
        "call",
        serde_json::json!({"name": "get_settings", "args": {}}),
    )
    .unwrap()
}

/// Saves `settings` as the UI does.
fn set_settings(window: &MockWindow, settings: &serde_json::Value) {
    invoke(
        window,
        "call",
        serde_json::json!({"name": "set_settings", "args": {"settings": settings}}),
    )
    .unwrap();
}

/// Tells the core the person has read the settings notice.
fn dismiss_settings_notice(window: &MockWindow) {
    invoke(
        window,
        "call",
        serde_json::json!({"name": "dismiss_settings_notice"}),
    )
    .unwrap();
}

#[test]
fn settings_survive_a_restart() {
    let file = settings_file();
    {
        let (_app, window) = app_with(file);
        set_settings(&window, &custom_settings("light"));
    }
    let (app, window) = app_with(file);
    let view = settings_view(&window);
    assert_eq!(view["settings"], custom_settings("light"));
    assert_eq!(view["notice"], serde_json::Value::Null);
    remove_settings_file(&app, file);
}

/// The faults a kill during tauri-plugin-store's in-place write leaves: in each, the app
/// starts with the settings last saved, tells the person once, and the plugin's file is whole
/// again.
#[test]
fn a_torn_plugin_file_starts_with_the_last_saved_settings() {
    let saved = custom_settings("dark");
    for (what, torn) in [
        ("cut to zero bytes", Vec::new()),
        ("filled with NUL bytes", vec![0u8; 300]),
        (
            "half-written",
            br#"{"language": "uk", "theme": "da"#.to_vec(),
        ),
    ] {
        let file = settings_file();
        let path = {
            let (app, window) = app_with(file);
            set_settings(&window, &saved);
            settings_store::settings_path(app.handle(), file).unwrap()
        };
        assert_eq!(
            app::settings::parse(&std::fs::read(&path).unwrap()).ok(),
            serde_json::from_value(saved.clone()).ok(),
            "the plugin's file holds the settings"
        );
        std::fs::write(&path, &torn).unwrap();

        {
            let (_app, window) = app_with(file);
            let view = settings_view(&window);
            assert_eq!(view["settings"], saved, "{what}");
            assert_eq!(view["notice"]["kind"], "restored", "{what}");
            assert_eq!(
                app::settings::parse(&std::fs::read(&path).unwrap()).ok(),
                serde_json::from_value(saved.clone()).ok(),
                "{what}: the plugin's file is whole again"
            );
            dismiss_settings_notice(&window);
        }
        let (app, window) = app_with(file);
        let view = settings_view(&window);
        assert_eq!(view["notice"], serde_json::Value::Null, "{what}: told once");
        assert_eq!(view["settings"], saved);
        remove_settings_file(&app, file);
    }
}

/// A plugin file that holds no valid settings, with no copy to restore: the defaults, the
/// person told once, and the file the defaults from then on.
#[test]
fn a_damaged_plugin_file_resets_to_the_defaults_with_a_notice_once() {
    let file = settings_file();
    let path = {
        let (app, _window) = app_with(file);
        settings_store::settings_path(app.handle(), file).unwrap()
    };
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, b"{\"theme\": \"dark\", \"ai_level\": 42}").unwrap();

    {
        let (_app, window) = app_with(file);
        let view = settings_view(&window);
        let defaults = serde_json::to_value(app::ipc::app::Settings::default()).unwrap();
        assert_eq!(view["settings"], defaults);
        assert_eq!(view["notice"]["kind"], "damaged");
        assert!(view["notice"]["reason"].as_str().unwrap().contains("level"));
        // The damaged file was replaced by the defaults, so the next start is clean.
        assert_eq!(
            app::settings::parse(&std::fs::read(&path).unwrap()).ok(),
            Some(app::ipc::app::Settings::default())
        );
        dismiss_settings_notice(&window);
        assert_eq!(settings_view(&window)["notice"], serde_json::Value::Null);
    }
    let (app, window) = app_with(file);
    assert_eq!(settings_view(&window)["notice"], serde_json::Value::Null);
    remove_settings_file(&app, file);
}
