//! The TypeScript side of the IPC boundary and the capability, generated from Rust.
//!
//! - `ui/src/lib/generated/ipc.ts`: the types of the IPC data, by ts-rs.
//! - `ui/src/lib/generated/commands.ts`: one typed wrapper per command of
//!   [`crate::commands`], from the declaration `#[command]` makes of it (name, doc,
//!   argument names and types, result type).
//! - `ui/src/lib/generated/defaults.ts`: values the UI needs before Rust answers, from
//!   Rust's own (`DEFAULT_SETTINGS`, `Settings::default()`; `AI_LEVELS`, `ai::Level::ALL`).
//! - `ui/src/lib/generated/events.ts`: one typed listener per event of [`crate::host::Event`],
//!   named from [`crate::host::Event::NAMES`] (the names the hosts emit).
//!
//! The test below writes nothing unless asked: it compares the generated text with the
//! committed files and fails when they differ. Regenerate with
//! `UPDATE_BINDINGS=1 cargo test -p tipgobble-core bindings`.

use std::collections::BTreeSet;
use std::path::PathBuf;

use engine::deblockle::{Direction, Face};
use engine::GameKind;

use store::{
    GameResult, GameState, GameSummary, LevelRecord, OpponentRecord, Period, PeriodResults, Record,
    Seat as SavedSeat, Side, Statistics, StatsQuery, Streak, StreakKind,
};
use ts_rs::{Config, TypeVisitor, TS};

use crate::error::AppError;
use crate::host::Event;
use crate::ipc::app::{
    AiLevel, AnimationSpeed, AppInfo, Feel, GameInfo, Language, Motion, NoticeKind, Palette,
    Settings, SettingsNotice, SettingsView, Theme,
};
use crate::ipc::computer::{HintVerdict, HintView, SearchProgress};
use crate::ipc::game::{
    BoardView, Controller, GameView, MoveView, Origin, OutcomeView, ReplayView, Seat,
};
use crate::ipc::library::{ImportProgress, SavedGameCard, SavedGamesPage};
use crate::ipc::new_game::{DeblockleRoll, DeblockleSetup, NewGame};
use crate::ipc::puzzles::{
    PersonalFound, PuzzleChoice, PuzzleFrame, PuzzleGoal, PuzzlePhase, PuzzleProgressView,
    PuzzleView, RatingChange, RatingPointView, RatingView, ThemeCount,
};
use crate::ipc::review::{
    AnalysisView, BetterMoveView, MoveClassView, MoveJudgement, ReviewPly, ReviewProgress,
    ReviewView, Standing, TryView,
};
use crate::ipc::rules::{CubeSides, DeblockleFacts, HopFact, StartFact, TipFact};
use crate::ipc::storage::{MovedAsideKind, MovedAsideView, SavedAsCopyView, StorageView};
use crate::ipc::tutorial::{TutorialMistake, TutorialPlayed, TutorialView};

/// How ts-rs names Rust types: 64-bit integers are plain numbers in JSON (game ids and
/// times are far below 2^53).
fn config() -> Config {
    Config::new().with_large_int("number")
}

/// The declarations of the TypeScript module, in order: each type of the list at its place,
/// after those of its dependencies that the list does not name (a game's own shapes, reached
/// through `BoardView` and `NewGame`), themselves after theirs, in the order the type's
/// declaration names them.
struct Declarations<'a> {
    /// How ts-rs names Rust types.
    cfg: &'a Config,
    /// The names of the types the list names.
    listed: BTreeSet<String>,
    /// The names of the types declared so far.
    declared: BTreeSet<String>,
    /// Their declarations.
    out: Vec<String>,
}

