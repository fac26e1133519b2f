//! Legal move generation: entering from the external stacks and moving pieces on the board.
//!
//! Once generated, every move is legal: there is no check that could fail afterwards, so
//! generation is a handful of bitboard operations per piece, with no allocation.

use super::moves::Move;
use super::position::Gobblet;
use super::size::Size;
use super::square::{squares, Bitboard, LINES};

/// The squares a move may land on, per size of the moving piece.
struct Targets {
    /// The empty squares.
    empty: Bitboard,
    /// `[size index]`: squares whose visible piece is smaller than that size.
    smaller: [Bitboard; 4],
    /// `[size index]`: squares whose visible piece has that size.
    top: [Bitboard; 4],
    /// Opponent's visible pieces that an entering piece may gobble (lines of three).
    gobble: Bitboard,
}

impl Gobblet {
    fn targets(&self) -> Targets {
        let o = self.occupied_by_size();
        let all = o[0] | o[1] | o[2] | o[3];
        let top = [
            o[0] & !(o[1] | o[2] | o[3]),
            o[1] & !(o[2] | o[3]),
            o[2] & !o[3],
            o[3],
        ];
        let visible = self.visible_both();
        Targets {
            empty: !all,
            smaller: [0, top[0], top[0] | top[1], top[0] | top[1] | top[2]],
            top,
            gobble: gobble_targets(visible[self.side.other().index()]),
        }
    }

    /// Calls `f` with each legal move, each once, assuming no line of four shows (the caller
    /// checks [`Gobblet::line_winner`] first).
    #[inline]
    pub(crate) fn for_each_move(&self, mut f: impl FnMut(Move)) {
        let t = self.targets();
        let me = self.side.index();
        // Enter: one move per distinct top size (the counts are sorted, so equal ones are
        // neighbours), onto an empty square or an opponent's piece of a line of three that is
        // smaller.
        let mut previous = 0;
        for &count in self.external_stacks(self.side) {
            if count == previous {
                continue;
            }
            previous = count;
            if let Some(size) = Size::new(count) {
                let targets = t.empty | (t.gobble & t.smaller[size.index()]);
                for to in squares(targets) {
                    f(Move::Enter { size, to });
                }
            }
        }
        // Move on the board: each visible piece of the mover, to an empty square or onto any
        // smaller visible piece, never back to the square it was lifted from.
        for s in 0..4 {
            let targets = t.empty | t.smaller[s];
            for from in squares(self.pieces[me][s] & t.top[s]) {
                for to in squares(targets & !from.bit()) {
                    f(Move::Board { from, to });
                }
            }
        }
    }

    /// The number of moves [`Gobblet::for_each_move`] would generate, counted with a few
    /// popcounts and without generating them (perft's last ply); assumes no line shows.
    #[inline]
    pub(crate) fn count_moves(&self) -> u32 {
        let t = self.targets();
        let me = self.side.index();
        let mut n = 0;
        let mut previous = 0;
        for &count in self.external_stacks(self.side) {
            if count == previous {
                continue;
            }
            previous = count;
            if let Some(size) = Size::new(count) {
                n += (t.empty | (t.gobble & t.smaller[size.index()])).count_ones();
            }
        }
        for s in 0..4 {
            let targets = t.empty | t.smaller[s];
            let from = self.pieces[me][s] & t.top[s];
            n += from.count_ones() * targets.count_ones() - (from & targets).count_ones();
        }
        n
    }

    /// Whether [`Gobblet::for_each_move`] would generate any move (assumes no line shows).
    /// With an empty square the answer is nearly always yes and needs no generation: a
    /// reserve piece can enter there, and a visible piece of the mover can move there (an
    /// empty square is never the one it is lifted from). Otherwise the moves are counted.
    #[inline]
    pub(crate) fn has_move(&self) -> bool {
        let me = self.side.index();
        let has_piece = self.reserve[me][0] > 0 || self.visible(self.side) != 0;
        (self.empty_squares() != 0 && has_piece) || self.count_moves() > 0
    }

    /// The number of legal moves: 0 when the game is over.
    #[inline]
    pub fn count_legal_moves(&self) -> u32 {
        if self.line_winner().is_some() {
            0
        } else {
            self.count_moves()
        }
    }
}

/// The opponent's visible pieces that stand in a line where the opponent shows exactly three
/// pieces (the fourth square is then empty or shows the mover's piece).
#[inline]
pub(crate) fn gobble_targets(opponent_visible: Bitboard) -> Bitboard {
    let mut gobble = 0;
    for line in LINES {
        let mine = opponent_visible & line;
        if mine.count_ones() == 3 {
            gobble |= mine;
        }
    }
    gobble
}
