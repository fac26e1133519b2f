//! What the evaluation asks of each block, packed in one word per (owner, square,
//! orientation) and computed once: the turns to removal (from [`super::distance`]), the
//! squares its tips go to, and whether it guards. The evaluation then reads one word per
//! block instead of walking its four tips (measured in `docs/ai.md`, "Speed: ordering and
//! threads").

use std::sync::OnceLock;

use engine::deblockle::{target_star, Direction, Face, Orientation, Square};
use engine::Player;

use super::distance::{distances, UNREACHABLE};

/// Bit numbers 0–54: every square a bit set of squares can hold ([`Square::bit_index`]).
pub const SQUARE_BITS: u64 = (1 << 55) - 1;
/// The bit of an entry that says the block stands next to its owner's home star (the
/// opponent's target): bit 55, never a square. Two bits above it stay clear, so that the
/// guards of four blocks add up below the turns (see [`Tally`]).
const GUARD_SHIFT: u32 = 55;
/// The turns to removal are the entry's top six bits (at most [`UNREACHABLE`]).
const TURNS_SHIFT: u32 = 58;

/// One block's entry in [`table`]: see the accessors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlockEntry(u64);

impl BlockEntry {
    /// Turns the block needs to be removed, alone on the board ([`super::distance`]).
    #[inline]
    pub fn turns(self) -> u32 {
        (self.0 >> TURNS_SHIFT) as u32
    }

    /// The squares its open tips go to when the squares of `free` are empty (`free` within
    /// [`SQUARE_BITS`]): a tip onto an empty square that is not a star space and does not
    /// turn the Star up, or onto its target star Star up (a removal; star spaces are never
    /// taken, so that square is always in `free`). One square per open tip.
    #[inline]
    pub fn open_tips(self, free: u64) -> u64 {
        self.0 & free & SQUARE_BITS
    }

    /// Whether the block stands next to the opponent's target star (its owner's home star).
    #[cfg(test)]
    pub fn guards(self) -> u32 {
        ((self.0 >> GUARD_SHIFT) & 1) as u32
    }
}

/// The turns and guards of up to four blocks, added with one addition per block: the
/// entries' top bits hold the guard bit, two clear bits, then the turns, so four guards (at
/// most 4) never carry into the turns.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tally(u64);

impl Tally {
    /// Adds one block.
    #[inline]
    pub fn add(&mut self, entry: BlockEntry) {
        self.0 += entry.0 >> GUARD_SHIFT;
    }

    /// The turns added, of at most four blocks.
    #[inline]
    pub fn turns(self) -> u32 {
        (self.0 >> (TURNS_SHIFT - GUARD_SHIFT)) as u32
    }

    /// The blocks added that guard, of at most four.
    #[inline]
    pub fn guards(self) -> u32 {
        (self.0 & 7) as u32
    }
}

/// Counts the open tips of up to four blocks, given as the square sets of
/// [`BlockEntry::open_tips`], without a population count per block (this target has no
/// popcount instruction; the bit-twiddling one costs about 17 instructions): each set is
/// folded into counts per group of four bits, which are added up, and the groups are summed
/// once at the end. A block's tip squares are its four neighbours, at most two of them (east
/// and west) in one group of four bits of a rank, so four blocks put at most 8 in a group.
#[derive(Clone, Copy, Debug, Default)]
pub struct TipCount(u64);

impl TipCount {
    const ONES: u64 = 0x5555_5555_5555_5555;
    const PAIRS: u64 = 0x3333_3333_3333_3333;
    const NIBBLES: u64 = 0x0f0f_0f0f_0f0f_0f0f;
    const BYTES: u64 = 0x0101_0101_0101_0101;

    /// Adds the open tips of one block (at most four squares, its neighbours).
    #[inline]
    pub fn add(&mut self, tips: u64) {
        let pairs = tips - ((tips >> 1) & Self::ONES);
        self.0 += (pairs & Self::PAIRS) + ((pairs >> 2) & Self::PAIRS);
    }

    /// The open tips added, of at most four blocks.
    #[inline]
    pub fn total(self) -> u32 {
        let bytes = (self.0 + (self.0 >> 4)) & Self::NIBBLES;
        (bytes.wrapping_mul(Self::BYTES) >> 56) as u32
    }
}

/// `[owner][square bit index][orientation index]`.
type Table = [[[BlockEntry; 24]; 56]; 2];

/// The whole table, computed on first use: the entry of `owner`'s block on `square` turned
/// `orientation` is `table()[owner.index()][square.bit_index()][orientation.index()]`.
#[inline]
pub fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(compute)
}

