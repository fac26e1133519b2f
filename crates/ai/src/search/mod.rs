//! The game-generic searcher: iterative deepening negamax alpha-beta with principal
//! variation search, a transposition table, killer and history move ordering, late move
//! reductions, limits by depth, nodes and time, and cancellation from another thread.
//!
//! In parts: `result` (what a search answers and reports), `root` (iterative deepening
//! at the root: the best move, the choice when the limits cut an iteration, every root move
//! scored), `negamax` (the search below the root), `path` (the line searched, for
//! repetitions), `sort` (a node's moves best first); this module holds the searcher
//! itself, its limits and the helpers both use.

mod negamax;
mod path;
mod result;
mod root;
mod sort;

pub use crate::reductions::{Reductions, ReductionsError};
pub use result::{Progress, RootScore, RootScores, SearchResult};

use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};
use std::sync::Arc;

use engine::{Game, Outcome};

use self::path::Path;
use self::sort::KeySorter;
use crate::clock::{Duration, Instant};
use crate::eval::Evaluator;
use crate::limits::{Limits, MAX_DEPTH};
use crate::ordering::{Ordering, KILLER_1, KILLER_2, TACTICAL, TT_MOVE};
use crate::score::{Score, EVAL_BOUND, MATE, MATE_BOUND};
use crate::tt::{from_tt, to_tt, Bound, TranspositionTable};

/// Larger than any score: the initial window.
const INFINITY: i32 = MATE + 1;
/// The stop flag and node limit are checked every this many nodes (a power of two); at a
/// few million nodes per second this is well under a millisecond.
const POLL_INTERVAL: u64 = 256;
/// The deepest ply a line may reach (iterations, plus nothing else: there are no extensions).
const MAX_PLY: usize = MAX_DEPTH as usize + 1;
/// A fail-low at the root: the previous best move scores this much less (one and a half
/// turns of the Deblockle race) in the new iteration, or is now proven lost.
const FAIL_LOW_MARGIN: i32 = 150;
/// By default, an iteration whose best move failed low may use this many times the node
/// budget to find a replacement (within the time limit).
pub const DEFAULT_FAIL_LOW_EXTENSION: u64 = 4;

/// A searcher for one game with one evaluation. It owns its transposition table (allocated
/// once) and move-ordering memory, which carry over from one search to the next.
pub struct Searcher<G: Game, E: Evaluator<G>> {
    eval: E,
    tt: Arc<TranspositionTable>,
    ordering: Ordering<G::Move>,
    buffers: Vec<Vec<G::Move>>,
    /// Per ply: ordering keys, indices into the ply's legal moves and the evaluator's hints.
    ordered: Vec<Vec<Keyed>>,
    hints: Vec<i32>,
    /// Scratch space for sorting a node's remaining moves.
    sorter: KeySorter,
    /// Hashes of the game so far and of the current line (for repetitions).
    path: Path,
    nodes: u64,
    node_limit: u64,
    /// The node budget of the search, before any fail-low extension.
    base_node_limit: u64,
    /// How many times `base_node_limit` an iteration whose best move failed low may use.
    fail_low_extension: u64,
    /// The late move reductions of the search under way.
    reductions: Reductions,
    deadline: Option<Instant>,
    started: Instant,
    stopped: bool,
    cancelled: bool,
    /// Limits do not stop the first iteration, so that there is always a move.
    limits_armed: bool,
    /// A helper of a threaded search: shares the main searcher's table and generation.
    helper: bool,
    /// Plies added to each iteration's depth (helpers only).
    depth_offset: u32,
}

impl<G: Game, E: Evaluator<G>> Searcher<G, E> {
    /// A searcher with a transposition table of about `tt_megabytes` MiB.
    pub fn new(eval: E, tt_megabytes: usize) -> Self {
        Self::with_table(eval, Arc::new(TranspositionTable::new(tt_megabytes)))
    }

    /// A searcher using `table`, which other searchers may share (the threads of one
    /// search: see [`crate::Ai::set_threads`]).
    pub fn with_table(eval: E, table: Arc<TranspositionTable>) -> Self {
        Searcher {
            eval,
            tt: table,
            ordering: Ordering::new(),
            buffers: (0..=MAX_PLY).map(|_| Vec::with_capacity(256)).collect(),
            ordered: (0..=MAX_PLY).map(|_| Vec::with_capacity(256)).collect(),
            hints: Vec::with_capacity(256),
            sorter: KeySorter::new(),
            path: Path::new(),
            nodes: 0,
            node_limit: u64::MAX,
            base_node_limit: u64::MAX,
            fail_low_extension: DEFAULT_FAIL_LOW_EXTENSION,
            reductions: Reductions::Light,
            deadline: None,
            started: Instant::now(),
            stopped: false,
            cancelled: false,
            limits_armed: false,
            helper: false,
            depth_offset: 0,
        }
    }

