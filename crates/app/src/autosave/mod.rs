//! Autosave: every action of the game being played is appended to the store as it is made,
//! and the last unfinished game is opened again when the app starts. When another copy of the
//! app writes to the same saved game, this copy's game goes on as a new saved game
//! ([`SavedAsCopy`]): nothing is lost and the two never interleave.

mod problems;

use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard};

use engine::GameKind;
use store::{GameId, GameResult, Side, Store, StoreError};

use crate::error::{AppError, AppResult};
use crate::games;
use crate::ipc::game::{Controller, Names, Seat};
use crate::ipc::new_game::NewGame;
use crate::session::GameSession;
use crate::session::Session;

pub use problems::{SavedAsCopy, StoreProblems};

/// Where the saved games live.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Storage {
    /// Nothing is kept (tests).
    InMemory,
    /// A SQLite file in this directory.
    Directory(PathBuf),
    /// A SQLite file in the platform's app data directory (or `$TIPGOBBLE_DATA_DIR`).
    AppData,
    /// A SQLite database `name` in the registered SQLite VFS `vfs` (the web host's
    /// origin-private file system). A damaged one cannot be moved aside there: the games are
    /// then kept in memory and the person told why.
    Vfs {
        /// The database's name inside the VFS.
        name: String,
        /// The VFS's registered name.
        vfs: String,
    },
    /// No place to keep games at all (a browser without the origin-private file system):
    /// they are kept in memory and the person is told `0`, the reason.
    Unavailable(String),
}

/// Which saved game the current session writes to.
#[derive(Debug)]
enum Current {
    /// No game is being saved.
    None,
    /// The game is not in the store yet: created at the next save, with every action of the
    /// session. `copy_of`: the saved game it continues, when another copy of the app wrote
    /// to that one.
    Unstarted {
        /// The game to create.
        game: Box<store::NewGame>,
        /// The saved game this one is a copy of.
        copy_of: Option<GameId>,
    },
    /// The saved game `id`, which holds the session's first `saved` actions, and what it was
    /// created with (for a copy of it).
    Saving {
        /// The saved game.
        id: GameId,
        /// How many of the session's actions it holds.
        saved: usize,
        /// Its players, options and title.
        game: Box<store::NewGame>,
    },
}

/// What a new saved game is created with besides its start and its moves: the game, who
/// plays each seat, the variants and the handicaps (as the store writes them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    /// The game.
    pub kind: GameKind,
    /// Who plays each seat.
    pub seats: [Controller; 2],
    /// The variants played (`no-adjacent`).
    pub variants: Vec<String>,
    /// The handicaps (`stacks:3,2`, `blocks:4,3`).
    pub handicaps: Vec<String>,
}

impl From<&NewGame> for Match {
    fn from(options: &NewGame) -> Self {
        let (kind, seats, variants, handicaps) = games::stored_options(options);
        Match {
            kind,
            seats,
            variants,
            handicaps,
        }
    }
}

/// The store and the saved game that the current session writes to.
pub struct Saver {
    store: Store,
    current: Current,
    problems: StoreProblems,
}

impl Saver {
    /// The store itself, for the saved-games and statistics screens (`library.rs`).
    pub fn store_mut(&mut self) -> &mut Store {
        &mut self.store
    }

    /// What the person must be told about the store now.
    pub fn problems(&self) -> &StoreProblems {
        &self.problems
    }

    /// The person has read the notice about the database moved aside.
    pub fn dismiss_moved_aside(&mut self) {
        self.problems.moved_aside = None;
    }

    /// The person has read the notice about the game saved as a copy.
    pub fn dismiss_saved_as_copy(&mut self) {
        self.problems.saved_as_copy = None;
    }
}

/// The saver behind a lock, in app state.
pub struct SaveState(Mutex<Saver>);

/// The database's file name in the data directory.
pub const DATABASE_FILE: &str = "games.sqlite3";

