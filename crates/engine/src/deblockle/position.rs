//! The Deblockle position: every block's owner, square and orientation, the blocks removed
//! per side, the variant, the side to move and the incremental Zobrist hash.

use thiserror::Error;

use super::moves::Move;
use super::orientation::Orientation;
use super::square::{bits, Direction, Square, SquareIter};
use super::zobrist;
use crate::player::Player;

/// A block on the board: whose it is, where it stands and how it lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Block {
    /// The block's owner (seat one is Gold, seat two Blue).
    pub owner: Player,
    /// The square it stands on.
    pub square: Square,
    /// Which faces are up and north.
    pub orientation: Orientation,
}

/// Why a set of blocks is not a legal Deblockle position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    /// Two blocks on one square.
    #[error("two blocks on {0}")]
    SquareTaken(Square),
    /// A block on `d2` or `d6`: blocks never rest on a star space.
    #[error("a block on the star space {0}: blocks never rest on a star space")]
    OnStarSpace(Square),
    /// A side's blocks on the board plus removed are not 1 to 4.
    #[error("{side} has {count} blocks on the board and removed: each side plays with 1 to 4")]
    BlockCount {
        /// The side, by colour name.
        side: &'static str,
        /// Its blocks on the board plus removed.
        count: usize,
    },
    /// Both sides have removed all their blocks: the game ended at the first.
    #[error("both sides have removed all their blocks")]
    BothFinished,
    /// The side that removed all its blocks is to move: its last move ended the game.
    #[error("{0} has removed all its blocks, so the other side is to move")]
    FinishedSideToMove(&'static str),
    /// Under the no-adjacent variant two opposing blocks touch orthogonally.
    #[error("no-adjacent: the blocks on {0} and {1} touch")]
    Adjacent(Square, Square),
}

/// The colour name of a seat in Deblockle: `gold` (seat one) or `blue` (seat two).
pub const fn colour(player: Player) -> &'static str {
    match player {
        Player::One => "gold",
        Player::Two => "blue",
    }
}

/// A legal Deblockle position. `Copy`, 88 bytes, no heap.
///
/// Built only by [`Deblockle::new`] (which validates), by the setup functions and by parsing;
/// after that it changes only by playing moves it generated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Deblockle {
    /// The orientation of the block on each square (padded bit numbering); the reference
    /// orientation on empty squares, so that equal positions are equal values.
    pub(crate) orientation: [Orientation; 56],
    /// Each side's blocks as a bit set of squares.
    pub(crate) occupied: [u64; 2],
    /// Blocks each side has removed on its target star.
    pub(crate) removed: [u8; 2],
    /// Blocks each side plays with (on the board plus removed), 1–4.
    pub(crate) total: [u8; 2],
    /// Whose turn it is.
    pub(crate) side: Player,
    /// The no-adjacent-blocks variant.
    pub(crate) no_adjacent: bool,
    /// The Zobrist hash, kept up to date by `play`.
    pub(crate) hash: u64,
}

impl Deblockle {
    /// Validates a position: blocks (any order), blocks removed per side (indexed by
    /// [`Player::index`]), side to move, and whether the no-adjacent variant is on.
    pub fn new(
        blocks: &[Block],
        removed: [u8; 2],
        side: Player,
        no_adjacent: bool,
    ) -> Result<Deblockle, PositionError> {
        let mut position = Deblockle {
            orientation: [Orientation::REFERENCE; 56],
            occupied: [0; 2],
            removed,
            total: [0; 2],
            side,
            no_adjacent,
            hash: 0,
        };
        let mut on_board = [0usize; 2];
        for block in blocks {
            if block.square.is_star() {
                return Err(PositionError::OnStarSpace(block.square));
            }
            if position.all() & block.square.bit() != 0 {
                return Err(PositionError::SquareTaken(block.square));
            }
            position.occupied[block.owner.index()] |= block.square.bit();
            position.orientation[block.square.bit_index()] = block.orientation;
            on_board[block.owner.index()] += 1;
        }
        for p in Player::BOTH {
            let count = on_board[p.index()] + removed[p.index()] as usize;
            if !(1..=4).contains(&count) {
                return Err(PositionError::BlockCount {
                    side: colour(p),
                    count,
                });
            }
            position.total[p.index()] = count as u8;
        }
        let finished = Player::BOTH.map(|p| on_board[p.index()] == 0);
        if finished[0] && finished[1] {
            return Err(PositionError::BothFinished);
        }
        if finished[side.index()] {
            return Err(PositionError::FinishedSideToMove(colour(side)));
        }
        if no_adjacent {
            let gold = position.occupied[0];
            let touching = gold & bits::orthogonal(position.occupied[1]);
            if touching != 0 {
                let a = Square::from_bit(touching.trailing_zeros());
                let b = Direction::ALL
                    .into_iter()
                    .filter_map(|d| a.step(d))
                    .find(|s| position.occupied[1] & s.bit() != 0)
                    .unwrap_or(a);
                return Err(PositionError::Adjacent(a, b));
            }
        }
        position.hash = position.compute_hash();
        Ok(position)
    }

