//! Zobrist keys for Gobblet positions, fixed at compile time so hashes are stable across runs
//! (the AI's tables and saved analyses can rely on them).

use crate::rng::SplitMix64;

/// The key of `seed`'s `n`-th entry: the first draw of SplitMix64 seeded with a counter, a
/// good spread of bits usable in a `const` context.
const fn key(seed: u64, n: u64) -> u64 {
    SplitMix64::new(seed.wrapping_mul(0x1000).wrapping_add(n)).next_u64()
}

/// A key per piece on a square: `[player][size index][square]`.
pub(crate) const PIECE: [[[u64; 16]; 4]; 2] = {
    let mut keys = [[[0; 16]; 4]; 2];
    let mut p = 0;
    while p < 2 {
        let mut s = 0;
        while s < 4 {
            let mut sq = 0;
            while sq < 16 {
                keys[p][s][sq] = key(1, (p * 64 + s * 16 + sq) as u64);
                sq += 1;
            }
            s += 1;
        }
        p += 1;
    }
    keys
};

/// A key per external stack and the number of pieces left in it:
/// `[player][stack index][count]`.
pub(crate) const RESERVE: [[[u64; 5]; 3]; 2] = {
    let mut keys = [[[0; 5]; 3]; 2];
    let mut p = 0;
    while p < 2 {
        let mut i = 0;
        while i < 3 {
            let mut c = 0;
            while c < 5 {
                keys[p][i][c] = key(2, (p * 15 + i * 5 + c) as u64);
                c += 1;
            }
            i += 1;
        }
        p += 1;
    }
    keys
};

/// Present when seat two (Black) is to move.
pub(crate) const SIDE_TWO: u64 = key(3, 0);
