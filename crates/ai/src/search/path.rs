//! The hashes of the game so far and of the line being searched, for repetitions, with a
//! filter that answers "not a repetition" at once for nearly every node.

/// How far back along the line repetitions are looked for.
pub(super) const REPETITION_WINDOW: usize = 64;

/// Counters, indexed by a hash's low bits: how many hashes on the path have those bits. A
/// power of two, small enough to stay in the first-level cache.
const FILTER_SIZE: usize = 4096;

/// The path from the game's start (its last [`REPETITION_WINDOW`] positions) to the node
/// being searched. Each position on it is also counted in a small filter: a position whose
/// counter is zero was not seen, and most nodes are answered that way without scanning the
/// path. The answer is always the scan's.
pub(super) struct Path {
    hashes: Vec<u64>,
    /// Never above the path's length, which stays below [`REPETITION_WINDOW`] plus the
    /// deepest line (a few hundred at most), far below `u16::MAX`.
    filter: Vec<u16>,
}

impl Path {
    /// An empty path.
    pub(super) fn new() -> Self {
        Path {
            hashes: Vec::with_capacity(1024),
            filter: vec![0; FILTER_SIZE],
        }
    }

    /// Starts again from the end of `history` (the game's hashes, oldest first).
    pub(super) fn reset(&mut self, history: &[u64]) {
        for &hash in &self.hashes {
            self.filter[slot(hash)] -= 1;
        }
        self.hashes.clear();
        let keep = history.len().saturating_sub(REPETITION_WINDOW);
        for &hash in &history[keep..] {
            self.push(hash);
        }
    }

    /// Enters a position (before searching its moves).
    #[inline]
    pub(super) fn push(&mut self, hash: u64) {
        self.hashes.push(hash);
        self.filter[slot(hash)] += 1;
    }

    /// Leaves the position entered last.
    #[inline]
    pub(super) fn pop(&mut self) {
        if let Some(hash) = self.hashes.pop() {
            self.filter[slot(hash)] -= 1;
        }
    }

    /// Whether the position `hash`, with the side to move to move, occurred on the path
    /// within the last [`REPETITION_WINDOW`] positions: every second one back, the same side
    /// to move.
    #[inline]
    pub(super) fn is_repetition(&self, hash: u64) -> bool {
        if self.filter[slot(hash)] == 0 {
            return false;
        }
        let n = self.hashes.len();
        let window = n.min(REPETITION_WINDOW);
        (2..=window)
            .step_by(2)
            .any(|back| self.hashes[n - back] == hash)
    }
}

#[inline]
fn slot(hash: u64) -> usize {
    hash as usize & (FILTER_SIZE - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The scan alone, without the filter.
    fn scan(hashes: &[u64], hash: u64) -> bool {
        let n = hashes.len();
        (2..=n.min(REPETITION_WINDOW))
            .step_by(2)
            .any(|back| hashes[n - back] == hash)
    }

    #[test]
    fn the_filter_never_changes_the_answer() {
        let mut rng = crate::Rng::new(7);
        // Few distinct hashes, many sharing a filter slot: repetitions, near misses and
        // positions beyond the window all occur.
        let mut draw = || rng.below(40) * (FILTER_SIZE as u64 / 4) + rng.below(3);
        let history: Vec<u64> = (0..100).map(|_| draw()).collect();
        let mut path = Path::new();
        for round in 0..3 {
            path.reset(&history[..30 * round + 10]);
            for step in 0..2000 {
                if step % 3 == 2 && path.hashes.len() > 1 {
                    path.pop();
                } else {
                    path.push(draw());
                }
                let probe = draw();
                assert_eq!(path.is_repetition(probe), scan(&path.hashes, probe));
            }
        }
        // Popped and reset, every counter went back to what the path holds.
        path.reset(&[]);
        assert!(path.filter.iter().all(|&c| c == 0));
    }
}
