//! A puzzle's rating, calibrated from what the AI's levels measurably do with it.
//!
//! Measured, for each level 1 to 5 from the easiest: the share of its tries that play the
//! whole solution (each solver move found, the opponent's replies the solution's; on the last
//! move any win at once). Levels 1 and 2 choose with noise, so they try with
//! [`NOISY_SEEDS`] seeds; levels 3 to 5 search without noise and try once. The levels' time
//! caps are lifted, so the result is the same on every machine, and level 5 searches the
//! budget the shipped sets were rated with ([`PuzzleGame::RATING_LEVEL_5_NODES`]), so that
//! widening it does not move the ratings. The first level that always
//! solves it ends the trials: the stronger ones are counted as solving it too. Also
//! measured: the tempting moves, the other first moves that a two-ply look scores at least
//! as well as the solution's.
//!
//! The measure is `raw = 150 × (depth − 1) + 200 × misses + 15 × min(tempting, 10)`
//! (0 to [`RAW_MAX`]), where `depth` is the claim's N or K (how far the solver must see: its
//! moves in a win, the opponent's in a defence) and `misses` is the sum over the five levels
//! of the share of tries that fail (0 when level 1 always solves it, 5 when even level 5
//! never does). The rating puts it on the person's scale (Glicko-2, a new person at 1 500,
//! lichess's puzzles spread about 600 to 2 800): piecewise linear through three points per
//! game, raw 0 at [`EASIEST`], the game's anchor ([`anchor`]: the median raw measure of its
//! version 3 set) at [`MIDDLE`], and [`RAW_MAX`] at [`MAX_RATING`]. So each set's median sits
//! near 1 500, where a new person starts, the easiest well below and the hardest well above
//! (`docs/puzzles.md`, "Rating calibration").

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use engine::with_game;
use engine::{Game, GameKind};

use crate::control::Interrupt;
use crate::level::{Level, LevelSpec};
use crate::limits::Limits;
use crate::player::Ai;
use crate::reductions::Reductions;

use super::error::PuzzleError;
use super::format::{Puzzle, PuzzleKind};
use super::games::{parse, PuzzleGame};

/// Tries of each noisy level (1 and 2).
pub const NOISY_SEEDS: u64 = 3;
/// The lowest rating given.
pub const MIN_RATING: u16 = 400;
/// The highest rating given: the hardest measure possible ([`RAW_MAX`]).
pub const MAX_RATING: u16 = 2_800;
/// The rating of the easiest measure (raw 0: a win in 1 level 1 always finds, nothing
/// tempting).
pub const EASIEST: f64 = 800.0;
/// The rating of a game's anchor measure: a new person's rating.
pub const MIDDLE: f64 = 1_500.0;
/// The largest raw measure: depth 5, every level failing, ten tempting moves.
pub const RAW_MAX: f64 = 150.0 * 4.0 + 200.0 * 5.0 + 15.0 * 10.0;

/// The raw measure that rates [`MIDDLE`] in `game`: the median raw measure of its version 3
/// set, each game's [`PuzzleGame::RATING_ANCHOR`].
pub fn anchor(game: GameKind) -> f64 {
    with_game!(game, G => G::RATING_ANCHOR)
}

/// What the calibration measured of one puzzle.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Difficulty {
    /// The puzzle's game (each game's scale has its own anchor).
    pub game: GameKind,
    /// Per level (1 to 5), the share of its tries that failed, 0 to 1.
    pub missed: [f64; 5],
    /// The claim's N (win in N) or K (only K): how far the solver must see.
    pub depth: u8,
    /// Other first moves a two-ply look scores at least as well as the solution's.
    pub tempting: u32,
}

impl Difficulty {
    /// The raw measure: `150 × (depth − 1) + 200 × misses + 15 × min(tempting, 10)`.
    pub fn raw(&self) -> f64 {
        let misses: f64 = self.missed.iter().sum();
        150.0 * f64::from(self.depth.saturating_sub(1))
            + 200.0 * misses
            + 15.0 * f64::from(self.tempting.min(10))
    }

    /// The rating of this difficulty (the scale of the module's documentation).
    pub fn rating(&self) -> u16 {
        scale(self.raw(), anchor(self.game))
    }
}

/// A raw measure on the person's scale, with the game's anchor `anchor` rating
/// [`MIDDLE`]: linear from raw 0 ([`EASIEST`]) to the anchor, and from the anchor to
/// [`RAW_MAX`] ([`MAX_RATING`]); clamped to [`MIN_RATING`]–[`MAX_RATING`].
pub fn scale(raw: f64, anchor: f64) -> u16 {
    let top = f64::from(MAX_RATING);
    let r = if raw <= anchor {
        EASIEST + (MIDDLE - EASIEST) * raw.max(0.0) / anchor
    } else {
        MIDDLE + (top - MIDDLE) * (raw - anchor) / (RAW_MAX - anchor)
    };
    (r.round() as u16).clamp(MIN_RATING, MAX_RATING)
}

