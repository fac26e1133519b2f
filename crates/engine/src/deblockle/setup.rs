//! Setting up a game: the roll, the arrangement of each side's rolled blocks on its starting
//! squares, the quick setup, the standard setup, and who starts.
//!
//! The classic setup: [`Roll::random`] each side's blocks, then the opponent picks one
//! [`Arrangement`] (block → starting square, and a rotation about the vertical axis that keeps
//! the rolled face up) from [`Arrangement::all`]; [`Setup::position`] builds the position.
//! The quick setup ([`Setup::quick`]) draws the roll and both arrangements from one seed.

use thiserror::Error;

use super::face::Face;
use super::orientation::Orientation;
use super::position::{Block, Deblockle, PositionError};
use super::square::Square;
use crate::player::Player;
use crate::rng::SplitMix64;

/// Why a setup cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    /// A side must play with 1 to 4 blocks.
    #[error("a side plays with 1 to 4 blocks, not {0}")]
    BlockCount(usize),
    /// A roll and an arrangement for different numbers of blocks.
    #[error("the roll has {roll} blocks but the arrangement places {arrangement}")]
    Mismatch {
        /// Blocks in the roll.
        roll: usize,
        /// Blocks in the arrangement.
        arrangement: usize,
    },
    /// An arrangement that does not put each block on its own starting square, or a
    /// rotation above 3.
    #[error("an arrangement puts each block on a different starting square (0 to {0}) with a rotation 0 to 3")]
    BadArrangement(usize),
    /// The resulting position is not legal.
    #[error(transparent)]
    Position(#[from] PositionError),
}

/// What a new game is played with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// Blocks per side, indexed by [`Player::index`] (Gold, Blue), each 1–4 (the handicap).
    pub blocks: [u8; 2],
    /// The no-adjacent-blocks variant.
    pub no_adjacent: bool,
    /// Who moves first (Gold by default; the players choose).
    pub first: Player,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            blocks: [4, 4],
            no_adjacent: false,
            first: Player::One,
        }
    }
}

const fn sq(file: u8, rank: u8) -> Square {
    match Square::new(file, rank) {
        Some(s) => s,
        None => Square::D2, // never: the tables below use files and ranks below 7
    }
}

const GOLD_START: [&[Square]; 4] = [
    &[sq(3, 0)],
    &[sq(2, 0), sq(4, 0)],
    &[sq(2, 0), sq(4, 0), sq(3, 2)],
    &[sq(2, 0), sq(4, 0), sq(2, 2), sq(4, 2)],
];
const BLUE_START: [&[Square]; 4] = [
    &[sq(3, 6)],
    &[sq(2, 6), sq(4, 6)],
    &[sq(2, 6), sq(4, 6), sq(3, 4)],
    &[sq(2, 6), sq(4, 6), sq(2, 4), sq(4, 4)],
];

/// The default starting squares of `side` playing with `blocks` blocks: Gold 4 `c1 e1 c3 e3`,
/// 3 `c1 e1 d3`, 2 `c1 e1`, 1 `d1`; Blue the same mirrored (rank r ↦ 8 − r).
pub fn starting_squares(side: Player, blocks: u8) -> Result<&'static [Square], SetupError> {
    if !(1..=4).contains(&blocks) {
        return Err(SetupError::BlockCount(blocks as usize));
    }
    let table = match side {
        Player::One => &GOLD_START,
        Player::Two => &BLUE_START,
    };
    Ok(table[blocks as usize - 1])
}

/// The top faces rolled for one side's blocks, block by block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Roll {
    faces: [Face; 4],
    len: u8,
}

impl Roll {
    /// A roll with these top faces (1–4 of them).
    pub fn new(faces: &[Face]) -> Result<Roll, SetupError> {
        if !(1..=4).contains(&faces.len()) {
            return Err(SetupError::BlockCount(faces.len()));
        }
        let mut all = [Face::Star; 4];
        all[..faces.len()].copy_from_slice(faces);
        Ok(Roll {
            faces: all,
            len: faces.len() as u8,
        })
    }

    /// Rolls `blocks` blocks like dice: each top face uniform among the six, from `rng`.
    pub fn random(blocks: u8, rng: &mut SplitMix64) -> Result<Roll, SetupError> {
        if !(1..=4).contains(&blocks) {
            return Err(SetupError::BlockCount(blocks as usize));
        }
        let mut faces = [Face::Star; 4];
        for face in faces.iter_mut().take(blocks as usize) {
            *face = Face::ALL[rng.below(6) as usize];
        }
        Roll::new(&faces[..blocks as usize])
    }

    /// The rolled top faces, block by block.
    pub fn faces(&self) -> &[Face] {
        &self.faces[..self.len as usize]
    }

    /// How many blocks were rolled.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Always false: a roll has at least one block.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// Where each of a side's rolled blocks goes and how it is turned: block `i` of the roll
/// stands on starting square `squares()[i]` (an index into [`starting_squares`]) turned
/// `rotations()[i]` clockwise quarter turns (see [`Orientation::with_top`]), rolled face up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Arrangement {
    squares: [u8; 4],
    rotations: [u8; 4],
    len: u8,
}

