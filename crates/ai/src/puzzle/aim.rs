//! The aimed generator (`tipgobble puzzles generate … --aim A`, the aims in
//! [`super::aims`]): candidates chosen for the claims and themes the plain generator seldom
//! finds, proven by the same exact proof ([`super::find`]) under the same rules — only where
//! it looks changes.
//!
//! Each engine game is played out first; then:
//!
//! - [`Aim::LongWin`] walks back from the winner's last move over the positions with the
//!   winner to move, asking the exact solver how far each is from the win (within 5), and
//!   stops at the first that is no proven win within 5. A position 4 or 5 moves from the win
//!   is handed to the proof; a win in 4 or 5 with one solution at every move is kept. (The
//!   quick search of the plain generator seldom sees nine plies deep; the solver does.)
//! - [`Aim::Defence`] looks at the position just before each proven win within 3: the
//!   defender to move, who went wrong. Kept if exactly one of its moves keeps the winner from
//!   forcing a win within K (K up to 3).
//! - [`Aim::CannotTip`] (Deblockle) looks at the positions shortly before the game left a
//!   side a single legal move, and where some move leaves the opponent at most
//!   [`TINY_MOBILITY`] legal moves; a proven win whose solution has the opponent pass
//!   (`cannot-tip`) is kept.
//!
//! A proof that would visit more than [`GenerateOptions::proof_nodes`] positions is given up
//! (no claim is made of it), as in the plain generator.

use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use engine::{Outcome, Player};

use super::aims::{Aim, Aims};
use super::error::{within_budget, PuzzleError};
use super::find::{find_claim, make_puzzle, FindOptions};
use super::games::canonical;
use super::generate::{
    EngineGame, GenerateOptions, GenerateReport, Generated, Openings, FIRST_PLY,
};
use super::rating;
use super::solver::Solver;

/// The longest defence claim [`Aim::Defence`] looks for.
pub const AIMED_DEFENCE: u8 = 3;
/// [`Aim::Defence`] looks before wins within this many moves.
const DEFENCE_BEFORE_WIN: u8 = 3;
/// [`Aim::CannotTip`]'s candidates: some move leaves the opponent at most this many legal
/// moves (a pass counts as one).
pub const TINY_MOBILITY: usize = 2;
/// [`Aim::CannotTip`] proves at most this many positions of a game (a long game may squeeze
/// the opponent for dozens of plies, and a proof that finds no win is the costly kind).
pub const SQUEEZES_PER_GAME: usize = 12;
/// How far back from a game's end [`Aim::LongWin`] and [`Aim::Defence`] look, in plies (a
/// win in 5 is nine plies).
const WINDOW: usize = 16;

/// The aimed run of `options` (its `aim` set) in game `G`.
pub(crate) fn generate_aimed_as<G: Openings>(
    aim: Aims,
    options: &GenerateOptions,
    seen: &mut HashSet<String>,
    found: &mut dyn FnMut(&Generated),
    stop: &AtomicBool,
) -> Result<GenerateReport, PuzzleError> {
    if aim.contains(Aim::CannotTip) && G::KIND != engine::GameKind::Deblockle {
        return Err(PuzzleError::Format(format!(
            "the aim cannot-tip is a Deblockle aim, not a {} one",
            G::KIND
        )));
    }
    let mut report = GenerateReport::default();
    for index in options.first_game..options.first_game.saturating_add(options.games) {
        let Some(mut engine_game) = EngineGame::<G>::new(options.seed, index) else {
            continue;
        };
        let positions = engine_game.play_out(options.turn_cap, stop);
        if stop.load(Ordering::Relaxed) {
            return Err(PuzzleError::Cancelled);
        }
        let mut candidates = Vec::new();
        if aim.contains(Aim::LongWin) || aim.contains(Aim::Defence) {
            let mut solver: Solver<'_, G, AtomicBool> = Solver::new(&[], stop);
            candidates = before_the_win(&mut solver, &positions, aim, options.proof_nodes, stop)?;
        }
        if aim.contains(Aim::CannotTip) {
            candidates.extend(low_mobility(&positions));
        }
        let mut kept = 0;
        for (ply, find) in candidates {
            if kept >= options.max_per_game {
                break;
            }
            let position = positions[ply];
            if seen.contains(&canonical(&position)) {
                continue;
            }
            report.candidates += 1;
            let started = Instant::now();
            if let Some(puzzle) = report.proven(
                prove(&position, &find, aim, options.proof_nodes, stop),
                stop,
            )? {
                seen.insert(canonical(&position));
                report.puzzles += 1;
                kept += 1;
                found(&Generated {
                    puzzle,
                    game_index: index,
                    ply,
                    elapsed: started.elapsed(),
                });
            }
        }
        report.games += 1;
    }
    Ok(report)
}

/// The proof of one candidate, by a fresh solver capped at `proof_nodes`: the puzzle, rated,
/// if its claim is proven and is what `aim` looks for.
fn prove<G: Openings>(
    position: &G,
    find: &FindOptions,
    aim: Aims,
    proof_nodes: u64,
    stop: &AtomicBool,
) -> Result<Option<super::format::Puzzle>, PuzzleError> {
    let mut solver: Solver<'_, G, AtomicBool> = Solver::new(&[], stop);
    solver.set_node_cap(proof_nodes);
    let Some((kind, solution)) = find_claim(&mut solver, position, find)? else {
        return Ok(None);
    };
    let mut puzzle = make_puzzle(&mut solver, position, &[], kind, &solution, false, stop)?;
    if !aim.wants(kind, &puzzle.themes) {
        return Ok(None);
    }
    puzzle.rating = rating::measure(position, &[], kind, &solution, stop)?.rating();
    Ok(Some(puzzle))
}