/// Measures `puzzle` again (its shape checked, not its proof) and gives its rating: to
/// re-rate a set after the formula or the levels change (`tipgobble puzzles rate`).
pub fn rate<S: Interrupt + ?Sized>(puzzle: &Puzzle, stop: &S) -> Result<u16, PuzzleError> {
    with_game!(puzzle.game, G => {
        let parsed = parse::<G>(puzzle)?;
        measure(&parsed.start, &parsed.history, puzzle.kind, &parsed.solution, stop)
            .map(|d| d.rating())
    })
}

/// Measures `solution` of a puzzle starting at `start` (after `history`).
pub(crate) fn measure<G: PuzzleGame, S: Interrupt + ?Sized>(
    start: &G,
    history: &[G],
    kind: PuzzleKind,
    solution: &[G::Move],
    stop: &S,
) -> Result<Difficulty, PuzzleError> {
    let hashes: Vec<u64> = history.iter().map(Game::zobrist).collect();
    let mut missed = [0.0; 5];
    let mut solved_from: Option<usize> = None;
    for (i, level) in Level::ALL.into_iter().enumerate() {
        if solved_from.is_some() {
            break;
        }
        let mut spec = LevelSpec {
            time_cap: Duration::from_secs(24 * 3600),
            ..G::level_spec(level)
        };
        if level == Level::MAX {
            // Level 5 as the ratings were measured: its budget and reductions then.
            spec.nodes = Some(G::RATING_LEVEL_5_NODES);
            spec.reductions = Reductions::Light;
        }
        let tries = if spec.noise > 0 { NOISY_SEEDS } else { 1 };
        let mut failed = 0;
        for seed in 0..tries {
            let solved = again_after_pause(stop, || {
                plays_solution(start, &hashes, kind, solution, &spec, seed, stop.flag())
            })?;
            if !solved {
                failed += 1;
            }
        }
        missed[i] = failed as f64 / tries as f64;
        if failed == 0 {
            solved_from = Some(i);
        }
    }
    let tempting = again_after_pause(stop, || {
        tempting_moves(start, &hashes, solution[0], stop.flag())
    })?;
    Ok(Difficulty {
        game: G::KIND,
        missed,
        depth: match kind {
            PuzzleKind::Win { moves } | PuzzleKind::Defence { moves } => moves,
        },
        tempting,
    })
}

/// Runs `measure` again from the start after a pause (each try is independent of the
/// others, so the result is the one an unpaused run gives); a cancel ends it.
fn again_after_pause<T, S: Interrupt + ?Sized>(
    stop: &S,
    mut measure: impl FnMut() -> Result<T, PuzzleError>,
) -> Result<T, PuzzleError> {
    loop {
        match measure() {
            Err(PuzzleError::Cancelled) if stop.go_on() => {}
            other => return other,
        }
    }
}

/// Whether a player of `spec` (noise seeded with `seed`) plays the whole solution.
fn plays_solution<G: PuzzleGame>(
    start: &G,
    history: &[u64],
    kind: PuzzleKind,
    solution: &[G::Move],
    spec: &LevelSpec,
    seed: u64,
    stop: &AtomicBool,
) -> Result<bool, PuzzleError> {
    let mut ai: Ai<G> = Ai::with_table(4, seed);
    let mut position = *start;
    let mut hashes = history.to_vec();
    for (i, &mv) in solution.iter().enumerate() {
        if i % 2 == 0 {
            let chosen = ai.choose_move_as(&position, &hashes, spec, stop, &mut |_| {});
            if chosen.cancelled {
                return Err(PuzzleError::Cancelled);
            }
            let Some(chosen) = chosen.best_move else {
                return Ok(false);
            };
            let last = i + 1 == solution.len() && matches!(kind, PuzzleKind::Win { .. });
            let mut after = position;
            after.play(chosen);
            let wins = matches!(after.outcome(), Some(engine::Outcome::Win { winner, .. }) if winner == position.side_to_move());
            if chosen != mv && !(last && wins) {
                return Ok(false);
            }
        }
        hashes.push(position.zobrist());
        position.play(mv);
    }
    Ok(true)
}

/// The other first moves a two-ply search scores at least as well as `solution_move`.
fn tempting_moves<G: PuzzleGame>(
    start: &G,
    history: &[u64],
    solution_move: G::Move,
    stop: &AtomicBool,
) -> Result<u32, PuzzleError> {
    let mut ai: Ai<G> = Ai::with_table(1, 0);
    let scored = ai
        .searcher()
        .score_root_moves(start, history, &Limits::depth(2), stop);
    if scored.cancelled {
        return Err(PuzzleError::Cancelled);
    }
    let Some(solution_score) = scored
        .moves
        .iter()
        .find(|m| m.mv == solution_move)
        .map(|m| m.score)
    else {
        return Ok(0);
    };
    Ok(scored
        .moves
        .iter()
        .filter(|m| m.mv != solution_move && m.score >= solution_score)
        .count() as u32)
}
