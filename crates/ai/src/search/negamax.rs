//! The search below the root: negamax alpha-beta with principal variation search, the
//! transposition table, move ordering and late move reductions.

use super::*;

impl<G: Game, E: Evaluator<G>> Searcher<G, E> {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn negamax(
        &mut self,
        position: &G,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
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
        if self.path.is_repetition(hash) {
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
        // Staged: the table move is searched before the others are keyed (it often cuts
        // off, and then the evaluator's hints are never computed); the rest are picked
        // best first one at a time.
        let tt_move = tt_move.filter(|&i| (i as usize) < moves.len());
        let mut ordered = std::mem::take(&mut self.ordered[ply]);
        ordered.clear();
        let mut keyed = false;
        let count = moves.len();

        let side = position.side_to_move();
        let alpha_orig = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        self.path.push(hash);
        for i in 0..count {
            let (key, index) = match tt_move {
                Some(index) if i == 0 => (TT_MOVE, index),
                _ => {
                    if !keyed {
                        keyed = true;
                        self.key_moves(position, ply, &moves, tt_move, true, &mut ordered);
                        if let Some(at) = tt_move {
                            // Searched already (its entry is at its index: entries are in
                            // the order of the moves).
                            ordered.swap_remove(at as usize);
                        }
                    }
                    let from = i - usize::from(tt_move.is_some());
                    let next = if from < LAZY_PICKS {
                        let mut next = pick_next(&mut ordered, from);
                        if next.0 == DEFERRED {
                            // Only quiet moves are left: now their history counts.
                            self.key_deferred(side, &moves, &mut ordered[from..]);
                            next = pick_next(&mut ordered, from);
                        }
                        next
                    } else {
                        if from == LAZY_PICKS {
                            // No cut-off in the first moves: likely a node where every move
                            // is searched, so the rest are sorted once (picking each would
                            // cost a pass over the list per move).
                            self.key_deferred(side, &moves, &mut ordered[from..]);
                            self.sorter.sort(&mut ordered[from..]);
                        }
                        ordered[from]
                    };
                    (next.0, next.1)
                }
            };
            let mv = moves[index as usize];
            let mut child = *position;
            child.play(mv);
            let score = if i == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, pv_node, stop)
            } else {
                // Late move reductions: quiet moves late in the order are searched less deep
                // first, and again at full depth if they turn out to beat alpha.
                let reduction = if key < crate::ordering::KILLER_2 {
                    self.reductions.plies(depth, i)
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
}