impl Declarations<'_> {
    /// Declares `T`, after the dependencies the list does not name.
    fn add<T: TS + 'static + ?Sized>(&mut self) {
        /// Declares a type.
        type Declare = fn(&mut Declarations<'_>);
        /// The names and declarers of a type's dependencies that have a declaration.
        struct Dependencies<'c>(&'c Config, Vec<(String, Declare)>);
        impl TypeVisitor for Dependencies<'_> {
            fn visit<U: TS + 'static + ?Sized>(&mut self) {
                if U::output_path().is_some() {
                    self.1.push((U::ident(self.0), |d| d.add::<U>()));
                }
            }
        }
        let mut dependencies = Dependencies(self.cfg, Vec::new());
        T::visit_dependencies(&mut dependencies);
        // In the order the declaration names them (ts-rs visits a derived type's in no set
        // order), so the file is the same from build to build.
        let decl = T::decl(self.cfg);
        let words: Vec<&str> = decl
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .collect();
        dependencies
            .1
            .sort_by_key(|(name, _)| words.iter().position(|word| word == name));
        for (name, declare) in dependencies.1 {
            if !self.listed.contains(&name) && !self.declared.contains(&name) {
                declare(self);
            }
        }
        if self.declared.insert(T::ident(self.cfg)) {
            self.out.push(T::decl(self.cfg));
        }
    }
}

/// The declarations of the types listed, in their order, each after the dependencies the list
/// does not name ([`Declarations`]).
macro_rules! declarations {
    ($cfg:expr; $($t:ty),* $(,)?) => {{
        let mut declarations = Declarations {
            cfg: $cfg,
            listed: BTreeSet::from([$(<$t as TS>::ident($cfg)),*]),
            declared: BTreeSet::new(),
            out: Vec::new(),
        };
        $(declarations.add::<$t>();)*
        declarations.out
    }};
}

/// The declarations, in a stable order, as one TypeScript module. A game's own shapes are not
/// listed: they come with `BoardView` and `NewGame`, whose dependencies they are.
fn generate_types() -> String {
    let cfg = config();
    let decls = declarations![&cfg;
        AppError,
        AppInfo,
        GameInfo,
        Theme,
        Language,
        Palette,
        Motion,
        AnimationSpeed,
        AiLevel,
        Settings,
        NoticeKind,
        SettingsNotice,
        SettingsView,
        Feel,
        Side,
        SavedSeat,
        GameResult,
        GameState,
        GameSummary,
        SavedGameCard,
        SavedGamesPage,
        ImportProgress,
        StreakKind,
        Streak,
        Record,
        OpponentRecord,
        LevelRecord,
        PeriodResults,
        Statistics,
        Period,
        StatsQuery,
        GameKind,
        Seat,
        Controller,
        Origin,
        MoveView,
        BoardView,
        OutcomeView,
        GameView,
        ReplayView,
        SearchProgress,
        HintVerdict,
        HintView,
        DeblockleSetup,
        DeblockleRoll,
        NewGame,
        Face,
        Direction,
        CubeSides,
        TipFact,
        HopFact,
        StartFact,
        DeblockleFacts,
        TutorialMistake,
        TutorialPlayed,
        TutorialView,
        MoveClassView,
        Standing,
        BetterMoveView,
        MoveJudgement,
        AnalysisView,
        ReviewView,
        ReviewPly,
        ReviewProgress,
        TryView,
        PuzzleChoice,
        PuzzleGoal,
        PuzzlePhase,
        PuzzleFrame,
        RatingView,
        RatingChange,
        PuzzleView,
        ThemeCount,
        RatingPointView,
        PuzzleProgressView,
        PersonalFound,
        MovedAsideKind,
        MovedAsideView,
        SavedAsCopyView,
        StorageView,
    ];
    let mut out = String::from(
        "// Generated from the Rust types of the app core (crates/app) by ts-rs: do not edit.\n\
         // Regenerate with `UPDATE_BINDINGS=1 cargo test -p tipgobble-core bindings`.\n\n",
    );
    for decl in decls {
        out.push_str("export ");
        out.push_str(&decl);
        out.push_str("\n\n");
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}

/// The values the UI uses before Rust answers, as Rust makes them: the default settings and
/// the computer's levels.
fn generate_defaults() -> String {
    let settings =
        serde_json::to_string_pretty(&crate::ipc::app::Settings::default()).unwrap_or_default();
    let levels: Vec<String> = ai::Level::ALL
        .iter()
        .map(|l| l.number().to_string())
        .collect();
    let levels = levels.join(", ");
    format!(
        "// Generated from the Rust values of the app core (crates/app): do not edit.\n\
         // Regenerate with `UPDATE_BINDINGS=1 cargo test -p tipgobble-core bindings`.\n\n\
         import type {{ Settings }} from './ipc';\n\n\
         /** The settings before Rust has answered: Rust's `Settings::default()`. */\n\
         export const DEFAULT_SETTINGS: Settings = {settings};\n\n\
         /** The computer's levels, easiest first: the AI's `Level::ALL`. */\n\
         export const AI_LEVELS = [{levels}] as const;\n"
    )
}

/// The names of the types [`generate_types`] declares.
fn declared_types() -> BTreeSet<String> {
    generate_types()
        .lines()
        .filter_map(|line| line.strip_prefix("export type "))
        .filter_map(|rest| rest.split([' ', '<', '=']).next())
        .map(str::to_owned)
        .collect()
}

/// The names in a TypeScript type that [`generate_types`] declares.
fn type_names(ts: &str, declared: &BTreeSet<String>) -> Vec<String> {
    ts.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|word| declared.contains(*word))
        .map(str::to_owned)
        .collect()
}

