//! Searches as plain data: the computer's move, a hint and a game's analysis written out as
//! [`SearchJob`]s, so that a host can run them somewhere it can end at once. The web host runs
//! each in a Web Worker of its own and ends that worker when the search is cancelled or
//! paused (a WebAssembly module without shared memory has one thread: a flag set by a command
//! would wait behind the search it should stop). The Tauri shell runs the same searches on a
//! blocking task over the session's own computer player, stopped through its flags.
//!
//! [`crate::search::run`] runs a job from its data; this module holds only the shapes.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use engine::GameKind;
use serde::{Deserialize, Serialize};
use store::{AnalysedPosition, StoredAnalysis};

use crate::ipc::app::AiLevel;
use crate::ipc::computer::{HintView, SearchProgress};

/// A game as a search needs it: which game, its start position and its action log in
/// notation, and the touch-move rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameText {
    /// Which game.
    pub game: GameKind,
    /// The start position, as the game's notation writes it.
    pub start: String,
    /// The action log, one action a token (`docs/notation.md`), as the store keeps it.
    pub actions: Vec<String>,
    /// Whether touch-move is played.
    pub touch_move: bool,
}

/// A search to run, with everything it needs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "search", rename_all = "camelCase")]
pub enum SearchJob {
    /// The computer's move at `level` in the game as it stands; its easy levels' noise is
    /// seeded with `seed`.
    Move {
        /// The game.
        record: GameText,
        /// The computer's level.
        level: AiLevel,
        /// The computer player's seed.
        seed: u64,
    },
    /// A hint for the side to move, at full strength.
    Hint {
        /// The game.
        record: GameText,
        /// The computer player's seed.
        seed: u64,
    },
    /// The analysis of a game's line for review: every position evaluated, every move
    /// judged.
    Analyse {
        /// The game.
        game: GameKind,
        /// Its start position in notation.
        start: String,
        /// The moves of its line in notation.
        moves: Vec<String>,
    },
    /// One part of a game's analysis split across the web build's search workers
    /// ([`crate::split`]): the same game as [`SearchJob::Analyse`], and the part to search.
    AnalysisPart {
        /// The game.
        game: GameKind,
        /// Its start position in notation.
        start: String,
        /// The moves of its line in notation.
        moves: Vec<String>,
        /// What to search.
        part: AnalysisPart,
    },
}

/// One part of a split analysis ([`SearchJob::AnalysisPart`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "part", rename_all = "camelCase")]
pub enum AnalysisPart {
    /// The position after `index` moves, evaluated.
    Position {
        /// Its index in the line (0: the start).
        index: usize,
    },
    /// What `best` is worth in the position after `index` moves, measured as a move played
    /// is.
    Measure {
        /// The position's index in the line.
        index: usize,
        /// The move, in notation.
        best: String,
    },
}

/// What a part of a split analysis found ([`SearchAnswer::AnalysisPart`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "found", rename_all = "camelCase")]
pub enum PartFound {
    /// The position evaluated.
    Position {
        /// As the store keeps it.
        position: AnalysedPosition,
    },
    /// What the move measured is worth for the side to move.
    Measure {
        /// The score.
        score: i32,
    },
}

/// What a running search reports before its answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "news", rename_all = "camelCase")]
pub enum SearchNews {
    /// The computer's move: how far its search has got.
    Move {
        /// The report, as the UI gets it.
        progress: SearchProgress,
    },
    /// An analysis: `done` of `total` positions evaluated.
    Analysis {
        /// Positions evaluated.
        done: usize,
        /// Positions in all.
        total: usize,
    },
}

/// A search's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "answer", rename_all = "camelCase")]
pub enum SearchAnswer {
    /// The computer's move in notation; `None` if it found none.
    Move {
        /// The move.
        mv: Option<String>,
    },
    /// The hint; `None` if the game is over.
    Hint {
        /// The hint.
        hint: Option<HintView>,
    },
    /// The analysis, or why the game could not be analysed.
    Analysis {
        /// The analysis, in the store's form.
        analysis: Result<StoredAnalysis, String>,
    },
    /// A part of a split analysis, or why it could not be searched.
    AnalysisPart {
        /// What it found.
        found: Result<PartFound, String>,
    },
}

impl Hold {
    /// The hold of a search stopped by a cancel flag alone: [`Hold::Stopped`] once `flag` is
    /// set.
    pub fn of_flag(flag: Arc<AtomicBool>) -> Box<dyn Fn() -> Hold + Send + Sync> {
        Box::new(move || {
            if flag.load(Ordering::Relaxed) {
                Hold::Stopped
            } else {
                Hold::Go
            }
        })
    }
}

/// Whether a search should run, as the core sees it now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hold {
    /// Searching (or free to).
    Go,
    /// Held while the app is in the background: nothing may search until it goes on.
    Paused,
    /// Cancelled for good: its answer is not wanted.
    Stopped,
}
