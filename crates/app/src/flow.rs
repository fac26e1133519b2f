//! The game flow: how a game becomes the game in play and how it changes, in one place.
//!
//! - [`start`], [`open`] and [`resume_at_start`] install a game: the one in play (if any)
//!   stops thinking and hinting, the store learns which saved game is written to now, and the
//!   computer's turn starts if it opens.
//! - [`act`] changes the game in play; after every change ([`changed`]) the new actions are
//!   saved and the computer's turn starts if it comes next ([`ai_task`], whose move is a
//!   change too and is sent to the UI as [`Event::GameChanged`]).
//! - Whatever touches the store goes through [`saving`], which tells the UI
//!   ([`Event::StorageChanged`]) when the store's problems changed, and only then.
//!
//! The commands (`commands/game.rs`, `commands/review.rs`) are one or two lines over it. Lock
//! order: the game's lock, then the store's.

use crate::autosave::{Match, Saver, StoreProblems};
use crate::clock::seed;
use crate::context::App;
use crate::error::{AppError, AppResult};
use crate::games;
use crate::host::{blocking, Event, Search};
use crate::ipc::game::{GameView, Names};
use crate::ipc::new_game::NewGame;
use crate::ipc::storage::StorageView;
use crate::jobs::{SearchAnswer, SearchNews, Stop};
use crate::session::GameSession;

/// Sends the store's problems to the UI (a closed window is not an error).
pub fn announce(app: &App, problems: &StoreProblems) {
    app.host
        .emit(Event::StorageChanged(StorageView::from(problems)));
}

/// Runs `f` on the store's saver and tells the UI if the store's problems changed meanwhile.
/// `None` when the app has no store (some tests).
pub fn saving<T>(app: &App, f: impl FnOnce(&mut Saver) -> T) -> AppResult<Option<T>> {
    let Some(save) = app.save.as_ref() else {
        return Ok(None);
    };
    let mut saver = save.lock()?;
    let before = saver.problems().clone();
    let out = f(&mut saver);
    if *saver.problems() != before {
        announce(app, saver.problems());
    }
    Ok(Some(out))
}

/// Stops what a change of the game in play cancels: the computer's search and the hint.
fn stop(session: &mut GameSession) {
    session.cancel_ai();
    session.cancel_hint();
}

/// Puts `session` in `guard`'s place (the game there stops thinking and hinting) and starts
/// the computer's turn if it opens; the new game's view.
fn install(app: &App, guard: &mut Option<GameSession>, mut session: GameSession) -> GameView {
    if let Some(old) = guard.as_mut() {
        stop(old);
    }
    // Under the game's lock, so that the computer's move finds the session in place.
    ai_task(app, &mut session);
    let view = session.view();
    *guard = Some(session);
    view
}

/// What follows every change of the game in play: its new actions are saved, and the
/// computer's turn starts if it comes next.
pub fn changed(app: &App, session: &mut GameSession) {
    autosave(app, session);
    ai_task(app, session);
}

/// Runs `action` on the game in play, then what follows a change ([`changed`]); the view.
pub fn act(
    app: &App,
    action: impl FnOnce(&mut GameSession) -> AppResult<()>,
) -> AppResult<GameView> {
    app.game.with(|session| {
        action(session)?;
        changed(app, session);
        Ok(session.view())
    })
}

/// Saves the actions of `session` not saved yet (and creates its saved game if the store
/// refused it before). A failure is not fatal: the game goes on in memory, the person is told
/// at once ([`Event::StorageChanged`]) and the next action tries again.
pub fn autosave(app: &App, session: &GameSession) {
    // A failure, or the game going on as a copy, is kept in the saver's problems (and logged
    // there).
    if let Err(err) = saving(app, |saver| saver.save(session)) {
        log::error!("autosave skipped: {err}");
    }
}

/// Starts the computer's search if it is to move, on a blocking task off the UI thread.
/// The result is applied only if the session still waits for this very search (undo,
/// a new game or leaving cancel it), then the new view is sent as [`Event::GameChanged`].
pub fn ai_task(app: &App, session: &mut GameSession) {
    let Some(turn) = session.start_ai() else {
        return;
    };
    let id = turn.id;
    let (answer_app, news_app) = (app.clone(), app.clone());
    app.host.search(Search {
        job: turn.job,
        stop: Stop::Flag(turn.cancel),
        news: Box::new(move |news| {
            if let SearchNews::Move { mut progress } = news {
                progress.job = u32::try_from(id).unwrap_or(u32::MAX);
                news_app.host.emit(Event::AiProgress(progress));
            }
        }),
        answer: Box::new(move |answer| {
            let mv = match answer {
                Some(SearchAnswer::Move { mv }) => mv,
                // Stopped (the session no longer waits for it), or the search failed: no move.
                _ => None,
            };
            finish_ai(&answer_app, id, |session| session.finish_ai(id, mv));
        }),
    });
}

