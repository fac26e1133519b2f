//! The IPC commands of a game: thin wrappers over the session. Each returns the new
//! [`GameView`]; a refused one returns a typed error and changes nothing. When the
//! computer is to move afterwards, its search starts on a blocking task (see [`ai_task`]).
//!
//! None of them runs on the main thread (no command does: see [`super::command`]), and the
//! searches (the classic setup's arrangement, the answer to a draw offer,
//! a hint) run on blocking tasks without the game's lock.

use tauri::{AppHandle, Emitter, Manager, Runtime, State};

use super::command;

use crate::autosave::SaveState;
use crate::commands::storage;
use crate::error::{AppError, AppResult};
use crate::games;
use crate::ipc::computer::HintView;
use crate::ipc::game::{Controller, GameView, ReplayView, Seat};
use crate::ipc::new_game::{DeblockleRoll, NewGame};
use crate::ipc::rules::DeblockleFacts;
use crate::session::any::AnySession;
use crate::state::GameState;

/// The event carrying the game's new view after the computer moved.
pub const GAME_CHANGED: &str = "game-changed";
/// The event carrying the computer's search progress.
pub const AI_PROGRESS: &str = "ai-progress";

/// Starts the computer's search if it is to move, on a blocking task off the UI thread.
/// The result is applied only if the session still waits for this very search (undo,
/// a new game or leaving cancel it), then the new view is sent as [`GAME_CHANGED`].
pub fn ai_task<R: Runtime>(app: &AppHandle<R>, session: &mut dyn AnySession) {
    let Some(job) = session.start_ai() else {
        return;
    };
    let app = app.clone();
    tauri::async_runtime::spawn_blocking(move || {
        let progress_app = app.clone();
        let mv = (job.run)(&mut |progress| {
            // Progress is informative: a closed window is not an error.
            let _ = progress_app.emit(AI_PROGRESS, progress);
        });
        let state = app.state::<GameState>();
        let Ok(mut guard) = state.lock() else { return };
        let Some(session) = guard.as_mut() else {
            return;
        };
        match session.finish_ai(job.id, mv) {
            Ok(true) => {
                autosave(&app, session.as_ref());
                let _ = app.emit(GAME_CHANGED, session.view());
            }
            Ok(false) => {}
            Err(err) => {
                let view = session.view();
                log::error!(
                    "the computer's move failed ({} game, {} moves, search {}): {err}",
                    view.game,
                    view.moves.len(),
                    job.id
                );
                let _ = app.emit(GAME_CHANGED, view);
            }
        }
    });
}

/// Makes the last unfinished saved game the game in play when the app starts, and starts
/// the computer's turn if it is to move: a phone may have ended the app while the computer
/// thought, and the game must come back exactly where it was.
pub fn resume_at_start<R: Runtime>(app: &AppHandle<R>) {
    let Some(save) = app.try_state::<SaveState>() else {
        return;
    };
    let resumed = save.lock().ok().and_then(|mut s| s.resume_last());
    let Some(mut session) = resumed else {
        return;
    };
    let state = app.state::<GameState>();
    let Ok(mut guard) = state.lock() else {
        log::error!("the last game was not resumed: the game's lock is poisoned");
        return;
    };
    // Under the game's lock, so that the computer's move finds the session in place.
    ai_task(app, session.as_mut());
    *guard = Some(session);
}

/// Saves the actions of `session` not saved yet (and creates its saved game if the store
/// refused it before). A failure is not fatal: the game goes on in memory, the person is told
/// at once (the [`storage::STORAGE_CHANGED`] event) and the next action tries again.
pub(crate) fn autosave<R: Runtime>(app: &AppHandle<R>, session: &dyn AnySession) {
    let Some(save) = app.try_state::<SaveState>() else {
        return;
    };
    let Ok(mut saver) = save.lock() else {
        log::error!("autosave skipped: the store's lock is poisoned");
        return;
    };
    let before = saver.problems().clone();
    // A failure, or the game going on as a copy, is kept in the saver's problems (and logged
    // there).
    let _ = saver.save(session);
    if *saver.problems() != before {
        storage::announce(app, saver.problems());
    }
}

/// Runs `action` on the game, saves it, starts the computer's turn if it comes next, and
/// returns the view.
fn act<R: Runtime>(
    app: &AppHandle<R>,
    state: &GameState,
    action: impl FnOnce(&mut dyn AnySession) -> AppResult<()>,
) -> AppResult<GameView> {
    state.with(|session| {
        action(session)?;
        autosave(app, session);
        ai_task(app, session);
        Ok(session.view())
    })
}

/// A seed for random setups and rolls, from the clock.
fn seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
}

