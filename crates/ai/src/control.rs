//! Pausing and cancelling a long analysis from another thread, as an app does when it goes to
//! the background and comes back.
//!
//! An analysis searches one position after another. [`AnalysisControl::pause`] sets the flag
//! the search polls, so the position being searched stops within a few milliseconds; the
//! analysing thread then waits on a condition variable (no CPU) until
//! [`AnalysisControl::resume`] or [`AnalysisControl::cancel`]. On resume it searches that
//! position again from the start: each position is searched with a fresh table and a node
//! budget, so the result is the one an analysis that was never paused gives, and the positions
//! done before the pause are not searched again.
//!
//! The states: running ⇄ paused (pause, resume), and either → cancelled, which is final.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};

/// What stops the searches of an analysis: a plain cancel flag ([`AtomicBool`]: once set, the
/// analysis ends), or an [`AnalysisControl`], which can also hold it paused.
pub trait Interrupt: Sync {
    /// The flag the search polls: while it is set, no search goes on.
    fn flag(&self) -> &AtomicBool;

    /// Called on the analysing thread when the flag is set (a search stopped by it, or about
    /// to begin): waits while the analysis is paused, then says whether to search again
    /// (`true`) or to end because it was cancelled (`false`).
    fn go_on(&self) -> bool;

    /// Told, while a search runs and when it ends, how many more nodes it has visited (a
    /// search cut by a pause included).
    fn searched(&self, _nodes: u64) {}

    /// Called by each thread of an analysis before it searches its first position.
    fn enter(&self) {}

    /// Called by each thread of an analysis after its last position.
    fn leave(&self) {}
}

impl Interrupt for AtomicBool {
    fn flag(&self) -> &AtomicBool {
        self
    }

    /// A plain cancel flag never pauses: set, it ends the analysis.
    fn go_on(&self) -> bool {
        !self.load(Ordering::Relaxed)
    }
}

/// Where an analysis under an [`AnalysisControl`] stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunState {
    /// Searching (or free to).
    Running,
    /// Held: no search runs until it is resumed or cancelled.
    Paused,
    /// Ended for good: the analysis returns [`crate::AnalysisError::Cancelled`].
    Cancelled,
}

#[derive(Debug)]
struct State {
    run: RunState,
    /// How many analysing threads are waiting in [`Interrupt::go_on`].
    waiters: usize,
    /// How many analysing threads are at work ([`Interrupt::enter`], [`Interrupt::leave`]).
    active: usize,
}

/// Pauses, resumes and cancels an analysis running on another thread (see the module's
/// documentation). Share it behind an `Arc`.
#[derive(Debug)]
pub struct AnalysisControl {
    /// Set while paused and once cancelled; cleared by the analysing thread when it goes on.
    stop: AtomicBool,
    state: Mutex<State>,
    changed: Condvar,
    nodes: AtomicU64,
}

impl Default for AnalysisControl {
    fn default() -> Self {
        Self::new()
    }
}

impl AnalysisControl {
    /// A control that lets the analysis run.
    pub fn new() -> Self {
        Self::starting(RunState::Running)
    }

    /// A control whose analysis starts paused (the app is in the background already).
    pub fn paused() -> Self {
        Self::starting(RunState::Paused)
    }

    fn starting(run: RunState) -> Self {
        AnalysisControl {
            stop: AtomicBool::new(run != RunState::Running),
            state: Mutex::new(State {
                run,
                waiters: 0,
                active: 0,
            }),
            changed: Condvar::new(),
            nodes: AtomicU64::new(0),
        }
    }

    /// The state is plain data, whole after any panic: a poisoned lock is used as it is.
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Holds the analysis: the position being searched stops within a few milliseconds and
    /// nothing is searched until [`AnalysisControl::resume`]. Nothing once cancelled.
    pub fn pause(&self) {
        let mut state = self.lock();
        if state.run == RunState::Running {
            state.run = RunState::Paused;
            self.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Lets a paused analysis go on: the position it was searching is searched again from
    /// the start. Nothing unless paused.
    pub fn resume(&self) {
        let mut state = self.lock();
        if state.run == RunState::Paused {
            state.run = RunState::Running;
            self.changed.notify_all();
        }
    }

    /// Ends the analysis, paused or not; final.
    pub fn cancel(&self) {
        let mut state = self.lock();
        state.run = RunState::Cancelled;
        self.stop.store(true, Ordering::Relaxed);
        self.changed.notify_all();
    }

    /// Where the analysis stands.
    pub fn state(&self) -> RunState {
        self.lock().run
    }

    /// Whether the analysis is waiting to be resumed: paused, and every analysing thread has
    /// noticed (so none searches any more).
    pub fn waiting(&self) -> bool {
        let state = self.lock();
        state.waiters > 0 && state.waiters >= state.active
    }

    /// The nodes searched so far under this control, the searches cut by a pause included.
    pub fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }
}

impl Interrupt for AnalysisControl {
    fn flag(&self) -> &AtomicBool {
        &self.stop
    }

