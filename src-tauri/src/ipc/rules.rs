//! What the rules screen draws about Deblockle: the cube's faces and handedness, the face
//! each tip turns up, each symbol's hop, the star spaces and the starting squares. Filled in
//! by `games::deblockle_facts` from the engine; the UI computes none of it.

use engine::deblockle::{Direction, Face, Orientation};
use serde::Serialize;
use ts_rs::TS;

/// A face of the cube, by the name the UI draws its symbol with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum FaceName {
    /// The star.
    Star,
    /// Stop.
    Stop,
    /// Cross (+).
    Cross,
    /// X.
    X,
    /// Slider.
    Slider,
    /// Hoops.
    Hoops,
}

impl From<Face> for FaceName {
    fn from(face: Face) -> Self {
        match face {
            Face::Star => FaceName::Star,
            Face::Stop => FaceName::Stop,
            Face::Cross => FaceName::Cross,
            Face::X => FaceName::X,
            Face::Slider => FaceName::Slider,
            Face::Hoops => FaceName::Hoops,
        }
    }
}

/// A direction on the board (north is towards rank 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum DirectionName {
    /// Towards rank 7.
    North,
    /// Towards file g.
    East,
    /// Towards rank 1.
    South,
    /// Towards file a.
    West,
}

impl From<Direction> for DirectionName {
    fn from(dir: Direction) -> Self {
        match dir {
            Direction::North => DirectionName::North,
            Direction::East => DirectionName::East,
            Direction::South => DirectionName::South,
            Direction::West => DirectionName::West,
        }
    }
}

/// How a cube lies: the face on each of its six sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
pub struct CubeSides {
    /// The face on top (it decides the hop).
    pub top: FaceName,
    /// The face turned north.
    pub north: FaceName,
    /// The face turned east.
    pub east: FaceName,
    /// The face turned south.
    pub south: FaceName,
    /// The face turned west.
    pub west: FaceName,
    /// The face underneath.
    pub bottom: FaceName,
}

impl From<Orientation> for CubeSides {
    fn from(o: Orientation) -> Self {
        CubeSides {
            top: o.top().into(),
            north: o.north().into(),
            east: o.east().into(),
            south: o.south().into(),
            west: o.west().into(),
            bottom: o.bottom().into(),
        }
    }
}

/// The cube after tipping the reference cube one square in a direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
pub struct TipFact {
    /// The direction of the tip.
    pub direction: DirectionName,
    /// How the cube lies afterwards.
    pub cube: CubeSides,
}

/// Where a block with a face on top can hop from a square of an otherwise empty board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct HopFact {
    /// The face on top.
    pub face: FaceName,
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
    pub faces: Vec<FaceName>,
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
