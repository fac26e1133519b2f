//! Zobrist keys: a fixed random 64-bit key per (owner, orientation, square) and per piece of
//! state, generated at compile time with SplitMix64 so they are the same on every device.

use super::orientation::Orientation;
use super::square::Square;
use crate::player::Player;
use crate::rng::SplitMix64;

const SQUARES: usize = 56; // the padded 8-wide layout, bit numbers 0–54
const BLOCK_KEYS: usize = 2 * 24 * SQUARES;

/// Key number `n`: the `n`-th draw (from 0) of SplitMix64 seeded with a fixed constant.
const fn key(n: usize) -> u64 {
    let mut rng = SplitMix64::new(
        0xDEB1_0C1E_0000_0001u64.wrapping_add((n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)),
    );
    rng.next_u64()
}

/// All keys: blocks first, then side to move, the variant, removed counts and block totals.
static KEYS: [u64; BLOCK_KEYS + 2 + 2 * 5 * 2] = {
    let mut keys = [0u64; BLOCK_KEYS + 2 + 2 * 5 * 2];
    let mut i = 0;
    while i < keys.len() {
        keys[i] = key(i);
        i += 1;
    }
    keys
};

/// The key of `owner`'s block standing on `square` in `orientation`.
#[inline]
pub(crate) fn block(owner: Player, orientation: Orientation, square: Square) -> u64 {
    KEYS[(owner.index() * 24 + orientation.index()) * SQUARES + square.bit_index()]
}

/// The key XORed in when Blue (seat two) is to move.
pub(crate) const BLUE_TO_MOVE: u64 = key(BLOCK_KEYS);

/// The key XORed in when the no-adjacent-blocks variant is on.
pub(crate) const NO_ADJACENT: u64 = key(BLOCK_KEYS + 1);

/// The key of `owner` having removed `count` blocks (0–4).
#[inline]
pub(crate) fn removed(owner: Player, count: u8) -> u64 {
    KEYS[BLOCK_KEYS + 2 + owner.index() * 5 + (count as usize).min(4)]
}

/// The key of `owner` playing with `count` blocks in all (1–4).
#[inline]
pub(crate) fn total(owner: Player, count: u8) -> u64 {
    KEYS[BLOCK_KEYS + 12 + owner.index() * 5 + (count as usize).min(4)]
}
