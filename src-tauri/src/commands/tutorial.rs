//! The IPC commands of the tutorial screen: thin wrappers over the open [`TutorialState`].
//! Each returns the new [`TutorialView`]; a refused one returns a typed error and changes
//! nothing. None touches the game being played, the saved games or the statistics.

use engine::GameKind;
use tauri::State;

use super::command;
use crate::error::AppResult;
use crate::ipc::tutorial::TutorialView;
use crate::tutorial::{self, TutorialState};

/// Opens the tutorial of `game` at its first step, closing any
/// other tutorial.
#[command]
pub fn tutorial_start(state: State<'_, TutorialState>, game: GameKind) -> AppResult<TutorialView> {
    let tutorial = tutorial::open(game)?;
    let view = tutorial.view();
    *state.lock()? = Some(tutorial);
    Ok(view)
}

/// The open tutorial's view.
#[command]
pub fn tutorial_view(state: State<'_, TutorialState>) -> AppResult<TutorialView> {
    state.with(|_| Ok(()))
}

/// The learner tries a move (in notation): played if it is the step's, explained if it is
/// another legal move, refused with the engine's reason if it is not legal.
#[command]
pub fn tutorial_play(state: State<'_, TutorialState>, mv: String) -> AppResult<TutorialView> {
    state.with(|t| t.play(&mv))
}

/// Back to the start of the previous step.
#[command]
pub fn tutorial_back(state: State<'_, TutorialState>) -> AppResult<TutorialView> {
    state.with(|t| t.back())
}

/// Back to the first step.
#[command]
pub fn tutorial_restart(state: State<'_, TutorialState>) -> AppResult<TutorialView> {
    state.with(|t| t.restart())
}

/// Closes the tutorial.
#[command]
pub fn tutorial_leave(state: State<'_, TutorialState>) -> AppResult<()> {
    *state.lock()? = None;
    Ok(())
}
