//! Game review: every position of a game evaluated at the review's budget, each move classed by
//! how much it lost (best, good, inaccuracy, mistake, blunder), with the better move and its
//! verdict where there was one.
//!
//! Deterministic: each position is searched with a fresh transposition table of a fixed
//! size and a node budget (no clock), so the same game gets the same analysis on every
//! device, and an analysis cancelled half-way and started again gives the same result.
//! Positions are independent, so they are searched in parallel, one thread per position
//! ([`Analyser::set_threads`]; each thread has its own table): the analysis is the same
//! whatever the number of threads. So
//! does one paused half-way (the app in the background) and resumed: under an
//! [`AnalysisControl`](crate::control::AnalysisControl), a pause stops the position being
//! searched, the thread waits, and on resume that position is searched again from the start;
//! the positions done before are kept.
//!
//! How a move is judged (the thresholds are in `docs/ai.md`):
//! - the position before the move is searched: its score is the best the mover could do,
//!   and its best move the candidate better move;
//! - the position after the move is searched: seen from the mover, its score is what the
//!   move played is worth;
//! - if the move played is not the best move and lost something, the best move is played
//!   and that position searched too, so that both moves are measured the same way; the loss
//!   is the difference between the two, on the scale of [`win_chance`];
//! - forced results count most: a move that turns a forced win into no forced win, or a
//!   position that is not lost into a forced loss, is a blunder.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering as AtomicOrdering};
use std::sync::mpsc;
use std::sync::Arc;

use engine::{Game, Player};

use crate::control::Interrupt;
use crate::limits::Limits;
use crate::player::AiGame;
use crate::score::{Forced, Score};
use crate::search::Searcher;
use crate::tt::TranspositionTable;
use crate::verdict::Verdict;

/// The transposition table of an analysis, in MiB: fixed, because the table's size changes
/// which entries survive and so, within a node budget, the result.
pub const TABLE_MEGABYTES: usize = 16;

/// A loss of at least this much [`win_chance`] is an inaccuracy.
pub const INACCURACY: f64 = 0.10;
/// A loss of at least this much [`win_chance`] is a mistake.
pub const MISTAKE: f64 = 0.20;
/// A loss of at least this much [`win_chance`] is a blunder.
pub const BLUNDER: f64 = 0.30;
/// The evaluation that is worth a [`win_chance`] of `tanh(1)` (about 0.76): the scale of
/// [`win_chance`].
pub const CHANCE_SCALE: f64 = 550.0;

/// How good a move was, by how much it lost against the best move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum MoveClass {
    /// The best move found, or one worth as much.
    Best,
    /// Lost less than an inaccuracy.
    Good,
    /// Lost at least [`INACCURACY`].
    Inaccuracy,
    /// Lost at least [`MISTAKE`].
    Mistake,
    /// Lost at least [`BLUNDER`], or threw away a forced win, or walked into a forced loss.
    Blunder,
}

impl MoveClass {
    /// A short stable name for the app, its translations and the store: `best`, `good`,
    /// `inaccuracy`, `mistake`, `blunder`.
    pub const fn key(self) -> &'static str {
        match self {
            MoveClass::Best => "best",
            MoveClass::Good => "good",
            MoveClass::Inaccuracy => "inaccuracy",
            MoveClass::Mistake => "mistake",
            MoveClass::Blunder => "blunder",
        }
    }

    /// The class named by [`MoveClass::key`].
    pub fn from_key(key: &str) -> Option<MoveClass> {
        [
            MoveClass::Best,
            MoveClass::Good,
            MoveClass::Inaccuracy,
            MoveClass::Mistake,
            MoveClass::Blunder,
        ]
        .into_iter()
        .find(|c| c.key() == key)
    }

    /// Whether the move lost something worth pointing out (inaccuracy, mistake or blunder).
    pub const fn is_error(self) -> bool {
        matches!(
            self,
            MoveClass::Inaccuracy | MoveClass::Mistake | MoveClass::Blunder
        )
    }
}

/// A score on one scale for both games, from -1 (lost) to 1 (won): forced results at the
/// edges, evaluations through `tanh(score / CHANCE_SCALE)`. The evaluation graph draws it,
/// and losses of moves are measured in it.
pub fn win_chance(score: Score) -> f64 {
    match score.forced() {
        Some(Forced::WinsIn(_)) => 1.0,
        Some(Forced::LosesIn(_)) => -1.0,
        None => (f64::from(score.0) / CHANCE_SCALE).tanh(),
    }
}

