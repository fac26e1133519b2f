//! A game being played in the app: the engine's [`GameRecord`] plus who plays each seat and
//! the computer's turn. Generic over the game; every method that takes text from the UI
//! parses and checks it first, and a refused call leaves the session exactly as it was.

pub mod ai;
pub mod by_game;
#[cfg(test)]
pub(crate) mod toy;

use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

use engine::{Action, Game, GameRecord, Notation, Player};

use crate::error::{AppError, AppResult};
use crate::ipc::game::{BoardView, Controller, GameView, MoveView, Names, ReplayView, Seat};

pub use ai::{AiJob, DrawJob, DrawToken, HintJob, Opponent};
pub use by_game::GameSession;

/// The serial number the next session gets: a draw answer searched for one session is never
/// applied to another that happens to have as many actions.
static NEXT_SERIAL: AtomicU64 = AtomicU64::new(1);

impl<G: AppGame> fmt::Debug for Session<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Session")
            .field("game", &G::KIND)
            .field("log", &self.record.log_text())
            .field("seats", &self.seats)
            .field("thinking", &self.job.is_some())
            .finish()
    }
}

/// What the app needs of a game beyond the engine's traits: how to draw it.
pub trait AppGame: Game + Notation {
    /// The position as the board draws it.
    fn board(&self) -> BoardView;

    /// A legal move of this position as the UI draws and plays it.
    fn move_view(&self, mv: Self::Move) -> MoveView;

    /// Every legal move of this position as the UI draws and plays it.
    fn legal_views(&self) -> Vec<MoveView> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.into_iter().map(|mv| self.move_view(mv)).collect()
    }
}

/// Checks who plays each seat: at most one seat for the computer (its level is checked
/// where it is read, by [`crate::ipc::app::AiLevel`]).
pub fn validate_seats(seats: [Controller; 2]) -> AppResult<()> {
    if seats.iter().all(|s| matches!(s, Controller::Ai { .. })) {
        return Err(AppError::InvalidInput(
            "at least one seat must be a person".into(),
        ));
    }
    Ok(())
}

/// A game in progress, for one game type.
pub struct Session<G: Game> {
    record: GameRecord<G>,
    seats: [Controller; 2],
    /// The names people gave the sides they play (none for the computer's).
    names: Names,
    /// The computer player: it plays a seat that is the computer's, answers draw offers
    /// there, and gives hints.
    opponent: Arc<dyn Opponent<G>>,
    /// The computer's search, while one runs: its id and cancel flag.
    job: Option<ai::Running>,
    /// The id the next search gets; ids are never reused, so a stale result is recognised.
    next_job: u64,
    /// The cancel flag of the hint being searched, if any: any change of the game sets it.
    hint: Option<Arc<AtomicBool>>,
    /// This session's serial number (see [`NEXT_SERIAL`]).
    serial: u64,
}

impl<G: AppGame> Session<G> {
    /// A new game from `start` with the given players (checked by [`validate_seats`]).
    pub fn new(
        start: G,
        touch_move: bool,
        seats: [Controller; 2],
        opponent: Arc<dyn Opponent<G>>,
    ) -> AppResult<Self> {
        Self::from_record(GameRecord::new(start, touch_move), seats, opponent)
    }

    /// A saved game being resumed: its record as replayed, with its players.
    pub fn from_record(
        record: GameRecord<G>,
        seats: [Controller; 2],
        opponent: Arc<dyn Opponent<G>>,
    ) -> AppResult<Self> {
        validate_seats(seats)?;
        Ok(Session {
            record,
            seats,
            names: [None, None],
            opponent,
            job: None,
            next_job: 1,
            hint: None,
            serial: NEXT_SERIAL.fetch_add(1, Ordering::Relaxed),
        })
    }

    /// The record of the game: start, every action, the current state.
    pub fn record(&self) -> &GameRecord<G> {
        &self.record
    }

    /// Who plays each seat.
    pub fn seats(&self) -> [Controller; 2] {
        self.seats
    }

    /// The names people gave the sides they play (none for the computer's).
    pub fn names(&self) -> &Names {
        &self.names
    }

    /// Names the sides people play (`names` as [`crate::ipc::game::checked_names`] gives
    /// them); a name for the computer's side is dropped.
    pub fn set_names(&mut self, names: Names) {
        let [one, two] = names;
        let person = |seat: usize| matches!(self.seats[seat], Controller::Person);
        self.names = [one.filter(|_| person(0)), two.filter(|_| person(1))];
    }

    fn controller(&self, player: Player) -> Controller {
        self.seats[player.index()]
    }

    /// Whether the computer plays the side to move now (and the game goes on).
    pub fn is_ai_turn(&self) -> bool {
        self.record.outcome().is_none()
            && self.record.draw_offer().is_none()
            && matches!(
                self.controller(self.record.position().side_to_move()),
                Controller::Ai { .. }
            )
    }

    /// Whether a person is on the other seat (pass-and-play has no computer).
    fn against_ai(&self) -> bool {
        self.seats
            .iter()
            .any(|s| matches!(s, Controller::Ai { .. }))
    }

