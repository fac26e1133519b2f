//! The store's operations that need the rules, for whichever game a saved game is: load,
//! import, and the damage check after opening. Each dispatches on [`GameKind`] to the
//! generic `…_as::<G>` operation of the game.

use engine::deblockle::Deblockle;
use engine::{GameKind, GameRecord};

use crate::error::StoreError;
use crate::text::game_kind_of;
use crate::types::GameId;
use crate::Store;

/// A saved game replayed through its engine, ready to resume.
#[derive(Clone, Debug)]
pub enum LoadedGame {
    /// A Deblockle game.
    Deblockle(GameRecord<Deblockle>),
}

impl LoadedGame {
    /// Which game it is.
    pub fn kind(&self) -> GameKind {
        match self {
            LoadedGame::Deblockle(_) => GameKind::Deblockle,
        }
    }
}

/// The error for a game whose engine this build does not have yet.
fn unavailable(kind: GameKind) -> StoreError {
    StoreError::Invalid(format!("{kind} is not available in this build yet"))
}

impl Store {
    /// Loads a saved game of either game: replays it through its engine. A game that does
    /// not replay is marked damaged (shown in the listing with the reason), kept, and
    /// reported as [`StoreError::Damaged`].
    pub fn load(&mut self, id: GameId) -> Result<LoadedGame, StoreError> {
        let kind = self.saved_game(id)?.summary.kind;
        match kind {
            GameKind::Deblockle => self.load_as::<Deblockle>(id).map(LoadedGame::Deblockle),
            GameKind::Gobblet => Err(unavailable(kind)),
        }
    }

    /// Imports a saved-game file of either game (its `[Game "…"]` header says which),
    /// replaying it through that game's engine; a bad file gets [`StoreError::Import`]
    /// naming the line, and nothing is stored.
    pub fn import_text(&mut self, text: &str, app_version: &str) -> Result<GameId, StoreError> {
        let (kind, line) = game_kind_of(text)?;
        match kind {
            GameKind::Deblockle => self.import_text_as::<Deblockle>(text, app_version),
            GameKind::Gobblet => Err(StoreError::Import {
                line,
                message: unavailable(kind).to_string(),
            }),
        }
    }

    /// Replays every unfinished game of both games and marks the ones that do not replay as
    /// damaged, for the listing; returns them with their reasons. The app runs it once after
    /// opening the store, off the UI thread.
    pub fn check_unfinished(&mut self) -> Result<Vec<(GameId, String)>, StoreError> {
        self.check_unfinished_as::<Deblockle>()
    }
}
