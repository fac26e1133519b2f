//! The Deblockle classic setup: the AI arranges rolled blocks against or for their owner.

use std::sync::atomic::AtomicBool;

use ai::deblockle::distance::turns_to_remove;
use ai::deblockle::{choose_arrangement, ArrangeGoal};
use ai::{Ai, Limits};
use engine::deblockle::{Arrangement, Deblockle, Face, Options, Roll, Setup};
use engine::Player;

/// Turns `side`'s blocks need in total, by the empty-board table.
fn race(position: &Deblockle, side: Player) -> u32 {
    position
        .blocks()
        .filter(|b| b.owner == side)
        .map(|b| turns_to_remove(side, b.square, b.orientation) as u32)
        .sum()
}

#[allow(clippy::expect_used)] // test helper
fn setup(gold: &[Face], blue: &[Face]) -> Setup {
    Setup {
        options: Options {
            blocks: [gold.len() as u8, blue.len() as u8],
            ..Options::default()
        },
        rolls: [
            Roll::new(gold).expect("roll"),
            Roll::new(blue).expect("roll"),
        ],
        arrangements: [
            Arrangement::in_order(gold.len() as u8).expect("arrangement"),
            Arrangement::in_order(blue.len() as u8).expect("arrangement"),
        ],
    }
}

#[test]
fn arranging_the_opponents_blocks_hinders_them_and_arranging_ones_own_helps() {
    let mut ai: Ai<Deblockle> = Ai::with_table(8, 3);
    let stop = AtomicBool::new(false);
    let limits = Limits::nodes(5_000);
    for (gold, blue) in [
        (
            vec![Face::Slider, Face::Cross, Face::X, Face::Hoops],
            vec![Face::Stop, Face::Star, Face::Cross, Face::Slider],
        ),
        (
            vec![Face::Hoops, Face::X],
            vec![Face::Cross, Face::Stop, Face::Star],
        ),
    ] {
        let s = setup(&gold, &blue);
        for side in Player::BOTH {
            let hinder = choose_arrangement(&s, side, ArrangeGoal::Hinder, &mut ai, &limits, &stop)
                .expect("an arrangement");
            let help = choose_arrangement(&s, side, ArrangeGoal::Help, &mut ai, &limits, &stop)
                .expect("an arrangement");
            let with = |a: Arrangement| {
                let mut t = s;
                t.arrangements[side.index()] = a;
                t.position().expect("a legal start")
            };
            let (worst, best) = (with(hinder), with(help));
            // Every arrangement keeps the rolled faces on top.
            let mut tops: Vec<Face> = worst
                .blocks()
                .filter(|b| b.owner == side)
                .map(|b| b.orientation.top())
                .collect();
            let mut rolled = s.rolls[side.index()].faces().to_vec();
            tops.sort();
            rolled.sort();
            assert_eq!(tops, rolled);
            // Hindering leaves the owner a longer way than helping does.
            assert!(
                race(&worst, side) > race(&best, side),
                "{side}: hinder {} help {}",
                race(&worst, side),
                race(&best, side)
            );
        }
    }
}
