//! Sorting a node's keyed moves best first, as a stable sort by key would order them, with
//! the cheaper unstable sort of plain 64-bit words.

use super::Keyed;

/// Scratch space for [`KeySorter::sort`], kept by the searcher so that sorting allocates
/// nothing once the buffers have grown to a node's move count.
pub(super) struct KeySorter {
    /// One word per entry: its key, mapped so that larger keys sort first, above its
    /// position in the list.
    words: Vec<u64>,
    /// The entries as they were, to gather from in sorted order.
    copy: Vec<Keyed>,
}

impl KeySorter {
    /// Empty buffers.
    pub(super) fn new() -> Self {
        KeySorter {
            words: Vec::with_capacity(256),
            copy: Vec::with_capacity(256),
        }
    }

    /// Sorts `list` by key, largest first, entries of equal keys in their order in `list`:
    /// the order of `list.sort_by_key(|e| Reverse(e.0))`. Each entry's word holds its key
    /// and then its position, so the words are all different and their unstable sort has
    /// one answer, the stable one; sorting words is about half the work of the stable
    /// sort of the 12-byte entries.
    pub(super) fn sort(&mut self, list: &mut [Keyed]) {
        self.words.clear();
        self.words
            .extend(list.iter().enumerate().map(|(i, e)| word(e.0, i)));
        self.words.sort_unstable();
        self.copy.clear();
        self.copy.extend_from_slice(list);
        for (entry, &w) in list.iter_mut().zip(&self.words) {
            // The low half is a position in the list, which `copy` holds whole.
            *entry = self.copy[(w & 0xFFFF_FFFF) as usize];
        }
    }
}

/// The word of an entry with key `key` at position `position`: flipping the sign bit orders
/// keys as unsigned numbers, and the complement turns largest first into smallest first.
fn word(key: i32, position: usize) -> u64 {
    u64::from(!((key as u32) ^ 0x8000_0000)) << 32 | position as u64
}

#[cfg(test)]
mod tests {
    use std::cmp::Reverse;

    use super::*;
    use crate::Rng;

    #[test]
    fn the_order_is_the_stable_sorts_with_equal_and_extreme_keys() {
        let mut rng = Rng::new(11);
        let mut sorter = KeySorter::new();
        let extremes = [i32::MIN, i32::MIN + 1, -1, 0, 1, i32::MAX - 1, i32::MAX];
        for round in 0..2_000 {
            let n = rng.below(90) as usize;
            // Few distinct keys in most rounds, so that ties are common.
            let distinct = 1 + rng.below(if round % 2 == 0 { 4 } else { 1_000 });
            let list: Vec<Keyed> = (0..n)
                .map(|i| {
                    let key = if rng.below(5) == 0 {
                        extremes[rng.below(extremes.len() as u64) as usize]
                    } else {
                        rng.below(distinct) as i32 - 2
                    };
                    (key, i as u16, rng.below(7) as i32 - 3)
                })
                .collect();
            let mut expected = list.clone();
            expected.sort_by_key(|e| Reverse(e.0));
            let mut got = list;
            sorter.sort(&mut got);
            assert_eq!(got, expected, "round {round}");
        }
    }
}
