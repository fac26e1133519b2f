//! The commands of a game: each one or two lines over the game flow ([`crate::flow`]),
//! which installs a game, acts on it and, after every change, saves it, tells the UI and
//! starts the computer's turn. Each returns the new [`GameView`]; a refused one returns a
//! typed error and changes nothing.
//!
//! The searches (the classic setup's arrangement, the answer to a draw offer, a hint) run on
//! the host's blocking tasks without the game's lock.

use engine::GameKind;

use super::command;

use crate::clock::seed;
use crate::context::App;
use crate::error::{AppError, AppResult};
use crate::flow;
use crate::games;
use crate::host::searched;
use crate::ipc::computer::HintView;
use crate::ipc::game::{checked_names, Controller, GameView, Names, ReplayView, Seat};
use crate::ipc::new_game::{DeblockleRoll, NewGame};
use crate::ipc::rules::DeblockleFacts;
use crate::jobs::{SearchAnswer, Stop};

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

/// Starts a new game (ending the current one, and any search of it), the sides people play
/// called `names` if given (pass-and-play; a blank name is none). The start position is made
/// on a blocking task: the Deblockle classic setup against the computer searches for the
/// computer's arrangement of the person's blocks.
#[command]
pub async fn new_game(app: &App, options: NewGame, names: Option<Names>) -> AppResult<GameView> {
    let names = checked_names(names.unwrap_or_default()).map_err(AppError::InvalidInput)?;
    flow::new_game(app, options, names).await
}

/// Plays the current game's match again at once, colours swapped: the same opponent, level,
/// handicaps, variant and touch-move rule, all read from the game itself.
#[command]
pub async fn rematch(app: &App) -> AppResult<GameView> {
    let (options, [one, two]) = app
        .game
        .with(|current| Ok((games::rematch::rematch_of(current)?, current.names())))?;
    // The names go with the people, who change colour.
    flow::new_game(app, options, [two, one]).await
}

/// Opens the unfinished saved game `id` (replayed through the engine) as the current game,
/// ending the current one and any search of it; moves go on being saved to it. A finished or
/// damaged game is refused with the reason, and the current game stays as it was.
#[command]
pub fn open_saved_game(app: &App, id: i64) -> AppResult<GameView> {
    flow::open(app, id)
}

/// The current game's view.
#[command]
pub fn game_view(app: &App) -> AppResult<GameView> {
    app.game.with(|s| Ok(s.view()))
}

/// Leaves the current game (stopping the computer's search and any hint); it stays saved.
/// What it could not save yet is tried once more first.
#[command]
pub fn leave_game(app: &App) -> AppResult<()> {
    flow::leave(app)
}

/// Plays a move given in notation (one of the view's `legal` moves).
#[command]
pub fn play(app: &App, mv: String) -> AppResult<GameView> {
    flow::act(app, |s| s.play(&mv))
}

/// Touch-move: commits to the piece on `square`.
#[command]
pub fn touch(app: &App, square: String) -> AppResult<GameView> {
    flow::act(app, |s| s.touch(&square))
}

/// Takes back the last step (against the computer, back to the person's turn).
#[command]
pub fn undo(app: &App) -> AppResult<GameView> {
    flow::act(app, |s| s.undo())
}

/// Plays again the last step taken back.
#[command]
pub fn redo(app: &App) -> AppResult<GameView> {
    flow::act(app, |s| s.redo())
}

/// `seat` resigns.
#[command]
pub fn resign(app: &App, seat: Seat) -> AppResult<GameView> {
    flow::act(app, |s| s.resign(seat))
}

/// The person to move offers a draw. Against the computer, its answer is a search at its
/// level, run on a blocking task without the game's lock: the game can be read (and played)
/// meanwhile, and the answer applies only if the game has not changed since the offer.
#[command]
pub async fn offer_draw(app: &App) -> AppResult<GameView> {
    flow::offer_draw(app).await
}

/// A person answers the pending draw offer.
#[command]
pub fn answer_draw(app: &App, accept: bool) -> AppResult<GameView> {
    flow::act(app, |s| s.answer_draw(accept))
}

/// The best move for the person to move with the verdict, searched on a blocking task off
/// the UI thread and without the game's lock (at full strength, about a second at most).
/// Refused if it was cancelled ([`cancel_hint`], or any move, undo or leaving the game).
#[command]
pub async fn hint(app: &App) -> AppResult<HintView> {
    let hint = app.game.with(|s| s.start_hint())?;
    let found = searched(
        &*app.host,
        hint.job,
        Stop::Flag(hint.cancel),
        Box::new(|_| {}),
        |answer| match answer {
            SearchAnswer::Hint { hint } => Ok(hint),
            other => Err(AppError::Internal(format!(
                "a hint search answered {other:?}"
            ))),
        },
    )
    .await
    .map_err(|e| {
        log::error!("the hint search failed: {e}");
        e
    })?;
    found
        .flatten()
        .ok_or_else(|| AppError::Refused("the hint was cancelled".into()))
}

/// Stops the hint being searched, if any (its `hint` call is then refused).
#[command]
pub fn cancel_hint(app: &App) -> AppResult<()> {
    if let Some(session) = app.game.lock()?.as_mut() {
        session.cancel_hint();
    }
    Ok(())
}

/// The position after `ply` moves of the current line, with the move that led to it (for
/// stepping through the move list).
#[command]
pub fn replay_at(app: &App, ply: u32) -> AppResult<ReplayView> {
    let ply = usize::try_from(ply).map_err(|_| AppError::InvalidInput("ply too large".into()))?;
    app.game.with(|s| s.replay_at(ply))
}

/// The seat of the winner of the last finished game of `game` between the players of
/// `seats` ("the winner of the last game starts"); `None` if there is none or it was drawn.
#[command]
pub fn last_winner(
    app: &App,
    game: GameKind,
    seats: [Controller; 2],
    names: Option<Names>,
) -> AppResult<Option<Seat>> {
    crate::session::validate_seats(seats)?;
    let names = checked_names(names.unwrap_or_default()).map_err(AppError::InvalidInput)?;
    match app.save.as_ref() {
        Some(save) => save.lock()?.last_winner(game, seats, &names),
        None => Ok(None),
    }
}
