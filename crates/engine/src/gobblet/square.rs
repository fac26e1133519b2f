//! The sixteen squares of the 4×4 board, their bitboards and the ten lines of four.

use std::fmt;

/// A set of squares: bit `i` is the square with index `i` (a1 = 0, b1 = 1, …, d4 = 15).
pub type Bitboard = u16;

/// A square of the Gobblet board: files `a`–`d`, ranks `1`–`4`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// Every square, a1, b1, c1, d1, a2, … d4.
    pub const ALL: [Square; 16] = {
        let mut all = [Square(0); 16];
        let mut i = 0;
        while i < 16 {
            all[i] = Square(i as u8);
            i += 1;
        }
        all
    };

    /// The square on `file` (0 = a … 3 = d) and `rank` (0 = rank 1 … 3 = rank 4).
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 4 && rank < 4 {
            Some(Square(rank * 4 + file))
        } else {
            None
        }
    }

    /// The square with index `index` (0 = a1 … 15 = d4).
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 16 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The lowest square of a non-empty bitboard.
    #[inline]
    pub(crate) const fn lowest(bb: Bitboard) -> Square {
        Square((bb.trailing_zeros() & 15) as u8)
    }

    /// 0 = a1 … 15 = d4.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0 = file a … 3 = file d.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % 4
    }

    /// 0 = rank 1 … 3 = rank 4.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / 4
    }

    /// The bitboard holding only this square.
    #[inline]
    pub const fn bit(self) -> Bitboard {
        1 << self.0
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// Every square.
pub const FULL: Bitboard = 0xFFFF;

/// The ten lines of four: four ranks, four files and the two long diagonals.
pub const LINES: [Bitboard; 10] = [
    0x000F, 0x00F0, 0x0F00, 0xF000, // ranks 1..4
    0x1111, 0x2222, 0x4444, 0x8888, // files a..d
    0x8421, // a1-b2-c3-d4
    0x1248, // d1-c2-b3-a4
];

/// Whether `bb` covers a whole line of four. Bit-parallel: a rank is full where a square and
/// the three to its right are all set (tested at the ranks' first squares, 0x1111), a file
/// where a square and the three above it are (tested on rank 1), then the two diagonals.
#[inline]
pub const fn has_line(bb: Bitboard) -> bool {
    let ranks = bb & (bb >> 1) & (bb >> 2) & (bb >> 3) & 0x1111;
    let files = bb & (bb >> 4) & (bb >> 8) & (bb >> 12) & 0x000F;
    ranks != 0 || files != 0 || bb & LINES[8] == LINES[8] || bb & LINES[9] == LINES[9]
}

/// Whether `a` or `b` covers a whole line of four: [`has_line`] of both at once, each board
/// in its own 16-bit half of a word. Every test reads a square and ones above it in the same
/// half (ranks: the next three, from the ranks' first squares; files: every fourth; the
/// diagonal a1-b2-c3-d4 every fifth, from a1; the other every third, from d1), so the halves
/// never mix. Most positions have no line: this answers them in one pass.
#[inline]
pub(crate) const fn has_line_in_either(a: Bitboard, b: Bitboard) -> bool {
    let bb = a as u32 | (b as u32) << 16;
    let ranks = bb & (bb >> 1) & (bb >> 2) & (bb >> 3) & 0x1111_1111;
    let files = bb & (bb >> 4) & (bb >> 8) & (bb >> 12) & 0x000F_000F;
    let diagonal = bb & (bb >> 5) & (bb >> 10) & (bb >> 15) & 0x0001_0001;
    let anti = (bb >> 3) & (bb >> 6) & (bb >> 9) & (bb >> 12) & 0x0001_0001;
    ranks | files | diagonal | anti != 0
}

/// The squares of `bb`, lowest index first.
#[inline]
pub(crate) fn squares(mut bb: Bitboard) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if bb == 0 {
            None
        } else {
            let sq = Square::lowest(bb);
            bb &= bb - 1;
            Some(sq)
        }
    })
}
