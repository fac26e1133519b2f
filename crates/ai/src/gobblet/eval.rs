//! The Gobblet evaluation: lines, sizes on top, threats of three, what is covered
//! underneath, and the reserves.

use engine::gobblet::{Bitboard, Gobblet, Move, Size, LINES};

use crate::eval::Evaluator;

use super::bits::{line_nibbles, line_table, weighted_count, LineTable};

/// Worth of a line holding only one side's visible pieces, by how many it holds (0–2; three
/// are threats, scored apart). A line nobody else is in is a line that can still be made.
const OPEN_LINE: [i32; 3] = [0, 3, 12];
/// Worth of a visible piece by size: big pieces on top cannot be covered by smaller ones
/// (a visible 4 is there for good) and can gobble what they move onto.
const TOP: [i32; 4] = [2, 4, 7, 11];
/// Worth, by its size, of an opponent piece trapped under one of ours: it cannot move or
/// count for a line while we stay on it.
const TRAPPED: [i32; 4] = [3, 5, 8, 12];
/// Worth of an external stack by the size of its top piece: a big piece in reserve can be
/// entered anywhere, or gobble into an opponent's three in a line.
const RESERVE_TOP: [i32; 5] = [0, 1, 2, 3, 5];
/// The side to move wins on this move (a three it can complete): far ahead, yet below a
/// proven win, which only the search gives.
const WIN_NOW: i32 = 2_000;
/// One three of the opponent that the side to move must answer at once.
const MUST_ANSWER: i32 = 60;
/// Two or more threes of the opponent completed on different squares: one answer rarely
/// stops both.
const DOUBLE_THREAT: i32 = 450;
/// Threes of the side to move that it cannot complete now still tie the opponent down.
const PENDING_THREE: i32 = 25;
/// Having the move.
const TEMPO: i32 = 10;
/// The open-line score and the threes of each pair of nibbles of a line.
const LINE_TABLE: LineTable = line_table(OPEN_LINE);

/// The Gobblet evaluation (see the constants for each term).
#[derive(Clone, Copy, Debug, Default)]
pub struct GobbletEval;

/// What the evaluation needs of a position, computed once from its eight bitboards. Index
/// 0 is the side to move, 1 the opponent.
struct View {
    /// Each side's pieces by size index, visible or covered.
    pieces: [[Bitboard; 4]; 2],
    /// Visible pieces of each side.
    visible: [Bitboard; 2],
    /// Squares whose top piece has size index 0..=3.
    top: [Bitboard; 4],
    /// Size of the side to move's largest external-stack top: 0 if its stacks are empty
    /// (they are kept sorted, largest first).
    reserve_max: u8,
}

impl View {
    fn new(p: &Gobblet) -> View {
        let me = p.side();
        let sides = [me, me.other()];
        let pieces = sides.map(|s| Size::ALL.map(|size| p.pieces(s, size)));
        let occ: [Bitboard; 4] = [0, 1, 2, 3].map(|i| pieces[0][i] | pieces[1][i]);
        let top = [
            occ[0] & !(occ[1] | occ[2] | occ[3]),
            occ[1] & !(occ[2] | occ[3]),
            occ[2] & !occ[3],
            occ[3],
        ];
        let visible = [0, 1].map(|i| {
            (pieces[i][0] & top[0])
                | (pieces[i][1] & top[1])
                | (pieces[i][2] & top[2])
                | (pieces[i][3] & top[3])
        });
        View {
            pieces,
            visible,
            top,
            reserve_max: p.external_stacks(me).first().copied().unwrap_or(0),
        }
    }

    /// Size index (0..=3) of the top piece on the single square `bit`.
    fn top_size(&self, bit: Bitboard) -> usize {
        (0..4).find(|&s| self.top[s] & bit != 0).unwrap_or(0)
    }

    /// The largest visible piece of side `i` outside `line`, as a size index, if any.
    fn largest_outside(&self, i: usize, line: Bitboard) -> Option<usize> {
        let free = self.visible[i] & !line;
        (0..4).rev().find(|&s| self.top[s] & free != 0)
    }

