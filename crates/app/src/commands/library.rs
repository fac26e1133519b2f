//! The commands of the saved-games and statistics screens: thin wrappers over
//! [`crate::library`]. Export and import ask the host for the platform's save and open
//! dialogs ([`crate::host::Host::save_game_file`], [`crate::host::Host::open_game_file`]):
//! the UI itself never touches a file.

use store::{Side, Statistics, StatsQuery};

use super::command;
use crate::context::App;
use crate::error::{AppError, AppResult};
use crate::import;
use crate::ipc::library::{SavedGameCard, SavedGamesPage};
use crate::library;

/// Every saved game, newest first, damaged ones included with their reason.
#[command]
pub fn list_saved_games(app: &App) -> AppResult<Vec<SavedGameCard>> {
    library::with(app.save()?, library::cards)
}

/// A page of the saved games: `limit` cards (at most 500) from the `offset`-th, newest
/// first, with how many there are; of the unfinished games only when `unfinished`. Only the
/// page's games are replayed for their pictures.
#[command]
pub fn list_saved_games_page(
    app: &App,
    offset: u32,
    limit: u32,
    unfinished: bool,
) -> AppResult<SavedGamesPage> {
    library::with(app.save()?, |s| {
        library::cards_page(s, offset, limit, unfinished)
    })
}

/// Gives a saved game a title (empty: no title).
#[command]
pub fn rename_saved_game(app: &App, id: i64, title: String) -> AppResult<()> {
    library::with(app.save()?, |s| library::rename(s, id, &title))
}

/// Deletes a saved game; [`restore_saved_game`] undoes it.
#[command]
pub fn delete_saved_game(app: &App, id: i64) -> AppResult<()> {
    library::with(app.save()?, |s| library::delete(s, id))
}

/// Restores a deleted game.
#[command]
pub fn restore_saved_game(app: &App, id: i64) -> AppResult<()> {
    library::with(app.save()?, |s| library::restore(s, id))
}

/// A saved game as text, for the clipboard.
#[command]
pub fn saved_game_text(app: &App, id: i64) -> AppResult<String> {
    library::with(app.save()?, |s| library::text(s, id))
}

/// Imports the games of a text (pasted: one game, or many as [`export_all_games`] writes
/// them); returns the first one's identifier. A bad game refuses them all. Its progress comes
/// as the event `import-progress`; [`cancel_import`] stops it, nothing imported.
#[command]
pub async fn import_game_text(app: &App, text: String) -> AppResult<i64> {
    import::import_text(app, text).await
}

/// Stops the import under way (of a text or a file), keeping none of its games: the import
/// then fails as cancelled. Whether there was one.
#[command]
pub fn cancel_import(app: &App) -> AppResult<bool> {
    Ok(app.imports.cancel())
}

/// Asks where to save a game (a dialog titled `title`, in the person's language), then
/// writes it there. Returns false if the person cancelled.
#[command]
pub async fn export_saved_game(app: &App, id: i64, title: String) -> AppResult<bool> {
    let (text, name) = library::with(app.save()?, |s| {
        let row = library::list(s)?
            .into_iter()
            .find(|r| r.id == id)
            .ok_or_else(|| AppError::Refused(format!("no saved game {id}")))?;
        Ok((library::text(s, id)?, library::export_file_name(&row)))
    })?;
    let name = name.to_string_lossy().into_owned();
    app.host.save_game_file(title, name, text).await
}

/// Asks where to save a copy of every saved game (a dialog titled `title`), then writes them
/// there in one file, the oldest first; how many, or null if the person cancelled. Refused
/// when there is no saved game.
#[command]
pub async fn export_all_games(app: &App, title: String) -> AppResult<Option<u32>> {
    let (text, count) = library::with(app.save()?, |s| library::export_all(s))?;
    if count == 0 {
        return Err(AppError::Refused("there is no saved game to export".into()));
    }
    let name = format!("tip-and-gobble-games-{count}.txt");
    Ok(app
        .host
        .save_game_file(title, name, text)
        .await?
        .then_some(count))
}

/// Asks for a game file (a dialog titled `title`), reads it and imports its games (one, or
/// many as [`export_all_games`] writes them). Returns the first new game's identifier, or null
/// if the person cancelled the dialog; a bad file is refused with the line at fault, nothing
/// imported. Its progress and [`cancel_import`] as for [`import_game_text`].
#[command]
pub async fn import_game_file(app: &App, title: String) -> AppResult<Option<i64>> {
    let Some(text) = app.host.open_game_file(title).await? else {
        return Ok(None);
    };
    import::import_text(app, text).await.map(Some)
}

/// Every player of the saved games, the computer's levels first, then people by name (the
/// statistics screen's choice of player): read from the games' rows, none replayed.
#[command]
pub fn list_players(app: &App) -> AppResult<Vec<Side>> {
    library::with(app.save()?, |s| s.players().map_err(AppError::from))
}

/// Played, won, lost, drawn, streaks and the chart's series for a request.
#[command]
pub fn statistics(app: &App, request: StatsQuery) -> AppResult<Statistics> {
    library::with(app.save()?, |s| library::statistics(s, &request))
}
