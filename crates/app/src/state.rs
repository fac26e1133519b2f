//! The game being played, shared by the commands and the computer's search task.

use std::sync::{Mutex, MutexGuard};

use crate::error::{AppError, AppResult};
use crate::session::any::AnySession;

/// The current game, if any, behind a lock. Commands hold the lock only while they act; the
/// computer searches on a copy without it.
#[derive(Default)]
pub struct GameState(Mutex<Option<Box<dyn AnySession>>>);

impl GameState {
    /// The lock on the current game.
    pub fn lock(&self) -> AppResult<MutexGuard<'_, Option<Box<dyn AnySession>>>> {
        self.0
            .lock()
            .map_err(|_| AppError::Internal("game lock poisoned".into()))
    }

    /// Runs `f` on the current game, or fails with [`AppError::NoGame`].
    pub fn with<T>(&self, f: impl FnOnce(&mut dyn AnySession) -> AppResult<T>) -> AppResult<T> {
        let mut guard = self.lock()?;
        let session = guard.as_mut().ok_or(AppError::NoGame)?;
        f(session.as_mut())
    }
}