impl Arrangement {
    /// An arrangement: `squares[i]` is the starting-square index of block `i` (a permutation
    /// of `0..n`), `rotations[i]` its rotation 0–3.
    pub fn new(squares: &[u8], rotations: &[u8]) -> Result<Arrangement, SetupError> {
        let n = squares.len();
        if !(1..=4).contains(&n) {
            return Err(SetupError::BlockCount(n));
        }
        let mut seen = [false; 4];
        let valid = rotations.len() == n
            && rotations.iter().all(|&r| r < 4)
            && squares.iter().all(|&s| {
                let ok = (s as usize) < n && !seen[s as usize];
                if ok {
                    seen[s as usize] = true;
                }
                ok
            });
        if !valid {
            return Err(SetupError::BadArrangement(n.saturating_sub(1)));
        }
        let mut a = Arrangement {
            squares: [0; 4],
            rotations: [0; 4],
            len: n as u8,
        };
        a.squares[..n].copy_from_slice(squares);
        a.rotations[..n].copy_from_slice(rotations);
        Ok(a)
    }

    /// Block `i` on starting square `i`, rotation 0.
    pub fn in_order(blocks: u8) -> Result<Arrangement, SetupError> {
        let n = blocks.min(4);
        Arrangement::new(&[0, 1, 2, 3][..n as usize], &[0, 0, 0, 0][..n as usize])
    }

    /// Every arrangement of `blocks` blocks: n! square assignments × 4ⁿ rotations (6144 for
    /// four blocks), in a fixed order. Blocks rolled with the same face give the same
    /// placement under swapped squares; [`Arrangement::placements`] tells them apart.
    pub fn all(blocks: u8) -> Arrangements {
        let n = u32::from(blocks.clamp(1, 4));
        let total = (1..=n).product::<u32>() * 4u32.pow(n);
        Arrangements {
            len: n as u8,
            next: 0,
            total: if (1..=4).contains(&blocks) { total } else { 0 },
        }
    }

    /// A uniformly random arrangement of `blocks` blocks from `rng`: a shuffle of the squares
    /// (Fisher–Yates, from the last block down), then each block's rotation in block order.
    pub fn random(blocks: u8, rng: &mut SplitMix64) -> Result<Arrangement, SetupError> {
        if !(1..=4).contains(&blocks) {
            return Err(SetupError::BlockCount(blocks as usize));
        }
        let n = blocks as usize;
        let mut squares = [0u8, 1, 2, 3];
        for i in (1..n).rev() {
            let j = rng.below(i as u64 + 1) as usize;
            squares.swap(i, j);
        }
        let mut rotations = [0u8; 4];
        for r in rotations.iter_mut().take(n) {
            *r = rng.below(4) as u8;
        }
        Arrangement::new(&squares[..n], &rotations[..n])
    }

    /// The starting-square index of each block.
    pub fn squares(&self) -> &[u8] {
        &self.squares[..self.len as usize]
    }

    /// The rotation of each block.
    pub fn rotations(&self) -> &[u8] {
        &self.rotations[..self.len as usize]
    }

    /// The blocks this arrangement puts on `side`'s starting squares with `roll`'s faces up,
    /// sorted by square (so equal placements compare equal).
    pub fn placements(&self, side: Player, roll: &Roll) -> Result<Vec<Block>, SetupError> {
        if roll.len() != self.len as usize {
            return Err(SetupError::Mismatch {
                roll: roll.len(),
                arrangement: self.len as usize,
            });
        }
        let squares = starting_squares(side, self.len)?;
        let mut blocks: Vec<Block> = roll
            .faces()
            .iter()
            .zip(self.squares())
            .zip(self.rotations())
            .map(|((&face, &s), &r)| Block {
                owner: side,
                square: squares[s as usize],
                orientation: Orientation::with_top(face, r),
            })
            .collect();
        blocks.sort();
        Ok(blocks)
    }
}

/// Every [`Arrangement`] of a number of blocks, in a fixed order.
#[derive(Clone, Debug)]
pub struct Arrangements {
    len: u8,
    next: u32,
    total: u32,
}

impl Iterator for Arrangements {
    type Item = Arrangement;

    fn next(&mut self) -> Option<Arrangement> {
        if self.next >= self.total {
            return None;
        }
        let n = self.len as usize;
        let mut code = self.next;
        self.next += 1;
        let mut rotations = [0u8; 4];
        for r in rotations.iter_mut().take(n) {
            *r = (code % 4) as u8;
            code /= 4;
        }
        // The rest of `code` numbers a permutation (factorial number system).
        let mut free: Vec<u8> = (0..n as u8).collect();
        let mut squares = [0u8; 4];
        for (i, s) in squares.iter_mut().take(n).enumerate() {
            let k = (code % (n - i) as u32) as usize;
            code /= (n - i) as u32;
            *s = free.remove(k);
        }
        Arrangement::new(&squares[..n], &rotations[..n]).ok()
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = (self.total - self.next) as usize;
        (left, Some(left))
    }
}