/// Rolls each side's Deblockle blocks for the classic setup.
#[command]
pub fn deblockle_roll(blocks: [u8; 2]) -> AppResult<DeblockleRoll> {
    games::deblockle::roll(blocks, seed())
}

/// What the rules screen's Deblockle pictures show, from the engine: the cube's handedness,
/// the face each tip turns up, each symbol's hop, the star spaces and the starting squares.
#[command]
pub fn deblockle_facts() -> AppResult<DeblockleFacts> {
    games::deblockle_facts::facts()
}

/// Starts a new game (ending the current one, and any search of it). The start position is
/// made on a blocking task: the Deblockle classic setup against the computer searches for the
/// computer's arrangement of the person's blocks.
#[command]
pub async fn new_game<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, GameState>,
    options: NewGame,
) -> AppResult<GameView> {
    let session = make_session(&options).await?;
    let mut guard = state.lock()?;
    start(&app, &mut guard, &options, session)
}

/// Plays the current game's match again at once, colours swapped: the same opponent, level,
/// handicaps, variant and touch-move rule, all read from the game itself.
#[command]
pub async fn rematch<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, GameState>,
) -> AppResult<GameView> {
    let options = {
        let guard = state.lock()?;
        let current = guard.as_ref().ok_or(AppError::NoGame)?;
        games::rematch::rematch_of(current.as_ref())?
    };
    let session = make_session(&options).await?;
    let mut guard = state.lock()?;
    start(&app, &mut guard, &options, session)
}

/// The session of a new game, made on a blocking task (a setup may search).
async fn make_session(options: &NewGame) -> AppResult<Box<dyn AnySession>> {
    let made = options.clone();
    tauri::async_runtime::spawn_blocking(move || games::new_session(&made, seed()))
        .await
        .map_err(|e| AppError::Internal(format!("the new game could not be set up: {e}")))?
}

/// Puts `session` (the game `options` describe) in place of the one in `guard`, cancelling
/// its searches; saves it, and starts the computer's turn if it opens.
fn start<R: Runtime>(
    app: &AppHandle<R>,
    guard: &mut Option<Box<dyn AnySession>>,
    options: &NewGame,
    mut session: Box<dyn AnySession>,
) -> AppResult<GameView> {
    if let Some(old) = guard.as_mut() {
        old.cancel_ai();
        old.cancel_hint();
    }
    if let Some(save) = app.try_state::<SaveState>() {
        let mut saver = save.lock()?;
        let before = saver.problems().clone();
        saver.close();
        // A refused game is created at the next save; the problem is kept and announced.
        let _ = saver.start(options, session.as_ref());
        if *saver.problems() != before {
            storage::announce(app, saver.problems());
        }
    }
    ai_task(app, session.as_mut());
    let view = session.view();
    *guard = Some(session);
    Ok(view)
}

/// Opens the unfinished saved game `id` (replayed through the engine) as the current game,
/// ending the current one and any search of it; moves go on being saved to it. A finished or
/// damaged game is refused with the reason, and the current game stays as it was.
#[command]
pub fn open_saved_game<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, GameState>,
    save: State<'_, SaveState>,
    id: i64,
) -> AppResult<GameView> {
    let mut guard = state.lock()?;
    let mut session = {
        let mut saver = save.lock()?;
        let before = saver.problems().clone();
        if let Some(old) = guard.as_ref() {
            // The last chance to keep what the game in play could not save.
            let _ = saver.save(old.as_ref());
        }
        let session = saver.open_game(id)?;
        if let Some(old) = guard.as_mut() {
            old.cancel_ai();
            old.cancel_hint();
        }
        if *saver.problems() != before {
            storage::announce(&app, saver.problems());
        }
        session
    };
    ai_task(&app, session.as_mut());
    let view = session.view();
    *guard = Some(session);
    Ok(view)
}

/// The current game's view.
#[command]
pub fn game_view(state: State<'_, GameState>) -> AppResult<GameView> {
    state.with(|s| Ok(s.view()))
}

/// Leaves the current game (stopping the computer's search and any hint); it stays saved.
/// What it could not save yet is tried once more first.
#[command]
pub fn leave_game<R: Runtime>(app: AppHandle<R>, state: State<'_, GameState>) -> AppResult<()> {
    let mut guard = state.lock()?;
    if let Some(session) = guard.as_mut() {
        session.cancel_ai();
        session.cancel_hint();
    }
    if let Some(save) = app.try_state::<SaveState>() {
        let mut saver = save.lock()?;
        if let Some(session) = guard.as_ref() {
            if saver.problems().unsaved.is_some() && saver.save(session.as_ref()).is_err() {
                log::error!("left a game whose last actions could not be saved");
            }
        }
        let before = saver.problems().clone();
        saver.close();
        if *saver.problems() != before {
            storage::announce(&app, saver.problems());
        }
    }
    *guard = None;
    Ok(())
}

