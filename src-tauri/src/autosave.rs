//! Autosave: every action of the game being played is appended to the store as it is made,
//! and the last unfinished game is opened again when the app starts.

use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard};

use engine::GameKind;
use store::{GameId, GameResult, LoadedGame, Side, Store};

use crate::error::{AppError, AppResult};
use crate::games::{self, NewGame};
use crate::ipc::game::{Controller, Seat};
use crate::session::any::AnySession;
use crate::session::Session;

/// Where the saved games live.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Storage {
    /// Nothing is kept (tests).
    InMemory,
    /// A SQLite file in this directory.
    Directory(PathBuf),
    /// A SQLite file in the platform's app data directory (or `$TIPGOBBLE_DATA_DIR`).
    AppData,
}

/// The store and the saved game that the current session writes to.
pub struct Saver {
    store: Store,
    /// The saved game of the current session, and how many of its actions are saved.
    current: Option<(GameId, usize)>,
}

impl Saver {
    /// The store itself, for the saved-games and statistics screens (`library.rs`).
    pub fn store_mut(&mut self) -> &mut Store {
        &mut self.store
    }
}

/// The saver behind a lock, in app state.
pub struct SaveState(Mutex<Saver>);

impl SaveState {
    /// Opens the store; a damaged file is moved aside by the store and a fresh one started.
    /// When no store can be opened at all, games are kept in memory only (and the error is
    /// returned beside the state, to be reported).
    pub fn open(storage: &Storage) -> (SaveState, Option<String>) {
        let opened = match storage {
            Storage::InMemory | Storage::AppData => Store::open_in_memory().map(|s| (s, None)),
            Storage::Directory(dir) => std::fs::create_dir_all(dir)
                .map_err(|e| store::StoreError::Invalid(format!("{}: {e}", dir.display())))
                .and_then(|()| Store::open(dir.join("games.sqlite3")))
                .map(|(s, report)| (s, report.notice.map(|n| format!("{n:?}")))),
        };
        let (store, notice) = match opened {
            Ok(pair) => pair,
            Err(err) => match Store::open_in_memory() {
                Ok(s) => (s, Some(format!("saved games are not kept: {err}"))),
                Err(e) => {
                    // An in-memory SQLite database only fails when memory is exhausted.
                    eprintln!("no store at all: {e}");
                    std::process::exit(1);
                }
            },
        };
        (
            SaveState(Mutex::new(Saver {
                store,
                current: None,
            })),
            notice,
        )
    }

    /// The lock on the saver.
    pub fn lock(&self) -> AppResult<MutexGuard<'_, Saver>> {
        self.0
            .lock()
            .map_err(|_| AppError::Internal("store lock poisoned".into()))
    }
}

/// The store's sides for these seats: the computer by level; a person as "Player" against
/// the computer, "Player one" and "Player two" in pass-and-play (names come with part 2).
pub fn sides(seats: [Controller; 2]) -> [Side; 2] {
    let against_ai = seats.iter().any(|s| matches!(s, Controller::Ai { .. }));
    let side = |controller: Controller, seat: &str| match controller {
        Controller::Ai { level } => Side::ai(level),
        Controller::Person if against_ai => Side::person("Player"),
        Controller::Person => Side::person(format!("Player {seat}")),
    };
    [side(seats[0], "one"), side(seats[1], "two")]
}

fn controller(side: &Side) -> Controller {
    match side {
        Side::Person { .. } => Controller::Person,
        Side::Ai { level } => Controller::Ai { level: *level },
    }
}

impl Saver {
    /// Starts saving a new game.
    pub fn start(&mut self, options: &NewGame, session: &dyn AnySession) -> AppResult<()> {
        let (kind, seats, variants, handicaps) = match options {
            NewGame::Gobblet { seats, stacks, .. } => (
                GameKind::Gobblet,
                *seats,
                Vec::new(),
                vec![format!("stacks:{},{}", stacks[0], stacks[1])],
            ),
            NewGame::Deblockle {
                seats,
                blocks,
                no_adjacent,
                ..
            } => (
                GameKind::Deblockle,
                *seats,
                if *no_adjacent {
                    vec!["no-adjacent".to_owned()]
                } else {
                    Vec::new()
                },
                vec![format!("blocks:{},{}", blocks[0], blocks[1])],
            ),
        };
        self.start_with(kind, seats, variants, handicaps, session)
    }

    /// Starts saving a new game of `kind` between `seats`, from the session's start position
    /// (a game begun with "play from here" starts where it was begun).
    pub fn start_with(
        &mut self,
        kind: GameKind,
        seats: [Controller; 2],
        variants: Vec<String>,
        handicaps: Vec<String>,
        session: &dyn AnySession,
    ) -> AppResult<()> {
        let (setup, _) = session.record_text();
        let [one, two] = sides(seats);
        let id = self
            .store
            .create_game(&store::NewGame {
                kind,
                setup,
                touch_move: session.touch_move(),
                variants,
                handicaps,
                one,
                two,
                title: None,
                app_version: env!("CARGO_PKG_VERSION").to_owned(),
            })
            .map_err(|e| AppError::Internal(format!("the game could not be saved: {e}")))?;
        self.current = Some((id, 0));
        self.save(session)
    }

