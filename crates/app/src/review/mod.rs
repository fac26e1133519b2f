//! Game review: a saved game opened read-only, its analysis (made on a blocking task, kept in
//! the store with the game), tries in "learn from your mistakes", and "play from here".
//! Reviewing never writes to the saved game: only its analysis is stored beside it.

pub mod state;

use std::sync::atomic::AtomicBool;

use ai::analysis::win_chance;
use ai::puzzle::{FindOptions, PuzzleError};
use ai::Interrupt;
use ai::{
    AiGame, Analyser, AnalysisControl, AnalysisError, GameAnalysis, MoveClass, Score, Verdict,
};
use engine::{by_game, ByGame, Game, GameRecord, Listed, Notation, PerGame};
use store::{AnalysedMove, AnalysedPosition, GameSummary, LoadedGame, Side, StoredAnalysis};

use crate::error::{AppError, AppResult};
use crate::ipc::game::{Controller, Seat};
use crate::ipc::review::{
    AnalysisView, BetterMoveView, MoveClassView, MoveJudgement, ReviewPly, ReviewView, Standing,
    TryView,
};
use crate::jobs::SearchJob;
use crate::session::{AppGame, GameSession, Session};

/// An analysis run straight on a thread (tests): takes its control and a progress callback
/// (positions done, positions in all).
#[cfg(test)]
pub type AnalysisTask = Box<
    dyn FnOnce(
            &AnalysisControl,
            &mut dyn FnMut(usize, usize),
        ) -> Result<StoredAnalysis, AnalysisError>
        + Send,
>;

/// A try to judge on a blocking task.
pub type TryTask = Box<dyn FnOnce(&AtomicBool) -> Result<TryView, AnalysisError> + Send>;

/// The search for personal puzzles in a reviewed game, on a blocking task: each puzzle found
/// with the number of moves before its position.
pub type PuzzleTask = Box<
    dyn FnOnce(&AnalysisControl) -> Result<Vec<(usize, ai::puzzle::Puzzle)>, PuzzleError> + Send,
>;

/// The family of reviews: `ByGame<ReviewOf>` is the review of a game of whichever game.
#[derive(Debug)]
pub enum ReviewOf {}
impl PerGame for ReviewOf {
    type Of<G: Notation> = Review<G>;
}

/// A saved game under review, whichever game it is: each method the game's own
/// ([`Review`]), matched once with the engine's one dispatch.
pub struct GameReview(ByGame<ReviewOf>);

/// Opens the review of a game loaded from the store, with `row` its listing.
pub fn open(loaded: LoadedGame, row: GameSummary) -> GameReview {
    GameReview(by_game!(loaded, G, |record| G::wrap(Review::new(
        record, row
    ))))
}

impl GameReview {
    /// The saved game's identifier.
    pub fn id(&self) -> i64 {
        self.row().id
    }

    /// The saved game's row.
    pub fn row(&self) -> &GameSummary {
        by_game!(&self.0, |r| &r.row)
    }

    /// The moves of the line, in notation (the key its analysis is stored under).
    pub fn line(&self) -> Vec<String> {
        by_game!(&self.0, |r| r.line())
    }

    /// The node budget of an analysis of this game.
    pub fn nodes(&self) -> u64 {
        by_game!(&self.0, G, |_r| Analyser::<G>::review_nodes())
    }

    /// Everything the review screen shows besides the board.
    pub fn view(&self, analysing: bool) -> ReviewView {
        by_game!(&self.0, |r| r.view(analysing))
    }

    /// The position after `ply` moves.
    pub fn ply(&self, ply: usize) -> AppResult<ReviewPly> {
        by_game!(&self.0, |r| r.ply(ply))
    }

    /// Sets the analysis (stored or just made); refused if it is not of this line.
    pub fn set_analysis(&mut self, analysis: StoredAnalysis) -> AppResult<()> {
        by_game!(&mut self.0, |r| r.set_analysis(analysis))
    }