impl SaveState {
    /// Opens the store; a damaged or newer file is moved aside by the store and a fresh one
    /// started. When no store can be opened at all, games are kept in memory only. Either
    /// is kept in [`Saver::problems`] for the person to be told. Deleted games are purged
    /// here: their undo window closed with the app.
    pub fn open(storage: &Storage) -> SaveState {
        let mut problems = StoreProblems::default();
        let opened = match storage {
            Storage::InMemory => Store::open_in_memory().map(|s| (s, None)),
            Storage::AppData => Err(store::StoreError::Invalid(
                "the app has no data directory on this device".into(),
            )),
            Storage::Directory(dir) => std::fs::create_dir_all(dir)
                .map_err(|e| store::StoreError::Invalid(format!("{}: {e}", dir.display())))
                .and_then(|()| Store::open(dir.join(DATABASE_FILE)))
                .map(|(s, report)| (s, report.notice)),
            Storage::Vfs { name, vfs } => Store::open_on_vfs(name, vfs).map(|(s, _)| (s, None)),
            Storage::Unavailable(reason) => Err(store::StoreError::Invalid(reason.clone())),
        };
        let mut store = match opened {
            Ok((store, moved_aside)) => {
                if let Some(notice) = &moved_aside {
                    log::error!(
                        "saved games: the database was moved aside as {} ({:?})",
                        crate::files::file_name(&notice.moved_to),
                        notice.reason
                    );
                }
                problems.moved_aside = moved_aside;
                store
            }
            Err(err) => {
                let reason = err.to_string();
                let logged = match storage {
                    // The directory's path names the person's account: not in the log.
                    Storage::Directory(dir) => reason.replace(&dir.display().to_string(), "<data>"),
                    _ => reason.clone(),
                };
                log::error!("saved games are kept in memory only: {logged}");
                problems.not_saving = Some(reason);
                match Store::open_in_memory() {
                    Ok(store) => store,
                    Err(e) => {
                        // An in-memory SQLite database only fails when memory is exhausted:
                        // there is no app to run then.
                        log::error!("no store at all: {e}");
                        std::process::exit(1);
                    }
                }
            }
        };
        match store.purge_deleted() {
            Ok(0) => {}
            Ok(n) => log::info!("saved games: purged {n} deleted games"),
            Err(e) => log::warn!("saved games: the deleted games were not purged: {e}"),
        }
        // Games left before their first move are not kept; the last unfinished game is the
        // one the app reopens, so it stays even when empty.
        let reopened = store
            .list_unfinished()
            .ok()
            .and_then(|games| games.first().map(|g| g.id));
        match store.purge_empty(reopened) {
            Ok(0) => {}
            Ok(n) => log::info!("saved games: removed {n} games left before their first move"),
            Err(e) => log::warn!("saved games: the empty games were not removed: {e}"),
        }
        SaveState(Mutex::new(Saver {
            store,
            current: Current::None,
            problems,
        }))
    }

    /// The lock on the saver.
    pub fn lock(&self) -> AppResult<MutexGuard<'_, Saver>> {
        self.0
            .lock()
            .map_err(|_| AppError::Internal("store lock poisoned".into()))
    }
}

/// The version of the app, stored with each game it creates.
const APP_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The title of a copy of a game titled `title`: numbered ` (2)`, or the next number when it
/// already ends in one, shortened to fit the store's limit.
fn copy_title(title: &str) -> String {
    let (base, n) = match title.rsplit_once(" (") {
        Some((base, rest)) => match rest.strip_suffix(')').and_then(|n| n.parse::<u32>().ok()) {
            Some(n) if n >= 2 => (base, n + 1),
            _ => (title, 2),
        },
        None => (title, 2),
    };
    let suffix = format!(" ({n})");
    let room = store::types::MAX_TITLE_CHARS.saturating_sub(suffix.chars().count());
    let base: String = base.chars().take(room).collect();
    format!("{}{suffix}", base.trim_end())
}

/// The name stored for a person who plays the computer without giving a name.
pub const DEFAULT_PERSON: &str = "Player";
/// The names stored for the two people of a pass-and-play game who gave none (seat one, two).
pub const DEFAULT_SEATS: [&str; 2] = ["Player one", "Player two"];

/// The store's sides for these seats: the computer by level; a person by the name given
/// (`names`, pass-and-play) or else by a default name ([`DEFAULT_PERSON`] against the
/// computer, [`DEFAULT_SEATS`] in pass-and-play). The default names are fixed identifiers,
/// distinct so that statistics and "the last winner" tell the seats apart; the UI shows them
/// in the person's language (`ui/src/lib/sides.ts`), never as stored.
pub fn sides(seats: [Controller; 2], names: &Names) -> [Side; 2] {
    let against_ai = seats.iter().any(|s| matches!(s, Controller::Ai { .. }));
    let side = |controller: Controller, seat: usize| match (controller, &names[seat]) {
        (Controller::Ai { level }, _) => Side::ai(level.get()),
        (Controller::Person, Some(name)) => Side::person(name.clone()),
        (Controller::Person, None) if against_ai => Side::person(DEFAULT_PERSON),
        (Controller::Person, None) => Side::person(DEFAULT_SEATS[seat]),
    };
    [side(seats[0], 0), side(seats[1], 1)]
}

