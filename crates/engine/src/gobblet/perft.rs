//! A Gobblet-only perft that plays moves straight from the generator and counts the last ply
//! with popcounts, without materialising moves; [`crate::perft()`] stays the generic reference.

use super::position::Gobblet;

/// The number of leaf move sequences `depth` moves deep, as [`crate::perft()`] counts them (a
/// finished position is a leaf), but faster: no move list at all, no allocation.
pub fn perft(position: &Gobblet, depth: u32) -> u64 {
    if depth == 0 || position.line_winner().is_some() {
        return 1;
    }
    if depth == 1 {
        return u64::from(position.count_moves().max(1));
    }
    let mut total = 0;
    let mut any = false;
    position.for_each_move(|mv| {
        let mut child = *position;
        child.apply(mv);
        total += perft(&child, depth - 1);
        any = true;
    });
    if any {
        total
    } else {
        1
    }
}
