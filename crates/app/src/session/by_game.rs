//! A session of whichever game ([`GameSession`]): the engine's one enum over the games
//! ([`ByGame`]) holding a [`Session`] of each, every method matched once with the engine's
//! one dispatch ([`by_game!`]). The app state and the commands need not know which game is
//! being played, and nothing of the game's types is erased: the computer's move comes back as
//! the game's own move ([`GameMove`]).

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use engine::{by_game, ByGame, Game, GameKind, Listed, Notation, PerGame};

use super::ai::{DrawJob, DrawToken};
use super::{AppGame, Session};
use crate::error::{AppError, AppResult};
use crate::ipc::game::{GameView, Names, ReplayView, Seat};
use crate::jobs::{GameMove, SearchJob};

/// The family of sessions: `ByGame<SessionOf>` is a session of whichever game.
#[derive(Debug)]
pub enum SessionOf {}
impl PerGame for SessionOf {
    type Of<G: Notation> = Session<G>;
}

/// The family of draw answers to search: a [`DrawJob`] of whichever game.
#[derive(Debug)]
pub enum DrawJobOf {}
impl PerGame for DrawJobOf {
    type Of<G: Notation> = DrawJob<G>;
}

/// The computer's turn, ready to search on the host ([`crate::host::Host::search`]).
#[derive(Debug)]
pub struct ComputerTurn {
    /// The id to hand back to [`GameSession::finish_ai`] with the move.
    pub id: u64,
    /// The search.
    pub job: SearchJob,
    /// Set when the search must stop (undo, leaving the game, closing the app).
    pub cancel: Arc<AtomicBool>,
}

/// A hint search for the person to move, ready to search on the host.
#[derive(Debug)]
pub struct HintSearch {
    /// The search.
    pub job: SearchJob,
    /// Set when the hint is no longer wanted (cancelled, or the game changed).
    pub cancel: Arc<AtomicBool>,
}

/// The computer's answer to a draw offer, of whichever game, to search on a blocking task
/// without the game's lock; the answer goes to [`GameSession::finish_draw_offer`].
pub struct DrawOffer(ByGame<DrawJobOf>);

impl DrawOffer {
    /// Where the answer applies.
    pub fn token(&self) -> DrawToken {
        by_game!(&self.0, |job| job.token)
    }

    /// Searches whether the computer accepts (call it on a blocking task).
    pub fn run(&self) -> bool {
        by_game!(&self.0, |job| job.run())
    }
}

/// The game being played, whichever game it is.
pub struct GameSession(ByGame<SessionOf>);

impl<G: AppGame + Listed> From<Session<G>> for GameSession {
    fn from(session: Session<G>) -> Self {
        GameSession(G::wrap(session))
    }
}

impl std::fmt::Debug for GameSession {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        by_game!(&self.0, |session| session.fmt(f))
    }
}

impl GameSession {
    /// The session of the game it is.
    pub fn by_game(&self) -> &ByGame<SessionOf> {
        &self.0
    }

    /// Which game it is.
    pub fn kind(&self) -> GameKind {
        self.0.kind()
    }

    /// Everything the game screen draws.
    pub fn view(&self) -> GameView {
        by_game!(&self.0, |s| s.view())
    }

    /// Plays a person's move given in notation.
    pub fn play(&mut self, text: &str) -> AppResult<()> {
        by_game!(&mut self.0, |s| s.play(text))
    }

    /// Touch-move: commits the person to move to the piece on `square`.
    pub fn touch(&mut self, square: &str) -> AppResult<()> {
        by_game!(&mut self.0, |s| s.touch(square))
    }

    /// Takes back the last step (against the computer: back to the person's turn).
    pub fn undo(&mut self) -> AppResult<()> {
        by_game!(&mut self.0, |s| s.undo())
    }

    /// Plays again the last step taken back.
    pub fn redo(&mut self) -> AppResult<()> {
        by_game!(&mut self.0, |s| s.redo())
    }

    /// `seat` resigns.
    pub fn resign(&mut self, seat: Seat) -> AppResult<()> {
        by_game!(&mut self.0, |s| s.resign(seat))
    }

