//! The commands of the tutorial screen: thin wrappers over the open tutorial
//! ([`crate::tutorial::TutorialState`]).
//! Each returns the new [`TutorialView`]; a refused one returns a typed error and changes
//! nothing. None touches the game being played, the saved games or the statistics.

use engine::GameKind;

use super::command;
use crate::context::App;
use crate::error::AppResult;
use crate::ipc::tutorial::TutorialView;
use crate::tutorial;

/// Opens the tutorial of `game` at its first step, closing any
/// other tutorial.
#[command]
pub fn tutorial_start(app: &App, game: GameKind) -> AppResult<TutorialView> {
    let tutorial = tutorial::open(game)?;
    let view = tutorial.view();
    *app.tutorial.lock()? = Some(tutorial);
    Ok(view)
}

/// The open tutorial's view.
#[command]
pub fn tutorial_view(app: &App) -> AppResult<TutorialView> {
    app.tutorial.with(|_| Ok(()))
}

/// The learner tries a move (in notation): played if it is the step's, explained if it is
/// another legal move, refused with the engine's reason if it is not legal.
#[command]
pub fn tutorial_play(app: &App, mv: String) -> AppResult<TutorialView> {
    app.tutorial.with(|t| t.play(&mv))
}

/// Back to the start of the previous step.
#[command]
pub fn tutorial_back(app: &App) -> AppResult<TutorialView> {
    app.tutorial.with(|t| t.back())
}

/// Back to the first step.
#[command]
pub fn tutorial_restart(app: &App) -> AppResult<TutorialView> {
    app.tutorial.with(|t| t.restart())
}

/// Closes the tutorial.
#[command]
pub fn tutorial_leave(app: &App) -> AppResult<()> {
    *app.tutorial.lock()? = None;
    Ok(())
}