    fn go_on(&self) -> bool {
        let mut state = self.lock();
        if !crate::threads::CAN_SPAWN && state.run == RunState::Paused {
            // In a browser nothing else runs while the analysis does, so nothing could
            // resume it: a pause there ends the analysis as a cancel does.
            return false;
        }
        state.waiters += 1;
        while state.run == RunState::Paused {
            state = self
                .changed
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
        }
        state.waiters -= 1;
        if state.run == RunState::Cancelled {
            return false;
        }
        // Under the lock: a pause that comes after this sets the flag again.
        self.stop.store(false, Ordering::Relaxed);
        true
    }

    fn searched(&self, nodes: u64) {
        self.nodes.fetch_add(nodes, Ordering::Relaxed);
    }

    fn enter(&self) {
        self.lock().active += 1;
    }

    fn leave(&self) {
        let mut state = self.lock();
        state.active = state.active.saturating_sub(1);
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

    use std::sync::Arc;
    use std::thread;
    use std::time::{Duration, Instant};

    use super::*;

    fn until(what: &str, done: impl Fn() -> bool) {
        let started = Instant::now();
        while !done() {
            assert!(started.elapsed() < Duration::from_secs(10), "never: {what}");
            thread::sleep(Duration::from_millis(2));
        }
    }

    #[test]
    fn pausing_sets_the_flag_and_resuming_lets_the_analysis_search_again() {
        let control = AnalysisControl::new();
        assert!(!control.flag().load(Ordering::Relaxed));
        control.pause();
        assert!(control.flag().load(Ordering::Relaxed), "the search stops");
        assert_eq!(control.state(), RunState::Paused);
        control.resume();
        assert_eq!(control.state(), RunState::Running);
        // Resumed before the analysing thread noticed: it searches again at once.
        assert!(control.go_on());
        assert!(!control.flag().load(Ordering::Relaxed));
    }

    #[test]
    fn a_paused_analysis_waits_until_it_is_resumed() {
        let control = Arc::new(AnalysisControl::paused());
        assert!(control.flag().load(Ordering::Relaxed));
        let worker = {
            let control = control.clone();
            thread::spawn(move || control.go_on())
        };
        until("the analysis waits", || control.waiting());
        thread::sleep(Duration::from_millis(50));
        assert!(!worker.is_finished(), "it waits while paused");
        control.resume();
        assert!(worker.join().unwrap(), "resumed: it searches again");
        assert!(!control.waiting());
        assert!(!control.flag().load(Ordering::Relaxed));
    }

    #[test]
    fn cancelling_a_paused_analysis_ends_it_for_good() {
        let control = Arc::new(AnalysisControl::new());
        control.pause();
        let worker = {
            let control = control.clone();
            thread::spawn(move || control.go_on())
        };
        until("the analysis waits", || control.waiting());
        control.cancel();
        assert!(!worker.join().unwrap(), "cancelled: it ends");
        control.resume();
        control.pause();
        assert_eq!(control.state(), RunState::Cancelled);
        assert!(control.flag().load(Ordering::Relaxed));
        assert!(!control.go_on());
    }

    #[test]
    fn a_cancel_flag_ends_the_analysis_once_set() {
        let flag = AtomicBool::new(false);
        assert!(flag.go_on());
        flag.store(true, Ordering::Relaxed);
        assert!(!flag.go_on());
    }

    #[test]
    fn searched_nodes_add_up() {
        let control = AnalysisControl::new();
        control.searched(1_000);
        control.searched(24);
        assert_eq!(control.nodes(), 1_024);
    }
}
