//! The review open on the review screen, behind its lock, with the running analysis.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use super::AnyReview;
use crate::error::{AppError, AppResult};

/// The open review and the analysis running for it, if any.
#[derive(Default)]
pub struct Open {
    /// The review on screen.
    pub review: Option<Box<dyn AnyReview>>,
    /// The running analysis: its saved game and its cancel flag.
    pub running: Option<(i64, Arc<AtomicBool>)>,
}

impl Open {
    /// The review on screen, or a refusal.
    pub fn review(&mut self) -> AppResult<&mut Box<dyn AnyReview>> {
        self.review
            .as_mut()
            .ok_or_else(|| AppError::Refused("no game is being reviewed".into()))
    }

    /// Whether an analysis of the review on screen is running.
    pub fn analysing(&self) -> bool {
        match (&self.review, &self.running) {
            (Some(review), Some((id, _))) => review.id() == *id,
            _ => false,
        }
    }

    /// Cancels the running analysis, if any.
    pub fn cancel(&mut self) {
        if let Some((_, stop)) = self.running.take() {
            stop.store(true, Ordering::Relaxed);
        }
    }
}

/// The review state of the app.
#[derive(Default)]
pub struct ReviewState(Mutex<Open>);

impl ReviewState {
    /// The lock on the open review.
    pub fn lock(&self) -> AppResult<MutexGuard<'_, Open>> {
        self.0
            .lock()
            .map_err(|_| AppError::Internal("review lock poisoned".into()))
    }
}