    /// The transposition table, to share with helper searchers.
    pub fn table(&self) -> Arc<TranspositionTable> {
        Arc::clone(&self.tt)
    }

    /// Makes this searcher a helper of another one sharing its table (Lazy SMP): it does not
    /// start a new table generation, and searches `depth_offset` plies deeper at each
    /// iteration, so that the helpers do not all search the same tree in step.
    pub fn make_helper(&mut self, depth_offset: u32) {
        self.helper = true;
        self.depth_offset = depth_offset;
    }

    /// How many times its node budget an iteration may use once the previous iteration's
    /// best move failed low in it (scores far below its old score, or is proven lost), to
    /// search the other moves ([`DEFAULT_FAIL_LOW_EXTENSION`]; 1 turns the extension off).
    /// Time limits and cancellation still apply.
    pub fn set_fail_low_extension(&mut self, factor: u64) {
        self.fail_low_extension = factor.max(1);
    }

    /// The evaluation this searcher uses.
    pub fn evaluator(&self) -> &E {
        &self.eval
    }

    /// Forgets everything learnt (a new game): the table (shared with any helpers) and the
    /// move-ordering memory.
    pub fn clear(&mut self) {
        self.tt.clear();
        self.ordering = Ordering::new();
    }

    pub(super) fn begin(&mut self, history: &[u64], limits: &Limits) {
        self.started = Instant::now();
        self.deadline = limits.time.map(|t| self.started + t);
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.base_node_limit = self.node_limit;
        self.reductions = limits.reductions;
        self.nodes = 0;
        self.stopped = false;
        self.cancelled = false;
        self.path.reset(history);
        if !self.helper {
            self.tt.new_search();
        }
        self.ordering.new_search();
    }

    pub(super) fn static_eval(&self, position: &G) -> i32 {
        self.eval.evaluate(position).clamp(-EVAL_BOUND, EVAL_BOUND)
    }

    /// Fills `out` with the ordering keys of `moves` and their indices, one entry per move
    /// in the moves' order, unsorted (see [`pick_next`]): the table move first, then the
    /// evaluator's tactical moves, then killers and history. With `defer`, the quiet moves
    /// that are not killers get [`DEFERRED`] until [`Searcher::key_deferred`] gives them
    /// their history key: most nodes cut off before they are reached.
    pub(super) fn key_moves(
        &mut self,
        position: &G,
        ply: usize,
        moves: &[G::Move],
        tt_index: Option<u16>,
        defer: bool,
        out: &mut Vec<Keyed>,
    ) {
        self.hints.clear();
        self.hints.resize(moves.len(), 0);
        self.eval.move_hints(position, moves, &mut self.hints);
        out.clear();
        let side = position.side_to_move();
        // Every move by its hint (tactical) or history (quiet) first, in one pass without
        // branches on the move itself; then the few special moves are marked.
        let tactical = |hint: i32| TACTICAL.saturating_add(hint).min(TT_MOVE - 1);
        if defer {
            out.extend(self.hints.iter().enumerate().map(|(index, &hint)| {
                let key = if hint > 0 { tactical(hint) } else { DEFERRED };
                // Move lists are far shorter than 65 536 moves.
                (key, index as u16, hint)
            }));
        } else {
            let ordering = &self.ordering;
            out.extend(
                moves
                    .iter()
                    .zip(&self.hints)
                    .enumerate()
                    .map(|(index, (&mv, &hint))| {
                        let key = if hint > 0 {
                            tactical(hint)
                        } else {
                            ordering.history_key(side, mv).saturating_add(hint)
                        };
                        (key, index as u16, hint)
                    }),
            );
        }
        // Each move is in the list once, so each killer is at most one entry; the table
        // move and tactical moves keep their keys.
        let tt_index = tt_index.map_or(usize::MAX, usize::from);
        let killers = self.ordering.killers(ply);
        for (killer, base) in killers.into_iter().zip([KILLER_1, KILLER_2]) {
            let Some(killer) = killer else { continue };
            if let Some(entry) = moves
                .iter()
                .position(|&mv| mv == killer)
                .and_then(|index| out.get_mut(index))
            {
                if entry.2 <= 0 && usize::from(entry.1) != tt_index {
                    entry.0 = base.saturating_add(entry.2);
                }
            }
        }
        if let Some(entry) = out.get_mut(tt_index) {
            entry.0 = TT_MOVE;
        }
    }

