//! The exact solver behind every puzzle claim: a complete, depth-bounded AND-OR search over
//! all legal moves, with no evaluation, no node or time budget and no pruning that could
//! miss a move. Its answers are proofs (`docs/puzzles.md`, "Why a win found is a proof").
//!
//! - [`Solver::wins_within`]: the side to move can force a win within `k` of its own moves.
//! - [`Solver::loses_within`]: whatever the side to move does, its opponent wins within `k`
//!   of the opponent's moves (a move that loses at once counts as losing).
//!
//! Results are remembered per position, keyed by the whole position (not a hash, so two
//! positions never share an entry), as bounds: the fewest moves known to win and the most
//! moves known not to. They do not depend on the path to the position: the only rule that
//! does — Gobblet's threefold repetition — is applied through the positions the game
//! already saw twice (reaching one again draws), and a repetition inside a forced win never
//! matters (the proof in `docs/puzzles.md`).

use std::collections::{HashMap, HashSet};
use std::sync::atomic::Ordering;

use engine::Outcome;

use crate::control::Interrupt;
use crate::eval::Evaluator;
use crate::player::AiGame;

use super::error::PuzzleError;

/// The cancellation flag is read every this many positions.
const POLL_INTERVAL: u64 = 1024;
/// The remembered positions are forgotten beyond this many (about 100 bytes each).
const MAX_ENTRIES: usize = 4_000_000;

/// What is known of one position for its side to move.
#[derive(Clone, Copy, Debug)]
struct Bounds {
    /// It wins within this many moves (`u8::MAX`: not known to win).
    win: u8,
    /// It does not win within this many moves (0: nothing known).
    no_win: u8,
}

/// How a move ends the game at once, for the player who made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The game goes on.
    None,
    /// The mover wins.
    Win,
    /// The mover loses (Gobblet: the lift uncovered the opponent's line).
    Loss,
    /// A draw (a third repetition, or neither side can move).
    Draw,
}

/// An exact solver for game `G`, cancelled by an [`Interrupt`] (paused and resumed too:
/// it goes on where it stood).
pub struct Solver<'s, G: AiGame, S: Interrupt + ?Sized> {
    eval: G::Eval,
    known: HashMap<G, Bounds>,
    /// Positions the game saw twice already: reaching one again is a draw (Gobblet).
    drawn: HashSet<G>,
    buffers: Vec<Vec<G::Move>>,
    nodes: u64,
    stop: &'s S,
    /// A cap on the positions visited, for a generator that gives up on costly candidates
    /// (never a claim: a search stopped by it answers [`PuzzleError::Cancelled`]).
    node_cap: u64,
}

impl<'s, G: AiGame, S: Interrupt + ?Sized> Solver<'s, G, S> {
    /// Whether `mv` lets the opponent force a win within `k` of its moves: it loses at once,
    /// or the opponent then wins within `k`.
    pub(crate) fn move_loses_within(
        &mut self,
        position: &G,
        mv: G::Move,
        k: u8,
    ) -> Result<bool, PuzzleError> {
        let (after, ending) = self.ending(position, mv);
        Ok(match ending {
            Ending::Loss => true,
            Ending::None => self.wins_within(&after, k)?,
            Ending::Win | Ending::Draw => false,
        })
    }

    /// A solver for positions reached after `history` (the earlier positions of the game,
    /// oldest first), cancelled by `stop`.
    pub fn new(history: &[G], stop: &'s S) -> Self {
        let mut drawn = HashSet::new();
        if G::THREEFOLD_REPETITION_DRAWS {
            let mut seen: HashMap<G, u32> = HashMap::new();
            for p in history {
                let count = seen.entry(*p).or_insert(0);
                *count += 1;
                if *count >= 2 {
                    drawn.insert(*p);
                }
            }
        }
        Solver {
            eval: G::Eval::default(),
            known: HashMap::new(),
            drawn,
            buffers: Vec::new(),
            nodes: 0,
            stop,
            node_cap: u64::MAX,
        }
    }

    /// Gives up (with [`PuzzleError::Cancelled`]) after `nodes` more positions: for the
    /// generator, which skips candidates that are too costly to prove.
    pub fn set_node_cap(&mut self, nodes: u64) {
        self.node_cap = self.nodes.saturating_add(nodes);
    }

    /// Positions visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether reaching `position` draws by repetition.
    pub fn is_drawn(&self, position: &G) -> bool {
        self.drawn.contains(position)
    }

    /// How `mv` played in `position` ends the game at once, for its mover.
    pub fn ending(&self, position: &G, mv: G::Move) -> (G, Ending) {
        let mut after = *position;
        after.play(mv);
        (after, self.ending_of(position, &after))
    }

    fn ending_of(&self, before: &G, after: &G) -> Ending {
        match after.outcome() {
            Some(Outcome::Win { winner, .. }) if winner == before.side_to_move() => Ending::Win,
            Some(Outcome::Win { .. }) => Ending::Loss,
            Some(Outcome::Draw(_)) => Ending::Draw,
            None if self.drawn.contains(after) => Ending::Draw,
            None => Ending::None,
        }
    }

