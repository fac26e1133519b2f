//! AI opponents for Deblockle and Gobblet.
//!
//! A game-generic searcher ([`Searcher`]: iterative deepening alpha-beta with a
//! transposition table) works through the engine's [`engine::Game`] trait with a per-game
//! [`Evaluator`]. On top of it: five [`Level`]s defined by search limits, [`Hint`]s with a
//! [`Verdict`] a person understands, draw-offer decisions and the Deblockle setup choice.
//! No threads of its own and no Tauri: the caller runs a search where it likes and cancels
//! it with an atomic flag (a game's analysis can also be paused and resumed, with an
//! [`AnalysisControl`]). It also runs in a browser (`wasm32-unknown-unknown`): its clock is
//! [`clock`], and every search runs on the calling thread there ([`threads::CAN_SPAWN`]).
//!
//! ```
//! use std::sync::atomic::AtomicBool;
//!
//! use ai::{Ai, Forced, Level, Verdict};
//! use engine::gobblet::Gobblet;
//! use engine::Notation;
//!
//! // White to move completes rank 2 by moving the 3 from a1 to c2.
//! let position = Gobblet::parse_position("..../..../W3W4.W4/W3B4B4B3 W:422 B:432 W").unwrap();
//! let stop = AtomicBool::new(false); // set it from another thread to cancel
//! let mut ai: Ai<Gobblet> = Ai::with_table(8, 1);
//! let played = ai.choose_move(&position, &[], Level::new(3).unwrap(), &stop, &mut |_| {});
//! assert_eq!(played.best_move.unwrap().to_string(), "a1-c2");
//! assert_eq!(played.score.forced(), Some(Forced::WinsIn(1)));
//!
//! let hint = ai.hint(&position, &[], &Ai::<Gobblet>::hint_limits(), &stop, &mut |_| {}).unwrap();
//! assert_eq!(hint.verdict, Verdict::WinsIn(1));
//! assert!(!ai.answer_draw_offer(&position, &[], engine::Player::One, &Ai::<Gobblet>::hint_limits(), &stop).accept);
//! ```

pub mod analysis;
pub mod arena;
pub mod clock;
pub mod control;
pub mod deblockle;
pub mod elo;
pub mod eval;
pub mod gobblet;
pub mod level;
pub mod limits;
pub mod ordering;
pub mod player;
pub mod puzzle;
pub mod reductions;
pub mod score;
pub mod search;
pub mod threads;
pub mod tt;
pub mod verdict;

pub use analysis::{
    Analyser, AnalysisError, AnalysisProgress, BetterMove, GameAnalysis, MoveClass, MoveReview,
    PositionReview, TryVerdict,
};
pub use arena::{Contender, MatchConfig, MatchReport, Openings};
pub use control::{AnalysisControl, Interrupt, RunState};
pub use elo::{elo_estimate, EloEstimate};
/// The seeded generator of noise, openings and matches: the engine's SplitMix64, the one RNG
/// of the project (the same seed gives the same games on every device).
pub use engine::SplitMix64 as Rng;
pub use eval::Evaluator;
pub use level::{Level, LevelError, LevelSpec};
pub use limits::Limits;
pub use player::{Ai, AiGame, DrawAnswer, Hint};
pub use score::{Forced, Score};
pub use search::{
    Progress, Reductions, ReductionsError, RootScore, RootScores, SearchResult, Searcher,
};
pub use verdict::Verdict;