/// A Rust snake_case name in camelCase (the wrapper's name).
fn camel_case(name: &str) -> String {
    let mut parts = name.split('_');
    let mut out = parts.next().unwrap_or_default().to_owned();
    for part in parts {
        let mut chars = part.chars();
        if let Some(first) = chars.next() {
            out.extend(first.to_uppercase());
            out.push_str(chars.as_str());
        }
    }
    out
}

/// A doc comment in TypeScript.
fn ts_doc(doc: &str) -> String {
    let doc = doc.trim().replace("*/", "*\\/");
    let mut lines = doc.lines();
    let mut out = format!("/** {}", lines.next().unwrap_or_default());
    for line in lines {
        out.push_str("\n *");
        if !line.is_empty() {
            out.push(' ');
            out.push_str(line);
        }
    }
    out.push_str(" */\n");
    out
}

/// One typed wrapper per command, as one TypeScript module.
fn generate_commands() -> String {
    let cfg = config();
    let commands = crate::commands::declarations(&cfg);
    let declared = declared_types();
    let used: BTreeSet<String> = commands
        .iter()
        .flat_map(|c| c.args.iter().map(|(_, ts)| ts).chain([&c.result]))
        .flat_map(|ts| type_names(ts, &declared))
        .collect();
    let mut out = String::from(
        "// Generated from the #[command] functions of crates/app/src/commands: do not edit.\n\
         // Regenerate with `UPDATE_BINDINGS=1 cargo test -p tipgobble-core bindings`.\n\n\
         import { call } from '../invoke';\n",
    );
    out.push_str(&format!(
        "import type {{ {} }} from './ipc';\n",
        used.into_iter().collect::<Vec<_>>().join(", ")
    ));
    for command in &commands {
        let params: Vec<String> = command
            .args
            .iter()
            .map(|(name, ts)| format!("{name}: {ts}"))
            .collect();
        let payload = if command.args.is_empty() {
            String::new()
        } else {
            let keys: Vec<&str> = command.args.iter().map(|(name, _)| *name).collect();
            format!(", {{ {} }}", keys.join(", "))
        };
        out.push('\n');
        out.push_str(&ts_doc(command.doc));
        out.push_str(&format!(
            "export function {}({}): Promise<{}> {{\n  return call<{}>('{}'{payload});\n}}\n",
            camel_case(command.name),
            params.join(", "),
            command.result,
            command.result,
            command.name,
        ));
    }
    out
}

