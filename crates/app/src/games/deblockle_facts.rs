//! What the rules screen's Deblockle pictures show, taken from the engine: the cube's faces
//! and handedness, the face each tip turns up, each symbol's hop, the star spaces and the
//! starting squares. The UI draws these; it computes none of them.

use engine::deblockle::{
    home_star, starting_squares, Deblockle, Direction, Face, Orientation, Square,
};
use engine::Player;

use crate::error::{AppError, AppResult};
use crate::ipc::rules::{DeblockleFacts, HopFact, StartFact, TipFact};

/// The square the hop pictures start from: the centre of the board.
const HOP_FROM: Square = match Square::new(3, 3) {
    Some(s) => s,
    None => Square::D2, // never: d4 is on the board
};

fn names(squares: &[Square]) -> Vec<String> {
    squares.iter().map(ToString::to_string).collect()
}

/// The facts, computed by the engine's cube tables, hop rules and setup.
pub fn facts() -> AppResult<DeblockleFacts> {
    let reference = Orientation::REFERENCE;
    let starts = [4u8, 3, 2, 1]
        .into_iter()
        .map(|blocks| {
            let side = |p| {
                starting_squares(p, blocks)
                    .map(names)
                    .map_err(|e| AppError::Internal(e.to_string()))
            };
            Ok(StartFact {
                blocks,
                gold: side(Player::One)?,
                blue: side(Player::Two)?,
            })
        })
        .collect::<AppResult<Vec<_>>>()?;
    Ok(DeblockleFacts {
        faces: Face::ALL.to_vec(),
        reference: reference.into(),
        tips: Direction::ALL
            .into_iter()
            .map(|dir| TipFact {
                direction: dir,
                cube: reference.tip(dir).into(),
            })
            .collect(),
        hops: Face::ALL
            .into_iter()
            .map(|face| HopFact {
                face,
                from: HOP_FROM.to_string(),
                targets: names(&Deblockle::hop_targets(face, HOP_FROM, &[])),
            })
            .collect(),
        stars: Player::BOTH.map(|p| home_star(p).to_string()),
        starts,
    })
}

#[cfg(test)]
mod tests {
    //! Each expected value below is read off `docs/rules/deblockle.md`, not from the engine.
    use super::*;
    use crate::ipc::rules::CubeSides;
    use Face::*;

    fn sides(
        top: Face,
        north: Face,
        east: Face,
        south: Face,
        west: Face,
        bottom: Face,
    ) -> CubeSides {
        CubeSides {
            top,
            north,
            east,
            south,
            west,
            bottom,
        }
    }

    fn sorted(v: &[String]) -> Vec<&str> {
        let mut v: Vec<&str> = v.iter().map(String::as_str).collect();
        v.sort_unstable();
        v
    }

    fn hop(facts: &DeblockleFacts, face: Face) -> Vec<&str> {
        let fact = facts.hops.iter().find(|h| h.face == face).unwrap();
        assert_eq!(fact.from, "d4");
        sorted(&fact.targets)
    }

    #[test]
    fn the_cube_has_the_six_faces_of_the_rules() {
        let facts = facts().unwrap();
        assert_eq!(facts.faces, [Star, Stop, Cross, X, Slider, Hoops]);
    }

    #[test]
    fn the_reference_cube_is_star_up_slider_north_x_east_hoops_south_cross_west_stop_down() {
        // "Star up, Slider to the north, X east, Hoops south, Cross west, Stop down."
        assert_eq!(
            facts().unwrap().reference,
            sides(Star, Slider, X, Hoops, Cross, Stop)
        );
    }

    #[test]
    fn each_tip_rolls_the_far_side_face_up() {
        // "Tipping north: the old south face becomes the top, the old top faces north, the old
        // north face goes to the bottom, the old bottom faces south; east and west stay." The
        // other directions by symmetry.
        let facts = facts().unwrap();
        let tip = |d: Direction| facts.tips.iter().find(|t| t.direction == d).unwrap().cube;
        assert_eq!(facts.tips.len(), 4);
        assert_eq!(
            tip(Direction::North),
            sides(Hoops, Star, X, Stop, Cross, Slider)
        );
        assert_eq!(
            tip(Direction::South),
            sides(Slider, Stop, X, Star, Cross, Hoops)
        );
        assert_eq!(
            tip(Direction::East),
            sides(Cross, Slider, Star, Hoops, Stop, X)
        );
        assert_eq!(
            tip(Direction::West),
            sides(X, Slider, Stop, Hoops, Star, Cross)
        );
    }

    #[test]
    fn each_symbol_hops_from_d4_as_the_rules_say() {
        let facts = facts().unwrap();
        assert_eq!(facts.hops.len(), 6);
        // Stop: no hop. Star: cannot occur after a tip (except at removal).
        assert!(hop(&facts, Stop).is_empty());
        assert!(hop(&facts, Star).is_empty());
        // Cross: one square orthogonally. X: one square diagonally.
        assert_eq!(hop(&facts, Cross), ["c4", "d3", "d5", "e4"]);
        assert_eq!(hop(&facts, X), ["c3", "c5", "e3", "e5"]);
        // Slider: until the next square is off the board, passing over the star spaces.
        assert_eq!(hop(&facts, Slider), ["a4", "d1", "d7", "g4"]);
        // Hoops: exactly three orthogonal steps, back and forth allowed, not ending on a
        // star space: the squares 1 or 3 steps from d4.
        assert_eq!(
            hop(&facts, Hoops),
            [
                "a4", "b3", "b5", "c2", "c4", "c6", "d1", "d3", "d5", "d7", "e2", "e4", "e6", "f3",
                "f5", "g4"
            ]
        );
    }

    #[test]
    fn star_spaces_and_starting_squares_are_those_of_the_rules() {
        let facts = facts().unwrap();
        assert_eq!(facts.stars, ["d2", "d6"]);
        let starts: Vec<(u8, Vec<&str>, Vec<&str>)> = facts
            .starts
            .iter()
            .map(|s| (s.blocks, sorted(&s.gold), sorted(&s.blue)))
            .collect();
        assert_eq!(
            starts,
            [
                (
                    4,
                    vec!["c1", "c3", "e1", "e3"],
                    vec!["c5", "c7", "e5", "e7"]
                ),
                (3, vec!["c1", "d3", "e1"], vec!["c7", "d5", "e7"]),
                (2, vec!["c1", "e1"], vec!["c7", "e7"]),
                (1, vec!["d1"], vec!["d7"]),
            ]
        );
    }
}
