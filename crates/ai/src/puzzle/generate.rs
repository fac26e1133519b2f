//! The generator of the shipped sets: engine games between mixed levels from varied
//! openings and handicaps, seeded and deterministic; every position a quick search flags is
//! handed to the exact proof ([`super::find`]), and what passes becomes a puzzle.
//!
//! The quick search (a node budget) only picks the candidates: a position it misses is a
//! puzzle lost, never a wrong one. A candidate whose proof would visit more than
//! [`GenerateOptions::proof_nodes`] positions is skipped (no claim is made of it).

use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::level::Level;
use crate::limits::Limits;
use crate::player::Ai;
use crate::score::Forced;
use crate::Rng;

use super::aims::Aims;
use super::error::{within_budget, PuzzleError};
use super::find::{find_as, FindOptions};
use super::format::Puzzle;
use super::games::{canonical, PuzzleGame};
use super::solver::Solver;

/// Plies skipped after a puzzle is kept: the next positions of a game are often the same
/// combination, one move on.
const COOL_DOWN: usize = 6;
/// Plies played before positions are looked at (by the plain and the aimed run).
pub(super) const FIRST_PLY: usize = 4;

/// How the generator plays and what it keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenerateOptions {
    /// The games to play: indexes `first_game .. first_game + games` (each game's opening,
    /// levels and noise follow from the seed and its index, so runs in slices add up).
    pub games: u32,
    /// The index of the first game.
    pub first_game: u32,
    /// The seed of everything random.
    pub seed: u64,
    /// What counts as a puzzle.
    pub find: FindOptions,
    /// The quick search's budget per position, in nodes.
    pub filter_nodes: u64,
    /// The exact proof's budget per candidate, in positions: beyond it the candidate is
    /// skipped.
    pub proof_nodes: u64,
    /// At most this many puzzles from one game (its later positions are often the same
    /// combination, further on).
    pub max_per_game: usize,
    /// Plies after which a game is abandoned.
    pub turn_cap: usize,
    /// Candidates aimed at some claims or themes ([`super::aim`]) instead of the quick
    /// search's; `None`: the plain run.
    pub aim: Option<Aims>,
}

impl Default for GenerateOptions {
    fn default() -> Self {
        GenerateOptions {
            games: 100,
            first_game: 0,
            seed: 1,
            find: FindOptions {
                max_win: 5,
                max_defence: 3,
                unique_win_in_one: true,
                rate: true,
            },
            filter_nodes: 100_000,
            proof_nodes: 5_000_000,
            max_per_game: 3,
            turn_cap: 200,
            aim: None,
        }
    }
}

/// One puzzle the generator found, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle, proven.
    pub puzzle: Puzzle,
    /// The game it came from.
    pub game_index: u32,
    /// The ply of that game.
    pub ply: usize,
    /// Time spent on it (proof, themes and rating).
    pub elapsed: Duration,
}

/// Totals of a generator run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GenerateReport {
    /// Games played.
    pub games: u32,
    /// Positions the quick search flagged.
    pub candidates: u32,
    /// Candidates skipped for the proof's budget.
    pub too_costly: u32,
    /// Puzzles found (duplicates of `known` or of each other left out).
    pub puzzles: u32,
}

impl GenerateReport {
    /// A candidate's proof, counted: the puzzle it gave, if any. A proof stopped by its own
    /// budget (not by `stop`) is too costly and gives none; any other error is passed on.
    pub(super) fn proven(
        &mut self,
        proof: Result<Option<Puzzle>, PuzzleError>,
        stop: &AtomicBool,
    ) -> Result<Option<Puzzle>, PuzzleError> {
        let proven = within_budget(proof, stop)?;
        if proven.is_none() {
            self.too_costly += 1;
        }
        Ok(proven.flatten())
    }
}

/// A game the generator can start: varied openings and handicaps.
pub trait Openings: PuzzleGame {
    /// A start drawn from `rng`: a handicap now and then, who moves first, a few random
    /// moves or a random setup.
    /// `None` if the options drawn do not make a game (the game is skipped).
    fn puzzle_opening(rng: &mut Rng) -> Option<Self>;
}