    /// The analysis of the line, as a search job ([`crate::search::run`]).
    pub fn analysis_job(&self) -> SearchJob {
        by_game!(&self.0, |r| r.analysis_job())
    }

    /// The analysis of the line run on this thread, straight (the tests of its pause and
    /// cancel; the app runs [`GameReview::analysis_job`]).
    #[cfg(test)]
    pub fn analysis_task(&self) -> AnalysisTask {
        by_game!(&self.0, |r| {
            let (start, moves) = (r.positions[0], r.moves.clone());
            Box::new(
                move |control: &AnalysisControl, progress: &mut dyn FnMut(usize, usize)| {
                    analyse_line(&start, &moves, control, progress)
                },
            ) as AnalysisTask
        })
    }

    /// Judges the move `text` tried at `ply` against the best move there.
    pub fn try_task(&self, ply: usize, text: &str) -> AppResult<TryTask> {
        by_game!(&self.0, |r| r.try_task(ply, text))
    }

    /// "Train on my mistakes": finds the puzzles in the positions where a person of the game
    /// made a mistake or a blunder (the analysis' classes), by the proof rules of the shipped
    /// puzzles (`ai::puzzle::find_puzzle`: a forced win, or a single saving move, proven by
    /// complete search). Refused before the game is analysed.
    pub fn puzzle_task(&self) -> AppResult<PuzzleTask> {
        by_game!(&self.0, |r| r.puzzle_task())
    }

    /// A new game from the position after `ply` moves, with these players, and its setup
    /// in notation (to save it as a game starting there).
    pub fn play_from(
        &self,
        ply: usize,
        seats: [Controller; 2],
    ) -> AppResult<(GameSession, String)> {
        by_game!(&self.0, |r| r.play_from(ply, seats))
    }
}

/// The review of one game of `G`.
pub struct Review<G: Game> {
    row: GameSummary,
    /// The game's start and the positions of its line, the start first.
    positions: Vec<G>,
    moves: Vec<G::Move>,
    touch_move: bool,
    analysis: Option<StoredAnalysis>,
}

impl<G: AppGame + AiGame> Review<G> {
    /// The review of `record`'s current line.
    pub fn new(record: GameRecord<G>, row: GameSummary) -> Self {
        let moves: Vec<G::Move> = record.moves().collect();
        let positions = (0..=moves.len())
            .filter_map(|i| record.position_at(i).copied())
            .collect();
        Review {
            row,
            positions,
            moves,
            touch_move: record.touch_move(),
            analysis: None,
        }
    }

    fn position(&self, ply: usize) -> AppResult<&G> {
        self.positions.get(ply).ok_or_else(|| {
            AppError::InvalidInput(format!(
                "move {ply} does not exist: the game has {} moves",
                self.moves.len()
            ))
        })
    }

    /// Hashes of the positions before `ply`, for the search's repetitions.
    fn history(&self, ply: usize) -> Vec<u64> {
        self.positions[..ply.min(self.positions.len())]
            .iter()
            .map(Game::zobrist)
            .collect()
    }

    fn legal_text(&self, ply: usize, text: Option<&str>) -> Option<G::Move> {
        let position = self.positions.get(ply)?;
        position.parse_legal_move(text?).ok()
    }

    fn analysis_view(&self) -> Option<AnalysisView> {
        let analysis = self.analysis.as_ref()?;
        let points = analysis
            .positions
            .iter()
            .zip(&self.positions)
            .map(|(p, position)| {
                let score = Score(p.score);
                let for_one = match position.side_to_move() {
                    engine::Player::One => score,
                    engine::Player::Two => -score,
                };
                win_chance(for_one)
            })
            .collect();
        let standings: Vec<Standing> = analysis
            .positions
            .iter()
            .zip(&self.positions)
            .map(|(p, position)| standing(position, Score(p.score)))
            .collect();
        let moves = analysis
            .moves
            .iter()
            .zip(&self.positions)
            .enumerate()
            .map(|(i, (m, before))| {
                let mover = before.side_to_move();
                MoveJudgement {
                    mover,
                    class: class_view(MoveClass::from_key(&m.class).unwrap_or(MoveClass::Good)),
                    verdict: Verdict::from_score(Score(m.score)).into(),
                    after: standings.get(i + 1).copied().unwrap_or(Standing::Equal),
                    better: m
                        .better_move
                        .as_ref()
                        .zip(m.better_score)
                        .map(|(text, score)| {
                            let verdict = Verdict::from_score(Score(score));
                            BetterMoveView {
                                text: text.clone(),
                                verdict: verdict.into(),
                                keeps: Standing::of(verdict, mover),
                            }
                        }),
                }
            })
            .collect();
        Some(AnalysisView {
            points,
            standings,
            moves,
        })
    }
}

