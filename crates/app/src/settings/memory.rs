//! (tests) Settings kept in memory: a [`SettingsStore`] whose saved bytes, read error and
//! refusal the test chooses, shared by its clones as a host's store outlives the app's
//! restarts. It reads its one copy as the web host's row is read ([`Loaded::from_copy`]).

use std::io;
use std::sync::{Arc, Mutex, MutexGuard};

use super::{read, Loaded, SettingsStore};
use crate::ipc::app::Settings;

/// Settings kept in memory (see the module).
#[derive(Clone, Debug, Default)]
pub(crate) struct MemoryStore {
    kept: Arc<Mutex<Kept>>,
}

/// What a [`MemoryStore`] holds.
#[derive(Debug, Default)]
struct Kept {
    /// The bytes saved last, if any.
    bytes: Option<Vec<u8>>,
    /// Why reading fails, when it does.
    unreadable: Option<String>,
    /// Why saving fails, when it does.
    refusal: Option<String>,
    /// How many saves were made.
    saves: usize,
}

impl MemoryStore {
    /// A store that holds `bytes`, as saved by an earlier run (or damaged since).
    pub(crate) fn holding(bytes: &[u8]) -> MemoryStore {
        let store = MemoryStore::default();
        store.kept().bytes = Some(bytes.to_vec());
        store
    }

    /// A store whose copy cannot be read, for `reason`.
    pub(crate) fn unreadable(reason: &str) -> MemoryStore {
        let store = MemoryStore::default();
        store.kept().unreadable = Some(reason.to_owned());
        store
    }

    /// From now on every save is refused for `reason`.
    pub(crate) fn refuse(&self, reason: &str) {
        self.kept().refusal = Some(reason.to_owned());
    }

    /// The bytes saved last, if any.
    pub(crate) fn bytes(&self) -> Option<Vec<u8>> {
        self.kept().bytes.clone()
    }

    /// How many saves were made.
    pub(crate) fn saves(&self) -> usize {
        self.kept().saves
    }

    fn kept(&self) -> MutexGuard<'_, Kept> {
        // A test that panicked while holding it has failed already: its state is still whole.
        self.kept
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl SettingsStore for MemoryStore {
    fn load(&self) -> Loaded {
        let kept = self.kept();
        let bytes = match &kept.unreadable {
            Some(reason) => Err(io::Error::other(reason.clone())),
            None => Ok(kept.bytes.clone()),
        };
        Loaded::from_copy(read(bytes))
    }

    fn save(&self, settings: &Settings) -> Result<(), String> {
        let mut kept = self.kept();
        if let Some(reason) = &kept.refusal {
            return Err(reason.clone());
        }
        kept.bytes = Some(serde_json::to_vec(settings).map_err(|e| e.to_string())?);
        kept.saves += 1;
        Ok(())
    }
}
