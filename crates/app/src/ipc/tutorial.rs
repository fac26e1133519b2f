//! What the tutorial screen sees: the real board of a real engine position, the step and its
//! words (catalogue keys, so that the screen shows them in the person's language).

use serde::Serialize;
use ts_rs::TS;

use crate::ipc::game::{BoardView, MoveView, OutcomeView, Seat};

/// A move the learner tried that is legal but not the one the step asks for: it was not
/// played, and the hint says what to try.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct TutorialMistake {
    /// The move tried, in notation.
    pub tried: String,
    /// The catalogue key of what to try instead.
    pub hint: String,
}

/// The learner's move as it stood before what followed it (the other side's reply, or the
/// next step's scene): the board shows it moving first, then the rest.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct TutorialPlayed {
    /// The board right after the learner's move.
    pub board: BoardView,
    /// The seat to move then.
    pub side_to_move: Seat,
    /// The learner's move.
    pub last_move: MoveView,
}

/// Everything the tutorial screen draws, after every action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct TutorialView {
    /// The game.
    pub game: engine::GameKind,
    /// The step shown, from 0; equal to `steps` once the lesson is done.
    pub step: u32,
    /// How many steps the lesson has.
    pub steps: u32,
    /// The catalogue key of each step's instruction, in order: the screen lists the lesson's
    /// steps by their names (the key with `.title`).
    pub step_keys: Vec<String>,
    /// The catalogue key of the words to show: the step's instruction, or the lesson's
    /// closing words once it is done.
    pub instruction: String,
    /// The current position.
    pub board: BoardView,
    /// The seat to move (the learner's, while the lesson goes on).
    pub side_to_move: Seat,
    /// The learner's seat.
    pub learner: Seat,
    /// Every legal move now (a legal but wrong one is explained, not played); empty once
    /// the lesson is done.
    pub legal: Vec<MoveView>,
    /// The move the step asks for, to highlight on the board.
    pub expected: Option<MoveView>,
    /// The last move played (the other side's scripted reply, if it had one).
    pub last_move: Option<MoveView>,
    /// The other side's reply to the learner's last move, in notation.
    pub reply: Option<String>,
    /// The learner's last move on the board it left, when something followed it (a reply or
    /// the next step's scene); `None` otherwise (the board is the one it left).
    pub played: Option<TutorialPlayed>,
    /// The last try, when it was refused.
    pub mistake: Option<TutorialMistake>,
    /// The learner's last move completed the step before this one.
    pub advanced: bool,
    /// Every step is done.
    pub done: bool,
    /// The result of the game on the board, if the last step ended it.
    pub outcome: Option<OutcomeView>,
}
