//! A puzzle being solved: the proven puzzle (the AI crate's [`Puzzle`]), the real engine
//! position on the board, and where the person stands. The AI crate judges every move
//! ([`ai::puzzle::judge_move`]) and finds the answer to a wrong one
//! ([`ai::puzzle::refutation`]); the engine plays them. A refused call leaves the session as
//! it was.
//!
//! The first result of an attempt decides it: a wrong move fails the attempt at once (the
//! rating falls then), solving without one passes it. After a wrong move, Try again goes on
//! from before it, unrated; Show the solution plays the rest of the solution and changes
//! nothing.

use std::sync::atomic::{AtomicU64, Ordering};

use ai::puzzle::{MoveJudgement, Puzzle, PuzzleKind, Refutation};
use engine::{by_game, ByGame, Game, Listed, MoveTextError, Notation, PerGame};

use crate::error::{AppError, AppResult};
use crate::ipc::game::MoveView;
use crate::ipc::puzzles::{
    PuzzleFrame, PuzzleGoal, PuzzlePhase, PuzzleView, RatingChange, RatingView,
};
use crate::session::AppGame;

/// Every action that changes a session gets a new number from here, so that a refutation
/// searched meanwhile is applied only to the session and the moment it was searched for.
static NEXT_STEP: AtomicU64 = AtomicU64::new(1);

/// Where a personal puzzle comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Personal {
    /// The saved game, while it is kept.
    pub game: Option<i64>,
}

/// What the person's move led to.
#[derive(Debug)]
pub enum Played {
    /// The move was right and is on the board (with the reply, if any).
    Right,
    /// The move is wrong: the caller searches its refutation off the lock
    /// ([`Wrong::search`]) and gives it back with [`GamePuzzle::refute`].
    Wrong(Wrong),
}

/// A wrong move waiting for its refutation.
#[derive(Debug)]
pub struct Wrong {
    /// The session's step when it was played.
    pub step: u64,
    /// The puzzle.
    pub puzzle: Puzzle,
    /// The solution's moves played before it.
    pub played: Vec<String>,
    /// The wrong move, in notation.
    pub mv: String,
}

impl Wrong {
    /// The opponent's answer (a search of about a second at most; run it on a blocking
    /// task). `None` when the wrong move ends the game by itself.
    pub fn search(&self, stop: &std::sync::atomic::AtomicBool) -> AppResult<Option<Refutation>> {
        ai::puzzle::refutation(&self.puzzle, &self.played, &self.mv, stop).map_err(|e| match e {
            ai::puzzle::PuzzleError::Cancelled => AppError::Refused("the puzzle was left".into()),
            other => AppError::Internal(format!("no answer to {}: {other}", self.mv)),
        })
    }
}

/// A result to record in the store: the attempt's first one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Solved without a wrong move.
    pub solved: bool,
}

/// A puzzle of one game, being solved.
#[derive(Clone, Debug)]
pub struct PuzzleSession<G: Game> {
    puzzle: Puzzle,
    personal: Option<Personal>,
    start: G,
    /// The solution, parsed.
    solution: Vec<G::Move>,
    /// How many of the solution's moves are on the board (both sides').
    played: usize,
    /// The board: the solution so far, or with a wrong move and its answer after it.
    position: G,
    /// How many moves from the start are on the board.
    ply: usize,
    last_move: Option<MoveView>,
    phase: PuzzlePhase,
    /// The wrong move on the board and the answer to it.
    wrong: Option<(String, Option<Refutation>)>,
    /// The boards the last action showed on the way.
    frames: Vec<PuzzleFrame>,
    /// Whether the attempt's result is decided (a wrong move or a solve came first).
    decided: bool,
    /// A wrong move was played in this attempt.
    failed: bool,
    /// What the last action did to the rating.
    change: Option<RatingChange>,
    rating: RatingView,
    streak: u32,
    step: u64,
}

/// The puzzle's own text failed to read: it was proven when it was made, so this is the
/// app's fault, not the person's.
fn broken(puzzle: &Puzzle, what: impl std::fmt::Display) -> AppError {
    AppError::Internal(format!("puzzle {}: {what}", puzzle.id))
}

