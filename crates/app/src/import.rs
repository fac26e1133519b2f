//! An import as the Saved games screen runs it: the games of a text read and checked a batch at
//! a time on the host's blocking task, the event `import-progress` after each batch, then
//! stored a batch at a time, each batch in a transaction of its own and hidden
//! ([`store::Store::store_hidden`]), and at last all shown at once in one statement
//! ([`store::Store::show_hidden`]): all or nothing, as one transaction would be, and a Cancel
//! ([`crate::state::ImportState::cancel`]) is looked at between two batches, read or stored,
//! until that last step. A cancelled import removes what it stored (and a store opened after
//! an import that stopped midway removes it too) and fails with [`AppError::Cancelled`].
//!
//! Between two batches the host's blocking task ends and a new one starts: on the web host
//! (one thread) that is a new task of the worker's event loop, so the Cancel, and any other
//! command, is answered there, with no transaction open; natively the Cancel comes on another
//! thread at any time.

use std::sync::Arc;

use store::imports::ImportMark;
use store::{GameId, PreparedImport};

use crate::context::App;
use crate::error::{AppError, AppResult};
use crate::host::{self, Event};
use crate::ipc::library::ImportProgress;
use crate::library::{first_imported, games_to_import, import_fault, with};

/// How many games are read, or stored, between two looks at the Cancel (and two progress
/// reports).
pub const IMPORT_BATCH: usize = store::dispatch::IMPORT_PROGRESS_EVERY;

/// The games of a text to import, each with the line it starts on.
type Games = Arc<Vec<(usize, String)>>;

/// Imports every game of `text` as [`crate::library::import`] does (all or nothing, the same
/// limits and the same words for a bad game), telling the UI its progress and stopping,
/// with nothing kept, when the person cancels. Returns the first new game's identifier.
pub async fn import_text(app: &App, text: String) -> AppResult<GameId> {
    let run = app.imports.begin()?;
    let games: Games = Arc::new(
        games_to_import(&text)?
            .into_iter()
            .map(|(line, game)| (line, game.to_owned()))
            .collect(),
    );
    drop(text);
    let total = games.len();
    let tell = {
        let app = app.clone();
        move |read: usize, stored: usize| {
            let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
            app.host.emit(Event::ImportProgress(ImportProgress {
                read: count(read),
                stored: count(stored),
                total: count(total),
            }));
        }
    };
    tell(0, 0);
    let mut prepared: Vec<PreparedImport> = Vec::with_capacity(total);
    while prepared.len() < total {
        if run.is_cancelled() {
            return Err(AppError::Cancelled);
        }
        let (from, to) = (prepared.len(), total.min(prepared.len() + IMPORT_BATCH));
        let (core, games) = (app.clone(), Arc::clone(&games));
        let batch = host::blocking(&*app.host, move || {
            with(core.save()?, |store| {
                (from..to)
                    .map(|number| {
                        store
                            .prepare_import(&games[number].1, env!("CARGO_PKG_VERSION"))
                            .map_err(|err| import_fault(&games, number, err))
                    })
                    .collect::<AppResult<Vec<_>>>()
            })
        })
        .await??;
        prepared.extend(batch);
        tell(prepared.len(), 0);
    }
    let mark = with(app.save()?, |store| Ok(store.new_import_mark()?))?;
    let stored = store_hidden(app, &games, prepared, mark, &|stored| {
        // The first report, of none stored, is the last one's of all read.
        if stored > 0 {
            tell(total, stored);
        }
        !run.is_cancelled()
    })
    .await;
    let shown = match stored {
        Ok(ids) => {
            let core = app.clone();
            host::blocking(&*app.host, move || {
                with(core.save()?, |store| Ok(store.show_hidden(mark)?))
            })
            .await
            .and_then(|shown| shown)
            .map(|_| ids)
        }
        Err(err) => Err(err),
    };
    match shown {
        Ok(ids) => first_imported(&ids),
        Err(err) => {
            // Removed now; if that fails too (the storage full), when the store next opens.
            if let Err(left) = with(app.save()?, |store| Ok(store.drop_hidden(mark)?)) {
                log::warn!("an import's hidden games are left until the next start: {left}");
            }
            Err(err)
        }
    }
}

