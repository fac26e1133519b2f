//! Deblockle move generation: every tip-and-hop of a side, without allocating; whether a side
//! can move at all; and where a block can hop.

use super::face::Face;
use super::hop;
use super::moves::Move;
use super::orientation::Orientation;
use super::position::Deblockle;
use super::square::{bits, target_star, Direction, Square, SquareIter};
use crate::player::Player;

/// The most legal moves a Deblockle position can have: 4 blocks × 4 tips × 16 Hoops
/// squares (distance 1 or 3). A move buffer of this capacity never grows.
pub const MAX_MOVES: usize = 256;

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

    /// The squares the block of `mv` passes through in its hop, after the tip, one step at a
    /// time and ending where it ends: one square for Cross and X, each square of the Slider's
    /// slide, the three steps of the Hoops (the first way found). Empty for a pass, a removal,
    /// a Stop (no hop), and for a move that is not a hop of this position. For drawing a move
    /// (the rules decide legality, not this); any move gives an answer, never a panic.
    ///
    /// ```
    /// use engine::deblockle::{Deblockle, Move, Options};
    /// use engine::Notation;
    ///
    /// let start = Deblockle::standard(Options::default()).unwrap();
    /// let names = |mv| start.hop_path(mv).iter().map(|s| s.to_string()).collect::<Vec<_>>();
    /// // c3 tipped south onto c2 turns the Slider up: it slides over the star space d2.
    /// let slide = start.parse_legal_move("c3^s-g2").unwrap();
    /// assert_eq!(names(slide), ["d2", "e2", "f2", "g2"]);
    /// assert!(names(Move::Pass).is_empty());
    /// ```
    pub fn hop_path(&self, mv: Move) -> Vec<Square> {
        let Move::Tip {
            from,
            dir,
            hop: Some(to),
        } = mv
        else {
            return Vec::new();
        };
        let (Some(block), Some(tip)) = (self.block_at(from), from.step(dir)) else {
            return Vec::new();
        };
        if tip == to {
            return Vec::new();
        }
        let all = self.occupied[0] | self.occupied[1];
        let empty = bits::BOARD & !(all & !from.bit());
        hop::way(block.orientation.tip(dir).top(), tip, to, empty)
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

    /// Whether `side` has at least one legal tip-and-hop here (passes not counted). The
    /// search asks this at every node (is the game over?): a block that can tip onto an
    /// empty square with a face up in [`SURE_TIPS`] answers it without generating a move.
    pub(crate) fn can_move(&self, side: Player) -> bool {
        if !self.no_adjacent {
            let free = bits::BOARD & !bits::STARS & !(self.occupied[0] | self.occupied[1]);
            for from in SquareIter(self.occupied[side.index()]) {
                let orientation = self.orientation[from.bit_index()];
                if SURE_TIPS[from.bit_index()][orientation.index()] & free != 0 {
                    return true;
                }
            }
        }
        self.generate(side, &mut |_| true)
    }
}

/// `SURE_TIPS[square][orientation]`: the squares (star spaces left out) a block standing
/// there, turned so, tips onto with Stop, Cross, Slider or Hoops up. Without the no-adjacent
/// variant, such a tip onto an empty square is always the start of a legal move, whatever
/// the other blocks: Stop ends there; Cross can hop back onto the square the block left
/// (empty now, never a star space); Hoops can step back, forth and back again onto it; the
/// Slider sliding back passes over it, and stops on it or beyond (one short of a star space,
/// which is never next to the other). X and Star up depend on the board (a diagonal square,
/// a removal) and are left to the generator.
const SURE_TIPS: [[u64; 24]; 56] = {
    let mut table = [[0u64; 24]; 56];
    let mut n = 0;
    while n < 56 {
        if n % 8 < 7 && n / 8 < 7 {
            let from = Square::from_bit(n as u32);
            let mut o = 0;
            while o < 24 {
                let orientation = match Orientation::from_index(o) {
                    Some(orientation) => orientation,
                    None => Orientation::REFERENCE, // unreachable: o < 24
                };
                let mut d = 0;
                while d < 4 {
                    let dir = Direction::ALL[d];
                    if let Some(to) = from.step(dir) {
                        let sure = matches!(
                            orientation.tip(dir).top(),
                            Face::Stop | Face::Cross | Face::Slider | Face::Hoops
                        );
                        if sure && !to.is_star() {
                            table[n][o] |= to.bit();
                        }
                    }
                    d += 1;
                }
                o += 1;
            }
        }
        n += 1;
    }
    table
};

/// Whether a block of `side` tipped to `to` with `top` up would be removed there.
#[inline]
fn is_removal(side: Player, to: Square, top: Face) -> bool {
    to == target_star(side) && top == Face::Star
}