impl<G: AppGame> PuzzleSession<G> {
    /// The puzzle at its start, with the person's rating and streak now.
    pub fn new(
        puzzle: Puzzle,
        personal: Option<Personal>,
        rating: RatingView,
        streak: u32,
    ) -> AppResult<Self> {
        if puzzle.game != G::KIND {
            return Err(broken(&puzzle, "of another game"));
        }
        let start = G::parse_position(&puzzle.position).map_err(|e| broken(&puzzle, e))?;
        let mut solution = Vec::with_capacity(puzzle.solution.len());
        let mut walk = start;
        for text in &puzzle.solution {
            let mv = walk
                .parse_legal_move(text)
                .map_err(|e| broken(&puzzle, e))?;
            walk.play(mv);
            solution.push(mv);
        }
        if solution.is_empty() {
            return Err(broken(&puzzle, "no solution"));
        }
        Ok(PuzzleSession {
            puzzle,
            personal,
            start,
            solution,
            played: 0,
            position: start,
            ply: 0,
            last_move: None,
            phase: PuzzlePhase::Solving,
            wrong: None,
            frames: Vec::new(),
            decided: false,
            failed: false,
            change: None,
            rating,
            streak,
            step: NEXT_STEP.fetch_add(1, Ordering::Relaxed),
        })
    }

    /// The board after the solution's first `n` moves, with the move that led there.
    fn solution_at(&self, n: usize) -> (G, Option<MoveView>) {
        let mut position = self.start;
        let mut last = None;
        for &mv in &self.solution[..n] {
            last = Some(position.move_view(mv));
            position.play(mv);
        }
        (position, last)
    }

    fn frame(position: &G, last_move: Option<MoveView>, ply: usize) -> PuzzleFrame {
        PuzzleFrame {
            board: position.board(),
            side_to_move: position.side_to_move(),
            last_move,
            ply: u32::try_from(ply).unwrap_or(u32::MAX),
        }
    }

    /// A new action begins: what the last one showed is forgotten.
    fn begin(&mut self) {
        self.frames.clear();
        self.change = None;
        self.step = NEXT_STEP.fetch_add(1, Ordering::Relaxed);
    }

    fn played_texts(&self) -> Vec<String> {
        self.puzzle.solution[..self.played].to_vec()
    }

    /// The person plays `text`. A right move is played with the opponent's reply; a wrong one
    /// comes back to be refuted (nothing changes until then). Refused unless the puzzle is
    /// being solved; an illegal move is refused with the engine's reason.
    pub fn play(&mut self, text: &str) -> AppResult<Played> {
        if self.phase != PuzzlePhase::Solving {
            return Err(AppError::Refused("the puzzle is not being solved".into()));
        }
        let mv = self.position.parse_legal_move(text).map_err(|e| match e {
            MoveTextError::Parse(e) => AppError::InvalidInput(e.to_string()),
            MoveTextError::Illegal(e) => AppError::Refused(e.to_string()),
        })?;
        let played = self.played_texts();
        let judged = ai::puzzle::judge_move(&self.puzzle, &played, &mv.to_string())
            .map_err(|e| broken(&self.puzzle, e))?;
        match judged {
            MoveJudgement::Wrong => {
                self.begin();
                Ok(Played::Wrong(Wrong {
                    step: self.step,
                    puzzle: self.puzzle.clone(),
                    played,
                    mv: mv.to_string(),
                }))
            }
            MoveJudgement::Correct { reply, solved } => {
                self.begin();
                let view = self.position.move_view(mv);
                self.position.play(mv);
                self.played += 1;
                self.ply = self.played;
                self.last_move = Some(view);
                if let Some(reply) = reply.filter(|_| !solved) {
                    self.frames.push(Self::frame(
                        &self.position,
                        self.last_move.clone(),
                        self.ply,
                    ));
                    let reply = self
                        .position
                        .parse_legal_move(&reply)
                        .map_err(|e| broken(&self.puzzle, e))?;
                    self.last_move = Some(self.position.move_view(reply));
                    self.position.play(reply);
                    self.played += 1;
                    self.ply = self.played;
                }
                if solved {
                    self.phase = PuzzlePhase::Solved;
                }
                Ok(Played::Right)
            }
        }
    }

