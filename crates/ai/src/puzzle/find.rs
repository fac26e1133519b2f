//! Finding a puzzle in a position: the claim and solution by the proof rules, then its
//! themes and rating. [`find_puzzle`] does it for a position of a person's own game.

use engine::with_game;
use engine::GameKind;

use crate::control::Interrupt;

use super::error::PuzzleError;
use super::format::{Puzzle, PuzzleKind};
use super::games::{parse_position, puzzle_id, PuzzleGame};
use super::proof::{longest_defences, move_wins_within};
use super::solver::{Ending, Solver};
use super::{rating, themes, MAX_MOVES};

/// What [`find_puzzle`] (and the generator) look for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FindOptions {
    /// The longest win looked for, in the solver's moves (1 to 5; 0: none).
    pub max_win: u8,
    /// The longest defence claim looked for, in the opponent's moves (1 to 5; 0: none).
    pub max_defence: u8,
    /// Whether a win in 1 must have a single winning move (the shipped sets: a position
    /// with two wins at once teaches nothing); a person's missed win in 1 is kept anyway.
    pub unique_win_in_one: bool,
    /// Whether to measure the rating (a few level searches, [`rating`]); if not, the
    /// rating is [`UNRATED`].
    pub rate: bool,
}

/// The rating of a puzzle found with `rate: false`: the middle of the scale.
pub const UNRATED: u16 = 1_500;

impl FindOptions {
    /// For a person's own games: wins in up to 3, defences within 2, rated.
    pub const PERSONAL: FindOptions = FindOptions {
        max_win: 3,
        max_defence: 2,
        unique_win_in_one: false,
        rate: true,
    };
}

impl Default for FindOptions {
    fn default() -> Self {
        FindOptions::PERSONAL
    }
}

/// The puzzle in `position` (notation of `game`), reached after `history` (the game's
/// earlier positions, oldest first, for the repetition rule), if it has one by the proof
/// rules of `docs/puzzles.md`: a win within `options.max_win` with a single solution, or
/// one move alone saving within `options.max_defence`. Every claim is proven by complete
/// search. `stop` cancels it ([`PuzzleError::Cancelled`]) or, an
/// [`crate::AnalysisControl`], pauses it where it stands. The puzzle's `history` is
/// `history` when the repetition rule could matter (Gobblet), else empty.
pub fn find_puzzle<S: Interrupt + ?Sized>(
    game: GameKind,
    position: &str,
    history: &[String],
    options: &FindOptions,
    stop: &S,
) -> Result<Option<Puzzle>, PuzzleError> {
    with_game!(game, G => {
        let start: G = parse_position(position)?;
        let past = history
            .iter()
            .map(|p| parse_position::<G>(p))
            .collect::<Result<Vec<G>, _>>()?;
        let mut solver = Solver::new(&past, stop);
        find_as::<G, S>(&mut solver, &start, &past, options, stop)
    })
}

/// [`find_puzzle`] in game `G` with a solver of the game's history.
pub(crate) fn find_as<G: PuzzleGame, S: Interrupt + ?Sized>(
    solver: &mut Solver<'_, G, S>,
    start: &G,
    history: &[G],
    options: &FindOptions,
    stop: &S,
) -> Result<Option<Puzzle>, PuzzleError> {
    let Some((kind, solution)) = find_claim(solver, start, options)? else {
        return Ok(None);
    };
    make_puzzle(solver, start, history, kind, &solution, options.rate, stop).map(Some)
}

