//! The person's settings: read and checked here at start, kept in app state, saved through
//! tauri-plugin-store (`settings.json` in the app's data directory, one JSON object) with a
//! last-good copy beside it (`settings.last-good.json`), written atomically ([`crate::files`])
//! before every save.
//!
//! The plugin writes its file in place, so a crash or a kill while it writes can leave it
//! empty, filled with zeros or cut in half. The last-good copy is written whole or not at all
//! and always holds the last settings saved; at start a store file that cannot be used is
//! restored from it, and the person is told once ([`NoticeKind::Restored`]). Only when both
//! are unusable do the defaults replace them, and the person is told that too. A missing file
//! means the defaults. Nothing here panics on what either file contains.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde_json::{Map, Value};
use tauri::{AppHandle, Manager, Runtime};
use tauri_plugin_store::StoreBuilder;

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

/// What reading one settings file gave.
#[derive(Debug, PartialEq)]
enum Read {
    /// There is no file.
    Missing,
    /// The file holds valid settings.
    Valid(Settings),
    /// The file cannot be used; the notice says why.
    Unusable(SettingsNotice),
}

/// Reads one settings file.
fn read_file(path: &Path) -> Read {
    let read = std::fs::metadata(path).and_then(|meta| {
        if meta.len() > MAX_FILE_BYTES {
            Ok(None)
        } else {
            std::fs::read(path).map(Some)
        }
    });
    let unusable = |kind, reason| Read::Unusable(SettingsNotice { kind, reason });
    match read {
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => Read::Missing,
        Err(err) => unusable(NoticeKind::Unreadable, err.to_string()),
        Ok(None) => unusable(
            NoticeKind::Damaged,
            format!("larger than {MAX_FILE_BYTES} bytes"),
        ),
        Ok(Some(bytes)) => match parse(&bytes) {
            Ok(settings) => Read::Valid(settings),
            Err(reason) => unusable(NoticeKind::Damaged, reason),
        },
    }
}

/// The last-good copy beside the settings file `path`: `settings.json` →
/// `settings.last-good.json`.
pub fn last_good_path(path: &Path) -> PathBuf {
    let stem = path
        .file_stem()
        .map_or_else(|| "settings".into(), |s| s.to_string_lossy().into_owned());
    path.with_file_name(format!("{stem}.last-good.json"))
}

/// What start-up makes of the settings file at `path` and its last-good copy.
#[derive(Debug, PartialEq)]
pub struct Loaded {
    /// The settings to use.
    pub settings: Settings,
    /// What the person is told, if anything.
    pub notice: Option<SettingsNotice>,
    /// Whether the files must be written again with `settings` (one of them is missing,
    /// damaged or behind).
    pub rewrite: bool,
}

