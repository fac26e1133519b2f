//! The person's settings as the core holds them. The core reads no setting itself: it keeps
//! them only to hand them to the UI (`get_settings`) and to have the UI's changes saved
//! (`set_settings`), checked on the way in by their one model, [`Settings`] (in `ipc::app`,
//! its TypeScript generated with the other IPC types). Where they are kept is the host's
//! ([`SettingsStore`]): natively tauri-plugin-store's `settings.json` with a last-good copy
//! beside it (`src-tauri/src/settings_store.rs`), in the browser one row of a SQLite database
//! in the origin-private file system (`crates/web/src/settings.rs`).
//!
//! Both hosts read a saved copy the same way ([`read`]): a missing one means the defaults; one
//! that cannot be used gives the defaults and a notice, which the UI shows in the person's
//! language ([`SettingsNotice`]); a damaged one is then written over with the defaults, one
//! that could not be read is left as it is ([`Loaded::from_copy`]). Nothing here panics on
//! what a copy contains.

use std::io;
use std::sync::Mutex;

use serde_json::Value;

use crate::error::{AppError, AppResult};
use crate::ipc::app::{NoticeKind, Settings, SettingsNotice, SettingsView};

/// The largest saved copy read; anything bigger is not ours.
pub const MAX_FILE_BYTES: u64 = 64 * 1024;

/// Where a host keeps the settings between runs.
pub trait SettingsStore: Send + Sync {
    /// The settings saved last and what to tell the person, read once at start.
    fn load(&self) -> Loaded;

    /// Saves `settings`, so that the app ended at any moment (killed, its tab closed) starts
    /// with these or with the ones saved before, never with neither.
    fn save(&self, settings: &Settings) -> Result<(), String>;
}

/// Reads settings from the bytes of a saved copy. Keys missing from it keep their default (a
/// copy from an older version); keys the app does not know are ignored (a copy from a newer
/// version); a key with an invalid value makes the whole copy invalid.
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

/// What one saved copy of the settings holds.
#[derive(Debug, PartialEq)]
pub enum Saved {
    /// There is none.
    Missing,
    /// It holds valid settings.
    Valid(Settings),
    /// It cannot be used; the notice says why.
    Unusable(SettingsNotice),
}

/// What a saved copy holds, from its bytes as the host read them: at most
/// [`MAX_FILE_BYTES`] + 1 of them, `None` when there is no copy.
pub fn read(bytes: io::Result<Option<Vec<u8>>>) -> Saved {
    let unusable = |kind, reason| Saved::Unusable(SettingsNotice { kind, reason });
    match bytes {
        Ok(None) => Saved::Missing,
        Err(err) => unusable(NoticeKind::Unreadable, err.to_string()),
        Ok(Some(bytes)) if bytes.len() as u64 > MAX_FILE_BYTES => unusable(
            NoticeKind::Damaged,
            format!("larger than {MAX_FILE_BYTES} bytes"),
        ),
        Ok(Some(bytes)) => match parse(&bytes) {
            Ok(settings) => Saved::Valid(settings),
            Err(reason) => unusable(NoticeKind::Damaged, reason),
        },
    }
}

/// What start-up makes of a host's saved settings.
#[derive(Debug, PartialEq)]
pub struct Loaded {
    /// The settings to use.
    pub settings: Settings,
    /// What the person is told, if anything.
    pub notice: Option<SettingsNotice>,
    /// Whether `settings` must be saved again straight away (what was saved is damaged,
    /// missing or behind).
    pub rewrite: bool,
}

impl Loaded {
    /// What start-up makes of one copy that stands alone: its settings; the defaults when
    /// there is none; when it cannot be used, the defaults with its notice, saved over it only
    /// when it was read and found damaged — never over what could not be read.
    pub fn from_copy(saved: Saved) -> Loaded {
        match saved {
            Saved::Valid(settings) => Loaded {
                settings,
                notice: None,
                rewrite: false,
            },
            Saved::Missing => Loaded {
                settings: Settings::default(),
                notice: None,
                rewrite: false,
            },
            Saved::Unusable(notice) => Loaded {
                settings: Settings::default(),
                rewrite: notice.kind == NoticeKind::Damaged,
                notice: Some(notice),
            },
        }
    }
}

/// The settings in use and where they are saved, shared by every window.
pub struct SettingsState {
    view: Mutex<SettingsView>,
    store: Option<Box<dyn SettingsStore>>,
}

impl std::fmt::Debug for SettingsState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SettingsState")
            .field("view", &self.view)
            .finish_non_exhaustive()
    }
}

