//! The game-generic searcher: iterative deepening negamax alpha-beta with principal
//! variation search, a transposition table, killer and history move ordering, late move
//! reductions, limits by depth, nodes and time, and cancellation from another thread.

use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};
use std::time::{Duration, Instant};

use engine::{Game, Outcome};

use crate::eval::Evaluator;
use crate::limits::{Limits, MAX_DEPTH};
use crate::ordering::{Ordering, TACTICAL, TT_MOVE};
use crate::score::{Score, EVAL_BOUND, MATE, MATE_BOUND};
use crate::tt::{from_tt, to_tt, Bound, TranspositionTable};

/// Larger than any score: the initial window.
const INFINITY: i32 = MATE + 1;
/// The stop flag and node limit are checked every this many nodes (a power of two); at a
/// few million nodes per second this is well under a millisecond.
const POLL_INTERVAL: u64 = 256;
/// The deepest ply a line may reach (iterations, plus nothing else: there are no extensions).
const MAX_PLY: usize = MAX_DEPTH as usize + 1;
/// How far back along the line repetitions are looked for.
const REPETITION_WINDOW: usize = 64;
/// A fail-low at the root: the previous best move scores this much less (one and a half
/// turns of the Deblockle race) in the new iteration, or is now proven lost.
const FAIL_LOW_MARGIN: i32 = 150;
/// By default, an iteration whose best move failed low may use this many times the node
/// budget to find a replacement (within the time limit).
pub const DEFAULT_FAIL_LOW_EXTENSION: u64 = 4;

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

/// Every root move with its exact score, from [`Searcher::score_root_moves`].
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

/// A searcher for one game with one evaluation. It owns its transposition table (allocated
/// once) and move-ordering memory, which carry over from one search to the next.
pub struct Searcher<G: Game, E: Evaluator<G>> {
    eval: E,
    tt: TranspositionTable<G::Move>,
    ordering: Ordering<G::Move>,
    buffers: Vec<Vec<G::Move>>,
    ordered: Vec<Vec<(i32, G::Move)>>,
    hints: Vec<i32>,
    /// Hashes of the game so far and of the current line (for repetitions).
    path: Vec<u64>,
    nodes: u64,
    node_limit: u64,
    /// The node budget of the search, before any fail-low extension.
    base_node_limit: u64,
    /// How many times `base_node_limit` an iteration whose best move failed low may use.
    fail_low_extension: u64,
    deadline: Option<Instant>,
    started: Instant,
    stopped: bool,
    cancelled: bool,
    /// Limits do not stop the first iteration, so that there is always a move.
    limits_armed: bool,
}

