//! What the rules screen draws about Deblockle: the cube's faces and handedness, the face
//! each tip turns up, each symbol's hop, the star spaces and the starting squares. Filled in
//! by `games::deblockle_facts` from the engine; the UI computes none of it. The faces and
//! directions are the engine's own types (their TypeScript, `FaceName` and `DirectionName`,
//! comes from the engine's `ts` feature).

use engine::deblockle::{Direction, Face, Orientation};
use serde::Serialize;
use ts_rs::TS;

/// How a cube lies: the face on each of its six sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
pub struct CubeSides {
    /// The face on top (it decides the hop).
    pub top: Face,
    /// The face turned north.
    pub north: Face,
    /// The face turned east.
    pub east: Face,
    /// The face turned south.
    pub south: Face,
    /// The face turned west.
    pub west: Face,
    /// The face underneath.
    pub bottom: Face,
}

impl From<Orientation> for CubeSides {
    fn from(o: Orientation) -> Self {
        CubeSides {
            top: o.top(),
            north: o.north(),
            east: o.east(),
            south: o.south(),
            west: o.west(),
            bottom: o.bottom(),
        }
    }
}

/// The cube after tipping the reference cube one square in a direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
pub struct TipFact {
    /// The direction of the tip.
    pub direction: Direction,
    /// How the cube lies afterwards.
    pub cube: CubeSides,
}

/// Where a block with a face on top can hop from a square of an otherwise empty board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct HopFact {
    /// The face on top.
    pub face: Face,
    /// The square the block stands on after its tip.
    pub from: String,
    /// The squares its hop can end on (none for Star and Stop).
    pub targets: Vec<String>,
}

/// The default starting squares for a number of blocks per side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct StartFact {
    /// Blocks per side, 1–4.
    pub blocks: u8,
    /// Gold's starting squares.
    pub gold: Vec<String>,
    /// Blue's starting squares.
    pub blue: Vec<String>,
}

/// Everything the rules screen draws about Deblockle, from the engine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct DeblockleFacts {
    /// The six faces of the cube.
    pub faces: Vec<Face>,
    /// The reference orientation of the rules (its handedness).
    pub reference: CubeSides,
    /// The reference cube tipped north, east, south and west.
    pub tips: Vec<TipFact>,
    /// For each face, where a block with it on top hops from `d4` on an empty board.
    pub hops: Vec<HopFact>,
    /// The star spaces: Gold's home star, then Blue's.
    pub stars: [String; 2],
    /// The starting squares for 4, 3, 2 and 1 blocks per side.
    pub starts: Vec<StartFact>,
}
