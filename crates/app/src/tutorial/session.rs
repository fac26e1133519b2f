//! A tutorial being followed: the lesson, the step reached and the real engine position.
//! Every move is checked by the engine; a legal move that is not the one the step asks for
//! is explained and not played. A refused call leaves the tutorial exactly as it was.

use std::sync::{Mutex, MutexGuard};

use engine::{by_game, ByGame, Game, Listed, MoveTextError, Notation, PerGame, Player};

use super::lesson::{Lesson, Step};
use crate::error::{AppError, AppResult};
use crate::ipc::game::MoveView;
use crate::ipc::tutorial::{TutorialMistake, TutorialPlayed, TutorialView};
use crate::session::AppGame;

/// A tutorial of one game.
#[derive(Clone, Debug)]
pub struct Tutorial<G: Game> {
    lesson: &'static Lesson,
    /// The step shown; `lesson.steps.len()` once every step is done.
    step: usize,
    position: G,
    /// The position each step reached so far started from (Back returns to them).
    starts: Vec<G>,
    learner: Player,
    last_move: Option<MoveView>,
    reply: Option<String>,
    /// The learner's last move on the board it left, when a reply or a new scene followed.
    played: Option<TutorialPlayed>,
    mistake: Option<TutorialMistake>,
    advanced: bool,
}

/// A position of the lesson's text; the lesson tests replay every one of them.
fn lesson_position<G: AppGame>(text: &str) -> AppResult<G> {
    G::parse_position(text)
        .map_err(|e| AppError::Internal(format!("the lesson's position {text:?}: {e}")))
}

/// A move of the lesson's script, legal in `position`.
fn lesson_move<G: AppGame>(position: &G, text: &str) -> AppResult<G::Move> {
    position
        .parse_legal_move(text)
        .map_err(|e| AppError::Internal(format!("the lesson's move {text:?}: {e}")))
}

impl<G: AppGame> Tutorial<G> {
    /// The lesson at its first step. Fails only if the lesson's text is not valid for `G`.
    pub fn new(lesson: &'static Lesson) -> AppResult<Self> {
        if lesson.game != G::KIND || lesson.steps.is_empty() {
            return Err(AppError::Internal(format!(
                "the {} lesson cannot be followed as {}",
                lesson.game.name(),
                G::KIND.name()
            )));
        }
        let position: G = lesson_position(lesson.start)?;
        let mut tutorial = Tutorial {
            lesson,
            step: 0,
            position,
            starts: Vec::new(),
            learner: position.side_to_move(),
            last_move: None,
            reply: None,
            played: None,
            mistake: None,
            advanced: false,
        };
        tutorial.begin_step()?;
        Ok(tutorial)
    }

