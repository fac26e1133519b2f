//! Game review: games built for the purpose, analysed at the review's budget. The moves that throw
//! a result away are blunders with a winning alternative named; a game of the AI's own best
//! moves has no mistake; the analysis is the same every time and can be cancelled, or paused
//! (the app in the background) and resumed from where it was, with the same result.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::thread;
use std::time::{Duration, Instant};

use ai::{
    Ai, AiGame, Analyser, AnalysisControl, AnalysisError, AnalysisProgress, GameAnalysis,
    Interrupt, MoveClass, RunState, Verdict,
};
use engine::deblockle::Deblockle;
use engine::gobblet::Gobblet;
use engine::Notation;

/// The moves of a game given as text, from `start`.
fn line<G: Notation>(start: &str, moves: &[&str]) -> (G, Vec<G::Move>) {
    let start = G::parse_position(start).expect("a position");
    let mut position = start;
    let mut out = Vec::new();
    for text in moves {
        let mv = position.parse_legal_move(text).expect("a legal move");
        position.play(mv);
        out.push(mv);
    }
    (start, out)
}

fn analyse<G: AiGame + Notation>(start: &str, moves: &[&str]) -> GameAnalysis<G::Move> {
    let (start, moves) = line::<G>(start, moves);
    let stop = AtomicBool::new(false);
    Analyser::<G>::new()
        .analyse(&start, &moves, &stop, &mut |_| {})
        .expect("the analysis completes")
}

/// The classes of the moves, and each move's better move with its verdict as text.
fn judged<M: std::fmt::Display + Copy>(
    analysis: &GameAnalysis<M>,
) -> Vec<(MoveClass, Option<String>)> {
    analysis
        .moves
        .iter()
        .map(|m| (m.class, m.better.map(|b| format!("{} {}", b.mv, b.verdict))))
        .collect()
}

#[test]
fn a_missed_win_in_one_and_a_move_that_allows_one_are_the_only_blunders() {
    // White can complete rank 2 with a1-c2. It gobbles Black's 3 on d1 instead; Black blocks
    // c2; White lifts its 4 off d1, uncovering Black's 3, and Black completes rank 1.
    let analysis = analyse::<Gobblet>(
        "..../..../W3W4.W4/W3B4B4B3 W:422 B:432 W",
        &["4d1", "4a2", "d1-a3", "a2-a1"],
    );
    let judged = judged(&analysis);
    assert_eq!(
        judged[0],
        (MoveClass::Blunder, Some("a1-c2 wins in 1".to_owned())),
        "the missed win"
    );
    assert_eq!(
        judged[2].0,
        MoveClass::Blunder,
        "the move that allows a win in 1"
    );
    let better = analysis.moves[2].better.expect("a better move");
    assert!(
        better.verdict.is_not_worse() || better.verdict == Verdict::Worse,
        "the better move does not lose: {}",
        better.verdict
    );
    assert_eq!(analysis.moves[2].verdict, Verdict::LosesIn(1));
    for i in [1, 3] {
        assert!(!judged[i].0.is_error(), "move {i}: {:?}", judged[i]);
    }
    assert_eq!(analysis.moves[3].verdict, Verdict::WinsIn(1));
    // The graph's points: the start is a forced win for White, the end a loss for White.
    assert_eq!(
        ai::analysis::win_chance(analysis.positions[0].score_for_one()),
        1.0
    );
    assert_eq!(
        ai::analysis::win_chance(analysis.positions[4].score_for_one()),
        -1.0
    );
}

#[test]
fn a_deblockle_move_into_a_forced_loss_is_a_blunder_with_the_win_named() {
    // Blue wins in 2 by tipping south to e2, but hops north to a5 and loses in 3; the rest is
    // best play on both sides.
    let analysis = analyse::<Deblockle>(
        "Gg2:L/X,Bg4:X/H 0-0 blue",
        &["g4^n-a5", "g2^n-f3", "a5^e", "f3^n-e6", "b5^e-c2", "e6^w"],
    );
    let judged = judged(&analysis);
    assert_eq!(
        judged[0],
        (MoveClass::Blunder, Some("g4^s-e2 wins in 2".to_owned()))
    );
    assert_eq!(analysis.moves[0].verdict, Verdict::LosesIn(3));
    assert!(
        judged[1..]
            .iter()
            .all(|(class, better)| !class.is_error() && better.is_none()),
        "{judged:?}"
    );
}

