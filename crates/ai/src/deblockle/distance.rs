//! The exact number of turns a lone block needs, from each square and orientation on an
//! empty board, to be removed on its target star: the backbone of the Deblockle evaluation.

use std::sync::OnceLock;

use engine::deblockle::{target_star, Direction, Face, Orientation, Square};
use engine::Player;

/// Turns reported for a state from which removal is impossible (none on the 7×7 board, but
/// the table is computed, not assumed).
pub const UNREACHABLE: u8 = 40;

/// `[square index][orientation index]`: turns to removal for one player.
pub type DistanceTable = [[u8; 24]; 49];

/// The table of `player` (whose target is the opponent's home star), computed once.
pub fn distances(player: Player) -> &'static DistanceTable {
    static TABLES: [OnceLock<DistanceTable>; 2] = [OnceLock::new(), OnceLock::new()];
    TABLES[player.index()].get_or_init(|| compute(player))
}

/// Turns `player`'s block on `square` turned `orientation` needs to be removed, alone on
/// the board.
pub fn turns_to_remove(player: Player, square: Square, orientation: Orientation) -> u8 {
    distances(player)[square.index()][orientation.index()]
}

/// Where a lone block is after one turn: on a square, turned; `None` is the removal.
type Step = Option<(Square, Orientation)>;

/// Where a lone block can be after one turn.
fn successors(player: Player, from: Square, o: Orientation, out: &mut Vec<Step>) {
    out.clear();
    let target = target_star(player);
    for dir in Direction::ALL {
        let Some(to) = from.step(dir) else { continue };
        let turned = o.tip(dir);
        let top = turned.top();
        if to.is_star() {
            if to == target && top == Face::Star {
                out.push(None);
            }
            continue;
        }
        let mut hop = |sq: Square| {
            if !sq.is_star() {
                out.push(Some((sq, turned)));
            }
        };
        match top {
            Face::Star => {}
            Face::Stop => hop(to),
            Face::Cross => {
                for d in Direction::ALL {
                    if let Some(s) = to.step(d) {
                        hop(s);
                    }
                }
            }
            Face::X => {
                for ns in [Direction::North, Direction::South] {
                    for ew in [Direction::East, Direction::West] {
                        if let Some(s) = to.step(ns).and_then(|s| s.step(ew)) {
                            hop(s);
                        }
                    }
                }
            }
            Face::Slider => {
                for d in Direction::ALL {
                    // Slide to the edge of the empty board; a slide resting on a star space
                    // stops just before it; it must move at least one square.
                    let mut path = vec![to];
                    while let Some(next) = path.last().and_then(|s| s.step(d)) {
                        path.push(next);
                    }
                    while path.len() > 1 && path.last().is_some_and(|s| s.is_star()) {
                        path.pop();
                    }
                    if path.len() > 1 {
                        if let Some(&rest) = path.last() {
                            hop(rest);
                        }
                    }
                }
            }
            Face::Hoops => {
                // Exactly three orthogonal steps, back-tracking allowed, on an empty board:
                // every square at Manhattan distance 1 or 3.
                for s in Square::all() {
                    let d = (s.file() as i32 - to.file() as i32).abs()
                        + (s.rank() as i32 - to.rank() as i32).abs();
                    if d == 1 || d == 3 {
                        hop(s);
                    }
                }
            }
        }
    }
}

fn compute(player: Player) -> DistanceTable {
    let mut table = [[UNREACHABLE; 24]; 49];
    let mut succ: Vec<Vec<Vec<Step>>> = vec![vec![Vec::new(); 24]; 49];
    let mut buf = Vec::new();
    for square in Square::all() {
        for o in Orientation::all() {
            successors(player, square, o, &mut buf);
            succ[square.index()][o.index()] = buf.clone();
        }
    }
    // Relax until nothing changes (Bellman–Ford on unit costs; a few sweeps).
    loop {
        let mut changed = false;
        for square in Square::all() {
            if square.is_star() {
                continue;
            }
            for o in Orientation::all() {
                let best = succ[square.index()][o.index()]
                    .iter()
                    .map(|next| match next {
                        None => 1,
                        Some((s, t)) => table[s.index()][t.index()].saturating_add(1),
                    })
                    .min()
                    .unwrap_or(UNREACHABLE)
                    .min(UNREACHABLE);
                if best < table[square.index()][o.index()] {
                    table[square.index()][o.index()] = best;
                    changed = true;
                }
            }
        }
        if !changed {
            return table;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).expect("square")
    }

    #[test]
    fn a_block_next_to_its_target_is_one_turn_away_exactly_when_its_star_faces_it() {
        // Gold's target is d6. Tipping north from d5 turns the south face up, so exactly the
        // orientations with Star to the south are removed in one turn.
        for o in Orientation::all() {
            assert_eq!(
                turns_to_remove(Player::One, sq("d5"), o) == 1,
                o.south() == Face::Star,
                "{o:?}"
            );
        }
    }

    #[test]
    fn every_state_can_reach_its_star_and_blue_mirrors_gold() {
        for s in Square::all().filter(|s| !s.is_star()) {
            for o in Orientation::all() {
                let gold = turns_to_remove(Player::One, s, o);
                assert!(gold < UNREACHABLE, "{s} {o:?}");
                assert!(gold >= 1);
            }
        }
        // Removal needs the Star face up on the target: Star already up never removes in one.
        assert!(turns_to_remove(Player::One, sq("d5"), Orientation::REFERENCE) > 1);
        // Blue's d3 is Gold's d5 mirrored: with Star facing north it tips south onto d2.
        let star_north = Orientation::all()
            .find(|o| o.north() == Face::Star)
            .expect("one");
        assert_eq!(turns_to_remove(Player::Two, sq("d3"), star_north), 1);
    }
}