/// The class of a move worth `played` for the mover when the best move was worth `best`
/// (both scores for the mover, measured the same way).
pub fn classify(best: Score, played: Score) -> MoveClass {
    if played >= best {
        return MoveClass::Best;
    }
    let won = |s: Score| matches!(s.forced(), Some(Forced::WinsIn(_)));
    let lost = |s: Score| matches!(s.forced(), Some(Forced::LosesIn(_)));
    if (won(best) && !won(played)) || (!lost(best) && lost(played)) {
        return MoveClass::Blunder;
    }
    if won(best) || lost(best) {
        // A longer win, or a quicker loss when every move loses: the result is the same.
        return MoveClass::Good;
    }
    let loss = win_chance(best) - win_chance(played);
    if loss >= BLUNDER {
        MoveClass::Blunder
    } else if loss >= MISTAKE {
        MoveClass::Mistake
    } else if loss >= INACCURACY {
        MoveClass::Inaccuracy
    } else {
        MoveClass::Good
    }
}

/// The value of a move for its mover, from the score of the position it leads to (for the
/// side to move there): negated, and a forced result one ply further away.
pub fn value_of_reply(child: Score) -> Score {
    let s = -child.0;
    if child.is_forced() {
        Score(if s > 0 { s - 1 } else { s + 1 })
    } else {
        Score(s)
    }
}

/// One position of the game as the analysis sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PositionReview<M> {
    /// Whose turn it is there.
    pub side_to_move: Player,
    /// Its score for the side to move (a finished position: its result).
    pub score: Score,
    /// The best move found, `None` if the game is over there.
    pub best_move: Option<M>,
    /// The depth searched, in plies (0 for a finished position).
    pub depth: u32,
}

impl<M> PositionReview<M> {
    /// The score seen from player one (the first seat), as the evaluation graph draws it.
    pub fn score_for_one(&self) -> Score {
        match self.side_to_move {
            Player::One => self.score,
            Player::Two => -self.score,
        }
    }
}

/// The better move where the move played lost something.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BetterMove<M> {
    /// The move.
    pub mv: M,
    /// What it is worth for the mover.
    pub score: Score,
    /// That score in words ("wins in 2").
    pub verdict: Verdict,
}

/// One move of the game, judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveReview<M> {
    /// Who played it.
    pub mover: Player,
    /// The move played.
    pub played: M,
    /// What it is worth for the mover.
    pub score: Score,
    /// That score in words.
    pub verdict: Verdict,
    /// How good it was.
    pub class: MoveClass,
    /// The better move, for an inaccuracy, a mistake or a blunder.
    pub better: Option<BetterMove<M>>,
}

/// The analysis of a game: `positions[i]` is the position after `i` moves (0: the start),
/// `moves[i]` the move that led from `positions[i]` to `positions[i + 1]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameAnalysis<M> {
    /// Every position, the start first.
    pub positions: Vec<PositionReview<M>>,
    /// Every move, judged.
    pub moves: Vec<MoveReview<M>>,
}

/// How far an analysis has got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnalysisProgress {
    /// Positions evaluated so far.
    pub done: usize,
    /// Positions to evaluate in all (the moves plus one).
    pub total: usize,
}

/// Why an analysis gave no result.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnalysisError {
    /// The cancellation flag was set.
    #[error("the analysis was cancelled")]
    Cancelled,
    /// A part of an analysis named a position the game does not have (a split analysis's
    /// part read from data: [`Line::evaluate`]).
    #[error("the game has no position {index}")]
    NoPosition {
        /// The index asked for.
        index: usize,
    },
    /// A move of the game is not legal where it was played.
    #[error("move {number} ({mv}) is not legal in its position")]
    IllegalMove {
        /// Its number, from 1.
        number: usize,
        /// The move as text.
        mv: String,
    },
}

/// What a person's try in "learn from your mistakes" is worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TryVerdict {
    /// What the try is worth for the mover.
    pub score: Score,
    /// That score in words.
    pub verdict: Verdict,
    /// How it compares with the best move.
    pub class: MoveClass,
    /// Whether it is accepted: as good as the best move (class best or good).
    pub accepted: bool,
}

/// Work for one index, on one thread's analyser (see `Analyser::run_all`).
type Job<'a, G, T> = dyn Fn(&mut Analyser<G>, usize) -> Result<T, AnalysisError> + Sync + 'a;