    /// Whether the side to move can complete a line of four on this move: a three whose
    /// fourth square is empty (any reserve piece, or a board piece from elsewhere, goes
    /// there), or shows a smaller opponent piece that a board piece from elsewhere can
    /// gobble — or a reserve piece, when that opponent piece is itself in a three (one of
    /// `their_threes`, the squares of the lines where the opponent shows three).
    fn wins_now(&self, line: Bitboard, their_threes: Bitboard) -> bool {
        let fourth = line & !self.visible[0];
        if self.visible[1] & fourth == 0 {
            return self.reserve_max > 0 || self.largest_outside(0, line).is_some();
        }
        let under = self.top_size(fourth);
        self.largest_outside(0, line).is_some_and(|s| s > under)
            || (self.reserve_max as usize > under + 1 && their_threes & fourth != 0)
    }
}

impl Evaluator<Gobblet> for GobbletEval {
    fn evaluate(&self, p: &Gobblet) -> i32 {
        let v = View::new(p);
        let mut score = TEMPO;
        // Lines and threes.
        let mut threat_squares = [0 as Bitboard; 2];
        let mut win_now = false;
        // Every line's open-line score, and its threes as two bits per line (rare: looked
        // at only when some line has one).
        let (mut mine, mut theirs) = (line_nibbles(v.visible[0]), line_nibbles(v.visible[1]));
        let mut threes = 0u32;
        for i in 0..LINES.len() {
            let entry = LINE_TABLE[((mine & 0xF) | (theirs & 0xF) << 4) as usize];
            score += i32::from(entry >> 2);
            threes |= ((entry & 3) as u32) << (2 * i);
            (mine, theirs) = (mine >> 4, theirs >> 4);
        }
        if threes != 0 {
            // Only the lines flagged are visited, the opponent's first: whether a square
            // is in one of its threes is part of `wins_now`.
            let line = |bits: u32| LINES[(bits.trailing_zeros() / 2) as usize];
            let mut their_threes: Bitboard = 0;
            let mut bits = threes & 0xA_AAAA;
            while bits != 0 {
                their_threes |= line(bits);
                bits &= bits - 1;
            }
            threat_squares[1] = their_threes & !v.visible[1];
            let mut bits = threes & 0x5_5555;
            while bits != 0 {
                threat_squares[0] |= line(bits) & !v.visible[0];
                win_now = win_now || v.wins_now(line(bits), their_threes);
                bits &= bits - 1;
            }
        }
        if win_now {
            score += WIN_NOW;
        }
        score += PENDING_THREE * threat_squares[0].count_ones() as i32;
        score -= match threat_squares[1].count_ones() {
            0 => 0,
            1 => MUST_ANSWER,
            _ => DOUBLE_THREAT,
        };
        // Sizes on top, and opponent pieces trapped underneath.
        let on_top = |i: usize| v.top.map(|top| top & v.visible[i]);
        score += weighted_count(on_top(0), TOP) - weighted_count(on_top(1), TOP);
        let trapped_by = |i: usize| v.pieces[1 - i].map(|pieces| pieces & v.visible[i]);
        score += weighted_count(trapped_by(0), TRAPPED) - weighted_count(trapped_by(1), TRAPPED);
        // Reserves.
        let me = p.side();
        for (sign, side) in [(1, me), (-1, me.other())] {
            score += sign
                * p.external_stacks(side)
                    .iter()
                    .map(|&n| RESERVE_TOP[n as usize])
                    .sum::<i32>();
        }
        score
    }

