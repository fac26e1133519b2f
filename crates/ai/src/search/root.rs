//! The search at the root: iterative deepening to the best move ([`Searcher::search`]), the
//! move chosen when the limits cut an iteration, and every root move scored
//! ([`Searcher::score_root_moves`]).

use super::*;

impl<G: Game, E: Evaluator<G>> Searcher<G, E> {
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
        self.search_until(position, history, limits, &[stop], progress)
    }

    /// [`Searcher::search`], stopping when any of `stops` is set (a helper thread also
    /// stops when the main search ends).
    pub(crate) fn search_until(
        &mut self,
        position: &G,
        history: &[u64],
        limits: &Limits,
        stop: Stops,
        progress: &mut dyn FnMut(&Progress<G::Move>),
    ) -> SearchResult<G::Move> {
        self.begin(history, limits);
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let mut result = self.unsearched(position, &moves);
        if moves.is_empty() {
            result.elapsed = self.started.elapsed();
            return result;
        }
        let mut root = self.root_moves(position, &moves);
        let mut lost = Vec::new();

        for depth in 1..=limits.max_depth() {
            self.limits_armed = depth > 1;
            self.node_limit = self.base_node_limit;
            let previous = (depth > 1).then_some(result.score.0);
            let iteration = self.root_iteration(
                position,
                (depth + self.depth_offset).min(MAX_DEPTH) as i32,
                &mut root,
                previous,
                &mut lost,
                stop,
                &mut |found| {
                    progress(&Progress {
                        depth: depth - 1,
                        best_move: Some(found.mv),
                        score: Score(found.score),
                        nodes: found.nodes,
                        elapsed: found.elapsed,
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

    /// The answer before any iteration: the first legal move, scored as the position stands
    /// (its result when it is over, else its static evaluation).
    fn unsearched(&self, position: &G, moves: &[G::Move]) -> SearchResult<G::Move> {
        SearchResult {
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
        }
    }

    /// The root moves in the order to search them: the table's move first, then by a
    /// shallow look; none scored yet.
    fn root_moves(&mut self, position: &G, moves: &[G::Move]) -> Vec<RootMove<G::Move>> {
        let tt_index = self
            .tt
            .probe(position.zobrist())
            .and_then(|e| e.mv)
            .filter(|&i| (i as usize) < moves.len());
        let mut ordered = Vec::new();
        self.order_moves(position, 0, moves, tt_index, &mut ordered);
        ordered
            .into_iter()
            .map(|(_, index, _)| RootMove {
                mv: moves[index as usize],
                index,
                score: -INFINITY,
            })
            .collect()
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
        let stop: Stops = &[stop];
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
        stop: Stops,
        on_new_best: &mut dyn FnMut(NewBest<G::Move>),
    ) -> Iteration<G::Move> {
        let hash = position.zobrist();
        self.path.push(hash);
        let mut alpha = -INFINITY;
        let beta = INFINITY;
        let mut best: Option<(G::Move, i32)> = None;
        let mut best_index = 0;
        let mut best_move_index = 0;
        let mut beat = None;
        let mut scores = Vec::with_capacity(root.len());
        for (i, entry) in root.iter().enumerate() {
            let mv = entry.mv;
            let mut child = *position;
            child.play(mv);
            let (score, exact, above) =
                self.score_root_move(&child, i == 0, depth, alpha, beta, stop);
            beat = above.map(|s| (mv, s));
            if self.stopped {
                break;
            }
            beat = None;
            scores.push(score);
            if score <= -MATE_BOUND && (exact || score <= alpha) && !lost.contains(&mv) {
                lost.push(mv);
            }
            if i == 0 {
                self.extend_on_fail_low(score, previous);
            }
            if score > alpha {
                alpha = score;
                best = Some((mv, score));
                best_index = i;
                best_move_index = entry.index;
                if i > 0 {
                    on_new_best(NewBest {
                        mv,
                        score,
                        nodes: self.nodes,
                        elapsed: self.started.elapsed(),
                    });
                }
            }
        }
        self.path.pop();
        let complete = !self.stopped;
        if complete {
            for (entry, &score) in root.iter_mut().zip(&scores) {
                entry.score = score;
            }
            if let Some((_, score)) = best {
                self.tt.store(
                    hash,
                    Some(best_move_index),
                    to_tt(score, 0),
                    depth,
                    Bound::Exact,
                );
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

    /// One root move's score at `depth` (its position `child`) within the root's window: the
    /// first move searched with the full window, the others with a null window at alpha, and
    /// again in full when they beat it. Gives the score, whether it is exact (else an upper
    /// bound at most alpha), and the null window's score above alpha, known before the full
    /// re-search (none when the search stopped first).
    fn score_root_move(
        &mut self,
        child: &G,
        first: bool,
        depth: i32,
        alpha: i32,
        beta: i32,
        stop: Stops,
    ) -> (i32, bool, Option<i32>) {
        if first {
            let score = -self.negamax(child, depth - 1, -beta, -alpha, 1, true, stop);
            return (score, true, None);
        }
        let s = -self.negamax(child, depth - 1, -alpha - 1, -alpha, 1, false, stop);
        if s > alpha && !self.stopped {
            let score = -self.negamax(child, depth - 1, -beta, -alpha, 1, true, stop);
            (score, true, Some(s))
        } else {
            (s, false, None)
        }
    }

    /// A fail-low at the root: when the first move (the last iteration's best, `previous` its
    /// score) scores far below it or is newly proven lost, the other moves get a larger budget.
    fn extend_on_fail_low(&mut self, score: i32, previous: Option<i32>) {
        if let Some(previous) = previous {
            let proven_lost = score <= -MATE_BOUND && previous > -MATE_BOUND;
            if proven_lost || score < previous - FAIL_LOW_MARGIN {
                self.node_limit = self.base_node_limit.saturating_mul(self.fail_low_extension);
            }
        }
    }
}

/// A legal move at the root and its score in the last completed iteration (exact for the
/// best move, an upper bound for the others; `-INFINITY` before the first).
pub(super) struct RootMove<M> {
    pub(super) mv: M,
    /// Its index in the position's legal moves (how the table stores moves).
    pub(super) index: u16,
    pub(super) score: i32,
}

/// What one iteration at the root found.
pub(super) struct Iteration<M> {
    /// The best move searched in full, with its exact score.
    pub(super) best: Option<(M, i32)>,
    /// A move that beat `best` on a null window but whose full re-search was cut, with
    /// that lower bound.
    pub(super) beat: Option<(M, i32)>,
    /// Whether every move was searched.
    pub(super) complete: bool,
}

/// A new best move found at the root during an iteration, as the iteration reports it.
#[derive(Clone, Copy, Debug)]
pub(super) struct NewBest<M> {
    /// The move.
    pub(super) mv: M,
    /// Its score for the side to move.
    pub(super) score: i32,
    /// Positions visited so far.
    pub(super) nodes: u64,
    /// Time since the search started.
    pub(super) elapsed: Duration,
}
