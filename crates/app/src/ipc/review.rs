//! What the review screen sees of a saved game and of its analysis.

use ai::Verdict;
use engine::Outcome;
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

/// How the game stands, said of a side and never of "you": the review speaks to whoever
/// reads it, whichever side they played ("Black wins in 1", "White stands better").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Standing {
    /// The game is over: `side` won.
    Won {
        /// The winner.
        side: Seat,
    },
    /// The game is over, drawn.
    Drawn,
    /// A forced win for `side`, at the latest with its `moves`-th move.
    WinsIn {
        /// The side that wins.
        side: Seat,
        /// Its moves until the win.
        moves: u32,
    },
    /// Not proven, but a large advantage for `side`.
    Winning {
        /// The side ahead.
        side: Seat,
    },
    /// A clear advantage for `side`.
    Better {
        /// The side ahead.
        side: Seat,
    },
    /// Balanced.
    Equal,
}

impl Standing {
    /// The standing that `verdict`, said for `side`, means: a loss for one side is a win for
    /// the other, counted in the winner's moves (a side that loses after `n` more moves of its
    /// own loses to the other's `n`-th move).
    pub fn of(verdict: Verdict, side: Seat) -> Standing {
        let other = side.other();
        match verdict {
            Verdict::WinsIn(moves) => Standing::WinsIn { side, moves },
            Verdict::Winning => Standing::Winning { side },
            Verdict::Better => Standing::Better { side },
            Verdict::Equal => Standing::Equal,
            Verdict::Worse => Standing::Better { side: other },
            Verdict::Losing => Standing::Winning { side: other },
            Verdict::LosesIn(moves) => Standing::WinsIn { side: other, moves },
        }
    }

    /// A finished game's standing.
    pub fn ended(outcome: Outcome) -> Standing {
        match outcome.winner() {
            Some(side) => Standing::Won { side },
            None => Standing::Drawn,
        }
    }
}

/// The better move where the move played lost something.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct BetterMoveView {
    /// The move, in notation.
    pub text: String,
    /// What it was worth for the mover.
    pub verdict: HintVerdict,
    /// What it keeps, said by side: its worth for the mover, the move itself counted ("wins
    /// in 1" is a move that wins at once).
    pub keeps: Standing,
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
    /// How the game stands after it, by side: what the move allowed ("White wins in 2").
    pub after: Standing,
    /// The better move, for an inaccuracy, a mistake or a blunder.
    pub better: Option<BetterMoveView>,
}

/// The analysis of the game's line.
#[derive(Clone, Debug, PartialEq, Serialize, TS)]
pub struct AnalysisView {
    /// For each position (the start first), how it stands for seat one from −1 (lost) to 1
    /// (won): the evaluation graph's points, forced results at the edges.
    pub points: Vec<f64>,
    /// How each position stands, by side (the start first): the evaluation in words.
    pub standings: Vec<Standing>,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_standing_names_the_side_ahead_whoever_the_verdict_was_said_for() {
        let (white, black) = (Seat::One, Seat::Two);
        assert_eq!(
            Standing::of(Verdict::WinsIn(1), black),
            Standing::WinsIn {
                side: black,
                moves: 1
            }
        );
        assert_eq!(
            Standing::of(Verdict::LosesIn(2), white),
            Standing::WinsIn {
                side: black,
                moves: 2
            },
            "White losing after 2 more moves is Black winning with its 2nd"
        );
        assert_eq!(
            Standing::of(Verdict::Worse, black),
            Standing::Better { side: white }
        );
        assert_eq!(
            Standing::of(Verdict::Losing, white),
            Standing::Winning { side: black }
        );
        assert_eq!(Standing::of(Verdict::Equal, white), Standing::Equal);
        assert_eq!(
            serde_json::to_value(Standing::WinsIn {
                side: black,
                moves: 1
            })
            .unwrap(),
            serde_json::json!({"kind": "wins_in", "side": "two", "moves": 1})
        );
    }
}
