//! The search below the root: negamax alpha-beta with principal variation search, the
//! transposition table, move ordering and late move reductions.
//!
//! The node's steps are functions of their own, each inlined into `negamax` (the search's
//! hot path: a call per step would cost in every node).

use std::ops::ControlFlow;

use super::*;

impl<G: Game, E: Evaluator<G>> Searcher<G, E> {
    /// The score of `position` for its side to move, `ply` plies below the root, searched
    /// `depth` plies deep in the window `alpha`..`beta`; 0 once the search is stopped.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn negamax(
        &mut self,
        position: &G,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
        stop: Stops,
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
        let (mut alpha, beta, tt_move) =
            match self.before_moves(position, hash, depth, alpha, beta, ply, pv_node) {
                ControlFlow::Break(score) => return score,
                ControlFlow::Continue(window) => window,
            };
        let (moves, mut ordered, tt_move) = self.node_moves(position, ply, tt_move);
        // Staged: the table move is searched before the others are keyed (it often cuts
        // off, and then the evaluator's hints are never computed); the rest are picked
        // best first one at a time.
        let side = position.side_to_move();
        let alpha_orig = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        self.path.push(hash);
        for i in 0..moves.len() {
            let (key, index) = match tt_move {
                Some(index) if i == 0 => (TT_MOVE, index),
                _ => {
                    // The first move after the table move: the others are keyed now.
                    let from = i - usize::from(tt_move.is_some());
                    if from == 0 {
                        self.key_rest(position, ply, &moves, tt_move, &mut ordered);
                    }
                    let next = self.pick_move(side, &moves, &mut ordered, from);
                    (next.0, next.1)
                }
            };
            let mv = moves[index as usize];
            let mut child = *position;
            child.play(mv);
            let score = self.child_score(&child, i, key, depth, alpha, beta, ply, pv_node, stop);
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(index);
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
        self.buffers[ply] = moves;
        self.ordered[ply] = ordered;
        if self.stopped {
            return 0;
        }
        let bound = node_bound(best, alpha_orig, beta);
        self.tt
            .store(hash, best_move, to_tt(best, ply), depth, bound);
        best
    }

    /// Ends a node before its moves when it can: a repetition, the deepest ply, a window
    /// that mate distances close, the horizon, or a table entry that decides it (the score,
    /// as `Break`); otherwise the window narrowed by mate distances and the table's move.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn before_moves(
        &mut self,
        position: &G,
        hash: u64,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        pv_node: bool,
    ) -> ControlFlow<i32, (i32, i32, Option<u16>)> {
        if self.path.is_repetition(hash) {
            return ControlFlow::Break(self.repetition_score(position, ply));
        }
        if ply >= MAX_PLY {
            return ControlFlow::Break(self.static_eval(position));
        }
        // Mate distance pruning: no line from here beats a win on the next ply.
        alpha = alpha.max(-(MATE - ply as i32));
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return ControlFlow::Break(alpha);
        }
        if depth <= 0 {
            return ControlFlow::Break(self.static_eval(position));
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
                    return ControlFlow::Break(s);
                }
            }
        }
        ControlFlow::Continue((alpha, beta, tt_move))
    }

    /// The node's legal moves and the list for their keys, taken from the ply's buffers
    /// (`negamax` gives them back), and the table move if it indexes one of the moves.
    #[inline(always)]
    fn node_moves(
        &mut self,
        position: &G,
        ply: usize,
        tt_move: Option<u16>,
    ) -> (Vec<G::Move>, Vec<Keyed>, Option<u16>) {
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        position.legal_moves(&mut moves);
        let tt_move = tt_move.filter(|&i| (i as usize) < moves.len());
        let mut ordered = std::mem::take(&mut self.ordered[ply]);
        ordered.clear();
        (moves, ordered, tt_move)
    }

    /// The score of a position seen before on this line (or in the game): a draw, as
    /// Gobblet's threefold rule would make it if repeated; where repeating ends nothing, its
    /// evaluation less a penalty for the root's side, so that circling is worse than the
    /// position itself for the side the search plays.
    #[inline(always)]
    fn repetition_score(&self, position: &G, ply: usize) -> i32 {
        match self.eval.repetition_penalty() {
            None => 0,
            Some(penalty) => {
                let eval = self.static_eval(position);
                if ply.is_multiple_of(2) {
                    eval - penalty
                } else {
                    eval + penalty
                }
            }
        }
    }

    /// Keys the node's moves into `ordered`, less the table move (searched already).
    #[inline(always)]
    fn key_rest(
        &mut self,
        position: &G,
        ply: usize,
        moves: &[G::Move],
        tt_move: Option<u16>,
        ordered: &mut Vec<Keyed>,
    ) {
        self.key_moves(position, ply, moves, tt_move, true, ordered);
        if let Some(at) = tt_move {
            // Searched already (its entry is at its index: entries are in the order of
            // the moves).
            ordered.swap_remove(at as usize);
        }
    }

    /// The next move to search, the `from`th of the keyed ones: the first few picked best
    /// first one at a time, the rest sorted once.
    #[inline(always)]
    fn pick_move(
        &mut self,
        side: engine::Player,
        moves: &[G::Move],
        ordered: &mut [Keyed],
        from: usize,
    ) -> Keyed {
        if from < LAZY_PICKS {
            let mut next = pick_next(ordered, from);
            if next.0 == DEFERRED {
                // Only quiet moves are left: now their history counts.
                self.key_deferred(side, moves, &mut ordered[from..]);
                next = pick_next(ordered, from);
            }
            next
        } else {
            if from == LAZY_PICKS {
                // No cut-off in the first moves: likely a node where every move is
                // searched, so the rest are sorted once (picking each would cost a pass
                // over the list per move).
                self.key_deferred(side, moves, &mut ordered[from..]);
                self.sorter.sort(&mut ordered[from..]);
            }
            ordered[from]
        }
    }

    /// The score of the node's `i`th move (ordering key `key`), whose position is `child`:
    /// the first in the full window, the others in a null window first, reduced when they
    /// are quiet and late, and searched again when they beat alpha.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn child_score(
        &mut self,
        child: &G,
        i: usize,
        key: i32,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
        stop: Stops,
    ) -> i32 {
        if i == 0 {
            return -self.negamax(child, depth - 1, -beta, -alpha, ply + 1, pv_node, stop);
        }
        // Late move reductions: quiet moves late in the order are searched less deep
        // first, and again at full depth if they turn out to beat alpha.
        let reduction = if key < crate::ordering::KILLER_2 {
            self.reductions.plies(depth, i)
        } else {
            0
        };
        let mut s = -self.negamax(
            child,
            depth - 1 - reduction,
            -alpha - 1,
            -alpha,
            ply + 1,
            false,
            stop,
        );
        if s > alpha && reduction > 0 && !self.stopped {
            s = -self.negamax(child, depth - 1, -alpha - 1, -alpha, ply + 1, false, stop);
        }
        if s > alpha && s < beta && pv_node && !self.stopped {
            s = -self.negamax(child, depth - 1, -beta, -alpha, ply + 1, true, stop);
        }
        s
    }
}

/// What a node's best score `best` is, searched in the window `alpha_orig`..`beta`: a lower
/// bound when it cut off, exact inside the window, an upper bound when no move beat alpha.
#[inline(always)]
fn node_bound(best: i32, alpha_orig: i32, beta: i32) -> Bound {
    if best >= beta {
        Bound::Lower
    } else if best > alpha_orig {
        Bound::Exact
    } else {
        Bound::Upper
    }
}