    /// Moves onto a square of a three (to complete it, or to block or gobble the
    /// opponent's) are searched first, the largest pieces first.
    fn move_hints(&self, p: &Gobblet, moves: &[Move], hints: &mut [i32]) {
        let [mut me, mut them] =
            [p.side(), p.side().other()].map(|side| line_nibbles(p.visible(side)));
        let mut hot: Bitboard = 0;
        for &line in &LINES {
            if LINE_TABLE[((me & 0xF) | (them & 0xF) << 4) as usize] & 3 != 0 {
                hot |= line;
            }
            (me, them) = (me >> 4, them >> 4);
        }
        if hot == 0 {
            hints.fill(0);
            return;
        }
        for (mv, hint) in moves.iter().zip(hints.iter_mut()) {
            *hint = if hot & mv.to().bit() != 0 {
                100 + match mv {
                    Move::Enter { size, .. } => size.get() as i32,
                    Move::Board { .. } => 5,
                }
            } else {
                0
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use engine::Game;

    use super::*;
    use crate::Rng;

    /// The evaluation written plainly, one popcount per line and per board.
    fn plain_evaluate(p: &Gobblet) -> i32 {
        let v = View::new(p);
        let mut score = TEMPO;
        let mut threat_squares = [0 as Bitboard; 2];
        let mut win_now = false;
        let their_threes = LINES
            .iter()
            .filter(|&&l| (v.visible[1] & l).count_ones() == 3)
            .fold(0, |acc, &l| acc | l);
        for &line in &LINES {
            let mine = (v.visible[0] & line).count_ones() as usize;
            let theirs = (v.visible[1] & line).count_ones() as usize;
            if theirs == 0 && mine < 3 {
                score += OPEN_LINE[mine];
            }
            if mine == 0 && theirs < 3 {
                score -= OPEN_LINE[theirs];
            }
            if mine == 3 {
                threat_squares[0] |= line & !v.visible[0];
                win_now = win_now || v.wins_now(line, their_threes);
            }
            if theirs == 3 {
                threat_squares[1] |= line & !v.visible[1];
            }
        }
        if win_now {
            score += WIN_NOW;
        }
        score += PENDING_THREE * threat_squares[0].count_ones() as i32;
        score -= match threat_squares[1].count_ones() {
            0 => 0,
            1 => MUST_ANSWER,
            _ => DOUBLE_THREAT,
        };
        for s in 0..4 {
            let on_top = |i: usize| (v.top[s] & v.visible[i]).count_ones() as i32;
            score += TOP[s] * (on_top(0) - on_top(1));
            let trapped_by = |i: usize| (v.pieces[1 - i][s] & v.visible[i]).count_ones() as i32;
            score += TRAPPED[s] * (trapped_by(0) - trapped_by(1));
        }
        let me = p.side();
        for (sign, side) in [(1, me), (-1, me.other())] {
            score += sign
                * p.external_stacks(side)
                    .iter()
                    .map(|&n| RESERVE_TOP[n as usize])
                    .sum::<i32>();
        }
        score
    }

    /// The squares of the lines where either side shows three, counted plainly.
    fn plain_hot(p: &Gobblet) -> Bitboard {
        let me = p.visible(p.side());
        let them = p.visible(p.side().other());
        LINES
            .iter()
            .filter(|&&l| (me & l).count_ones() == 3 || (them & l).count_ones() == 3)
            .fold(0, |acc, &l| acc | l)
    }

    #[test]
    fn the_evaluation_and_hints_equal_their_plain_versions_along_random_games() {
        let mut rng = Rng::new(2024);
        let mut moves = Vec::new();
        let mut hints = Vec::new();
        let mut checked = 0;
        for _ in 0..300 {
            let mut p = Gobblet::standard();
            while p.outcome().is_none() && checked < 20_000 {
                assert_eq!(GobbletEval.evaluate(&p), plain_evaluate(&p), "{p:?}");
                p.legal_moves(&mut moves);
                hints.clear();
                hints.resize(moves.len(), 0);
                GobbletEval.move_hints(&p, &moves, &mut hints);
                let hot = plain_hot(&p);
                for (mv, &hint) in moves.iter().zip(&hints) {
                    assert_eq!(hint > 0, hot & mv.to().bit() != 0, "{p:?} {mv}");
                }
                checked += 1;
                let Some(&mv) = rng.choose(&moves) else { break };
                p.play(mv);
            }
        }
        assert!(checked > 10_000, "{checked} positions");
    }
}
