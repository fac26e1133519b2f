//! The transposition table: search results keyed by Zobrist hash, allocated once, shared
//! by the threads of a search.
//!
//! Lock-free and without `unsafe`: each slot is two [`AtomicU64`], the packed result and the
//! key xor the packed result. A reader that meets a slot half-written by another thread sees
//! a key that does not match and takes it for a miss, so a result is never mixed with
//! another position's. Moves are stored as their index in the position's list of legal moves
//! (the order the game generates them in, the same every time), so the table is the same
//! for every game.

use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};

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

impl Bound {
    fn bits(self) -> u64 {
        match self {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        }
    }

    fn from_bits(bits: u64) -> Option<Bound> {
        match bits {
            1 => Some(Bound::Exact),
            2 => Some(Bound::Lower),
            3 => Some(Bound::Upper),
            _ => None,
        }
    }
}

/// Moves at this index or later in the legal move list are stored without a move.
pub const MAX_MOVE_INDEX: u16 = (1 << MOVE_BITS) - 2;
const MOVE_BITS: u32 = 10;

/// One stored search result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The best (or refuting) move found, searched first next time: its index in the
    /// position's list of legal moves.
    pub mv: Option<u16>,
    /// The score, with forced results counted from this node (see [`to_tt`]).
    pub score: i32,
    /// The remaining depth the score was searched to.
    pub depth: i16,
    /// What kind of bound the score is.
    pub bound: Bound,
    /// The search (generation) that stored it, so that old entries are replaced first.
    pub generation: u8,
}

impl Entry {
    /// Packed in 64 bits, never 0 (the bound is never 0): move index + 1 (10 bits), score
    /// (16 bits, two's complement), depth (8 bits), bound (2 bits), generation (8 bits).
    fn pack(&self) -> u64 {
        let mv = self
            .mv
            .filter(|&i| i <= MAX_MOVE_INDEX)
            .map_or(0, |i| i as u64 + 1);
        // Scores stay within ±(MATE + plies) < 2^15: 16 bits hold them.
        let score = (self.score.clamp(i16::MIN as i32, i16::MAX as i32) as i16 as u16) as u64;
        let depth = self.depth.clamp(0, u8::MAX as i16) as u64;
        mv | score << 10 | depth << 26 | self.bound.bits() << 34 | (self.generation as u64) << 36
    }

    fn unpack(data: u64) -> Option<Entry> {
        let bound = Bound::from_bits(data >> 34 & 3)?;
        let mv = (data & ((1 << MOVE_BITS) - 1)) as u16;
        Some(Entry {
            mv: mv.checked_sub(1),
            score: (data >> 10 & 0xffff) as u16 as i16 as i32,
            depth: (data >> 26 & 0xff) as i16,
            bound,
            generation: (data >> 36 & 0xff) as u8,
        })
    }
}

/// One slot: the packed entry and the key xor the packed entry.
#[derive(Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

impl Slot {
    fn load(&self, key: u64) -> Option<Entry> {
        let data = self.data.load(Ordering::Relaxed);
        let check = self.check.load(Ordering::Relaxed);
        if data != 0 && check ^ data == key {
            Entry::unpack(data)
        } else {
            None
        }
    }

    /// The entry whatever its key (for replacement decisions), with whether it matches.
    fn peek(&self, key: u64) -> Option<(Entry, bool)> {
        let data = self.data.load(Ordering::Relaxed);
        let check = self.check.load(Ordering::Relaxed);
        Entry::unpack(data).map(|e| (e, check ^ data == key))
    }

    fn save(&self, key: u64, entry: &Entry) {
        let data = entry.pack();
        self.check.store(key ^ data, Ordering::Relaxed);
        self.data.store(data, Ordering::Relaxed);
    }

    fn clear(&self) {
        self.check.store(0, Ordering::Relaxed);
        self.data.store(0, Ordering::Relaxed);
    }
}

/// Two slots on one cache line's half: a probe reads one line.
#[derive(Default)]
#[repr(align(32))]
struct Bucket([Slot; 2]);

/// A fixed-size table of buckets of two slots: the first keeps the deepest recent result,
/// the second always takes the newest. It never grows after [`TranspositionTable::new`].
/// Share it between threads behind an `Arc`: all its methods take `&self`.
pub struct TranspositionTable {
    buckets: Vec<Bucket>,
    mask: usize,
    generation: AtomicU8,
}

impl TranspositionTable {
    /// A table of about `megabytes` MiB (at least 1024 slots; a power of two of buckets).
    pub fn new(megabytes: usize) -> Self {
        let bucket = std::mem::size_of::<Bucket>();
        let wanted = (megabytes.max(1) * 1024 * 1024 / bucket).max(512);
        let buckets = if wanted.is_power_of_two() {
            wanted
        } else {
            wanted.next_power_of_two() / 2
        };
        TranspositionTable {
            buckets: (0..buckets).map(|_| Bucket::default()).collect(),
            mask: buckets - 1,
            generation: AtomicU8::new(0),
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&self) {
        self.buckets.iter().flat_map(|b| &b.0).for_each(Slot::clear);
        self.generation.store(0, Ordering::Relaxed);
    }

    /// Starts a new search: entries of earlier searches become the first to be replaced.
    pub fn new_search(&self) {
        self.generation.fetch_add(1, Ordering::Relaxed);
    }

    fn bucket(&self, key: u64) -> &[Slot; 2] {
        // The high bits index the table; the full key is kept to verify a hit.
        &self.buckets[(key >> 17) as usize & self.mask].0
    }

    /// The stored result for `key`, if there is one.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let b = self.bucket(key);
        b[0].load(key).or_else(|| b[1].load(key))
    }

    /// Stores a result: into the deep slot if it is empty, the same position, from an older
    /// search or not deeper; otherwise into the always-replace slot. A result without a move
    /// keeps the move already stored for the same position.
    pub fn store(&self, key: u64, mv: Option<u16>, score: i32, depth: i32, bound: Bound) {
        let b = self.bucket(key);
        let generation = self.generation.load(Ordering::Relaxed);
        let depth = depth.clamp(i16::MIN as i32, i16::MAX as i32) as i16;
        let slot = match b[0].peek(key) {
            None => &b[0],
            Some((e, same)) if same || e.generation != generation || e.depth <= depth => &b[0],
            Some(_) => &b[1],
        };
        let old_move = slot.load(key).and_then(|e| e.mv);
        slot.save(
            key,
            &Entry {
                mv: mv.or(old_move),
                score,
                depth,
                bound,
                generation,
            },
        );
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
        let tt = TranspositionTable::new(1);
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
    fn entries_pack_and_unpack_whole() {
        for (mv, score, depth, bound, generation) in [
            (None, 0, 1, Bound::Exact, 0),
            (Some(0), -30_064, 64, Bound::Lower, 255),
            (Some(MAX_MOVE_INDEX), 30_064, 200, Bound::Upper, 7),
        ] {
            let e = Entry {
                mv,
                score,
                depth,
                bound,
                generation,
            };
            assert_ne!(e.pack(), 0);
            assert_eq!(Entry::unpack(e.pack()), Some(e));
        }
    }

    #[test]
    fn forced_scores_are_stored_relative_to_the_node() {
        let s = crate::Score::win_in_plies(5).0;
        assert_eq!(from_tt(to_tt(s, 3), 3), s);
        assert_eq!(from_tt(to_tt(s, 3), 1), s + 2);
        assert_eq!(to_tt(40, 9), 40);
    }
}