/// A game whose moves are the best moves of a search with the review's budget (with its
/// table carried from move to move, as in a game, so not the analysis' own searches).
fn best_play<G: AiGame + Notation>(start: &str, plies: usize) -> (G, Vec<G::Move>) {
    let start = G::parse_position(start).expect("a position");
    let mut ai = Ai::<G>::with_table(16, 1);
    let stop = AtomicBool::new(false);
    let limits = ai::Limits::nodes(G::review_nodes());
    let mut position = start;
    let mut history = Vec::new();
    let mut moves = Vec::new();
    while moves.len() < plies && position.outcome().is_none() {
        let r = ai.search(&position, &history, &limits, &stop, &mut |_| {});
        let mv = r.best_move.expect("a move");
        history.push(position.zobrist());
        position.play(mv);
        moves.push(mv);
    }
    (start, moves)
}

#[test]
fn a_game_of_best_moves_has_no_mistake() {
    let stop = AtomicBool::new(false);
    let (start, moves) = best_play::<Gobblet>("..../..../..../.... W:444 B:444 W", 6);
    let analysis = Analyser::<Gobblet>::new()
        .analyse(&start, &moves, &stop, &mut |_| {})
        .unwrap();
    let classes: Vec<MoveClass> = analysis.moves.iter().map(|m| m.class).collect();
    assert!(
        classes
            .iter()
            .all(|c| matches!(c, MoveClass::Best | MoveClass::Good)),
        "{classes:?}"
    );
    let (start, moves) = best_play::<Deblockle>(
        "Gc1:T/H,Ge1:S/X,Gc3:T/C,Ge3:L/X,Bc5:S/L,Be5:C/L,Bc7:H/X,Be7:T/L 0-0 gold",
        6,
    );
    let analysis = Analyser::<Deblockle>::new()
        .analyse(&start, &moves, &stop, &mut |_| {})
        .unwrap();
    let classes: Vec<MoveClass> = analysis.moves.iter().map(|m| m.class).collect();
    assert!(
        classes
            .iter()
            .all(|c| matches!(c, MoveClass::Best | MoveClass::Good)),
        "{classes:?}"
    );
}

#[test]
fn the_same_game_gets_the_same_analysis_and_progress_counts_every_position() {
    let (start, moves) = line::<Gobblet>(
        "..../..../..../.... W:444 B:444 W",
        &["4a1", "4b2", "4c3", "4d4", "3a2"],
    );
    let stop = AtomicBool::new(false);
    let mut seen = Vec::new();
    let first = Analyser::<Gobblet>::with_nodes(50_000)
        .analyse(&start, &moves, &stop, &mut |p| seen.push(p))
        .unwrap();
    assert_eq!(seen.len(), 6);
    assert_eq!(seen.last(), Some(&AnalysisProgress { done: 6, total: 6 }));
    // Whatever the number of threads: the same answer.
    for threads in [1, 3] {
        let mut threaded = Analyser::<Gobblet>::with_nodes(50_000);
        threaded.set_threads(threads);
        let mut done = Vec::new();
        let analysis = threaded.analyse(&start, &moves, &stop, &mut |p| done.push(p.done));
        assert_eq!(analysis.unwrap(), first, "{threads} threads");
        assert_eq!(done, [1, 2, 3, 4, 5, 6], "{threads} threads");
    }
    // Another analyser, after other work: the same answer.
    let mut other = Analyser::<Gobblet>::with_nodes(50_000);
    other
        .analyse(&start, &moves[..2], &stop, &mut |_| {})
        .unwrap();
    assert_eq!(
        other.analyse(&start, &moves, &stop, &mut |_| {}).unwrap(),
        first
    );
}

