//! The Gobblet position: bitboards by colour and size, external stacks as counts, the side to
//! move and an incrementally kept Zobrist hash.

use std::hash::{Hash, Hasher};

use crate::outcome::{Outcome, WinReason};
use crate::player::Player;

use super::moves::Move;
use super::setup::{SetupError, StartOptions};
use super::size::Size;
use super::square::{has_line, has_line_in_either, squares, Bitboard, Square, FULL};
use super::zobrist;

/// A piece: its owner and its size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Piece {
    /// Who owns it (seat one is White).
    pub owner: Player,
    /// How big it is.
    pub size: Size,
}

/// A legal Gobblet position (a `Copy` value of 40 bytes).
///
/// The board is eight bitboards, one per colour and size: a square holds at most one piece of
/// each size, so a stack is the set of sizes present on its square, and the largest one is the
/// visible piece. The external stacks are their piece counts (a stack with `n` pieces shows a
/// size-`n` piece), kept sorted largest first so that equal positions are equal values.
/// Positions know nothing of their history: see [`crate::GameRecord`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gobblet {
    /// `[player][size index]`: the squares holding that player's piece of that size.
    pub(crate) pieces: [[Bitboard; 4]; 2],
    /// `[player][stack]`: pieces left in each external stack, largest first; only the first
    /// `stacks[player]` entries exist (the others stay 0).
    pub(crate) reserve: [[u8; 3]; 2],
    /// How many external stacks each player started with (1..=3).
    pub(crate) stacks: [u8; 2],
    /// The player to move.
    pub(crate) side: Player,
    /// The Zobrist hash, kept up to date by [`Gobblet::apply`].
    pub(crate) hash: u64,
}

impl Hash for Gobblet {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

impl Default for Gobblet {
    /// The standard start: three external stacks each, White to move.
    fn default() -> Self {
        Gobblet::standard()
    }
}

impl Gobblet {
    /// The standard start position: three external stacks of 4-3-2-1 each, White to move.
    pub fn standard() -> Self {
        Gobblet::empty([3, 3], Player::One)
    }

    /// The start position with these options (handicaps); a bad option is an error.
    pub fn start(options: StartOptions) -> Result<Self, SetupError> {
        for player in Player::BOTH {
            let count = options.stacks(player);
            if !(1..=3).contains(&count) {
                return Err(SetupError::StackCount { player, count });
            }
        }
        Ok(Gobblet::empty(
            [options.white_stacks, options.black_stacks],
            options.first,
        ))
    }

    /// An empty board with full external stacks; `stacks` must be 1..=3 each.
    fn empty(stacks: [u8; 2], side: Player) -> Self {
        let mut reserve = [[0; 3]; 2];
        for p in 0..2 {
            for slot in reserve[p].iter_mut().take(stacks[p] as usize) {
                *slot = 4;
            }
        }
        Gobblet::from_parts([[0; 4]; 2], reserve, stacks, side)
    }

    /// Assembles a position and computes its hash; the caller has checked the parts.
    pub(crate) fn from_parts(
        pieces: [[Bitboard; 4]; 2],
        mut reserve: [[u8; 3]; 2],
        stacks: [u8; 2],
        side: Player,
    ) -> Self {
        for r in reserve.iter_mut() {
            r.sort_unstable_by(|a, b| b.cmp(a));
        }
        let mut position = Gobblet {
            pieces,
            reserve,
            stacks,
            side,
            hash: 0,
        };
        position.hash = position.zobrist_from_scratch();
        position
    }

    /// The Zobrist hash computed from nothing, to check the incremental one.
    pub fn zobrist_from_scratch(&self) -> u64 {
        let mut hash = 0;
        for p in 0..2 {
            for s in 0..4 {
                for sq in squares(self.pieces[p][s]) {
                    hash ^= zobrist::PIECE[p][s][sq.index()];
                }
            }
            for i in 0..self.stacks[p] as usize {
                hash ^= zobrist::RESERVE[p][i][self.reserve[p][i] as usize];
            }
        }
        if self.side == Player::Two {
            hash ^= zobrist::SIDE_TWO;
        }
        hash
    }

    /// The player to move.
    #[inline]
    pub fn side(&self) -> Player {
        self.side
    }

    /// The squares holding `player`'s piece of `size`, visible or covered.
    #[inline]
    pub fn pieces(&self, player: Player, size: Size) -> Bitboard {
        self.pieces[player.index()][size.index()]
    }

    /// The squares holding a piece of `size` of either colour.
    #[inline]
    pub(crate) fn occupied_by_size(&self) -> [Bitboard; 4] {
        let [w, b] = self.pieces;
        [w[0] | b[0], w[1] | b[1], w[2] | b[2], w[3] | b[3]]
    }

    /// The squares holding any piece.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        let o = self.occupied_by_size();
        o[0] | o[1] | o[2] | o[3]
    }

    /// The squares whose visible (top) piece belongs to `player`.
    #[inline]
    pub fn visible(&self, player: Player) -> Bitboard {
        self.visible_both()[player.index()]
    }

    /// The squares whose visible piece belongs to each player, by player index.
    #[inline]
    pub(crate) fn visible_both(&self) -> [Bitboard; 2] {
        let o = self.occupied_by_size();
        let above2 = o[3];
        let above1 = above2 | o[2];
        let above0 = above1 | o[1];
        let visible =
            |p: &[Bitboard; 4]| p[3] | (p[2] & !above2) | (p[1] & !above1) | (p[0] & !above0);
        [visible(&self.pieces[0]), visible(&self.pieces[1])]
    }