/// The analyser of game `G`: a searcher with its own fixed-size table and the review's node
/// budget, and as many more as it has threads. Keep one per game kind and reuse it.
pub struct Analyser<G: AiGame> {
    searcher: Searcher<G, G::Eval>,
    limits: Limits,
    /// Threads a game's analysis uses (at least 1).
    threads: usize,
    /// The analysers of the other threads, made when first needed and kept.
    helpers: Vec<Analyser<G>>,
}

impl<G: AiGame> Default for Analyser<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: AiGame> Analyser<G> {
    /// An analyser with the review's node budget per position ([`AiGame::review_nodes`]),
    /// no clock, using the device's cores ([`crate::threads::analysis_threads`]).
    pub fn new() -> Self {
        Self::with_nodes(G::review_nodes())
    }

    /// An analyser searching `nodes` positions per position of the game (tests and
    /// benchmarks use smaller budgets), using the device's cores.
    pub fn with_nodes(nodes: u64) -> Self {
        Analyser {
            searcher: Searcher::new(G::Eval::default(), TABLE_MEGABYTES),
            limits: Limits::nodes(nodes),
            threads: crate::threads::analysis_threads(),
            helpers: Vec::new(),
        }
    }

    /// An analyser as [`Analyser::new`] makes it, searching with `table` rather than a new
    /// one: a table of [`TABLE_MEGABYTES`] another analyser, of either game, searched with
    /// ([`Analyser::table`]). Each position is searched with the table cleared, so a program
    /// that analyses part after part keeps one table instead of allocating one for each.
    pub fn with_table(table: Arc<TranspositionTable>) -> Self {
        Analyser {
            searcher: Searcher::with_table(G::Eval::default(), table),
            limits: Limits::nodes(G::review_nodes()),
            threads: crate::threads::analysis_threads(),
            helpers: Vec::new(),
        }
    }

    /// The table it searches with, to hand to the next analyser ([`Analyser::with_table`]).
    pub fn table(&self) -> Arc<TranspositionTable> {
        self.searcher.table()
    }