/// The find options of the aims: a win within 5 or a defence within
/// [`AIMED_DEFENCE`], as the shipped sets (a win in 1 with one winning move).
fn find_options(wins: bool) -> FindOptions {
    FindOptions {
        max_win: if wins { super::MAX_MOVES } else { 0 },
        max_defence: if wins { 0 } else { AIMED_DEFENCE },
        unique_win_in_one: true,
        rate: false,
    }
}

/// [`Aim::LongWin`] and [`Aim::Defence`]'s candidates in a played-out game (`positions`):
/// walking back from the end, the winner's positions proven 4 or 5 moves from a win, or the
/// defender's positions just before one proven within [`DEFENCE_BEFORE_WIN`]; latest
/// first. None beyond the first of the winner's positions that is no proven win within the
/// horizon (5 for long wins, else 3).
fn before_the_win<G: Openings>(
    solver: &mut Solver<'_, G, AtomicBool>,
    positions: &[G],
    aim: Aims,
    proof_nodes: u64,
    stop: &AtomicBool,
) -> Result<Vec<(usize, FindOptions)>, PuzzleError> {
    let long = aim.contains(Aim::LongWin);
    let defence = aim.contains(Aim::Defence);
    // How far to ask: a long win needs 5; a defence only the wins within 3 after it.
    let horizon = if long {
        super::MAX_MOVES
    } else {
        DEFENCE_BEFORE_WIN
    };
    let Some(winner) = positions.last().and_then(winner) else {
        return Ok(Vec::new());
    };
    let last = positions.len() - 1;
    let first = FIRST_PLY.max(last.saturating_sub(WINDOW));
    let mut candidates = Vec::new();
    // The winner's distance to its win from the position one ply later, when proven.
    let mut next_distance: Option<u8> = None;
    for ply in (first..last).rev() {
        let position = &positions[ply];
        if position.side_to_move() == winner {
            solver.set_node_cap(proof_nodes);
            let distance = within_budget(solver.win_distance(position, horizon), stop)?;
            let Some(d) = distance.flatten() else { break };
            if long && d >= super::aims::LONG_WIN {
                candidates.push((ply, find_options(true)));
            }
            next_distance = Some(d);
        } else {
            if defence && next_distance.is_some_and(|d| d <= DEFENCE_BEFORE_WIN) {
                candidates.push((ply, find_options(false)));
            }
            next_distance = None;
        }
    }
    Ok(candidates)
}

/// The winner of a finished game.
fn winner<G: Openings>(position: &G) -> Option<Player> {
    match position.outcome() {
        Some(Outcome::Win { winner, .. }) => Some(winner),
        _ => None,
    }
}

/// [`Aim::CannotTip`]'s candidates, at most [`SQUEEZES_PER_GAME`]: first the positions 1, 3,
/// 5 and 7 plies before one where the game itself left its side to move a single legal move
/// (a pass, or one tip), latest first; then those (from the fifth ply, unfinished) where some
/// move of the side to move leaves the opponent at most [`TINY_MOBILITY`] legal moves, the
/// tightest squeeze first. (Looking three plies deep for a pass flags most positions, and the
/// proof of a position with no win is the costly kind.)
fn low_mobility<G: Openings>(positions: &[G]) -> Vec<(usize, FindOptions)> {
    let mut moves = Vec::new();
    let mut plies: Vec<usize> = Vec::new();
    for (ply, p) in positions.iter().enumerate().rev() {
        p.legal_moves(&mut moves);
        if p.outcome().is_none() && moves.len() == 1 {
            for before in [1, 3, 5, 7] {
                match ply.checked_sub(before) {
                    Some(at) if at >= FIRST_PLY && !plies.contains(&at) => plies.push(at),
                    _ => {}
                }
            }
        }
    }
    let mut squeezed: Vec<(usize, usize)> = positions
        .iter()
        .enumerate()
        .skip(FIRST_PLY)
        .filter(|&(_, p)| p.outcome().is_none())
        .filter_map(|(ply, p)| {
            least_mobility(p)
                .filter(|&m| m <= TINY_MOBILITY)
                .map(|m| (m, ply))
        })
        .collect();
    squeezed.sort_unstable();
    for (_, ply) in squeezed {
        if !plies.contains(&ply) {
            plies.push(ply);
        }
    }
    plies.truncate(SQUEEZES_PER_GAME);
    plies
        .into_iter()
        .map(|ply| (ply, find_options(true)))
        .collect()
}

/// The fewest legal moves any move of the side to move in `position` leaves the other side
/// (a pass counts as one); `None` if every move ends the game.
fn least_mobility<G: Openings>(position: &G) -> Option<usize> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let mut replies = Vec::new();
    moves
        .into_iter()
        .filter_map(|mv| {
            let mut after = *position;
            after.play(mv);
            if after.outcome().is_some() {
                return None;
            }
            after.legal_moves(&mut replies);
            Some(replies.len())
        })
        .min()
}
