//! What the puzzles screen and the statistics' puzzle rating see: the puzzle on the board and
//! how it stands, the person's rating per game with its history, the themes to choose from.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::ipc::game::{BoardView, MoveView, Seat};

/// Which puzzles to draw the next one from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PuzzleChoice {
    /// Any shipped puzzle of the game.
    Any,
    /// The shipped puzzles of one theme (its key: `win-in-3`, `stack-gobble`, …).
    Theme {
        /// The theme's key.
        theme: String,
    },
    /// The personal puzzles, made from the person's own reviewed games.
    Mine,
}

/// What the puzzle asks: "White to play and win in 3", "Only one move saves Blue".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PuzzleGoal {
    /// The solver forces a win with its `moves`-th move at the latest.
    Win {
        /// The solver's moves.
        moves: u32,
    },
    /// One move alone keeps the opponent from forcing a win within `moves` of its moves.
    Defence {
        /// The opponent's moves within which every other move loses.
        moves: u32,
    },
}

/// Where the puzzle stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum PuzzlePhase {
    /// The solver is to move (or the opponent's reply is on its way).
    Solving,
    /// A wrong move was played and refuted: Try again or Show the solution.
    Failed,
    /// Solved.
    Solved,
    /// The solution was shown.
    Shown,
}

/// One board shown on the way to the current one, in order: the person's move before the
/// reply, the refutation, each move of a solution shown. The screen animates them in turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct PuzzleFrame {
    /// The board.
    pub board: BoardView,
    /// The seat to move there.
    pub side_to_move: Seat,
    /// The move that led to it (none for a board set back).
    pub last_move: Option<MoveView>,
    /// How many moves from the puzzle's start are on it (a board set back has fewer: it is
    /// not drawn as a move forward).
    pub ply: u32,
}

/// The person's puzzle rating in one game, rounded as shown.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, TS)]
pub struct RatingView {
    /// The rating.
    pub rating: i32,
    /// Its deviation.
    pub deviation: i32,
    /// Still provisional (shown with "?", as on lichess).
    pub provisional: bool,
    /// How many rated attempts made it.
    pub attempts: u32,
}

impl From<store::PuzzleRating> for RatingView {
    fn from(r: store::PuzzleRating) -> Self {
        RatingView {
            rating: r.glicko.rating.round() as i32,
            deviation: r.glicko.deviation.round() as i32,
            provisional: r.provisional(),
            attempts: r.attempts,
        }
    }
}

/// What an attempt did to the rating: before and after.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, TS)]
pub struct RatingChange {
    /// The rating before.
    pub before: RatingView,
    /// The rating after.
    pub after: RatingView,
}

/// Everything the puzzles screen draws, after every action.
#[derive(Clone, Debug, PartialEq, Serialize, TS)]
pub struct PuzzleView {
    /// The game.
    pub game: engine::GameKind,
    /// The puzzle's id.
    pub id: String,
    /// What it asks.
    pub goal: PuzzleGoal,
    /// The solver's seat.
    pub solver: Seat,
    /// The puzzle's rating (its difficulty).
    pub rating: u32,
    /// Its themes' keys.
    pub themes: Vec<String>,
    /// Made from one of the person's games (not rated).
    pub personal: bool,
    /// The saved game a personal puzzle comes from, if it is still kept.
    pub from_game: Option<i64>,
    /// Where it stands.
    pub phase: PuzzlePhase,
    /// The boards to show before `board`, in order (empty when nothing moved).
    pub frames: Vec<PuzzleFrame>,
    /// The current board.
    pub board: BoardView,
    /// The seat to move there.
    pub side_to_move: Seat,
    /// The move that led to it.
    pub last_move: Option<MoveView>,
    /// How many moves from the puzzle's start are on the board.
    pub ply: u32,
    /// The moves the person may play now: every legal move while solving, none otherwise.
    pub legal: Vec<MoveView>,
    /// The solver's moves still to find.
    pub moves_left: u32,
    /// The wrong move, in notation, while it is on the board.
    pub wrong: Option<String>,
    /// The opponent's answer to it, in notation (none when the wrong move ended the game).
    pub refutation: Option<String>,
    /// When proven: the opponent then wins within this many of its moves.
    pub refutation_wins_in: Option<u32>,
    /// The puzzle's solution, in notation, once solved or shown (for the screen reader and
    /// the text under the board).
    pub solution: Option<Vec<String>>,
    /// A wrong move was played in this attempt (a later solve is not on the first try).
    pub failed: bool,
    /// Whether this attempt still counts for the rating (a shipped puzzle not yet failed).
    pub rated: bool,
    /// What this action did to the rating, when it decided the attempt.
    pub change: Option<RatingChange>,
    /// The person's rating in this game now.
    pub progress: RatingView,
    /// The puzzles solved in a row in this game.
    pub streak: u32,
}

/// A theme the person can choose, with how many puzzles it holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct ThemeCount {
    /// The theme's key.
    pub theme: String,
    /// The shipped puzzles with it.
    pub puzzles: u32,
    /// How many of them the person has solved.
    pub solved: u32,
}

/// One point of the rating's history.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, TS)]
pub struct RatingPointView {
    /// When (milliseconds since the Unix epoch).
    pub at: i64,
    /// The rating after that attempt.
    pub rating: i32,
    /// Its deviation then.
    pub deviation: i32,
}

/// The person's puzzles in one game: the rating and its history, the streaks, the themes.
#[derive(Clone, Debug, PartialEq, Serialize, TS)]
pub struct PuzzleProgressView {
    /// The game.
    pub game: engine::GameKind,
    /// The rating now.
    pub rating: RatingView,
    /// The puzzles solved in a row now.
    pub streak: u32,
    /// The most solved in a row.
    pub best_streak: u32,
    /// Attempts in all.
    pub attempts: u32,
    /// Attempts solved without a wrong move.
    pub solved: u32,
    /// The rating after each rated attempt, oldest first.
    pub history: Vec<RatingPointView>,
    /// The shipped set's themes for this game, in the set's order of themes.
    pub themes: Vec<ThemeCount>,
    /// The shipped puzzles in all.
    pub puzzles: u32,
    /// The personal puzzles kept, and how many of them are not solved yet.
    pub personal: u32,
    /// The personal puzzles not solved yet.
    pub personal_unsolved: u32,
}

/// What "Train on my mistakes" found in a reviewed game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
pub struct PersonalFound {
    /// The game.
    pub game: engine::GameKind,
    /// The puzzles found in the person's mistakes (each proven).
    pub found: u32,
    /// How many of them were new (the others were kept from an earlier search).
    pub added: u32,
}
