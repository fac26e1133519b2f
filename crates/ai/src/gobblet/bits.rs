//! Bit tricks for the Gobblet evaluation: every line's pieces at once, and weighted piece
//! counts without one popcount per bitboard (the release build targets plain x86-64, which
//! has no popcount instruction: each `count_ones` is a dozen instructions).

use engine::gobblet::{Bitboard, LINES};

/// The pieces of `bb` in each of the ten lines of [`LINES`], line `i` in the 4 bits at
/// `4 * i` (which of the line's squares is which bit differs by line: only how many are set
/// matters). Ranks are the bitboard's nibbles as they are; files are the nibbles of the
/// transposed board (two delta swaps); the diagonals are gathered by a multiplication
/// (a1-b2-c3-d4: bits 0, 5, 10, 15 land on 12..=15 without carries) and by shifts.
#[inline]
pub(super) fn line_nibbles(bb: Bitboard) -> u64 {
    let mut t = bb;
    let swap = (t ^ (t >> 3)) & 0x0A0A;
    t ^= swap ^ (swap << 3);
    let swap = (t ^ (t >> 6)) & 0x00CC;
    t ^= swap ^ (swap << 6);
    let diagonal = ((u32::from(bb & LINES[8]) * 0x1111) >> 12) & 0xF;
    let anti = (bb >> 3 & 1) | (bb >> 5 & 2) | (bb >> 7 & 4) | (bb >> 9 & 8);
    u64::from(bb) | u64::from(t) << 16 | u64::from(diagonal) << 32 | u64::from(anti) << 36
}

/// For one line, indexed by the side to move's nibble of it (low 4 bits) and the
/// opponent's (high 4 bits), as [`line_nibbles`] gives them: the open-line score for the
/// side to move, times 4, plus 1 if the side to move shows three there and 2 if the
/// opponent does. Filled by [`line_table`] from the evaluation's open-line weights.
pub(super) type LineTable = [i16; 256];

/// The [`LineTable`] of `open` (the worth of an open line by how many pieces it holds).
pub(super) const fn line_table(open: [i32; 3]) -> LineTable {
    let mut table = [0; 256];
    let mut i: usize = 0;
    while i < 256 {
        let mine = (i & 0xF).count_ones() as usize;
        let theirs = (i >> 4).count_ones() as usize;
        let mut score = 0;
        if theirs == 0 && mine < 3 {
            score += open[mine];
        }
        if mine == 0 && theirs < 3 {
            score -= open[theirs];
        }
        let flags = (mine == 3) as i32 | ((theirs == 3) as i32) << 1;
        table[i] = (score * 4 + flags) as i16;
        i += 1;
    }
    table
}

/// `weights[0] * count(boards[0]) + … + weights[3] * count(boards[3])`, with one popcount of
/// the four boards side by side in 16-bit lanes, and one multiplication for the sum (the top
/// lane of the product; lanes never carry, as each product is below 2^16).
#[inline]
pub(super) fn weighted_count(boards: [Bitboard; 4], weights: [i32; 4]) -> i32 {
    let mut x = u64::from(boards[0])
        | u64::from(boards[1]) << 16
        | u64::from(boards[2]) << 32
        | u64::from(boards[3]) << 48;
    x -= (x >> 1) & 0x5555_5555_5555_5555;
    x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
    x = (x + (x >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
    x = (x + (x >> 8)) & 0x00FF_00FF_00FF_00FF;
    let w = weights.map(|w| w as u64 & 0xFFFF);
    let multiplier = w[3] | w[2] << 16 | w[1] << 32 | w[0] << 48;
    (x.wrapping_mul(multiplier) >> 48) as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rng;

    #[test]
    fn line_nibbles_count_every_line_of_every_bitboard() {
        for bb in 0..=u16::MAX {
            let nibbles = line_nibbles(bb);
            for (i, &line) in LINES.iter().enumerate() {
                let got = (nibbles >> (4 * i) & 0xF).count_ones();
                assert_eq!(got, (bb & line).count_ones(), "{bb:#06x} line {i}");
            }
        }
    }

    #[test]
    fn weighted_counts_equal_the_sum_of_popcounts() {
        let mut rng = Rng::new(24);
        for _ in 0..10_000 {
            let boards = [0; 4].map(|_: u8| rng.next_u64() as u16);
            let weights = [0; 4].map(|_: u8| rng.below(16) as i32);
            let sum: i32 = (0..4)
                .map(|i| weights[i] * boards[i].count_ones() as i32)
                .sum();
            assert_eq!(weighted_count(boards, weights), sum);
        }
        assert_eq!(weighted_count([u16::MAX; 4], [15; 4]), 4 * 16 * 15);
    }
}
