//! The transposition table: search results keyed by Zobrist hash, allocated once.

use crate::score::MATE_BOUND;

/// What a stored score says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is exact.
    Exact,
    /// The true value is at least the score (a beta cut-off).
    Lower,
    /// The true value is at most the score (no move reached alpha).
    Upper,
}

/// One stored search result.
#[derive(Clone, Copy, Debug)]
pub struct Entry<M> {
    /// The full Zobrist hash, to tell apart positions that share a slot.
    pub key: u64,
    /// The best (or refuting) move found, searched first next time.
    pub mv: Option<M>,
    /// The score, with forced results counted from this node (see [`to_tt`]).
    pub score: i32,
    /// The remaining depth the score was searched to.
    pub depth: i16,
    /// What kind of bound the score is.
    pub bound: Bound,
    /// The search (generation) that stored it, so that old entries are replaced first.
    pub generation: u8,
}

/// A fixed-size table of buckets of two slots: the first keeps the deepest recent result,
/// the second always takes the newest. It never grows after [`TranspositionTable::new`].
pub struct TranspositionTable<M> {
    slots: Vec<Option<Entry<M>>>,
    mask: usize,
    generation: u8,
}

impl<M: Copy> TranspositionTable<M> {
    /// A table of about `megabytes` MiB (at least 1024 slots; a power of two of buckets).
    pub fn new(megabytes: usize) -> Self {
        let slot = std::mem::size_of::<Option<Entry<M>>>().max(1);
        let wanted = (megabytes.max(1) * 1024 * 1024 / slot / 2).max(512);
        let buckets = if wanted.is_power_of_two() {
            wanted
        } else {
            wanted.next_power_of_two() / 2
        };
        TranspositionTable {
            slots: vec![None; buckets * 2],
            mask: buckets - 1,
            generation: 0,
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = None);
        self.generation = 0;
    }

    /// Starts a new search: entries of earlier searches become the first to be replaced.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    fn bucket(&self, key: u64) -> usize {
        // The high bits index the table; the full key is kept to verify a hit.
        ((key >> 17) as usize & self.mask) * 2
    }

    /// The stored result for `key`, if there is one.
    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        let b = self.bucket(key);
        self.slots[b..b + 2]
            .iter()
            .flatten()
            .find(|e| e.key == key)
            .copied()
    }

    /// Stores a result: into the deep slot if it is empty, the same position, from an older
    /// search or not deeper; otherwise into the always-replace slot. A result without a move
    /// keeps the move already stored for the same position.
    pub fn store(&mut self, key: u64, mv: Option<M>, score: i32, depth: i32, bound: Bound) {
        let b = self.bucket(key);
        let generation = self.generation;
        let depth = depth.clamp(i16::MIN as i32, i16::MAX as i32) as i16;
        let deep = self.slots[b];
        let index = match deep {
            None => b,
            Some(e) if e.key == key || e.generation != generation || e.depth <= depth => b,
            Some(_) => b + 1,
        };
        let old_move = self.slots[index]
            .filter(|e| e.key == key)
            .and_then(|e| e.mv);
        self.slots[index] = Some(Entry {
            key,
            mv: mv.or(old_move),
            score,
            depth,
            bound,
            generation,
        });
    }
}

/// A score as stored: forced results counted from the node, not from the root.
pub fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// A stored score read back at `ply` plies from the root.
pub fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_results_are_found_and_deep_ones_survive_shallow_collisions() {
        let mut tt: TranspositionTable<u16> = TranspositionTable::new(1);
        let a = 0x1234_5678_9abc_def0;
        tt.store(a, Some(7), 55, 6, Bound::Exact);
        let e = tt.probe(a).expect("stored");
        assert_eq!(
            (e.mv, e.score, e.depth, e.bound),
            (Some(7), 55, 6, Bound::Exact)
        );
        assert!(tt.probe(a ^ 1).is_none());
        // Same bucket, different key, shallower: goes to the second slot.
        tt.store(a ^ 1, Some(3), 1, 2, Bound::Lower);
        assert_eq!(tt.probe(a).map(|e| e.depth), Some(6));
        assert_eq!(tt.probe(a ^ 1).map(|e| e.mv), Some(Some(3)));
        // A result without a move keeps the old move.
        tt.store(a, None, 60, 7, Bound::Upper);
        assert_eq!(tt.probe(a).map(|e| e.mv), Some(Some(7)));
        tt.clear();
        assert!(tt.probe(a).is_none());
    }

    #[test]
    fn forced_scores_are_stored_relative_to_the_node() {
        let s = crate::Score::win_in_plies(5).0;
        assert_eq!(from_tt(to_tt(s, 3), 3), s);
        assert_eq!(from_tt(to_tt(s, 3), 1), s + 2);
        assert_eq!(to_tt(40, 9), 40);
    }
}