#[test]
fn cancelling_stops_the_analysis_and_an_illegal_line_is_refused() {
    let (start, moves) = line::<Gobblet>("..../..../..../.... W:444 B:444 W", &["4a1", "4b2"]);
    let stop = AtomicBool::new(true);
    assert_eq!(
        Analyser::<Gobblet>::new().analyse(&start, &moves, &stop, &mut |_| {}),
        Err(AnalysisError::Cancelled)
    );
    let stop = AtomicBool::new(false);
    let twice = [moves[0], moves[0]];
    assert_eq!(
        Analyser::<Gobblet>::with_nodes(1_000).analyse(&start, &twice, &stop, &mut |_| {}),
        Err(AnalysisError::IllegalMove {
            number: 2,
            mv: "4a1".into()
        })
    );
}

#[test]
fn a_try_as_good_as_the_best_move_is_accepted_and_a_worse_one_is_not() {
    // Learn from your mistakes, on the missed win: any winning move is accepted.
    let position = Gobblet::parse_position("..../..../W3W4.W4/W3B4B4B3 W:422 B:432 W").unwrap();
    let stop = AtomicBool::new(false);
    let mut analyser = Analyser::<Gobblet>::new();
    let best = analyser
        .evaluate(&position, &[], false, &stop)
        .unwrap()
        .score;
    for (text, accepted) in [
        ("a1-c2", true),
        ("4c2", true),
        ("2c2", true),
        ("4d1", false),
    ] {
        let mv = position.parse_legal_move(text).unwrap();
        let verdict = analyser
            .judge_try(&position, &[], mv, best, &stop)
            .unwrap()
            .expect("a legal try");
        assert_eq!(verdict.accepted, accepted, "{text}: {verdict:?}");
    }
    let elsewhere = Gobblet::parse_move("a3-a4").unwrap();
    assert_eq!(
        analyser.judge_try(&position, &[], elsewhere, best, &stop),
        Ok(None)
    );
}

/// The opening analysed by the pause tests, and the budget per position.
fn opening() -> (Gobblet, Vec<<Gobblet as engine::Game>::Move>) {
    line::<Gobblet>(
        "..../..../..../.... W:444 B:444 W",
        &["4a1", "4b2", "4c3", "4d4", "3a2"],
    )
}
const NODES: u64 = 50_000;

/// Waits (at most 10 s) until `done`.
fn until(what: &str, done: impl Fn() -> bool) {
    let started = Instant::now();
    while !done() {
        assert!(started.elapsed() < Duration::from_secs(10), "never: {what}");
        thread::sleep(Duration::from_millis(2));
    }
}

/// A control that pauses itself at the first report of nodes of its `at`-th search (from 1):
/// inside that search, which then stops, as the app going to the background at any moment
/// would. (The analysis reads the flag as each search begins, and every search reports nodes
/// first at the end of its first iteration.)
struct PauseAt {
    control: AnalysisControl,
    at: usize,
    searches: std::sync::atomic::AtomicUsize,
    begun: AtomicBool,
}

impl PauseAt {
    fn new(at: usize) -> Self {
        PauseAt {
            control: AnalysisControl::new(),
            at,
            searches: 0.into(),
            begun: AtomicBool::new(false),
        }
    }
}

impl Interrupt for PauseAt {
    fn flag(&self) -> &AtomicBool {
        self.begun.store(true, Ordering::Relaxed);
        self.control.flag()
    }
    fn go_on(&self) -> bool {
        self.control.go_on()
    }
    fn searched(&self, nodes: u64) {
        self.control.searched(nodes);
        if self.begun.swap(false, Ordering::Relaxed)
            && self.searches.fetch_add(1, Ordering::Relaxed) + 1 == self.at
        {
            self.control.pause();
        }
    }
}

