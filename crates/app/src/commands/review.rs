//! The commands of the review screen: open a saved game read-only, draw any of its
//! positions, analyse it on the host's blocking task (progress events, Cancel, paused while the app is
//! in the background; the result stored with the game), judge tries in "learn from your
//! mistakes", and "play from here".

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use super::command;
use crate::autosave::Match;
use crate::context::App;
use crate::error::{AppError, AppResult};
use crate::flow;
use crate::host::{blocking, searched, Event};
use crate::ipc::game::{Controller, GameView};
use crate::ipc::puzzles::PersonalFound;
use crate::ipc::review::{ReviewPly, ReviewProgress, ReviewView, TryView};
use crate::jobs::{SearchAnswer, SearchNews, Stop};
use crate::library;
use crate::review::{self, GameReview};

/// Opens the review of saved game `id`, or with `null` of the game just played (the
/// end-of-game panel); with its stored analysis when there is one of its current line. The
/// game may be finished or not; a damaged one is refused. Nothing is written to it.
#[command]
pub fn review_open(app: &App, id: Option<i64>) -> AppResult<ReviewView> {
    let review = {
        let mut saver = app.save()?.lock()?;
        let id = match id {
            Some(id) => id,
            None => saver
                .current_id()
                .ok_or_else(|| AppError::Refused("the game played is not saved".into()))?,
        };
        let store = saver.store_mut();
        let row = library::row(store, id)?;
        let loaded = store.load(id).map_err(AppError::from)?;
        let mut review = review::open(loaded, row);
        if let Some(stored) = store
            .analysis(id, &review.line(), review.nodes())
            .map_err(AppError::from)?
        {
            review.set_analysis(stored)?;
        }
        review
    };
    let mut open = app.review.lock()?;
    if open
        .running
        .as_ref()
        .is_some_and(|(id, _)| *id != review.id())
    {
        open.cancel();
    }
    // Opened from the screen: the app is in the foreground.
    open.paused = false;
    open.review = Some(review);
    let analysing = open.analysing();
    Ok(open.review()?.view(analysing))
}

/// The review as it stands.
#[command]
pub fn review_view(app: &App) -> AppResult<ReviewView> {
    let mut open = app.review.lock()?;
    let analysing = open.analysing();
    Ok(open.review()?.view(analysing))
}

/// The position after `ply` moves of the game under review.
#[command]
pub fn review_ply(app: &App, ply: u32) -> AppResult<ReviewPly> {
    app.review.lock()?.review()?.ply(ply as usize)
}

/// Analyses the game under review off the UI's thread ([`crate::host::Host::search`]),
/// sending [`Event::ReviewProgress`], stores the result with the game and returns the review
/// with it. Cancelled by
/// [`review_cancel`] (or by opening another game): the review comes back without analysis.
/// Paused by [`review_pause`] (the app in the background), it goes on from where it was.
#[command]
pub async fn review_analyse(app: &App) -> AppResult<ReviewView> {
    let (id, job, control) = {
        let mut open = app.review.lock()?;
        if open.analysing() {
            return Err(AppError::Busy);
        }
        let review = open.review()?;
        if review.view(false).analysis.is_some() {
            return Ok(review.view(false));
        }
        let id = review.id();
        let job = review.analysis_job();
        let control = open.control();
        open.running = Some((id, control.clone()));
        (id, job, control)
    };
    let worker = app.clone();
    // The most positions told so far: an analysis paused in the browser starts again when it
    // goes on (its worker was ended), and the bar does not go back meanwhile.
    let told = AtomicUsize::new(0);
    let outcome = searched(
        &*app.host,
        job,
        Stop::Control(control.clone()),
        Box::new(move |news| {
            if let SearchNews::Analysis { done, total } = news {
                if done > told.fetch_max(done, Ordering::Relaxed) {
                    worker.host.emit(Event::ReviewProgress(ReviewProgress {
                        id,
                        done: u32::try_from(done).unwrap_or(u32::MAX),
                        total: u32::try_from(total).unwrap_or(u32::MAX),
                    }));
                }
            }
        }),
        |answer| match answer {
            SearchAnswer::Analysis { analysis } => Ok(analysis),
            other => Err(AppError::Internal(format!(
                "an analysis answered {other:?}"
            ))),
        },
    )
    .await?;

    let mut open = app.review.lock()?;
    open.finished(&control);
    match outcome {
        Some(Ok(stored)) => {
            // Kept with the game even if the person has moved on to another review.
            let kept = app
                .save()?
                .lock()
                .and_then(|mut s| s.store_mut().save_analysis(id, &stored).map_err(Into::into));
            if let Some(review) = open.review.as_mut().filter(|r| r.id() == id) {
                review.set_analysis(stored)?;
            }
            kept?;
        }
        // Cancelled (its answer dropped, or its worker ended elsewhere).
        None => {}
        Some(Err(err)) => return Err(AppError::Refused(err)),
    }
    let analysing = open.analysing();
    Ok(open.review()?.view(analysing))
}

