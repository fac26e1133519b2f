//! Where the Tauri shell keeps the person's settings: tauri-plugin-store's `settings.json` in
//! the app's data directory, with a last-good copy (`settings.last-good.json`) beside it. The
//! plugin writes its file in place (at every save, and again when the app exits), so a kill
//! while it writes can leave it empty, full of NUL bytes or cut short. The copy is written
//! whole or not at all ([`app::files::write_atomically`]: a temporary file, synced, renamed
//! over it) before every save, so it always holds the settings saved last.
//!
//! At start ([`load_files`]) a plugin file that cannot be used is restored from the copy and
//! the person is told once (`restored`); a missing file with a good copy loses nothing (the
//! file is made again from it, silently); only when neither can be used do the defaults
//! replace them, with the file's own notice, as the core reads any one copy
//! ([`Loaded::from_copy`]). A file and a copy out of step are both written again.

use std::io::{self, Read as _};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use app::ipc::app::{NoticeKind, Settings, SettingsNotice};
use app::settings::{read, Loaded, Saved, SettingsState, SettingsStore, MAX_FILE_BYTES};
use serde_json::Value;
use tauri::{AppHandle, Manager, Runtime};
use tauri_plugin_store::{Store, StoreBuilder};

/// The settings file's name, in the app's data directory.
pub const SETTINGS_FILE: &str = "settings.json";

/// The settings in tauri-plugin-store's file, with its last-good copy (see the module).
pub struct PluginStore<R: Runtime> {
    /// The plugin's file (its last-good copy is beside it: [`last_good_path`]).
    path: PathBuf,
    /// The plugin's store of that file.
    store: Arc<Store<R>>,
}

/// Where the settings file `file` of `app` is: its app data directory.
pub fn settings_path<R: Runtime>(app: &AppHandle<R>, file: &str) -> tauri::Result<PathBuf> {
    Ok(app.path().app_data_dir()?.join(file))
}

