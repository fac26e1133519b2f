//! Squares of the 7×7 board, the four tip directions, and the bit sets the move generator
//! works with.

use std::fmt;

use crate::error::ParseError;
use crate::player::Player;

/// A square of the 7×7 board, `a1`–`g7`. Files `a`–`g` run left to right, ranks `1`–`7`
/// bottom (Gold's side) to top (Blue's side).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8); // bit number: rank * 8 + file (a padded 8-wide layout)

/// One of the four orthogonal directions a block can be tipped in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "ts",
    derive(serde::Serialize, serde::Deserialize, ts_rs::TS),
    serde(rename_all = "lowercase"),
    ts(rename = "DirectionName")
)]
pub enum Direction {
    /// Towards rank 7.
    North = 0,
    /// Towards file g.
    East = 1,
    /// Towards rank 1.
    South = 2,
    /// Towards file a.
    West = 3,
}

impl Direction {
    /// The four directions, clockwise from north.
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    /// The direction's letter in move notation: `n`, `e`, `s` or `w`.
    pub const fn letter(self) -> char {
        match self {
            Direction::North => 'n',
            Direction::East => 'e',
            Direction::South => 's',
            Direction::West => 'w',
        }
    }

    /// The direction written with `letter` (`n`, `e`, `s`, `w`), if any.
    pub const fn from_letter(letter: char) -> Option<Direction> {
        Some(match letter {
            'n' => Direction::North,
            'e' => Direction::East,
            's' => Direction::South,
            'w' => Direction::West,
            _ => return None,
        })
    }

    /// The direction back.
    pub const fn opposite(self) -> Direction {
        Direction::ALL[(self as usize + 2) % 4]
    }

    /// The direction's number, 0–3 clockwise from north.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    const fn delta(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 1),
            Direction::East => (1, 0),
            Direction::South => (0, -1),
            Direction::West => (-1, 0),
        }
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// `STEP[dir][bit]`: the bit number one square away in `dir`, or `NONE` off the board.
const STEP: [[u8; 64]; 4] = {
    let mut table = [[NONE; 64]; 4];
    let mut d = 0;
    while d < 4 {
        let (dx, dy) = Direction::ALL[d].delta();
        let mut rank = 0;
        while rank < 7 {
            let mut file = 0;
            while file < 7 {
                let f = file as i8 + dx;
                let r = rank as i8 + dy;
                if f >= 0 && f < 7 && r >= 0 && r < 7 {
                    table[d][rank * 8 + file] = (r * 8 + f) as u8;
                }
                file += 1;
            }
            rank += 1;
        }
        d += 1;
    }
    table
};
const NONE: u8 = u8::MAX;

impl Square {
    /// The square on `file` (0 = a) and `rank` (0 = rank 1), if both are below 7.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 7 && rank < 7 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// Gold's home star, Blue's target.
    pub const D2: Square = Square(8 + 3);
    /// Blue's home star, Gold's target.
    pub const D6: Square = Square(5 * 8 + 3);

    /// The file, 0 (a) to 6 (g).
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// The rank, 0 (rank 1) to 6 (rank 7).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// A dense number 0–48 (`a1` = 0, `g1` = 6, `a2` = 7, …, `g7` = 48) for per-square arrays.
    #[inline]
    pub const fn index(self) -> usize {
        (self.rank() * 7 + self.file()) as usize
    }

    /// The square with dense number `index` (see [`Square::index`]), if it is below 49.
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < 49 {
            Square::new((index % 7) as u8, (index / 7) as u8)
        } else {
            None
        }
    }

    /// All 49 squares in the order of [`Square::index`].
    pub fn all() -> impl Iterator<Item = Square> {
        (0..49).filter_map(Square::from_index)
    }

    /// Whether this is one of the two star spaces, `d2` and `d6`.
    #[inline]
    pub const fn is_star(self) -> bool {
        self.0 == Square::D2.0 || self.0 == Square::D6.0
    }

    /// The neighbouring square in `dir`, if it is on the board.
    #[inline]
    pub const fn step(self, dir: Direction) -> Option<Square> {
        let to = STEP[dir as usize][self.0 as usize];
        if to == NONE {
            None
        } else {
            Some(Square(to))
        }
    }

    /// The same square seen from the other side: rank r ↦ 8 − r, same file.
    pub const fn mirror(self) -> Square {
        Square((6 - self.rank()) * 8 + self.file())
    }

    /// Parses a square name such as `c3`.
    pub fn parse(text: &str) -> Result<Square, ParseError> {
        let mut chars = text.chars();
        let (Some(f), Some(r), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(ParseError::new(
                0,
                format!("expected a square a1–g7, found {text:?}"),
            ));
        };
        if !('a'..='g').contains(&f) {
            return Err(ParseError::new(
                0,
                format!("expected a file a–g, found {f:?}"),
            ));
        }
        if !('1'..='7').contains(&r) {
            return Err(ParseError::new(
                1,
                format!("expected a rank 1–7, found {r:?}"),
            ));
        }
        Ok(Square((r as u8 - b'1') * 8 + (f as u8 - b'a')))
    }

    /// The bit of this square in a bit set of squares such as [`Deblockle::occupancy`]: bit
    /// number [`Square::bit_index`].
    ///
    /// [`Deblockle::occupancy`]: super::Deblockle::occupancy
    #[inline]
    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// The square of bit number `n` of a bit set drawn from [`bits::BOARD`].
    #[inline]
    pub(crate) const fn from_bit(n: u32) -> Square {
        Square(n as u8)
    }

    /// The square's bit number in the padded 8-wide layout, `rank * 8 + file`, 0–54: for bit
    /// sets of squares and for tables indexed by them (bits 7, 15, …, 55 and above are never a
    /// square).
    #[inline]
    pub const fn bit_index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'a' + self.file()) as char,
            (b'1' + self.rank()) as char
        )
    }
}