/// The puzzle of a proven claim and solution from `start` (after `history`): its themes
/// derived, its rating measured if `rate` (else [`UNRATED`]).
pub(crate) fn make_puzzle<G: PuzzleGame, S: Interrupt + ?Sized>(
    solver: &mut Solver<'_, G, S>,
    start: &G,
    history: &[G],
    kind: PuzzleKind,
    solution: &[G::Move],
    rate: bool,
    stop: &S,
) -> Result<Puzzle, PuzzleError> {
    let themes = themes::derive(solver, start, kind, solution)?;
    let rating = if rate {
        rating::measure(start, history, kind, solution, stop)?.rating()
    } else {
        UNRATED
    };
    let keep_history = G::THREEFOLD_REPETITION_DRAWS && !history.is_empty();
    Ok(Puzzle {
        id: puzzle_id(start),
        game: G::KIND,
        position: start.format_position(),
        history: if keep_history {
            history.iter().map(|p| p.format_position()).collect()
        } else {
            Vec::new()
        },
        kind,
        solution: solution.iter().map(ToString::to_string).collect(),
        themes,
        rating,
    })
}

/// A claim and its solution.
pub(crate) type Claim<G> = (PuzzleKind, Vec<<G as engine::Game>::Move>);

/// The claim and solution of `start`, if it is a puzzle.
pub(crate) fn find_claim<G: PuzzleGame, S: Interrupt + ?Sized>(
    solver: &mut Solver<'_, G, S>,
    start: &G,
    options: &FindOptions,
) -> Result<Option<Claim<G>>, PuzzleError> {
    if start.outcome().is_some() || solver.is_drawn(start) {
        return Ok(None);
    }
    if let Some(n) = solver.win_distance(start, options.max_win.min(MAX_MOVES))? {
        let line = win_line(solver, start, n, n == 1 && options.unique_win_in_one)?;
        return Ok(line.map(|l| (PuzzleKind::Win { moves: n }, l)));
    }
    defence(solver, start, options.max_defence.min(MAX_MOVES))
}

/// The solution of a win in `left` from `position`: the single move that wins within
/// `left` at each step (any win at once on the last, the first in move order; the single
/// one if `unique_last`), and between them a longest defence after which the rest is a
/// puzzle too. `None` if some step has a second solution.
fn win_line<G: PuzzleGame, S: Interrupt + ?Sized>(
    solver: &mut Solver<'_, G, S>,
    position: &G,
    left: u8,
    unique_last: bool,
) -> Result<Option<Vec<G::Move>>, PuzzleError> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let mut winners = Vec::new();
    for &mv in &moves {
        let wins = if left == 1 {
            solver.ending(position, mv).1 == Ending::Win
        } else {
            move_wins_within(solver, position, mv, left)?
        };
        if wins {
            winners.push(mv);
            if left == 1 && !unique_last {
                break;
            }
            if winners.len() > 1 {
                return Ok(None);
            }
        }
    }
    let Some(&chosen) = winners.first() else {
        return Ok(None);
    };
    if left == 1 {
        return Ok(Some(vec![chosen]));
    }
    let mut after = *position;
    after.play(chosen);
    for reply in longest_defences(solver, &after, left - 1)? {
        let mut next = after;
        next.play(reply);
        if let Some(rest) = win_line(solver, &next, left - 1, false)? {
            let mut line = vec![chosen, reply];
            line.extend(rest);
            return Ok(Some(line));
        }
    }
    Ok(None)
}

/// A defence: the smallest `k` up to `max` at which exactly one move does not let the
/// opponent force a win within `k` (a move that wins at once is no defence).
fn defence<G: PuzzleGame, S: Interrupt + ?Sized>(
    solver: &mut Solver<'_, G, S>,
    start: &G,
    max: u8,
) -> Result<Option<Claim<G>>, PuzzleError> {
    let mut saving = Vec::new();
    start.legal_moves(&mut saving);
    if saving.len() < 2 {
        return Ok(None);
    }
    for k in 1..=max {
        let mut still = Vec::with_capacity(saving.len());
        for &mv in &saving {
            if !solver.move_loses_within(start, mv, k)? {
                still.push(mv);
            }
        }
        saving = still;
        match saving.as_slice() {
            [] => return Ok(None),
            [only] if solver.ending(start, *only).1 != Ending::Win => {
                return Ok(Some((PuzzleKind::Defence { moves: k }, vec![*only])));
            }
            [_] => return Ok(None),
            _ => {}
        }
    }
    Ok(None)
}