    /// The wrong move of step `step` and its answer go on the board; the puzzle is failed.
    /// Refused if the session has moved on since (the person left or tried something else).
    pub fn refute(&mut self, step: u64, mv: &str, answer: Option<Refutation>) -> AppResult<()> {
        if step != self.step || self.phase != PuzzlePhase::Solving {
            return Err(AppError::Refused("the puzzle has moved on".into()));
        }
        let wrong = self
            .position
            .parse_legal_move(mv)
            .map_err(|e| AppError::Internal(e.to_string()))?;
        let mut next = self.clone();
        next.last_move = Some(next.position.move_view(wrong));
        next.position.play(wrong);
        next.ply = next.played + 1;
        if let Some(answer) = &answer {
            next.frames.push(Self::frame(
                &next.position,
                next.last_move.clone(),
                next.ply,
            ));
            let reply = next
                .position
                .parse_legal_move(&answer.reply)
                .map_err(|e| AppError::Internal(format!("the answer {}: {e}", answer.reply)))?;
            next.last_move = Some(next.position.move_view(reply));
            next.position.play(reply);
            next.ply += 1;
        }
        next.wrong = Some((mv.to_owned(), answer));
        next.phase = PuzzlePhase::Failed;
        next.failed = true;
        *self = next;
        Ok(())
    }

    /// The result to record, once, when the last action decided the attempt: the first
    /// wrong move, or a solve without one.
    pub fn outcome(&mut self) -> Option<Outcome> {
        if self.decided {
            return None;
        }
        let solved = match self.phase {
            PuzzlePhase::Failed => false,
            PuzzlePhase::Solved => true,
            PuzzlePhase::Solving | PuzzlePhase::Shown => return None,
        };
        self.decided = true;
        Some(Outcome { solved })
    }

    /// What recording the outcome did: the rating's change (shown) and the streak now.
    pub fn recorded(&mut self, change: Option<RatingChange>, streak: u32) {
        if let Some(change) = change {
            self.rating = change.after;
            self.change = Some(change);
        }
        self.streak = streak;
    }

    /// Back to before the wrong move, to try again (the attempt stays failed).
    pub fn retry(&mut self) -> AppResult<()> {
        if self.phase != PuzzlePhase::Failed {
            return Err(AppError::Refused(
                "there is no wrong move to take back".into(),
            ));
        }
        self.begin();
        let (position, last) = self.solution_at(self.played);
        self.position = position;
        self.ply = self.played;
        self.last_move = last;
        self.wrong = None;
        self.phase = PuzzlePhase::Solving;
        Ok(())
    }