/// Cancels the running analysis (nothing is stored).
#[command]
pub fn review_cancel(app: &App) -> AppResult<()> {
    app.review.lock()?.cancel();
    Ok(())
}

/// Pauses the running analysis while the app is in the background (`paused` true: it stops
/// searching and waits, using no CPU; one started meanwhile starts paused), or resumes it
/// from the position it was searching: the positions done are kept and the result is the
/// same as without the pause. (A host that runs the analysis in a worker of its own, the web
/// host, ends that worker and starts the analysis again on resume: the same result.)
#[command]
pub fn review_pause(app: &App, paused: bool) -> AppResult<()> {
    app.review.lock()?.pause(paused);
    Ok(())
}

/// Judges the move `mv` tried at `ply` in "learn from your mistakes" (searched on a
/// blocking task, as the analysis searches).
#[command]
pub async fn review_try(app: &App, ply: u32, mv: String) -> AppResult<TryView> {
    let task = app.review.lock()?.review()?.try_task(ply as usize, &mv)?;
    blocking(&*app.host, move || task(&AtomicBool::new(false)))
        .await?
        .map_err(|e| AppError::Refused(e.to_string()))
}

/// "Train on my mistakes": finds the puzzles in the positions of the game under review where
/// a person made a mistake or a blunder (a forced win missed, or the single saving move),
/// each proven by the shipped puzzles' rules, on a blocking task (cancelled by leaving the
/// review, paused in the background as the analysis is), and keeps them as personal puzzles.
/// Refused before the game is analysed, and while its analysis runs.
#[command]
pub async fn review_puzzles(app: &App) -> AppResult<PersonalFound> {
    let (id, game, task, control) = {
        let mut open = app.review.lock()?;
        if open.running.is_some() {
            return Err(AppError::Busy);
        }
        let review = open.review()?;
        let (id, game) = (review.id(), review.row().kind);
        let task = review.puzzle_task()?;
        let control = open.control();
        open.running = Some((id, control.clone()));
        (id, game, task, control)
    };
    let held = control.clone();
    let outcome = blocking(&*app.host, move || task(&held)).await;
    app.review.lock()?.finished(&control);
    let found = match outcome? {
        Ok(found) => found,
        Err(ai::puzzle::PuzzleError::Cancelled) => {
            return Err(AppError::Refused("the search was cancelled".into()))
        }
        Err(err) => return Err(AppError::Internal(err.to_string())),
    };
    let mut saver = app.save()?.lock()?;
    let store = saver.store_mut();
    let mut added = 0u32;
    for (ply, puzzle) in &found {
        let text = serde_json::to_string(puzzle).map_err(|e| AppError::Internal(e.to_string()))?;
        let ply = u32::try_from(*ply).unwrap_or(u32::MAX);
        if store.add_personal_puzzle(game, &puzzle.id, id, ply, &text)? {
            added += 1;
        }
    }
    Ok(PersonalFound {
        game,
        found: u32::try_from(found.len()).unwrap_or(u32::MAX),
        added,
    })
}

/// "Play from here": a new game from the position after `ply` moves of the game under
/// review, with these players, saved as a new game starting there; it becomes the game in
/// play. The reviewed game is not changed.
#[command]
pub fn review_play_from(app: &App, ply: u32, seats: [Controller; 2]) -> AppResult<GameView> {
    let (session, game) = {
        let mut open = app.review.lock()?;
        let review: &GameReview = open.review()?;
        let (session, _setup) = review.play_from(ply as usize, seats)?;
        let row = review.row();
        let game = Match {
            kind: row.kind,
            seats,
            variants: row.variants.clone(),
            handicaps: row.handicaps.clone(),
        };
        (session, game)
    };
    flow::start(app, game, session)
}

/// Leaves the review, cancelling its analysis.
#[command]
pub fn review_close(app: &App) -> AppResult<()> {
    let mut open = app.review.lock()?;
    open.cancel();
    open.review = None;
    open.paused = false;
    Ok(())
}