/// Plays a move given in notation (one of the view's `legal` moves).
#[command]
pub fn play<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, GameState>,
    mv: String,
) -> AppResult<GameView> {
    act(&app, &state, |s| s.play(&mv))
}

/// Touch-move: commits to the piece on `square`.
#[command]
pub fn touch<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, GameState>,
    square: String,
) -> AppResult<GameView> {
    act(&app, &state, |s| s.touch(&square))
}

/// Takes back the last step (against the computer, back to the person's turn).
#[command]
pub fn undo<R: Runtime>(app: AppHandle<R>, state: State<'_, GameState>) -> AppResult<GameView> {
    act(&app, &state, |s| s.undo())
}

/// Plays again the last step taken back.
#[command]
pub fn redo<R: Runtime>(app: AppHandle<R>, state: State<'_, GameState>) -> AppResult<GameView> {
    act(&app, &state, |s| s.redo())
}

/// `seat` resigns.
#[command]
pub fn resign<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, GameState>,
    seat: Seat,
) -> AppResult<GameView> {
    act(&app, &state, |s| s.resign(seat))
}

/// The person to move offers a draw. Against the computer, its answer is a search at its
/// level, run on a blocking task without the game's lock: the game can be read (and played)
/// meanwhile, and the answer applies only if the game has not changed since the offer.
#[command]
pub async fn offer_draw<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, GameState>,
) -> AppResult<GameView> {
    let job = state.with(|s| s.start_draw_offer())?;
    let Some(job) = job else {
        // Pass-and-play: the offer is recorded; the other person answers.
        return state.with(|s| {
            autosave(&app, s);
            Ok(s.view())
        });
    };
    let accept = tauri::async_runtime::spawn_blocking(job.run)
        .await
        .map_err(|e| {
            log::error!("the computer's answer to a draw offer failed: {e}");
            AppError::Internal(format!("the answer to the draw offer failed: {e}"))
        })?;
    state.with(|s| {
        if s.finish_draw_offer(job.token, accept)? {
            autosave(&app, s);
        }
        Ok(s.view())
    })
}

/// A person answers the pending draw offer.
#[command]
pub fn answer_draw<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, GameState>,
    accept: bool,
) -> AppResult<GameView> {
    act(&app, &state, |s| s.answer_draw(accept))
}

/// The best move for the person to move with the verdict, searched on a blocking task off
/// the UI thread and without the game's lock (at full strength, about a second at most).
/// Refused if it was cancelled ([`cancel_hint`], or any move, undo or leaving the game).
#[command]
pub async fn hint(state: State<'_, GameState>) -> AppResult<HintView> {
    let task = state.with(|s| s.start_hint())?;
    let found = tauri::async_runtime::spawn_blocking(task)
        .await
        .map_err(|e| {
            log::error!("the hint search failed: {e}");
            AppError::Internal(format!("the hint search failed: {e}"))
        })?;
    found.ok_or_else(|| AppError::Refused("the hint was cancelled".into()))
}

/// Stops the hint being searched, if any (its `hint` call is then refused).
#[command]
pub fn cancel_hint(state: State<'_, GameState>) -> AppResult<()> {
    let mut guard = state.lock()?;
    if let Some(session) = guard.as_mut() {
        session.cancel_hint();
    }
    Ok(())
}

/// The position after `ply` moves of the current line, with the move that led to it (for
/// stepping through the move list).
#[command]
pub fn replay_at(state: State<'_, GameState>, ply: u32) -> AppResult<ReplayView> {
    let ply = usize::try_from(ply).map_err(|_| AppError::InvalidInput("ply too large".into()))?;
    state.with(|s| s.replay_at(ply))
}

/// The seat of the winner of the last finished game of `game` between the players of
/// `seats` ("the winner of the last game starts"); `None` if there is none or it was drawn.
#[command]
pub fn last_winner<R: Runtime>(
    app: AppHandle<R>,
    game: String,
    seats: [Controller; 2],
) -> AppResult<Option<Seat>> {
    let kind: engine::GameKind = game
        .parse()
        .map_err(|e: engine::ParseError| AppError::InvalidInput(e.to_string()))?;
    crate::session::validate_seats(seats, true)?;
    match app.try_state::<SaveState>() {
        Some(save) => save.lock()?.last_winner(kind, seats),
        None => Ok(None),
    }
}
