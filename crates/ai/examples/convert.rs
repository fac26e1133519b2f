//! Plays a Deblockle position out between two contenders (Gold's first, Blue's second) for
//! at most a number of plies, and says how it ended: how walls positions from `walls`
//! (a side behind standing on the entries of the leader's target star) are broken.
//!
//! `cargo run --release -p tipgobble-ai --example convert -- <gold> <blue> <plies> <position>...`

use std::str::FromStr;
use std::sync::atomic::AtomicBool;

use ai::arena::Contender;
use ai::Ai;
use engine::deblockle::Deblockle;
use engine::{Game, Notation};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 4 {
        eprintln!("usage: convert <gold> <blue> <plies> <position>...");
        return;
    }
    let contenders = [&args[0], &args[1]].map(|s| Contender::from_str(s).ok());
    let plies: usize = args[2].parse().unwrap_or(100);
    let stop = AtomicBool::new(false);
    for text in &args[3..] {
        let Ok(start) = Deblockle::parse_position(text) else {
            eprintln!("bad position {text}");
            continue;
        };
        let mut ais: [Ai<Deblockle>; 2] = [Ai::with_table(16, 1), Ai::with_table(16, 2)];
        let mut p = start;
        let mut history = Vec::new();
        let mut played = Vec::new();
        let mut ply = 0;
        while ply < plies && p.outcome().is_none() {
            let side = p.side_to_move().index();
            let Some(spec) = contenders[side].and_then(|c| c.spec::<Deblockle>()) else {
                return eprintln!("contenders are levels");
            };
            let r = ais[side].choose_move_as(&p, &history, &spec, &stop, &mut |_| {});
            let Some(mv) = r.best_move else { break };
            history.push(p.zobrist());
            p.play(mv);
            played.push(mv.to_string());
            ply += 1;
        }
        let how = match p.outcome() {
            Some(o) => format!("{o:?} after {ply} plies"),
            None => format!("still going after {ply} plies: {}", p.format_position()),
        };
        println!("{text}: {how}");
        let tail = &played[played.len().saturating_sub(16)..];
        println!("  last moves {}", tail.join(" "));
    }
}
