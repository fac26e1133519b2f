//! Tip & Gobble's app core: everything the app does between its UI and its engines, written
//! once for both hosts — the Tauri shell (`src-tauri`: desktop, Android, iOS) and the web
//! host (WebAssembly in a Web Worker). A host builds an [`App`] with its [`host::Host`] (events
//! to the UI, blocking tasks, vibration, file dialogs), its [`autosave::Storage`] and its
//! [`settings::SettingsState`], then answers every call of the UI with
//! [`commands::dispatch`]: a command's name and its JSON arguments in, its JSON answer or a
//! typed [`error::AppError`] out. The same JSON crosses both hosts' transports.
//!
//! # Module map (each module uses only the ones listed below it)
//!
//! `node scripts/import-cycles.mjs` (run by `npm test`) checks this order against the code's
//! imports, and that every module is listed.
//!
//! - `bindings` (tests only): generates the TypeScript wrappers and types from the commands'
//!   declarations, and checks the committed ones against them.
//! - [`commands`]: the commands, one file per area (app, game, library, tutorial, review,
//!   puzzles, storage), the one list of them and [`commands::dispatch`].
//! - [`flow`]: the game flow: a game installed as the game in play, acted on, and after
//!   every change saved, announced and handed to the computer if it is to move.
//! - [`import`]: an import as the Saved games screen runs it, a batch at a time with its
//!   progress and a Cancel, stored in one transaction.
//! - [`context`]: [`App`], one running app: its parts and its host.
//! - [`host`]: what the core asks of its host, and the [`host::Event`]s it sends the UI.
//! - [`split`]: a game's analysis split into parts that several workers search, put together
//!   as the analysis on one thread.
//! - [`search`]: runs a search job ([`jobs::SearchJob`]), the one form of a search on both
//!   hosts: here with the session's own computer player, or in another worker from its data.
//! - [`review`]: game review: a saved game read-only, its analysis, "play from here".
//! - [`library`]: saved games and statistics, on the store that [`autosave`] holds.
//! - [`autosave`]: appends every action of the game in play to the store (a game another copy
//!   of the app wrote to goes on as a new saved game); resumes it.
//! - [`settings`]: the person's settings, held only to be handed to the UI and saved where the
//!   host keeps them ([`settings::SettingsStore`]); a saved copy read the same on both hosts.
//! - [`state`]: the game in play, behind its lock; the import under way.
//! - [`tutorial`]: the tutorial sessions, each following a game's lesson (the lessons are
//!   data, in [`games`]).
//! - [`puzzles`]: the puzzle being solved (the AI crate's puzzles and judge on the real
//!   board), the next one chosen near the person's rating, each result recorded.
//! - [`games`]: Gobblet and Deblockle as the app plays them, one folder each: a game started
//!   from its new-game options, its boards and moves as views, its shapes that cross to the UI
//!   and its lesson; the computer player, the rules screen's facts.
//! - [`session`]: one game being played, whatever the game (the engine's one enum over the
//!   games, [`engine::ByGame`]): moves, undo, draw offers, hints.
//! - [`jobs`]: the computer's move, a hint and an analysis as search jobs ([`jobs::SearchJob`]:
//!   the game typed, written as JSON for a host that runs it elsewhere), with their progress,
//!   their typed answers and what stops them.
//! - [`ipc`]: every shape that crosses to the UI but the error (TypeScript generated from
//!   them), one file per screen area: plain data, with `From` conversions from the engine's,
//!   the AI's and the store's types, and the shapes of whichever game over each game's own
//!   ([`ipc::shapes::Shapes`], implemented in [`games`]). It uses no other module of the core:
//!   the modules above fill it in.
//! - [`clock`]: the wall clock, on every target (seeds for random setups and rolls).
//! - [`files`]: writing a file atomically (settings, exported games).
//! - [`error`]: [`error::AppError`], what every command returns when it refuses.

pub mod autosave;
pub mod clock;
pub mod commands;
pub mod context;
pub mod error;
pub mod files;
pub mod flow;
pub mod games;
pub mod host;
pub mod import;
pub mod ipc;
pub mod jobs;
pub mod library;
pub mod puzzles;
pub mod review;
pub mod search;
pub mod session;
pub mod settings;
pub mod split;
pub mod state;
pub mod tutorial;

#[cfg(test)]
mod bindings;

pub use context::App;

#[cfg(test)]
mod tests;
