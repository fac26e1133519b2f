//! A proven puzzle's themes, derived from its claim and solution (never set by hand): the
//! win-in-N or defence theme, the only move, and the game's own ([`PuzzleGame::game_themes`]).

use crate::control::Interrupt;

use super::error::PuzzleError;
use super::format::{PuzzleKind, Theme};
use super::games::PuzzleGame;
use super::solver::Solver;

/// The bound, in the opponent's moves, of [`Theme::OnlyMove`]'s losses.
const ONLY_MOVE_BOUND: u8 = 2;

/// The themes of a proven puzzle, sorted, each once.
///
/// [`Theme::OnlyMove`] on a win in N: every other first move lets the opponent force a win
/// within N of its moves, at most 2 (the win must be found, or the game is lost at once). On a defence it is
/// [`Theme::Defence`]'s meaning already and is not added.
pub(crate) fn derive<G: PuzzleGame, S: Interrupt + ?Sized>(
    solver: &mut Solver<'_, G, S>,
    start: &G,
    kind: PuzzleKind,
    solution: &[G::Move],
) -> Result<Vec<Theme>, PuzzleError> {
    let mut themes = G::game_themes(start, kind, solution);
    match kind {
        PuzzleKind::Win { moves } => {
            themes.extend(Theme::win_in(moves));
            if only_move(solver, start, moves.min(ONLY_MOVE_BOUND), solution[0])? {
                themes.push(Theme::OnlyMove);
            }
        }
        PuzzleKind::Defence { .. } => themes.push(Theme::Defence),
    }
    themes.sort();
    themes.dedup();
    Ok(themes)
}

/// Whether every first move but `chosen` lets the opponent force a win within `k`.
fn only_move<G: PuzzleGame, S: Interrupt + ?Sized>(
    solver: &mut Solver<'_, G, S>,
    start: &G,
    k: u8,
    chosen: G::Move,
) -> Result<bool, PuzzleError> {
    let mut moves = Vec::new();
    start.legal_moves(&mut moves);
    if moves.len() < 2 {
        return Ok(false);
    }
    for mv in moves {
        if mv != chosen && !solver.move_loses_within(start, mv, k)? {
            return Ok(false);
        }
    }
    Ok(true)
}
