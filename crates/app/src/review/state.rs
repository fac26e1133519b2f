//! The review open on the review screen, behind its lock, with the running analysis.

use std::sync::{Arc, Mutex, MutexGuard};

use ai::AnalysisControl;

use super::GameReview;
use crate::error::{AppError, AppResult};

/// The open review and the analysis running for it, if any.
#[derive(Default)]
pub struct Open {
    /// The review on screen.
    pub review: Option<GameReview>,
    /// The running analysis: its saved game and its control (pause, resume, cancel).
    pub running: Option<(i64, Arc<AnalysisControl>)>,
    /// Whether the app is in the background: the running analysis is paused, and one
    /// started meanwhile starts paused.
    pub paused: bool,
}

impl Open {
    /// The review on screen, or a refusal.
    pub fn review(&mut self) -> AppResult<&mut GameReview> {
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
        if let Some((_, control)) = self.running.take() {
            control.cancel();
        }
    }

    /// Pauses the analysis (the app went to the background: it stops searching and waits,
    /// using no CPU) or resumes it from the position it was searching.
    pub fn pause(&mut self, paused: bool) {
        self.paused = paused;
        if let Some((_, control)) = &self.running {
            if paused {
                control.pause();
            } else {
                control.resume();
            }
        }
    }

    /// The control of an analysis starting now: paused while the app is in the background.
    pub fn control(&self) -> Arc<AnalysisControl> {
        Arc::new(if self.paused {
            AnalysisControl::paused()
        } else {
            AnalysisControl::new()
        })
    }

    /// The search run under `control` is over: it no longer runs (unless another has
    /// started since, which stays).
    pub fn finished(&mut self, control: &Arc<AnalysisControl>) {
        if self
            .running
            .as_ref()
            .is_some_and(|(_, running)| Arc::ptr_eq(running, control))
        {
            self.running = None;
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

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

    use std::sync::mpsc;
    use std::thread;
    use std::time::{Duration, Instant};

    use ai::{AnalysisError, RunState};
    use store::Store;

    use super::*;
    use crate::library;
    use crate::review;

    /// White misses a win in one, Black blocks it: three positions to analyse (each at the
    /// review's budget).
    const GAME: &str = "[Game \"gobblet\"]\n[Setup \"..../..../W3W4.W4/W3B4B4B3 W:422 B:432 W\"]\n\
        [White \"Anna\"]\n[BlackAI \"1\"]\n\n4d1 4a2\n";

    fn reviewed() -> GameReview {
        let mut store = Store::open_in_memory().unwrap();
        let id = store.import_text(GAME, "test").unwrap();
        let row = library::row(&store, id).unwrap();
        review::open(store.load(id).unwrap(), row)
    }

    fn until(what: &str, done: impl Fn() -> bool) {
        let started = Instant::now();
        while !done() {
            assert!(started.elapsed() < Duration::from_secs(30), "never: {what}");
            thread::sleep(Duration::from_millis(5));
        }
    }

    /// The app goes to the background during the analysis and comes back: the analysis
    /// stops and waits, then goes on with its progress, and stores what an analysis never
    /// paused stores.
    #[test]
    fn an_analysis_paused_in_the_background_goes_on_with_the_same_result() {
        let review = reviewed();
        let expected = review.analysis_task()(&AnalysisControl::new(), &mut |_, _| {}).unwrap();

        let mut open = Open {
            review: Some(review),
            ..Open::default()
        };
        let id = open.review().unwrap().id();
        let task = open.review().unwrap().analysis_task();
        let control = open.control();
        open.running = Some((id, control.clone()));
        let (sent, progress) = mpsc::channel();
        let worker = {
            let control = control.clone();
            thread::spawn(move || {
                task(&control, &mut |done, total| {
                    sent.send((done, total)).unwrap()
                })
            })
        };
        assert_eq!(progress.recv().unwrap(), (1, 3));
        open.pause(true);
        until("the analysis waits", || control.waiting());
        let before: Vec<(usize, usize)> = progress.try_iter().collect();
        let nodes = control.nodes();
        thread::sleep(Duration::from_millis(300));
        assert_eq!(control.nodes(), nodes, "nothing searched in the background");
        assert!(
            progress.try_recv().is_err(),
            "no progress in the background"
        );
        assert!(open.analysing());

        open.pause(false);
        let stored = worker.join().unwrap().unwrap();
        assert_eq!(stored, expected);
        let after: Vec<(usize, usize)> = progress.iter().collect();
        let done: Vec<usize> = [vec![(1, 3)], before, after]
            .concat()
            .into_iter()
            .map(|(done, _)| done)
            .collect();
        assert_eq!(done, [1, 2, 3], "every position once, in order");
    }

    #[test]
    fn an_analysis_started_in_the_background_waits_and_a_cancel_ends_it() {
        let mut open = Open::default();
        open.pause(true);
        assert_eq!(open.control().state(), RunState::Paused);
        let task = reviewed().analysis_task();
        let control = open.control();
        open.running = Some((1, control.clone()));
        let worker = {
            let control = control.clone();
            thread::spawn(move || task(&control, &mut |_, _| {}))
        };
        until("the analysis waits", || control.waiting());
        assert_eq!(control.nodes(), 0, "nothing searched");
        open.cancel();
        assert_eq!(worker.join().unwrap(), Err(AnalysisError::Cancelled));
        open.pause(false);
        assert_eq!(open.control().state(), RunState::Running);
    }
}
