//! Finds the Deblockle games of a match that are still going after a number of plies (the
//! games a match's turn cap would draw) and prints the position they reached, for testing
//! how a level breaks a wall. The games are those of `tipgobble match deblockle` with the
//! same contenders and seed (game `i` of the match is game `i` here).
//!
//! `cargo run --release -p tipgobble-ai --example walls -- <A> <B> <seed> <plies> <first> <last>`
//! e.g. `... -- 5 4 2026 150 0 99` prints every game of the 5 – 4 match still going at ply 150.

use std::str::FromStr;

use ai::arena::{play_game, Contender, MatchConfig};
use ai::Ai;
use engine::deblockle::Deblockle;
use engine::{DrawReason, Game, Notation, Outcome};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or_else(|| default.into());
    let contender = |s: String| Contender::from_str(&s).unwrap_or(Contender::Random);
    let number = |s: String| s.parse::<u64>().unwrap_or(0);
    let config = MatchConfig {
        a: contender(arg(0, "5")),
        b: contender(arg(1, "4")),
        games: 100,
        first_game: 0,
        seed: number(arg(2, "2026")),
        threads: 1,
        turn_cap: number(arg(3, "150")) as u32,
        table_megabytes: 16,
        search_threads: [1, 1],
        reductions: [None, None],
    };
    let (first, last) = (number(arg(4, "0")) as u32, number(arg(5, "99")) as u32);
    let mut ais: [Ai<Deblockle>; 2] = [Ai::with_table(16, 0), Ai::with_table(16, 0)];
    for index in first..=last {
        let game = play_game(&config, index, &mut ais);
        let verdict = match (game.outcome, game.a_won) {
            (Outcome::Draw(DrawReason::TurnLimit), _) => "still going",
            (_, Some(true)) => "A wins",
            (_, Some(false)) => "B wins",
            _ => "draw",
        };
        println!("game {}: {verdict} ({} plies)", index + 1, game.plies);
        if game.outcome == Outcome::Draw(DrawReason::TurnLimit) {
            let mut p = game.start;
            for &mv in &game.moves {
                p.play(mv);
            }
            let a_seat = if game.a_started {
                game.start.side_to_move()
            } else {
                game.start.side_to_move().other()
            };
            println!("  A plays {a_seat:?}; reached {}", p.format_position());
            let last: Vec<String> = game.moves[game.moves.len().saturating_sub(12)..]
                .iter()
                .map(ToString::to_string)
                .collect();
            println!("  last moves {}", last.join(" "));
        }
    }
}