    fn refuse_while_thinking(&self) -> AppResult<()> {
        if self.job.is_some() {
            Err(AppError::Busy)
        } else {
            Ok(())
        }
    }

    fn refuse_on_ai_turn(&self) -> AppResult<()> {
        self.refuse_while_thinking()?;
        if self.is_ai_turn() {
            return Err(AppError::Refused("it is the computer's turn".into()));
        }
        Ok(())
    }

    fn apply(&mut self, action: Action<G>) -> AppResult<()> {
        self.record
            .apply(action)
            .map_err(|e| AppError::Refused(e.to_string()))?;
        self.cancel_hint();
        Ok(())
    }

    /// Sets the game's record to `record` (a change the caller checked): a hint being
    /// searched for the old one is cancelled.
    fn replace_record(&mut self, record: GameRecord<G>) {
        self.record = record;
        self.cancel_hint();
    }

    /// Stops the hint being searched, if any (its answer would be for another position).
    pub fn cancel_hint(&mut self) {
        if let Some(cancel) = self.hint.take() {
            cancel.store(true, Ordering::Relaxed);
        }
    }

    /// Plays a person's move given in notation.
    pub fn play(&mut self, text: &str) -> AppResult<()> {
        let mv = G::parse_move(text).map_err(|e| AppError::InvalidInput(e.to_string()))?;
        self.refuse_on_ai_turn()?;
        self.apply(Action::Move(mv))
    }

    /// Touch-move: the person to move commits to the piece on `square`.
    pub fn touch(&mut self, square: &str) -> AppResult<()> {
        let square = G::parse_square(square).map_err(|e| AppError::InvalidInput(e.to_string()))?;
        self.refuse_on_ai_turn()?;
        self.apply(Action::Touch(square))
    }

    /// Takes back the last step; against the computer, takes back moves until it is the
    /// person's turn again (their move and the computer's reply), cancelling a search.
    pub fn undo(&mut self) -> AppResult<()> {
        let record = self.stepped(Action::Undo, GameRecord::can_undo)?;
        self.cancel_ai();
        self.replace_record(record);
        Ok(())
    }

    /// The record after `step` (undo or redo); against the computer, the step is taken again
    /// while the computer would be to move and `again` says it can be: back (or forward) to
    /// the person's turn. Refused, and nothing changed, when the first step cannot be taken.
    fn stepped(
        &self,
        step: Action<G>,
        again: fn(&GameRecord<G>) -> bool,
    ) -> AppResult<GameRecord<G>> {
        let mut record = self.record.clone();
        record
            .apply(step)
            .map_err(|e| AppError::Refused(e.to_string()))?;
        if self.against_ai() {
            while self.ai_to_move_in(&record) && again(&record) {
                record
                    .apply(step)
                    .map_err(|e| AppError::Refused(e.to_string()))?;
            }
        }
        Ok(record)
    }

    fn ai_to_move_in(&self, record: &GameRecord<G>) -> bool {
        record.outcome().is_none()
            && matches!(
                self.controller(record.position().side_to_move()),
                Controller::Ai { .. }
            )
    }

    /// Plays again the last step taken back; against the computer, also its reply.
    pub fn redo(&mut self) -> AppResult<()> {
        self.refuse_while_thinking()?;
        let record = self.stepped(Action::Redo, GameRecord::can_redo)?;
        self.replace_record(record);
        Ok(())
    }

    /// `seat` resigns. Against the computer only the person may resign.
    pub fn resign(&mut self, seat: Seat) -> AppResult<()> {
        if matches!(self.controller(seat), Controller::Ai { .. }) {
            return Err(AppError::Refused(
                "the computer does not resign for you".into(),
            ));
        }
        self.cancel_ai();
        self.apply(Action::Resign(seat))
    }

    /// The person to move offers a draw. In pass-and-play the offer is recorded and the
    /// other player answers; against the computer its answer is a search, returned as a job
    /// to run without the game's lock and hand to [`Session::finish_draw_offer`] (the game
    /// is unchanged until then).
    pub fn start_draw_offer(&mut self) -> AppResult<Option<DrawJob<G>>> {
        self.refuse_on_ai_turn()?;
        let mut record = self.record.clone();
        record
            .apply(Action::OfferDraw)
            .map_err(|e| AppError::Refused(e.to_string()))?;
        let answerer = record.position().side_to_move().other();
        if let Controller::Ai { level } = self.controller(answerer) {
            return Ok(Some(DrawJob {
                opponent: Arc::clone(&self.opponent),
                record: self.record.clone(),
                level,
                token: self.draw_token(),
            }));
        }
        self.replace_record(record);
        Ok(None)
    }

    fn draw_token(&self) -> DrawToken {
        DrawToken {
            serial: self.serial,
            actions: self.record.log().len(),
        }
    }