    /// Sets how many threads a game's analysis uses (at least 1; each has its own table of
    /// [`TABLE_MEGABYTES`]; 1 in a browser: [`crate::threads::CAN_SPAWN`]). The result does
    /// not depend on it.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = crate::threads::usable(threads.max(1));
        self.helpers.truncate(self.threads - 1);
    }

    /// How many threads a game's analysis uses.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// [`Analyser::run_all`] on this thread alone.
    fn run_here<T, S: Interrupt + ?Sized>(
        &mut self,
        count: usize,
        stop: &S,
        on_done: &mut dyn FnMut(usize),
        job: &Job<'_, G, T>,
    ) -> Result<Vec<T>, AnalysisError> {
        stop.enter();
        let mut out = Vec::with_capacity(count);
        for i in 0..count {
            match job(self, i) {
                Ok(value) => out.push(value),
                Err(e) => {
                    stop.leave();
                    return Err(e);
                }
            }
            on_done(i + 1);
        }
        stop.leave();
        Ok(out)
    }

    /// Makes helpers (one-thread analysers with their own table, this one's limits) until
    /// there are `count`.
    fn add_helpers(&mut self, count: usize) {
        while self.helpers.len() < count {
            let mut helper = Analyser {
                searcher: Searcher::new(G::Eval::default(), TABLE_MEGABYTES),
                limits: self.limits,
                threads: 1,
                helpers: Vec::new(),
            };
            helper.set_threads(1);
            self.helpers.push(helper);
        }
    }

    /// Runs `job` for `0..count` on up to [`Analyser::threads`] threads (this analyser and
    /// its helpers), calling `on_done` on this thread with the number done after each; the
    /// results in index order, or the first error (the other threads then stop taking work).
    fn run_all<T: Send, S: Interrupt + ?Sized>(
        &mut self,
        count: usize,
        stop: &S,
        on_done: &mut dyn FnMut(usize),
        job: &Job<'_, G, T>,
    ) -> Result<Vec<T>, AnalysisError> {
        let workers = crate::threads::usable(self.threads).min(count);
        if workers <= 1 {
            return self.run_here(count, stop, on_done, job);
        }
        self.add_helpers(workers - 1);
        let mut helpers = std::mem::take(&mut self.helpers);
        let next = AtomicUsize::new(0);
        let failed = AtomicBool::new(false);
        let mut results: Vec<Option<T>> = (0..count).map(|_| None).collect();
        let mut error = None;
        std::thread::scope(|scope| {
            let (sender, receiver) = mpsc::channel();
            let analysers = std::iter::once(&mut *self).chain(helpers.iter_mut().take(workers - 1));
            for analyser in analysers {
                let (sender, next, failed) = (sender.clone(), &next, &failed);
                stop.enter();
                scope.spawn(move || {
                    while !failed.load(AtomicOrdering::Relaxed) {
                        let i = next.fetch_add(1, AtomicOrdering::Relaxed);
                        if i >= count {
                            break;
                        }
                        let result = job(analyser, i);
                        let bad = result.is_err();
                        if bad {
                            failed.store(true, AtomicOrdering::Relaxed);
                        }
                        if sender.send((i, result)).is_err() || bad {
                            break;
                        }
                    }
                    stop.leave();
                });
            }
            drop(sender);
            let mut done = 0;
            for (i, result) in receiver {
                match result {
                    Ok(value) => {
                        results[i] = Some(value);
                        done += 1;
                        on_done(done);
                    }
                    Err(e) => {
                        error.get_or_insert(e);
                    }
                }
            }
        });
        self.helpers = helpers;
        if let Some(e) = error {
            return Err(e);
        }
        // Every index was taken by a thread that either sent its result or failed.
        results
            .into_iter()
            .map(|r| r.ok_or(AnalysisError::Cancelled))
            .collect()
    }

    /// The node budget per position of the review in this game ([`AiGame::review_nodes`]).
    pub fn review_nodes() -> u64 {
        G::review_nodes()
    }

    /// Evaluates one position with a fresh table. `history` holds the Zobrist hashes of
    /// the positions before it, oldest first; `threefold` says the game is drawn there by
    /// repetition. `stop` is a cancel flag ([`std::sync::atomic::AtomicBool`]) or an
    /// [`AnalysisControl`](crate::control::AnalysisControl): paused, the search stops, the
    /// thread waits, and on resume the position is searched again from the start (so the
    /// result is the same as without the pause).
    pub fn evaluate<S: Interrupt + ?Sized>(
        &mut self,
        position: &G,
        history: &[u64],
        threefold: bool,
        stop: &S,
    ) -> Result<PositionReview<G::Move>, AnalysisError> {
        let side_to_move = position.side_to_move();
        if threefold {
            return Ok(PositionReview {
                side_to_move,
                score: Score::DRAW,
                best_move: None,
                depth: 0,
            });
        }
        loop {
            // Paused or cancelled before the search begins: no search until it may go on.
            if stop.flag().load(AtomicOrdering::Relaxed) && !stop.go_on() {
                return Err(AnalysisError::Cancelled);
            }
            self.searcher.clear();
            let mut counted = 0;
            let r = self
                .searcher
                .search(position, history, &self.limits, stop.flag(), &mut |p| {
                    stop.searched(p.nodes.saturating_sub(counted));
                    counted = counted.max(p.nodes);
                });
            stop.searched(r.nodes.saturating_sub(counted));
            if !r.cancelled {
                return Ok(PositionReview {
                    side_to_move,
                    score: r.score,
                    best_move: r.best_move,
                    depth: r.depth,
                });
            }
            // Cut by the flag: a pause waits here and searches the position again.
            if !stop.go_on() {
                return Err(AnalysisError::Cancelled);
            }
        }
    }

    /// What `mv` is worth for the side to move in `position` (a legal move), searched as
    /// the analysis searches. `history` as in [`Analyser::evaluate`].
    pub fn value_of_move<S: Interrupt + ?Sized>(
        &mut self,
        position: &G,
        history: &[u64],
        mv: G::Move,
        stop: &S,
    ) -> Result<Score, AnalysisError> {
        let mut child = *position;
        child.play(mv);
        let mut line = history.to_vec();
        line.push(position.zobrist());
        let threefold = G::THREEFOLD_REPETITION_DRAWS
            && line.iter().filter(|&&h| h == child.zobrist()).count() >= 2;
        let reply = self.evaluate(&child, &line, threefold, stop)?;
        Ok(value_of_reply(reply.score))
    }

    /// Judges a person's try `mv` in `position` against the best move's worth `best` (for
    /// "learn from your mistakes"). `None` if `mv` is not legal there.
    pub fn judge_try<S: Interrupt + ?Sized>(
        &mut self,
        position: &G,
        history: &[u64],
        mv: G::Move,
        best: Score,
        stop: &S,
    ) -> Result<Option<TryVerdict>, AnalysisError> {
        if !position.is_legal(mv) {
            return Ok(None);
        }
        let score = self.value_of_move(position, history, mv, stop)?;
        let class = classify(best, score);
        Ok(Some(TryVerdict {
            score,
            verdict: Verdict::from_score(score),
            class,
            accepted: matches!(class, MoveClass::Best | MoveClass::Good),
        }))
    }

    /// Analyses the game that starts at `start` and plays `moves`: every position
    /// evaluated, every move judged. `progress` is called after each position, once each;
    /// setting a cancel flag `stop` (or cancelling an
    /// [`AnalysisControl`](crate::control::AnalysisControl)) ends it with
    /// [`AnalysisError::Cancelled`] within a few milliseconds. Pausing the control holds it
    /// without using the CPU; resumed, it goes on from the position it was searching, and
    /// its result is the same as an analysis never paused.
    pub fn analyse<S: Interrupt + ?Sized>(
        &mut self,
        start: &G,
        moves: &[G::Move],
        stop: &S,
        progress: &mut dyn FnMut(AnalysisProgress),
    ) -> Result<GameAnalysis<G::Move>, AnalysisError> {
        // The line first: every move checked before any search.
        let line = Line::new(start, moves)?;
        let total = line.len();
        let positions = self.run_all(
            total,
            stop,
            &mut |done| progress(AnalysisProgress { done, total }),
            &|analyser, i| line.evaluate(analyser, i, stop),
        )?;
        let to_measure = to_measure(moves, &positions);
        let measured = self.run_all(to_measure.len(), stop, &mut |_| {}, &|analyser, k| {
            let (i, best) = to_measure[k];
            line.measure(analyser, i, best, stop)
        })?;
        Ok(judge(moves, positions, &to_measure, &measured))
    }
}

