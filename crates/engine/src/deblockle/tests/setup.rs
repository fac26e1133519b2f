//! Setup: starting squares, the roll, arrangements, quick and standard setups, who starts.

use std::collections::BTreeSet;

use crate::deblockle::{
    starting_squares, Arrangement, Deblockle, Face, Options, Roll, Setup, SplitMix64,
};
use crate::player::Player;
use crate::{Game, Notation};

fn names(side: Player, n: u8) -> Vec<String> {
    starting_squares(side, n)
        .unwrap()
        .iter()
        .map(|s| s.to_string())
        .collect()
}

#[test]
fn default_starting_squares_follow_the_rules_and_blue_mirrors_gold() {
    assert_eq!(names(Player::One, 4), ["c1", "e1", "c3", "e3"]);
    assert_eq!(names(Player::One, 3), ["c1", "e1", "d3"]);
    assert_eq!(names(Player::One, 2), ["c1", "e1"]);
    assert_eq!(names(Player::One, 1), ["d1"]);
    assert_eq!(names(Player::Two, 4), ["c7", "e7", "c5", "e5"]);
    for n in 1..=4 {
        let gold = starting_squares(Player::One, n).unwrap();
        let blue = starting_squares(Player::Two, n).unwrap();
        assert!(gold.iter().zip(blue).all(|(g, b)| g.mirror() == *b));
    }
    assert!(starting_squares(Player::One, 0).is_err());
    assert!(starting_squares(Player::One, 5).is_err());
}

#[test]
fn the_roll_is_uniform_over_the_six_faces() {
    let mut rng = SplitMix64::new(99);
    let mut counts = [0u32; 6];
    for _ in 0..3000 {
        for face in Roll::random(4, &mut rng).unwrap().faces() {
            counts[face.index()] += 1;
        }
    }
    // 12 000 faces, 2 000 expected each; ±10 % is far outside chance for a fair die.
    assert!(
        counts.iter().all(|&c| (1800..=2200).contains(&c)),
        "{counts:?}"
    );
    assert!(Roll::random(0, &mut rng).is_err());
    assert!(Roll::new(&[Face::Star; 5]).is_err());
}

#[test]
fn every_arrangement_is_enumerated_once_with_the_rolled_faces_up() {
    let roll = Roll::new(&[Face::Star, Face::Stop, Face::Cross, Face::Hoops]).unwrap();
    let all: Vec<Arrangement> = Arrangement::all(4).collect();
    assert_eq!(all.len(), 24 * 256);
    assert_eq!(Arrangement::all(4).len(), 24 * 256);
    assert_eq!(all.iter().collect::<BTreeSet<_>>().len(), all.len());
    let mut placements = BTreeSet::new();
    for a in &all {
        let blocks = a.placements(Player::One, &roll).unwrap();
        let squares: BTreeSet<String> = blocks.iter().map(|b| b.square.to_string()).collect();
        assert_eq!(squares, ["c1", "c3", "e1", "e3"].map(String::from).into());
        let mut tops: Vec<Face> = blocks.iter().map(|b| b.orientation.top()).collect();
        tops.sort();
        assert_eq!(tops, [Face::Star, Face::Stop, Face::Cross, Face::Hoops]);
        placements.insert(blocks);
    }
    // Four different faces: every choice gives a different start.
    assert_eq!(placements.len(), all.len());
    assert_eq!(Arrangement::all(1).count(), 4);
    assert_eq!(Arrangement::all(2).count(), 2 * 16);
    assert_eq!(Arrangement::all(3).count(), 6 * 64);
    assert_eq!(Arrangement::all(0).count(), 0);
}

#[test]
fn same_faces_give_the_same_placement_under_swapped_squares() {
    let roll = Roll::new(&[Face::X, Face::X]).unwrap();
    let distinct: BTreeSet<_> = Arrangement::all(2)
        .map(|a| a.placements(Player::Two, &roll).unwrap())
        .collect();
    assert_eq!(distinct.len(), 16, "two identical blocks: 4 × 4 rotations");
}

#[test]
fn an_arrangement_rotates_about_the_vertical_axis_and_keeps_the_face_up() {
    let roll = Roll::new(&[Face::X]).unwrap();
    let norths: BTreeSet<Face> = Arrangement::all(1)
        .map(|a| a.placements(Player::One, &roll).unwrap()[0].orientation)
        .inspect(|o| assert_eq!(o.top(), Face::X))
        .map(|o| o.north())
        .collect();
    assert_eq!(
        norths,
        [Face::Star, Face::Stop, Face::Slider, Face::Hoops].into()
    );
    assert!(Arrangement::new(&[0, 0], &[0, 0]).is_err());
    assert!(Arrangement::new(&[0, 1], &[0, 4]).is_err());
    let a = Arrangement::new(&[1, 0], &[3, 2]).unwrap();
    assert!(
        a.placements(Player::One, &roll).is_err(),
        "roll of 1, arrangement of 2"
    );
}

#[test]
fn the_quick_setup_is_fixed_by_its_seed() {
    let options = Options::default();
    let a = Deblockle::quick_setup(options, 7).unwrap();
    assert_eq!(a, Deblockle::quick_setup(options, 7).unwrap());
    assert_ne!(a, Deblockle::quick_setup(options, 8).unwrap());
    // The same seed gives the same start on every device and in every version.
    assert_eq!(
        Deblockle::quick_setup(options, 0)
            .unwrap()
            .format_position(),
        QUICK_SEED_0
    );
    let setup = Setup::quick(options, 0).unwrap();
    assert_eq!(
        setup.position().unwrap(),
        Deblockle::quick_setup(options, 0).unwrap()
    );
}

/// `tipgobble start deblockle --seed 0`, fixed forever.
const QUICK_SEED_0: &str =
    "Gc1:T/H,Ge1:S/X,Gc3:T/C,Ge3:L/X,Bc5:S/L,Be5:C/L,Bc7:H/X,Be7:T/L 0-0 gold";

#[test]
fn who_starts_is_chosen_and_gold_starts_by_default() {
    let p = Deblockle::standard(Options::default()).unwrap();
    assert_eq!(p.side_to_move(), Player::One);
    let blue = Options {
        first: Player::Two,
        ..Options::default()
    };
    let q = Deblockle::standard(blue).unwrap();
    assert_eq!(q.side_to_move(), Player::Two);
    assert!(q.format_position().ends_with(" blue"));
}

#[test]
fn handicaps_give_each_side_its_own_number_of_blocks() {
    for gold in 1..=4 {
        for blue in 1..=4 {
            let options = Options {
                blocks: [gold, blue],
                ..Options::default()
            };
            let p = Deblockle::quick_setup(options, u64::from(gold * 10 + blue)).unwrap();
            assert_eq!(p.blocks_on_board(Player::One), gold);
            assert_eq!(p.blocks_on_board(Player::Two), blue);
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            assert!(!moves.is_empty());
        }
    }
    let bad = Options {
        blocks: [5, 4],
        ..Options::default()
    };
    assert!(Deblockle::quick_setup(bad, 1).is_err());
    assert!(Deblockle::standard(bad).is_err());
}

#[test]
fn a_block_may_start_with_star_up() {
    let p = Deblockle::standard(Options::default()).unwrap();
    assert!(p.blocks().all(|b| b.orientation.top() == Face::Star));
}

#[test]
fn positions_and_moves_are_small_copy_values() {
    assert_eq!(std::mem::size_of::<Deblockle>(), 88);
    assert_eq!(std::mem::size_of::<crate::deblockle::Move>(), 4);
}