#[test]
fn an_analysis_paused_half_way_goes_on_from_where_it_was_with_the_same_result() {
    let (start, moves) = opening();
    let whole = AnalysisControl::new();
    let mut seen = Vec::new();
    let expected = Analyser::<Gobblet>::with_nodes(NODES)
        .analyse(&start, &moves, &whole, &mut |p| seen.push(p))
        .unwrap();
    // In the third position's search, after two positions done.
    let paused = Arc::new(PauseAt::new(3));
    let (sent, progress) = mpsc::channel();
    let worker = {
        let paused = paused.clone();
        thread::spawn(move || {
            // One thread: positions one after another, so the counts below are exact.
            let mut analyser = Analyser::<Gobblet>::with_nodes(NODES);
            analyser.set_threads(1);
            analyser.analyse(&start, &moves, &*paused, &mut |p| {
                sent.send(p).unwrap();
            })
        })
    };
    until("the analysis waits", || paused.control.waiting());
    let before: Vec<AnalysisProgress> = progress.try_iter().collect();
    assert_eq!(before, seen[..2], "paused half-way");
    // Paused: nothing is searched and no position is done, however long it stays so.
    let nodes = paused.control.nodes();
    thread::sleep(Duration::from_millis(300));
    assert_eq!(paused.control.nodes(), nodes, "no search while paused");
    assert!(
        progress.try_recv().is_err(),
        "no position done while paused"
    );
    assert!(!worker.is_finished());

    paused.control.resume();
    let analysis = worker.join().unwrap().unwrap();
    assert_eq!(analysis, expected, "the same analysis as without the pause");
    let after: Vec<AnalysisProgress> = progress.iter().collect();
    assert_eq!(
        [before, after].concat(),
        seen,
        "progress goes on after the pause: every position once, in order"
    );
    // The search the pause cut was made again, and only that one: the positions done
    // before the pause were not searched again.
    let again = paused.control.nodes() - whole.nodes();
    assert!(
        again > 0,
        "the pause cut a search, which was searched again"
    );
    assert!(
        again < NODES,
        "{again} nodes searched again: more than the one search cut"
    );
}

#[test]
fn an_analysis_on_threads_paused_half_way_gives_the_same_result() {
    let (start, moves) = opening();
    let mut one = Analyser::<Gobblet>::with_nodes(NODES);
    one.set_threads(1);
    let expected = one
        .analyse(&start, &moves, &AtomicBool::new(false), &mut |_| {})
        .unwrap();
    let paused = Arc::new(PauseAt::new(3));
    let worker = {
        let paused = paused.clone();
        thread::spawn(move || {
            let mut analyser = Analyser::<Gobblet>::with_nodes(NODES);
            analyser.set_threads(3);
            analyser.analyse(&start, &moves, &*paused, &mut |_| {})
        })
    };
    until("the analysis waits", || paused.control.waiting());
    paused.control.resume();
    assert_eq!(worker.join().unwrap().unwrap(), expected);
}

#[test]
fn an_analysis_started_paused_searches_nothing_until_resumed() {
    let (start, moves) = opening();
    let expected = Analyser::<Gobblet>::with_nodes(NODES)
        .analyse(&start, &moves, &AtomicBool::new(false), &mut |_| {})
        .unwrap();
    let positions = moves.len() + 1;
    let control = Arc::new(AnalysisControl::paused());
    let (sent, progress) = mpsc::channel();
    let worker = {
        let control = control.clone();
        thread::spawn(move || {
            Analyser::<Gobblet>::with_nodes(NODES).analyse(&start, &moves, &*control, &mut |p| {
                sent.send(p).unwrap();
            })
        })
    };
    until("the analysis waits", || control.waiting());
    thread::sleep(Duration::from_millis(200));
    assert_eq!(control.nodes(), 0, "not one node searched while paused");
    assert!(progress.try_recv().is_err());
    control.resume();
    assert_eq!(worker.join().unwrap(), Ok(expected));
    assert_eq!(progress.iter().count(), positions);
}

#[test]
fn cancelling_a_paused_analysis_ends_it_at_once() {
    let (start, moves) = opening();
    let control = Arc::new(AnalysisControl::new());
    let worker = {
        let control = control.clone();
        thread::spawn(move || {
            Analyser::<Gobblet>::with_nodes(NODES).analyse(&start, &moves, &*control, &mut |_| {})
        })
    };
    control.pause();
    until("the analysis waits", || control.waiting());
    control.cancel();
    assert_eq!(worker.join().unwrap(), Err(AnalysisError::Cancelled));
    assert_eq!(control.state(), RunState::Cancelled);
}