/// The names people gave the sides of a stored game: a person's name unless it is one of the
/// default identifiers ([`sides`]).
pub fn given_names(one: &Side, two: &Side) -> Names {
    let given = |side: &Side| match side {
        Side::Person { name }
            if name != DEFAULT_PERSON && !DEFAULT_SEATS.contains(&name.as_str()) =>
        {
            Some(name.clone())
        }
        _ => None,
    };
    [given(one), given(two)]
}

impl Saver {
    /// Starts saving a new game, `game`, from the session's start position (a game begun with
    /// "play from here" starts where it was begun). If the store refuses it, the game is kept
    /// in the session and created at the next save (see [`Saver::save`]); the error says why
    /// meanwhile.
    pub fn start(&mut self, game: impl Into<Match>, session: &GameSession) -> AppResult<()> {
        let Match {
            kind,
            seats,
            variants,
            handicaps,
        } = game.into();
        let (setup, _) = session.record_text();
        let [one, two] = sides(seats, &session.names());
        self.current = Current::Unstarted {
            game: Box::new(store::NewGame {
                kind,
                setup,
                touch_move: session.touch_move(),
                variants,
                handicaps,
                one,
                two,
                title: None,
                app_version: APP_VERSION.to_owned(),
            }),
            copy_of: None,
        };
        self.save(session)
    }

    /// The saved game the current session writes to, if the store has it yet.
    pub fn current_id(&self) -> Option<GameId> {
        match self.current {
            Current::Saving { id, .. } => Some(id),
            Current::None | Current::Unstarted { .. } => None,
        }
    }

    /// Saves what the store does not hold yet: creates the game if that failed before, then
    /// appends the session's actions not saved yet (the one that ends the game records the
    /// result with it). On failure the reason is kept in [`StoreProblems::unsaved`] and
    /// returned; the next call tries again from where this one stopped, so nothing the store
    /// can take is lost.
    ///
    /// When another copy of the app has written to the saved game (the store refuses the
    /// append as out of step), that game is left as the other copy wrote it and this game is
    /// saved whole as a new one, which the following saves go on with; the person is told
    /// once ([`StoreProblems::saved_as_copy`]).
    pub fn save(&mut self, session: &GameSession) -> AppResult<()> {
        let result = self.try_save(session);
        self.problems.unsaved = result.as_ref().err().map(ToString::to_string);
        if let Err(err) = &result {
            log::error!("autosave failed ({}): {err}", self.describe());
        }
        result.map_err(|e| AppError::Internal(format!("autosave failed: {e}")))
    }

    /// The game being saved, for the log.
    fn describe(&self) -> String {
        match &self.current {
            Current::None => "no game".into(),
            Current::Unstarted { game, .. } => format!("new {} game not created", game.kind.name()),
            Current::Saving { id, saved, .. } => format!("game {id}, {saved} actions saved"),
        }
    }

    fn try_save(&mut self, session: &GameSession) -> Result<(), StoreError> {
        match self.append_unsaved(session) {
            Err(StoreError::OutOfStep {
                id,
                expected,
                found,
            }) => {
                log::warn!(
                    "saved game {id} was written by another copy of the app ({found} actions \
                     where this copy had saved {expected}): this game goes on as a new saved game"
                );
                self.copy_current(id, session);
                self.append_unsaved(session)
            }
            result => result,
        }
    }

    /// Creates the game if it is not in the store yet, then appends the session's actions
    /// the store does not hold.
    fn append_unsaved(&mut self, session: &GameSession) -> Result<(), StoreError> {
        if let Current::Unstarted { game, copy_of } = &self.current {
            let id = self.store.create_game(game)?;
            if let Some(original) = *copy_of {
                log::warn!("saved game {original} goes on as saved game {id}");
                self.problems.saved_as_copy = Some(SavedAsCopy { original, copy: id });
            }
            self.current = Current::Saving {
                id,
                saved: 0,
                game: game.clone(),
            };
        }
        let Current::Saving { id, saved, .. } = self.current else {
            return Ok(());
        };
        let actions = session.log_from(saved);
        let count = actions.len();
        for (i, (action, plies)) in actions.into_iter().enumerate() {
            let last = i + 1 == count;
            let plies = u32::try_from(plies).unwrap_or(u32::MAX);
            // The action's number in the log: refused if another process wrote to the game.
            let seq = u32::try_from(saved + i).unwrap_or(u32::MAX);
            match session.result() {
                Some((outcome, _)) if last => self.store.append_final_action(
                    id,
                    seq,
                    &action,
                    &GameResult::from(outcome),
                    plies,
                )?,
                _ => self.store.append_action(id, seq, &action, plies)?,
            };
            if let Current::Saving { saved: held, .. } = &mut self.current {
                *held = saved + i + 1;
            }
        }
        Ok(())
    }

