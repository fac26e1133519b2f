//! Deblockle moves and their generation: a tip in one of four directions, then a hop by the
//! face on top; or a pass when the side to move has no move.

use super::face::Face;
use super::hop;
use super::position::{is_removal, Deblockle, SquareIter};
use super::square::{bits, Direction, Square};
use crate::player::Player;

/// The most legal moves a Deblockle position can have: 4 blocks × 4 tips × 16 Hoops
/// squares (distance 1 or 3). A move buffer of this capacity never grows.
pub const MAX_MOVES: usize = 256;

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

impl Deblockle {
    /// Where a block with `top` face up, standing on `at`, can end its hop (the second step
    /// of a turn, after the tip) when the squares in `others` hold other blocks: the hop rules
    /// of each symbol, never ending on a star space, never stepping on a taken square. Empty for
    /// Stop (no hop) and Star (no hop follows a tip; Star up on the target star removes the
    /// block). `at` itself counts as empty (the block has left it). The no-adjacent variant is
    /// not applied. Squares in board order (a1, b1, …, g7).
    ///
    /// ```
    /// use engine::deblockle::{Deblockle, Face, Square};
    ///
    /// let d4 = Square::parse("d4").unwrap();
    /// let names = |squares: Vec<Square>| squares.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    /// // On an empty board the Slider passes over the star space d6 and d2 to the edge.
    /// assert_eq!(names(Deblockle::hop_targets(Face::Slider, d4, &[])), ["d1", "a4", "g4", "d7"]);
    /// // A block on d1 stops it on d2, a star space, so it stops short on d3.
    /// let d1 = Square::parse("d1").unwrap();
    /// assert_eq!(names(Deblockle::hop_targets(Face::Slider, d4, &[d1])), ["d3", "a4", "g4", "d7"]);
    /// assert!(Deblockle::hop_targets(Face::Stop, d4, &[]).is_empty());
    /// ```
    pub fn hop_targets(top: Face, at: Square, others: &[Square]) -> Vec<Square> {
        let taken = others.iter().fold(0, |set, s| set | s.bit()) & !at.bit();
        SquareIter(hop::finals(top, at, bits::BOARD & !taken) & !bits::STARS).collect()
    }

    /// Feeds every tip-and-hop of `side` to `sink` (no pass), stopping as soon as `sink`
    /// returns `true`; returns whether it stopped. Allocates nothing.
    #[inline]
    pub(crate) fn generate(&self, side: Player, sink: &mut impl FnMut(Move) -> bool) -> bool {
        let own = self.occupied[side.index()];
        let opponent = self.occupied[side.other().index()];
        let all = own | opponent;
        // Squares no move may end on: star spaces and, in the variant, next to an opponent.
        let mut forbidden = bits::STARS;
        if self.no_adjacent {
            forbidden |= bits::orthogonal(opponent);
        }
        for from in SquareIter(own) {
            let orientation = self.orientation[from.bit_index()];
            let empty = bits::BOARD & !(all ^ from.bit());
            for dir in Direction::ALL {
                let Some(to) = from.step(dir) else { continue };
                if all & to.bit() != 0 {
                    continue;
                }
                let top = orientation.tip(dir).top();
                if to.is_star() {
                    if is_removal(side, to, top)
                        && sink(Move::Tip {
                            from,
                            dir,
                            hop: None,
                        })
                    {
                        return true;
                    }
                    continue;
                }
                let finals = match top {
                    Face::Star => continue,
                    Face::Stop => {
                        if forbidden & to.bit() == 0
                            && sink(Move::Tip {
                                from,
                                dir,
                                hop: None,
                            })
                        {
                            return true;
                        }
                        continue;
                    }
                    Face::Cross | Face::X | Face::Slider | Face::Hoops => {
                        hop::finals(top, to, empty)
                    }
                } & !forbidden;
                for hop in SquareIter(finals) {
                    if sink(Move::Tip {
                        from,
                        dir,
                        hop: Some(hop),
                    }) {
                        return true;
                    }
                }
            }
        }
        false
    }
}