    /// Records the draw offer of `token` and the computer's answer, if the game is still as
    /// it was when the offer was made (returns `Ok(false)` and changes nothing otherwise).
    pub fn finish_draw_offer(&mut self, token: DrawToken, accept: bool) -> AppResult<bool> {
        if token != self.draw_token() {
            return Ok(false);
        }
        self.refuse_on_ai_turn()?;
        let mut record = self.record.clone();
        for action in [
            Action::OfferDraw,
            if accept {
                Action::AcceptDraw
            } else {
                Action::DeclineDraw
            },
        ] {
            record
                .apply(action)
                .map_err(|e| AppError::Refused(e.to_string()))?;
        }
        self.replace_record(record);
        Ok(true)
    }

    /// [`Session::start_draw_offer`], the computer's answer searched on this thread, and
    /// [`Session::finish_draw_offer`]: the whole offer at once (for tests).
    #[cfg(test)]
    pub fn offer_draw(&mut self) -> AppResult<()> {
        if let Some(job) = self.start_draw_offer()? {
            let accept = job.run();
            self.finish_draw_offer(job.token, accept)?;
        }
        Ok(())
    }

    /// The other player (a person) answers a pending draw offer.
    pub fn answer_draw(&mut self, accept: bool) -> AppResult<()> {
        self.refuse_while_thinking()?;
        self.apply(if accept {
            Action::AcceptDraw
        } else {
            Action::DeclineDraw
        })
    }

    /// The position after the first `ply` moves of the current line, with the move that led
    /// to it (move-list replay).
    pub fn replay_at(&self, ply: usize) -> AppResult<ReplayView> {
        let position = self.record.position_at(ply).ok_or_else(|| {
            AppError::InvalidInput(format!(
                "move {ply} does not exist: the game has {} moves",
                self.record.moves().len()
            ))
        })?;
        let last_move = ply.checked_sub(1).and_then(|before| {
            let mv = self.record.moves().nth(before)?;
            self.record
                .position_at(before)
                .map(|from| from.move_view(mv))
        });
        Ok(ReplayView {
            ply: u32::try_from(ply).unwrap_or(u32::MAX),
            board: position.board(),
            last_move,
        })
    }

    /// The game as text: its start position and every action (for saving).
    pub fn record_text(&self) -> (String, String) {
        (
            self.record.start().format_position(),
            self.record.log_text(),
        )
    }

    /// The actions from index `start` on, in notation (the ones not saved yet), each with
    /// the number of moves in the line after it.
    pub fn log_from(&self, start: usize) -> Vec<(String, usize)> {
        let log = self.record.log();
        let start = start.min(log.len());
        // Replaying the record's own log cannot fail; if it somehow did, the moves of the
        // final line are the best count there is.
        let Ok(mut replayed) = GameRecord::replay(
            *self.record.start(),
            self.record.touch_move(),
            &log[..start],
        ) else {
            let plies = self.record.moves().len();
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

    /// The result, with the number of moves of the final line, once the game is over.
    pub fn result(&self) -> Option<(engine::Outcome, usize)> {
        self.record
            .outcome()
            .map(|o| (o, self.record.moves().len()))
    }

    /// The last move of the current line, drawn from the position it was played in.
    fn last_move(&self) -> Option<MoveView> {
        let count = self.record.moves().len();
        let mv = self.record.moves().last()?;
        self.record
            .position_at(count - 1)
            .map(|before| before.move_view(mv))
    }

    /// Everything the game screen draws.
    pub fn view(&self) -> GameView {
        let position = self.record.position();
        let thinking = self.job.is_some();
        let playable = self.record.outcome().is_none() && !thinking && !self.is_ai_turn();
        let legal = if playable {
            position.legal_views()
        } else {
            Vec::new()
        };
        GameView {
            game: G::KIND,
            seats: self.seats,
            names: self.names.clone(),
            board: position.board(),
            side_to_move: position.side_to_move(),
            legal,
            moves: self.record.moves().map(|m| m.to_string()).collect(),
            last_move: self.last_move(),
            touch_move: self.record.touch_move(),
            touched: self.record.touched().map(|s| s.to_string()),
            draw_offer: self.record.draw_offer(),
            can_undo: self.record.can_undo(),
            can_redo: self.record.can_redo(),
            repetitions: u32::try_from(self.record.repetitions()).unwrap_or(u32::MAX),
            outcome: self.record.outcome().map(Into::into),
            thinking,
            resigning_seat: self.resigning_seat(),
        }
    }

    /// The seat whose resignation the person means by resigning: against the computer the
    /// person's (the computer never resigns for them, see `resign`), in pass-and-play the
    /// player to move; none once the game is over.
    fn resigning_seat(&self) -> Option<Seat> {
        if self.record.outcome().is_some() {
            return None;
        }
        let person = Player::BOTH
            .into_iter()
            .filter(|&p| matches!(self.controller(p), Controller::Person))
            .collect::<Vec<_>>();
        match person.as_slice() {
            [only] => Some(*only),
            _ => Some(self.record.position().side_to_move()),
        }
    }
}

#[cfg(test)]
mod tests;