    fn tick(&mut self) -> Result<(), PuzzleError> {
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL_INTERVAL) {
            self.stop.searched(POLL_INTERVAL);
            if self.nodes >= self.node_cap {
                return Err(PuzzleError::Cancelled);
            }
            if self.stop.flag().load(Ordering::Relaxed) {
                // Paused: wait; resumed, the search goes on where it stood.
                if !self.stop.go_on() {
                    return Err(PuzzleError::Cancelled);
                }
            }
        }
        Ok(())
    }

    /// The legal moves of `position`, the likeliest to matter first (the evaluation's
    /// hints: wins, blocks, gobbles). The order changes the speed, never the answer.
    fn ordered_moves(&mut self, position: &G) -> Vec<G::Move> {
        let mut moves = self.buffers.pop().unwrap_or_default();
        position.legal_moves(&mut moves);
        let mut hints = vec![0; moves.len()];
        self.eval.move_hints(position, &moves, &mut hints);
        let mut keyed: Vec<(i32, G::Move)> = hints.into_iter().zip(moves.iter().copied()).collect();
        keyed.sort_by_key(|&(hint, mv)| (std::cmp::Reverse(hint), mv));
        moves.clear();
        moves.extend(keyed.into_iter().map(|(_, mv)| mv));
        moves
    }

    fn recycle(&mut self, moves: Vec<G::Move>) {
        self.buffers.push(moves);
    }

    /// Whether the side to move in `position` (a game going on) forces a win within `k` of
    /// its own moves: some move wins at once, or leaves the opponent losing within `k - 1`.
    pub fn wins_within(&mut self, position: &G, k: u8) -> Result<bool, PuzzleError> {
        if k == 0 || position.outcome().is_some() {
            return Ok(false);
        }
        if let Some(b) = self.known.get(position) {
            if b.win <= k {
                return Ok(true);
            }
            if b.no_win >= k {
                return Ok(false);
            }
        }
        self.tick()?;
        let moves = self.ordered_moves(position);
        let mut result = Ok(false);
        // A win at once first: it needs no look further.
        for &mv in &moves {
            if self.ending(position, mv).1 == Ending::Win {
                result = Ok(true);
                break;
            }
        }
        if k > 1 && matches!(result, Ok(false)) {
            for &mv in &moves {
                let (after, ending) = self.ending(position, mv);
                if ending != Ending::None {
                    continue;
                }
                match self.loses_within(&after, k - 1) {
                    Ok(true) => {
                        result = Ok(true);
                        break;
                    }
                    Ok(false) => {}
                    Err(e) => {
                        result = Err(e);
                        break;
                    }
                }
            }
        }
        self.recycle(moves);
        let won = result?;
        self.remember(position, k, won);
        Ok(won)
    }

    /// Whether every move of the side to move in `position` (a game going on) lets the
    /// opponent win within `k` of the opponent's moves: it loses at once, or the opponent
    /// then wins within `k`. A move that draws, or after which the opponent has no win
    /// within `k`, escapes. With `k = 0`, every move must lose at once.
    pub fn loses_within(&mut self, position: &G, k: u8) -> Result<bool, PuzzleError> {
        if position.outcome().is_some() {
            return Ok(false);
        }
        self.tick()?;
        let moves = self.ordered_moves(position);
        let mut result = Ok(true);
        // An escape at once (a draw, or a move the opponent cannot punish at all) first.
        let mut pending = Vec::with_capacity(moves.len());
        for &mv in &moves {
            let (after, ending) = self.ending(position, mv);
            match ending {
                Ending::Loss => {}
                Ending::Win | Ending::Draw => {
                    result = Ok(false);
                    break;
                }
                Ending::None => pending.push(after),
            }
        }
        if matches!(result, Ok(true)) {
            for after in &pending {
                match self.wins_within(after, k) {
                    Ok(true) => {}
                    Ok(false) => {
                        result = Ok(false);
                        break;
                    }
                    Err(e) => {
                        result = Err(e);
                        break;
                    }
                }
            }
        }
        self.recycle(moves);
        result
    }

    /// The fewest moves within which the side to move forces a win, if at most `max`.
    pub fn win_distance(&mut self, position: &G, max: u8) -> Result<Option<u8>, PuzzleError> {
        for k in 1..=max {
            if self.wins_within(position, k)? {
                return Ok(Some(k));
            }
        }
        Ok(None)
    }

    fn remember(&mut self, position: &G, k: u8, won: bool) {
        if self.known.len() >= MAX_ENTRIES {
            self.known.clear();
        }
        let entry = self.known.entry(*position).or_insert(Bounds {
            win: u8::MAX,
            no_win: 0,
        });
        if won {
            entry.win = entry.win.min(k);
        } else {
            entry.no_win = entry.no_win.max(k);
        }
    }
}
