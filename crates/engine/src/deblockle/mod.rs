//! Deblockle: cubes ("blocks") that tip one square and then hop by the face turned up, on a
//! 7×7 board with two star spaces. The rules are those of `docs/rules/deblockle.md`; the notation
//! is in `docs/notation.md`.
//!
//! ```
//! use engine::deblockle::{Deblockle, Options};
//! use engine::{Game, Notation};
//!
//! let start = Deblockle::standard(Options::default()).unwrap();
//! assert_eq!(
//!     start.format_position(),
//!     "Gc1:S/L,Ge1:S/L,Gc3:S/L,Ge3:S/L,Bc5:S/H,Be5:S/H,Bc7:S/H,Be7:S/H 0-0 gold"
//! );
//! let mut moves = Vec::new();
//! start.legal_moves(&mut moves);
//! assert_eq!(moves.len(), 58);
//! // Tip c3 south onto c2: Slider up; it slides east over the star space d2 to g2.
//! let mv = start.parse_legal_move("c3^s-g2").unwrap();
//! let mut next = start;
//! next.play(mv);
//! let g2 = Deblockle::parse_square("g2").unwrap();
//! assert_eq!(next.block_at(g2).unwrap().orientation.top(), engine::deblockle::Face::Slider);
//! ```

mod diagram;
mod face;
mod game;
mod hop;
mod movegen;
mod moves;
mod notation;
mod orientation;
mod position;
mod setup;
mod square;
mod zobrist;

#[cfg(test)]
mod tests;

/// The seeded generator of setups, here too for the callers that name it with the game.
pub use crate::rng::SplitMix64;
pub use face::Face;
pub use movegen::MAX_MOVES;
pub use moves::Move;
pub use notation::{parse_block, parse_move, parse_position};
pub use orientation::Orientation;
pub use position::{colour, Block, Deblockle, PositionError};
pub use setup::{starting_squares, Arrangement, Arrangements, Options, Roll, Setup, SetupError};
pub use square::{home_star, target_star, Direction, Square};