    /// The step shown, unless every step is done.
    fn current(&self) -> Option<&'static Step> {
        self.lesson.steps.get(self.step)
    }

    /// Sets out the scene of the step reached (if it has one) and remembers where it starts.
    fn begin_step(&mut self) -> AppResult<()> {
        if let Some(step) = self.current() {
            if let Some(setup) = step.setup {
                self.position = lesson_position(setup)?;
                self.last_move = None;
                self.reply = None;
            }
            self.starts.push(self.position);
        }
        Ok(())
    }

    /// Whether every step is done.
    pub fn done(&self) -> bool {
        self.current().is_none()
    }

    /// The learner tries `text`. An expected move is played, with the other side's reply,
    /// and the next step begins; a legal but different move is not played and the step's
    /// hint is shown; anything else is refused with the reason.
    pub fn play(&mut self, text: &str) -> AppResult<()> {
        let Some(step) = self.current() else {
            return Err(AppError::Refused("the tutorial is finished".into()));
        };
        let mv = self.position.parse_legal_move(text).map_err(|e| match e {
            MoveTextError::Parse(e) => AppError::InvalidInput(e.to_string()),
            MoveTextError::Illegal(e) => AppError::Refused(e.to_string()),
        })?;
        let expected = step
            .expected
            .iter()
            .any(|e| G::parse_move(e).ok() == Some(mv));
        if !expected {
            self.mistake = Some(TutorialMistake {
                tried: mv.to_string(),
                hint: step.hint.to_owned(),
            });
            self.advanced = false;
            self.played = None;
            return Ok(());
        }
        // Work on a copy: a script that failed would leave the tutorial as it was.
        let mut next = self.clone();
        let view = next.position.move_view(mv);
        next.position.play(mv);
        let after = next.position;
        next.last_move = Some(view.clone());
        next.reply = None;
        if let (Some(reply), None) = (step.reply, next.position.outcome()) {
            let reply_move = lesson_move(&next.position, reply)?;
            next.last_move = Some(next.position.move_view(reply_move));
            next.position.play(reply_move);
            next.reply = Some(reply_move.to_string());
        }
        next.step += 1;
        next.mistake = None;
        next.advanced = true;
        next.begin_step()?;
        next.played = (next.position != after).then(|| TutorialPlayed {
            board: after.board(),
            side_to_move: after.side_to_move(),
            last_move: view,
        });
        *self = next;
        Ok(())
    }

    /// Goes back to the start of the previous step (or of the last one, once done).
    pub fn back(&mut self) -> AppResult<()> {
        let Some(step) = self.step.checked_sub(1) else {
            return Err(AppError::Refused("this is the first step".into()));
        };
        let Some(&position) = self.starts.get(step) else {
            return Err(AppError::Internal("a step without its start".into()));
        };
        self.step = step;
        self.position = position;
        self.starts.truncate(step + 1);
        self.last_move = None;
        self.reply = None;
        self.played = None;
        self.mistake = None;
        self.advanced = false;
        Ok(())
    }

    /// Back to the first step.
    pub fn restart(&mut self) -> AppResult<()> {
        *self = Tutorial::new(self.lesson)?;
        Ok(())
    }

    /// The position on the board.
    pub fn position(&self) -> &G {
        &self.position
    }

    /// Everything the tutorial screen draws.
    pub fn view(&self) -> TutorialView {
        let step = self.current();
        let legal = if step.is_some() {
            self.position.legal_views()
        } else {
            Vec::new()
        };
        let expected = step
            .and_then(|s| s.expected.first())
            .and_then(|text| self.position.parse_legal_move(text).ok())
            .map(|mv| self.position.move_view(mv));
        TutorialView {
            game: G::KIND,
            step: u32::try_from(self.step).unwrap_or(u32::MAX),
            steps: u32::try_from(self.lesson.steps.len()).unwrap_or(u32::MAX),
            step_keys: self
                .lesson
                .steps
                .iter()
                .map(|s| s.instruction.to_owned())
                .collect(),
            instruction: step.map_or(self.lesson.done, |s| s.instruction).to_owned(),
            board: self.position.board(),
            side_to_move: self.position.side_to_move(),
            learner: self.learner,
            legal,
            expected,
            last_move: self.last_move.clone(),
            reply: self.reply.clone(),
            played: self.played.clone(),
            mistake: self.mistake.clone(),
            advanced: self.advanced,
            done: step.is_none(),
            outcome: self.position.outcome().map(Into::into),
        }
    }
}

/// The family of tutorials: `ByGame<TutorialOf>` is a tutorial of whichever game.
#[derive(Debug)]
pub enum TutorialOf {}
impl PerGame for TutorialOf {
    type Of<G: Notation> = Tutorial<G>;
}

/// A tutorial, whichever game it teaches: each method the game's own ([`Tutorial`]),
/// matched once with the engine's one dispatch.
pub struct GameTutorial(ByGame<TutorialOf>);

impl<G: AppGame + Listed> From<Tutorial<G>> for GameTutorial {
    fn from(tutorial: Tutorial<G>) -> Self {
        GameTutorial(G::wrap(tutorial))
    }
}

impl GameTutorial {
    /// Everything the tutorial screen draws.
    pub fn view(&self) -> TutorialView {
        by_game!(&self.0, |t| t.view())
    }

    /// The learner tries a move given in notation.
    pub fn play(&mut self, text: &str) -> AppResult<()> {
        by_game!(&mut self.0, |t| t.play(text))
    }

    /// Back to the start of the previous step.
    pub fn back(&mut self) -> AppResult<()> {
        by_game!(&mut self.0, |t| t.back())
    }

    /// Back to the first step.
    pub fn restart(&mut self) -> AppResult<()> {
        by_game!(&mut self.0, |t| t.restart())
    }
}

/// The tutorial open on the tutorial screen, if any: apart from the game being played, so
/// that a tutorial never touches it, the saved games or the statistics.
#[derive(Default)]
pub struct TutorialState(Mutex<Option<GameTutorial>>);

impl TutorialState {
    /// The lock on the open tutorial.
    pub fn lock(&self) -> AppResult<MutexGuard<'_, Option<GameTutorial>>> {
        self.0
            .lock()
            .map_err(|_| AppError::Internal("tutorial lock poisoned".into()))
    }

    /// Runs `f` on the open tutorial and returns its new view; refused when none is open.
    pub fn with(
        &self,
        f: impl FnOnce(&mut GameTutorial) -> AppResult<()>,
    ) -> AppResult<TutorialView> {
        let mut guard = self.lock()?;
        let tutorial = guard
            .as_mut()
            .ok_or_else(|| AppError::Refused("no tutorial is open".into()))?;
        f(tutorial)?;
        Ok(tutorial.view())
    }
}