fn compute() -> Table {
    let mut table = [[[BlockEntry(0); 24]; 56]; 2];
    for owner in Player::BOTH {
        let turns = distances(owner);
        let target = target_star(owner);
        let home = target_star(owner.other());
        for square in Square::all() {
            let guard = Direction::ALL
                .into_iter()
                .any(|d| square.step(d) == Some(home));
            for o in Orientation::all() {
                let mut bits = 0u64;
                for dir in Direction::ALL {
                    let Some(to) = square.step(dir) else { continue };
                    let star_up = o.tip(dir).top() == Face::Star;
                    let open = if to.is_star() {
                        to == target && star_up
                    } else {
                        !star_up
                    };
                    if open {
                        bits |= to.bit();
                    }
                }
                if guard {
                    bits |= 1 << GUARD_SHIFT;
                }
                // The table's turns are at most UNREACHABLE (40): six bits.
                let t = turns[square.index()][o.index()].min(UNREACHABLE);
                bits |= u64::from(t) << TURNS_SHIFT;
                table[owner.index()][square.bit_index()][o.index()] = BlockEntry(bits);
            }
        }
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deblockle::distance::turns_to_remove;

    #[test]
    fn tallies_add_up_the_turns_and_guards_of_four_blocks() {
        for owner in Player::BOTH {
            let entries = &table()[owner.index()];
            // The farthest and the guarding blocks, four at a time.
            let mut all: Vec<BlockEntry> = Square::all()
                .filter(|s| !s.is_star())
                .flat_map(|s| Orientation::all().map(move |o| entries[s.bit_index()][o.index()]))
                .collect();
            all.sort_by_key(|e| std::cmp::Reverse((e.guards(), e.turns())));
            for four in all.chunks(4).take(50).chain(all.rchunks(4).take(50)) {
                let mut tally = Tally::default();
                four.iter().for_each(|&e| tally.add(e));
                assert_eq!(tally.turns(), four.iter().map(|e| e.turns()).sum::<u32>());
                assert_eq!(tally.guards(), four.iter().map(|e| e.guards()).sum::<u32>());
            }
        }
    }

    #[test]
    fn tip_counts_add_up_the_squares_of_four_blocks() {
        // Every block with all four neighbours on the board and open, four at a time
        // (overlapping and in every group of bits), against the population count.
        let inner: Vec<Square> = Square::all()
            .filter(|s| Direction::ALL.into_iter().all(|d| s.step(d).is_some()))
            .collect();
        let tips = |s: Square| {
            Direction::ALL
                .into_iter()
                .filter_map(|d| s.step(d))
                .fold(0, |a, t| a | t.bit())
        };
        for (i, &a) in inner.iter().enumerate() {
            let mut count = TipCount::default();
            let mut expected = 0;
            for k in 0..4 {
                let s = inner[(i + k * 7) % inner.len()];
                let set = tips(if k == 1 { a } else { s });
                count.add(set);
                expected += set.count_ones();
            }
            assert_eq!(count.total(), expected, "{a}");
        }
        assert_eq!(TipCount::default().total(), 0);
    }

    /// The tips of a block, walked one by one as the rules say: the reference the packed
    /// entry must agree with.
    fn open_tips_walked(owner: Player, square: Square, o: Orientation, occupied: u64) -> u32 {
        let target = target_star(owner);
        Direction::ALL
            .into_iter()
            .filter(|&dir| match square.step(dir) {
                None => false,
                Some(to) if to.is_star() => to == target && o.tip(dir).top() == Face::Star,
                Some(to) => occupied & to.bit() == 0 && o.tip(dir).top() != Face::Star,
            })
            .count() as u32
    }

    #[test]
    fn entries_agree_with_the_table_and_the_tips_walked_one_by_one() {
        // A few occupancies: empty, a crowded centre, every other square.
        let crowded = ["c3", "d3", "e3", "c4", "e4", "c5", "d5", "e5", "b2", "f6"]
            .iter()
            .map(|s| Square::parse(s).expect("square").bit())
            .fold(0, |a, b| a | b);
        let checker = Square::all()
            .filter(|s| s.index() % 2 == 0 && !s.is_star())
            .fold(0, |a, s| a | s.bit());
        for owner in Player::BOTH {
            let home = target_star(owner.other());
            for square in Square::all().filter(|s| !s.is_star()) {
                for o in Orientation::all() {
                    let e = table()[owner.index()][square.bit_index()][o.index()];
                    assert_eq!(e.turns(), u32::from(turns_to_remove(owner, square, o)));
                    let guards = Direction::ALL
                        .into_iter()
                        .any(|d| square.step(d) == Some(home));
                    assert_eq!(e.guards() == 1, guards);
                    for occupied in [0, crowded, checker] {
                        let occupied = occupied & !square.bit();
                        assert_eq!(
                            e.open_tips(!occupied).count_ones(),
                            open_tips_walked(owner, square, o, occupied),
                            "{owner} {square} {o:?}"
                        );
                    }
                }
            }
        }
    }
}