/// The star space a player's blocks start around (Gold `d2`, Blue `d6`).
pub const fn home_star(player: Player) -> Square {
    match player {
        Player::One => Square::D2,
        Player::Two => Square::D6,
    }
}

/// The star space a player's blocks must reach: the opponent's home star.
pub const fn target_star(player: Player) -> Square {
    home_star(player.other())
}

/// The squares of a bit set, lowest first.
pub(crate) struct SquareIter(pub(crate) u64);

impl Iterator for SquareIter {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let n = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Square::from_bit(n))
    }
}

/// Bit sets of squares (bit `rank * 8 + file`), and their shifts.
pub(crate) mod bits {
    /// Every square of the board.
    pub const BOARD: u64 = {
        let mut b = 0u64;
        let mut rank = 0;
        while rank < 7 {
            b |= 0x7f << (rank * 8);
            rank += 1;
        }
        b
    };

    /// The two star spaces.
    pub const STARS: u64 = super::Square::D2.bit() | super::Square::D6.bit();

    /// The squares orthogonally next to any square of `b`.
    #[inline]
    pub const fn orthogonal(b: u64) -> u64 {
        ((b << 8) | (b >> 8) | (b << 1) | (b >> 1)) & BOARD
    }

    /// The squares diagonally next to any square of `b`.
    #[inline]
    pub const fn diagonal(b: u64) -> u64 {
        ((b << 9) | (b << 7) | (b >> 7) | (b >> 9)) & BOARD
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_indexes_are_dense() {
        for (i, sq) in Square::all().enumerate() {
            assert_eq!(sq.index(), i);
            assert_eq!(Square::parse(&sq.to_string()), Ok(sq));
        }
        assert_eq!(Square::all().count(), 49);
        assert_eq!(Square::parse("d2"), Ok(Square::D2));
        assert!(Square::parse("h1").is_err());
        assert!(Square::parse("a8").is_err());
        assert!(Square::parse("a").is_err());
        assert!(Square::parse("a10").is_err());
    }

    #[test]
    fn steps_stay_on_the_board_and_mirror_flips_ranks() {
        let a1 = Square::parse("a1").unwrap();
        assert_eq!(a1.step(Direction::South), None);
        assert_eq!(a1.step(Direction::West), None);
        assert_eq!(a1.step(Direction::North).unwrap().to_string(), "a2");
        let g7 = Square::parse("g7").unwrap();
        assert_eq!(g7.step(Direction::East), None);
        assert_eq!(g7.step(Direction::North), None);
        assert_eq!(Square::D2.mirror(), Square::D6);
        assert_eq!(Square::parse("c1").unwrap().mirror().to_string(), "c7");
        for sq in Square::all() {
            for dir in Direction::ALL {
                if let Some(to) = sq.step(dir) {
                    assert_eq!(to.step(dir.opposite()), Some(sq));
                }
            }
        }
    }

    #[test]
    fn bit_shifts_never_leave_the_board() {
        assert_eq!(bits::BOARD.count_ones(), 49);
        for sq in Square::all() {
            let orth = bits::orthogonal(sq.bit());
            let expected = Direction::ALL
                .iter()
                .filter_map(|&d| sq.step(d))
                .fold(0, |b, s| b | s.bit());
            assert_eq!(orth, expected, "{sq}");
            assert_eq!(bits::diagonal(sq.bit()) & !bits::BOARD, 0);
            assert!(bits::diagonal(sq.bit()).count_ones() <= 4);
        }
    }
}