    /// The person to move offers a draw: recorded at once in pass-and-play (`None`), or the
    /// computer's answer to search (the game is unchanged until it is finished).
    pub fn start_draw_offer(&mut self) -> AppResult<Option<DrawOffer>> {
        by_game!(&mut self.0, G, |s| Ok(s
            .start_draw_offer()?
            .map(|job| DrawOffer(G::wrap(job)))))
    }

    /// Records the draw offer and the computer's answer if the game is unchanged since
    /// [`GameSession::start_draw_offer`]; `Ok(false)` otherwise.
    pub fn finish_draw_offer(&mut self, token: DrawToken, accept: bool) -> AppResult<bool> {
        by_game!(&mut self.0, |s| s.finish_draw_offer(token, accept))
    }

    /// A person answers the pending draw offer.
    pub fn answer_draw(&mut self, accept: bool) -> AppResult<()> {
        by_game!(&mut self.0, |s| s.answer_draw(accept))
    }

    /// The position after `ply` moves of the current line, with the move that led to it.
    pub fn replay_at(&self, ply: usize) -> AppResult<ReplayView> {
        by_game!(&self.0, |s| s.replay_at(ply))
    }

    /// Starts the computer's search if it is its turn and none runs.
    pub fn start_ai(&mut self) -> Option<ComputerTurn> {
        by_game!(&mut self.0, |s| s.start_ai().map(|job| ComputerTurn {
            id: job.id,
            job: job.job(),
            cancel: Arc::clone(&job.cancel),
        }))
    }

    /// Applies the move search `id` chose if it is still awaited (`Ok(false)` otherwise); a
    /// move of another game is refused as the app's fault, and the search is over.
    pub fn finish_ai(&mut self, id: u64, mv: Option<GameMove>) -> AppResult<bool> {
        by_game!(&mut self.0, G, |s| {
            let mv = match mv.map(|GameMove(mv)| G::unwrap(mv)) {
                Some(Ok(mv)) => Some(mv),
                Some(Err(other)) if s.running_ai() == Some(id) => {
                    // The search is over: the game does not stay "thinking".
                    s.cancel_ai();
                    return Err(AppError::Internal(format!(
                        "the computer's move is a move of {}, not of {}",
                        other.kind(),
                        G::KIND
                    )));
                }
                Some(Err(_)) => return Ok(false),
                None => None,
            };
            s.finish_ai(id, mv)
        })
    }

    /// Stops the running search.
    pub fn cancel_ai(&mut self) {
        by_game!(&mut self.0, |s| s.cancel_ai())
    }

    /// A hint search for the person to move (refused on the computer's turn or at the end);
    /// cancelled by [`GameSession::cancel_hint`] or any change of the game.
    pub fn start_hint(&mut self) -> AppResult<HintSearch> {
        by_game!(&mut self.0, |s| s.start_hint().map(|hint| HintSearch {
            job: hint.job(),
            cancel: Arc::clone(&hint.cancel),
        }))
    }

    /// Stops the hint being searched, if any.
    pub fn cancel_hint(&mut self) {
        by_game!(&mut self.0, |s| s.cancel_hint())
    }

    /// The game as text: its start position and every action (for saving).
    pub fn record_text(&self) -> (String, String) {
        by_game!(&self.0, |s| s.record_text())
    }

    /// How many actions the log holds.
    pub fn log_len(&self) -> usize {
        by_game!(&self.0, |s| s.record().log().len())
    }

    /// The actions from index `start` on, in notation (the ones not saved yet), each with
    /// the number of moves in the line after it.
    pub fn log_from(&self, start: usize) -> Vec<(String, usize)> {
        by_game!(&self.0, |s| s.log_from(start))
    }

    /// The result, with the number of moves of the final line, once the game is over.
    pub fn result(&self) -> Option<(engine::Outcome, usize)> {
        by_game!(&self.0, |s| s.result())
    }

    /// Whether touch-move is on.
    pub fn touch_move(&self) -> bool {
        by_game!(&self.0, |s| s.record().touch_move())
    }

    /// Names the sides people play (see [`Session::set_names`]).
    pub fn set_names(&mut self, names: Names) {
        by_game!(&mut self.0, |s| s.set_names(names))
    }

    /// The names people gave the sides they play.
    pub fn names(&self) -> Names {
        by_game!(&self.0, |s| s.names().clone())
    }
}