    /// Gives the moves of `list` left [`DEFERRED`] their history keys.
    pub(super) fn key_deferred(&self, side: engine::Player, moves: &[G::Move], list: &mut [Keyed]) {
        for e in list.iter_mut().filter(|e| e.0 == DEFERRED) {
            e.0 = self
                .ordering
                .history_key(side, moves[e.1 as usize])
                .saturating_add(e.2);
        }
    }

    /// [`Searcher::key_moves`], sorted best first (equal keys keep the generator's order):
    /// for the root, ordered once per search.
    pub(super) fn order_moves(
        &mut self,
        position: &G,
        ply: usize,
        moves: &[G::Move],
        tt_index: Option<u16>,
        out: &mut Vec<Keyed>,
    ) {
        self.key_moves(position, ply, moves, tt_index, false, out);
        out.sort_by_key(|e| std::cmp::Reverse(e.0));
    }

    /// Checks the stop flag, the node limit and the clock; sets `stopped`.
    pub(super) fn poll_now(&mut self, stop: Stops) -> bool {
        if stop.iter().any(|s| s.load(AtomicOrdering::Relaxed)) {
            self.cancelled = true;
            self.stopped = true;
        } else if self.limits_armed
            && (self.nodes >= self.node_limit || self.deadline.is_some_and(|d| Instant::now() >= d))
        {
            self.stopped = true;
        }
        self.stopped
    }

    pub(super) fn principal_variation(
        &self,
        position: &G,
        first: Option<G::Move>,
        depth: u32,
    ) -> Vec<G::Move> {
        let mut pv = Vec::new();
        let Some(first) = first else {
            return pv;
        };
        let mut pos = *position;
        let mut seen = vec![pos.zobrist()];
        let mut moves = Vec::new();
        let mut next = Some(first);
        while let Some(mv) = next {
            pos.legal_moves(&mut moves);
            if !moves.contains(&mv) || pv.len() >= depth.max(1) as usize {
                break;
            }
            pos.play(mv);
            pv.push(mv);
            let hash = pos.zobrist();
            if seen.contains(&hash) {
                break;
            }
            seen.push(hash);
            next = self.tt.probe(hash).and_then(|e| e.mv).and_then(|i| {
                pos.legal_moves(&mut moves);
                moves.get(i as usize).copied()
            });
        }
        pv
    }
}

/// A move to search: its ordering key, its index in the node's legal moves, the evaluator's
/// hint for it.
pub(super) type Keyed = (i32, u16, i32);

/// The key of a quiet move whose history is not looked up yet: below every other key.
const DEFERRED: i32 = i32::MIN;

/// The flags a search stops on: the caller's, and for a helper thread also the main
/// search's end.
pub(super) type Stops<'a> = &'a [&'a AtomicBool];

/// How many moves of a node are picked one at a time before the rest are sorted.
const LAZY_PICKS: usize = 3;

/// Moves the entry with the largest key in `list[from..]` to `from` (the first of equal
/// keys, so the order is the same run to run): the next move to search. Most nodes cut off
/// after one or two moves, so picking lazily costs far less than sorting every move.
fn pick_next(list: &mut [Keyed], from: usize) -> Keyed {
    let mut best = from;
    let mut best_key = list[from].0;
    for (i, e) in list.iter().enumerate().skip(from + 1) {
        if e.0 > best_key {
            (best, best_key) = (i, e.0);
        }
    }
    list.swap(from, best);
    list[from]
}

/// The score of a finished position for its side to move, `ply` plies from the root.
fn terminal_score<G: Game>(outcome: Outcome, position: &G, ply: usize) -> i32 {
    match outcome.winner() {
        None => 0,
        Some(w) if w == position.side_to_move() => MATE - ply as i32,
        Some(_) => -(MATE - ply as i32),
    }
}

/// How many plies away a forced result is, if `score` is one.
fn forced_plies(score: i32) -> Option<u32> {
    if score >= MATE_BOUND {
        Some((MATE - score) as u32)
    } else if score <= -MATE_BOUND {
        Some((MATE + score) as u32)
    } else {
        None
    }
}
