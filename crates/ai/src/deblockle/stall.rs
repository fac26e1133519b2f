//! A wall is not held for ever: the side behind in the race gives up a stall.
//!
//! Deblockle has no draw rule. A side behind in the race can stand with its last blocks on
//! the entries of the leader's target star and shuffle in place (tip out, hop back); the
//! leader's search rarely finds the way through (measured in `docs/ai.md`: walls that even
//! ten times level 5's budget does not break), and the game would go on for ever. So once
//! no block has been removed for [`STALL_PLIES`] plies, a side at least [`BEHIND`] turns
//! behind in the race stops guarding and races its own blocks home: the game ends.

use engine::deblockle::{Deblockle, Move};
use engine::{Game, Player};

use super::distance::turns_to_remove;

/// Plies (both sides' moves) without a removal after which the side behind gives up a
/// stall: thirty moves each, far longer than a game goes between removals otherwise.
pub const STALL_PLIES: usize = 60;
/// How far behind in the race, in turns, a side must be to give up a stall: a side close
/// to the leader may still win and keeps its own judgement.
pub const BEHIND: u32 = 2;
/// Plies without a removal after which a side gives up a stall as soon as it is not ahead
/// in the race (even by less than [`BEHIND`]): two sides close in the race, each waiting
/// next to its star for the other to move first, would otherwise wait for ever.
pub const LONG_STALL_PLIES: usize = 2 * STALL_PLIES;

/// The turns `player` needs to remove its blocks still on the board, by the empty-board
/// table.
pub fn race_need(position: &Deblockle, player: Player) -> u32 {
    position
        .blocks()
        .filter(|b| b.owner == player)
        .map(|b| u32::from(turns_to_remove(b.owner, b.square, b.orientation)))
        .sum()
}

/// The move the side to move plays instead of `chosen` after `stalled` plies without a
/// removal: `None` (keep `chosen`) unless the stall has lasted [`STALL_PLIES`] plies and the
/// side is [`BEHIND`] turns or more behind, or [`LONG_STALL_PLIES`] plies and the side is not
/// ahead; then a move that brings its own blocks nearest to removal (`chosen` if it is one
/// of them, else the first such legal move).
pub fn give_up_stall(position: &Deblockle, stalled: usize, chosen: Move) -> Option<Move> {
    if stalled < STALL_PLIES {
        return None;
    }
    let behind = if stalled >= LONG_STALL_PLIES {
        0
    } else {
        BEHIND
    };
    let me = position.side_to_move();
    if race_need(position, me) < race_need(position, me.other()) + behind {
        return None;
    }
    let need_after = |mv: Move| {
        let mut next = *position;
        next.play(mv);
        race_need(&next, me)
    };
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let best = moves.iter().map(|&mv| need_after(mv)).min()?;
    if need_after(chosen) == best {
        return None;
    }
    moves.into_iter().find(|&mv| need_after(mv) == best)
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Notation;

    #[allow(clippy::expect_used)] // test helper
    fn position(text: &str) -> Deblockle {
        Deblockle::parse_position(text).expect("position")
    }

    /// The side to move keeps a move that does not bring its blocks nearer to removal one
    /// ply before `stalled`, and at `stalled` plays one that does instead.
    fn gives_up_at(position: &Deblockle, stalled: usize) {
        let me = position.side_to_move();
        let need = race_need(position, me);
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let after = |mv: Move| {
            let mut next = *position;
            next.play(mv);
            race_need(&next, me)
        };
        let idle = moves.into_iter().find(|&mv| after(mv) >= need);
        let idle = idle.expect("a move that keeps the side's need");
        assert_eq!(give_up_stall(position, stalled - 1, idle), None);
        let replaced = give_up_stall(position, stalled, idle).expect("gives up the stall");
        assert!(after(replaced) < need, "{replaced} races home");
    }

    #[test]
    fn the_side_behind_leaves_a_long_stall_for_the_race_and_the_leader_does_not() {
        // Gold's lone block needs two turns; Blue's two blocks guard Gold's target star d6
        // and need many more.
        let walled = position("Gc6:H/S,Bd5:T/H,Bc7:H/T 3-2 blue");
        gives_up_at(&walled, STALL_PLIES);
        // Gold, ahead, keeps its own move however long the stall.
        let leader = walled.with_side_to_move(Player::One).expect("gold to move");
        let mut gold_moves = Vec::new();
        leader.legal_moves(&mut gold_moves);
        assert_eq!(give_up_stall(&leader, 200, gold_moves[0]), None);
    }

    #[test]
    fn after_a_long_stall_a_side_that_is_not_ahead_gives_up_too() {
        // Each side's last block waits next to its target star, the two level in the race.
        let waiting = position("Gc6:H/S,Bc2:H/S 3-3 gold");
        let (gold, blue) = (
            race_need(&waiting, Player::One),
            race_need(&waiting, Player::Two),
        );
        assert!(
            gold >= blue && gold < blue + BEHIND,
            "gold {gold}, blue {blue}"
        );
        gives_up_at(&waiting, LONG_STALL_PLIES);
    }
}
