//! The computer's turn: a search run off the UI thread on a copy of the record, which can be
//! cancelled, and whose result is applied only if the session still waits for it. A search
//! leaves the session as a [`SearchJob`] ([`AiJob::job`], [`HintJob::job`]), which
//! [`crate::search::run`] runs on either host.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use engine::{Action, Game, GameRecord, Listed};

use super::{AppGame, Session};
use crate::error::{AppError, AppResult};
use crate::ipc::app::AiLevel;
#[cfg(test)]
use crate::ipc::computer::{HintView, SearchProgress};
use crate::ipc::game::Controller;
use crate::jobs::{SearchJob, SearchPlayer};

pub use crate::jobs::Opponent;

/// A hint to search off the UI thread: everything it needs, owned.
pub struct HintJob<G: Game> {
    /// The computer player that searches.
    pub opponent: Arc<dyn Opponent<G>>,
    /// A copy of the game as it stood when the hint was asked for.
    pub record: GameRecord<G>,
    /// Set when the hint is no longer wanted: the person cancelled it, or the game changed.
    pub cancel: Arc<AtomicBool>,
}

impl<G: AppGame + Listed> HintJob<G> {
    /// The hint as a search job.
    pub fn job(&self) -> SearchJob {
        SearchJob::Hint {
            game: self.record.clone().into(),
            player: SearchPlayer::of(&self.opponent),
        }
    }
}

#[cfg(test)]
impl<G: AppGame> HintJob<G> {
    /// Runs the search on this thread, straight on the session's player (the tests' toy
    /// games, which no search job holds); `None` when it was cancelled (or there is no move).
    pub fn run(&self) -> Option<HintView> {
        let (mv, verdict) = self.opponent.hint(&self.record, &self.cancel)?;
        if self.cancel.load(Ordering::Relaxed) {
            return None;
        }
        Some(HintView {
            mv: self.record.position().move_view(mv),
            verdict,
        })
    }
}

/// Which game, and which moment of it, a draw offer to the computer was made in: its answer
/// applies only if the game is still there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawToken {
    /// The session's serial number.
    pub(crate) serial: u64,
    /// How many actions its log held.
    pub(crate) actions: usize,
}

/// The computer's answer to a draw offer, to search without the game's lock.
pub struct DrawJob<G: Game> {
    /// The computer player.
    pub opponent: Arc<dyn Opponent<G>>,
    /// A copy of the game as it stood when the draw was offered.
    pub record: GameRecord<G>,
    /// The computer's level.
    pub level: AiLevel,
    /// Where the answer applies.
    pub token: DrawToken,
}

impl<G: Game> DrawJob<G> {
    /// Searches whether the computer accepts (call it on a blocking task).
    pub fn run(&self) -> bool {
        self.opponent.accepts_draw(&self.record, self.level)
    }
}

/// The search the session waits for.
#[derive(Debug)]
pub(crate) struct Running {
    id: u64,
    cancel: Arc<AtomicBool>,
}

/// A search to run for the computer's turn: everything it needs, owned, for another thread.
pub struct AiJob<G: Game> {
    /// The computer player.
    pub opponent: Arc<dyn Opponent<G>>,
    /// The id [`Session::finish_ai`] checks the result against.
    pub id: u64,
    /// A copy of the game as it stood when the search started.
    pub record: GameRecord<G>,
    /// The computer's level.
    pub level: AiLevel,
    /// Set when the search must stop (undo, leaving the game, closing the app).
    pub cancel: Arc<AtomicBool>,
}

impl<G: Listed> AiJob<G> {
    /// The search as a search job.
    pub fn job(&self) -> SearchJob {
        SearchJob::Move {
            game: self.record.clone().into(),
            level: self.level,
            player: SearchPlayer::of(&self.opponent),
        }
    }
}

#[cfg(test)]
impl<G: Game> AiJob<G> {
    /// Runs the search on this thread, straight on the session's player (the tests' toy
    /// games, which no search job holds), reporting progress.
    pub fn run(&self, progress: &mut dyn FnMut(SearchProgress)) -> Option<G::Move> {
        let job = u32::try_from(self.id).unwrap_or(u32::MAX);
        let mut report = |depth: u32, nodes: u64, best: Option<G::Move>| {
            progress(SearchProgress {
                job,
                depth,
                nodes,
                best: best.map(|m| m.to_string()),
            });
        };
        let mv = self
            .opponent
            .choose(&self.record, self.level, &mut report, &self.cancel);
        if self.cancel.load(Ordering::Relaxed) {
            None
        } else {
            mv
        }
    }
}

impl<G: AppGame> Session<G> {
    /// If the computer is to move and no search runs yet, starts one: returns the job to
    /// run off the UI thread. The session shows "thinking" until [`Session::finish_ai`].
    pub fn start_ai(&mut self) -> Option<AiJob<G>> {
        if self.job.is_some() || !self.is_ai_turn() {
            return None;
        }
        let side = self.record.position().side_to_move();
        let Controller::Ai { level } = self.seats[side.index()] else {
            return None;
        };
        let opponent = Arc::clone(&self.opponent);
        let id = self.next_job;
        self.next_job += 1;
        let cancel = Arc::new(AtomicBool::new(false));
        self.job = Some(Running {
            id,
            cancel: Arc::clone(&cancel),
        });
        Some(AiJob {
            opponent,
            id,
            record: self.record.clone(),
            level,
            cancel,
        })
    }

    /// A hint for the person to move: refused while the computer thinks or is to move, and
    /// when the game is over. A hint searched before is cancelled; this one is cancelled by
    /// [`Session::cancel_hint`] and by any change of the game.
    pub fn start_hint(&mut self) -> AppResult<HintJob<G>> {
        self.refuse_on_ai_turn()?;
        if self.record.outcome().is_some() {
            return Err(AppError::Refused("the game is over".into()));
        }
        let opponent = Arc::clone(&self.opponent);
        self.cancel_hint();
        let cancel = Arc::new(AtomicBool::new(false));
        self.hint = Some(Arc::clone(&cancel));
        Ok(HintJob {
            opponent,
            record: self.record.clone(),
            cancel,
        })
    }

    /// The id of the running search, if any.
    pub fn running_ai(&self) -> Option<u64> {
        self.job.as_ref().map(|j| j.id)
    }

    /// Applies the result of search `id` if the session still waits for it; a stale or
    /// cancelled result is dropped (returns `Ok(false)`). The move is checked like any other.
    pub fn finish_ai(&mut self, id: u64, mv: Option<G::Move>) -> AppResult<bool> {
        match &self.job {
            Some(running) if running.id == id => {}
            _ => return Ok(false),
        }
        self.job = None;
        let Some(mv) = mv else {
            return Err(AppError::Internal("the computer found no move".into()));
        };
        self.record
            .apply(Action::Move(mv))
            .map_err(|e| AppError::Internal(format!("the computer's move was refused: {e}")))?;
        self.cancel_hint();
        Ok(true)
    }

    /// Stops the running search, if any; its result will be dropped.
    pub fn cancel_ai(&mut self) {
        if let Some(running) = self.job.take() {
            running.cancel.store(true, Ordering::Relaxed);
        }
    }
}
