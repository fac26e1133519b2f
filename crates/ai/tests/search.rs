//! The generic searcher against games whose truth is known.

mod common;

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::{Duration, Instant};

use ai::{Forced, Limits, Reductions, Score, Searcher};
use common::{all_positions, brute_force, Blind, Nim, TicTacToe, TicTacToeEval};
use engine::Game;

fn quiet() -> impl FnMut(&ai::Progress<u8>) {
    |_| {}
}

/// With either reductions (level 5 reduces late moves deep), a search deep enough finds the
/// exact value of every position and a move that keeps it.
#[test]
fn every_tic_tac_toe_position_gets_its_exact_value_and_distance() {
    for reductions in [Reductions::Light, Reductions::Deep] {
        exact_values_and_distances(reductions);
    }
}

#[allow(clippy::expect_used)] // test helper
fn exact_values_and_distances(reductions: Reductions) {
    let mut memo = HashMap::new();
    let mut searcher = Searcher::new(TicTacToeEval, 1);
    let stop = AtomicBool::new(false);
    let limits = Limits {
        reductions,
        ..Limits::depth(12)
    };
    let mut checked = 0;
    for p in all_positions(TicTacToe::empty()) {
        if p.outcome().is_some() {
            continue;
        }
        let truth = brute_force(&p, &mut memo);
        let r = searcher.search(&p, &[], &limits, &stop, &mut quiet());
        assert_eq!(r.score, Score(truth), "{reductions}: {p:?}");
        // The move chosen has the value claimed.
        let mut after = p;
        after.play(r.best_move.expect("a move"));
        let child = -brute_force(&after, &mut memo);
        let child = if child.abs() >= ai::score::MATE_BOUND {
            child - child.signum()
        } else {
            child
        };
        assert_eq!(child, truth, "{reductions}: {p:?} move {:?}", r.best_move);
        checked += 1;
    }
    assert_eq!(checked, 4520, "non-final tic-tac-toe positions");
}

#[test]
fn tic_tac_toe_from_the_start_is_a_draw() {
    let mut searcher = Searcher::new(TicTacToeEval, 1);
    let r = searcher.search(
        &TicTacToe::empty(),
        &[],
        &Limits::depth(9),
        &AtomicBool::new(false),
        &mut quiet(),
    );
    assert_eq!(r.score, Score::DRAW);
    assert_eq!(r.depth, 9);
}

#[test]
fn takes_the_win_now_rather_than_blocking() {
    // X: 0 1, O: 3 4; X to move wins at 2 (O threatens 5).
    let p = TicTacToe::from_picture("XX.OO....");
    let mut searcher = Searcher::new(TicTacToeEval, 1);
    let r = searcher.search(
        &p,
        &[],
        &Limits::depth(6),
        &AtomicBool::new(false),
        &mut quiet(),
    );
    assert_eq!(r.best_move, Some(2));
    assert_eq!(r.score.forced(), Some(Forced::WinsIn(1)));
}

#[test]
fn the_only_move_that_does_not_lose_at_once_is_found_at_every_depth() {
    // X: 0 1, O: 4; O to move must block at 2.
    let p = TicTacToe::from_picture("XX..O....");
    for depth in 2..=9 {
        let mut searcher = Searcher::new(TicTacToeEval, 1);
        let r = searcher.search(
            &p,
            &[],
            &Limits::depth(depth),
            &AtomicBool::new(false),
            &mut quiet(),
        );
        assert_eq!(r.best_move, Some(2), "depth {depth}");
    }
}

