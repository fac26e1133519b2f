//! Measures what the root fail-low extension is worth: over positions from games of level
//! 2 against itself, searches each with the node budgets of levels 3 and 4, once with the
//! extension and once without it (then a cut iteration whose best move is proven lost falls
//! back to the best remaining move of the last completed iteration). Where the two choose
//! different moves, a search of one million nodes after each move judges them.
//!
//! `cargo run --release -p tipgobble-ai --example fail_low -- <games per game> [seed]`

use std::sync::atomic::AtomicBool;

use ai::arena::Openings;
use ai::score::MATE_BOUND;
use ai::{Ai, Level, Limits, Rng};
use engine::deblockle::Deblockle;
use engine::gobblet::Gobblet;

/// Plays `games` games of level 2 against itself and returns every position with its history.
fn positions<G: Openings>(games: u32, seed: u64) -> Vec<(G, Vec<u64>)> {
    let mut out = Vec::new();
    let mut rng = Rng::new(seed);
    let mut ai: Ai<G> = Ai::with_table(4, seed);
    let stop = AtomicBool::new(false);
    for _ in 0..games {
        let mut p = G::random_opening(&mut rng);
        let mut history = Vec::new();
        ai.new_game();
        for _ in 0..200 {
            if p.outcome().is_some() {
                break;
            }
            out.push((p, history.clone()));
            let r = ai.choose_move(
                &p,
                &history,
                Level::new(2).unwrap_or(Level::MIN),
                &stop,
                &mut |_| {},
            );
            let Some(mv) = r.best_move else { break };
            history.push(p.zobrist());
            p.play(mv);
        }
    }
    out
}

fn measure<G: Openings>(games: u32, seed: u64) {
    let stop = AtomicBool::new(false);
    let all = positions::<G>(games, seed);
    let mut with: Ai<G> = Ai::with_table(16, 1);
    let mut without: Ai<G> = Ai::with_table(16, 1);
    without.searcher().set_fail_low_extension(1);
    let mut judge: Ai<G> = Ai::with_table(32, 1);
    for level in [3u8, 4] {
        let limits = G::level_spec(Level::new(level).unwrap_or(Level::MAX)).limits();
        let (mut differ, mut better, mut worse, mut same) = (0, 0, 0, 0);
        let (mut lost_with, mut lost_without) = (0, 0);
        let (mut gain, mut extra_nodes) = (0i64, 0u64);
        for (p, history) in &all {
            with.new_game();
            without.new_game();
            let a = with.search(p, history, &limits, &stop, &mut |_| {});
            let b = without.search(p, history, &limits, &stop, &mut |_| {});
            extra_nodes += a.nodes.saturating_sub(b.nodes);
            if a.best_move == b.best_move {
                continue;
            }
            differ += 1;
            let mut judged = [0i32; 2];
            for (k, mv) in [a.best_move, b.best_move].into_iter().enumerate() {
                let Some(mv) = mv else { continue };
                let mut child = *p;
                child.play(mv);
                let mut h = history.clone();
                h.push(p.zobrist());
                judge.new_game();
                let r = judge.search(&child, &h, &Limits::nodes(1_000_000), &stop, &mut |_| {});
                judged[k] = -r.score.0;
            }
            if judged[0] <= -MATE_BOUND {
                lost_with += 1;
            }
            if judged[1] <= -MATE_BOUND {
                lost_without += 1;
            }
            let clamp = |s: i32| s.clamp(-2_000, 2_000) as i64;
            gain += clamp(judged[0]) - clamp(judged[1]);
            match judged[0].cmp(&judged[1]) {
                std::cmp::Ordering::Greater => better += 1,
                std::cmp::Ordering::Less => worse += 1,
                std::cmp::Ordering::Equal => same += 1,
            }
        }
        println!(
            "{}: level {level} budget, {} positions: moves differ in {differ}; with the extension better {better}, worse {worse}, equal {same}; judged lost: with {lost_with}, without {lost_without}; mean gain {:.0} per differing position; extra nodes {:.1}%",
            G::KIND,
            all.len(),
            if differ > 0 { gain as f64 / differ as f64 } else { 0.0 },
            100.0 * extra_nodes as f64 / (all.len() as f64 * limits.nodes.unwrap_or(1) as f64),
        );
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games = args.next().and_then(|a| a.parse().ok()).unwrap_or(10);
    let seed = args.next().and_then(|a| a.parse().ok()).unwrap_or(2026);
    measure::<Deblockle>(games, seed);
    measure::<Gobblet>(games, seed);
}
