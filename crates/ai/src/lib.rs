//! AI opponents for Deblockle and Gobblet.
//!
//! A game-generic searcher ([`Searcher`]: iterative deepening alpha-beta with a
//! transposition table) works through the engine's [`engine::Game`] trait with a per-game
//! [`Evaluator`]. On top of it: five [`Level`]s defined by search limits, [`hint`]s with a
//! [`Verdict`] a person understands, draw-offer decisions and the Deblockle setup choice.
//! No threads of its own and no Tauri: the caller runs a search where it likes and cancels
//! it with an atomic flag.

pub mod eval;
pub mod limits;
pub mod ordering;
pub mod rng;
pub mod score;
pub mod search;
pub mod tt;

pub use eval::Evaluator;
pub use limits::Limits;
pub use rng::Rng;
pub use score::{Forced, Score};
pub use search::{Progress, RootScore, SearchResult, Searcher};
