//! What the person must be told about the store, and how the UI receives it
//! ([`StorageView`]).

use store::GameId;

use crate::ipc::storage::{MovedAsideKind, MovedAsideView, SavedAsCopyView, StorageView};

/// What the person must be told about the store, kept from the app's start on: the old
/// database moved aside, games kept in memory only, the last save of the game in play
/// failed, the game in play saved as a copy. Shown by the home screen's notice, the app's
/// banner and the game screen.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StoreProblems {
    /// The database could not be used and was moved aside at start (until dismissed).
    pub moved_aside: Option<store::OpenNotice>,
    /// No database could be opened: games are kept in memory only, for this reason.
    pub not_saving: Option<String>,
    /// The last save of the game in play failed, for this reason; retried at every action.
    pub unsaved: Option<String>,
    /// Another copy of the app wrote to the saved game in play, so this copy's game went on
    /// as a new saved game (until dismissed, or until the game is left).
    pub saved_as_copy: Option<SavedAsCopy>,
}

/// The game in play, saved as a new game because another copy of the app wrote to the one
/// it was saved as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SavedAsCopy {
    /// The saved game the other copy of the app wrote to (left as that copy wrote it).
    pub original: GameId,
    /// The new saved game holding this copy's game, every action of it.
    pub copy: GameId,
}

impl From<&StoreProblems> for StorageView {
    fn from(problems: &StoreProblems) -> Self {
        StorageView {
            moved_aside: problems.moved_aside.as_ref().map(|notice| {
                let (kind, detail) = match &notice.reason {
                    store::MovedAside::Damaged { detail } => {
                        (MovedAsideKind::Damaged, detail.clone())
                    }
                    store::MovedAside::Newer { found, supported } => (
                        MovedAsideKind::Newer,
                        format!("schema version {found}; this version reads up to {supported}"),
                    ),
                };
                MovedAsideView {
                    kind,
                    file: notice.moved_to.display().to_string(),
                    detail,
                }
            }),
            not_saving: problems.not_saving.clone(),
            unsaved: problems.unsaved.clone(),
            saved_as_copy: problems.saved_as_copy.map(|c| SavedAsCopyView {
                original: c.original,
                copy: c.copy,
            }),
        }
    }
}
