//! AI opponents for Deblockle and Gobblet.
//!
//! A game-generic searcher ([`Searcher`]: iterative deepening alpha-beta with a
//! transposition table) works through the engine's [`engine::Game`] trait with a per-game
//! [`Evaluator`]. On top of it: five [`Level`]s defined by search limits, [`Hint`]s with a
//! [`Verdict`] a person understands, draw-offer decisions and the Deblockle setup choice.
//! No threads of its own and no Tauri: the caller runs a search where it likes and cancels
//! it with an atomic flag.

pub mod arena;
pub mod deblockle;
pub mod elo;
pub mod eval;
pub mod gobblet;
pub mod level;
pub mod limits;
pub mod ordering;
pub mod player;
pub mod rng;
pub mod score;
pub mod search;
pub mod tt;
pub mod verdict;

pub use arena::{Contender, MatchConfig, MatchReport, Openings};
pub use elo::{elo_estimate, EloEstimate};
pub use eval::Evaluator;
pub use level::{Level, LevelError, LevelSpec};
pub use limits::Limits;
pub use player::{Ai, AiGame, DrawAnswer, Hint};
pub use rng::Rng;
pub use score::{Forced, Score};
pub use search::{Progress, RootScore, RootScores, SearchResult, Searcher};
pub use verdict::Verdict;
