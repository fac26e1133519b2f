//! Judging a person's moves while they solve: [`judge_move`] says at once whether a move is
//! right and what the opponent answers; [`refutation`] finds the answer to a wrong move.

use engine::with_game;
use engine::Game;

use crate::control::Interrupt;
use crate::player::Ai;

use super::error::PuzzleError;
use super::format::{Puzzle, PuzzleKind};
use super::games::{parse, parse_move, PuzzleGame};
use super::solver::{Ending, Solver};

/// The verdict on one of the solver's moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveJudgement {
    /// The move is the solution's (or, on the last move, any move that wins at once).
    Correct {
        /// The opponent's reply to play next (the solution's), in notation; `None` when the
        /// puzzle is solved.
        reply: Option<String>,
        /// Whether this was the solution's last move: the puzzle is solved.
        solved: bool,
    },
    /// Not the solution: call [`refutation`] for the opponent's answer.
    Wrong,
}

/// Judges the solver's move `mv` (notation) after `played`, the moves so far (the
/// solution's, both sides', in the order played; empty at the start).
///
/// A move is correct when it is the solution's move, or, for the solution's last solver
/// move of a win puzzle, any move that wins at once. Errors: `played` is not a prefix of
/// the solution that ends before a solver move ([`PuzzleError::OffSolution`]), the puzzle
/// is already solved ([`PuzzleError::Solved`]), or `mv` is not a legal move
/// ([`PuzzleError::Notation`]). Instant: no search.
pub fn judge_move(
    puzzle: &Puzzle,
    played: &[String],
    mv: &str,
) -> Result<MoveJudgement, PuzzleError> {
    with_game!(puzzle.game, G => judge_as::<G>(puzzle, played, mv))
}

fn judge_as<G: PuzzleGame>(
    puzzle: &Puzzle,
    played: &[String],
    mv: &str,
) -> Result<MoveJudgement, PuzzleError> {
    let parsed = parse::<G>(puzzle)?;
    let position = position_after(&parsed.start, &parsed.solution, played)?;
    let index = played.len();
    let mv = parse_move(&position, mv)?;
    let expected = parsed.solution[index];
    let last = index + 1 == parsed.solution.len();
    let wins_at_once = || {
        let mut after = position;
        after.play(mv);
        matches!(after.outcome(), Some(engine::Outcome::Win { winner, .. }) if winner == position.side_to_move())
    };
    let correct =
        mv == expected || (last && matches!(puzzle.kind, PuzzleKind::Win { .. }) && wins_at_once());
    Ok(if correct {
        MoveJudgement::Correct {
            reply: puzzle.solution.get(index + 1).cloned(),
            solved: last,
        }
    } else {
        MoveJudgement::Wrong
    })
}

/// The position after `played`, checked to be the solution so far and to leave a solver
/// move to make.
fn position_after<G: PuzzleGame>(
    start: &G,
    solution: &[G::Move],
    played: &[String],
) -> Result<G, PuzzleError> {
    if played.len() > solution.len() {
        return Err(PuzzleError::OffSolution);
    }
    let mut position = *start;
    for (text, &mv) in played.iter().zip(solution) {
        let got = parse_move(&position, text).map_err(|_| PuzzleError::OffSolution)?;
        if got != mv {
            return Err(PuzzleError::OffSolution);
        }
        position.play(mv);
    }
    if played.len() == solution.len() {
        return Err(PuzzleError::Solved);
    }
    if played.len() % 2 == 1 {
        return Err(PuzzleError::OffSolution);
    }
    Ok(position)
}

/// The opponent's answer to a wrong move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refutation {
    /// The opponent's reply, in notation.
    pub reply: String,
    /// When proven: the opponent then wins within this many of its own moves, the reply
    /// included (1: the reply wins at once). `None`: the reply is the search's best move
    /// and no forced win was found within the bound looked at.
    pub wins_in: Option<u8>,
}

/// The opponent's longest look for a proven win after a wrong move, in its own moves.
const REFUTE_MAX: u8 = 3;
/// The exact look gives up after this many positions and the search answers instead.
const REFUTE_NODES: u64 = 2_000_000;

/// The opponent's best reply to the solver's wrong move `wrong` after `played`: the
/// quickest proven win if the opponent has one within a few moves (exact search), else the
/// AI's best move at full strength (level 5's limits). `Ok(None)` when the wrong move ends
/// the game (it loses or draws at once: there is nothing to answer). Cancelled by `stop`
/// ([`PuzzleError::Cancelled`]); takes at most about a second.
pub fn refutation<S: Interrupt + ?Sized>(
    puzzle: &Puzzle,
    played: &[String],
    wrong: &str,
    stop: &S,
) -> Result<Option<Refutation>, PuzzleError> {
    with_game!(puzzle.game, G => refutation_as::<G, S>(puzzle, played, wrong, stop))
}

fn refutation_as<G: PuzzleGame, S: Interrupt + ?Sized>(
    puzzle: &Puzzle,
    played: &[String],
    wrong: &str,
    stop: &S,
) -> Result<Option<Refutation>, PuzzleError> {
    let parsed = parse::<G>(puzzle)?;
    let position = position_after(&parsed.start, &parsed.solution, played)?;
    let mv = parse_move(&position, wrong)?;
    // The positions of the game so far, for the repetition rule.
    let mut history = parsed.history.clone();
    let mut walk = parsed.start;
    for &m in &parsed.solution[..played.len()] {
        history.push(walk);
        walk.play(m);
    }
    history.push(position);
    let mut solver = Solver::new(&history, stop);
    let (after, ending) = solver.ending(&position, mv);
    if ending != Ending::None {
        return Ok(None);
    }
    solver.set_node_cap(REFUTE_NODES);
    match quickest_win(&mut solver, &after, REFUTE_MAX) {
        Ok(Some((reply, wins_in))) => {
            return Ok(Some(Refutation {
                reply: reply.to_string(),
                wins_in: Some(wins_in),
            }))
        }
        Ok(None) => {}
        // Over the node cap: the search answers. A real cancel stops here.
        Err(PuzzleError::Cancelled) if !stop.flag().load(std::sync::atomic::Ordering::Relaxed) => {}
        Err(e) => return Err(e),
    }
    let hashes: Vec<u64> = history.iter().map(Game::zobrist).collect();
    let mut ai: Ai<G> = Ai::with_table(16, 0);
    let hint = ai.hint(
        &after,
        &hashes,
        &Ai::<G>::hint_limits(),
        stop.flag(),
        &mut |_| {},
    );
    if stop.flag().load(std::sync::atomic::Ordering::Relaxed) {
        return Err(PuzzleError::Cancelled);
    }
    Ok(hint.map(|h| Refutation {
        reply: h.best_move.to_string(),
        wins_in: None,
    }))
}

/// The side to move's quickest forced win within `max` moves: its first move and the
/// number of moves, proven.
pub(crate) fn quickest_win<G: PuzzleGame, S: Interrupt + ?Sized>(
    solver: &mut Solver<'_, G, S>,
    position: &G,
    max: u8,
) -> Result<Option<(G::Move, u8)>, PuzzleError> {
    let Some(d) = solver.win_distance(position, max)? else {
        return Ok(None);
    };
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    for mv in moves {
        if super::proof::move_wins_within(solver, position, mv, d)? {
            return Ok(Some((mv, d)));
        }
    }
    Ok(None)
}