/// How `position` stands, by side: its result if the game is over there, otherwise its
/// analysed `score` (for the side to move) said of the side ahead.
pub fn standing<G: Game>(position: &G, score: Score) -> Standing {
    match position.outcome() {
        Some(outcome) => Standing::ended(outcome),
        None => Standing::of(Verdict::from_score(score), position.side_to_move()),
    }
}

/// The IPC form of a class.
pub fn class_view(class: MoveClass) -> MoveClassView {
    match class {
        MoveClass::Best => MoveClassView::Best,
        MoveClass::Good => MoveClassView::Good,
        MoveClass::Inaccuracy => MoveClassView::Inaccuracy,
        MoveClass::Mistake => MoveClassView::Mistake,
        MoveClass::Blunder => MoveClassView::Blunder,
    }
}

/// Analyses the line of `moves` from `start` for review, stopped (or paused) by `stop`, and
/// tells `progress` the positions done and in all after each: the store's form.
pub fn analyse_line<G: AiGame + Notation, S: Interrupt + ?Sized>(
    start: &G,
    moves: &[G::Move],
    stop: &S,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<StoredAnalysis, AnalysisError> {
    let mut analyser = Analyser::<G>::new();
    let nodes = Analyser::<G>::review_nodes();
    let analysis = analyser.analyse(start, moves, stop, &mut |p| progress(p.done, p.total))?;
    Ok(to_stored(moves, nodes, &analysis))
}

/// The store's form of an analysis of `moves`.
pub fn to_stored<M: std::fmt::Display + Copy>(
    moves: &[M],
    nodes: u64,
    analysis: &GameAnalysis<M>,
) -> StoredAnalysis {
    StoredAnalysis {
        line: moves.iter().map(ToString::to_string).collect(),
        nodes,
        positions: analysis
            .positions
            .iter()
            .map(|p| AnalysedPosition {
                score: p.score.0,
                best_move: p.best_move.map(|m| m.to_string()),
                depth: p.depth,
            })
            .collect(),
        moves: analysis
            .moves
            .iter()
            .map(|m| AnalysedMove {
                score: m.score.0,
                class: m.class.key().to_owned(),
                better_move: m.better.map(|b| b.mv.to_string()),
                better_score: m.better.map(|b| b.score.0),
            })
            .collect(),
    }
}

impl<G: AppGame + AiGame + Listed> Review<G> {
    fn line(&self) -> Vec<String> {
        self.moves.iter().map(ToString::to_string).collect()
    }

    fn view(&self, analysing: bool) -> ReviewView {
        let person_seats = [(&self.row.one, Seat::One), (&self.row.two, Seat::Two)]
            .into_iter()
            .filter(|(side, _)| matches!(side, Side::Person { .. }))
            .map(|(_, seat)| seat)
            .collect();
        ReviewView {
            row: self.row.clone(),
            game: G::KIND,
            moves: self.line(),
            person_seats,
            analysis: self.analysis_view(),
            analysing,
        }
    }

    fn ply(&self, ply: usize) -> AppResult<ReviewPly> {
        let position = self.position(ply)?;
        let mut legal = Vec::new();
        position.legal_moves(&mut legal);
        let stored = self.analysis.as_ref();
        let better = stored
            .and_then(|a| a.moves.get(ply))
            .and_then(|m| self.legal_text(ply, m.better_move.as_deref()));
        let best = stored
            .and_then(|a| a.positions.get(ply))
            .and_then(|p| self.legal_text(ply, p.best_move.as_deref()));
        Ok(ReviewPly {
            ply: u32::try_from(ply).unwrap_or(u32::MAX),
            board: position.board(),
            side_to_move: position.side_to_move(),
            legal: legal.iter().map(|&mv| position.move_view(mv)).collect(),
            last_move: ply
                .checked_sub(1)
                .map(|before| self.positions[before].move_view(self.moves[before])),
            next_move: self.moves.get(ply).map(|&mv| position.move_view(mv)),
            better: better.map(|mv| position.move_view(mv)),
            best: best.map(|mv| position.move_view(mv)),
        })
    }

    fn set_analysis(&mut self, analysis: StoredAnalysis) -> AppResult<()> {
        if analysis.line != self.line() || analysis.positions.len() != self.positions.len() {
            return Err(AppError::Internal(
                "the analysis is not of this game's moves".into(),
            ));
        }
        self.analysis = Some(analysis);
        Ok(())
    }

    fn analysis_job(&self) -> SearchJob {
        SearchJob::Analyse {
            game: G::KIND,
            start: self.positions[0].format_position(),
            moves: self.line(),
        }
    }

    fn try_task(&self, ply: usize, text: &str) -> AppResult<TryTask> {
        let position = *self.position(ply)?;
        let mv = position
            .parse_legal_move(text)
            .map_err(|e| AppError::Refused(e.to_string()))?;
        let best = self
            .analysis
            .as_ref()
            .and_then(|a| a.positions.get(ply))
            .map(|p| Score(p.score))
            .ok_or_else(|| AppError::Refused("the game is not analysed yet".into()))?;
        let history = self.history(ply);
        Ok(Box::new(move |stop| {
            let mut analyser = Analyser::<G>::new();
            let judged = analyser
                .judge_try(&position, &history, mv, best, stop)?
                .ok_or(AnalysisError::Cancelled)?;
            Ok(TryView {
                mv: position.move_view(mv),
                accepted: judged.accepted,
                class: class_view(judged.class),
                verdict: judged.verdict.into(),
            })
        }))
    }

    fn puzzle_task(&self) -> AppResult<PuzzleTask> {
        let analysis = self
            .analysis
            .as_ref()
            .ok_or_else(|| AppError::Refused("the game is not analysed yet".into()))?;
        let mut people: Vec<Seat> = self.view(false).person_seats;
        if people.is_empty() {
            people = vec![Seat::One, Seat::Two];
        }
        let texts: Vec<String> = self.positions.iter().map(|p| p.format_position()).collect();
        let mistakes: Vec<usize> = analysis
            .moves
            .iter()
            .enumerate()
            .filter(|(ply, judged)| {
                matches!(judged.class.as_str(), "mistake" | "blunder")
                    && self
                        .positions
                        .get(*ply)
                        .is_some_and(|p| people.contains(&p.side_to_move()))
            })
            .map(|(ply, _)| ply)
            .collect();
        Ok(Box::new(move |control| {
            let mut found = Vec::new();
            for ply in mistakes {
                let (Some(position), Some(history)) = (texts.get(ply), texts.get(..ply)) else {
                    continue;
                };
                let options = FindOptions::PERSONAL;
                if let Some(puzzle) =
                    ai::puzzle::find_puzzle(G::KIND, position, history, &options, control)?
                {
                    found.push((ply, puzzle));
                }
            }
            Ok(found)
        }))
    }

    fn play_from(&self, ply: usize, seats: [Controller; 2]) -> AppResult<(GameSession, String)> {
        let start = *self.position(ply)?;
        if start.outcome().is_some() {
            return Err(AppError::Refused(
                "the game is over in this position: there is nothing to play".into(),
            ));
        }
        let session = Session::new(start, self.touch_move, seats, crate::games::ai_for())?;
        Ok((GameSession::from(session), start.format_position()))
    }
}
