//! Zobrist keys for Gobblet positions, fixed at compile time so hashes are stable across runs
//! (the AI's tables and saved analyses can rely on them).

/// SplitMix64: a good spread of bits from a counter, usable in a `const` context.
const fn splitmix64(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The key of `seed`'s `n`-th entry.
const fn key(seed: u64, n: u64) -> u64 {
    splitmix64(seed.wrapping_mul(0x1000).wrapping_add(n))
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