/// Each event the core sends: its name (one of [`Event::NAMES`], in their order), its payload's
/// TypeScript type, and what its listener does. [`events_declared_once_each`] checks it against
/// the names the hosts emit.
fn events(cfg: &Config) -> [(&'static str, String, &'static str); Event::NAMES.len()] {
    [
        (
            Event::NAMES[0],
            GameView::name(cfg),
            "Calls `handler` with the new view whenever the computer has moved.",
        ),
        (
            Event::NAMES[1],
            SearchProgress::name(cfg),
            "Calls `handler` as the computer's search progresses.",
        ),
        (
            Event::NAMES[2],
            StorageView::name(cfg),
            "Calls `handler` with the store's problems whenever a save fails or works again.",
        ),
        (
            Event::NAMES[3],
            ReviewProgress::name(cfg),
            "Calls `handler` as the analysis of the game under review progresses.",
        ),
        (
            Event::NAMES[4],
            ImportProgress::name(cfg),
            "Calls `handler` as an import of saved games progresses.",
        ),
    ]
}

/// `game-changed` → `onGameChanged`.
fn listener_name(event: &str) -> String {
    let mut out = String::from("on");
    for word in event.split('-') {
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            out.extend(first.to_uppercase());
            out.push_str(chars.as_str());
        }
    }
    out
}

/// One typed listener per event, as one TypeScript module.
fn generate_events() -> String {
    let cfg = config();
    let events = events(&cfg);
    let used: BTreeSet<&str> = events.iter().map(|(_, ts, _)| ts.as_str()).collect();
    let mut out = String::from(
        "// Generated from the events of crates/app/src/host.rs: do not edit.\n\
         // Regenerate with `UPDATE_BINDINGS=1 cargo test -p tipgobble-core bindings`.\n\n\
         import { listen, type UnlistenFn } from '../listen';\n",
    );
    out.push_str(&format!(
        "import type {{ {} }} from './ipc';\n\n",
        used.into_iter().collect::<Vec<_>>().join(", ")
    ));
    for (i, (name, ts, doc)) in events.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&ts_doc(doc));
        out.push_str(&format!(
            "export function {}(handler: (payload: {ts}) => void): Promise<UnlistenFn> {{\n  return listen<{ts}>('{name}', handler);\n}}\n",
            listener_name(name),
        ));
    }
    out
}

/// The files this module writes, relative to the repository root.
const TYPES: &str = "ui/src/lib/generated/ipc.ts";
const COMMANDS: &str = "ui/src/lib/generated/commands.ts";
const DEFAULTS: &str = "ui/src/lib/generated/defaults.ts";
const EVENTS: &str = "ui/src/lib/generated/events.ts";

/// A file of the repository.
fn repo_path(file: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(file)
}

/// Compares `generated` with the committed `file` (writing it first when `UPDATE_BINDINGS`
/// is set); the file's name when they differ.
fn check(file: &'static str, generated: &str) -> Option<&'static str> {
    let path = repo_path(file);
    if std::env::var_os("UPDATE_BINDINGS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, generated).unwrap();
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    (committed != generated).then_some(file)
}

#[test]
fn committed_typescript_matches_the_rust_declarations() {
    let stale: Vec<&str> = [
        check(TYPES, &generate_types()),
        check(COMMANDS, &generate_commands()),
        check(DEFAULTS, &generate_defaults()),
        check(EVENTS, &generate_events()),
    ]
    .into_iter()
    .flatten()
    .collect();
    assert!(
        stale.is_empty(),
        "{} out of date with the Rust declarations; regenerate with \
         `UPDATE_BINDINGS=1 cargo test -p tipgobble-core bindings`",
        stale.join(", ")
    );
}

/// The listeners cover every event the hosts emit, once each, in the order of their names.
#[test]
fn events_declared_once_each() {
    let declared: Vec<&str> = events(&config()).iter().map(|(name, _, _)| *name).collect();
    assert_eq!(declared, Event::NAMES);
    assert_eq!(listener_name("game-changed"), "onGameChanged");
    assert_eq!(listener_name("import-progress"), "onImportProgress");
}

#[test]
fn wrappers_are_named_in_camel_case_and_documented() {
    assert_eq!(
        camel_case("dismiss_settings_notice"),
        "dismissSettingsNotice"
    );
    assert_eq!(camel_case("play"), "play");
    assert_eq!(ts_doc("One line."), "/** One line. */\n");
    assert_eq!(
        ts_doc("First.\n\nSecond */ here."),
        "/** First.\n *\n * Second *\\/ here. */\n"
    );
}
