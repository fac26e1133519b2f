//! An import as the Saved games screen runs it: the games of a text read and checked a batch at
//! a time on the host's blocking task, the event `import-progress` after each batch, then all
//! stored in one transaction ([`store::Store::store_imports`]). A Cancel
//! ([`crate::state::ImportState::cancel`]) stops it at the next batch, or while the games are being stored:
//! nothing is kept and the import fails with [`AppError::Cancelled`].
//!
//! Between two batches the host's blocking task ends and a new one starts: on the web host
//! (one thread) that is a new task of the worker's event loop, so the Cancel, and any other
//! command, is answered there; natively the Cancel comes on another thread at any time.

use std::sync::Arc;

use store::{GameId, PreparedImport};

use crate::context::App;
use crate::error::{AppError, AppResult};
use crate::host::{self, Event};
use crate::ipc::library::ImportProgress;
use crate::library::{first_imported, games_to_import, import_fault, with};

/// How many games are read between two looks at the Cancel (and two progress reports).
pub const IMPORT_BATCH: usize = store::dispatch::IMPORT_PROGRESS_EVERY;

/// Imports every game of `text` as [`crate::library::import`] does (all or nothing, the same
/// limits and the same words for a bad game), telling the UI its progress and stopping,
/// with nothing kept, when the person cancels. Returns the first new game's identifier.
pub async fn import_text(app: &App, text: String) -> AppResult<GameId> {
    let run = app.imports.begin()?;
    let games: Arc<Vec<(usize, String)>> = Arc::new(
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
    if run.is_cancelled() {
        return Err(AppError::Cancelled);
    }
    let core = app.clone();
    let ids = host::blocking(&*app.host, move || {
        with(core.save()?, |store| {
            store
                .store_imports(&prepared, &mut |stored| {
                    // The first report, of none stored, is the last one's of all read.
                    if stored > 0 {
                        tell(total, stored);
                    }
                    !core.imports.is_cancelled()
                })
                .map_err(|(number, err)| import_fault(&games, number, err))
        })
    })
    .await??;
    first_imported(&ids)
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
    }

    impl Host for Watcher {
        fn emit(&self, event: Event) {
            if let Event::ImportProgress(progress) = event {
                self.told.lock().unwrap().push(progress);
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
