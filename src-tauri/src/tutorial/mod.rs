//! The interactive tutorials: a few guided moves on a real board for a first-time player.
//!
//! A lesson is data: start positions in the game's notation and scripted steps (the move the
//! learner is asked to make, the other side's reply, the words to show). The engine judges
//! every move; the tests replay every lesson through it. A tutorial lives in its own state:
//! it is never saved, never counted in the statistics and never replaces the game in play.

pub mod deblockle;
pub mod gobblet;
pub mod lesson;
pub mod session;

#[cfg(test)]
mod tests;

pub use lesson::{Goal, Lesson, Step, Trap};
pub use session::{AnyTutorial, Tutorial, TutorialState};

use engine::deblockle::Deblockle;
use engine::gobblet::Gobblet;
use engine::GameKind;

use crate::error::{AppError, AppResult};

/// The lesson of a game.
pub fn lesson_for(kind: GameKind) -> &'static Lesson {
    match kind {
        GameKind::Gobblet => &gobblet::LESSON,
        GameKind::Deblockle => &deblockle::LESSON,
    }
}

/// A new tutorial of `game` at its first step.
pub fn open(game: &str) -> AppResult<Box<dyn AnyTutorial>> {
    let kind: GameKind = game
        .parse()
        .map_err(|e: engine::ParseError| AppError::InvalidInput(e.to_string()))?;
    let lesson = lesson_for(kind);
    Ok(match kind {
        GameKind::Gobblet => Box::new(Tutorial::<Gobblet>::new(lesson)?),
        GameKind::Deblockle => Box::new(Tutorial::<Deblockle>::new(lesson)?),
    })
}
