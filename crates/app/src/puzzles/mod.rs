//! Puzzles: the shipped sets and the personal puzzles, solved on the real board, with the
//! person's puzzle rating per game kept in the store.
//!
//! The puzzles, their proofs and the judge of a move are the AI crate's
//! ([`ai::puzzle`]); the rating maths and the progress are the store's ([`store::glicko`],
//! [`store::puzzles`]); this module chooses the next puzzle near the person's rating
//! ([`choose`]), keeps the one being solved ([`mod@session`]) and records each attempt's result.
//! A puzzle lives in its own state: it never touches the game in play.
//!
//! Locks: the puzzle's lock is taken before the store's (autosave's), never the other way.

pub mod choose;
pub mod session;

#[cfg(test)]
mod tests;

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use ai::puzzle::{Puzzle, PuzzleSet, Theme};
use engine::GameKind;
use store::{Attempt, Store};

pub use session::{GamePuzzle, Personal, Played, PuzzleSession};

use crate::error::{AppError, AppResult};
use crate::ipc::puzzles::{
    PuzzleChoice, PuzzleProgressView, PuzzleView, RatingChange, RatingPointView, RatingView,
    ThemeCount,
};
use crate::session::AppGame;

/// The shipped set of `kind`, read once.
pub fn shipped(kind: GameKind) -> AppResult<&'static PuzzleSet> {
    /// Each game's set, in the order of [`GameKind::ALL`].
    static SETS: [OnceLock<Result<PuzzleSet, String>>; GameKind::ALL.len()] =
        [const { OnceLock::new() }; GameKind::ALL.len()];
    let index = GameKind::ALL
        .iter()
        .position(|&k| k == kind)
        .ok_or_else(|| {
            AppError::Internal(format!("{} is not a game of this build", kind.name()))
        })?;
    SETS[index]
        .get_or_init(|| ai::puzzle::shipped(kind).map_err(|e| e.to_string()))
        .as_ref()
        .map_err(|e| AppError::Internal(format!("the {} puzzles: {e}", kind.name())))
}

/// The puzzle open on the puzzles screen, if any, and the cancel flag of the refutation
/// being searched for it.
#[derive(Default)]
pub struct PuzzleState(Mutex<Open>);

/// What [`PuzzleState`] holds.
#[derive(Default)]
pub struct Open {
    /// The puzzle being solved.
    pub puzzle: Option<GamePuzzle>,
    /// Set to stop the refutation being searched (the puzzle left or replaced).
    pub stop: Arc<AtomicBool>,
}

impl Open {
    /// The open puzzle; refused when none is.
    pub fn puzzle(&mut self) -> AppResult<&mut GamePuzzle> {
        self.puzzle
            .as_mut()
            .ok_or_else(|| AppError::Refused("no puzzle is open".into()))
    }

    /// Puts `puzzle` on the screen, stopping any search for the one before.
    pub fn replace(&mut self, puzzle: Option<GamePuzzle>) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        self.stop = Arc::new(AtomicBool::new(false));
        self.puzzle = puzzle;
    }
}

impl PuzzleState {
    /// The lock on the open puzzle.
    pub fn lock(&self) -> AppResult<MutexGuard<'_, Open>> {
        self.0
            .lock()
            .map_err(|_| AppError::Internal("puzzle lock poisoned".into()))
    }
}

/// A session of `puzzle` (of whichever game), with the person's rating and streak.
pub fn session(puzzle: Puzzle, personal: Option<Personal>, store: &Store) -> AppResult<GamePuzzle> {
    fn open_as<G: AppGame + engine::Listed>(
        puzzle: Puzzle,
        personal: Option<Personal>,
        rating: RatingView,
        streak: u32,
    ) -> AppResult<GamePuzzle> {
        Ok(GamePuzzle::from(PuzzleSession::<G>::new(
            puzzle, personal, rating, streak,
        )?))
    }
    let kind = puzzle.game;
    let progress = store.puzzle_progress(kind)?;
    engine::with_game!(kind, G => {
        open_as::<G>(puzzle, personal, progress.rating.into(), progress.streak)
    })
}

/// A seed that differs from one call to the next.
fn seed() -> u64 {
    crate::clock::seed()
}

/// The personal puzzles of `kind`, read back. One that no longer reads (a puzzle format this
/// version does not know, a damaged row) is left out and logged, never offered half-read.
fn personal_puzzles(store: &Store, kind: GameKind) -> AppResult<Vec<(Puzzle, Personal)>> {
    Ok(store
        .personal_puzzles(Some(kind))?
        .into_iter()
        .filter_map(|p| {
            let read = serde_json::from_str::<Puzzle>(&p.text)
                .map_err(|e| e.to_string())
                .and_then(|puzzle| match puzzle.check_shape() {
                    Ok(()) if puzzle.game == kind => Ok(puzzle),
                    Ok(()) => Err(format!("a {} puzzle", puzzle.game)),
                    Err(e) => Err(e.to_string()),
                });
            match read {
                Ok(puzzle) => Some((puzzle, Personal { game: p.game })),
                Err(why) => {
                    log::warn!("personal puzzle {} left out: {why}", p.puzzle);
                    None
                }
            }
        })
        .collect())
}

