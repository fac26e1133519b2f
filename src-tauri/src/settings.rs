//! The person's settings: read and checked here at start, kept in app state, written to
//! `settings.json` in the app's data directory atomically ([`crate::files`]: a crash leaves
//! the old file or the new one, never half of one). The file is the JSON object
//! tauri-plugin-store kept before, in the same place; the plugin itself wrote in place, and
//! saved every store again when the app exited, so it is no longer used.
//!
//! A missing file means the defaults. A file that cannot be parsed, or holds a value that is
//! not a valid setting, is replaced by the defaults and the person is told (a
//! [`SettingsNotice`]); so is a file that cannot be read at all. Nothing here panics on what
//! the file contains.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde_json::{Map, Value};
use tauri::{AppHandle, Manager, Runtime};

use crate::error::{AppError, AppResult};
use crate::files;
use crate::ipc::app::{NoticeKind, Settings, SettingsNotice, SettingsView};

/// The settings file's name, in the app's data directory.
pub const SETTINGS_FILE: &str = "settings.json";

/// The largest settings file read; anything bigger is not ours.
const MAX_FILE_BYTES: u64 = 64 * 1024;

/// Writes settings to disk; a closure so that the state does not depend on the runtime.
type Writer = Box<dyn Fn(&Settings) -> Result<(), String> + Send + Sync>;

/// The settings in use and how to save them, shared by every window.
pub struct SettingsState {
    view: Mutex<SettingsView>,
    write: Writer,
}

impl std::fmt::Debug for SettingsState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SettingsState")
            .field("view", &self.view)
            .finish_non_exhaustive()
    }
}

/// Reads settings from the bytes of a settings file. Keys missing from the file keep their
/// default (a file from an older version); keys the app does not know are ignored (a file
/// from a newer version); a key with an invalid value makes the whole file invalid.
pub fn parse(bytes: &[u8]) -> Result<Settings, String> {
    let value: Value = serde_json::from_slice(bytes).map_err(|e| format!("not JSON: {e}"))?;
    let Value::Object(saved) = value else {
        return Err("not a JSON object".into());
    };
    let Value::Object(mut merged) =
        serde_json::to_value(Settings::default()).map_err(|e| e.to_string())?
    else {
        return Err("the default settings are not an object".into());
    };
    for (key, value) in saved {
        if let Some(slot) = merged.get_mut(&key) {
            *slot = value;
        }
    }
    serde_json::from_value(Value::Object(merged)).map_err(|e| e.to_string())
}

/// Reads the settings file at `path`: the settings to use and, if the file could not be
/// used, why.
pub fn load_file(path: &Path) -> (Settings, Option<SettingsNotice>) {
    let read = std::fs::metadata(path).and_then(|meta| {
        if meta.len() > MAX_FILE_BYTES {
            Ok(None)
        } else {
            std::fs::read(path).map(Some)
        }
    });
    match read {
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => (Settings::default(), None),
        Err(err) => (
            Settings::default(),
            Some(SettingsNotice {
                kind: NoticeKind::Unreadable,
                reason: err.to_string(),
            }),
        ),
        Ok(None) => (
            Settings::default(),
            Some(SettingsNotice {
                kind: NoticeKind::Damaged,
                reason: format!("larger than {MAX_FILE_BYTES} bytes"),
            }),
        ),
        Ok(Some(bytes)) => match parse(&bytes) {
            Ok(settings) => (settings, None),
            Err(reason) => (
                Settings::default(),
                Some(SettingsNotice {
                    kind: NoticeKind::Damaged,
                    reason,
                }),
            ),
        },
    }
}

/// The settings as one JSON object, key by key, as the store keeps them.
fn entries(settings: &Settings) -> Result<Map<String, Value>, String> {
    match serde_json::to_value(settings).map_err(|e| e.to_string())? {
        Value::Object(map) => Ok(map),
        _ => Err("settings are not an object".into()),
    }
}

/// Where the settings file `file` of `app` is: its app data directory.
pub fn settings_path<R: Runtime>(app: &AppHandle<R>, file: &str) -> tauri::Result<PathBuf> {
    Ok(app.path().app_data_dir()?.join(file))
}

/// Writes `settings` to `path` atomically, as one JSON object.
fn write_file(path: &Path, settings: &Settings) -> Result<(), String> {
    let bytes = serde_json::to_vec_pretty(&entries(settings)?).map_err(|e| e.to_string())?;
    files::write_atomically(path, &bytes).map_err(|e| e.to_string())
}

impl SettingsState {
    /// Loads the settings of `app` from `file` (in its data directory). A damaged file is
    /// overwritten with the defaults straight away.
    pub fn init<R: Runtime>(app: &AppHandle<R>, file: &str) -> SettingsState {
        let (settings, mut notice, write): (_, _, Writer) = match settings_path(app, file) {
            Ok(path) => {
                let (settings, notice) = load_file(&path);
                (
                    settings,
                    notice,
                    Box::new(move |settings: &Settings| write_file(&path, settings)),
                )
            }
            Err(err) => {
                let reason = err.to_string();
                (
                    Settings::default(),
                    Some(SettingsNotice {
                        kind: NoticeKind::Unreadable,
                        reason: reason.clone(),
                    }),
                    Box::new(move |_: &Settings| Err(reason.clone())),
                )
            }
        };
        if let Some(n) = &notice {
            log::warn!(
                "settings reset to the defaults ({:?}): {}",
                n.kind,
                n.reason
            );
        }
        if notice
            .as_ref()
            .is_some_and(|n| n.kind == NoticeKind::Damaged)
        {
            if let Err(reason) = write(&settings) {
                log::error!("the default settings could not be written: {reason}");
                notice = Some(SettingsNotice {
                    kind: NoticeKind::Unreadable,
                    reason,
                });
            }
        }
        SettingsState {
            view: Mutex::new(SettingsView { settings, notice }),
            write,
        }
    }