/// A game's line as the analysis searches it: every position, checked, with its Zobrist
/// hash. An analysis is its positions evaluated ([`Line::evaluate`]), then the best moves of
/// [`to_measure`] measured ([`Line::measure`]), then the moves judged ([`judge`]): each step
/// of each position independent of the others, so that the work can be split across threads
/// ([`Analyser::analyse`]) or across the browser's workers (each its own analyser), with the
/// same result.
pub struct Line<G: AiGame> {
    positions: Vec<G>,
    hashes: Vec<u64>,
}

impl<G: AiGame> Line<G> {
    /// The line of the game that starts at `start` and plays `moves`, or the first move that
    /// is not legal where it was played.
    pub fn new(start: &G, moves: &[G::Move]) -> Result<Self, AnalysisError> {
        let mut positions = vec![*start];
        for (i, &mv) in moves.iter().enumerate() {
            let mut next = positions[i];
            if next.outcome().is_some() || !next.is_legal(mv) {
                return Err(AnalysisError::IllegalMove {
                    number: i + 1,
                    mv: mv.to_string(),
                });
            }
            next.play(mv);
            positions.push(next);
        }
        let hashes = positions.iter().map(Game::zobrist).collect();
        Ok(Line { positions, hashes })
    }

    /// Its positions: the moves plus one.
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// Never: a line holds at least its start.
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// Position `i` (after `i` moves) evaluated by `analyser` ([`Analyser::evaluate`]).
    pub fn evaluate<S: Interrupt + ?Sized>(
        &self,
        analyser: &mut Analyser<G>,
        i: usize,
        stop: &S,
    ) -> Result<PositionReview<G::Move>, AnalysisError> {
        let position = self
            .positions
            .get(i)
            .ok_or(AnalysisError::NoPosition { index: i })?;
        let hash = self.hashes[i];
        let threefold = G::THREEFOLD_REPETITION_DRAWS
            && self.hashes[..=i].iter().filter(|&&h| h == hash).count() >= 3;
        analyser.evaluate(position, &self.hashes[..i], threefold, stop)
    }

    /// What `best` (a move of [`to_measure`]) is worth in position `i`, measured by `analyser`
    /// as the move played was ([`Analyser::value_of_move`]); a move not legal there is refused.
    pub fn measure<S: Interrupt + ?Sized>(
        &self,
        analyser: &mut Analyser<G>,
        i: usize,
        best: G::Move,
        stop: &S,
    ) -> Result<Score, AnalysisError> {
        let position = self
            .positions
            .get(i)
            .ok_or(AnalysisError::NoPosition { index: i })?;
        if position.outcome().is_some() || !position.is_legal(best) {
            return Err(AnalysisError::IllegalMove {
                number: i + 1,
                mv: best.to_string(),
            });
        }
        analyser.value_of_move(position, &self.hashes[..i], best, stop)
    }
}