    /// The saved game the current session writes to, if any.
    pub fn current_id(&self) -> Option<GameId> {
        self.current.map(|(id, _)| id)
    }

    /// Appends the session's actions not saved yet; the one that ends the game records the
    /// result with it.
    pub fn save(&mut self, session: &dyn AnySession) -> AppResult<()> {
        let Some((id, saved)) = self.current else {
            return Ok(());
        };
        let actions = session.log_from(saved);
        let count = actions.len();
        for (i, (action, plies)) in actions.into_iter().enumerate() {
            let last = i + 1 == count;
            let plies = u32::try_from(plies).unwrap_or(u32::MAX);
            // The action's number in the log: refused if another process wrote to the game.
            let seq = u32::try_from(saved + i).unwrap_or(u32::MAX);
            let result = match session.result() {
                Some((outcome, _)) if last => self.store.append_final_action(
                    id,
                    seq,
                    &action,
                    &GameResult::from(outcome),
                    plies,
                ),
                _ => self.store.append_action(id, seq, &action, plies),
            };
            result.map_err(|e| AppError::Internal(format!("autosave failed: {e}")))?;
            self.current = Some((id, saved + i + 1));
        }
        Ok(())
    }

    /// The seat, among `seats`, of the winner of the last finished game of `kind` between
    /// these players; `None` when they have not finished one or it was drawn.
    pub fn last_winner(&self, kind: GameKind, seats: [Controller; 2]) -> AppResult<Option<Seat>> {
        let [one, two] = sides(seats);
        let last = self
            .store
            .last_game_between(&one, &two, Some(kind))
            .map_err(|e| AppError::Internal(e.to_string()))?;
        Ok(last.and_then(|g| g.winner).map(
            |winner| {
                if winner == one {
                    Seat::One
                } else {
                    Seat::Two
                }
            },
        ))
    }

    /// Stops writing to the current saved game (the game stays saved, unfinished or not).
    pub fn close(&mut self) {
        self.current = None;
    }

    /// The most recent unfinished game, replayed, as a session; `None` when there is none or
    /// it no longer replays (it stays in the store, marked damaged).
    pub fn resume_last(&mut self) -> Option<Box<dyn AnySession>> {
        let summary = self.store.list_unfinished().ok()?.into_iter().next()?;
        self.open_game(summary.id).ok()
    }

