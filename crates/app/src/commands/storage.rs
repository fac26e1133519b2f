//! The store's problems as the UI learns them: read at start ([`storage_status`]), sent again
//! by the game flow whenever a save fails or succeeds again or the game in play goes on as a
//! copy ([`crate::host::Event::StorageChanged`]), and the notices about a database moved aside and about a game saved
//! as a copy dismissed once read.

use super::command;

use crate::context::App;
use crate::error::AppResult;
use crate::ipc::storage::StorageView;

/// The store's problems now: the database moved aside, games not being saved, the game in
/// play not saved.
#[command]
pub fn storage_status(app: &App) -> AppResult<StorageView> {
    Ok(StorageView::from(app.save()?.lock()?.problems()))
}

/// The person has read the notice about the database moved aside: stop showing it.
#[command]
pub fn dismiss_storage_notice(app: &App) -> AppResult<StorageView> {
    let mut saver = app.save()?.lock()?;
    saver.dismiss_moved_aside();
    Ok(StorageView::from(saver.problems()))
}

/// The person has read the notice that the game in play is saved as a copy: stop showing it.
#[command]
pub fn dismiss_copy_notice(app: &App) -> AppResult<StorageView> {
    let mut saver = app.save()?.lock()?;
    saver.dismiss_saved_as_copy();
    Ok(StorageView::from(saver.problems()))
}
