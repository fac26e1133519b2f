//! [`App`]: one running app, whatever its host — the game in play, the tutorial, the review,
//! the puzzle, the store and the settings, and the host the core runs in. Cheap to clone (one
//! shared value): the searches the game flow starts on the host's blocking tasks hold a
//! clone, and look up the game in play again when they finish.

use std::ops::Deref;
use std::sync::Arc;

use crate::autosave::{SaveState, Storage};
use crate::error::{AppError, AppResult};
use crate::host::Host;
use crate::puzzles::PuzzleState;
use crate::review::state::ReviewState;
use crate::settings::SettingsState;
use crate::state::GameState;
use crate::state::ImportState;
use crate::tutorial::TutorialState;

/// One running app (see the module).
#[derive(Clone)]
pub struct App(Arc<Parts>);

/// What an [`App`] holds, each part behind its own lock. Lock order: the game's, then the
/// store's.
pub struct Parts {
    /// The program the core runs in.
    pub host: Box<dyn Host>,
    /// The game in play.
    pub game: GameState,
    /// The open tutorial.
    pub tutorial: TutorialState,
    /// The game under review.
    pub review: ReviewState,
    /// The puzzle being solved.
    pub puzzles: PuzzleState,
    /// The saved games; `None` only in tests that run without a store.
    pub save: Option<SaveState>,
    /// The person's settings.
    pub settings: SettingsState,
    /// The import under way, if any.
    pub imports: ImportState,
}

impl Deref for App {
    type Target = Parts;

    fn deref(&self) -> &Parts {
        &self.0
    }
}

impl std::fmt::Debug for App {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("App").finish_non_exhaustive()
    }
}

impl App {
    /// An app in `host`, its saved games in `storage` (opened here: a damaged database is
    /// moved aside and the person told) and its settings loaded; nothing resumed yet (the host
    /// calls `flow::resume_at_start` once it runs).
    pub fn new(host: Box<dyn Host>, storage: &Storage, settings: SettingsState) -> App {
        App::with_save(host, Some(SaveState::open(storage)), settings)
    }

    /// An app with the store given (or none: some tests).
    pub fn with_save(host: Box<dyn Host>, save: Option<SaveState>, settings: SettingsState) -> App {
        App(Arc::new(Parts {
            host,
            game: GameState::default(),
            tutorial: TutorialState::default(),
            review: ReviewState::default(),
            puzzles: PuzzleState::default(),
            save,
            settings,
            imports: ImportState::default(),
        }))
    }

    /// The store, or an internal error in an app that has none.
    pub fn save(&self) -> AppResult<&SaveState> {
        self.save
            .as_ref()
            .ok_or_else(|| AppError::Internal("the app has no store".into()))
    }
}
