//! The Deblockle classic setup: choosing how a side's rolled blocks stand on its starting
//! squares — against that side (the AI arranging its opponent's blocks), or for it (the AI
//! arranging its own, or a hint to a person arranging).

use std::sync::atomic::AtomicBool;

use engine::deblockle::{Arrangement, Deblockle, Setup, SetupError};
use engine::{Game, Player};

use super::distance::turns_to_remove;
use crate::limits::Limits;
use crate::player::Ai;

/// Whose benefit the arrangement is chosen for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrangeGoal {
    /// The worst arrangement for the side whose blocks are arranged (the classic rule: each
    /// player arranges the opponent's blocks).
    Hinder,
    /// The best arrangement for that side.
    Help,
}

/// How many of the arrangements that look best by the race are searched.
const SEARCHED: usize = 8;

/// Chooses how `side`'s rolled blocks stand, from every arrangement the engine enumerates,
/// for `goal`. The other side's blocks stand as in `setup` (if they are not arranged yet,
/// pass any arrangement of them, e.g. in order: the choice depends on them only through
/// the short search). Candidates are ranked by the turns `side`'s blocks need to reach
/// their target (the exact empty-board table); the best few for `goal` are then searched
/// with `limits` from the start position and the one whose search score is best for
/// `goal` is chosen. Returns the setup's own arrangement when nothing else is legal.
pub fn choose_arrangement(
    setup: &Setup,
    side: Player,
    goal: ArrangeGoal,
    ai: &mut Ai<Deblockle>,
    limits: &Limits,
    stop: &AtomicBool,
) -> Result<Arrangement, SetupError> {
    let blocks = setup.options.blocks[side.index()];
    let mut candidates: Vec<(i32, Arrangement, Deblockle)> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for arrangement in Arrangement::all(blocks) {
        let mut trial = *setup;
        trial.arrangements[side.index()] = arrangement;
        let Ok(position) = trial.position() else {
            continue;
        };
        // Blocks rolled with the same face give the same position under swapped squares.
        if !seen.insert(position) {
            continue;
        }
        let race: i32 = position
            .blocks()
            .filter(|b| b.owner == side)
            .map(|b| turns_to_remove(side, b.square, b.orientation) as i32)
            .sum();
        // Ranked so that smaller is better for `goal`.
        let key = match goal {
            ArrangeGoal::Hinder => -race,
            ArrangeGoal::Help => race,
        };
        candidates.push((key, arrangement, position));
    }
    candidates.sort_by_key(|c| c.0);
    candidates.truncate(SEARCHED);
    let mut best: Option<(i32, Arrangement)> = None;
    for (_, arrangement, position) in candidates {
        ai.new_game();
        let r = ai.search(&position, &[], limits, stop, &mut |_| {});
        // The search score is for the side to move; turn it into `side`'s.
        let for_side = if position.side_to_move() == side {
            r.score.0
        } else {
            -r.score.0
        };
        let key = match goal {
            ArrangeGoal::Hinder => -for_side,
            ArrangeGoal::Help => for_side,
        };
        if best.is_none_or(|(b, _)| key > b) {
            best = Some((key, arrangement));
        }
    }
    Ok(best.map_or(setup.arrangements[side.index()], |(_, a)| a))
}
