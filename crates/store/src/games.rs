//! Saved games: create, autosave each action, finish, list, read, rename, delete and restore.

use rusqlite::{params, Connection, OptionalExtension, Row, TransactionBehavior};

use crate::error::StoreError;
use crate::types::{
    checked_action, checked_text, checked_tokens, split_tokens, GameId, GameResult, GameState,
    GameSummary, NewGame, SavedGame, Seat, Side, MAX_TITLE_CHARS,
};
use crate::{Store, ENGINE_VERSION};

/// The columns a [`GameSummary`] is read from, in the order [`summary_from_row`] expects.
pub(crate) const SUMMARY_COLUMNS: &str = "id, kind, side_one, side_two, title, variants, \
     handicaps, action_count, created_at, updated_at, winner, reason, damage, plies";

/// The games that hold nothing: unfinished, with no action recorded, no title and no damage
/// mark, and not deleted (a deleted game waits for its undo window to close).
const EMPTY: &str = "action_count = 0 AND winner IS NULL AND title IS NULL AND damage IS NULL \
                     AND deleted_at IS NULL";

/// Reads a [`GameSummary`] from a row of [`SUMMARY_COLUMNS`].
pub(crate) fn summary_from_row(row: &Row<'_>) -> Result<GameSummary, StoreError> {
    let kind: String = row.get(1)?;
    let winner: Option<String> = row.get(10)?;
    let reason: Option<String> = row.get(11)?;
    let damage: Option<String> = row.get(12)?;
    let state = match (damage, result_from(winner, reason)) {
        (Some(reason), _) => GameState::Damaged { reason },
        (None, None) => GameState::Playing,
        (None, Some(result)) => GameState::Finished { result },
    };
    let actions: i64 = row.get(7)?;
    let plies: Option<i64> = row.get(13)?;
    Ok(GameSummary {
        id: row.get(0)?,
        kind: kind
            .parse()
            .map_err(|_| StoreError::Corrupt(format!("unknown game {kind:?}")))?,
        one: Side::from_key(&row.get::<_, String>(2)?)?,
        two: Side::from_key(&row.get::<_, String>(3)?)?,
        title: row.get(4)?,
        variants: split_tokens(&row.get::<_, String>(5)?),
        handicaps: split_tokens(&row.get::<_, String>(6)?),
        actions: u32::try_from(actions).unwrap_or(u32::MAX),
        plies: plies.and_then(|p| u32::try_from(p).ok()),
        created_at: row.get(8)?,
        updated_at: row.get(9)?,
        state,
    })
}

/// A game's row as `append` needs it.
struct Head {
    actions: i64,
    finished: bool,
    damage: Option<String>,
}

impl Store {
    /// Starts saving a new game; returns its identifier. The setup is checked by the engine
    /// when the game is loaded; here the texts are checked for shape.
    pub fn create_game(&mut self, game: &NewGame) -> Result<GameId, StoreError> {
        let now = self.now();
        insert_game_on(&self.conn, game, now, now)
    }

    /// Autosave: appends one action (in notation) to a game being played as its action number
    /// `seq` (0-based: the number of actions the writer knows to be saved), with `plies`, the
    /// number of moves of the current line once the action is applied (`record.moves().len()`
    /// after `record.apply(action)`), in its own transaction. The listing shows `plies` as the
    /// game's moves so far.
    ///
    /// When the log does not hold exactly `seq` actions (another process or window appended to
    /// the same game), nothing is written and the append is refused with
    /// [`StoreError::OutOfStep`]: two writers can never interleave their actions in one log.
    /// Appending `undo` to a finished game reopens it (its result is cleared in the same
    /// transaction); anything else is refused with [`StoreError::Finished`].
    pub fn append_action(
        &mut self,
        id: GameId,
        seq: u32,
        action: &str,
        plies: u32,
    ) -> Result<(), StoreError> {
        self.append(id, seq, action, plies, None)
    }

    /// Appends the action that ended the game as its action number `seq` (refused with
    /// [`StoreError::OutOfStep`] as [`Store::append_action`] is) and records its result and
    /// its length in moves (`plies`, the moves of the final line) in the same transaction.
    pub fn append_final_action(
        &mut self,
        id: GameId,
        seq: u32,
        action: &str,
        result: &GameResult,
        plies: u32,
    ) -> Result<(), StoreError> {
        self.append(id, seq, action, plies, Some(result.validated()?))
    }

