//! Deblockle's shapes that cross to the UI: its board as drawn, and its new-game options.

use engine::deblockle::{Deblockle, Face};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::ipc::game::{Controller, Seat};
use crate::ipc::new_game::DeblockleSetup;
use crate::ipc::shapes::Shapes;

impl Shapes for Deblockle {
    /// Second on the home screen.
    const PLACE: usize = 1;
    type Board = DeblockleBoard;
    type NewGame = DeblockleOptions;
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

/// Everything a game of Deblockle is started with, as the new-game screen sends it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, TS)]
pub struct DeblockleOptions {
    /// Who plays Gold (seat one) and Blue (seat two).
    pub seats: [Controller; 2],
    /// Who moves first.
    pub first: Seat,
    /// Blocks per side, 1–4 (fewer is a handicap).
    pub blocks: [u8; 2],
    /// The no-adjacent-blocks variant.
    pub no_adjacent: bool,
    /// How the blocks are set out.
    pub setup: DeblockleSetup,
}
