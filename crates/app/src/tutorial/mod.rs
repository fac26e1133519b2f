//! The interactive tutorials: a few guided moves on a real board for a first-time player.
//!
//! A lesson is data: start positions in the game's notation and scripted steps (the move the
//! learner is asked to make, the other side's reply, the words to show). The engine judges
//! every move; the tests replay every lesson through it. A tutorial lives in its own state:
//! it is never saved, never counted in the statistics and never replaces the game in play.

pub mod session;

#[cfg(test)]
mod tests;

/// What a lesson is made of, and [`Taught`]: the lessons are data, each game's in its own
/// folder of `games/` (below the tutorial in the module map).
pub use crate::games::lesson;
pub use lesson::{Goal, Lesson, Step, Taught, Trap};
pub use session::{GameTutorial, Tutorial, TutorialState};

use engine::GameKind;

use crate::error::AppResult;

/// The lesson of a game.
pub fn lesson_for(kind: GameKind) -> &'static Lesson {
    fn lesson<G: Taught>() -> &'static Lesson {
        G::LESSON
    }
    engine::with_game!(kind, G => lesson::<G>())
}

/// A new tutorial of `kind` at its first step.
pub fn open(kind: GameKind) -> AppResult<GameTutorial> {
    fn open_as<G: Taught + engine::Listed>() -> AppResult<GameTutorial> {
        Ok(GameTutorial::from(Tutorial::<G>::new(G::LESSON)?))
    }
    engine::with_game!(kind, G => open_as::<G>())
}
