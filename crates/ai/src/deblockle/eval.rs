//! The Deblockle evaluation: the race of turns each side needs to remove its blocks (from
//! the exact empty-board table), blocking, tempo and the threat of being Deblockle'd.

use engine::deblockle::{target_star, Deblockle, Face, Move, Orientation, Square};
use engine::{Game, Player};

use super::distance::turns_to_remove;
use crate::eval::Evaluator;

/// One turn of the race: the unit of the evaluation. A side needs the sum, over its blocks
/// on the board, of each block's turns to removal (one block moves per turn); the side
/// that needs fewer turns is ahead by that many.
const TURN: i32 = 100;
/// Having the move is half a turn: with equal needs, the side to move finishes first.
const TEMPO: i32 = 50;
/// A block that cannot tip at all this turn (walled in by blocks, edges and star spaces)
/// loses at least a turn before it can start its way.
const STUCK: i32 = TURN;
/// A side with no tip at all is Deblockle'd: it passes and the opponent moves twice.
const DEBLOCKLED: i32 = TURN;
/// Each open tip a side has: freedom to choose, and less risk of being walled in.
const MOBILITY: i32 = 3;
/// An opponent block on a square next to our target star, from where our blocks would tip
/// in: it blocks our way in.
const GUARD: i32 = 20;

/// What going round in circles costs the side the search plays (see
/// [`Evaluator::repetition_penalty`]): two and a half turns, so that it leaves a wall or a
/// waiting square rather than repeat, unless leaving costs more than that (measured
/// against 1 and 5 turns in `docs/ai.md`).
const REPETITION: i32 = 2 * TURN + TURN / 2;

/// The Deblockle evaluation (see the constants for each term).
#[derive(Clone, Copy, Debug, Default)]
pub struct DeblockleEval;

/// Bit of a square in a dense 49-bit set.
fn bit(s: Square) -> u64 {
    1 << s.index()
}

/// Whether a tip of this block in some direction is open: onto an empty square that is not
/// a star space and does not turn the Star up, or onto its target star Star up (a removal).
/// The hop that must follow is not checked: this is an estimate.
fn open_tips(owner: Player, square: Square, o: Orientation, occupied: u64) -> i32 {
    let target = target_star(owner);
    engine::deblockle::Direction::ALL
        .into_iter()
        .filter(|&dir| match square.step(dir) {
            None => false,
            Some(to) if to.is_star() => to == target && o.tip(dir).top() == Face::Star,
            Some(to) => occupied & bit(to) == 0 && o.tip(dir).top() != Face::Star,
        })
        .count() as i32
}

impl Evaluator<Deblockle> for DeblockleEval {
    fn evaluate(&self, p: &Deblockle) -> i32 {
        let me = p.side_to_move();
        let occupied = p.blocks().fold(0u64, |acc, b| acc | bit(b.square));
        // Per side (index by Player::index): turns needed, open tips, guards.
        let mut race = [0i32; 2];
        let mut mobility = [0i32; 2];
        let mut guards = [0i32; 2];
        for b in p.blocks() {
            let i = b.owner.index();
            race[i] += turns_to_remove(b.owner, b.square, b.orientation) as i32 * TURN;
            let open = open_tips(b.owner, b.square, b.orientation, occupied);
            if open == 0 {
                race[i] += STUCK;
            }
            mobility[i] += open;
            let their_target = target_star(b.owner.other());
            if engine::deblockle::Direction::ALL
                .into_iter()
                .any(|d| b.square.step(d) == Some(their_target))
            {
                guards[i] += 1;
            }
        }
        let (m, o) = (me.index(), me.other().index());
        let mut score = TEMPO + (race[o] - race[m]);
        score += MOBILITY * (mobility[m] - mobility[o]) + GUARD * (guards[m] - guards[o]);
        if mobility[o] == 0 {
            score += DEBLOCKLED;
        }
        if mobility[m] == 0 {
            score -= DEBLOCKLED;
        }
        score
    }

    /// Repeating a position ends nothing in Deblockle: it scores as the position, less
    /// [`REPETITION`] for the side the search plays.
    fn repetition_penalty(&self) -> Option<i32> {
        Some(REPETITION)
    }

    /// Removals first, then moves by how many turns they bring the block nearer (a tip that
    /// brings it two turns nearer before one that brings it one).
    fn move_hints(&self, p: &Deblockle, moves: &[Move], hints: &mut [i32]) {
        let side = p.side_to_move();
        for (&mv, hint) in moves.iter().zip(hints.iter_mut()) {
            *hint = match mv {
                Move::Pass => 0,
                Move::Tip { from, dir, .. } => match (p.block_at(from), mv.destination()) {
                    (None, _) => 0,
                    (Some(_), None) => 1_000,
                    (Some(block), Some(to)) => {
                        let before = turns_to_remove(side, from, block.orientation) as i32;
                        let after = turns_to_remove(side, to, block.orientation.tip(dir)) as i32;
                        (before - after) * 40
                    }
                },
            };
        }
    }
}
