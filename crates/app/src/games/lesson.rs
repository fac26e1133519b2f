//! What a lesson is made of: steps, each with the move the learner should make, what that
//! move must show, and the words (catalogue keys) the screen shows for it; and [`Taught`], a
//! game with its lesson (each game's in its own folder here, `games/<game>/lesson.rs`). The
//! tutorial (`tutorial/`, above `games/` in the module map) follows a lesson; the lessons are
//! data, below it, so a game's lesson sits in the game's folder without importing the tutorial.

use engine::{GameKind, Outcome, Player, WinReason};

use crate::ipc::game::{MoveView, Origin};
use crate::session::AppGame;

/// What the learner's move must do in a step (checked by the tests on every lesson).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Gobblet: a piece enters from an external stack onto an empty square.
    Enter,
    /// Gobblet: a piece on the board moves to an empty square.
    BoardMove,
    /// Gobblet: a piece on the board gobbles a smaller one.
    Gobble,
    /// Gobblet: a piece from an external stack gobbles a piece of a line of three.
    GobbleFromStack,
    /// Deblockle: the tip turns this face up (its name: `cross`, `x`, `slider`, `hoops`...).
    Face(engine::deblockle::Face),
    /// Deblockle: the block tips onto the target star with the Star up and leaves the board.
    Removal,
    /// Deblockle: the learner has no legal move and passes (Deblockle'd).
    Pass,
    /// The learner wins, for this reason.
    Win(WinReason),
    /// The learner loses at once, for this reason (what a trap shows).
    Loss(WinReason),
}

impl Goal {
    /// Whether `mv` (drawn in the position it was played in), leading to `outcome`, played
    /// by `mover`, does what this goal asks.
    pub fn met(self, mv: &MoveView, mover: Player, outcome: Option<Outcome>) -> bool {
        let from_stack = matches!(mv.from, Origin::Reserve { .. });
        let from_board = matches!(mv.from, Origin::Square { .. });
        match self {
            Goal::Enter => from_stack && !mv.capture,
            Goal::BoardMove => from_board && !mv.capture,
            Goal::Gobble => from_board && mv.capture,
            Goal::GobbleFromStack => from_stack && mv.capture,
            Goal::Face(face) => mv.face == Some(face) && mv.to.is_some(),
            Goal::Removal => from_board && mv.to.is_none() && mv.capture,
            Goal::Pass => matches!(mv.from, Origin::Pass),
            Goal::Win(reason) => {
                outcome
                    == Some(Outcome::Win {
                        winner: mover,
                        reason,
                    })
            }
            Goal::Loss(reason) => {
                outcome
                    == Some(Outcome::Win {
                        winner: mover.other(),
                        reason,
                    })
            }
        }
    }
}

/// A tempting wrong move a step warns about, and what it would lead to (tested).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Trap {
    /// The move, in notation.
    pub mv: &'static str,
    /// What it would do.
    pub goal: Goal,
}

/// One step of a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// A new scene: the position this step starts from, in the game's notation; `None`
    /// goes on from where the previous step ended.
    pub setup: Option<&'static str>,
    /// The catalogue key of the instruction.
    pub instruction: &'static str,
    /// The catalogue key of what to try after a wrong move.
    pub hint: &'static str,
    /// The moves that complete the step, in notation; the first is the one highlighted.
    pub expected: &'static [&'static str],
    /// What the learner's move must do.
    pub goal: Goal,
    /// The other side's scripted reply, played at once after the learner's move.
    pub reply: Option<&'static str>,
    /// A wrong move the hint warns about.
    pub trap: Option<Trap>,
}

/// A game's tutorial.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Which game it teaches.
    pub game: GameKind,
    /// The position the first step starts from, in the game's notation.
    pub start: &'static str,
    /// The steps, in order.
    pub steps: &'static [Step],
    /// The catalogue key of the words shown when every step is done.
    pub done: &'static str,
}

/// A game with a tutorial: its lesson (in the game's own folder, `games/<game>/lesson.rs`).
pub trait Taught: AppGame {
    /// The lesson.
    const LESSON: &'static Lesson;
}
