//! The store's operations that need the rules, for whichever game a saved game is: load,
//! import, the damage check after opening, and the replay behind the schema's backfill of
//! moves so far. Each goes from the [`GameKind`] to the generic operation of its game through
//! the engine's one dispatch ([`engine::with_game!`]).

use engine::{with_game, ByGame, GameKind, Listed, RecordOf};

use crate::error::StoreError;
use crate::replay::replay_checked;
use crate::text::{game_kind_of, PreparedImport};
use crate::types::{GameId, GameResult};
use crate::Store;

/// A saved game replayed through its engine, ready to resume: the record of whichever game
/// (match it with [`engine::by_game!`]).
pub type LoadedGame = ByGame<RecordOf>;

impl Store {
    /// Loads a saved game of either game: replays it through its engine. A game that does
    /// not replay is marked damaged (shown in the listing with the reason), kept, and
    /// reported as [`StoreError::Damaged`].
    pub fn load(&mut self, id: GameId) -> Result<LoadedGame, StoreError> {
        let kind = self.saved_game(id)?.summary.kind;
        with_game!(kind, G => self.load_as::<G>(id).map(G::wrap::<RecordOf>))
    }

    /// Imports a saved-game file of either game (its `[Game "…"]` header says which),
    /// replaying it through that game's engine; a bad file gets [`StoreError::Import`]
    /// naming the line, and nothing is stored.
    pub fn import_text(&mut self, text: &str, app_version: &str) -> Result<GameId, StoreError> {
        with_game!(game_kind_of(text)?, G => self.import_text_as::<G>(text, app_version))
    }

    /// Imports several games' texts, all or nothing, in one transaction: each game is read
    /// and replayed once ([`Store::prepare_import`]), then all are stored
    /// ([`Store::store_imports`], which tells `progress` and can be cancelled through it); the
    /// first game that does not import rolls every one back and is returned with its index in
    /// `texts`. Returns the new games' identifiers, in order.
    pub fn import_all(
        &mut self,
        texts: &[&str],
        app_version: &str,
        progress: &mut dyn FnMut(usize) -> bool,
    ) -> Result<Vec<GameId>, (usize, StoreError)> {
        let prepared = texts
            .iter()
            .enumerate()
            .map(|(index, text)| {
                self.prepare_import(text, app_version)
                    .map_err(|err| (index, err))
            })
            .collect::<Result<Vec<_>, _>>()?;
        self.store_imports(&prepared, progress)
    }

    /// Reads and checks one game's text of either game (its headers, a replay through its
    /// engine), ready for [`Store::store_imports`]; stores nothing. A game with nothing played
    /// in it is refused ([`StoreError::Invalid`]): there is nothing to keep.
    pub fn prepare_import(
        &self,
        text: &str,
        app_version: &str,
    ) -> Result<PreparedImport, StoreError> {
        let game =
            with_game!(game_kind_of(text)?, G => self.prepare_import_as::<G>(text, app_version))?;
        if game.is_empty() {
            return Err(StoreError::Invalid(
                "the game has no move yet: there is nothing to keep".into(),
            ));
        }
        Ok(game)
    }

    /// Stores games read by [`Store::prepare_import`], all or nothing, in one transaction: the
    /// first that cannot be stored (the database full) rolls every one back and is returned
    /// with its index. `progress` is told how many games are stored so far (every
    /// [`IMPORT_PROGRESS_EVERY`] games and at the end, before the commit) and returns false
    /// to cancel: nothing is then stored and the import fails with [`StoreError::Cancelled`]
    /// (with the index of the game it stopped before). Returns the new games' identifiers.
    pub fn store_imports(
        &mut self,
        games: &[PreparedImport],
        progress: &mut dyn FnMut(usize) -> bool,
    ) -> Result<Vec<GameId>, (usize, StoreError)> {
        let now = self.now();
        let tx = self.conn.transaction().map_err(|e| (0, e.into()))?;
        let mut ids = Vec::with_capacity(games.len());
        for (index, game) in games.iter().enumerate() {
            if index % IMPORT_PROGRESS_EVERY == 0 && !progress(index) {
                // Dropped unwritten: a rollback.
                return Err((index, StoreError::Cancelled));
            }
            ids.push(game.insert_on(&tx, now).map_err(|e| (index, e))?);
        }
        if !progress(games.len()) {
            return Err((games.len(), StoreError::Cancelled));
        }
        tx.commit().map_err(|e| (games.len(), e.into()))?;
        Ok(ids)
    }
}

/// How often [`Store::store_imports`] reports its progress, in games.
pub const IMPORT_PROGRESS_EVERY: usize = 250;

/// Replays a stored game of either game and checks its stored result; returns the number of
/// moves of its current line, or why it does not replay (the damage reason loading gives).
pub(crate) fn replayed_plies(
    kind: GameKind,
    setup: &str,
    touch_move: bool,
    actions: &[String],
    stored: Option<&GameResult>,
) -> Result<u32, String> {
    let plies = with_game!(kind, G => {
        replay_checked::<G>(setup, touch_move, actions, stored)?.moves().len()
    });
    Ok(u32::try_from(plies).unwrap_or(u32::MAX))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(white: &str) -> String {
        format!(
            "[Game \"gobblet\"]\n[Setup \"..../..../..../.... W:444 B:444 W\"]\n\
             [White \"{white}\"]\n[Black \"Bo\"]\n\n4a1 4a4\n"
        )
    }

    fn count(store: &Store) -> usize {
        store.list_games().unwrap().len()
    }

    #[test]
    fn imports_every_game_in_one_go_and_reports_progress() {
        let mut store = Store::open_in_memory().unwrap();
        let texts: Vec<String> = (0..600).map(|n| game(&format!("Anna {n}"))).collect();
        let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
        let mut told = Vec::new();
        let ids = store
            .import_all(&refs, "test", &mut |done| {
                told.push(done);
                true
            })
            .unwrap();
        assert_eq!(ids.len(), 600);
        assert_eq!(told, vec![0, 250, 500, 600]);
        assert_eq!(count(&store), 600);
        assert_eq!(store.saved_game(ids[599]).unwrap().summary.plies, Some(2));
    }

    #[test]
    fn a_bad_game_stores_none_and_is_named_by_its_index() {
        let mut store = Store::open_in_memory().unwrap();
        let bad = game("Anna").replace("4a4", "4a1");
        let empty = game("Anna").replace("4a1 4a4", "");
        for (texts, at) in [
            (vec![game("A"), game("B"), bad], 2),
            (vec![game("A"), empty, game("C")], 1),
        ] {
            let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
            let (index, _) = store.import_all(&refs, "test", &mut |_| true).unwrap_err();
            assert_eq!(index, at);
            assert_eq!(count(&store), 0);
        }
    }

    #[test]
    fn a_cancel_rolls_every_game_back() {
        let mut store = Store::open_in_memory().unwrap();
        let texts: Vec<String> = (0..600).map(|n| game(&format!("Anna {n}"))).collect();
        let refs: Vec<&str> = texts.iter().map(String::as_str).collect();
        let err = store
            .import_all(&refs, "test", &mut |done| done < 500)
            .unwrap_err();
        assert!(matches!(err, (500, StoreError::Cancelled)), "{err:?}");
        assert_eq!(count(&store), 0);
    }
}