/// Stores `prepared` (the games of `games`) hidden under `mark`, [`IMPORT_BATCH`] games at a
/// time on the host's blocking task, each batch in its own transaction; `go_on` is told how
/// many are stored before each batch and after the last, and stops the import with
/// [`AppError::Cancelled`] when it returns false. Returns the stored games' identifiers.
async fn store_hidden(
    app: &App,
    games: &Games,
    prepared: Vec<PreparedImport>,
    mark: ImportMark,
    go_on: &(dyn Fn(usize) -> bool + Sync),
) -> AppResult<Vec<GameId>> {
    let total = prepared.len();
    let prepared = Arc::new(prepared);
    let mut ids = Vec::with_capacity(total);
    while ids.len() < total {
        if !go_on(ids.len()) {
            return Err(AppError::Cancelled);
        }
        let (from, to) = (ids.len(), total.min(ids.len() + IMPORT_BATCH));
        let (core, games, prepared) = (app.clone(), Arc::clone(games), Arc::clone(&prepared));
        let batch = host::blocking(&*app.host, move || {
            with(core.save()?, |store| {
                store
                    .store_hidden(&prepared[from..to], mark)
                    .map_err(|(index, err)| import_fault(&games, from + index, err))
            })
        })
        .await??;
        ids.extend(batch);
    }
    if !go_on(total) {
        return Err(AppError::Cancelled);
    }
    Ok(ids)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::autosave::SaveState;
    use crate::host::{Host, Job};
    use crate::settings::SettingsState;
    use std::sync::Mutex;

    /// A host whose blocking tasks are threads; it keeps the import's progress reports and,
    /// with `cancel_when`, cancels the import at the first report it holds for (as a
    /// person's Cancel would, from another thread).
    #[derive(Default)]
    struct Watcher {
        told: Arc<Mutex<Vec<ImportProgress>>>,
        cancel_when: Option<fn(&ImportProgress) -> bool>,
        app: Arc<Mutex<Option<App>>>,
        /// The saved games listed at each report of games stored.
        listed: Option<Arc<Mutex<Vec<usize>>>>,
    }

    impl Host for Watcher {
        fn emit(&self, event: Event) {
            if let Event::ImportProgress(progress) = event {
                self.told.lock().unwrap().push(progress);
                if let (Some(listed), Some(app)) = (&self.listed, self.app.lock().unwrap().as_ref())
                {
                    if progress.stored > 0 {
                        listed.lock().unwrap().push(count(app));
                    }
                }
                if self.cancel_when.is_some_and(|when| when(&progress)) {
                    if let Some(app) = self.app.lock().unwrap().as_ref() {
                        assert!(app.imports.cancel());
                    }
                }
            }
        }

        fn spawn_blocking(&self, job: Job) {
            std::thread::spawn(job);
        }
    }

    fn app(host: Watcher) -> App {
        let slot = Arc::clone(&host.app);
        let save = SaveState::open(&crate::autosave::Storage::InMemory);
        let app = App::with_save(
            Box::new(host),
            Some(save),
            SettingsState::unkept("a test".into()),
        );
        *slot.lock().unwrap() = Some(app.clone());
        app
    }

    fn file(games: usize) -> String {
        (0..games)
            .map(|n| {
                format!(
                    "[Game \"gobblet\"]\n[Setup \"..../..../..../.... W:444 B:444 W\"]\n\
                     [White \"Anna {n}\"]\n[Black \"Bo\"]\n\n4a1 4a4\n"
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn count(app: &App) -> usize {
        with(app.save().unwrap(), |s| Ok(crate::library::list(s)?.len())).unwrap()
    }

    fn block_on<T>(future: impl std::future::Future<Output = T>) -> T {
        tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap()
            .block_on(future)
    }

    #[test]
    fn an_import_reports_each_batch_read_then_stored() {
        let told = Arc::default();
        let app = app(Watcher {
            told: Arc::clone(&told),
            ..Watcher::default()
        });
        block_on(import_text(&app, file(600))).unwrap();
        assert_eq!(count(&app), 600);
        let told = told.lock().unwrap();
        let read: Vec<u32> = told
            .iter()
            .filter(|p| p.stored == 0)
            .map(|p| p.read)
            .collect();
        assert_eq!(read, vec![0, 250, 500, 600]);
        let stored: Vec<u32> = told.iter().map(|p| p.stored).filter(|&s| s > 0).collect();
        assert_eq!(stored, vec![250, 500, 600]);
        assert!(told.iter().all(|p| p.total == 600));
    }

    #[test]
    fn a_cancel_mid_import_leaves_the_saved_games_as_they_were() {
        let app = app(Watcher {
            cancel_when: Some(|p| p.read >= 500),
            ..Watcher::default()
        });
        block_on(import_text(&app, file(3))).unwrap();
        assert_eq!(count(&app), 3);
        // Not cancelled while reading 3 games: the flag is the next import's alone.
        assert_eq!(
            block_on(import_text(&app, file(900))),
            Err(AppError::Cancelled)
        );
        assert_eq!(count(&app), 3, "the cancelled import kept nothing");
        // The next import runs again, from a clean start.
        assert!(!app.imports.cancel(), "no import is under way");
        block_on(import_text(&app, file(2))).unwrap();
        assert_eq!(count(&app), 5);
    }

    #[test]
    fn a_cancel_while_the_games_are_stored_rolls_them_back() {
        let app = app(Watcher {
            cancel_when: Some(|p| p.stored >= 250),
            ..Watcher::default()
        });
        assert_eq!(
            block_on(import_text(&app, file(600))),
            Err(AppError::Cancelled)
        );
        assert_eq!(count(&app), 0);
        let left = with(app.save().unwrap(), |s| Ok(s.purge_deleted()?)).unwrap();
        assert_eq!(left, 0, "the 250 games stored hidden are removed");
    }

    #[test]
    fn the_games_stored_are_seen_only_once_all_are() {
        let listed = Arc::new(Mutex::new(Vec::new()));
        let app = app(Watcher {
            listed: Some(Arc::clone(&listed)),
            ..Watcher::default()
        });
        block_on(import_text(&app, file(2))).unwrap();
        block_on(import_text(&app, file(600))).unwrap();
        assert_eq!(count(&app), 602);
        // While an import's batches are stored (each in its own transaction), the list has
        // the games from before it (none, then the first import's two); its games show at once.
        assert_eq!(*listed.lock().unwrap(), vec![0, 2, 2, 2]);
    }

    #[test]
    fn a_second_import_while_one_runs_is_refused() {
        let app = app(Watcher::default());
        let run = app.imports.begin().unwrap();
        assert!(matches!(
            block_on(import_text(&app, file(1))),
            Err(AppError::Refused(_))
        ));
        drop(run);
        block_on(import_text(&app, file(1))).unwrap();
        assert_eq!(count(&app), 1);
    }
}