impl<G: Game, E: Evaluator<G>> Searcher<G, E> {
    /// A searcher with a transposition table of about `tt_megabytes` MiB.
    pub fn new(eval: E, tt_megabytes: usize) -> Self {
        Searcher {
            eval,
            tt: TranspositionTable::new(tt_megabytes),
            ordering: Ordering::new(),
            buffers: (0..=MAX_PLY).map(|_| Vec::with_capacity(256)).collect(),
            ordered: (0..=MAX_PLY).map(|_| Vec::with_capacity(256)).collect(),
            hints: Vec::with_capacity(256),
            path: Vec::with_capacity(1024),
            nodes: 0,
            node_limit: u64::MAX,
            base_node_limit: u64::MAX,
            fail_low_extension: DEFAULT_FAIL_LOW_EXTENSION,
            deadline: None,
            started: Instant::now(),
            stopped: false,
            cancelled: false,
            limits_armed: false,
        }
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

    /// Forgets everything learnt (a new game): the table and the move-ordering memory.
    pub fn clear(&mut self) {
        self.tt.clear();
        self.ordering = Ordering::new();
    }

    /// Searches `position` within `limits`, or until `stop` is set from another thread, and
    /// returns the best move found. `history` holds the Zobrist hashes of the positions of
    /// the game before this one (oldest first), so that the search sees repetitions;
    /// `progress` is called after each completed iteration and on each new best root move.
    ///
    /// Setting `stop` makes the search return its best move so far within a few
    /// milliseconds; the first iteration (one ply) always completes. The move returned is
    /// never one the search proved lost while another move is not proven lost: when the
    /// previous best move fails low, the iteration may use more nodes (see
    /// [`Searcher::set_fail_low_extension`]), and if it is still cut, the best move of the
    /// last completed iteration that is not proven lost is returned.
    pub fn search(
        &mut self,
        position: &G,
        history: &[u64],
        limits: &Limits,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(&Progress<G::Move>),
    ) -> SearchResult<G::Move> {
        self.begin(history, limits);
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let mut result = SearchResult {
            best_move: moves.first().copied(),
            score: Score(match position.outcome() {
                Some(outcome) => terminal_score(outcome, position, 0),
                None => self.static_eval(position),
            }),
            depth: 0,
            pv: Vec::new(),
            nodes: 0,
            elapsed: Duration::ZERO,
            cancelled: false,
            exact: true,
            proven_lost: Vec::new(),
        };
        if moves.is_empty() {
            result.elapsed = self.started.elapsed();
            return result;
        }
        // Root moves in the order to search them: the table move first, then by a shallow look.
        let tt_move = self.tt.probe(position.zobrist()).and_then(|e| e.mv);
        let mut ordered = Vec::new();
        self.order_moves(position, 0, &moves, tt_move, &mut ordered);
        let mut root: Vec<RootMove<G::Move>> = ordered
            .into_iter()
            .map(|(_, mv)| RootMove {
                mv,
                score: -INFINITY,
            })
            .collect();
        let mut lost = Vec::new();

        for depth in 1..=limits.max_depth() {
            self.limits_armed = depth > 1;
            self.node_limit = self.base_node_limit;
            let previous = (depth > 1).then_some(result.score.0);
            let iteration = self.root_iteration(
                position,
                depth as i32,
                &mut root,
                previous,
                &mut lost,
                stop,
                &mut |s| {
                    progress(&Progress {
                        depth: depth - 1,
                        best_move: Some(s.0),
                        score: Score(s.1),
                        nodes: s.2,
                        elapsed: s.3,
                    })
                },
            );
            if iteration.complete {
                if let Some((mv, score)) = iteration.best {
                    result.best_move = Some(mv);
                    result.score = Score(score);
                }
                result.depth = depth;
                progress(&Progress {
                    depth,
                    best_move: result.best_move,
                    score: result.score,
                    nodes: self.nodes,
                    elapsed: self.started.elapsed(),
                });
            } else {
                self.choose_after_cut(&iteration, &root, &lost, &mut result);
                break;
            }
            // Back to the plain budget: an extension serves the iteration that failed low.
            self.node_limit = self.base_node_limit;
            if self.poll_now(stop) {
                break;
            }
            if let Some(plies) = forced_plies(result.score.0) {
                // A proven result: deeper iterations only confirm it (with a margin for
                // reduced lines that might hide a shorter win).
                if depth >= 2 * plies + 2 {
                    break;
                }
            }
        }
        self.node_limit = self.base_node_limit;
        result.pv = self.principal_variation(position, result.best_move, result.depth);
        result.nodes = self.nodes;
        result.elapsed = self.started.elapsed();
        result.cancelled = self.cancelled;
        result.proven_lost = lost;
        result
    }

    /// The answer when the limits cut an iteration: a move searched in full in it that beat
    /// the previous best move; else the previous best move with its new score if it got one
    /// and is not proven lost (or every move is); else the best move not proven lost, by
    /// this iteration's bounds and then by the last completed iteration's scores.
    fn choose_after_cut(
        &self,
        iteration: &Iteration<G::Move>,
        root: &[RootMove<G::Move>],
        lost: &[G::Move],
        result: &mut SearchResult<G::Move>,
    ) {
        let all_lost = root.iter().all(|r| lost.contains(&r.mv));
        let candidate = iteration.best.or_else(|| {
            // Nothing searched in full in this iteration: the last completed one stands.
            result.best_move.zip(Some(result.score.0))
        });
        if let Some((mv, score)) = candidate {
            if all_lost || !lost.contains(&mv) {
                if iteration.best.is_some() {
                    result.best_move = Some(mv);
                    result.score = Score(score);
                }
                return;
            }
        }
        // The previous best move is proven lost and another move is not. A move that beat it
        // in this iteration (its full re-search cut) comes first, then the last completed
        // iteration's best remaining move.
        let fallback = iteration
            .beat
            .filter(|(mv, _)| !lost.contains(mv))
            .or_else(|| {
                root.iter()
                    .filter(|r| !lost.contains(&r.mv))
                    .min_by_key(|r| std::cmp::Reverse(r.score))
                    .map(|r| (r.mv, r.score))
            });
        if let Some((mv, estimate)) = fallback {
            result.best_move = Some(mv);
            result.score = Score(estimate.clamp(-EVAL_BOUND, EVAL_BOUND));
            result.exact = false;
        }
    }

    /// Scores every legal move at the root exactly (a full window for each), iteratively
    /// deeper up to the limits; for levels that choose among moves with noise. Limits and
    /// `stop` apply as in [`Searcher::search`]; if they stop an iteration, the scores of the
    /// last completed depth are returned. Sorted best first.
    pub fn score_root_moves(
        &mut self,
        position: &G,
        history: &[u64],
        limits: &Limits,
        stop: &AtomicBool,
    ) -> RootScores<G::Move> {
        self.begin(history, limits);
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let mut scored: Vec<RootScore<G::Move>> = moves
            .iter()
            .map(|&mv| RootScore {
                mv,
                score: Score(0),
            })
            .collect();
        let hash = position.zobrist();
        let mut completed = 0;
        for depth in 1..=limits.max_depth() {
            self.limits_armed = depth > 1;
            let mut next = scored.clone();
            let mut done = 0;
            self.path.push(hash);
            for entry in &mut next {
                let mut child = *position;
                child.play(entry.mv);
                let s = -self.negamax(&child, depth as i32 - 1, -INFINITY, INFINITY, 1, true, stop);
                if self.stopped {
                    break;
                }
                entry.score = Score(s);
                done += 1;
            }
            self.path.pop();
            if self.stopped {
                // A move proven lost in the cut iteration keeps that verdict.
                for (old, new) in scored.iter_mut().zip(&next[..done]) {
                    if new.score.0 <= -MATE_BOUND {
                        old.score = new.score;
                    }
                }
                scored.sort_by_key(|e| std::cmp::Reverse(e.score));
                break;
            }
            next.sort_by_key(|e| std::cmp::Reverse(e.score));
            scored = next;
            completed = depth;
            if self.poll_now(stop) {
                break;
            }
        }
        RootScores {
            moves: scored,
            depth: completed,
            nodes: self.nodes,
            elapsed: self.started.elapsed(),
            cancelled: self.cancelled,
        }
    }

    fn begin(&mut self, history: &[u64], limits: &Limits) {
        self.started = Instant::now();
        self.deadline = limits.time.map(|t| self.started + t);
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.base_node_limit = self.node_limit;
        self.nodes = 0;
        self.stopped = false;
        self.cancelled = false;
        self.path.clear();
        let keep = history.len().saturating_sub(REPETITION_WINDOW);
        self.path.extend_from_slice(&history[keep..]);
        self.tt.new_search();
        self.ordering.new_search();
    }

    fn static_eval(&self, position: &G) -> i32 {
        self.eval.evaluate(position).clamp(-EVAL_BOUND, EVAL_BOUND)
    }

    /// Fills `out` with `moves` and their ordering keys, sorted best first: the table move,
    /// then the evaluator's tactical moves, then killers and history.
    fn order_moves(
        &mut self,
        position: &G,
        ply: usize,
        moves: &[G::Move],
        tt_move: Option<G::Move>,
        out: &mut Vec<(i32, G::Move)>,
    ) {
        self.hints.clear();
        self.hints.resize(moves.len(), 0);
        self.eval.move_hints(position, moves, &mut self.hints);
        out.clear();
        let side = position.side_to_move();
        for (&mv, &hint) in moves.iter().zip(&self.hints) {
            let key = if Some(mv) == tt_move {
                TT_MOVE
            } else if hint > 0 {
                TACTICAL.saturating_add(hint).min(TT_MOVE - 1)
            } else {
                self.ordering.quiet_key(side, ply, mv).saturating_add(hint)
            };
            out.push((key, mv));
        }
        out.sort_unstable_by_key(|e| std::cmp::Reverse(e.0));
    }

    /// Checks the stop flag, the node limit and the clock; sets `stopped`.
    fn poll_now(&mut self, stop: &AtomicBool) -> bool {
        if stop.load(AtomicOrdering::Relaxed) {
            self.cancelled = true;
            self.stopped = true;
        } else if self.limits_armed
            && (self.nodes >= self.node_limit || self.deadline.is_some_and(|d| Instant::now() >= d))
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// One iteration at the root. `previous` is the score of the last completed iteration,
    /// to tell a fail-low of its best move (searched first); moves proven lost are added to
    /// `lost`. When the iteration completes, each root move keeps its score (exact for the
    /// best, a bound for the others) and the best goes first for the next iteration.
    #[allow(clippy::too_many_arguments)]
    fn root_iteration(
        &mut self,
        position: &G,
        depth: i32,
        root: &mut [RootMove<G::Move>],
        previous: Option<i32>,
        lost: &mut Vec<G::Move>,
        stop: &AtomicBool,
        on_new_best: &mut dyn FnMut((G::Move, i32, u64, Duration)),
    ) -> Iteration<G::Move> {
        let hash = position.zobrist();
        self.path.push(hash);
        let mut alpha = -INFINITY;
        let beta = INFINITY;
        let mut best: Option<(G::Move, i32)> = None;
        let mut best_index = 0;
        let mut beat = None;
        let mut scores = Vec::with_capacity(root.len());
        for (i, entry) in root.iter().enumerate() {
            let mv = entry.mv;
            let mut child = *position;
            child.play(mv);
            // Whether `score` is exact (or else an upper bound at most alpha).
            let (score, exact) = if i == 0 {
                (
                    -self.negamax(&child, depth - 1, -beta, -alpha, 1, true, stop),
                    true,
                )
            } else {
                let s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, 1, false, stop);
                if s > alpha && !self.stopped {
                    // Better than the best so far: known before the full re-search.
                    beat = Some((mv, s));
                    (
                        -self.negamax(&child, depth - 1, -beta, -alpha, 1, true, stop),
                        true,
                    )
                } else {
                    (s, false)
                }
            };
            if self.stopped {
                break;
            }
            beat = None;
            scores.push(score);
            if score <= -MATE_BOUND && (exact || score <= alpha) && !lost.contains(&mv) {
                lost.push(mv);
            }
            if i == 0 {
                if let Some(previous) = previous {
                    let proven_lost = score <= -MATE_BOUND && previous > -MATE_BOUND;
                    if proven_lost || score < previous - FAIL_LOW_MARGIN {
                        // Fail-low at the root: the other moves get a larger budget.
                        self.node_limit =
                            self.base_node_limit.saturating_mul(self.fail_low_extension);
                    }
                }
            }
            if score > alpha {
                alpha = score;
                best = Some((mv, score));
                best_index = i;
                if i > 0 {
                    on_new_best((mv, score, self.nodes, self.started.elapsed()));
                }
            }
        }
        self.path.pop();
        let complete = !self.stopped;
        if complete {
            for (entry, &score) in root.iter_mut().zip(&scores) {
                entry.score = score;
            }
            if let Some((mv, score)) = best {
                self.tt
                    .store(hash, Some(mv), to_tt(score, 0), depth, Bound::Exact);
                // The best move goes first next iteration; the others keep their order.
                root[..=best_index].rotate_right(1);
            }
        }
        Iteration {
            best,
            beat,
            complete,
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        position: &G,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        pv_node: bool,
        stop: &AtomicBool,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL_INTERVAL) && self.poll_now(stop) {
            return 0;
        }
        if self.stopped {
            return 0;
        }
        if let Some(outcome) = position.outcome() {
            return terminal_score(outcome, position, ply);
        }
        let hash = position.zobrist();
        if self.is_repetition(hash) {
            // A position seen before on this line (or in the game): a draw, as Gobblet's
            // threefold rule would make it if repeated; where repeating ends nothing, its
            // evaluation less a penalty for the root's side, so that circling is worse
            // than the position itself for the side the search plays.
            return match self.eval.repetition_penalty() {
                None => 0,
                Some(penalty) => {
                    let eval = self.static_eval(position);
                    if ply.is_multiple_of(2) {
                        eval - penalty
                    } else {
                        eval + penalty
                    }
                }
            };
        }
        if ply >= MAX_PLY {
            return self.static_eval(position);
        }
        // Mate distance pruning: no line from here beats a win on the next ply.
        alpha = alpha.max(-(MATE - ply as i32));
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        if depth <= 0 {
            return self.static_eval(position);
        }

        let mut tt_move = None;
        if let Some(entry) = self.tt.probe(hash) {
            tt_move = entry.mv;
            if !pv_node && entry.depth as i32 >= depth {
                let s = from_tt(entry.score, ply);
                let cut = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }

        let mut moves = std::mem::take(&mut self.buffers[ply]);
        position.legal_moves(&mut moves);
        let mut ordered = std::mem::take(&mut self.ordered[ply]);
        self.order_moves(position, ply, &moves, tt_move, &mut ordered);
        self.buffers[ply] = moves;

        let side = position.side_to_move();
        let alpha_orig = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        self.path.push(hash);
        for (i, &(key, mv)) in ordered.iter().enumerate() {
            let mut child = *position;
            child.play(mv);
            let score = if i == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, pv_node, stop)
            } else {
                // Late move reductions: quiet moves late in the order are searched less deep
                // first, and again at full depth if they turn out to beat alpha.
                let reduction = if depth >= 3 && i >= 3 && key < crate::ordering::KILLER_2 {
                    if i >= 12 && depth >= 5 {
                        2
                    } else {
                        1
                    }
                } else {
                    0
                };
                let mut s = -self.negamax(
                    &child,
                    depth - 1 - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    false,
                    stop,
                );
                if s > alpha && reduction > 0 && !self.stopped {
                    s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1, false, stop);
                }
                if s > alpha && s < beta && pv_node && !self.stopped {
                    s = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, true, stop);
                }
                s
            };
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        if key < TACTICAL {
                            self.ordering.cutoff(side, ply, mv, depth);
                        }
                        break;
                    }
                }
            }
        }
        self.path.pop();
        self.ordered[ply] = ordered;
        if self.stopped {
            return 0;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_orig {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(hash, best_move, to_tt(best, ply), depth, bound);
        best
    }

    fn is_repetition(&self, hash: u64) -> bool {
        // Same side to move: every second position back.
        let n = self.path.len();
        let window = n.min(REPETITION_WINDOW);
        (2..=window)
            .step_by(2)
            .any(|back| self.path[n - back] == hash)
    }

    fn principal_variation(
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
            next = self.tt.probe(hash).and_then(|e| e.mv);
        }
        pv
    }
}

/// A legal move at the root and its score in the last completed iteration (exact for the
/// best move, an upper bound for the others; `-INFINITY` before the first).
struct RootMove<M> {
    mv: M,
    score: i32,
}

/// What one iteration at the root found.
struct Iteration<M> {
    /// The best move searched in full, with its exact score.
    best: Option<(M, i32)>,
    /// A move that beat `best` on a null window but whose full re-search was cut, with
    /// that lower bound.
    beat: Option<(M, i32)>,
    /// Whether every move was searched.
    complete: bool,
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