/// The plain run of `options` in game `G` (candidates from the quick search), each new
/// puzzle (not in `seen`) given to `found` ([`super::run::generate`]).
pub(crate) fn generate_as<G: Openings>(
    options: &GenerateOptions,
    seen: &mut HashSet<String>,
    found: &mut dyn FnMut(&Generated),
    stop: &AtomicBool,
) -> Result<GenerateReport, PuzzleError> {
    let mut report = GenerateReport::default();
    let mut filter: Ai<G> = Ai::with_table(16, 0);
    let mut moves = Vec::new();
    for index in options.first_game..options.first_game.saturating_add(options.games) {
        let Some(mut engine_game) = EngineGame::<G>::new(options.seed, index) else {
            continue;
        };
        let mut position = engine_game.start;
        filter.new_game();
        let mut hashes = Vec::new();
        let mut kept = 0;
        let mut cool_down = 0;
        for ply in 0..options.turn_cap {
            if position.outcome().is_some() || stop.load(Ordering::Relaxed) {
                break;
            }
            position.legal_moves(&mut moves);
            if cool_down > 0 {
                cool_down -= 1;
            } else if let Some(find) = (ply >= FIRST_PLY && kept < options.max_per_game)
                .then(|| candidate(&mut filter, &position, &hashes, moves.len(), options, stop))
                .flatten()
            {
                report.candidates += 1;
                let started = Instant::now();
                let mut solver: Solver<'_, G, AtomicBool> = Solver::new(&[], stop);
                solver.set_node_cap(options.proof_nodes);
                if let Some(puzzle) =
                    report.proven(find_as(&mut solver, &position, &[], &find, stop), stop)?
                {
                    if seen.insert(canonical(&position)) {
                        report.puzzles += 1;
                        kept += 1;
                        cool_down = COOL_DOWN;
                        found(&Generated {
                            puzzle,
                            game_index: index,
                            ply,
                            elapsed: started.elapsed(),
                        });
                    }
                }
            }
            let Some(mv) = engine_game.choose(&position, &hashes, stop) else {
                break;
            };
            hashes.push(position.zobrist());
            position.play(mv);
        }
        if stop.load(Ordering::Relaxed) {
            return Err(PuzzleError::Cancelled);
        }
        report.games += 1;
    }
    Ok(report)
}

/// One engine game of a run: its start and its two players, all drawn from the run's seed
/// and the game's index (so a game is the same in every run that plays it).
pub(crate) struct EngineGame<G: Openings> {
    /// The opening position.
    pub start: G,
    levels: [Level; 2],
    players: [Ai<G>; 2],
}

impl<G: Openings> EngineGame<G> {
    /// Game `index` of a run seeded with `seed`; `None` if its drawn options make no game.
    pub fn new(seed: u64, index: u32) -> Option<Self> {
        let mut rng = Rng::new(seed ^ u64::from(index).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let start = G::puzzle_opening(&mut rng)?;
        let levels = [level(&mut rng), level(&mut rng)];
        let players = [
            Ai::<G>::with_table(8, rng.below(u64::MAX)),
            Ai::<G>::with_table(8, rng.below(u64::MAX)),
        ];
        Some(EngineGame {
            start,
            levels,
            players,
        })
    }

    /// The move of the side to move in `position` (after the positions hashed in `hashes`),
    /// at its level; `None` if it has none or `stop` is set.
    pub fn choose(&mut self, position: &G, hashes: &[u64], stop: &AtomicBool) -> Option<G::Move> {
        let side = position.side_to_move().index();
        self.players[side]
            .choose_move(position, hashes, self.levels[side], stop, &mut |_| {})
            .best_move
    }

    /// Plays the game out from its start (at most `turn_cap` plies): every position, the
    /// start first, the last finished unless the cap or `stop` ended it.
    pub fn play_out(&mut self, turn_cap: usize, stop: &AtomicBool) -> Vec<G> {
        let mut positions = vec![self.start];
        let mut hashes = Vec::new();
        let mut position = self.start;
        for _ in 0..turn_cap {
            if position.outcome().is_some() || stop.load(Ordering::Relaxed) {
                break;
            }
            let Some(mv) = self.choose(&position, &hashes, stop) else {
                break;
            };
            hashes.push(position.zobrist());
            position.play(mv);
            positions.push(position);
        }
        positions
    }
}

/// A level from 1 to 4, each as likely (level 5 plays little better in the positions that
/// make puzzles and costs twenty times level 4's search).
fn level(rng: &mut Rng) -> Level {
    let n = 1 + rng.below(4) as u8;
    Level::new(n).unwrap_or(Level::MAX)
}

/// What to look for in `position`, if the quick search flags it: a win if it finds one
/// within the longest claim (then no defence: a side that wins needs none), a defence if it
/// proves every move but one lost (then no win: it found none).
fn candidate<G: Openings>(
    filter: &mut Ai<G>,
    position: &G,
    hashes: &[u64],
    legal: usize,
    options: &GenerateOptions,
    stop: &AtomicBool,
) -> Option<FindOptions> {
    let r = filter.search(
        position,
        hashes,
        &Limits::nodes(options.filter_nodes),
        stop,
        &mut |_| {},
    );
    match r.score.forced() {
        Some(Forced::WinsIn(n)) if n <= u32::from(options.find.max_win) => Some(FindOptions {
            max_defence: 0,
            ..options.find
        }),
        Some(Forced::WinsIn(_)) => None,
        _ if legal >= 2 && r.proven_lost.len() + 1 == legal => Some(FindOptions {
            max_win: 0,
            ..options.find
        }),
        _ => None,
    }
}
