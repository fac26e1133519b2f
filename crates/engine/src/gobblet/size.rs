//! The four sizes of Gobblet pieces.

use std::fmt;

/// The size of a piece, 1 (smallest) to 4 (largest); a piece covers only smaller ones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Size {
    /// The smallest piece.
    One = 1,
    /// The second smallest piece.
    Two = 2,
    /// The second largest piece.
    Three = 3,
    /// The largest piece: nothing can cover it.
    Four = 4,
}

impl Size {
    /// Every size, smallest first.
    pub const ALL: [Size; 4] = [Size::One, Size::Two, Size::Three, Size::Four];

    /// The size numbered `n` (1..=4).
    pub const fn new(n: u8) -> Option<Size> {
        match n {
            1 => Some(Size::One),
            2 => Some(Size::Two),
            3 => Some(Size::Three),
            4 => Some(Size::Four),
            _ => None,
        }
    }

    /// The number of the size, 1..=4.
    #[inline]
    pub const fn get(self) -> u8 {
        self as u8
    }

    /// 0 for size 1 … 3 for size 4: an index into per-size arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize - 1
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}