    fn append(
        &mut self,
        id: GameId,
        seq: u32,
        action: &str,
        plies: u32,
        finish: Option<GameResult>,
    ) -> Result<(), StoreError> {
        let action = checked_action(action)?;
        let now = self.now();
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let head = tx
            .prepare_cached(
                "SELECT action_count, winner IS NOT NULL, damage FROM games
                 WHERE id = ?1 AND deleted_at IS NULL",
            )?
            .query_row([id], |r| {
                Ok(Head {
                    actions: r.get(0)?,
                    finished: r.get(1)?,
                    damage: r.get(2)?,
                })
            })
            .optional()?
            .ok_or(StoreError::NoSuchGame(id))?;
        if let Some(reason) = head.damage {
            // Nothing is added to a record that does not replay: it stays as it was found.
            return Err(StoreError::Damaged { id, reason });
        }
        if head.actions != i64::from(seq) {
            // Someone else wrote to this game since this writer last did: its next action
            // would follow actions it has never seen. The transaction is dropped unwritten.
            return Err(StoreError::OutOfStep {
                id,
                expected: seq,
                found: u32::try_from(head.actions).unwrap_or(u32::MAX),
            });
        }
        if head.finished && (action != "undo" || finish.is_some()) {
            return Err(StoreError::Finished(id));
        }
        tx.prepare_cached("INSERT INTO actions (game_id, seq, text, at) VALUES (?1, ?2, ?3, ?4)")?
            .execute(params![id, head.actions, action, now])?;
        match finish {
            Some(result) => {
                tx.prepare_cached(
                    "UPDATE games SET action_count = action_count + 1, updated_at = ?2,
                         winner = ?3, reason = ?4, finished_at = ?2, plies = ?5
                     WHERE id = ?1",
                )?
                .execute(params![
                    id,
                    now,
                    result.winner.map_or("draw", Seat::name),
                    result.reason,
                    plies
                ])?;
            }
            None => {
                tx.prepare_cached(
                    "UPDATE games SET action_count = action_count + 1, updated_at = ?2,
                         winner = NULL, reason = NULL, finished_at = NULL, plies = ?3
                     WHERE id = ?1",
                )?
                .execute(params![id, now, plies])?;
            }
        }
        tx.commit()?;
        Ok(())
    }

    /// Every saved game that is not deleted, most recently changed first.
    pub fn list_games(&self) -> Result<Vec<GameSummary>, StoreError> {
        self.list_where("deleted_at IS NULL")
    }

    /// The games that can be resumed (not finished; damaged ones included, with their
    /// reason), most recently changed first.
    pub fn list_unfinished(&self) -> Result<Vec<GameSummary>, StoreError> {
        self.list_where("deleted_at IS NULL AND winner IS NULL")
    }

    /// The games deleted since the last [`Store::purge_deleted`], most recently changed first
    /// (not an import's hidden ones: [`crate::imports::ImportMark`]).
    pub fn list_deleted(&self) -> Result<Vec<GameSummary>, StoreError> {
        self.list_where("deleted_at >= 0")
    }

    fn list_where(&self, condition: &str) -> Result<Vec<GameSummary>, StoreError> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {SUMMARY_COLUMNS} FROM games WHERE {condition} ORDER BY updated_at DESC, id DESC"
        ))?;
        let mut rows = stmt.query([])?;
        let mut out = Vec::new();
        while let Some(row) = rows.next()? {
            out.push(summary_from_row(row)?);
        }
        Ok(out)
    }

    /// One game that is not deleted, with its setup and every action, not replayed.
    pub fn saved_game(&self, id: GameId) -> Result<SavedGame, StoreError> {
        let (summary, setup, touch_move, app_version, engine_version, result) = self
            .conn
            .prepare_cached(&format!(
                "SELECT {SUMMARY_COLUMNS}, setup, touch_move, app_version, engine_version
                 FROM games WHERE id = ?1 AND deleted_at IS NULL"
            ))?
            .query_row([id], |row| {
                Ok((
                    summary_from_row(row),
                    row.get::<_, String>(14)?,
                    row.get::<_, bool>(15)?,
                    row.get::<_, String>(16)?,
                    row.get::<_, String>(17)?,
                    result_from(row.get(10)?, row.get(11)?),
                ))
            })
            .optional()?
            .ok_or(StoreError::NoSuchGame(id))?;
        Ok(SavedGame {
            summary: summary?,
            setup,
            touch_move,
            actions: actions_on(&self.conn, id)?,
            result,
            app_version,
            engine_version,
        })
    }

    /// Sets the title of a game, or clears it with `None` or an empty title.
    pub fn rename(&mut self, id: GameId, title: Option<&str>) -> Result<(), StoreError> {
        let title = checked_title(title)?;
        let changed = self.conn.execute(
            "UPDATE games SET title = ?2 WHERE id = ?1 AND deleted_at IS NULL",
            params![id, title],
        )?;
        found(id, changed)
    }

    /// Deletes a game so that it no longer shows; it can be restored with
    /// [`Store::undelete`] until [`Store::purge_deleted`] runs (when the app next starts).
    pub fn delete(&mut self, id: GameId) -> Result<(), StoreError> {
        let now = self.now();
        let changed = self.conn.execute(
            "UPDATE games SET deleted_at = ?2 WHERE id = ?1 AND deleted_at IS NULL",
            params![id, now],
        )?;
        found(id, changed)
    }

    /// Restores a deleted game (not an import's hidden one: [`crate::imports::ImportMark`]).
    pub fn undelete(&mut self, id: GameId) -> Result<(), StoreError> {
        let changed = self.conn.execute(
            "UPDATE games SET deleted_at = NULL WHERE id = ?1 AND deleted_at >= 0",
            params![id],
        )?;
        found(id, changed)
    }

    /// Removes every deleted game for good, with its actions; returns how many. The app
    /// calls it when it starts: the undo of a delete lasts until the app closes.
    pub fn purge_deleted(&mut self) -> Result<usize, StoreError> {
        Ok(self
            .conn
            .execute("DELETE FROM games WHERE deleted_at IS NOT NULL", [])?)
    }

    /// Removes game `id` for good if nothing was ever played in it: no action recorded,
    /// not finished, no title, not damaged (a Rematch or a new game left before its first
    /// move). Returns whether it was removed; any other game is left as it is. The app
    /// calls it when it stops saving to a game, so empty games never pile up.
    pub fn drop_if_empty(&mut self, id: GameId) -> Result<bool, StoreError> {
        let removed = self.conn.execute(
            &format!("DELETE FROM games WHERE id = ?1 AND {EMPTY}"),
            params![id],
        )?;
        Ok(removed > 0)
    }

    /// Removes for good every empty game (see [`Store::drop_if_empty`]) but `keep`; returns
    /// how many. The app calls it when it starts, keeping the game it reopens.
    pub fn purge_empty(&mut self, keep: Option<GameId>) -> Result<usize, StoreError> {
        Ok(self.conn.execute(
            &format!("DELETE FROM games WHERE {EMPTY} AND id IS NOT ?1"),
            params![keep],
        )?)
    }

    /// Records that a game does not replay (`Err(reason)`), or that it does with this many
    /// moves in its current line (`Ok(plies)`).
    pub(crate) fn set_replayed(
        &mut self,
        id: GameId,
        replayed: Result<u32, &str>,
    ) -> Result<(), StoreError> {
        set_replayed_on(&self.conn, id, replayed)
    }
}