/// Reads the settings file at `path` and, when it cannot be used, its last-good copy: the
/// settings to use, what to tell the person, and whether to write the files again.
pub fn load_file(path: &Path) -> Loaded {
    let last_good = || read_file(&last_good_path(path));
    match read_file(path) {
        Read::Valid(settings) => {
            let rewrite = last_good() != Read::Valid(settings);
            Loaded {
                settings,
                notice: None,
                rewrite,
            }
        }
        Read::Missing => match last_good() {
            // Nothing was lost: the copy is the settings last saved.
            Read::Valid(settings) => Loaded {
                settings,
                notice: None,
                rewrite: true,
            },
            _ => Loaded {
                settings: Settings::default(),
                notice: None,
                rewrite: false,
            },
        },
        Read::Unusable(notice) => match last_good() {
            Read::Valid(settings) => Loaded {
                settings,
                notice: Some(SettingsNotice {
                    kind: NoticeKind::Restored,
                    reason: notice.reason,
                }),
                rewrite: true,
            },
            _ => Loaded {
                settings: Settings::default(),
                rewrite: notice.kind == NoticeKind::Damaged,
                notice: Some(notice),
            },
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

/// The settings kept by tauri-plugin-store in `file` (in the app's data directory), with the
/// last-good copy beside it: returns where the file is and how to save settings there.
fn store_writer<R: Runtime>(app: &AppHandle<R>, file: &str) -> Result<(PathBuf, Writer), String> {
    let path = settings_path(app, file).map_err(|e| e.to_string())?;
    // Saved only when the settings change (and by the plugin when the app exits): the plugin
    // loads what it can of the file here, and start-up decides below what the file holds.
    let store = StoreBuilder::new(app, file)
        .disable_auto_save()
        .build()
        .map_err(|e| e.to_string())?;
    let copy = last_good_path(&path);
    let write: Writer = Box::new(move |settings: &Settings| {
        let entries = entries(settings)?;
        // The copy first: whatever happens to the plugin's in-place write next, the copy
        // holds these settings whole.
        let bytes = serde_json::to_vec_pretty(&entries).map_err(|e| e.to_string())?;
        files::write_atomically(&copy, &bytes).map_err(|e| e.to_string())?;
        store.clear();
        for (key, value) in entries {
            store.set(key, value);
        }
        store.save().map_err(|e| e.to_string())
    });
    Ok((path, write))
}

impl SettingsState {
    /// Loads the settings of `app` from `file` (in its data directory) or, when that file
    /// cannot be used, from its last-good copy. Files that are damaged, missing their copy or
    /// behind it are written again straight away.
    pub fn init<R: Runtime>(app: &AppHandle<R>, file: &str) -> SettingsState {
        let (loaded, write) = match store_writer(app, file) {
            Ok((path, write)) => (load_file(&path), write),
            Err(reason) => {
                let writer_reason = reason.clone();
                (
                    Loaded {
                        settings: Settings::default(),
                        notice: Some(SettingsNotice {
                            kind: NoticeKind::Unreadable,
                            reason,
                        }),
                        rewrite: false,
                    },
                    Box::new(move |_: &Settings| Err(writer_reason.clone())) as Writer,
                )
            }
        };
        let Loaded {
            settings,
            mut notice,
            rewrite,
        } = loaded;
        if let Some(n) = &notice {
            log::warn!("settings not read as saved ({:?}): {}", n.kind, n.reason);
        }
        if rewrite {
            if let Err(reason) = write(&settings) {
                log::error!("the settings could not be written again: {reason}");
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
            touch_move: true,
            show_covered: true,
            tabletop: true,
            ai_level: AiLevel::try_from(5).unwrap(),
            coordinates: false,
            confirm_draw_offer: false,
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
    fn a_file_from_before_the_draw_offer_setting_keeps_confirming_draw_offers() {
        let mut older = serde_json::to_value(custom()).unwrap();
        older.as_object_mut().unwrap().remove("confirm_draw_offer");
        let settings = parse(&serde_json::to_vec(&older).unwrap()).unwrap();
        assert!(settings.confirm_draw_offer);
        assert_eq!(
            Settings {
                confirm_draw_offer: false,
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
        let loaded = load_file(&dir.join("settings.json"));
        assert_eq!(loaded.settings, Settings::default());
        assert_eq!(loaded.notice, None);
        assert!(!loaded.rewrite);
    }

    #[test]
    fn a_damaged_file_without_a_copy_means_the_defaults_with_a_notice() {
        let dir = tempdir();
        let path = dir.join("settings.json");
        std::fs::write(&path, b"{\"theme\": \"dark\", \"sound\": tru").unwrap();
        let loaded = load_file(&path);
        assert_eq!(loaded.settings, Settings::default());
        assert_eq!(loaded.notice.unwrap().kind, NoticeKind::Damaged);
        assert!(loaded.rewrite, "the defaults replace the damaged file");

        std::fs::write(&path, vec![b' '; 100 * 1024]).unwrap();
        assert_eq!(load_file(&path).notice.unwrap().kind, NoticeKind::Damaged);
    }

    #[test]
    fn an_unreadable_file_without_a_copy_means_the_defaults_with_a_notice() {
        let dir = tempdir();
        // A directory where the file should be cannot be read as a file.
        let path = dir.join("settings.json");
        std::fs::create_dir(&path).unwrap();
        let loaded = load_file(&path);
        assert_eq!(loaded.settings, Settings::default());
        assert_eq!(loaded.notice.unwrap().kind, NoticeKind::Unreadable);
        assert!(
            !loaded.rewrite,
            "nothing is written over what cannot be read"
        );
    }

    /// What the plugin's in-place write can leave of `good` when the app is ended during it.
    fn torn_files(good: &[u8]) -> Vec<(&'static str, Vec<u8>)> {
        vec![
            ("cut to zero bytes", Vec::new()),
            ("filled with NUL bytes", vec![0; good.len()]),
            ("half-written", good[..good.len() / 2].to_vec()),
        ]
    }

    #[test]
    fn a_torn_file_is_restored_from_the_last_good_copy_with_a_notice() {
        let good = serde_json::to_vec_pretty(&custom()).unwrap();
        for (what, torn) in torn_files(&good) {
            let dir = tempdir();
            let path = dir.join("settings.json");
            std::fs::write(last_good_path(&path), &good).unwrap();
            std::fs::write(&path, &torn).unwrap();
            let loaded = load_file(&path);
            assert_eq!(loaded.settings, custom(), "{what}");
            assert_eq!(loaded.notice.unwrap().kind, NoticeKind::Restored, "{what}");
            assert!(loaded.rewrite, "{what}: the store file is written again");
        }
    }

    #[test]
    fn a_missing_copy_or_file_is_made_again_from_the_other() {
        let good = serde_json::to_vec_pretty(&custom()).unwrap();
        let dir = tempdir();
        let path = dir.join("settings.json");
        std::fs::write(&path, &good).unwrap();
        let loaded = load_file(&path);
        assert_eq!((loaded.settings, loaded.notice), (custom(), None));
        assert!(loaded.rewrite, "the copy is made");

        std::fs::remove_file(&path).unwrap();
        std::fs::write(last_good_path(&path), &good).unwrap();
        let loaded = load_file(&path);
        assert_eq!((loaded.settings, loaded.notice), (custom(), None));
        assert!(loaded.rewrite, "the store file is made");

        std::fs::write(&path, &good).unwrap();
        assert!(!load_file(&path).rewrite, "both in step: nothing to write");
    }

    #[test]
    fn the_last_good_copy_sits_beside_the_file() {
        assert_eq!(
            last_good_path(Path::new("/data/app/settings.json")),
            Path::new("/data/app/settings.last-good.json")
        );
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
