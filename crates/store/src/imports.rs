//! An import stored a batch at a time, each batch in a transaction of its own, and still all or
//! nothing: its games are stored hidden ([`ImportMark`]) and shown all at once at the end.

use rusqlite::params;

use crate::error::StoreError;
use crate::types::GameId;
use crate::{PreparedImport, Store};

/// The mark of an import's games while they are stored a batch at a time, each batch in a
/// transaction of its own ([`Store::store_hidden`]): kept as a deleted game is, a negative
/// mark in place of the time of deletion, no list, statistic, search or restore sees them
/// until [`Store::show_hidden`] shows them all at once; [`Store::drop_hidden`] removes them,
/// and a store opened with some left (the app stopped during an import) removes them with the
/// deleted games ([`Store::purge_deleted`]). So such an import stays all or nothing, and
/// between two of its batches nothing is held open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImportMark(i64);

impl Store {
    /// A mark that no game has, for the next import's hidden games ([`ImportMark`]).
    pub fn new_import_mark(&self) -> Result<ImportMark, StoreError> {
        let lowest: i64 = self.conn.query_row(
            "SELECT coalesce(min(deleted_at), 0) FROM games WHERE deleted_at < 0",
            [],
            |row| row.get(0),
        )?;
        Ok(ImportMark(lowest.saturating_sub(1).min(-1)))
    }

    /// Stores games read by [`Store::prepare_import`] hidden under `mark`, in one transaction:
    /// all of them or, when one cannot be stored (the database full), none, that one returned
    /// with its index in `games`. Returns their identifiers.
    pub fn store_hidden(
        &mut self,
        games: &[PreparedImport],
        mark: ImportMark,
    ) -> Result<Vec<GameId>, (usize, StoreError)> {
        let now = self.now();
        let tx = self.conn.transaction().map_err(|e| (0, e.into()))?;
        let mut ids = Vec::with_capacity(games.len());
        for (index, game) in games.iter().enumerate() {
            let id = game.insert_on(&tx, now).map_err(|e| (index, e))?;
            tx.prepare_cached("UPDATE games SET deleted_at = ?2 WHERE id = ?1")
                .and_then(|mut hide| hide.execute(params![id, mark.0]))
                .map_err(|e| (index, e.into()))?;
            ids.push(id);
        }
        tx.commit().map_err(|e| (games.len(), e.into()))?;
        Ok(ids)
    }

    /// Shows every game hidden under `mark` at once, in one statement: the import's last
    /// step. Returns how many.
    pub fn show_hidden(&mut self, mark: ImportMark) -> Result<usize, StoreError> {
        Ok(self.conn.execute(
            "UPDATE games SET deleted_at = NULL WHERE deleted_at = ?1",
            params![mark.0],
        )?)
    }

    /// Removes every game hidden under `mark` for good, with its actions (an import cancelled
    /// or failed). Returns how many.
    pub fn drop_hidden(&mut self, mark: ImportMark) -> Result<usize, StoreError> {
        Ok(self
            .conn
            .execute("DELETE FROM games WHERE deleted_at = ?1", params![mark.0])?)
    }
}
