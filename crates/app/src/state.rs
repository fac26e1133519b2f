//! The game being played, shared by the commands and the computer's search task; and the
//! import under way, if any ([`crate::import`] runs it).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard};

use crate::error::{AppError, AppResult};
use crate::session::GameSession;

/// The current game, if any, behind a lock. Commands hold the lock only while they act; the
/// computer searches on a copy without it.
#[derive(Default)]
pub struct GameState(Mutex<Option<GameSession>>);

impl GameState {
    /// The lock on the current game.
    pub fn lock(&self) -> AppResult<MutexGuard<'_, Option<GameSession>>> {
        self.0
            .lock()
            .map_err(|_| AppError::Internal("game lock poisoned".into()))
    }

    /// Runs `f` on the current game, or fails with [`AppError::NoGame`].
    pub fn with<T>(&self, f: impl FnOnce(&mut GameSession) -> AppResult<T>) -> AppResult<T> {
        let mut guard = self.lock()?;
        let session = guard.as_mut().ok_or(AppError::NoGame)?;
        f(session)
    }
}

/// The app's import: at most one at a time, and whether the person cancelled it.
#[derive(Debug, Default)]
pub struct ImportState {
    /// An import is under way.
    running: AtomicBool,
    /// The import under way was cancelled.
    cancelled: AtomicBool,
}

impl ImportState {
    /// Asks the import under way to stop, keeping nothing; nothing happens when there is
    /// none. Whether there was one.
    pub fn cancel(&self) -> bool {
        let running = self.running.load(Ordering::SeqCst);
        if running {
            self.cancelled.store(true, Ordering::SeqCst);
        }
        running
    }

    /// Whether the import under way was cancelled.
    pub(crate) fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::SeqCst)
    }

    /// Starts an import, refused while another is under way; the run ends when the guard
    /// is dropped.
    pub(crate) fn begin(&self) -> AppResult<Running<'_>> {
        if self.running.swap(true, Ordering::SeqCst) {
            return Err(AppError::Refused("another import is under way".into()));
        }
        self.cancelled.store(false, Ordering::SeqCst);
        Ok(Running(self))
    }
}

/// An import under way ([`ImportState::begin`]); dropped, another may start.
pub(crate) struct Running<'a>(&'a ImportState);

impl Running<'_> {
    /// Whether the person cancelled this import.
    pub(crate) fn is_cancelled(&self) -> bool {
        self.0.is_cancelled()
    }
}

impl Drop for Running<'_> {
    fn drop(&mut self) {
        self.0.running.store(false, Ordering::SeqCst);
    }
}
