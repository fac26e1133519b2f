//! A search cut by its limits never returns a move it has proven lost while another move is
//! not proven lost, and every forced result it reports holds in a deeper search.

use std::sync::atomic::AtomicBool;

use ai::score::MATE_BOUND;
use ai::{Ai, AiGame, Forced, Level, Limits, Openings, Rng, Score, SearchResult};
use engine::deblockle::Deblockle;
use engine::gobblet::Gobblet;
use engine::Notation;
use proptest::prelude::*;

/// Gold to move; the depth-5 search of the move the shallower iterations prefer
/// (`d5^e-f5`) proves it lost in 3, while `e1^n` holds (a complete search to depth 6 and
/// level 5 both play it).
const FAILS_LOW: &str = "Gb1:C/S,Ge1:C/S,Gb5:C/T,Gd5:H/S,Bc2:H/X,Bf2:H/C 0-2 gold";

#[allow(clippy::expect_used)] // test helper
fn position(text: &str) -> Deblockle {
    Deblockle::parse_position(text).expect("position")
}

/// The score of `mv` for the side to move in `p`, by a search `limits` deep after it.
fn score_after<G: AiGame>(p: &G, history: &[u64], mv: G::Move, limits: &Limits) -> Score {
    let mut child = *p;
    child.play(mv);
    if let Some(outcome) = child.outcome() {
        return match outcome.winner() {
            Some(w) if w == p.side_to_move() => Score::win_in_plies(1),
            Some(_) => Score::loss_in_plies(1),
            None => Score::DRAW,
        };
    }
    let mut h = history.to_vec();
    h.push(p.zobrist());
    let mut ai: Ai<G> = Ai::with_table(8, 0);
    let r = ai.search(&child, &h, limits, &AtomicBool::new(false), &mut |_| {});
    -r.score
}

/// Checks the promises of `r`, a search of `p`: the move is not proven lost unless every
/// move is, nor is an estimate a forced result; the moves proven lost (the move played and
/// the last three found) and a forced result reported hold in a search `confirm_nodes`
/// nodes deep.
fn check_promises<G: AiGame>(
    p: &G,
    history: &[u64],
    r: &SearchResult<G::Move>,
    confirm_nodes: u64,
) -> Result<(), String> {
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    let best = r.best_move.ok_or("no move")?;
    if r.proven_lost.contains(&best) && !moves.iter().all(|m| r.proven_lost.contains(m)) {
        return Err(format!(
            "returned {best:?}, proven lost, while another move is not"
        ));
    }
    if !r.exact && r.score.is_forced() {
        return Err(format!(
            "an estimate reported as a forced result: {}",
            r.score
        ));
    }
    let deeper = Limits::nodes(confirm_nodes);
    // The move played, and the last few proven lost (the deepest proofs).
    let confirmed = r
        .proven_lost
        .iter()
        .rev()
        .take(3)
        .chain(r.proven_lost.iter().filter(|&&m| m == best));
    for &mv in confirmed {
        let s = score_after(p, history, mv, &deeper);
        if s.0 > -MATE_BOUND {
            return Err(format!(
                "{mv:?} proven lost, but a deeper search scores it {s}"
            ));
        }
    }
    match r.score.forced() {
        Some(Forced::LosesIn(_)) => {
            // Every move loses: the deeper search of the position agrees.
            let mut ai: Ai<G> = Ai::with_table(8, 0);
            let s = ai.search(p, history, &deeper, &AtomicBool::new(false), &mut |_| {});
            if s.score.0 > -MATE_BOUND {
                return Err(format!("reported {}, a deeper search {}", r.score, s.score));
            }
        }
        Some(Forced::WinsIn(_)) => {
            let s = score_after(p, history, best, &deeper);
            if s.0 < MATE_BOUND {
                return Err(format!(
                    "{best:?} reported {}, a deeper search {s}",
                    r.score
                ));
            }
        }
        None => {}
    }
    Ok(())
}

