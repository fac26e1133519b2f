//! The saved-games screen's cards: the store's row of each game (`store::GameSummary`, its
//! TypeScript type `SavedGameRow`) with what only the shell knows, its position.

use serde::Serialize;
use store::GameSummary;
use ts_rs::TS;

use crate::ipc::game::{BoardView, Seat};

/// A saved game as its card shows it: the store's row, and the position as it stands.
#[derive(Clone, Debug, PartialEq, Serialize, TS)]
pub struct SavedGameCard {
    /// The store's row: players, title, moves, dates, state.
    #[serde(flatten)]
    pub row: GameSummary,
    /// The position as it stands (a finished game's last one), for the card's picture; null
    /// for a damaged game.
    pub board: Option<BoardView>,
    /// The side to move in that position: with the moves so far it says who made each (the
    /// card counts the person's own moves); null for a damaged game.
    pub side_to_move: Option<Seat>,
}

/// A page of the saved games' cards (newest first), and how many saved games there are.
#[derive(Clone, Debug, PartialEq, Serialize, TS)]
pub struct SavedGamesPage {
    /// The page's cards.
    pub cards: Vec<SavedGameCard>,
    /// How many saved games there are in all.
    pub total: u32,
}

/// How far an import has got (event `import-progress`): the games read and checked (each
/// replayed through its engine) of all the text's games, then those stored. Nothing is kept
/// until `stored` reaches `total` and the import answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
pub struct ImportProgress {
    /// Games read and checked.
    pub read: u32,
    /// Games stored (in the import's one transaction, not yet kept).
    pub stored: u32,
    /// Games in the text.
    pub total: u32,
}
