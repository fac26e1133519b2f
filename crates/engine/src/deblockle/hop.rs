//! Where a block can hop after its tip, by the face now on top. Each function takes the
//! square the block was tipped onto and the bit set of squares a hop may step on (every
//! square but those of the other blocks — the square it was tipped from is empty now), and
//! returns the bit set of final squares; star spaces are removed by the caller. [`way`]
//! gives the squares a hop passes through, for drawing it.

use super::face::Face;
use super::square::{bits, Direction, Square};

/// The final squares of the hop of a block with `top` up standing on `at`, star spaces
/// included (the caller removes them: a hop never ends on one); none for Star and Stop,
/// which have no hop. The move generator and `Deblockle::hop_targets` both hop through this.
#[inline(always)]
pub(crate) fn finals(top: Face, at: Square, empty: u64) -> u64 {
    match top {
        Face::Star | Face::Stop => 0,
        Face::Cross => cross(at, empty),
        Face::X => diagonal(at, empty),
        Face::Slider => slider(at, empty),
        Face::Hoops => hoops(at, empty),
    }
}

/// Cross: one square orthogonally.
#[inline]
pub(crate) fn cross(at: Square, empty: u64) -> u64 {
    bits::orthogonal(at.bit()) & empty
}

/// X: one square diagonally; blocks on the corners of that diagonal do not matter.
#[inline]
pub(crate) fn diagonal(at: Square, empty: u64) -> u64 {
    bits::diagonal(at.bit()) & empty
}

/// Slider: per orthogonal direction, over empty squares (star spaces included) until the next
/// square is off the board or taken; if that would rest on a star space it stops one square
/// short; a direction that leaves the block where it started gives nothing.
#[inline]
pub(crate) fn slider(at: Square, empty: u64) -> u64 {
    let mut finals = 0;
    for dir in Direction::ALL {
        let mut last = at;
        while let Some(next) = last.step(dir) {
            if empty & next.bit() == 0 {
                break;
            }
            last = next;
        }
        if last.is_star() {
            match last.step(dir.opposite()) {
                Some(before) => last = before,
                None => continue,
            }
        }
        if last != at {
            finals |= last.bit();
        }
    }
    finals
}

/// Hoops: exactly three single orthogonal steps, each onto an empty square (the block's own
/// square counts as empty once it has left); only the final squares are returned.
#[inline]
pub(crate) fn hoops(at: Square, empty: u64) -> u64 {
    let one = bits::orthogonal(at.bit()) & empty;
    let two = bits::orthogonal(one) & empty;
    bits::orthogonal(two) & empty
}

/// The squares a block with `top` up passes through when it hops from `at` to `to` over the
/// squares of `empty`, one step at a time and ending on `to`: one square for Cross and X,
/// each square of the Slider's slide, the Hoops' three steps (the first way found, directions
/// in the order of [`Direction::ALL`]). Empty when no hop of `top` from `at` ends on `to`
/// (Star and Stop never hop).
pub(crate) fn way(top: Face, at: Square, to: Square, empty: u64) -> Vec<Square> {
    let open = |s: Square| empty & s.bit() != 0;
    match top {
        Face::Star | Face::Stop => Vec::new(),
        Face::Cross if cross(at, empty) & to.bit() != 0 => vec![to],
        Face::X if diagonal(at, empty) & to.bit() != 0 => vec![to],
        Face::Cross | Face::X => Vec::new(),
        Face::Slider if slider(at, empty) & to.bit() != 0 => Direction::ALL
            .into_iter()
            .map(|dir| {
                let mut squares = Vec::new();
                let mut last = at;
                while let Some(next) = last.step(dir).filter(|&s| open(s)) {
                    squares.push(next);
                    if next == to {
                        return squares;
                    }
                    last = next;
                }
                Vec::new()
            })
            .find(|squares| !squares.is_empty())
            .unwrap_or_default(),
        Face::Slider => Vec::new(),
        Face::Hoops => {
            for a in Direction::ALL {
                let Some(one) = at.step(a).filter(|&s| open(s)) else {
                    continue;
                };
                for b in Direction::ALL {
                    let Some(two) = one.step(b).filter(|&s| open(s)) else {
                        continue;
                    };
                    if open(to) && bits::orthogonal(two.bit()) & to.bit() != 0 {
                        return vec![one, two, to];
                    }
                }
            }
            Vec::new()
        }
    }
}
