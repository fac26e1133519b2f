//! The AI in a browser: `wasm-bindgen-test` in a dedicated Web Worker of headless Chromium
//! (docs/development.md, "WebAssembly"): level 5 on one thread, its clock the browser's.
//! Nothing on the native targets.
#![cfg(all(target_family = "wasm", target_os = "unknown"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use std::sync::atomic::AtomicBool;

use ai::clock::Duration;
use ai::{Ai, AiGame, Level, Openings, Rng};
use engine::deblockle::Deblockle;
use engine::gobblet::Gobblet;
use wasm_bindgen_test::{console_log, wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_dedicated_worker);

/// The openings of `tipgobble bench <game> --level 5 --positions 8` (seed 1), so that its
/// native nodes per second compare with the ones printed here.
const POSITIONS: u32 = 8;

/// Level 5 on the bench's openings: a legal move each time, within the level's time cap
/// (and a little for the last iteration to notice it); prints the nodes per second.
fn level_5_plays_legal_moves_in_time<G: AiGame + Openings>(name: &str) {
    let cap = G::level_spec(Level::MAX).time_cap;
    let mut rng = Rng::new(1);
    let mut ai: Ai<G> = Ai::new(1);
    ai.set_threads(4);
    assert_eq!(ai.threads(), 1, "no threads in a browser");
    let stop = AtomicBool::new(false);
    let (mut nodes, mut total) = (0u64, Duration::ZERO);
    let mut moves = Vec::new();
    for _ in 0..POSITIONS {
        let position = G::random_opening(&mut rng);
        ai.new_game();
        let r = ai.choose_move(&position, &[], Level::MAX, &stop, &mut |_| {});
        position.legal_moves(&mut moves);
        let best = r.best_move.expect("a move");
        assert!(moves.contains(&best), "{name}: an illegal move");
        assert!(
            r.elapsed <= cap + Duration::from_millis(250),
            "{name}: {:?} over the cap of {cap:?}",
            r.elapsed
        );
        nodes += r.nodes;
        total += r.elapsed;
    }
    console_log!(
        "{name}: level 5 on {POSITIONS} positions, 1 thread: {:.0} nodes/s ({nodes} nodes in {:.2} s)",
        nodes as f64 / total.as_secs_f64().max(1e-9),
        total.as_secs_f64()
    );
}

#[wasm_bindgen_test]
fn level_5_plays_gobblet_in_a_browser() {
    level_5_plays_legal_moves_in_time::<Gobblet>("gobblet");
}

#[wasm_bindgen_test]
fn level_5_plays_deblockle_in_a_browser() {
    level_5_plays_legal_moves_in_time::<Deblockle>("deblockle");
}
