//! What the review screen sees of a saved game and of its analysis.

use serde::Serialize;
use store::GameSummary;
use ts_rs::TS;

use crate::ipc::computer::HintVerdict;
use crate::ipc::game::{BoardView, MoveView, Seat};

/// How good a move was (the AI crate's classes, `docs/ai.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum MoveClassView {
    /// The best move found, or one worth as much.
    Best,
    /// Lost a little.
    Good,
    /// Lost a clear part of the win chance.
    Inaccuracy,
    /// Lost more.
    Mistake,
    /// Lost much, threw a forced win away or walked into a forced loss.
    Blunder,
}

/// The better move where the move played lost something.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct BetterMoveView {
    /// The move, in notation.
    pub text: String,
    /// What it was worth for the mover.
    pub verdict: HintVerdict,
}

/// One move of the game, judged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct MoveJudgement {
    /// Who played it.
    pub mover: Seat,
    /// How good it was.
    pub class: MoveClassView,
    /// What the move played was worth for its mover.
    pub verdict: HintVerdict,
    /// The better move, for an inaccuracy, a mistake or a blunder.
    pub better: Option<BetterMoveView>,
}

/// The analysis of the game's line.
#[derive(Clone, Debug, PartialEq, Serialize, TS)]
pub struct AnalysisView {
    /// For each position (the start first), how it stands for seat one from −1 (lost) to 1
    /// (won): the evaluation graph's points, forced results at the edges.
    pub points: Vec<f64>,
    /// Each move, judged.
    pub moves: Vec<MoveJudgement>,
}

/// The review of one saved game.
#[derive(Clone, Debug, PartialEq, Serialize, TS)]
pub struct ReviewView {
    /// The saved game, as the saved-games list shows it.
    pub row: GameSummary,
    /// The game.
    pub game: engine::GameKind,
    /// The moves of the game's line, in notation.
    pub moves: Vec<String>,
    /// The seats played by a person: whose mistakes "learn from your mistakes" goes through.
    pub person_seats: Vec<Seat>,
    /// The analysis, once made (stored with the game, so shown at once when reopened).
    pub analysis: Option<AnalysisView>,
    /// Whether an analysis is running now.
    pub analysing: bool,
}

/// One position of the reviewed game, as the board draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct ReviewPly {
    /// The position after this many moves.
    pub ply: u32,
    /// The board.
    pub board: BoardView,
    /// Whose turn it is there.
    pub side_to_move: Seat,
    /// Its legal moves (to try a move in "learn from your mistakes").
    pub legal: Vec<MoveView>,
    /// The move that led here.
    pub last_move: Option<MoveView>,
    /// The move played from here, drawn on this board.
    pub next_move: Option<MoveView>,
    /// The better move than the one played from here, when the analysis names one.
    pub better: Option<MoveView>,
    /// The best move the analysis found here (shown by "show" in "learn from your mistakes").
    pub best: Option<MoveView>,
}

/// How far the analysis has got (event `review-progress`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
pub struct ReviewProgress {
    /// The saved game analysed.
    pub id: i64,
    /// Positions evaluated.
    pub done: u32,
    /// Positions in all.
    pub total: u32,
}

/// What a try in "learn from your mistakes" was worth.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct TryView {
    /// The move tried, drawn on the board.
    pub mv: MoveView,
    /// Whether it is as good as the best move.
    pub accepted: bool,
    /// How it compares with the best move.
    pub class: MoveClassView,
    /// What it is worth for the mover.
    pub verdict: HintVerdict,
}