    /// The pieces on `square`, bottom to top (the last one is visible).
    pub fn stack(&self, square: Square) -> impl Iterator<Item = Piece> + '_ {
        Size::ALL.into_iter().filter_map(move |size| {
            Player::BOTH
                .into_iter()
                .find(|&owner| self.pieces(owner, size) & square.bit() != 0)
                .map(|owner| Piece { owner, size })
        })
    }

    /// The visible piece on `square`, if any.
    pub fn top(&self, square: Square) -> Option<Piece> {
        self.stack(square).last()
    }

    /// The size of the visible piece on an occupied square (index 0..=3).
    #[inline]
    pub(crate) fn top_size_index(&self, square: Square) -> usize {
        let o = self.occupied_by_size();
        let bit = square.bit();
        if o[3] & bit != 0 {
            3
        } else if o[2] & bit != 0 {
            2
        } else if o[1] & bit != 0 {
            1
        } else {
            0
        }
    }

    /// How many pieces are left in each of `player`'s external stacks, largest first (one
    /// entry per stack the player started with; an emptied stack shows 0).
    pub fn external_stacks(&self, player: Player) -> &[u8] {
        let p = player.index();
        &self.reserve[p][..self.stacks[p] as usize]
    }

    /// How many external stacks `player` started with (3, or 1 or 2 under a handicap).
    pub fn stack_count(&self, player: Player) -> u8 {
        self.stacks[player.index()]
    }

    /// How many of `player`'s pieces are on the board, covered or not.
    pub fn pieces_on_board(&self, player: Player) -> u32 {
        self.pieces[player.index()]
            .iter()
            .map(|bb| bb.count_ones())
            .sum()
    }

    /// How many of `player`'s pieces are still in their external stacks.
    pub fn pieces_off_board(&self, player: Player) -> u32 {
        self.external_stacks(player)
            .iter()
            .map(|&n| u32::from(n))
            .sum()
    }

    /// The winner by a line of four, if a line shows. The player to move is checked first:
    /// their line can only have appeared by the previous mover lifting a piece off it (a
    /// move never puts a piece of the other colour on the board), so it is a reveal and
    /// wins even if the mover also made a line. A line of the player who just moved is
    /// [`WinReason::LineOfFour`].
    #[inline]
    pub fn line_winner(&self) -> Option<Outcome> {
        let visible = self.visible_both();
        if !has_line_in_either(visible[0], visible[1]) {
            return None;
        }
        let side = self.side;
        if has_line(visible[side.index()]) {
            Some(Outcome::Win {
                winner: side,
                reason: WinReason::Reveal,
            })
        } else if has_line(visible[side.other().index()]) {
            Some(Outcome::Win {
                winner: side.other(),
                reason: WinReason::LineOfFour,
            })
        } else {
            None
        }
    }

    /// Plays a move generated for this position, keeping the hash up to date.
    #[inline]
    pub(crate) fn apply(&mut self, mv: Move) {
        let me = self.side.index();
        match mv {
            Move::Enter { size, to } => {
                let count = size.get();
                // Take from the last stack with this count: the counts stay sorted.
                let stacks = self.stacks[me] as usize;
                let mut i = stacks.saturating_sub(1);
                while i > 0 && self.reserve[me][i] != count {
                    i -= 1;
                }
                self.reserve[me][i] = count - 1;
                self.hash ^= zobrist::RESERVE[me][i][count as usize]
                    ^ zobrist::RESERVE[me][i][count as usize - 1];
                self.pieces[me][size.index()] |= to.bit();
                self.hash ^= zobrist::PIECE[me][size.index()][to.index()];
            }
            Move::Board { from, to } => {
                let s = self.top_size_index(from);
                self.pieces[me][s] ^= from.bit() | to.bit();
                self.hash ^=
                    zobrist::PIECE[me][s][from.index()] ^ zobrist::PIECE[me][s][to.index()];
            }
        }
        self.side = self.side.other();
        self.hash ^= zobrist::SIDE_TWO;
    }

    /// The empty squares.
    #[inline]
    pub fn empty_squares(&self) -> Bitboard {
        !self.occupied() & FULL
    }
}

/// `start gobblet [--stacks W,B] [--first white|black]`: 1 to 3 external stacks per side
/// (default 3,3) and White or Black to move first.
impl crate::start::StartWith for Gobblet {
    const OPTIONS: &'static [&'static str] = &["stacks", "first"];

    fn start_with(
        options: &[(&str, crate::start::OptionValue)],
    ) -> Result<Self, crate::start::StartError> {
        use crate::start::{not_an_option, OptionValue, StartError};
        let mut start = StartOptions::default();
        for (option, value) in options {
            match (*option, value) {
                ("stacks", OptionValue::Pair(white, black)) => {
                    start.white_stacks = *white;
                    start.black_stacks = *black;
                }
                ("first", OptionValue::Word(first)) => {
                    start.first = match first.to_ascii_lowercase().as_str() {
                        "white" | "w" => Player::One,
                        "black" | "b" => Player::Two,
                        _ => {
                            return Err(StartError::BadWord {
                                option: "first",
                                value: first.clone(),
                                expected: "white or black",
                            })
                        }
                    };
                }
                (other, _) => return Err(not_an_option(other)),
            }
        }
        Gobblet::start(start).map_err(|e| StartError::Refused(e.to_string()))
    }
}
