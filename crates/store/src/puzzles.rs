//! Puzzle progress: the person's puzzle rating per game (Glicko-2, [`crate::glicko`]), every
//! attempt with the rating it left (the history the statistics draw), and the personal
//! puzzles made from the person's own reviewed games.
//!
//! The store knows a puzzle only by its id, its game and its rating; a personal puzzle is kept
//! as the text the caller gives (one line of the puzzle format, which the AI crate reads and
//! proves), so that the store needs no rules of puzzles.

use std::collections::HashMap;

use engine::GameKind;
use rusqlite::{params, OptionalExtension, Transaction};

use crate::error::StoreError;
use crate::glicko::{Glicko, Outcome, LICHESS, PERIODS_PER_DAY};
use crate::types::GameId;
use crate::Store;

/// The deviation a puzzle's rating is taken with as the "opponent" of an attempt. The shipped
/// puzzles' ratings are calibrated, not played: about as sure as a lichess puzzle's after a
/// few hundred plays (lichess counts a rating under 75 as settled).
pub const PUZZLE_DEVIATION: f64 = 80.0;

/// At or above this deviation a rating is provisional (shown with a "?"), as on lichess.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// The milliseconds in a day.
const DAY_MS: f64 = 86_400_000.0;

/// The person's puzzle rating in one game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzleRating {
    /// The rating, its deviation and volatility ([`Glicko::DEFAULT`] before any attempt).
    pub glicko: Glicko,
    /// How many rated attempts made it.
    pub attempts: u32,
    /// When it last changed (milliseconds since the Unix epoch); `None` before any attempt.
    pub updated_at: Option<i64>,
}

impl PuzzleRating {
    /// The rating of someone who has not tried a puzzle of the game yet.
    pub const NEW: PuzzleRating = PuzzleRating {
        glicko: Glicko::DEFAULT,
        attempts: 0,
        updated_at: None,
    };

    /// Whether the rating is still provisional (its deviation at least
    /// [`PROVISIONAL_DEVIATION`]).
    pub fn provisional(&self) -> bool {
        self.glicko.deviation >= PROVISIONAL_DEVIATION
    }
}

/// One attempt at a puzzle, as the puzzle screen reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attempt {
    /// The game.
    pub kind: GameKind,
    /// The puzzle's id.
    pub puzzle: String,
    /// The puzzle's rating.
    pub puzzle_rating: u16,
    /// Solved without a wrong move (false: a wrong move was played first).
    pub solved: bool,
    /// Whether it counts for the rating (a shipped puzzle's first result does; a personal
    /// puzzle, from the person's own game, does not).
    pub rated: bool,
}

/// What recording an attempt did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AttemptRecord {
    /// The rating before the attempt.
    pub before: PuzzleRating,
    /// The rating after it (the same as `before` for an unrated attempt).
    pub after: PuzzleRating,
    /// The puzzles solved in a row in this game now, this attempt included.
    pub streak: u32,
}

/// One point of the rating's history: after a rated attempt.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingPoint {
    /// When (milliseconds since the Unix epoch).
    pub at: i64,
    /// The rating after the attempt.
    pub rating: f64,
    /// Its deviation after the attempt.
    pub deviation: f64,
}

/// What the person has done with the puzzles of one game so far.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleProgress {
    /// The rating now.
    pub rating: PuzzleRating,
    /// The puzzles solved in a row (up to the last attempt).
    pub streak: u32,
    /// The most puzzles solved in a row.
    pub best_streak: u32,
    /// Attempts in all, rated or not.
    pub attempts: u32,
    /// Attempts solved without a wrong move.
    pub solved: u32,
}

/// A personal puzzle: made from a position of one of the person's games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PersonalPuzzle {
    /// The game.
    pub kind: GameKind,
    /// The puzzle's id (in the puzzle format's own scheme).
    pub puzzle: String,
    /// The saved game it comes from, while that game is kept.
    pub game: Option<GameId>,
    /// The position's number of moves into that game.
    pub ply: u32,
    /// The puzzle, as the caller gave it (one line of the puzzle format).
    pub text: String,
    /// Solved at least once.
    pub solved: bool,
}

/// The game a stored name stands for.
fn kind_of(text: &str) -> Result<GameKind, StoreError> {
    text.parse()
        .map_err(|_| StoreError::Corrupt(format!("unknown game {text:?}")))
}

