//! A session of either game behind one object-safe trait, so that the app state and the
//! commands need not know which game is being played.

use std::any::Any;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::{AppGame, Session};
use crate::error::{AppError, AppResult};
use crate::ipc::computer::{HintView, SearchProgress};
use crate::ipc::game::{GameView, ReplayView, Seat};
use crate::jobs::SearchJob;

pub use super::ai::DrawToken;

/// A hint search ready to run on a blocking task, or elsewhere as data.
pub struct ErasedHint {
    /// Runs the search: `None` when it was cancelled.
    pub run: Box<dyn FnOnce() -> Option<HintView> + Send>,
    /// The search as data, when it can run elsewhere.
    pub job: Option<SearchJob>,
    /// Set when the hint is no longer wanted.
    pub cancel: Arc<AtomicBool>,
}

/// The computer's answer to a draw offer, ready to search on a blocking task without the
/// game's lock; the answer goes to [`AnySession::finish_draw_offer`] with its token.
pub struct ErasedDrawJob {
    /// Where the answer applies.
    pub token: DrawToken,
    /// Searches whether the computer accepts.
    pub run: Box<dyn FnOnce() -> bool + Send>,
}

/// The move the computer chose, on its way from the search back to the session that started
/// it: the game's own move value, typed, with no notation in between. Only a session of the
/// same game takes it back ([`AnySession::finish_ai`]).
pub struct ComputerMove(Box<dyn Any + Send>);

impl ComputerMove {
    /// Wraps a move of some game.
    pub fn new<M: Any + Send>(mv: M) -> Self {
        ComputerMove(Box::new(mv))
    }

    /// The move, if it is a move of type `M`.
    pub fn get<M: Any>(&self) -> Option<&M> {
        self.0.downcast_ref()
    }

    /// The move as type `M`; itself back when it is a move of another type.
    pub fn take<M: Any>(self) -> Result<M, Self> {
        self.0.downcast().map(|mv| *mv).map_err(ComputerMove)
    }
}

impl std::fmt::Debug for ComputerMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ComputerMove(..)")
    }
}

/// A search ready to run: takes a progress callback, returns the chosen move.
pub type SearchTask =
    Box<dyn FnOnce(&mut dyn FnMut(SearchProgress)) -> Option<ComputerMove> + Send>;

/// The computer's search for either game, ready to run on a blocking task: it returns the
/// chosen move (`None` if cancelled).
pub struct ErasedJob {
    /// The id to hand back to [`AnySession::finish_ai`].
    pub id: u64,
    /// Runs the search, reporting progress.
    pub run: SearchTask,
    /// The search as data, when it can run elsewhere.
    pub job: Option<SearchJob>,
    /// Set when the search must stop.
    pub cancel: Arc<AtomicBool>,
}

/// What the commands can do with the game being played, whichever game it is.
pub trait AnySession: Send {
    /// Everything the game screen draws.
    fn view(&self) -> GameView;
    /// Plays a person's move given in notation.
    fn play(&mut self, text: &str) -> AppResult<()>;
    /// Touch-move: commits the person to move to the piece on `square`.
    fn touch(&mut self, square: &str) -> AppResult<()>;
    /// Takes back the last step (against the computer: back to the person's turn).
    fn undo(&mut self) -> AppResult<()>;
    /// Plays again the last step taken back.
    fn redo(&mut self) -> AppResult<()>;
    /// `seat` resigns.
    fn resign(&mut self, seat: Seat) -> AppResult<()>;
    /// The person to move offers a draw: recorded at once in pass-and-play (`None`), or the
    /// computer's answer to search (the game is unchanged until it is finished).
    fn start_draw_offer(&mut self) -> AppResult<Option<ErasedDrawJob>>;
    /// Records the draw offer and the computer's answer if the game is unchanged since
    /// [`AnySession::start_draw_offer`]; `Ok(false)` otherwise.
    fn finish_draw_offer(&mut self, token: DrawToken, accept: bool) -> AppResult<bool>;
    /// A person answers the pending draw offer.
    fn answer_draw(&mut self, accept: bool) -> AppResult<()>;
    /// The position after `ply` moves of the current line, with the move that led to it.
    fn replay_at(&self, ply: usize) -> AppResult<ReplayView>;
    /// Starts the computer's search if it is its turn and none runs.
    fn start_ai(&mut self) -> Option<ErasedJob>;
    /// Applies the result of search `id` if still awaited.
    fn finish_ai(&mut self, id: u64, mv: Option<ComputerMove>) -> AppResult<bool>;
    /// Stops the running search.
    fn cancel_ai(&mut self);
    /// [`AnySession::finish_ai`] with the move in notation (a search run elsewhere).
    fn finish_ai_text(&mut self, id: u64, mv: Option<&str>) -> AppResult<bool>;
    /// A hint search for the person to move (refused on the computer's turn or at the end);
    /// cancelled by [`AnySession::cancel_hint`] or any change of the game.
    fn start_hint(&mut self) -> AppResult<ErasedHint>;
    /// Stops the hint being searched, if any.
    fn cancel_hint(&mut self);
    /// The game as text: its start position and every action (for saving).
    fn record_text(&self) -> (String, String);
    /// How many actions the log holds.
    fn log_len(&self) -> usize;
    /// The actions from index `start` on, in notation (the ones not saved yet), each with
    /// the number of moves in the line after it.
    fn log_from(&self, start: usize) -> Vec<(String, usize)>;
    /// The result, with the number of moves of the final line, once the game is over.
    fn result(&self) -> Option<(engine::Outcome, usize)>;
    /// Whether touch-move is on.
    fn touch_move(&self) -> bool;
    /// Names the sides people play (see [`Session::set_names`]).
    fn set_names(&mut self, names: crate::ipc::game::Names);
    /// The names people gave the sides they play.
    fn names(&self) -> crate::ipc::game::Names;
}