/// The last-good copy beside the settings file `path`: `settings.json` →
/// `settings.last-good.json`.
pub fn last_good_path(path: &Path) -> PathBuf {
    let stem = path
        .file_stem()
        .map_or_else(|| "settings".into(), |s| s.to_string_lossy().into_owned());
    path.with_file_name(format!("{stem}.last-good.json"))
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

/// What start-up makes of the settings file at `path` and its last-good copy (see the
/// module). The copy is read only when the file holds no valid settings, or to see whether it
/// is in step with them.
pub fn load_files(path: &Path) -> Loaded {
    recover(read(read_capped(path)), || {
        read(read_capped(&last_good_path(path)))
    })
}

/// The last-good rule over what the plugin's file holds and what its copy holds.
fn recover(file: Saved, last_good: impl FnOnce() -> Saved) -> Loaded {
    match file {
        Saved::Valid(settings) => Loaded {
            rewrite: last_good() != Saved::Valid(settings),
            settings,
            notice: None,
        },
        Saved::Missing => match last_good() {
            // Nothing was lost: the copy is the settings saved last.
            Saved::Valid(settings) => Loaded {
                settings,
                notice: None,
                rewrite: true,
            },
            _ => Loaded::from_copy(Saved::Missing),
        },
        Saved::Unusable(notice) => match last_good() {
            Saved::Valid(settings) => Loaded {
                settings,
                notice: Some(SettingsNotice {
                    kind: NoticeKind::Restored,
                    reason: notice.reason,
                }),
                rewrite: true,
            },
            _ => Loaded::from_copy(Saved::Unusable(notice)),
        },
    }
}

impl<R: Runtime> PluginStore<R> {
    /// The settings kept by tauri-plugin-store in `file` (in the app's data directory).
    pub fn new(app: &AppHandle<R>, file: &str) -> Result<PluginStore<R>, String> {
        let path = settings_path(app, file).map_err(|e| e.to_string())?;
        // Saved only when the settings change (and by the plugin when the app exits): the
        // plugin loads what it can of the file here, and `load_files` decides what it holds.
        let store = StoreBuilder::new(app, file)
            .disable_auto_save()
            .build()
            .map_err(|e| e.to_string())?;
        Ok(PluginStore { path, store })
    }
}

impl<R: Runtime> SettingsStore for PluginStore<R> {
    fn load(&self) -> Loaded {
        load_files(&self.path)
    }

    fn save(&self, settings: &Settings) -> Result<(), String> {
        let Value::Object(entries) = serde_json::to_value(settings).map_err(|e| e.to_string())?
        else {
            return Err("the settings are not a JSON object".into());
        };
        // The copy first: whatever happens to the plugin's in-place write next, the copy
        // holds these settings whole.
        let bytes = serde_json::to_vec_pretty(&entries).map_err(|e| e.to_string())?;
        app::files::write_atomically(&last_good_path(&self.path), &bytes)
            .map_err(|e| e.to_string())?;
        self.store.clear();
        for (key, value) in entries {
            self.store.set(key, value);
        }
        self.store.save().map_err(|e| e.to_string())
    }
}

/// The settings of `app` from `file` (see the module); the defaults with a notice when the
/// plugin cannot keep them.
pub fn load<R: Runtime>(app: &AppHandle<R>, file: &str) -> SettingsState {
    match PluginStore::new(app, file) {
        Ok(store) => SettingsState::load(Box::new(store)),
        Err(reason) => SettingsState::unkept(reason),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use app::ipc::app::{AiLevel, AnimationSpeed, Language, Motion, Palette, Theme};

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
    fn a_missing_file_means_the_defaults_without_a_notice() {
        let dir = tempfile::tempdir().unwrap();
        let loaded = load_files(&dir.path().join(SETTINGS_FILE));
        assert_eq!(loaded.settings, Settings::default());
        assert_eq!(loaded.notice, None);
        assert!(!loaded.rewrite);
    }

    #[test]
    fn a_damaged_file_without_a_copy_means_the_defaults_with_a_notice() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(SETTINGS_FILE);
        std::fs::write(&path, b"{\"theme\": \"dark\", \"sound\": tru").unwrap();
        let loaded = load_files(&path);
        assert_eq!(loaded.settings, Settings::default());
        assert_eq!(loaded.notice.unwrap().kind, NoticeKind::Damaged);
        assert!(loaded.rewrite, "the defaults replace the damaged file");

        std::fs::write(&path, vec![b' '; 100 * 1024]).unwrap();
        assert_eq!(load_files(&path).notice.unwrap().kind, NoticeKind::Damaged);
    }

    #[test]
    fn an_unreadable_file_without_a_copy_means_the_defaults_with_a_notice() {
        let dir = tempfile::tempdir().unwrap();
        // A directory where the file should be cannot be read as a file.
        let path = dir.path().join(SETTINGS_FILE);
        std::fs::create_dir(&path).unwrap();
        let loaded = load_files(&path);
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
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join(SETTINGS_FILE);
            std::fs::write(last_good_path(&path), &good).unwrap();
            std::fs::write(&path, &torn).unwrap();
            let loaded = load_files(&path);
            assert_eq!(loaded.settings, custom(), "{what}");
            assert_eq!(loaded.notice.unwrap().kind, NoticeKind::Restored, "{what}");
            assert!(loaded.rewrite, "{what}: the store file is written again");
        }
    }

    #[test]
    fn a_torn_file_and_a_damaged_copy_mean_the_defaults_with_the_files_notice() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(SETTINGS_FILE);
        std::fs::write(last_good_path(&path), b"{\"ai_level\": 42}").unwrap();
        std::fs::write(&path, b"").unwrap();
        let loaded = load_files(&path);
        assert_eq!(loaded.settings, Settings::default());
        assert_eq!(loaded.notice.unwrap().kind, NoticeKind::Damaged);
        assert!(loaded.rewrite);
    }

    #[test]
    fn a_missing_copy_or_file_is_made_again_from_the_other() {
        let good = serde_json::to_vec_pretty(&custom()).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(SETTINGS_FILE);
        std::fs::write(&path, &good).unwrap();
        let loaded = load_files(&path);
        assert_eq!((loaded.settings, loaded.notice), (custom(), None));
        assert!(loaded.rewrite, "the copy is made");

        std::fs::remove_file(&path).unwrap();
        std::fs::write(last_good_path(&path), &good).unwrap();
        let loaded = load_files(&path);
        assert_eq!((loaded.settings, loaded.notice), (custom(), None));
        assert!(loaded.rewrite, "the store file is made");

        std::fs::write(&path, &good).unwrap();
        assert!(!load_files(&path).rewrite, "both in step: nothing to write");
    }

    #[test]
    fn the_last_good_copy_sits_beside_the_file() {
        assert_eq!(
            last_good_path(Path::new("/data/app/settings.json")),
            Path::new("/data/app/settings.last-good.json")
        );
    }
}
