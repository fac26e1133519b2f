//! The one error type every command returns: a kind the UI can branch on and a message.

use serde::Serialize;
use store::StoreError;
use ts_rs::TS;

/// Why a command was refused. The state it would have changed is left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, TS)]
#[serde(tag = "kind", content = "message", rename_all = "snake_case")]
pub enum AppError {
    /// A payload that is well-formed JSON but not a valid value (bad square, unknown option).
    #[error("invalid input: {0}")]
    InvalidInput(String),
    /// No game is being played.
    #[error("no game is being played")]
    NoGame,
    /// The action is not allowed now (illegal move, game over, nothing to undo...).
    #[error("refused: {0}")]
    Refused(String),
    /// The computer is thinking: wait for its move or cancel it first.
    #[error("the computer is thinking")]
    Busy,
    /// The person cancelled it before it finished (an import): nothing was changed.
    #[error("cancelled: nothing was changed")]
    Cancelled,
    /// Something inside the app failed (a poisoned lock, a lost task).
    #[error("internal error: {0}")]
    Internal(String),
}

/// What every command returns.
pub type AppResult<T> = Result<T, AppError>;

/// A store error as the UI sees it: the caller's mistakes are refusals, the rest internal.
impl From<StoreError> for AppError {
    fn from(err: StoreError) -> Self {
        match err {
            StoreError::Invalid(_)
            | StoreError::NoSuchGame(_)
            | StoreError::Import { .. }
            | StoreError::Damaged { .. }
            | StoreError::Finished(_) => AppError::Refused(err.to_string()),
            StoreError::Cancelled => AppError::Cancelled,
            _ => AppError::Internal(err.to_string()),
        }
    }
}