#[test]
fn nim_wins_take_the_shortest_way_and_losses_the_longest() {
    let mut memo = HashMap::new();
    let mut searcher = Searcher::new(Blind, 1);
    let stop = AtomicBool::new(false);
    for p in all_positions(Nim::new([5, 6, 7], 3)) {
        if p.outcome().is_some() {
            continue;
        }
        let truth = brute_force(&p, &mut memo);
        let r = searcher.search(&p, &[], &Limits::depth(40), &stop, &mut |_| {});
        assert_eq!(r.score, Score(truth), "{p:?}");
    }
    // One heap of 21, take 1 to 3: take 1 leaving 20; then 4 per round: wins in 6.
    let r = searcher.search(
        &Nim::new([21, 0, 0], 3),
        &[],
        &Limits::infinite(),
        &stop,
        &mut |_| {},
    );
    assert_eq!(r.best_move, Some(1));
    assert_eq!(r.score.forced(), Some(Forced::WinsIn(6)));
    // 20 is lost: taking one each time holds out five moves.
    let r = searcher.search(
        &Nim::new([20, 0, 0], 3),
        &[],
        &Limits::infinite(),
        &stop,
        &mut |_| {},
    );
    assert_eq!(r.score.forced(), Some(Forced::LosesIn(5)));
    assert!(r.pv.len() >= 2, "a principal variation: {:?}", r.pv);
}

#[test]
fn node_limits_are_kept_and_give_the_same_answer_every_time() {
    let p = Nim::new([40, 45, 50], 6);
    let run = || {
        let mut searcher = Searcher::new(Blind, 1);
        searcher.search(
            &p,
            &[],
            &Limits::nodes(5_000),
            &AtomicBool::new(false),
            &mut |_| {},
        )
    };
    let a = run();
    let b = run();
    assert!(a.nodes <= 5_000 + 256, "{} nodes", a.nodes);
    assert_eq!(
        (a.best_move, a.score, a.depth),
        (b.best_move, b.score, b.depth)
    );
    assert!(a.best_move.is_some());
}

#[test]
fn progress_reports_every_completed_depth() {
    let mut depths = Vec::new();
    let mut searcher = Searcher::new(TicTacToeEval, 1);
    let r = searcher.search(
        &TicTacToe::from_picture("X...O...."),
        &[],
        &Limits::depth(5),
        &AtomicBool::new(false),
        &mut |p: &ai::Progress<u8>| {
            if p.best_move.is_some() {
                depths.push(p.depth);
            }
        },
    );
    assert_eq!(r.depth, 5);
    for d in 1..=5 {
        assert!(depths.contains(&d), "{depths:?}");
    }
}

#[test]
fn a_repeated_position_in_the_game_history_counts_as_a_draw() {
    // Heaps 1,1,0 with one to take: whoever moves first wins in 2 normally. If the
    // position after the winning move had been seen in the game before, the search treats
    // reaching it again as a draw.
    let p = Nim::new([2, 0, 0], 1);
    let mut searcher = Searcher::new(Blind, 1);
    let stop = AtomicBool::new(false);
    let r = searcher.search(&p, &[], &Limits::depth(10), &stop, &mut |_| {});
    assert_eq!(r.score.forced(), Some(Forced::LosesIn(1)));
    let mut after = p;
    after.play(1);
    // History (oldest first): `after`, with the same side to move, three plies before the
    // root's only child.
    let history = [after.zobrist(), 0, 0];
    let r = searcher.search(&p, &history, &Limits::depth(10), &stop, &mut |_| {});
    assert_eq!(r.score, Score::DRAW);
}

#[test]
fn cancellation_from_another_thread_returns_a_move_quickly() {
    // Wide heaps keep the search busy far beyond the cancellation.
    let p = Nim::new([200, 210, 220], 12);
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let setter = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(100));
        flag.store(true, std::sync::atomic::Ordering::Relaxed);
        Instant::now()
    });
    let mut searcher = Searcher::new(Blind, 4);
    let r = searcher.search(&p, &[], &Limits::infinite(), &stop, &mut |_| {});
    let returned = Instant::now();
    let set_at = setter.join().expect("setter thread");
    assert!(r.cancelled);
    assert!(r.best_move.is_some());
    assert!(r.depth >= 1);
    // Generous: the figure (a few milliseconds) is measured by `tipgobble bench`.
    assert!(returned.duration_since(set_at) < Duration::from_millis(500));
}
