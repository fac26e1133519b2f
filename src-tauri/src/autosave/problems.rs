//! What the person must be told about the store, and how the UI receives it
//! ([`StorageView`]).

use crate::ipc::storage::{MovedAsideKind, MovedAsideView, StorageView};

/// What the person must be told about the store, kept from the app's start on: the old
/// database moved aside, games kept in memory only, the last save of the game in play
/// failed. Shown by the home screen's notice, the app's banner and the game screen.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StoreProblems {
    /// The database could not be used and was moved aside at start (until dismissed).
    pub moved_aside: Option<store::OpenNotice>,
    /// No database could be opened: games are kept in memory only, for this reason.
    pub not_saving: Option<String>,
    /// The last save of the game in play failed, for this reason; retried at every action.
    pub unsaved: Option<String>,
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
        }
    }
}
