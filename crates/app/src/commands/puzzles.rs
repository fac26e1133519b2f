//! The commands of the puzzles screen: the next puzzle near the person's rating, a move
//! judged at once (a wrong one answered by its refutation, searched on a blocking task),
//! Try again, Show the solution, and the person's progress per game. Each attempt's result is
//! recorded in the store as it is decided. A refused command changes nothing; none touches
//! the game in play.

use engine::GameKind;

use super::command;
use crate::autosave::SaveState;
use crate::context::App;
use crate::error::AppResult;
use crate::host::blocking;
use crate::ipc::puzzles::{PuzzleChoice, PuzzleProgressView, PuzzleView};
use crate::puzzles::{self, Open, Played};

/// Records the open puzzle's result if the last action decided it, and returns its view.
fn finish(open: &mut Open, save: &SaveState) -> AppResult<PuzzleView> {
    let puzzle = open.puzzle()?;
    puzzles::record(puzzle, save.lock()?.store_mut())?;
    Ok(puzzle.view())
}

/// Opens the next puzzle of `game` from `choice` (any, a theme, or the person's own), near
/// the person's puzzle rating and other than the one on the screen.
#[command]
pub fn puzzle_next(app: &App, game: GameKind, choice: PuzzleChoice) -> AppResult<PuzzleView> {
    let mut open = app.puzzles.lock()?;
    let current = open
        .puzzle
        .as_ref()
        .map(|p| p.puzzle().id.clone())
        .filter(|_| {
            open.puzzle
                .as_ref()
                .is_some_and(|p| p.puzzle().game == game)
        });
    let next = puzzles::next(
        app.save()?.lock()?.store_mut(),
        game,
        &choice,
        current.as_deref(),
    )?;
    let view = next.view();
    open.replace(Some(next));
    Ok(view)
}

/// The open puzzle's view.
#[command]
pub fn puzzle_view(app: &App) -> AppResult<PuzzleView> {
    puzzles::view(&mut *app.puzzles.lock()?)
}

/// The person plays `mv` (notation): a right move is played with the opponent's reply; a
/// wrong one is played and answered by the move that refutes it (searched on a blocking
/// task, about a second at most), and the puzzle is failed. The attempt's first result is
/// recorded, and the view says what it did to the rating.
#[command]
pub async fn puzzle_play(app: &App, mv: String) -> AppResult<PuzzleView> {
    let (wrong, stop) = {
        let mut open = app.puzzles.lock()?;
        let stop = open.stop.clone();
        match open.puzzle()?.play(&mv)? {
            Played::Right => return finish(&mut open, app.save()?),
            Played::Wrong(wrong) => (wrong, stop),
        }
    };
    let (wrong, answer) = blocking(&*app.host, move || {
        let answer = wrong.search(&stop);
        (wrong, answer)
    })
    .await?;
    let answer = answer?;
    let mut open = app.puzzles.lock()?;
    open.puzzle()?.refute(wrong.step, &wrong.mv, answer)?;
    finish(&mut open, app.save()?)
}

/// Takes the wrong move and its answer back, to try again (the attempt stays failed).
#[command]
pub fn puzzle_retry(app: &App) -> AppResult<PuzzleView> {
    let mut open = app.puzzles.lock()?;
    let puzzle = open.puzzle()?;
    puzzle.retry()?;
    Ok(puzzle.view())
}

/// Shows the solution after a wrong move: the board goes back and the solution is played
/// (the view's frames). Changes no rating.
#[command]
pub fn puzzle_solution(app: &App) -> AppResult<PuzzleView> {
    let mut open = app.puzzles.lock()?;
    let puzzle = open.puzzle()?;
    puzzle.show()?;
    Ok(puzzle.view())
}

/// Closes the puzzle (stopping a refutation being searched).
#[command]
pub fn puzzle_leave(app: &App) -> AppResult<()> {
    app.puzzles.lock()?.replace(None);
    Ok(())
}

/// The person's puzzles in `game`: the rating and its history, the streaks, the themes with
/// their counts, the personal puzzles.
#[command]
pub fn puzzle_progress(app: &App, game: GameKind) -> AppResult<PuzzleProgressView> {
    puzzles::progress(app.save()?.lock()?.store_mut(), game)
}