    /// Plays the rest of the solution from before the wrong move: the board goes back, then
    /// each move in turn. Refused unless a wrong move was played; changes no rating.
    pub fn show(&mut self) -> AppResult<()> {
        if self.phase != PuzzlePhase::Failed {
            return Err(AppError::Refused(
                "the solution is shown after a wrong move".into(),
            ));
        }
        self.begin();
        let (mut position, mut last) = self.solution_at(self.played);
        if self.ply != self.played {
            // The wrong move and its answer go first.
            self.frames
                .push(Self::frame(&position, last.clone(), self.played));
        }
        for (ply, &mv) in (self.played + 1..).zip(&self.solution[self.played..]) {
            last = Some(position.move_view(mv));
            position.play(mv);
            self.frames.push(Self::frame(&position, last.clone(), ply));
        }
        // The last frame is the board itself.
        self.frames.pop();
        self.position = position;
        self.last_move = last;
        self.played = self.solution.len();
        self.ply = self.played;
        self.wrong = None;
        self.phase = PuzzlePhase::Shown;
        Ok(())
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// Whether it is a personal one.
    pub fn personal(&self) -> Option<Personal> {
        self.personal
    }

    /// Everything the puzzles screen draws.
    pub fn view(&self) -> PuzzleView {
        let legal = if self.phase == PuzzlePhase::Solving {
            self.position.legal_views()
        } else {
            Vec::new()
        };
        let goal = match self.puzzle.kind {
            PuzzleKind::Win { moves } => PuzzleGoal::Win {
                moves: u32::from(moves),
            },
            PuzzleKind::Defence { moves } => PuzzleGoal::Defence {
                moves: u32::from(moves),
            },
        };
        let left = self.solution.len().saturating_sub(self.played).div_ceil(2);
        let (wrong, refutation, wins_in) = match &self.wrong {
            Some((mv, answer)) => (
                Some(mv.clone()),
                answer.as_ref().map(|a| a.reply.clone()),
                answer.as_ref().and_then(|a| a.wins_in).map(u32::from),
            ),
            None => (None, None, None),
        };
        let finished = matches!(self.phase, PuzzlePhase::Solved | PuzzlePhase::Shown);
        PuzzleView {
            game: G::KIND,
            id: self.puzzle.id.clone(),
            goal,
            solver: self.start.side_to_move(),
            rating: u32::from(self.puzzle.rating),
            themes: self
                .puzzle
                .themes
                .iter()
                .map(|t| t.key().to_owned())
                .collect(),
            personal: self.personal.is_some(),
            from_game: self.personal.and_then(|p| p.game),
            phase: self.phase,
            frames: self.frames.clone(),
            board: self.position.board(),
            side_to_move: self.position.side_to_move(),
            last_move: self.last_move.clone(),
            ply: u32::try_from(self.ply).unwrap_or(u32::MAX),
            legal,
            moves_left: u32::try_from(left).unwrap_or(0),
            wrong,
            refutation,
            refutation_wins_in: wins_in,
            solution: finished.then(|| self.puzzle.solution.clone()),
            failed: self.failed,
            rated: self.personal.is_none() && !self.decided,
            change: self.change,
            progress: self.rating,
            streak: self.streak,
        }
    }
}

/// The family of puzzle sessions: `ByGame<PuzzleOf>` is a puzzle of whichever game.
#[derive(Debug)]
pub enum PuzzleOf {}
impl PerGame for PuzzleOf {
    type Of<G: Notation> = PuzzleSession<G>;
}

/// A puzzle being solved, whichever game it is of: each method the game's own
/// ([`PuzzleSession`]), matched once with the engine's one dispatch.
pub struct GamePuzzle(ByGame<PuzzleOf>);

impl<G: AppGame + Listed> From<PuzzleSession<G>> for GamePuzzle {
    fn from(session: PuzzleSession<G>) -> Self {
        GamePuzzle(G::wrap(session))
    }
}

impl GamePuzzle {
    /// Everything the puzzles screen draws.
    pub fn view(&self) -> PuzzleView {
        by_game!(&self.0, |p| p.view())
    }

    /// The person plays a move given in notation.
    pub fn play(&mut self, text: &str) -> AppResult<Played> {
        by_game!(&mut self.0, |p| p.play(text))
    }

    /// The answer to the wrong move of `step` goes on the board.
    pub fn refute(&mut self, step: u64, mv: &str, answer: Option<Refutation>) -> AppResult<()> {
        by_game!(&mut self.0, |p| p.refute(step, mv, answer))
    }

    /// The result to record, once, when the last action decided the attempt.
    pub fn outcome(&mut self) -> Option<Outcome> {
        by_game!(&mut self.0, |p| p.outcome())
    }

    /// What recording it did.
    pub fn recorded(&mut self, change: Option<RatingChange>, streak: u32) {
        by_game!(&mut self.0, |p| p.recorded(change, streak))
    }

    /// Back to before the wrong move.
    pub fn retry(&mut self) -> AppResult<()> {
        by_game!(&mut self.0, |p| p.retry())
    }

    /// The rest of the solution.
    pub fn show(&mut self) -> AppResult<()> {
        by_game!(&mut self.0, |p| p.show())
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        by_game!(&self.0, |p| p.puzzle())
    }

    /// Whether it is a personal one.
    pub fn personal(&self) -> Option<Personal> {
        by_game!(&self.0, |p| p.personal())
    }
}