impl SettingsState {
    /// Loads the settings from `store` ([`SettingsStore::load`]), and saves them again
    /// straight away when what was saved is damaged, missing or behind. When that save fails
    /// the person is told the settings could not be written.
    pub fn load(store: Box<dyn SettingsStore>) -> SettingsState {
        let Loaded {
            settings,
            mut notice,
            rewrite,
        } = store.load();
        if let Some(n) = &notice {
            log::warn!("settings not read as saved ({:?}): {}", n.kind, n.reason);
        }
        if rewrite {
            if let Err(reason) = store.save(&settings) {
                log::error!("the settings could not be written again: {reason}");
                notice = Some(SettingsNotice {
                    kind: NoticeKind::Unreadable,
                    reason,
                });
            }
        }
        SettingsState {
            view: Mutex::new(SettingsView { settings, notice }),
            store: Some(store),
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
            store: None,
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
        let saved = match &self.store {
            Some(store) => store.save(&settings),
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
pub(crate) mod memory;

#[cfg(test)]
mod tests {
    use super::memory::MemoryStore;
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
    fn a_saved_copy_is_missing_valid_damaged_or_unreadable() {
        assert_eq!(read(Ok(None)), Saved::Missing);
        let good = serde_json::to_vec_pretty(&custom()).unwrap();
        assert_eq!(read(Ok(Some(good))), Saved::Valid(custom()));
        let kind = |saved: Saved| match saved {
            Saved::Unusable(notice) => {
                assert!(!notice.reason.is_empty());
                Some(notice.kind)
            }
            _ => None,
        };
        for torn in [
            Vec::new(),
            vec![0; 300],
            br#"{"language": "uk", "th"#.to_vec(),
        ] {
            assert_eq!(kind(read(Ok(Some(torn)))), Some(NoticeKind::Damaged));
        }
        let huge = vec![b' '; 100 * 1024];
        assert_eq!(kind(read(Ok(Some(huge)))), Some(NoticeKind::Damaged));
        let denied = io::Error::new(io::ErrorKind::PermissionDenied, "denied");
        assert_eq!(kind(read(Err(denied))), Some(NoticeKind::Unreadable));
    }

    #[test]
    fn one_copy_gives_its_settings_or_the_defaults_written_only_over_a_damaged_one() {
        let valid = Loaded::from_copy(Saved::Valid(custom()));
        assert_eq!(
            (valid.settings, valid.notice, valid.rewrite),
            (custom(), None, false)
        );
        let missing = Loaded::from_copy(Saved::Missing);
        let defaults = (Settings::default(), None, false);
        assert_eq!(
            (missing.settings, missing.notice, missing.rewrite),
            defaults
        );
        for (kind, rewrite) in [(NoticeKind::Damaged, true), (NoticeKind::Unreadable, false)] {
            let notice = SettingsNotice {
                kind,
                reason: "why".into(),
            };
            let loaded = Loaded::from_copy(Saved::Unusable(notice.clone()));
            assert_eq!(loaded.settings, Settings::default());
            assert_eq!(loaded.notice, Some(notice));
            assert_eq!(loaded.rewrite, rewrite, "{kind:?}");
        }
    }

    #[test]
    fn a_damaged_copy_is_replaced_by_the_defaults_and_the_person_told_once() {
        let store = MemoryStore::holding(br#"{"theme": "dark", "ai_level": 42}"#);
        let state = SettingsState::load(Box::new(store.clone()));
        let view = state.view().unwrap();
        assert_eq!(view.settings, Settings::default());
        let notice = view.notice.unwrap();
        assert_eq!(notice.kind, NoticeKind::Damaged);
        assert!(notice.reason.contains("level"), "{}", notice.reason);
        assert_eq!(parse(&store.bytes().unwrap()), Ok(Settings::default()));
        state.dismiss_notice().unwrap();
        assert_eq!(state.view().unwrap().notice, None);
        let again = SettingsState::load(Box::new(store)).view().unwrap();
        assert_eq!((again.settings, again.notice), (Settings::default(), None));
    }

    #[test]
    fn nothing_is_written_over_a_copy_that_cannot_be_read() {
        let store = MemoryStore::unreadable("permission denied");
        let view = SettingsState::load(Box::new(store.clone())).view().unwrap();
        assert_eq!(view.settings, Settings::default());
        assert_eq!(view.notice.unwrap().kind, NoticeKind::Unreadable);
        assert_eq!(store.saves(), 0);
    }

    #[test]
    fn a_copy_that_cannot_be_written_again_is_said() {
        let store = MemoryStore::holding(b"{");
        store.refuse("the disk is full");
        let view = SettingsState::load(Box::new(store)).view().unwrap();
        assert_eq!(view.settings, Settings::default());
        let notice = view.notice.unwrap();
        assert_eq!(notice.kind, NoticeKind::Unreadable);
        assert_eq!(notice.reason, "the disk is full");
    }

    #[test]
    fn settings_set_are_saved_and_a_refused_save_keeps_them_for_the_session() {
        let store = MemoryStore::default();
        let state = SettingsState::load(Box::new(store.clone()));
        assert_eq!(store.saves(), 0, "nothing to save at a first start");
        assert_eq!(state.set(custom()).unwrap(), custom());
        assert_eq!(parse(&store.bytes().unwrap()), Ok(custom()));
        let changed = Settings {
            theme: Theme::Light,
            ..custom()
        };
        store.refuse("the disk is full");
        let refused = state.set(changed).unwrap_err();
        assert!(
            refused.to_string().contains("the disk is full"),
            "{refused}"
        );
        assert_eq!(state.view().unwrap().settings, changed);
        assert_eq!(parse(&store.bytes().unwrap()), Ok(custom()));
    }

    #[test]
    fn settings_with_nowhere_to_be_kept_refuse_every_save_with_the_reason() {
        let state = SettingsState::unkept("no storage in this browser".into());
        let view = state.view().unwrap();
        assert_eq!(view.settings, Settings::default());
        assert_eq!(view.notice.unwrap().kind, NoticeKind::Unreadable);
        let refused = state.set(custom()).unwrap_err();
        assert!(refused.to_string().contains("no storage in this browser"));
        assert_eq!(state.view().unwrap().settings, custom());
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
}
