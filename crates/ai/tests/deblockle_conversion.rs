//! Deblockle has no draw rule: the computer does not go round in circles in positions where
//! earlier versions did until a match's turn cap stopped the game.

use std::sync::atomic::AtomicBool;

use ai::{Ai, AiGame, Level, Verdict};
use engine::deblockle::Deblockle;
use engine::{Game, Notation, Outcome, Player};

/// Plays `level` against itself from `text` for at most `plies` plies; the number of plies
/// until the game ended, or `None`.
fn plies_to_finish(text: &str, level: u8, plies: usize) -> Option<usize> {
    play_out(text, level, plies).map(|(ply, _)| ply)
}

/// Plays `level` against itself from `text` for at most `plies` plies; the plies played
/// and the outcome, or `None` if the game was still going.
#[allow(clippy::expect_used)] // test helper
fn play_out(text: &str, level: u8, plies: usize) -> Option<(usize, Outcome)> {
    let mut p = Deblockle::parse_position(text).expect("position");
    let stop = AtomicBool::new(false);
    let level = Level::new(level).expect("level");
    let mut ais: [Ai<Deblockle>; 2] = [Ai::with_table(16, 1), Ai::with_table(16, 2)];
    let mut history = Vec::new();
    for ply in 0..plies {
        if let Some(outcome) = p.outcome() {
            return Some((ply, outcome));
        }
        let side = p.side_to_move().index();
        let r = ais[side].choose_move(&p, &history, level, &stop, &mut |_| {});
        history.push(p.zobrist());
        p.play(r.best_move.expect("a move"));
    }
    p.outcome().map(|outcome| (plies, outcome))
}

#[test]
fn a_walled_in_block_does_not_make_the_game_endless() {
    // Blue's block on g6 walls Gold's last block into the corner (Gold passes); Blue used
    // to tip e6 north and back for ever rather than take its blocks home.
    assert!(plies_to_finish("Gg7:L/T,Be6:C/L,Bg6:C/S 3-2 blue", 4, 80).is_some());
}

#[test]
fn blocks_waiting_next_to_their_stars_do_not_wait_for_ever() {
    // Gold's e6 and Blue's d3 stand next to their target stars, turned the wrong way; both
    // used to tip out and back for ever.
    assert!(plies_to_finish("Ge6:H/C,Gb7:H/S,Bd3:C/S,Bc7:L/T 2-2 gold", 4, 120).is_some());
}

#[test]
fn the_side_behind_gives_up_a_wall_and_the_leader_wins() {
    // Gold's two blocks stand on d3 and around Blue's target star d2 while Blue's lone
    // block, far ahead in the race, looks for a way in: level 4 against itself held this
    // wall for more than 200 plies. Once no block has been removed for 60 plies, Gold
    // (behind) races home instead, and Blue gets in.
    let Some((_, outcome)) = play_out("Gb2:H/T,Gd5:X/T,Bc1:L/C 2-3 gold", 4, 110) else {
        panic!("the wall still stands after 110 plies");
    };
    assert_eq!(outcome.winner(), Some(Player::Two), "{outcome:?}");
}

#[test]
fn a_computer_walled_in_by_a_person_accepts_a_draw_once_the_game_has_stalled() {
    // A wall from the level 5 – 4 match (game 27 at ply 60): Gold's last block, far ahead
    // in the race, against Blue's two blocks on the entries of its target star. Blue, a
    // person who does not give the wall up, offers a draw on its turn; the computer (Gold)
    // counts the plies without a removal from the first position it is asked about. Only
    // the game's length matters to that count, so the history is a ply count (hashes that
    // never repeat the position).
    let walled = Deblockle::parse_position("Gb6:C/S,Bb5:H/C,Bc6:H/S 3-2 blue").expect("position");
    let stop = AtomicBool::new(false);
    let limits = Deblockle::level_spec(Level::new(4).expect("level")).limits();
    let mut computer: Ai<Deblockle> = Ai::with_table(16, 2);
    let history = |plies: u64| (1..=plies).collect::<Vec<u64>>();
    let mut answer = |position: &Deblockle, plies| {
        computer.answer_draw_offer(position, &history(plies), Player::One, &limits, &stop)
    };
    let first = answer(&walled, 10);
    assert!(
        matches!(first.verdict, Verdict::Better | Verdict::Winning),
        "Gold stands better: {:?}",
        first.verdict
    );
    assert!(!first.accept, "declined while the game goes on");
    assert!(
        !answer(&walled, 69).accept,
        "declined after 59 plies without a removal"
    );
    assert!(
        answer(&walled, 70).accept,
        "accepted after 60 plies without a removal"
    );
    // Another count of removed blocks (one more, then taken back) starts the count again.
    let removed = Deblockle::parse_position("Gb6:C/S,Bb5:H/C 3-3 blue").expect("position");
    answer(&removed, 71);
    assert!(
        !answer(&walled, 72).accept,
        "declined when the count started again"
    );
}
