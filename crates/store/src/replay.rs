//! Loading a saved game: replaying its setup and actions through the engine
//! ([`engine::replay()`]) and checking its stored result.

use engine::{replay, GameRecord, Notation};

use crate::error::StoreError;
use crate::types::{GameId, GameResult, GameState};
use crate::Store;

/// Replays a stored game and checks its stored result against the replayed outcome: what
/// loading a game and the schema's backfill of moves so far share. The error is the reason
/// the game is damaged, as the listing shows it.
pub(crate) fn replay_checked<G: Notation>(
    setup: &str,
    touch_move: bool,
    actions: &[String],
    stored: Option<&GameResult>,
) -> Result<GameRecord<G>, String> {
    let record = replay::<G>(setup, touch_move, actions).map_err(|failure| failure.to_string())?;
    check_result(stored, &record)?;
    Ok(record)
}

/// Checks that a stored result matches the replayed game's outcome.
fn check_result<G: Notation>(
    stored: Option<&GameResult>,
    record: &GameRecord<G>,
) -> Result<(), String> {
    let stored = stored.cloned();
    let replayed = record.outcome().map(GameResult::from);
    if stored == replayed {
        return Ok(());
    }
    let describe = |r: &Option<GameResult>| match r {
        None => "still being played".to_owned(),
        Some(GameResult {
            winner: Some(w),
            reason,
        }) => format!("won by {} ({reason})", w.name()),
        Some(GameResult {
            winner: None,
            reason,
        }) => format!("drawn ({reason})"),
    };
    Err(format!(
        "the saved result says {} but the moves give {}",
        describe(&stored),
        describe(&replayed)
    ))
}

impl Store {
    /// Loads a game of the game `G`: replays it through the engine. A game that does not
    /// replay is marked damaged with the reason (shown in the listing) and kept; the error
    /// says which action failed and why. A damaged game that replays again (say, after an
    /// engine fix) is unmarked, and its moves so far are set from the replay.
    pub fn load_as<G: Notation>(&mut self, id: GameId) -> Result<GameRecord<G>, StoreError> {
        let saved = self.saved_game(id)?;
        if saved.summary.kind != G::KIND {
            return Err(StoreError::WrongGame {
                id,
                found: saved.summary.kind,
                wanted: G::KIND,
            });
        }
        let replayed = replay_checked::<G>(
            &saved.setup,
            saved.touch_move,
            &saved.actions,
            saved.result.as_ref(),
        );
        match replayed {
            Ok(record) => {
                let plies = u32::try_from(record.moves().len()).unwrap_or(u32::MAX);
                let damaged = matches!(saved.summary.state, GameState::Damaged { .. });
                if damaged || saved.summary.plies != Some(plies) {
                    self.set_replayed(id, Ok(plies))?;
                }
                Ok(record)
            }
            Err(reason) => {
                self.set_replayed(id, Err(&reason))?;
                Err(StoreError::Damaged { id, reason })
            }
        }
    }

    /// Replays every saved game of the game `G` that is not finished or deleted and marks
    /// the ones that do not replay as damaged (and unmarks the ones that replay again), so
    /// that the listing shows them; returns the damaged games with their reasons. (The app
    /// replays a game when it opens or lists it; this checks a whole store at once.)
    pub fn check_unfinished_as<G: Notation>(
        &mut self,
    ) -> Result<Vec<(GameId, String)>, StoreError> {
        let ids: Vec<GameId> = {
            let mut stmt = self.conn.prepare(
                "SELECT id FROM games WHERE kind = ?1 AND winner IS NULL AND deleted_at IS NULL
                 ORDER BY id",
            )?;
            let rows = stmt.query_map([G::KIND.name()], |r| r.get(0))?;
            rows.collect::<Result<_, _>>()?
        };
        let mut damaged = Vec::new();
        for id in ids {
            match self.load_as::<G>(id) {
                Ok(_) => {}
                Err(StoreError::Damaged { id, reason }) => damaged.push((id, reason)),
                Err(e) => return Err(e),
            }
        }
        Ok(damaged)
    }
}
