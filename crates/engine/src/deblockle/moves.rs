//! A Deblockle move: a tip in one of four directions, then a hop by the face turned up; or a
//! pass when the side to move has no move. Written `c3^n-c5`, `c3^e`, `pass`; see
//! `docs/notation.md`.

use std::fmt;

use super::square::{Direction, Square};

/// A Deblockle move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// The side to move has no legal move ("Deblockle'd") and passes.
    Pass,
    /// Tip the block on `from` one square in `dir`, then hop it to `hop`. `hop` is `None`
    /// when the face turned up is Stop, and when the tip removes the block on its target star.
    Tip {
        /// The square of the tipped block.
        from: Square,
        /// The tip direction.
        dir: Direction,
        /// Where the hop ends; `None` for a Stop move or a removal.
        hop: Option<Square>,
    },
}

impl Move {
    /// The square the block is tipped onto (`None` for a pass or a tip off the board).
    pub fn tipped_to(self) -> Option<Square> {
        match self {
            Move::Tip { from, dir, .. } => from.step(dir),
            Move::Pass => None,
        }
    }

    /// The square the block ends the move on (`None` for a pass or a removal).
    pub fn destination(self) -> Option<Square> {
        match self {
            Move::Tip { hop: Some(to), .. } => Some(to),
            Move::Tip { .. } => self.tipped_to().filter(|s| !s.is_star()),
            Move::Pass => None,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Pass => f.write_str("pass"),
            Move::Tip { from, dir, hop } => {
                write!(f, "{from}^{dir}")?;
                if let Some(hop) = hop {
                    write!(f, "-{hop}")?;
                }
                Ok(())
            }
        }
    }
}
