//! A small seeded random number generator (SplitMix64) for noise, openings and setups.

/// A deterministic pseudo-random generator: the same seed gives the same sequence on every
/// device, so levels and matches are reproducible.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub const fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// A generator seeded from the clock, for play where reproducibility does not matter.
    pub fn from_time() -> Self {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        Rng(nanos ^ 0x9e37_79b9_7f4a_7c15)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A uniform number in `0..n` (`n > 0`; 0 when `n == 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            0
        } else {
            ((self.next_u64() as u128 * n as u128) >> 64) as u64
        }
    }

    /// A uniform number in `-amplitude..=amplitude`.
    pub fn symmetric(&mut self, amplitude: i32) -> i32 {
        let a = amplitude.max(0) as u64;
        self.below(2 * a + 1) as i32 - amplitude.max(0)
    }

    /// A uniformly chosen element of `items`, if there is one.
    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        items.get(self.below(items.len() as u64) as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_sequence_and_ranges_hold() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
            let x = a.below(6);
            assert!(x < 6);
            let s = a.symmetric(10);
            assert!((-10..=10).contains(&s));
            b.below(6);
            b.symmetric(10);
        }
        assert_eq!(a.below(0), 0);
        assert!(a.choose::<u8>(&[]).is_none());
    }
}
