//! What the UI sees of the computer's thinking: how far its search has got (event
//! `ai-progress`) and a hint, with how the game stands in words.

use ai::Verdict;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::ipc::game::MoveView;

/// How far the computer's search has got, sent to the UI as it thinks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SearchProgress {
    /// The search this belongs to.
    pub job: u32,
    /// The depth completed, in plies.
    pub depth: u32,
    /// Positions searched so far.
    #[ts(type = "number")]
    pub nodes: u64,
    /// The best move found so far, in notation.
    pub best: Option<String>,
}

/// How the game stands for the side to move, as a hint says it in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum HintVerdict {
    /// A forced win, at the latest with the side's `moves`-th move.
    WinsIn {
        /// Moves of the side to move until the win.
        moves: u32,
    },
    /// Not proven, but a large advantage.
    Winning,
    /// A clear advantage.
    Better,
    /// Balanced.
    Equal,
    /// A clear disadvantage.
    Worse,
    /// Not proven, but a large disadvantage.
    Losing,
    /// A forced loss after `moves` more moves whatever the side does.
    LosesIn {
        /// Moves until the loss.
        moves: u32,
    },
}

impl From<Verdict> for HintVerdict {
    fn from(v: Verdict) -> Self {
        match v {
            Verdict::WinsIn(moves) => HintVerdict::WinsIn { moves },
            Verdict::Winning => HintVerdict::Winning,
            Verdict::Better => HintVerdict::Better,
            Verdict::Equal => HintVerdict::Equal,
            Verdict::Worse => HintVerdict::Worse,
            Verdict::Losing => HintVerdict::Losing,
            Verdict::LosesIn(moves) => HintVerdict::LosesIn { moves },
        }
    }
}

/// A hint as the board shows it: the move (its origin and destination) and the verdict.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct HintView {
    /// The move suggested, drawn like a legal move.
    pub mv: MoveView,
    /// How the game stands for the side to move.
    pub verdict: HintVerdict,
}