    /// The saved game `id`, replayed through the engine, as a session that goes on saving to
    /// it. Refused when there is no such game, it is finished, or it no longer replays (the
    /// reason says which action failed); nothing changes then.
    pub fn open_game(&mut self, id: GameId) -> AppResult<Box<dyn AnySession>> {
        let saved = self.store.saved_game(id).map_err(AppError::from)?;
        match &saved.summary.state {
            store::GameState::Finished { .. } => {
                return Err(AppError::Refused(format!(
                    "saved game {id} is finished: there is nothing left to play"
                )))
            }
            store::GameState::Damaged { reason } => {
                return Err(AppError::Refused(format!(
                    "saved game {id} is damaged and cannot be opened: {reason}"
                )))
            }
            store::GameState::Playing => {}
        }
        let seats = [
            controller(&saved.summary.one),
            controller(&saved.summary.two),
        ];
        let damaged =
            |e: AppError| AppError::Refused(format!("saved game {id} no longer replays: {e}"));
        let session: Box<dyn AnySession> = match self.store.load(id).map_err(AppError::from)? {
            LoadedGame::Gobblet(record) => Box::new(
                Session::from_record(record, seats, games::ai_for::<engine::gobblet::Gobblet>())
                    .map_err(damaged)?,
            ),
            LoadedGame::Deblockle(record) => Box::new(
                Session::from_record(
                    record,
                    seats,
                    games::ai_for::<engine::deblockle::Deblockle>(),
                )
                .map_err(damaged)?,
            ),
        };
        self.current = Some((id, session.log_len()));
        Ok(session)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gobblet() -> NewGame {
        NewGame::Gobblet {
            seats: [Controller::Person, Controller::Person],
            first: Seat::One,
            stacks: [3, 2],
            touch_move: true,
        }
    }

    #[test]
    fn every_action_is_saved_and_the_last_unfinished_game_resumes() {
        let dir = tempfile::tempdir().unwrap();
        let storage = Storage::Directory(dir.path().to_owned());
        let (save, notice) = SaveState::open(&storage);
        assert_eq!(notice, None);
        let options = gobblet();
        let mut session = games::new_session(&options, 0).unwrap();
        let mut saver = save.lock().unwrap();
        saver.start(&options, session.as_ref()).unwrap();
        for mv in ["4a1", "4b2", "4c3"] {
            session.play(mv).unwrap();
            saver.save(session.as_ref()).unwrap();
        }
        session.undo().unwrap();
        saver.save(session.as_ref()).unwrap();
        drop(saver);
        drop(save);

        let (save, _) = SaveState::open(&storage);
        let resumed = save
            .lock()
            .unwrap()
            .resume_last()
            .expect("a game to resume");
        assert_eq!(resumed.view(), session.view());
        assert_eq!(resumed.record_text(), session.record_text());
    }

    #[test]
    fn a_finished_game_is_not_resumed() {
        let dir = tempfile::tempdir().unwrap();
        let storage = Storage::Directory(dir.path().to_owned());
        let (save, _) = SaveState::open(&storage);
        let options = gobblet();
        let mut session = games::new_session(&options, 0).unwrap();
        let mut saver = save.lock().unwrap();
        saver.start(&options, session.as_ref()).unwrap();
        session.play("4a1").unwrap();
        session.resign(Seat::Two).unwrap();
        saver.save(session.as_ref()).unwrap();
        drop(saver);
        drop(save);
        let (save, _) = SaveState::open(&storage);
        let mut saver = save.lock().unwrap();
        assert!(saver.resume_last().is_none());
        let people = [Controller::Person, Controller::Person];
        assert_eq!(
            saver.last_winner(GameKind::Gobblet, people).unwrap(),
            Some(Seat::One),
            "Black resigned: White won the last game"
        );
        assert_eq!(
            saver.last_winner(GameKind::Deblockle, people).unwrap(),
            None
        );
        let against_ai = [Controller::Person, Controller::Ai { level: 2 }];
        assert_eq!(
            saver.last_winner(GameKind::Gobblet, against_ai).unwrap(),
            None
        );
    }

    #[test]
    fn any_unfinished_game_opens_at_its_last_move_and_goes_on_saving() {
        let (save, _) = SaveState::open(&Storage::InMemory);
        let options = gobblet();
        let mut saver = save.lock().unwrap();
        let mut first = games::new_session(&options, 0).unwrap();
        saver.start(&options, first.as_ref()).unwrap();
        for mv in ["4a1", "4b2", "4c3"] {
            first.play(mv).unwrap();
            saver.save(first.as_ref()).unwrap();
        }
        let first_id = saver.store_mut().list_games().unwrap()[0].id;
        let mut second = games::new_session(&options, 0).unwrap();
        saver.close();
        saver.start(&options, second.as_ref()).unwrap();
        second.play("4d4").unwrap();
        saver.save(second.as_ref()).unwrap();

        let mut opened = saver.open_game(first_id).unwrap();
        assert_eq!(
            opened.view(),
            first.view(),
            "the same position, moves and side to move"
        );
        opened.play("3a4").unwrap();
        saver.save(opened.as_ref()).unwrap();
        let listed = saver.store_mut().list_games().unwrap();
        let row = listed.iter().find(|g| g.id == first_id).unwrap();
        assert_eq!(
            row.plies,
            Some(4),
            "the move made after opening went to the opened game"
        );
        let other = listed.iter().find(|g| g.id != first_id).unwrap();
        assert_eq!(other.plies, Some(1), "the other game is untouched");
    }

    #[test]
    fn a_finished_damaged_or_unknown_game_is_refused_with_the_reason() {
        let (save, _) = SaveState::open(&Storage::InMemory);
        let options = gobblet();
        let mut saver = save.lock().unwrap();
        let mut session = games::new_session(&options, 0).unwrap();
        saver.start(&options, session.as_ref()).unwrap();
        session.resign(Seat::Two).unwrap();
        saver.save(session.as_ref()).unwrap();
        let finished = saver.store_mut().list_games().unwrap()[0].id;
        let refused = saver.open_game(finished).map(|_| ()).unwrap_err();
        assert!(
            matches!(&refused, AppError::Refused(m) if m.contains("finished")),
            "{refused:?}"
        );

        let session = games::new_session(&options, 0).unwrap();
        saver.close();
        saver.start(&options, session.as_ref()).unwrap();
        let damaged = saver
            .store_mut()
            .list_games()
            .unwrap()
            .into_iter()
            .find(|g| g.id != finished)
            .unwrap()
            .id;
        // A redo with nothing to redo: the record no longer replays.
        saver
            .store_mut()
            .append_action(damaged, 0, "4a1", 1)
            .unwrap();
        saver
            .store_mut()
            .append_action(damaged, 1, "redo", 1)
            .unwrap();
        let refused = saver.open_game(damaged).map(|_| ()).unwrap_err();
        assert!(
            matches!(&refused, AppError::Refused(m) if m.contains("nothing to redo")),
            "{refused:?}"
        );
        let again = saver.open_game(damaged).map(|_| ()).unwrap_err();
        assert!(
            matches!(&again, AppError::Refused(m) if m.contains("damaged")),
            "{again:?}"
        );
        assert!(saver.open_game(9999).is_err());
    }
}