/// The next puzzle of `kind` from `choice`, near the person's rating, other than `current`.
pub fn next(
    store: &Store,
    kind: GameKind,
    choice: &PuzzleChoice,
    current: Option<&str>,
) -> AppResult<GamePuzzle> {
    let attempted = store.attempted_puzzles(kind)?;
    let rating = store.puzzle_rating(kind)?.glicko.rating;
    let (puzzle, personal) = match choice {
        PuzzleChoice::Mine => {
            let mine = personal_puzzles(store, kind)?;
            let refs: Vec<&Puzzle> = mine.iter().map(|(p, _)| p).collect();
            let chosen =
                choose::choose(&refs, rating, &attempted, current, seed()).ok_or_else(|| {
                    AppError::Refused(format!("no puzzle from your own {} games yet", kind.name()))
                })?;
            let found = mine
                .iter()
                .find(|(p, _)| p.id == chosen.id)
                .map(|(p, personal)| (p.clone(), Some(*personal)));
            found.ok_or_else(|| AppError::Internal("a chosen puzzle went missing".into()))?
        }
        PuzzleChoice::Any | PuzzleChoice::Theme { .. } => {
            let theme = match choice {
                PuzzleChoice::Theme { theme } => Some(
                    theme
                        .parse::<Theme>()
                        .ok()
                        .filter(|t| t.applies_to(kind))
                        .ok_or_else(|| {
                            AppError::InvalidInput(format!("no theme {theme:?} in {}", kind.name()))
                        })?,
                ),
                _ => None,
            };
            let set = shipped(kind)?;
            let refs: Vec<&Puzzle> = set
                .puzzles
                .iter()
                .filter(|p| theme.is_none_or(|t| p.themes.contains(&t)))
                .collect();
            let chosen = choose::choose(&refs, rating, &attempted, current, seed())
                .ok_or_else(|| AppError::Refused("no puzzle has this theme".into()))?;
            (chosen.clone(), None)
        }
    };
    session(puzzle, personal, store)
}

/// Records the attempt's result if the last action decided it, and tells the session what
/// it did to the rating.
pub fn record(puzzle: &mut GamePuzzle, store: &mut Store) -> AppResult<()> {
    let Some(outcome) = puzzle.outcome() else {
        return Ok(());
    };
    let rated = puzzle.personal().is_none();
    let p = puzzle.puzzle();
    let record = store.record_attempt(&Attempt {
        kind: p.game,
        puzzle: p.id.clone(),
        puzzle_rating: p.rating,
        solved: outcome.solved,
        rated,
    })?;
    let change = rated.then(|| RatingChange {
        before: record.before.into(),
        after: record.after.into(),
    });
    puzzle.recorded(change, record.streak);
    Ok(())
}

/// The person's puzzles in `kind`: rating, history, streaks, themes.
pub fn progress(store: &Store, kind: GameKind) -> AppResult<PuzzleProgressView> {
    let progress = store.puzzle_progress(kind)?;
    let history = store
        .puzzle_history(kind)?
        .into_iter()
        .map(|p| RatingPointView {
            at: p.at,
            rating: p.rating.round() as i32,
            deviation: p.deviation.round() as i32,
        })
        .collect();
    let attempted = store.attempted_puzzles(kind)?;
    let set = shipped(kind)?;
    let mut counts: HashMap<Theme, (u32, u32)> = HashMap::new();
    for p in &set.puzzles {
        let solved = u32::from(attempted.get(&p.id) == Some(&true));
        for theme in &p.themes {
            let entry = counts.entry(*theme).or_default();
            entry.0 += 1;
            entry.1 += solved;
        }
    }
    let themes = Theme::ALL
        .into_iter()
        .filter_map(|t| {
            counts.get(&t).map(|(puzzles, solved)| ThemeCount {
                theme: t.key().to_owned(),
                puzzles: *puzzles,
                solved: *solved,
            })
        })
        .collect();
    let mine = personal_puzzles(store, kind)?;
    let unsolved = mine
        .iter()
        .filter(|(p, _)| attempted.get(&p.id) != Some(&true))
        .count();
    Ok(PuzzleProgressView {
        game: kind,
        rating: progress.rating.into(),
        streak: progress.streak,
        best_streak: progress.best_streak,
        attempts: progress.attempts,
        solved: progress.solved,
        history,
        themes,
        puzzles: u32::try_from(set.puzzles.len()).unwrap_or(u32::MAX),
        personal: u32::try_from(mine.len()).unwrap_or(u32::MAX),
        personal_unsolved: u32::try_from(unsolved).unwrap_or(u32::MAX),
    })
}

/// The view of the open puzzle.
pub fn view(open: &mut Open) -> AppResult<PuzzleView> {
    Ok(open.puzzle()?.view())
}