impl ExactSizeIterator for Arrangements {}

/// A complete setup: the options, each side's roll, and each side's arrangement, indexed
/// by [`Player::index`] (the arrangement of Gold's blocks is the one Blue chose, and so on).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Blocks per side, variant and who starts.
    pub options: Options,
    /// Each side's rolled faces.
    pub rolls: [Roll; 2],
    /// How each side's blocks stand on its starting squares.
    pub arrangements: [Arrangement; 2],
}

impl Setup {
    /// The quick setup from `seed`: with one SplitMix64 generator, Gold's roll, Blue's roll,
    /// then a random arrangement of Gold's blocks and one of Blue's, in that order. The same
    /// seed and options give the same setup on every device and in every version.
    pub fn quick(options: Options, seed: u64) -> Result<Setup, SetupError> {
        let mut rng = SplitMix64::new(seed);
        let rolls = [
            Roll::random(options.blocks[0], &mut rng)?,
            Roll::random(options.blocks[1], &mut rng)?,
        ];
        let arrangements = [
            Arrangement::random(options.blocks[0], &mut rng)?,
            Arrangement::random(options.blocks[1], &mut rng)?,
        ];
        Ok(Setup {
            options,
            rolls,
            arrangements,
        })
    }

    /// The standard setup (the CLI's default): every block Star up with its Slider face
    /// towards the opponent — Gold's `S/L` (Slider north), Blue's `S/H` (Hoops north, Slider
    /// south) — on the default starting squares.
    pub fn standard(options: Options) -> Result<Setup, SetupError> {
        if let Some(&n) = options.blocks.iter().find(|n| !(1..=4).contains(*n)) {
            return Err(SetupError::BlockCount(n as usize));
        }
        let rolls = [
            Roll::new(&[Face::Star; 4][..options.blocks[0].min(4) as usize])?,
            Roll::new(&[Face::Star; 4][..options.blocks[1].min(4) as usize])?,
        ];
        let blue_rotation = [2u8; 4];
        let arrangements = [
            Arrangement::in_order(options.blocks[0])?,
            Arrangement::new(
                &[0, 1, 2, 3][..options.blocks[1].min(4) as usize],
                &blue_rotation[..options.blocks[1].min(4) as usize],
            )?,
        ];
        Ok(Setup {
            options,
            rolls,
            arrangements,
        })
    }

    /// The start position of this setup.
    pub fn position(&self) -> Result<Deblockle, SetupError> {
        let mut blocks = self.arrangements[0].placements(Player::One, &self.rolls[0])?;
        blocks.extend(self.arrangements[1].placements(Player::Two, &self.rolls[1])?);
        Ok(Deblockle::new(
            &blocks,
            [0, 0],
            self.options.first,
            self.options.no_adjacent,
        )?)
    }
}

impl Deblockle {
    /// The standard start position for `options` (see [`Setup::standard`]).
    pub fn standard(options: Options) -> Result<Deblockle, SetupError> {
        Setup::standard(options)?.position()
    }

    /// The quick-setup start position for `options` from `seed` (see [`Setup::quick`]).
    pub fn quick_setup(options: Options, seed: u64) -> Result<Deblockle, SetupError> {
        Setup::quick(options, seed)?.position()
    }
}

/// `start deblockle [--blocks G,B] [--no-adjacent] [--seed N] [--first gold|blue]`: the
/// standard setup (every block Star up, Slider towards the opponent), or with `seed` the
/// quick setup (random roll and arrangement) from that seed.
impl crate::start::StartWith for Deblockle {
    const OPTIONS: &'static [&'static str] = &["blocks", "no-adjacent", "seed", "first"];

    fn start_with(
        given: &[(&str, crate::start::OptionValue)],
    ) -> Result<Self, crate::start::StartError> {
        use crate::start::{not_an_option, OptionValue, StartError};
        let mut options = Options::default();
        let mut seed = None;
        for (option, value) in given {
            match (*option, value) {
                ("blocks", OptionValue::Pair(gold, blue)) => {
                    for (side, n) in [("gold", *gold), ("blue", *blue)] {
                        if !(1..=4).contains(&n) {
                            return Err(StartError::OutOfRange {
                                option: "blocks",
                                why: format!("{side} plays with 1 to 4 blocks, not {n}"),
                            });
                        }
                    }
                    options.blocks = [*gold, *blue];
                }
                ("no-adjacent", OptionValue::Switch) => options.no_adjacent = true,
                ("seed", OptionValue::Number(n)) => seed = Some(*n),
                ("first", OptionValue::Word(first)) => {
                    options.first = match first.as_str() {
                        "gold" => Player::One,
                        "blue" => Player::Two,
                        _ => {
                            return Err(StartError::BadWord {
                                option: "first",
                                value: first.clone(),
                                expected: "gold or blue",
                            })
                        }
                    };
                }
                (other, _) => return Err(not_an_option(other)),
            }
        }
        match seed {
            Some(seed) => Deblockle::quick_setup(options, seed),
            None => Deblockle::standard(options),
        }
        .map_err(|e| StartError::Refused(e.to_string()))
    }
}
