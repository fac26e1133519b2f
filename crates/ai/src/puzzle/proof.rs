//! The proof of a puzzle: every claim re-checked by the exact [`Solver`], by the rules of
//! `docs/puzzles.md`.

use crate::control::Interrupt;
use engine::with_game;

use super::error::PuzzleError;
use super::format::{Puzzle, PuzzleKind};
use super::games::{parse, PuzzleGame};
use super::solver::{Ending, Solver};

/// Re-proves `puzzle` from scratch: its shape, its id, its claim, the solution's
/// uniqueness and longest defences, and its themes (the rating is a measurement, not a
/// claim, and is not re-measured).
/// `Ok(())` is a proof; a refuted rule is [`PuzzleError::NotProven`], a cancelled search
/// [`PuzzleError::Cancelled`].
pub fn verify<S: Interrupt + ?Sized>(puzzle: &Puzzle, stop: &S) -> Result<(), PuzzleError> {
    with_game!(puzzle.game, G => verify_as::<G, S>(puzzle, stop))
}

fn verify_as<G: PuzzleGame, S: Interrupt + ?Sized>(
    puzzle: &Puzzle,
    stop: &S,
) -> Result<(), PuzzleError> {
    let parsed =
        parse::<G>(puzzle).map_err(|e| PuzzleError::not_proven(&puzzle.id, e.to_string()))?;
    let mut solver = Solver::new(&parsed.history, stop);
    let fail = |reason: String| Err(PuzzleError::not_proven(&puzzle.id, reason));
    if solver.is_drawn(&parsed.start) {
        return fail("the position is drawn by repetition".into());
    }
    let expected_id = super::games::puzzle_id(&parsed.start);
    if puzzle.history.is_empty() && puzzle.id != expected_id {
        return fail(format!("its id should be {expected_id}"));
    }
    let refuted = match puzzle.kind {
        PuzzleKind::Win { moves } => {
            check_win(&mut solver, &parsed.start, moves, &parsed.solution)?
        }
        PuzzleKind::Defence { moves } => {
            check_defence(&mut solver, &parsed.start, moves, parsed.solution[0])?
        }
    };
    if let Some(reason) = refuted {
        return fail(reason);
    }
    let themes = super::themes::derive(&mut solver, &parsed.start, puzzle.kind, &parsed.solution)?;
    if themes != puzzle.themes {
        let keys: Vec<&str> = themes.iter().map(|t| t.key()).collect();
        return fail(format!("its themes should be {}", keys.join(",")));
    }
    Ok(())
}

/// Whether `mv` wins for the side to move in `position` within `k` moves (`mv` itself
/// counting as the first): it wins at once, or leaves the opponent losing within `k - 1`.
pub(crate) fn move_wins_within<G: PuzzleGame, S: Interrupt + ?Sized>(
    solver: &mut Solver<'_, G, S>,
    position: &G,
    mv: G::Move,
    k: u8,
) -> Result<bool, PuzzleError> {
    let (after, ending) = solver.ending(position, mv);
    Ok(match ending {
        Ending::Win => true,
        Ending::None if k > 1 => solver.loses_within(&after, k - 1)?,
        _ => false,
    })
}

/// The claim `win N` with this solution: `None` if proven, else the rule it breaks.
pub(crate) fn check_win<G: PuzzleGame, S: Interrupt + ?Sized>(
    solver: &mut Solver<'_, G, S>,
    start: &G,
    n: u8,
    solution: &[G::Move],
) -> Result<Option<String>, PuzzleError> {
    if !solver.wins_within(start, n)? {
        return Ok(Some(format!("no forced win within {n}")));
    }
    if n > 1 && solver.wins_within(start, n - 1)? {
        return Ok(Some(format!("it wins faster, within {}", n - 1)));
    }
    let mut position = *start;
    let mut moves = Vec::new();
    for i in 0..usize::from(n) {
        let left = n - i as u8;
        let chosen = solution[2 * i];
        if left == 1 {
            if solver.ending(&position, chosen).1 != Ending::Win {
                return Ok(Some(format!("the last move {chosen} does not win at once")));
            }
            return Ok(None);
        }
        position.legal_moves(&mut moves);
        for &mv in &moves.clone() {
            let wins = move_wins_within(solver, &position, mv, left)?;
            if mv == chosen && !wins {
                return Ok(Some(format!(
                    "move {} ({mv}) does not win within {left}",
                    i + 1
                )));
            }
            if mv != chosen && wins {
                return Ok(Some(format!(
                    "a second solution at move {}: {mv} also wins within {left}",
                    i + 1
                )));
            }
        }
        position.play(chosen);
        let reply = solution[2 * i + 1];
        let longest = longest_defences(solver, &position, left - 1)?;
        if !longest.contains(&reply) {
            return Ok(Some(format!(
                "the reply {reply} at move {} is not a longest defence",
                i + 1
            )));
        }
        position.play(reply);
    }
    Ok(None)
}

/// The replies in `position` (the defender to move, losing within `k`) that put off the
/// loss longest, in move order; empty if one of them ends the game at once (a defence that
/// loses at once is never the longest unless all do, and then the line has no next move).
pub(crate) fn longest_defences<G: PuzzleGame, S: Interrupt + ?Sized>(
    solver: &mut Solver<'_, G, S>,
    position: &G,
    k: u8,
) -> Result<Vec<G::Move>, PuzzleError> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let mut best: Option<u8> = None;
    let mut longest = Vec::new();
    for mv in moves {
        let (after, ending) = solver.ending(position, mv);
        if ending != Ending::None {
            continue;
        }
        // Proven: the defender loses within k whatever it does.
        let Some(d) = solver.win_distance(&after, k)? else {
            return Ok(Vec::new());
        };
        match best {
            Some(b) if d < b => {}
            Some(b) if d == b => longest.push(mv),
            _ => {
                best = Some(d);
                longest = vec![mv];
            }
        }
    }
    Ok(longest)
}

/// The claim `only K` with the saving move `saving`: `None` if proven, else the rule it
/// breaks.
pub(crate) fn check_defence<G: PuzzleGame, S: Interrupt + ?Sized>(
    solver: &mut Solver<'_, G, S>,
    start: &G,
    k: u8,
    saving: G::Move,
) -> Result<Option<String>, PuzzleError> {
    if solver.ending(start, saving).1 == Ending::Win {
        return Ok(Some(format!(
            "{saving} wins at once: a win in 1, not a defence"
        )));
    }
    let mut moves = Vec::new();
    start.legal_moves(&mut moves);
    if moves.len() < 2 {
        return Ok(Some("there is only one legal move".into()));
    }
    for mv in moves {
        let loses = solver.move_loses_within(start, mv, k)?;
        if mv == saving && loses {
            return Ok(Some(format!(
                "the saving move {mv} lets the opponent win within {k}"
            )));
        }
        if mv != saving && !loses {
            return Ok(Some(format!(
                "{mv} also keeps the opponent from winning within {k}"
            )));
        }
    }
    Ok(None)
}
