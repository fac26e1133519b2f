//! The TypeScript types of the IPC data, generated from the Rust types with ts-rs.
//!
//! The test below writes nothing unless asked: it compares the generated text with the
//! committed `ui/src/lib/generated/ipc.ts` and fails when they differ. Regenerate with
//! `UPDATE_BINDINGS=1 cargo test -p tipgobble-app bindings`.

use std::path::PathBuf;

use ts_rs::{Config, TS};

use crate::error::AppError;
use crate::games::deblockle_facts::{
    CubeSides, DeblockleFacts, DirectionName, FaceName, HopFact, StartFact, TipFact,
};
use crate::games::{DeblockleRoll, DeblockleSetup, NewGame};
use crate::ipc::app::{
    AiLevel, AnimationSpeed, AppInfo, GameInfo, Language, Motion, NoticeKind, Palette, Settings,
    SettingsNotice, SettingsView, Theme,
};
use crate::ipc::game::{
    BoardView, Controller, DeblockleBlock, DeblockleBoard, GameView, GobbletBoard, GobbletPiece,
    MoveView, Origin, OutcomeView, Seat,
};
use crate::ipc::library::{
    LevelStats, OpponentStats, PeriodStats, SavedGameRow, SavedResult, SavedSeat, SavedSide,
    SavedState, StatsPeriod, StatsRecord, StatsRequest, StatsView, Streak, StreakKind,
};
use crate::ipc::storage::{MovedAsideKind, MovedAsideView, StorageView};
use crate::ipc::tutorial::{TutorialMistake, TutorialView};
use crate::session::{HintVerdict, HintView, SearchProgress};

/// The declarations, in a stable order, as one TypeScript module.
fn generate() -> String {
    let cfg = Config::default();
    let decls = [
        AppError::decl(&cfg),
        AppInfo::decl(&cfg),
        GameInfo::decl(&cfg),
        Theme::decl(&cfg),
        Language::decl(&cfg),
        Palette::decl(&cfg),
        Motion::decl(&cfg),
        AnimationSpeed::decl(&cfg),
        AiLevel::decl(&cfg),
        Settings::decl(&cfg),
        NoticeKind::decl(&cfg),
        SettingsNotice::decl(&cfg),
        SettingsView::decl(&cfg),
        SavedSide::decl(&cfg),
        SavedSeat::decl(&cfg),
        SavedResult::decl(&cfg),
        SavedState::decl(&cfg),
        SavedGameRow::decl(&cfg),
        StreakKind::decl(&cfg),
        Streak::decl(&cfg),
        StatsRecord::decl(&cfg),
        OpponentStats::decl(&cfg),
        LevelStats::decl(&cfg),
        PeriodStats::decl(&cfg),
        StatsView::decl(&cfg),
        StatsPeriod::decl(&cfg),
        StatsRequest::decl(&cfg),
        Seat::decl(&cfg),
        Controller::decl(&cfg),
        Origin::decl(&cfg),
        MoveView::decl(&cfg),
        GobbletPiece::decl(&cfg),
        GobbletBoard::decl(&cfg),
        DeblockleBlock::decl(&cfg),
        DeblockleBoard::decl(&cfg),
        BoardView::decl(&cfg),
        OutcomeView::decl(&cfg),
        GameView::decl(&cfg),
        SearchProgress::decl(&cfg),
        HintVerdict::decl(&cfg),
        HintView::decl(&cfg),
        DeblockleSetup::decl(&cfg),
        DeblockleRoll::decl(&cfg),
        NewGame::decl(&cfg),
        FaceName::decl(&cfg),
        DirectionName::decl(&cfg),
        CubeSides::decl(&cfg),
        TipFact::decl(&cfg),
        HopFact::decl(&cfg),
        StartFact::decl(&cfg),
        DeblockleFacts::decl(&cfg),
        TutorialMistake::decl(&cfg),
        TutorialView::decl(&cfg),
        MovedAsideKind::decl(&cfg),
        MovedAsideView::decl(&cfg),
        StorageView::decl(&cfg),
    ];
    let mut out = String::from(
        "// Generated from the Rust types in src-tauri by ts-rs: do not edit.\n\
         // Regenerate with `UPDATE_BINDINGS=1 cargo test -p tipgobble-app bindings`.\n\n",
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

fn path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../ui/src/lib/generated/ipc.ts")
}

#[test]
fn committed_typescript_types_match_the_rust_types() {
    let generated = generate();
    if std::env::var_os("UPDATE_BINDINGS").is_some() {
        std::fs::create_dir_all(path().parent().unwrap()).unwrap();
        std::fs::write(path(), &generated).unwrap();
    }
    let committed = std::fs::read_to_string(path()).unwrap_or_default();
    assert!(
        committed == generated,
        "ui/src/lib/generated/ipc.ts is out of date with the Rust types; regenerate it with \
         `UPDATE_BINDINGS=1 cargo test -p tipgobble-app bindings`"
    );
}