/// Every action of a game, in order; a gap in the log is [`StoreError::Corrupt`].
pub(crate) fn actions_on(conn: &Connection, id: GameId) -> Result<Vec<String>, StoreError> {
    let mut stmt =
        conn.prepare_cached("SELECT seq, text FROM actions WHERE game_id = ?1 ORDER BY seq")?;
    let mut rows = stmt.query([id])?;
    let mut actions = Vec::new();
    while let Some(row) = rows.next()? {
        let seq: i64 = row.get(0)?;
        if seq != actions.len() as i64 {
            return Err(StoreError::Corrupt(format!(
                "game {id} is missing action {}",
                actions.len()
            )));
        }
        actions.push(row.get(1)?);
    }
    Ok(actions)
}

/// Records on `conn` what replaying a game gave: on success its damage mark is cleared and
/// its moves so far are set; on failure it is marked damaged with the reason and its moves
/// so far are left as they were. Writes only what changes.
pub(crate) fn set_replayed_on(
    conn: &Connection,
    id: GameId,
    replayed: Result<u32, &str>,
) -> Result<(), StoreError> {
    match replayed {
        Ok(plies) => conn
            .prepare_cached(
                "UPDATE games SET damage = NULL, plies = ?2
                 WHERE id = ?1 AND (damage IS NOT NULL OR plies IS NOT ?2)",
            )?
            .execute(params![id, plies])?,
        Err(reason) => conn
            .prepare_cached("UPDATE games SET damage = ?2 WHERE id = ?1 AND damage IS NOT ?2")?
            .execute(params![id, reason])?,
    };
    Ok(())
}

/// The result stored in the `winner` and `reason` columns.
pub(crate) fn result_from(winner: Option<String>, reason: Option<String>) -> Option<GameResult> {
    winner.map(|w| GameResult {
        winner: Seat::from_name(&w),
        reason: reason.unwrap_or_default(),
    })
}

/// Inserts a game on `conn` (a connection or a transaction), with no actions and so no
/// moves yet; returns its identifier.
pub(crate) fn insert_game_on(
    conn: &Connection,
    game: &NewGame,
    created_at: i64,
    updated_at: i64,
) -> Result<GameId, StoreError> {
    let setup = checked_text("the setup", &game.setup, 1000, false)?;
    let variants = checked_tokens("variant", &game.variants)?;
    let handicaps = checked_tokens("handicap", &game.handicaps)?;
    let one = game.one.validated()?;
    let two = game.two.validated()?;
    let title = checked_title(game.title.as_deref())?;
    let app_version = checked_text("the app version", &game.app_version, 40, false)?;
    conn.execute(
        "INSERT INTO games (kind, setup, touch_move, variants, handicaps, side_one, side_two,
             title, created_at, updated_at, app_version, engine_version, plies)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, 0)",
        params![
            game.kind.name(),
            setup,
            game.touch_move,
            variants,
            handicaps,
            one.key(),
            two.key(),
            title,
            created_at,
            updated_at,
            app_version,
            ENGINE_VERSION
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

fn checked_title(title: Option<&str>) -> Result<Option<String>, StoreError> {
    match title {
        None => Ok(None),
        Some(t) => {
            let t = checked_text("the title", t, MAX_TITLE_CHARS, true)?;
            Ok((!t.is_empty()).then_some(t))
        }
    }
}

fn found(id: GameId, changed: usize) -> Result<(), StoreError> {
    if changed == 0 {
        Err(StoreError::NoSuchGame(id))
    } else {
        Ok(())
    }
}
