//! The IPC commands of a game: thin wrappers over the session. Each returns the new
//! [`GameView`]; a refused one returns a typed error and changes nothing. When the
//! computer is to move afterwards, its search starts on a blocking task (see [`ai_task`]).

use tauri::{AppHandle, Emitter, Manager, Runtime, State};

use super::command;
use crate::autosave::SaveState;
use crate::error::{AppError, AppResult};
use crate::games::{self, NewGame};
use crate::ipc::game::{BoardView, Controller, GameView, Seat};
use crate::session::any::AnySession;
use crate::session::HintView;
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
                eprintln!("the computer's move failed: {err}");
                let _ = app.emit(GAME_CHANGED, session.view());
            }
        }
    });
}

/// Saves the actions of `session` not saved yet. A failure is reported, not fatal: the game
/// goes on in memory.
fn autosave<R: Runtime>(app: &AppHandle<R>, session: &dyn AnySession) {
    let Some(save) = app.try_state::<SaveState>() else {
        return;
    };
    let saved = save.lock().and_then(|mut s| s.save(session));
    if let Err(err) = saved {
        eprintln!("{err}");
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
pub fn deblockle_roll(blocks: [u8; 2]) -> AppResult<games::DeblockleRoll> {
    games::deblockle::roll(blocks, seed())
}

/// What the rules screen's Deblockle pictures show, from the engine: the cube's handedness,
/// the face each tip turns up, each symbol's hop, the star spaces and the starting squares.
#[command]
pub fn deblockle_facts() -> AppResult<games::DeblockleFacts> {
    games::deblockle_facts::facts()
}

/// Starts a new game (ending the current one, and any search of it).
#[command]
pub fn new_game<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, GameState>,
    options: NewGame,
) -> AppResult<GameView> {
    let mut session = games::new_session(&options, seed())?;
    let mut guard = state.lock()?;
    if let Some(old) = guard.as_mut() {
        old.cancel_ai();
    }
    if let Some(save) = app.try_state::<SaveState>() {
        let mut saver = save.lock()?;
        saver.close();
        if let Err(err) = saver.start(&options, session.as_ref()) {
            eprintln!("{err}");
        }
    }
    ai_task(&app, session.as_mut());
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
        let session = saver.open_game(id)?;
        if let Some(old) = guard.as_mut() {
            old.cancel_ai();
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

/// Leaves the current game (stopping the computer's search); it stays saved.
#[command]
pub fn leave_game<R: Runtime>(app: AppHandle<R>, state: State<'_, GameState>) -> AppResult<()> {
    let mut guard = state.lock()?;
    if let Some(session) = guard.as_mut() {
        session.cancel_ai();
    }
    *guard = None;
    if let Some(save) = app.try_state::<SaveState>() {
        save.lock()?.close();
    }
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
/// level: the command runs on the async runtime's threads, never on the main thread.
#[command(async)]
pub fn offer_draw<R: Runtime>(
    app: AppHandle<R>,
    state: State<'_, GameState>,
) -> AppResult<GameView> {
    act(&app, &state, |s| s.offer_draw())
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
/// the UI thread (at full strength, about a second at most). Refused if the game moved on
/// while it searched.
#[command]
pub async fn hint(state: State<'_, GameState>) -> AppResult<HintView> {
    let (task, before) = state.with(|s| Ok((s.start_hint()?, s.record_text())))?;
    let found = tauri::async_runtime::spawn_blocking(move || {
        task(&std::sync::atomic::AtomicBool::new(false))
    })
    .await
    .map_err(|e| AppError::Internal(format!("the hint search failed: {e}")))?;
    let same = state.with(|s| Ok(s.record_text() == before))?;
    if !same {
        return Err(AppError::Refused(
            "the game moved on during the hint".into(),
        ));
    }
    found.ok_or_else(|| AppError::Refused("no move to suggest".into()))
}

/// The board after `ply` moves of the current line (for stepping through the move list).
#[command]
pub fn board_at(state: State<'_, GameState>, ply: u32) -> AppResult<BoardView> {
    let ply = usize::try_from(ply).map_err(|_| AppError::InvalidInput("ply too large".into()))?;
    state.with(|s| s.board_at(ply))
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
