//! The interactive tutorials: a few guided moves on a real board for a first-time player.
//!
//! A lesson is data: start positions in the game's notation and scripted steps (the move the
//! learner is asked to make, the other side's reply, the words to show). The engine judges
//! every move; the tests replay every lesson through it. A tutorial lives in its own state:
//! it is never saved, never counted in the statistics and never replaces the game in play.

pub mod commands;
pub mod deblockle;
pub mod gobblet;
pub mod lesson;
pub mod session;
pub mod view;

#[cfg(test)]
mod tests;

pub use lesson::{Goal, Lesson, Step, Trap};
pub use session::{AnyTutorial, Tutorial, TutorialState};
pub use view::{TutorialMistake, TutorialView};

use engine::GameKind;

/// The lesson of a game.
pub fn lesson_for(kind: GameKind) -> &'static Lesson {
    match kind {
        GameKind::Gobblet => &gobblet::LESSON,
        GameKind::Deblockle => &deblockle::LESSON,
    }
}
