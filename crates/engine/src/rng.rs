//! The one seeded random number generator of the project: SplitMix64.
//!
//! SplitMix64 (Steele, Lea and Flood, 2014; the generator Java's `SplittableRandom` uses)
//! keeps one 64-bit state, adds the constant `0x9E3779B97F4A7C15` per draw and mixes the
//! result. It is defined entirely here, so a seed gives the same result on every device and
//! in every version of the app: Deblockle's setups ([`SplitMix64::below`]), the Zobrist keys,
//! and the computer's noise, openings and matches ([`SplitMix64::symmetric`],
//! [`SplitMix64::choose`]).
//!
//! Two ways of turning a draw into a number in `0..n` are kept, because published seeds
//! depend on each: [`SplitMix64::below`] (modulo with rejection — the setups) and
//! [`SplitMix64::scaled`] (multiply and shift, one draw each — the computer's choices).

/// A seeded SplitMix64 generator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator whose draws are fixed by `seed`.
    pub const fn new(seed: u64) -> Self {
        SplitMix64 { state: seed }
    }

    /// The next 64 random bits.
    pub const fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform number in `0..n` (0 if `n` is 0), without modulo bias: draws that fall in
    /// the incomplete last block of `n` values are drawn again. Deblockle's rolls and
    /// arrangements use it.
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        let zone = u64::MAX - (u64::MAX % n);
        loop {
            let x = self.next_u64();
            if x < zone {
                return x % n;
            }
        }
    }

    /// A number in `0..n` (0 if `n` is 0) from exactly one draw, by multiplying the draw by
    /// `n` and keeping the high 64 bits (bias at most `n / 2^64`). The computer's choices use
    /// it, through [`SplitMix64::symmetric`] and [`SplitMix64::choose`].
    pub fn scaled(&mut self, n: u64) -> u64 {
        if n == 0 {
            0
        } else {
            ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
        }
    }

    /// A number in `-amplitude..=amplitude` (0 for a negative amplitude), from one draw.
    pub fn symmetric(&mut self, amplitude: i32) -> i32 {
        let a = amplitude.max(0);
        self.scaled(2 * a as u64 + 1) as i32 - a
    }

    /// An element of `items` chosen from one draw, if there is one.
    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        items.get(self.scaled(items.len() as u64) as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_published_splitmix64_sequence() {
        // Reference values of SplitMix64 seeded with 1234567 (from the original C code).
        let mut rng = SplitMix64::new(1234567);
        assert_eq!(rng.next_u64(), 6457827717110365317);
        assert_eq!(rng.next_u64(), 3203168211198807973);
        assert_eq!(rng.next_u64(), 9817491932198370423);
    }

    #[test]
    fn below_stays_in_range_and_reaches_every_value() {
        let mut rng = SplitMix64::new(7);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            let x = rng.below(6);
            seen[x as usize] += 1;
        }
        assert!(seen.iter().all(|&n| n > 800), "{seen:?}");
        assert_eq!(rng.below(0), 0);
        assert_eq!(rng.below(1), 0);
    }

    #[test]
    fn same_seed_same_sequence_and_ranges_hold() {
        let mut a = SplitMix64::new(7);
        let mut b = SplitMix64::new(7);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
            let x = a.scaled(6);
            assert!(x < 6);
            let s = a.symmetric(10);
            assert!((-10..=10).contains(&s));
            b.scaled(6);
            b.symmetric(10);
        }
        assert_eq!(a.scaled(0), 0);
        assert!(a.choose::<u8>(&[]).is_none());
    }

    #[test]
    fn the_computers_choices_take_one_draw_each_by_multiply_and_shift() {
        // The fixed-seed matches and levels depend on this mapping: pin it to the raw draws.
        let mut raw = SplitMix64::new(42);
        let mut rng = SplitMix64::new(42);
        let items = [10, 20, 30, 40, 50, 60, 70];
        for _ in 0..200 {
            let draw = u128::from(raw.next_u64());
            let expected = items[((draw * 7) >> 64) as usize];
            assert_eq!(rng.choose(&items), Some(&expected));
            let draw = u128::from(raw.next_u64());
            assert_eq!(rng.symmetric(3), ((draw * 7) >> 64) as i32 - 3);
        }
    }
}
