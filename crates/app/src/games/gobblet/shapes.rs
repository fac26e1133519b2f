//! Gobblet's shapes that cross to the UI: its board as drawn, and its new-game options.

use engine::gobblet::Gobblet;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::ipc::game::{Controller, Seat};
use crate::ipc::shapes::Shapes;

impl Shapes for Gobblet {
    /// First on the home screen.
    const PLACE: usize = 0;
    type Board = GobbletBoard;
    type NewGame = GobbletOptions;
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

/// Everything a game of Gobblet is started with, as the new-game screen sends it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, TS)]
pub struct GobbletOptions {
    /// Who plays White (seat one) and Black (seat two).
    pub seats: [Controller; 2],
    /// Who moves first.
    pub first: Seat,
    /// External stacks per side, 1–3 (fewer is a handicap).
    pub stacks: [u8; 2],
    /// The touch-move rule.
    pub touch_move: bool,
}
