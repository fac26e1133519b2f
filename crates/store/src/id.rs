//! The identifier of a saved game, named by the errors and by the values alike (its own
//! module, so that neither `error` nor `types` imports the other for it).

/// The identifier of a saved game (its row id; never reused while the file lives).
pub type GameId = i64;
