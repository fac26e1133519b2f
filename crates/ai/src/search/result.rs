//! What a search answers ([`SearchResult`], [`RootScores`]) and reports while it thinks
//! ([`Progress`]).

use std::time::Duration;

use crate::score::Score;

/// What the searcher reports while it thinks: after each completed iteration, and when a
/// new best move is found at the root during one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress<M> {
    /// The depth (plies) of the last completed iteration (0 before the first completes).
    pub depth: u32,
    /// The best move so far.
    pub best_move: Option<M>,
    /// Its score for the side to move.
    pub score: Score,
    /// Positions visited so far.
    pub nodes: u64,
    /// Time since the search started.
    pub elapsed: Duration,
}

/// The answer of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M> {
    /// The move to play; `None` only when the game is already over.
    pub best_move: Option<M>,
    /// Its score for the side to move.
    pub score: Score,
    /// The depth of the last completed iteration.
    pub depth: u32,
    /// The expected line of play, starting with `best_move`.
    pub pv: Vec<M>,
    /// Positions visited.
    pub nodes: u64,
    /// Time spent.
    pub elapsed: Duration,
    /// Whether the search stopped on the cancellation flag.
    pub cancelled: bool,
    /// Whether `score` is the exact score of `best_move` searched in full. It is `false`
    /// only when the limits cut an iteration in which the previous best move was proven
    /// lost and no other move was searched in full yet: `best_move` is then the best move
    /// not proven lost and `score` an estimate, never a forced result.
    pub exact: bool,
    /// The moves at the root that this search proved lost (the opponent wins whatever the
    /// side to move does after them). `best_move` is one of them only if all moves are.
    pub proven_lost: Vec<M>,
}

impl<M> SearchResult<M> {
    /// Positions per second over the whole search.
    pub fn nodes_per_second(&self) -> u64 {
        let secs = self.elapsed.as_secs_f64();
        if secs > 0.0 {
            (self.nodes as f64 / secs) as u64
        } else {
            0
        }
    }
}

/// One legal move at the root with its score in the last search of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RootScore<M> {
    /// The move.
    pub mv: M,
    /// Its exact score for the side to move at the root.
    pub score: Score,
}

/// Every root move with its exact score, from
/// [`Searcher::score_root_moves`](crate::Searcher::score_root_moves).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RootScores<M> {
    /// The legal moves, best first.
    pub moves: Vec<RootScore<M>>,
    /// The depth the scores were searched to (0 if even the first iteration was cut).
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// Time spent.
    pub elapsed: Duration,
    /// Whether the search stopped on the cancellation flag.
    pub cancelled: bool,
}