/// The moves that may have lost something, once every position of the line is evaluated
/// (`positions`, one more than `moves`): each with its position's best move, which is
/// measured as the move played was, by a search of the position it leads to.
pub fn to_measure<M: Copy + PartialEq>(
    moves: &[M],
    positions: &[PositionReview<M>],
) -> Vec<(usize, M)> {
    let mut out = Vec::new();
    for (i, &played) in moves.iter().enumerate() {
        let (Some(before), Some(after)) = (positions.get(i), positions.get(i + 1)) else {
            break;
        };
        let score = value_of_reply(after.score);
        if let Some(best) = before.best_move {
            if best != played && classify(before.score, score) != MoveClass::Best {
                out.push((i, best));
            }
        }
    }
    out
}

/// The analysis of `moves` from its evaluated `positions` (one more than the moves) and the
/// worth `measured[k]` of each best move `to_measure[k]` ([`to_measure`]).
pub fn judge<M: Copy>(
    moves: &[M],
    positions: Vec<PositionReview<M>>,
    to_measure: &[(usize, M)],
    measured: &[Score],
) -> GameAnalysis<M> {
    let mut measured = to_measure.iter().zip(measured).peekable();
    let mut reviews = Vec::with_capacity(moves.len());
    for (i, &played) in moves.iter().enumerate() {
        let (Some(before), Some(after)) = (positions.get(i), positions.get(i + 1)) else {
            break;
        };
        let score = value_of_reply(after.score);
        let mut class = MoveClass::Best;
        let mut better = None;
        if let Some(&(&(_, best), &reference)) = measured.peek().filter(|m| m.0 .0 == i) {
            measured.next();
            class = classify(reference, score);
            if class.is_error() {
                better = Some(BetterMove {
                    mv: best,
                    score: reference,
                    verdict: Verdict::from_score(reference),
                });
            }
        }
        reviews.push(MoveReview {
            mover: before.side_to_move,
            played,
            score,
            verdict: Verdict::from_score(score),
            class,
            better,
        });
    }
    GameAnalysis {
        positions,
        moves: reviews,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forced_results_count_most() {
        let win = Score::win_in_plies(3);
        assert_eq!(
            classify(win, Score(900)),
            MoveClass::Blunder,
            "a win thrown away"
        );
        assert_eq!(
            classify(win, Score::win_in_plies(5)),
            MoveClass::Good,
            "a longer win"
        );
        assert_eq!(classify(win, win), MoveClass::Best);
        assert_eq!(
            classify(Score(-300), Score::loss_in_plies(2)),
            MoveClass::Blunder,
            "walking into a forced loss"
        );
        assert_eq!(
            classify(Score::loss_in_plies(6), Score::loss_in_plies(2)),
            MoveClass::Good,
            "every move loses"
        );
    }

    #[test]
    fn evaluations_are_classed_by_the_win_chance_they_lose() {
        assert_eq!(classify(Score(0), Score(-20)), MoveClass::Good);
        assert_eq!(classify(Score(0), Score(-70)), MoveClass::Inaccuracy);
        assert_eq!(classify(Score(0), Score(-130)), MoveClass::Mistake);
        assert_eq!(classify(Score(0), Score(-200)), MoveClass::Blunder);
        // Far ahead, the same loss in points matters less.
        assert_eq!(classify(Score(2000), Score(1800)), MoveClass::Good);
        assert_eq!(classify(Score(50), Score(80)), MoveClass::Best);
    }

    #[test]
    fn a_reply_is_valued_one_ply_further_away() {
        assert_eq!(value_of_reply(Score(-40)), Score(40));
        assert_eq!(
            value_of_reply(Score::loss_in_plies(0)),
            Score::win_in_plies(1)
        );
        assert_eq!(
            value_of_reply(Score::win_in_plies(1)),
            Score::loss_in_plies(2)
        );
        assert_eq!(win_chance(Score::win_in_plies(9)), 1.0);
        assert!((win_chance(Score(550)) - 1f64.tanh()).abs() < 1e-12);
    }

    #[test]
    fn class_keys_read_back() {
        for class in [
            MoveClass::Best,
            MoveClass::Good,
            MoveClass::Inaccuracy,
            MoveClass::Mistake,
            MoveClass::Blunder,
        ] {
            assert_eq!(MoveClass::from_key(class.key()), Some(class));
        }
        assert_eq!(MoveClass::from_key("brilliant"), None);
    }
}