    fn lock(&self) -> AppResult<std::sync::MutexGuard<'_, SettingsView>> {
        self.view
            .lock()
            .map_err(|_| AppError::Internal("settings lock poisoned".into()))
    }

    /// The settings in use and the notice, if any.
    pub fn view(&self) -> AppResult<SettingsView> {
        Ok(self.lock()?.clone())
    }

    /// Uses `settings` from now on and saves them. If saving fails they stay in use for this
    /// session and the error says so.
    pub fn set(&self, settings: Settings) -> AppResult<Settings> {
        let mut view = self.lock()?;
        view.settings = settings;
        (self.write)(&settings).map_err(|e| {
            log::error!("the settings were not saved: {e}");
            AppError::Internal(format!("the settings were not saved: {e}"))
        })?;
        Ok(settings)
    }

    /// Forgets the notice once the person has seen it.
    pub fn dismiss_notice(&self) -> AppResult<()> {
        self.lock()?.notice = None;
        Ok(())
    }
}

#[cfg(test)]
mod fuzz;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ipc::app::{AiLevel, AnimationSpeed, Language, Motion, Palette, Theme};

    fn custom() -> Settings {
        Settings {
            language: Language::Uk,
            theme: Theme::Dark,
            palette: Palette::ColourBlind,
            motion: Motion::Reduced,
            animation_speed: AnimationSpeed::Fast,
            sound: false,
            vibration: false,
            touch_move: false,
            show_covered: true,
            tabletop: true,
            ai_level: AiLevel::try_from(5).unwrap(),
            coordinates: false,
        }
    }

    #[test]
    fn saved_settings_read_back_as_they_were() {
        let bytes = serde_json::to_vec(&custom()).unwrap();
        assert_eq!(parse(&bytes), Ok(custom()));
    }

    #[test]
    fn missing_keys_keep_their_default_and_unknown_keys_are_ignored() {
        let settings = parse(br#"{"theme": "light", "future_option": [1, 2]}"#).unwrap();
        assert_eq!(settings.theme, Theme::Light);
        assert_eq!(
            Settings {
                theme: Theme::Dark,
                ..settings
            },
            Settings {
                theme: Theme::Dark,
                ..Settings::default()
            }
        );
    }

    #[test]
    fn a_file_from_before_the_vibration_setting_keeps_vibration_on() {
        let mut older = serde_json::to_value(custom()).unwrap();
        older.as_object_mut().unwrap().remove("vibration");
        let settings = parse(&serde_json::to_vec(&older).unwrap()).unwrap();
        assert!(settings.vibration);
        assert_eq!(
            Settings {
                vibration: false,
                ..settings
            },
            custom()
        );
    }

    #[test]
    fn damaged_content_is_refused_with_a_reason() {
        for bad in [
            &b""[..],
            b"{",
            b"\xff\xfe garbage",
            b"[1, 2]",
            b"null",
            b"\"dark\"",
            br#"{"theme": "purple"}"#,
            br#"{"ai_level": 9}"#,
            br#"{"ai_level": 0}"#,
            br#"{"ai_level": -1}"#,
            br#"{"sound": "yes"}"#,
            br#"{"language": "de"}"#,
        ] {
            let result = parse(bad);
            assert!(
                result.is_err(),
                "{:?} accepted",
                String::from_utf8_lossy(bad)
            );
            assert!(!result.unwrap_err().is_empty());
        }
    }

    #[test]
    fn a_missing_file_means_the_defaults_without_a_notice() {
        let dir = tempdir();
        let (settings, notice) = load_file(&dir.join("settings.json"));
        assert_eq!(settings, Settings::default());
        assert_eq!(notice, None);
    }

    #[test]
    fn a_damaged_file_means_the_defaults_with_a_notice() {
        let dir = tempdir();
        let path = dir.join("settings.json");
        std::fs::write(&path, b"{\"theme\": \"dark\", \"sound\": tru").unwrap();
        let (settings, notice) = load_file(&path);
        assert_eq!(settings, Settings::default());
        assert_eq!(notice.unwrap().kind, NoticeKind::Damaged);

        std::fs::write(&path, vec![b' '; 100 * 1024]).unwrap();
        assert_eq!(load_file(&path).1.unwrap().kind, NoticeKind::Damaged);
    }

    #[test]
    fn an_unreadable_file_means_the_defaults_with_a_notice() {
        let dir = tempdir();
        // A directory where the file should be cannot be read as a file.
        let path = dir.join("settings.json");
        std::fs::create_dir(&path).unwrap();
        let (settings, notice) = load_file(&path);
        assert_eq!(settings, Settings::default());
        assert_eq!(notice.unwrap().kind, NoticeKind::Unreadable);
    }

    #[test]
    fn ipc_payloads_must_name_every_setting_and_nothing_else() {
        let mut full = serde_json::to_value(custom()).unwrap();
        assert!(serde_json::from_value::<Settings>(full.clone()).is_ok());
        full["extra"] = Value::Bool(true);
        assert!(serde_json::from_value::<Settings>(full).is_err());
        let mut partial = serde_json::to_value(custom()).unwrap();
        partial.as_object_mut().unwrap().remove("sound");
        assert!(serde_json::from_value::<Settings>(partial).is_err());
    }

    /// A fresh directory under the system's temp directory for one test.
    pub(crate) fn tempdir() -> std::path::PathBuf {
        use std::sync::atomic::{AtomicU32, Ordering};
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "tipgobble-settings-test-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }
}
