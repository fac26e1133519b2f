//! What the new-game screen sends to start a game, and the roll its classic Deblockle setup
//! arranges.

use engine::deblockle::Face;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::ipc::game::{Controller, Seat};

/// Everything a new game is started with, as the new-game screen sends it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, TS)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum NewGame {
    /// A game of Gobblet.
    Gobblet {
        /// Who plays White (seat one) and Black (seat two).
        seats: [Controller; 2],
        /// Who moves first.
        first: Seat,
        /// External stacks per side, 1–3 (fewer is a handicap).
        stacks: [u8; 2],
        /// The touch-move rule.
        touch_move: bool,
    },
    /// A game of Deblockle.
    Deblockle {
        /// Who plays Gold (seat one) and Blue (seat two).
        seats: [Controller; 2],
        /// Who moves first.
        first: Seat,
        /// Blocks per side, 1–4 (fewer is a handicap).
        blocks: [u8; 2],
        /// The no-adjacent-blocks variant.
        no_adjacent: bool,
        /// How the blocks are set out.
        setup: DeblockleSetup,
    },
}

/// How the blocks are set out at the start of a Deblockle game.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum DeblockleSetup {
    /// The standard position: every block with its Star face up.
    Standard,
    /// A random roll and arrangement (the quick setup).
    Quick,
    /// The classic setup: each side's roll, and how the opponent arranged those blocks.
    Classic {
        /// Each side's rolled top faces, block by block (Gold first).
        rolls: [Vec<Face>; 2],
        /// For each side, the starting-square index of each block (a permutation).
        squares: [Vec<u8>; 2],
        /// For each side, each block's rotation (0–3 clockwise quarter turns).
        rotations: [Vec<u8>; 2],
    },
}

/// A roll for the classic setup, with what the arranging screen needs to show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct DeblockleRoll {
    /// Each side's rolled top faces, block by block (Gold first).
    pub faces: [Vec<Face>; 2],
    /// Each side's starting squares, in index order.
    pub squares: [Vec<String>; 2],
    /// For each side and block, the face turned north at each rotation 0–3.
    pub north: [Vec<[Face; 4]>; 2],
}