/// The rating of `kind` as the transaction sees it.
fn rating_on(tx: &rusqlite::Connection, kind: GameKind) -> Result<PuzzleRating, StoreError> {
    let row: Option<(f64, f64, f64, i64, i64)> = tx
        .query_row(
            "SELECT rating, deviation, volatility, attempts, updated_at
             FROM puzzle_ratings WHERE kind = ?1",
            [kind.name()],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .optional()?;
    Ok(match row {
        None => PuzzleRating::NEW,
        Some((rating, deviation, volatility, attempts, updated_at)) => {
            let glicko = Glicko {
                rating,
                deviation,
                volatility,
            };
            if !(rating.is_finite() && deviation.is_finite() && volatility.is_finite()) {
                return Err(StoreError::Corrupt(format!(
                    "the {} puzzle rating {glicko:?}",
                    kind.name()
                )));
            }
            PuzzleRating {
                glicko,
                attempts: u32::try_from(attempts).unwrap_or(0),
                updated_at: Some(updated_at),
            }
        }
    })
}

/// The streak of solved attempts at the end of `kind`'s attempts.
fn streak_on(tx: &rusqlite::Connection, kind: GameKind) -> Result<u32, StoreError> {
    let last_failure: Option<i64> = tx.query_row(
        "SELECT max(id) FROM puzzle_attempts WHERE kind = ?1 AND solved = 0",
        [kind.name()],
        |r| r.get(0),
    )?;
    let streak: i64 = tx.query_row(
        "SELECT count(*) FROM puzzle_attempts WHERE kind = ?1 AND id > ?2",
        params![kind.name(), last_failure.unwrap_or(0)],
        |r| r.get(0),
    )?;
    Ok(u32::try_from(streak).unwrap_or(u32::MAX))
}

impl Store {
    /// The person's puzzle rating in `kind` ([`PuzzleRating::NEW`] before any attempt).
    pub fn puzzle_rating(&self, kind: GameKind) -> Result<PuzzleRating, StoreError> {
        rating_on(&self.conn, kind)
    }

    /// Records an attempt and, when it is rated, updates the rating (one Glicko-2 period
    /// with the puzzle as the opponent, the deviation grown first by the time since the last
    /// rated attempt), all in one transaction.
    pub fn record_attempt(&mut self, attempt: &Attempt) -> Result<AttemptRecord, StoreError> {
        if attempt.puzzle.trim().is_empty() || attempt.puzzle.len() > 200 {
            return Err(StoreError::Invalid(format!(
                "a puzzle id of {} bytes",
                attempt.puzzle.len()
            )));
        }
        let now = self.now();
        let tx = self.conn.transaction()?;
        let before = rating_on(&tx, attempt.kind)?;
        let after = if attempt.rated {
            let elapsed = before.updated_at.map_or(1.0, |at| {
                (now - at).max(0) as f64 / DAY_MS * PERIODS_PER_DAY
            });
            let puzzle = Glicko {
                rating: f64::from(attempt.puzzle_rating),
                deviation: PUZZLE_DEVIATION,
                volatility: LICHESS.volatility,
            };
            let glicko = before.glicko.after(
                &[Outcome {
                    opponent: puzzle,
                    score: if attempt.solved { 1.0 } else { 0.0 },
                }],
                elapsed,
                &LICHESS,
            );
            PuzzleRating {
                glicko,
                attempts: before.attempts.saturating_add(1),
                updated_at: Some(now),
            }
        } else {
            before
        };
        write_attempt(&tx, attempt, &before, &after, now)?;
        let streak = streak_on(&tx, attempt.kind)?;
        tx.commit()?;
        Ok(AttemptRecord {
            before,
            after,
            streak,
        })
    }

    /// The rating after each rated attempt in `kind`, oldest first.
    pub fn puzzle_history(&self, kind: GameKind) -> Result<Vec<RatingPoint>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT at, rating_after, deviation_after FROM puzzle_attempts
             WHERE kind = ?1 AND rated = 1 ORDER BY id",
        )?;
        let rows = stmt.query_map([kind.name()], |r| {
            Ok(RatingPoint {
                at: r.get(0)?,
                rating: r.get(1)?,
                deviation: r.get(2)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The person's progress with the puzzles of `kind`.
    pub fn puzzle_progress(&self, kind: GameKind) -> Result<PuzzleProgress, StoreError> {
        let rating = rating_on(&self.conn, kind)?;
        let streak = streak_on(&self.conn, kind)?;
        let (attempts, solved): (i64, i64) = self.conn.query_row(
            "SELECT count(*), coalesce(sum(solved), 0) FROM puzzle_attempts WHERE kind = ?1",
            [kind.name()],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        let mut best_streak = 0u32;
        let mut run = 0u32;
        let mut stmt = self
            .conn
            .prepare_cached("SELECT solved FROM puzzle_attempts WHERE kind = ?1 ORDER BY id")?;
        let mut rows = stmt.query([kind.name()])?;
        while let Some(row) = rows.next()? {
            run = if row.get::<_, bool>(0)? { run + 1 } else { 0 };
            best_streak = best_streak.max(run);
        }
        Ok(PuzzleProgress {
            rating,
            streak,
            best_streak,
            attempts: u32::try_from(attempts).unwrap_or(u32::MAX),
            solved: u32::try_from(solved).unwrap_or(u32::MAX),
        })
    }

    /// Every puzzle of `kind` attempted so far, with whether it was ever solved without a
    /// wrong move.
    pub fn attempted_puzzles(&self, kind: GameKind) -> Result<HashMap<String, bool>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT puzzle, max(solved) FROM puzzle_attempts WHERE kind = ?1 GROUP BY puzzle",
        )?;
        let rows = stmt.query_map([kind.name()], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Keeps a personal puzzle; one already kept (the same id in the same game) is left as it
    /// is. Returns whether it was new.
    pub fn add_personal_puzzle(
        &mut self,
        kind: GameKind,
        puzzle: &str,
        game: GameId,
        ply: u32,
        text: &str,
    ) -> Result<bool, StoreError> {
        if puzzle.trim().is_empty() || puzzle.len() > 200 || text.len() > 64 * 1024 {
            return Err(StoreError::Invalid(format!(
                "a personal puzzle of {} bytes with an id of {} bytes",
                text.len(),
                puzzle.len()
            )));
        }
        let now = self.now();
        let added = self.conn.execute(
            "INSERT OR IGNORE INTO personal_puzzles (kind, puzzle, game_id, ply, text, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![kind.name(), puzzle, game, ply, text, now],
        )?;
        Ok(added > 0)
    }

    /// The personal puzzles, of one game or both, the unsolved ones first, then the oldest
    /// first.
    pub fn personal_puzzles(
        &self,
        kind: Option<GameKind>,
    ) -> Result<Vec<PersonalPuzzle>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT p.kind, p.puzzle, p.game_id, p.ply, p.text,
                    EXISTS (SELECT 1 FROM puzzle_attempts a
                            WHERE a.kind = p.kind AND a.puzzle = p.puzzle AND a.solved = 1)
                        AS solved
             FROM personal_puzzles p
             WHERE ?1 IS NULL OR p.kind = ?1
             ORDER BY solved, p.id",
        )?;
        let rows = stmt.query_map([kind.map(GameKind::name)], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get(1)?,
                r.get(2)?,
                r.get::<_, i64>(3)?,
                r.get(4)?,
                r.get(5)?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (kind, puzzle, game, ply, text, solved) = row?;
            out.push(PersonalPuzzle {
                kind: kind_of(&kind)?,
                puzzle,
                game,
                ply: u32::try_from(ply).unwrap_or(0),
                text,
                solved,
            });
        }
        Ok(out)
    }
}

/// Writes the attempt's row and, when it changed, the rating's.
fn write_attempt(
    tx: &Transaction<'_>,
    attempt: &Attempt,
    before: &PuzzleRating,
    after: &PuzzleRating,
    now: i64,
) -> Result<(), StoreError> {
    tx.execute(
        "INSERT INTO puzzle_attempts (kind, puzzle, puzzle_rating, solved, rated, rating_before,
             rating_after, deviation_after, at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![
            attempt.kind.name(),
            attempt.puzzle,
            attempt.puzzle_rating,
            attempt.solved,
            attempt.rated,
            before.glicko.rating,
            after.glicko.rating,
            after.glicko.deviation,
            now
        ],
    )?;
    if attempt.rated {
        tx.execute(
            "INSERT INTO puzzle_ratings (kind, rating, deviation, volatility, attempts, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)
             ON CONFLICT (kind) DO UPDATE SET rating = excluded.rating,
                 deviation = excluded.deviation, volatility = excluded.volatility,
                 attempts = excluded.attempts, updated_at = excluded.updated_at",
            params![
                attempt.kind.name(),
                after.glicko.rating,
                after.glicko.deviation,
                after.glicko.volatility,
                after.attempts,
                now
            ],
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attempt(kind: GameKind, puzzle: &str, rating: u16, solved: bool) -> Attempt {
        Attempt {
            kind,
            puzzle: puzzle.into(),
            puzzle_rating: rating,
            solved,
            rated: true,
        }
    }

    fn store_at(clock: i64) -> Store {
        let mut store = Store::open_in_memory().unwrap();
        store.set_clock(move || clock);
        store
    }

    #[test]
    fn a_new_person_starts_at_1500_provisional() {
        let store = store_at(1_000);
        let rating = store.puzzle_rating(GameKind::Gobblet).unwrap();
        assert_eq!(rating, PuzzleRating::NEW);
        assert!(rating.provisional());
        let progress = store.puzzle_progress(GameKind::Deblockle).unwrap();
        assert_eq!((progress.attempts, progress.streak), (0, 0));
        assert!(store.puzzle_history(GameKind::Gobblet).unwrap().is_empty());
    }

    #[test]
    fn each_rated_attempt_moves_the_rating_of_its_game_only_and_is_kept() {
        let mut store = store_at(1_000);
        let solved = store
            .record_attempt(&attempt(GameKind::Gobblet, "g-1", 1500, true))
            .unwrap();
        assert_eq!(solved.before, PuzzleRating::NEW);
        assert!(solved.after.glicko.rating > 1500.0);
        assert_eq!(solved.after.attempts, 1);
        assert_eq!(solved.streak, 1);
        // The same as Glicko-2 gives by hand.
        let expected = Glicko::DEFAULT.after(
            &[Outcome {
                opponent: Glicko {
                    rating: 1500.0,
                    deviation: PUZZLE_DEVIATION,
                    volatility: 0.09,
                },
                score: 1.0,
            }],
            1.0,
            &LICHESS,
        );
        assert_eq!(solved.after.glicko, expected);
        let failed = store
            .record_attempt(&attempt(GameKind::Gobblet, "g-2", 1500, false))
            .unwrap();
        assert_eq!(failed.before, solved.after);
        assert!(failed.after.glicko.rating < solved.after.glicko.rating);
        assert_eq!(failed.streak, 0);
        assert_eq!(
            store.puzzle_rating(GameKind::Gobblet).unwrap(),
            failed.after
        );
        // Deblockle's rating is its own.
        assert_eq!(
            store.puzzle_rating(GameKind::Deblockle).unwrap(),
            PuzzleRating::NEW
        );
        let history = store.puzzle_history(GameKind::Gobblet).unwrap();
        assert_eq!(
            history.iter().map(|p| p.rating).collect::<Vec<_>>(),
            [solved.after.glicko.rating, failed.after.glicko.rating]
        );
        assert_eq!(history[0].at, 1_000);
    }

    #[test]
    fn an_unrated_attempt_counts_for_the_streak_but_not_the_rating() {
        let mut store = store_at(5);
        let record = store
            .record_attempt(&Attempt {
                rated: false,
                ..attempt(GameKind::Deblockle, "d-9", 1800, true)
            })
            .unwrap();
        assert_eq!(record.before, record.after);
        assert_eq!(record.streak, 1);
        assert_eq!(
            store.puzzle_rating(GameKind::Deblockle).unwrap(),
            PuzzleRating::NEW
        );
        assert!(store
            .puzzle_history(GameKind::Deblockle)
            .unwrap()
            .is_empty());
        let attempted = store.attempted_puzzles(GameKind::Deblockle).unwrap();
        assert_eq!(attempted.get("d-9"), Some(&true));
    }

    #[test]
    fn streaks_count_the_solved_in_a_row() {
        let mut store = store_at(5);
        let results = [true, true, false, true, true, true, false, true];
        let mut streaks = Vec::new();
        for (i, solved) in results.into_iter().enumerate() {
            let record = store
                .record_attempt(&attempt(GameKind::Gobblet, &format!("g-{i}"), 1500, solved))
                .unwrap();
            streaks.push(record.streak);
        }
        assert_eq!(streaks, [1, 2, 0, 1, 2, 3, 0, 1]);
        let progress = store.puzzle_progress(GameKind::Gobblet).unwrap();
        assert_eq!(
            (
                progress.streak,
                progress.best_streak,
                progress.attempts,
                progress.solved
            ),
            (1, 3, 8, 6)
        );
    }

    #[test]
    fn time_away_makes_the_rating_less_sure() {
        let mut store = store_at(0);
        for i in 0..30 {
            store
                .record_attempt(&attempt(
                    GameKind::Gobblet,
                    &format!("g-{i}"),
                    1500,
                    i % 2 == 0,
                ))
                .unwrap();
        }
        let settled = store.puzzle_rating(GameKind::Gobblet).unwrap();
        // A year later, a solved puzzle moves the rating more than the same one the next
        // minute would.
        let mut soon = store_at(0);
        let mut late = store_at(0);
        for s in [&mut soon, &mut late] {
            s.conn
                .execute(
                    "INSERT INTO puzzle_ratings VALUES ('gobblet', ?1, ?2, ?3, 30, 0)",
                    params![
                        settled.glicko.rating,
                        settled.glicko.deviation,
                        settled.glicko.volatility
                    ],
                )
                .unwrap();
        }
        soon.set_clock(|| 60_000);
        late.set_clock(|| 365 * 86_400_000);
        let gain = |s: &mut Store| {
            let r = s
                .record_attempt(&attempt(GameKind::Gobblet, "g-x", 1500, true))
                .unwrap();
            r.after.glicko.rating - r.before.glicko.rating
        };
        assert!(gain(&mut late) > gain(&mut soon) + 1.0);
    }

    #[test]
    fn a_bad_attempt_is_refused_and_changes_nothing() {
        let mut store = store_at(5);
        for id in ["", "  ", &"x".repeat(201)] {
            assert!(matches!(
                store.record_attempt(&attempt(GameKind::Gobblet, id, 1500, true)),
                Err(StoreError::Invalid(_))
            ));
        }
        assert_eq!(
            store.puzzle_progress(GameKind::Gobblet).unwrap().attempts,
            0
        );
        assert_eq!(
            store.puzzle_rating(GameKind::Gobblet).unwrap(),
            PuzzleRating::NEW
        );
    }

    #[test]
    fn personal_puzzles_are_kept_once_and_the_unsolved_come_first() {
        let mut store = store_at(5);
        assert!(store
            .add_personal_puzzle(GameKind::Gobblet, "g-a", 7, 3, "{\"a\":1}")
            .unwrap_err()
            .to_string()
            .contains("FOREIGN KEY"));
        let game = store
            .create_game(&crate::NewGame {
                kind: GameKind::Gobblet,
                setup: "..../..../..../.... W:444 B:444 W".into(),
                touch_move: false,
                variants: vec![],
                handicaps: vec![],
                one: crate::Side::person("Anna"),
                two: crate::Side::ai(2),
                title: None,
                app_version: "0.1.0".into(),
            })
            .unwrap();
        assert!(store
            .add_personal_puzzle(GameKind::Gobblet, "g-a", game, 3, "A")
            .unwrap());
        assert!(store
            .add_personal_puzzle(GameKind::Gobblet, "g-b", game, 5, "B")
            .unwrap());
        assert!(!store
            .add_personal_puzzle(GameKind::Gobblet, "g-a", game, 3, "A again")
            .unwrap());
        store
            .record_attempt(&Attempt {
                rated: false,
                ..attempt(GameKind::Gobblet, "g-a", 1500, true)
            })
            .unwrap();
        let kept = store.personal_puzzles(Some(GameKind::Gobblet)).unwrap();
        assert_eq!(
            kept.iter()
                .map(|p| (p.puzzle.as_str(), p.text.as_str(), p.solved))
                .collect::<Vec<_>>(),
            [("g-b", "B", false), ("g-a", "A", true)]
        );
        assert_eq!(kept[0].game, Some(game));
        assert!(store
            .personal_puzzles(Some(GameKind::Deblockle))
            .unwrap()
            .is_empty());
        // The game purged, the puzzles stay (they carry their position).
        store.conn.execute("DELETE FROM games", []).unwrap();
        let kept = store.personal_puzzles(None).unwrap();
        assert_eq!(kept.len(), 2);
        assert_eq!(kept[0].game, None);
    }
}