/// Hands search `id`'s result to the game in play with `finish`: if it was still waited for,
/// the move is a change ([`changed`]) and the new view goes to the UI, as it does when the
/// move failed.
fn finish_ai(app: &App, id: u64, finish: impl FnOnce(&mut GameSession) -> AppResult<bool>) {
    let Ok(mut guard) = app.game.lock() else {
        return;
    };
    let Some(session) = guard.as_mut() else {
        return;
    };
    match finish(session) {
        Ok(true) => {
            changed(app, session);
            app.host.emit(Event::GameChanged(Box::new(session.view())));
        }
        Ok(false) => {}
        Err(err) => {
            let view = session.view();
            log::error!(
                "the computer's move failed ({} game, {} moves, search {}): {err}",
                view.game,
                view.moves.len(),
                id
            );
            app.host.emit(Event::GameChanged(Box::new(view)));
        }
    }
}

/// Starts the game `options` describe as the game in play, its people's sides called `names`
/// (checked). Its start position is made on a blocking task: the Deblockle classic setup against the computer searches for the
/// computer's arrangement of the person's blocks.
pub async fn new_game(app: &App, options: NewGame, names: Names) -> AppResult<GameView> {
    let made = options.clone();
    let mut session = blocking(&*app.host, move || games::new_session(&made, seed())).await??;
    session.set_names(names);
    start(app, Match::from(&options), session)
}

/// Installs `session`, a new game of `game`, as the game in play, saved as a new saved game
/// (if the store refuses it, it is created at the next save; the problem is announced).
pub fn start(app: &App, game: Match, session: GameSession) -> AppResult<GameView> {
    let mut guard = app.game.lock()?;
    saving(app, |saver| {
        saver.close();
        let _ = saver.start(game, &session);
    })?;
    Ok(install(app, &mut guard, session))
}

/// Opens the unfinished saved game `id` (replayed through the engine) as the game in play;
/// moves go on being saved to it. What the game in play could not save is tried once more
/// first. A finished or damaged game is refused with the reason, and the game in play stays
/// as it was.
pub fn open(app: &App, id: i64) -> AppResult<GameView> {
    let mut guard = app.game.lock()?;
    let session = saving(app, |saver| {
        if let Some(old) = guard.as_ref() {
            // The last chance to keep what the game in play could not save.
            let _ = saver.save(old);
        }
        saver.open_game(id)
    })?
    .ok_or_else(|| AppError::Internal("the app has no store".into()))??;
    Ok(install(app, &mut guard, session))
}

/// Makes the last unfinished saved game the game in play when the app starts, and starts
/// the computer's turn if it is to move: a phone may have ended the app while the computer
/// thought, and the game must come back exactly where it was.
pub fn resume_at_start(app: &App) {
    let resumed = saving(app, Saver::resume_last).ok().flatten().flatten();
    let Some(session) = resumed else {
        return;
    };
    let Ok(mut guard) = app.game.lock() else {
        log::error!("the last game was not resumed: the game's lock is poisoned");
        return;
    };
    install(app, &mut guard, session);
}

/// Leaves the game in play (it stops thinking and hinting; it stays saved). What it could
/// not save yet is tried once more first.
pub fn leave(app: &App) -> AppResult<()> {
    let mut guard = app.game.lock()?;
    if let Some(session) = guard.as_mut() {
        stop(session);
    }
    saving(app, |saver| {
        if let Some(session) = guard.as_ref() {
            if saver.problems().unsaved.is_some() && saver.save(session).is_err() {
                log::error!("left a game whose last actions could not be saved");
            }
        }
        saver.close();
    })?;
    *guard = None;
    Ok(())
}

/// The person to move offers a draw. Against the computer, its answer is a search at its
/// level, run on a blocking task without the game's lock: the game can be read (and played)
/// meanwhile, and the answer applies only if the game has not changed since the offer.
pub async fn offer_draw(app: &App) -> AppResult<GameView> {
    let job = app.game.with(|s| s.start_draw_offer())?;
    let Some(job) = job else {
        // Pass-and-play: the offer is recorded; the other person answers.
        return act(app, |_| Ok(()));
    };
    let token = job.token();
    let accept = blocking(&*app.host, move || job.run()).await.map_err(|e| {
        log::error!("the computer's answer to a draw offer failed: {e}");
        e
    })?;
    // Not applied (`false`) when the game changed meanwhile: nothing new to save then.
    act(app, |s| s.finish_draw_offer(token, accept).map(drop))
}