#[test]
fn level_four_does_not_play_the_move_it_has_just_proven_lost() {
    let p = position(FAILS_LOW);
    let stop = AtomicBool::new(false);
    let mut ai: Ai<Deblockle> = Ai::with_table(16, 1);
    let r = ai.choose_move(&p, &[], Level::new(4).expect("4"), &stop, &mut |_| {});
    let played = r.best_move.expect("a move");
    assert_eq!(played.to_string(), "e1^n", "{}", r.score);
    assert!(r.score.forced().is_none(), "it holds: {}", r.score);
    let lost = r
        .proven_lost
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>();
    assert!(lost.contains(&"d5^e-f5".to_owned()), "{lost:?}");
    // A complete depth-6 search agrees that the move played holds.
    assert!(score_after(&p, &[], played, &Limits::depth(5))
        .forced()
        .is_none());
    check_promises(&p, &[], &r, 2_000_000).expect("promises");
}

#[test]
fn with_the_node_budgets_of_levels_three_and_four_no_false_loss_is_reported() {
    let p = position(FAILS_LOW);
    let stop = AtomicBool::new(false);
    for level in [3, 4] {
        let spec = Deblockle::level_spec(Level::new(level).expect("level"));
        // Without the extension, the cut iteration falls back on a move not proven lost.
        for extension in [1, 4] {
            let mut ai: Ai<Deblockle> = Ai::with_table(16, 1);
            ai.searcher().set_fail_low_extension(extension);
            let limits = Limits::nodes(spec.nodes.expect("a node budget"));
            let r = ai.search(&p, &[], &limits, &stop, &mut |_| {});
            assert!(
                r.score.forced().is_none(),
                "level {level}, extension {extension}: {} {}",
                r.best_move.expect("a move"),
                r.score
            );
            check_promises(&p, &[], &r, 2_000_000)
                .unwrap_or_else(|e| panic!("level {level}, extension {extension}: {e}"));
        }
    }
}

/// Positions (found by searching positions of games of level 1 against itself with node
/// budgets from 300 to 40 000) where, at some budgets, an iteration proves lost the move the
/// previous iteration preferred and is cut before it completes.
const TRAPS: [&str; 8] = [
    "(B1W3)..(W2B4)/.(W3B4)(B2W3)B2/.(B3W4)(B3W4)(B3W4)/..B4B2 W:221 B:110 B",
    "W4.(B2B4)B3/W3B4(B3W4)B2/(W1W4)B4W3W2/B3W3W2. W:210 B:211 B",
    "Gc4:C/L,Bb3:H/S,Bc6:H/X 3-2 blue",
    "Gd3:C/L,Gd5:H/T,Bb1:H/X,Ba4:C/H 2-2 blue",
    "Gd4:H/C,Bc2:C/H,Bc5:T/H 3-2 blue",
    "Gd5:C/T,Gf7:H/C,Bg2:C/L,Bf3:H/C 2-2 blue",
    "Gd3:H/X,Ga6:X/L,Bb1:L/T,Bc2:H/X 2-2 gold",
    "Gf5:H/T,Bd1:L/T,Be2:H/C,Bc4:C/S 3-1 blue",
];

/// The promises hold in trap `index` searched with `nodes` and `extension`.
#[allow(clippy::expect_used)] // test helper
fn trap_keeps_promises(index: usize, nodes: u64, extension: u64) -> Result<(), String> {
    fn run<G: AiGame + Notation>(text: &str, nodes: u64, extension: u64) -> Result<(), String> {
        let p = G::parse_position(text).expect("position");
        let mut ai: Ai<G> = Ai::with_table(4, 0);
        ai.searcher().set_fail_low_extension(extension);
        let r = ai.search(
            &p,
            &[],
            &Limits::nodes(nodes),
            &AtomicBool::new(false),
            &mut |_| {},
        );
        check_promises(&p, &[], &r, 200_000).map_err(|e| format!("{text} at {nodes} nodes: {e}"))
    }
    let text = TRAPS[index];
    if text.starts_with('G') {
        run::<Deblockle>(text, nodes, extension)
    } else {
        run::<Gobblet>(text, nodes, extension)
    }
}

