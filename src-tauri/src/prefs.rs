//! The person's interface preferences, held in app state.

use std::sync::Mutex;

use crate::dto::{Preferences, Theme};
use crate::error::{AppError, AppResult};

/// Preferences shared by every window, behind a lock.
#[derive(Debug, Default)]
pub struct PreferencesState(Mutex<Preferences>);

impl PreferencesState {
    /// The current preferences.
    pub fn get(&self) -> AppResult<Preferences> {
        self.0
            .lock()
            .map(|p| *p)
            .map_err(|_| AppError::Internal("preferences lock poisoned".into()))
    }

    /// Sets the theme and returns the preferences as they now are.
    pub fn set_theme(&self, theme: Theme) -> AppResult<Preferences> {
        let mut prefs = self
            .0
            .lock()
            .map_err(|_| AppError::Internal("preferences lock poisoned".into()))?;
        prefs.theme = theme;
        Ok(*prefs)
    }
}
