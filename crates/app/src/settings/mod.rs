//! The person's settings: read and checked here at start, kept in app state, saved by the
//! host ([`SettingsFiles`]) as one JSON object with a last-good copy written whole before
//! every save. The Tauri shell keeps them in tauri-plugin-store's `settings.json` in the app's
//! data directory with `settings.last-good.json` beside it, written atomically
//! ([`crate::files`]); the web host in the browser's storage under the same rule.
//!
//! A store may write its file in place, so a crash or a kill while it writes can leave it
//! empty, filled with zeros or cut in half. The last-good copy is written whole or not at all
//! and always holds the last settings saved; at start a store file that cannot be used is
//! restored from it, and the person is told once ([`NoticeKind::Restored`]). Only when both
//! are unusable do the defaults replace them, and the person is told that too. A missing file
//! means the defaults. Nothing here panics on what either file contains.

use std::io::{self, Read as _};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde_json::{Map, Value};

use crate::error::{AppError, AppResult};
use crate::files;
use crate::ipc::app::{NoticeKind, Settings, SettingsNotice, SettingsView};

/// The settings file's name (in the app's data directory, natively).
pub const SETTINGS_FILE: &str = "settings.json";

/// The largest settings file read; anything bigger is not ours.
pub const MAX_FILE_BYTES: u64 = 64 * 1024;

/// Where a host keeps the settings: a file and its last-good copy.
pub trait SettingsFiles: Send + Sync {
    /// The settings file's bytes (at most [`MAX_FILE_BYTES`] + 1 of them), or `None` when
    /// there is none.
    fn read(&self) -> io::Result<Option<Vec<u8>>>;

    /// The last-good copy's bytes, as [`SettingsFiles::read`].
    fn read_last_good(&self) -> io::Result<Option<Vec<u8>>>;

    /// Saves `entries` (the settings as one JSON object, key by key): the last-good copy
    /// first, whole or not at all, then the settings file.
    fn write(&self, entries: &Map<String, Value>) -> Result<(), String>;
}

/// A settings file at a path with its last-good copy beside it ([`last_good_path`]), both
/// written atomically with `std::fs` (for the tests and tools; the Tauri shell's file is
/// tauri-plugin-store's).
#[derive(Clone, Debug)]
pub struct PlainFiles {
    /// The settings file.
    pub path: PathBuf,
}

/// Reads at most [`MAX_FILE_BYTES`] + 1 bytes of `path`; `None` when there is no file.
fn read_capped(path: &Path) -> io::Result<Option<Vec<u8>>> {
    match std::fs::File::open(path) {
        Ok(file) => {
            let mut bytes = Vec::new();
            file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes)?;
            Ok(Some(bytes))
        }
        Err(err) if err.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(err) => Err(err),
    }
}

impl SettingsFiles for PlainFiles {
    fn read(&self) -> io::Result<Option<Vec<u8>>> {
        read_capped(&self.path)
    }

    fn read_last_good(&self) -> io::Result<Option<Vec<u8>>> {
        read_capped(&last_good_path(&self.path))
    }

    fn write(&self, entries: &Map<String, Value>) -> Result<(), String> {
        let bytes = serde_json::to_vec_pretty(entries).map_err(|e| e.to_string())?;
        files::write_atomically(&last_good_path(&self.path), &bytes).map_err(|e| e.to_string())?;
        files::write_atomically(&self.path, &bytes).map_err(|e| e.to_string())
    }
}

/// The settings in use and how to save them, shared by every window.
pub struct SettingsState {
    view: Mutex<SettingsView>,
    files: Option<Box<dyn SettingsFiles>>,
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

/// What one settings file's bytes (as [`SettingsFiles::read`] gave them) hold.
fn read_file(read: io::Result<Option<Vec<u8>>>) -> Read {
    let unusable = |kind, reason| Read::Unusable(SettingsNotice { kind, reason });
    match read {
        Ok(None) => Read::Missing,
        Err(err) => unusable(NoticeKind::Unreadable, err.to_string()),
        Ok(Some(bytes)) if bytes.len() as u64 > MAX_FILE_BYTES => unusable(
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

/// Reads the settings file at `path` and, when it cannot be used, its last-good copy
/// ([`load`] of [`PlainFiles`]).
pub fn load_file(path: &Path) -> Loaded {
    load(&PlainFiles {
        path: path.to_owned(),
    })
}

/// Reads the settings file of `files` and, when it cannot be used, its last-good copy: the
/// settings to use, what to tell the person, and whether to write the files again.
pub fn load(files: &dyn SettingsFiles) -> Loaded {
    let last_good = || read_file(files.read_last_good());
    match read_file(files.read()) {
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

/// Saves `settings` to `files`.
fn write(files: &dyn SettingsFiles, settings: &Settings) -> Result<(), String> {
    files.write(&entries(settings)?)
}

impl SettingsState {
    /// Loads the settings from `files` or, when the file cannot be used, from its last-good
    /// copy. Files that are damaged, missing their copy or behind it are written again
    /// straight away.
    pub fn load(files: Box<dyn SettingsFiles>) -> SettingsState {
        let Loaded {
            settings,
            mut notice,
            rewrite,
        } = load(files.as_ref());
        if let Some(n) = &notice {
            log::warn!("settings not read as saved ({:?}): {}", n.kind, n.reason);
        }
        if rewrite {
            if let Err(reason) = write(files.as_ref(), &settings) {
                log::error!("the settings could not be written again: {reason}");
                notice = Some(SettingsNotice {
                    kind: NoticeKind::Unreadable,
                    reason,
                });
            }
        }
        SettingsState {
            view: Mutex::new(SettingsView { settings, notice }),
            files: Some(files),
        }
    }

    /// The defaults, when the host has nowhere to keep settings (`reason`): the person is
    /// told, and every save is refused with that reason.
    pub fn unkept(reason: String) -> SettingsState {
        log::error!("the settings cannot be kept: {reason}");
        SettingsState {
            view: Mutex::new(SettingsView {
                settings: Settings::default(),
                notice: Some(SettingsNotice {
                    kind: NoticeKind::Unreadable,
                    reason,
                }),
            }),
            files: None,
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
        let saved = match &self.files {
            Some(files) => write(files.as_ref(), &settings),
            None => Err(view.notice.as_ref().map_or_else(
                || "the settings have nowhere to be kept".to_owned(),
                |n| n.reason.clone(),
            )),
        };
        saved.map_err(|e| {
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