    /// The Zobrist hash computed from scratch (what `play` keeps up to date incrementally).
    pub fn compute_hash(&self) -> u64 {
        let mut hash = 0;
        for block in self.blocks() {
            hash ^= zobrist::block(block.owner, block.orientation, block.square);
        }
        for p in Player::BOTH {
            hash ^= zobrist::removed(p, self.removed[p.index()]);
            hash ^= zobrist::total(p, self.total[p.index()]);
        }
        if self.side == Player::Two {
            hash ^= zobrist::BLUE_TO_MOVE;
        }
        if self.no_adjacent {
            hash ^= zobrist::NO_ADJACENT;
        }
        hash
    }

    /// Every block on the board: Gold's first, each side's in square order (a1, b1, …, g7).
    pub fn blocks(&self) -> impl Iterator<Item = Block> + '_ {
        Player::BOTH.into_iter().flat_map(move |owner| {
            SquareIter(self.occupied[owner.index()]).map(move |square| Block {
                owner,
                square,
                orientation: self.orientation[square.bit_index()],
            })
        })
    }

    /// The block on `square`, if any.
    pub fn block_at(&self, square: Square) -> Option<Block> {
        let owner = Player::BOTH
            .into_iter()
            .find(|p| self.occupied[p.index()] & square.bit() != 0)?;
        Some(Block {
            owner,
            square,
            orientation: self.orientation[square.bit_index()],
        })
    }

    /// The squares of `player`'s blocks, in square order (a1, b1, …, g7): with
    /// [`Deblockle::orientation_on`], the blocks of one side without building [`Block`]s (for
    /// evaluations).
    #[inline]
    pub fn squares_of(&self, player: Player) -> impl Iterator<Item = Square> {
        SquareIter(self.occupied[player.index()])
    }

    /// The squares of `player`'s blocks as a bit set ([`Square::bit`] of each).
    #[inline]
    pub fn occupancy(&self, player: Player) -> u64 {
        self.occupied[player.index()]
    }

    /// How the block on `square` lies; the reference orientation if the square is empty.
    #[inline]
    pub fn orientation_on(&self, square: Square) -> Orientation {
        self.orientation[square.bit_index()]
    }

    /// How many blocks `player` has removed on its target star.
    pub fn removed(&self, player: Player) -> u8 {
        self.removed[player.index()]
    }

    /// How many blocks `player` plays with: on the board plus removed (1–4).
    pub fn blocks_per_side(&self, player: Player) -> u8 {
        self.total[player.index()]
    }

    /// How many of `player`'s blocks are on the board.
    pub fn blocks_on_board(&self, player: Player) -> u8 {
        self.occupied[player.index()].count_ones() as u8
    }

    /// Whether the no-adjacent-blocks variant is on.
    pub fn no_adjacent(&self) -> bool {
        self.no_adjacent
    }

    /// The position with `side` to move instead (for setups that choose who starts).
    pub fn with_side_to_move(&self, side: Player) -> Result<Deblockle, PositionError> {
        let blocks: Vec<Block> = self.blocks().collect();
        Deblockle::new(&blocks, self.removed, side, self.no_adjacent)
    }

    /// Every occupied square, both sides.
    #[inline]
    pub(crate) fn all(&self) -> u64 {
        self.occupied[0] | self.occupied[1]
    }

    /// Whether a side has removed all its blocks: the game is won.
    #[inline]
    pub(crate) fn finished(&self) -> Option<Player> {
        Player::BOTH
            .into_iter()
            .find(|p| self.removed[p.index()] == self.total[p.index()])
    }

    /// Plays `mv`, which this position generated: tips the block (removing it on its target
    /// star), hops it, passes the turn, and keeps the hash up to date.
    pub(crate) fn apply(&mut self, mv: Move) {
        let side = self.side;
        if let Move::Tip { from, dir, hop } = mv {
            let Some(to) = from.step(dir) else {
                return; // not generated here: the contract of `Game::play` rules it out
            };
            let orientation = self.take_block(side, from).tip(dir);
            if to.is_star() {
                let removed = &mut self.removed[side.index()];
                self.hash ^=
                    zobrist::removed(side, *removed) ^ zobrist::removed(side, *removed + 1);
                *removed += 1;
            } else {
                self.put_block(side, hop.unwrap_or(to), orientation);
            }
        }
        self.side = side.other();
        self.hash ^= zobrist::BLUE_TO_MOVE;
    }

    fn take_block(&mut self, owner: Player, square: Square) -> Orientation {
        let orientation = self.orientation[square.bit_index()];
        self.occupied[owner.index()] &= !square.bit();
        self.orientation[square.bit_index()] = Orientation::REFERENCE;
        self.hash ^= zobrist::block(owner, orientation, square);
        orientation
    }

    fn put_block(&mut self, owner: Player, square: Square, orientation: Orientation) {
        self.occupied[owner.index()] |= square.bit();
        self.orientation[square.bit_index()] = orientation;
        self.hash ^= zobrist::block(owner, orientation, square);
    }
}