impl<G: AppGame> AnySession for Session<G> {
    fn view(&self) -> GameView {
        Session::view(self)
    }
    fn play(&mut self, text: &str) -> AppResult<()> {
        Session::play(self, text)
    }
    fn touch(&mut self, square: &str) -> AppResult<()> {
        Session::touch(self, square)
    }
    fn undo(&mut self) -> AppResult<()> {
        Session::undo(self)
    }
    fn redo(&mut self) -> AppResult<()> {
        Session::redo(self)
    }
    fn resign(&mut self, seat: Seat) -> AppResult<()> {
        Session::resign(self, seat)
    }
    fn start_draw_offer(&mut self) -> AppResult<Option<ErasedDrawJob>> {
        Ok(Session::start_draw_offer(self)?.map(|job| ErasedDrawJob {
            token: job.token,
            run: Box::new(move || job.run()),
        }))
    }
    fn finish_draw_offer(&mut self, token: DrawToken, accept: bool) -> AppResult<bool> {
        Session::finish_draw_offer(self, token, accept)
    }
    fn answer_draw(&mut self, accept: bool) -> AppResult<()> {
        Session::answer_draw(self, accept)
    }
    fn replay_at(&self, ply: usize) -> AppResult<ReplayView> {
        Session::replay_at(self, ply)
    }
    fn start_ai(&mut self) -> Option<ErasedJob> {
        let job = Session::start_ai(self)?;
        let (id, data, cancel) = (job.id, job.job(), Arc::clone(&job.cancel));
        Some(ErasedJob {
            id,
            run: Box::new(move |progress| job.run(progress).map(ComputerMove::new)),
            job: data,
            cancel,
        })
    }
    fn finish_ai(&mut self, id: u64, mv: Option<ComputerMove>) -> AppResult<bool> {
        let mv = match mv {
            Some(chosen) => Some(chosen.take::<G::Move>().map_err(|_| {
                AppError::Internal(format!(
                    "the computer's move is not a move of {}",
                    G::KIND.name()
                ))
            })?),
            None => None,
        };
        Session::finish_ai(self, id, mv)
    }
    fn cancel_ai(&mut self) {
        Session::cancel_ai(self)
    }
    fn finish_ai_text(&mut self, id: u64, mv: Option<&str>) -> AppResult<bool> {
        Session::finish_ai_text(self, id, mv)
    }
    fn start_hint(&mut self) -> AppResult<ErasedHint> {
        let hint = Session::start_hint(self)?;
        let (job, cancel) = (hint.job(), Arc::clone(&hint.cancel));
        Ok(ErasedHint {
            run: Box::new(move || hint.run()),
            job,
            cancel,
        })
    }
    fn cancel_hint(&mut self) {
        Session::cancel_hint(self)
    }
    fn log_len(&self) -> usize {
        self.record().log().len()
    }
    fn log_from(&self, start: usize) -> Vec<(String, usize)> {
        let record = self.record();
        let log = record.log();
        let start = start.min(log.len());
        // Replaying the record's own log cannot fail; if it somehow did, the moves of the
        // final line are the best count there is.
        let Ok(mut replayed) =
            engine::GameRecord::replay(*record.start(), record.touch_move(), &log[..start])
        else {
            let plies = record.moves().len();
            return log[start..]
                .iter()
                .map(|a| (a.to_string(), plies))
                .collect();
        };
        log[start..]
            .iter()
            .map(|&action| {
                let _ = replayed.apply(action);
                (action.to_string(), replayed.moves().len())
            })
            .collect()
    }
    fn result(&self) -> Option<(engine::Outcome, usize)> {
        self.record()
            .outcome()
            .map(|o| (o, self.record().moves().len()))
    }
    fn touch_move(&self) -> bool {
        self.record().touch_move()
    }
    fn set_names(&mut self, names: crate::ipc::game::Names) {
        Session::set_names(self, names);
    }
    fn names(&self) -> crate::ipc::game::Names {
        Session::names(self).clone()
    }
    fn record_text(&self) -> (String, String) {
        (
            self.record().start().format_position(),
            self.record().log_text(),
        )
    }
}
