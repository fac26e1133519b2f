//! What the UI sees of a game: the board, the legal moves with their previews, the move
//! list, whose turn it is and the result. Built by the session from the engine's types.

use std::path::PathBuf;

use engine::deblockle::Face;
use engine::{by_game, with_game, ByGame, DrawReason, GameKind, Member, Outcome, WinReason};
use serde::{Deserialize, Serialize};
use ts_rs::{Config, TypeVisitor, TS};

use crate::ipc::shapes::{self, Shapes};

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

/// The board of whichever game: the game's own board ([`Shapes::Board`], in its module of
/// `games/`), tagged with its game (`game`) in JSON and TypeScript.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView(pub ByGame<BoardOf>);

/// The family of boards as drawn: `ByGame<BoardOf>` is the board of whichever game.
#[derive(Debug)]
pub enum BoardOf {}

impl<G: Shapes> Member<G> for BoardOf {
    type Of = G::Board;
}

impl BoardView {
    /// The board of the game `G`.
    pub fn of<G: Shapes>(board: G::Board) -> Self {
        BoardView(G::wrap(board))
    }
}

impl Serialize for BoardView {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let kind = self.0.kind();
        by_game!(&self.0, |board| shapes::serialize_tagged(
            kind, board, serializer
        ))
    }
}

impl TS for BoardView {
    type WithoutGenerics = Self;
    type OptionInnerType = Self;

    fn name(_: &Config) -> String {
        "BoardView".to_owned()
    }

    fn decl(cfg: &Config) -> String {
        format!("type {} = {};", Self::name(cfg), Self::inline(cfg))
    }

    fn decl_concrete(cfg: &Config) -> String {
        Self::decl(cfg)
    }

    fn inline(cfg: &Config) -> String {
        shapes::ts_union(
            |kind| with_game!(kind, G => shapes::ts_named::<<G as Shapes>::Board>(kind, cfg)),
        )
    }

    fn visit_dependencies(visitor: &mut impl TypeVisitor) {
        for kind in shapes::in_place_order() {
            with_game!(kind, G => visitor.visit::<<G as Shapes>::Board>());
        }
    }

    fn output_path() -> Option<PathBuf> {
        Some(PathBuf::from("BoardView.ts"))
    }
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