    /// Makes the game in play a new saved game, to be created at the next append with every
    /// action of the session: same players, options and start as saved game `original`
    /// (which another copy of the app wrote to), and its title, if it has one, numbered.
    fn copy_current(&mut self, original: GameId, session: &GameSession) {
        let Current::Saving { game, .. } = &self.current else {
            return;
        };
        let mut copy = game.clone();
        // The person may have renamed the game since it was started.
        if let Ok(saved) = self.store.saved_game(original) {
            copy.title = saved.summary.title;
        }
        copy.title = copy.title.as_deref().map(copy_title);
        copy.setup = session.record_text().0;
        copy.touch_move = session.touch_move();
        copy.app_version = APP_VERSION.to_owned();
        self.current = Current::Unstarted {
            game: copy,
            copy_of: Some(original),
        };
    }

    /// The seat, among `seats`, of the winner of the last finished game of `kind` between
    /// these players; `None` when they have not finished one or it was drawn.
    pub fn last_winner(
        &self,
        kind: GameKind,
        seats: [Controller; 2],
        names: &Names,
    ) -> AppResult<Option<Seat>> {
        let [one, two] = sides(seats, names);
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

    /// Stops writing to the current saved game (the game stays saved, unfinished or not,
    /// unless nothing was played in it: a game left before its first move — a Rematch or a
    /// new game abandoned at once — is not kept, see [`Store::drop_if_empty`]); a failed
    /// save of it is no longer the person's concern on the next game.
    pub fn close(&mut self) {
        self.drop_current_if_empty();
        self.current = Current::None;
        self.problems.unsaved = None;
        self.problems.saved_as_copy = None;
    }

    /// Removes the game being saved from the store if nothing was played in it (see
    /// [`Store::drop_if_empty`]): the app is leaving it for another.
    fn drop_current_if_empty(&mut self) {
        if let Current::Saving { id, .. } = self.current {
            match self.store.drop_if_empty(id) {
                Ok(true) => {
                    log::info!("saved games: game {id} was left before its first move, not kept")
                }
                Ok(false) => {}
                Err(e) => log::warn!("saved games: game {id} has no move but was not removed: {e}"),
            }
        }
    }

    /// The most recent unfinished game, replayed, as a session; `None` when there is none or
    /// it no longer replays (it stays in the store, marked damaged).
    pub fn resume_last(&mut self) -> Option<GameSession> {
        let summary = self.store.list_unfinished().ok()?.into_iter().next()?;
        self.open_game(summary.id).ok()
    }

    /// The saved game `id`, replayed through the engine, as a session that goes on saving to
    /// it. Refused when there is no such game, it is finished, or it no longer replays (the
    /// reason says which action failed); nothing changes then.
    pub fn open_game(&mut self, id: GameId) -> AppResult<GameSession> {
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
        let damaged =
            |e: AppError| AppError::Refused(format!("saved game {id} no longer replays: {e}"));
        let seat = |side: &Side| {
            Controller::try_from(side).map_err(|e| damaged(AppError::InvalidInput(e)))
        };
        let seats = [seat(&saved.summary.one)?, seat(&saved.summary.two)?];
        let loaded = self.store.load(id).map_err(AppError::from)?;
        let mut session: GameSession = engine::by_game!(loaded, |record| GameSession::from(
            Session::from_record(record, seats, games::ai_for()).map_err(damaged)?
        ));
        session.set_names(given_names(&saved.summary.one, &saved.summary.two));
        // The game left for this one is not kept if nothing was played in it.
        if self.current_id() != Some(id) {
            self.drop_current_if_empty();
        }
        self.current = Current::Saving {
            id,
            saved: session.log_len(),
            game: Box::new(store::NewGame {
                kind: saved.summary.kind,
                setup: saved.setup,
                touch_move: saved.touch_move,
                variants: saved.summary.variants,
                handicaps: saved.summary.handicaps,
                one: saved.summary.one,
                two: saved.summary.two,
                title: saved.summary.title,
                app_version: APP_VERSION.to_owned(),
            }),
        };
        self.problems.unsaved = None;
        self.problems.saved_as_copy = None;
        Ok(session)
    }
}

#[cfg(test)]
mod tests;
