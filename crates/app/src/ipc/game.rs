//! What the UI sees of a game: the board, the legal moves with their previews, the move
//! list, whose turn it is and the result. Built by the session from the engine's types.

use engine::deblockle::Face;
use engine::{DrawReason, GameKind, Outcome, WinReason};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// One of the two players, by seat (Gobblet: one is White; Deblockle: one is Gold): the
/// engine's [`Player`](engine::Player), named `Seat` in TypeScript (declared with the
/// engine's `ts` feature).
pub use engine::Player as Seat;

/// The names of a game's two sides, seat one first; `None` where no name was given.
pub type Names = [Option<String>; 2];

/// The names two people gave their sides, checked as the store checks a person's name
/// (trimmed, at most 40 characters, no control characters); a blank name is no name.
pub fn checked_names(names: Names) -> Result<Names, String> {
    let check = |name: Option<String>| -> Result<Option<String>, String> {
        match name.as_deref().map(str::trim) {
            None | Some("") => Ok(None),
            Some(name) => match store::Side::person(name).validated() {
                Ok(store::Side::Person { name }) => Ok(Some(name)),
                Ok(store::Side::Ai { .. }) => Ok(None),
                Err(e) => Err(e.to_string()),
            },
        }
    };
    let [one, two] = names;
    Ok([check(one)?, check(two)?])
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Controller {
    /// A person on this device.
    Person,
    /// The computer, at a level from 1 (gentle) to 5 (strongest).
    Ai {
        /// 1 to 5.
        level: crate::ipc::level::AiLevel,
    },
}

#[cfg(test)]
impl Controller {
    /// The computer at level `n` (1 to 5), for tests.
    pub(crate) const fn ai(n: u8) -> Controller {
        Controller::Ai {
            level: crate::ipc::level::AiLevel::nth(n),
        }
    }
}

impl TryFrom<&store::Side> for Controller {
    type Error = String;

    /// Who plays a stored side: a person, or the computer at a level the AI has (a stored
    /// level out of range is refused, not clamped).
    fn try_from(side: &store::Side) -> Result<Self, Self::Error> {
        match side {
            store::Side::Person { .. } => Ok(Controller::Person),
            store::Side::Ai { level } => {
                crate::ipc::level::AiLevel::try_from(*level).map(|level| Controller::Ai { level })
            }
        }
    }
}

/// Where a move takes its piece from.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Origin {
    /// A piece or block on the board.
    Square {
        /// The square's name, such as `b3`.
        square: String,
    },
    /// Gobblet: the top piece of one of the mover's external stacks.
    Reserve {
        /// The size of the piece entered (1 smallest to 4 largest).
        size: u8,
    },
    /// Deblockle: the side to move has no legal move and passes (it is Deblockle'd).
    Pass,
}

/// A legal move as the UI draws and plays it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct MoveView {
    /// The move in notation: what the UI sends back to play it.
    pub text: String,
    /// Where the piece comes from.
    pub from: Origin,
    /// Deblockle: the square the block is tipped onto (the first step of the move).
    pub tip: Option<String>,
    /// Deblockle: the face on top after the tip (its preview).
    pub face: Option<Face>,
    /// Where the piece ends; `None` when a Deblockle block is removed on the star.
    pub to: Option<String>,
    /// Gobblet: the move covers a piece; Deblockle: the block is removed from the board.
    pub capture: bool,
    /// Deblockle: the squares the hop passes through after the tip, one step at a time,
    /// ending on `to` (a Slider's whole slide, each of the Hoops' three steps); empty for a
    /// Gobblet move, a pass and a removal. The board animates the hop along it.
    pub path: Vec<String>,
}

/// A piece on the Gobblet board (or on top of an external stack).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
pub struct GobbletPiece {
    /// Whose piece it is.
    pub owner: Seat,
    /// 1 (smallest) to 4 (largest).
    pub size: u8,
}

/// The Gobblet position as the board draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct GobbletBoard {
    /// Every square from `a1`, file by file within a rank (`a1 b1 c1 d1 a2 ...`): its stack of
    /// pieces from bottom to top (the last one is visible).
    pub squares: Vec<Vec<GobbletPiece>>,
    /// Each seat's external stacks: the size of each stack's top piece, 0 when empty.
    pub reserves: [Vec<u8>; 2],
    /// The lines of four of the side that won by a line (each four squares, from the
    /// engine's list of lines); empty while no side has won by one.
    pub win_lines: Vec<Vec<String>>,
}

