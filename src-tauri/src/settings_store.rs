//! Where the Tauri shell keeps the person's settings: tauri-plugin-store's `settings.json`
//! in the app's data directory, with the core's last-good copy (`settings.last-good.json`)
//! beside it, written atomically before every save. The plugin writes its file in place, so
//! a kill while it writes can tear it: the core's last-good rule (`app::settings`) restores
//! the settings from the copy at the next start.

use std::io;
use std::path::PathBuf;
use std::sync::Arc;

pub use app::settings::SETTINGS_FILE;
use app::settings::{last_good_path, PlainFiles, SettingsFiles, SettingsState};
use serde_json::{Map, Value};
use tauri::{AppHandle, Manager, Runtime};
use tauri_plugin_store::{Store, StoreBuilder};

/// The settings file of a Tauri app, through tauri-plugin-store.
pub struct PluginFiles<R: Runtime> {
    /// The plugin's file and its last-good copy, read as plain files.
    files: PlainFiles,
    /// The plugin's store of that file.
    store: Arc<Store<R>>,
}

/// Where the settings file `file` of `app` is: its app data directory.
pub fn settings_path<R: Runtime>(app: &AppHandle<R>, file: &str) -> tauri::Result<PathBuf> {
    Ok(app.path().app_data_dir()?.join(file))
}

impl<R: Runtime> PluginFiles<R> {
    /// The settings kept by tauri-plugin-store in `file` (in the app's data directory).
    pub fn new(app: &AppHandle<R>, file: &str) -> Result<PluginFiles<R>, String> {
        let path = settings_path(app, file).map_err(|e| e.to_string())?;
        // Saved only when the settings change (and by the plugin when the app exits): the
        // plugin loads what it can of the file here, and the core decides what the file holds.
        let store = StoreBuilder::new(app, file)
            .disable_auto_save()
            .build()
            .map_err(|e| e.to_string())?;
        Ok(PluginFiles {
            files: PlainFiles { path },
            store,
        })
    }
}

impl<R: Runtime> SettingsFiles for PluginFiles<R> {
    fn read(&self) -> io::Result<Option<Vec<u8>>> {
        self.files.read()
    }

    fn read_last_good(&self) -> io::Result<Option<Vec<u8>>> {
        self.files.read_last_good()
    }

    fn write(&self, entries: &Map<String, Value>) -> Result<(), String> {
        // The copy first: whatever happens to the plugin's in-place write next, the copy
        // holds these settings whole.
        let bytes = serde_json::to_vec_pretty(entries).map_err(|e| e.to_string())?;
        app::files::write_atomically(&last_good_path(&self.files.path), &bytes)
            .map_err(|e| e.to_string())?;
        self.store.clear();
        for (key, value) in entries {
            self.store.set(key.clone(), value.clone());
        }
        self.store.save().map_err(|e| e.to_string())
    }
}

/// The settings of `app` from `file` (see the module); the defaults with a notice when the
/// plugin cannot keep them.
pub fn load<R: Runtime>(app: &AppHandle<R>, file: &str) -> SettingsState {
    match PluginFiles::new(app, file) {
        Ok(files) => SettingsState::load(Box::new(files)),
        Err(reason) => SettingsState::unkept(reason),
    }
}
