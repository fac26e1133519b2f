//! The Deblockle evaluation: the race of turns each side needs to remove its blocks (from
//! the exact empty-board table), blocking, tempo and the threat of being Deblockle'd.

use engine::deblockle::{Deblockle, Move};
use engine::{Game, Player};

use super::block_table::{self, Tally, TipCount, SQUARE_BITS};
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

impl Evaluator<Deblockle> for DeblockleEval {
    fn evaluate(&self, p: &Deblockle) -> i32 {
        let table = block_table::table();
        let free = !(p.occupancy(Player::One) | p.occupancy(Player::Two)) & SQUARE_BITS;
        // Per side: turns needed (stuck blocks included), open tips, guards.
        let side = |owner: Player| {
            let entries = &table[owner.index()];
            let (mut tally, mut mobility, mut stuck) = (Tally::default(), TipCount::default(), 0);
            for square in p.squares_of(owner) {
                let e = entries[square.bit_index()][p.orientation_on(square).index()];
                tally.add(e);
                let open = e.open_tips(free);
                stuck += i32::from(open == 0);
                mobility.add(open);
            }
            let race = tally.turns() as i32 * TURN + stuck * STUCK;
            (race, mobility.total() as i32, tally.guards() as i32)
        };
        let me = p.side_to_move();
        let (race_m, mobility_m, guards_m) = side(me);
        let (race_o, mobility_o, guards_o) = side(me.other());
        let mut score = TEMPO + (race_o - race_m);
        score += MOBILITY * (mobility_m - mobility_o) + GUARD * (guards_m - guards_o);
        if mobility_o == 0 {
            score += DEBLOCKLED;
        }
        if mobility_m == 0 {
            score -= DEBLOCKLED;
        }
        score
    }

    /// Repeating a position ends nothing in Deblockle: it scores as the position, less
    /// `REPETITION` for the side the search plays.
    fn repetition_penalty(&self) -> Option<i32> {
        Some(REPETITION)
    }

    /// Removals first, then moves by how many turns they bring the block nearer (a tip that
    /// brings it two turns nearer before one that brings it one).
    fn move_hints(&self, p: &Deblockle, moves: &[Move], hints: &mut [i32]) {
        let side = p.side_to_move();
        let entries = &block_table::table()[side.index()];
        let occupied = p.occupancy(Player::One) | p.occupancy(Player::Two);
        // The generator gives a tip's hops one after another: the block's turns before the
        // move and its orientation after the tip are looked up once per tip.
        let mut tip = None;
        let (mut before, mut tipped) = (0i32, 0usize);
        for (&mv, hint) in moves.iter().zip(hints.iter_mut()) {
            *hint = match mv {
                Move::Pass => 0,
                // Not a move of this position: no hint.
                Move::Tip { from, .. } if occupied & from.bit() == 0 => 0,
                Move::Tip { from, dir, hop } => {
                    if tip != Some((from, dir)) {
                        tip = Some((from, dir));
                        let o = p.orientation_on(from);
                        before = entries[from.bit_index()][o.index()].turns() as i32;
                        tipped = o.tip(dir).index();
                    }
                    // Where the block ends (`Move::destination`): none for a removal.
                    match hop.or_else(|| mv.tipped_to().filter(|s| !s.is_star())) {
                        None => 1_000,
                        Some(to) => (before - entries[to.bit_index()][tipped].turns() as i32) * 40,
                    }
                }
            };
        }
    }
}