#[test]
fn a_cut_iteration_falls_back_on_a_move_not_proven_lost() {
    // The budgets at which the traps were found, without the extension: the fallback.
    for (index, nodes) in [
        (0, 2277),
        (1, 1518),
        (2, 675),
        (3, 7683),
        (4, 2277),
        (5, 11524),
        (6, 7683),
        (7, 1518),
    ] {
        trap_keeps_promises(index, nodes, 1).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn the_one_thread_search_plays_the_same_moves_run_to_run() {
    fn same<G: Openings>(seed: u64) {
        let (p, history) = random_position::<G>(seed, &[3, 1, 4, 1, 5]);
        let search = || {
            let mut ai: Ai<G> = Ai::with_table(4, seed);
            ai.search(
                &p,
                &history,
                &Limits::nodes(60_000),
                &AtomicBool::new(false),
                &mut |_| {},
            )
        };
        let (first, second) = (search(), search());
        assert_eq!(
            (
                first.best_move,
                first.score,
                first.depth,
                first.nodes,
                &first.pv
            ),
            (
                second.best_move,
                second.score,
                second.depth,
                second.nodes,
                &second.pv
            ),
            "seed {seed}"
        );
    }
    for seed in 0..3 {
        same::<Gobblet>(seed);
        same::<Deblockle>(seed);
    }
}

#[test]
fn a_threaded_search_returns_a_legal_move_and_stops_on_the_flag() {
    let (p, history) = random_position::<Gobblet>(9, &[2, 7]);
    let mut ai: Ai<Gobblet> = Ai::with_table(4, 9);
    ai.set_threads(3);
    let stop = std::sync::Arc::new(AtomicBool::new(false));
    let setter = {
        let stop = stop.clone();
        std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(100));
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        })
    };
    let r = ai.search(&p, &history, &Limits::infinite(), &stop, &mut |_| {});
    setter.join().unwrap();
    assert!(r.cancelled);
    assert!(engine::Game::is_legal(&p, r.best_move.unwrap()));
}

/// A position `moves` random moves (picked by the numbers in `picks`) after a random opening.
fn random_position<G: Openings>(seed: u64, picks: &[u16]) -> (G, Vec<u64>) {
    let mut p = G::random_opening(&mut Rng::new(seed));
    let mut history = Vec::new();
    let mut moves = Vec::new();
    for &pick in picks {
        p.legal_moves(&mut moves);
        let mut next = p;
        next.play(moves[pick as usize % moves.len()]);
        if next.outcome().is_some() {
            break;
        }
        history.push(p.zobrist());
        p = next;
    }
    (p, history)
}

fn promises_hold<G: Openings>(
    seed: u64,
    picks: &[u16],
    nodes: u64,
    extension: u64,
    threads: usize,
) -> Result<(), TestCaseError> {
    let (p, history) = random_position::<G>(seed, picks);
    let mut ai: Ai<G> = Ai::with_table(4, seed);
    ai.searcher().set_fail_low_extension(extension);
    // With helper threads too: they share the table the answer is read from.
    ai.set_threads(threads);
    let r = ai.search(
        &p,
        &history,
        &Limits::nodes(nodes),
        &AtomicBool::new(false),
        &mut |_| {},
    );
    check_promises(&p, &history, &r, 20 * nodes).map_err(TestCaseError::fail)
}

proptest! {
    // Each case is a few small searches; the confirmations are twenty times deeper.
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn deblockle_searches_keep_their_promises(
        seed in any::<u64>(),
        picks in prop::collection::vec(any::<u16>(), 0..60),
        nodes in 300u64..12_000,
        extension in 1u64..4,
        threads in 1usize..4,
    ) {
        promises_hold::<Deblockle>(seed, &picks, nodes, extension, threads)?;
    }

    #[test]
    fn searches_of_traps_keep_their_promises(
        index in 0..TRAPS.len(),
        nodes in 300u64..40_000,
        extension in 1u64..5,
    ) {
        trap_keeps_promises(index, nodes, extension).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn gobblet_searches_keep_their_promises(
        seed in any::<u64>(),
        picks in prop::collection::vec(any::<u16>(), 0..16),
        nodes in 300u64..12_000,
        extension in 1u64..4,
        threads in 1usize..4,
    ) {
        promises_hold::<Gobblet>(seed, &picks, nodes, extension, threads)?;
    }
}
