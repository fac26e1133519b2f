//! Move ordering memory: killer moves per ply and a history of moves that cut off.

use std::hash::{Hash, Hasher};

use engine::Player;

use crate::limits::MAX_DEPTH;

/// Number of history buckets per player (moves are hashed into them).
const HISTORY_BUCKETS: usize = 4096;

/// Ordering key of the move from the transposition table: searched first.
pub const TT_MOVE: i32 = i32::MAX;
/// Ordering key base of moves the evaluator calls tactical (positive hint).
pub const TACTICAL: i32 = 1 << 29;
/// Ordering key of the first killer move of a ply.
pub const KILLER_1: i32 = 1 << 28;
/// Ordering key of the second killer move of a ply.
pub const KILLER_2: i32 = KILLER_1 - 1;

/// A small, fast hasher (FxHash) to spread any move type over the history buckets.
#[derive(Default)]
struct FxHasher(u64);

impl Hasher for FxHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }

    fn write_u8(&mut self, i: u8) {
        self.write_u64(i as u64);
    }

    fn write_u16(&mut self, i: u16) {
        self.write_u64(i as u64);
    }

    fn write_u32(&mut self, i: u32) {
        self.write_u64(i as u64);
    }

    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }
}

/// Killers (the last two quiet moves that cut off at each ply) and history scores.
pub struct Ordering<M> {
    killers: Vec<[Option<M>; 2]>,
    history: Vec<i32>,
}

impl<M: Copy + Eq + Hash> Ordering<M> {
    /// Empty memory.
    pub fn new() -> Self {
        Ordering {
            killers: vec![[None, None]; MAX_DEPTH as usize + 2],
            history: vec![0; 2 * HISTORY_BUCKETS],
        }
    }

    /// Starts a new search: killers are forgotten, history fades to a quarter.
    pub fn new_search(&mut self) {
        self.killers.iter_mut().for_each(|k| *k = [None, None]);
        self.history.iter_mut().for_each(|h| *h /= 4);
    }

    fn index(side: Player, mv: M) -> usize {
        let mut h = FxHasher::default();
        mv.hash(&mut h);
        side.index() * HISTORY_BUCKETS + (h.finish() >> 40) as usize % HISTORY_BUCKETS
    }

    /// The ordering key of a move that is neither the table move nor tactical.
    pub fn quiet_key(&self, side: Player, ply: usize, mv: M) -> i32 {
        self.killer_key(ply, mv)
            .unwrap_or_else(|| self.history_key(side, mv))
    }

    /// The killer moves of `ply`, first and second ([`KILLER_1`], [`KILLER_2`]).
    pub fn killers(&self, ply: usize) -> [Option<M>; 2] {
        self.killers[ply.min(self.killers.len() - 1)]
    }

    /// The key of a killer move of `ply` ([`KILLER_1`] or [`KILLER_2`]), `None` for others.
    pub fn killer_key(&self, ply: usize, mv: M) -> Option<i32> {
        let k = self.killers(ply);
        if k[0] == Some(mv) {
            Some(KILLER_1)
        } else if k[1] == Some(mv) {
            Some(KILLER_2)
        } else {
            None
        }
    }

    /// The history score of a quiet move that is not a killer (below [`KILLER_2`]).
    pub fn history_key(&self, side: Player, mv: M) -> i32 {
        self.history[Self::index(side, mv)]
    }

    /// Remembers a move that caused a cut-off `depth` plies from the horizon.
    pub fn cutoff(&mut self, side: Player, ply: usize, mv: M, depth: i32) {
        let slot = ply.min(self.killers.len() - 1);
        let k = &mut self.killers[slot];
        if k[0] != Some(mv) {
            k[1] = k[0];
            k[0] = Some(mv);
        }
        let h = &mut self.history[Self::index(side, mv)];
        *h = (*h + depth * depth).min(KILLER_2 - 1);
    }
}

impl<M: Copy + Eq + Hash> Default for Ordering<M> {
    fn default() -> Self {
        Self::new()
    }
}
