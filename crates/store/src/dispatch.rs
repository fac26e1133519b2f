//! The store's operations that need the rules, for whichever game a saved game is: load,
//! import, the damage check after opening, and the replay behind the schema's backfill of
//! moves so far. Each dispatches on [`GameKind`] to the generic operation of the game.

use engine::deblockle::Deblockle;
use engine::gobblet::Gobblet;
use engine::{GameKind, GameRecord};

use crate::error::StoreError;
use crate::replay::replay_checked;
use crate::text::game_kind_of;
use crate::types::{GameId, GameResult};
use crate::Store;

/// A saved game replayed through its engine, ready to resume.
#[derive(Clone, Debug)]
pub enum LoadedGame {
    /// A Deblockle game.
    Deblockle(GameRecord<Deblockle>),
    /// A Gobblet game.
    Gobblet(GameRecord<Gobblet>),
}

impl LoadedGame {
    /// Which game it is.
    pub fn kind(&self) -> GameKind {
        match self {
            LoadedGame::Deblockle(_) => GameKind::Deblockle,
            LoadedGame::Gobblet(_) => GameKind::Gobblet,
        }
    }
}

impl Store {
    /// Loads a saved game of either game: replays it through its engine. A game that does
    /// not replay is marked damaged (shown in the listing with the reason), kept, and
    /// reported as [`StoreError::Damaged`].
    pub fn load(&mut self, id: GameId) -> Result<LoadedGame, StoreError> {
        let kind = self.saved_game(id)?.summary.kind;
        match kind {
            GameKind::Deblockle => self.load_as::<Deblockle>(id).map(LoadedGame::Deblockle),
            GameKind::Gobblet => self.load_as::<Gobblet>(id).map(LoadedGame::Gobblet),
        }
    }

    /// Imports a saved-game file of either game (its `[Game "…"]` header says which),
    /// replaying it through that game's engine; a bad file gets [`StoreError::Import`]
    /// naming the line, and nothing is stored.
    pub fn import_text(&mut self, text: &str, app_version: &str) -> Result<GameId, StoreError> {
        match game_kind_of(text)? {
            GameKind::Deblockle => self.import_text_as::<Deblockle>(text, app_version),
            GameKind::Gobblet => self.import_text_as::<Gobblet>(text, app_version),
        }
    }
}

/// Replays a stored game of either game and checks its stored result; returns the number of
/// moves of its current line, or why it does not replay (the damage reason loading gives).
pub(crate) fn replayed_plies(
    kind: GameKind,
    setup: &str,
    touch_move: bool,
    actions: &[String],
    stored: Option<&GameResult>,
) -> Result<u32, String> {
    let plies = match kind {
        GameKind::Deblockle => replay_checked::<Deblockle>(setup, touch_move, actions, stored)?
            .moves()
            .len(),
        GameKind::Gobblet => replay_checked::<Gobblet>(setup, touch_move, actions, stored)?
            .moves()
            .len(),
    };
    Ok(u32::try_from(plies).unwrap_or(u32::MAX))
}