/// A Deblockle block on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct DeblockleBlock {
    /// The square it stands on.
    pub square: String,
    /// Whose block it is.
    pub owner: Seat,
    /// The face on top: star, stop, cross, x, slider or hoops.
    pub top: Face,
    /// The face turned north (toward rank 7).
    pub north: Face,
    /// The face turned east (toward file g).
    pub east: Face,
    /// The face turned south (toward rank 1): the side a board drawn for Gold shows in front.
    pub south: Face,
    /// The face turned west (toward file a): the side a board turned for Blue shows on the right.
    pub west: Face,
}

/// A Deblockle star space and whose goal it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct StarView {
    /// The star space's square.
    pub square: String,
    /// The side whose blocks are taken off there (it is the other side's home star).
    pub goal_of: Seat,
}

/// The Deblockle position as the board draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct DeblockleBoard {
    /// The blocks on the board.
    pub blocks: Vec<DeblockleBlock>,
    /// How many blocks each seat has removed on its target star.
    pub removed: [u8; 2],
    /// How many blocks each seat plays with.
    pub blocks_per_side: [u8; 2],
    /// The two star spaces, each with the side whose goal it is (from the engine).
    pub stars: Vec<StarView>,
}

/// A position of the move-list replay: the board after some moves of the current line and
/// the move that led to it, marked on the board as in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct ReplayView {
    /// How many moves led to this position.
    pub ply: u32,
    /// The board after them.
    pub board: BoardView,
    /// The move that led to it (`None` at the start).
    pub last_move: Option<MoveView>,
}

/// The board of either game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum BoardView {
    /// A Gobblet position.
    Gobblet(GobbletBoard),
    /// A Deblockle position.
    Deblockle(DeblockleBoard),
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct OutcomeView {
    /// The winner; `None` for a draw.
    pub winner: Option<Seat>,
    /// Why, in notation: `line-of-four`, `resignation`, `threefold-repetition`...
    pub reason: String,
}

impl From<Outcome> for OutcomeView {
    fn from(outcome: Outcome) -> Self {
        match outcome {
            Outcome::Win { winner, reason } => OutcomeView {
                winner: Some(winner),
                reason: WinReason::name(reason).to_owned(),
            },
            Outcome::Draw(reason) => OutcomeView {
                winner: None,
                reason: DrawReason::name(reason).to_owned(),
            },
        }
    }
}

/// Everything the game screen draws, after every action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct GameView {
    /// The game.
    pub game: GameKind,
    /// Who plays each seat, seat one first.
    pub seats: [Controller; 2],
    /// The names people gave their sides in pass-and-play, seat one first: `None` for a side
    /// without one (called by its colour) and for the computer's.
    pub names: Names,
    /// The current position.
    pub board: BoardView,
    /// The seat to move.
    pub side_to_move: Seat,
    /// Every legal move now (empty when the game is over, or while the computer thinks).
    pub legal: Vec<MoveView>,
    /// The moves of the current line, in notation.
    pub moves: Vec<String>,
    /// The last move played, to highlight it.
    pub last_move: Option<MoveView>,
    /// Touch-move is on in this game.
    pub touch_move: bool,
    /// The square touched under touch-move, whose piece must be moved.
    pub touched: Option<String>,
    /// The seat whose draw offer awaits an answer.
    pub draw_offer: Option<Seat>,
    /// Whether undo and redo can be used now.
    pub can_undo: bool,
    /// See `can_undo`.
    pub can_redo: bool,
    /// How many times the current position has occurred (3 draws Gobblet).
    pub repetitions: u32,
    /// The result, once the game is over.
    pub outcome: Option<OutcomeView>,
    /// The computer is choosing its move.
    pub thinking: bool,
    /// The seat the Resign button resigns for: the person against the computer, the player
    /// to move in pass-and-play; `None` once the game is over.
    pub resigning_seat: Option<Seat>,
}
