//! The AI from a terminal: `bestmove`, `match` (engine against engine) and `bench`.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use ai::arena::{median, play_match, Contender, MatchConfig, Openings};
use ai::{elo_estimate, Ai, Level, Limits, Rng, Verdict};
use engine::deblockle::Deblockle;
use engine::gobblet::Gobblet;
use engine::GameKind;

use crate::args::{fail, Args, CliError};
use crate::commands::CliGame;

/// How the AI commands are called.
pub const USAGE: &str = "tipgobble bestmove <game> \"<position>\" [--level N | --nodes N | --time-ms T] | tipgobble match <game> --a LEVEL --b LEVEL --games N [--seed S] [--threads T] [--turn-cap P] [--show-games] | tipgobble bench <game> [--level N] [--positions N] [--seed S]";

/// Runs `command` if it is an AI command; `None` lets the other commands have it.
pub fn dispatch(
    command: &str,
    kind: GameKind,
    args: &mut Args,
) -> Option<Result<String, CliError>> {
    if !matches!(command, "bestmove" | "match" | "bench") {
        return None;
    }
    Some(match kind {
        GameKind::Gobblet => run::<Gobblet>(command, args),
        GameKind::Deblockle => run::<Deblockle>(command, args),
    })
}

fn run<G: CliGame + Openings>(command: &str, args: &mut Args) -> Result<String, CliError> {
    let result = match command {
        "bestmove" => bestmove::<G>(args),
        "match" => match_command::<G>(args),
        _ => bench::<G>(args),
    };
    result.map_err(|e| CliError(format!("{e} (usage: {USAGE})")))
}

fn finish(args: &mut Args) -> Result<(), CliError> {
    std::mem::replace(args, Args::new(Vec::new())).finish()
}

/// `bestmove`: the move on stdout; depth, evaluation, nodes and speed on stderr.
fn bestmove<G: CliGame + Openings>(args: &mut Args) -> Result<String, CliError> {
    let text = args.next_positional("position")?;
    let position = G::parse_position(&text).map_err(|e| CliError(format!("bad position: {e}")))?;
    let level = args.option::<Level>("level")?;
    let nodes = args.option::<u64>("nodes")?;
    let time = args.option::<u64>("time-ms")?;
    let depth = args.option::<u32>("depth")?;
    finish(args)?;
    if usize::from(level.is_some()) + usize::from(nodes.is_some()) + usize::from(time.is_some()) > 1
    {
        return fail("give only one of --level, --nodes, --time-ms");
    }
    let mut ai: Ai<G> = Ai::new(Rng::from_time().next_u64());
    let stop = AtomicBool::new(false);
    let result = match (level, nodes, time) {
        (Some(level), ..) => ai.choose_move(&position, &[], level, &stop, &mut |_| {}),
        (None, Some(n), _) => ai.search(
            &position,
            &[],
            &Limits {
                nodes: Some(n),
                depth,
                time: None,
            },
            &stop,
            &mut |_| {},
        ),
        (None, None, Some(ms)) => ai.search(
            &position,
            &[],
            &Limits {
                time: Some(Duration::from_millis(ms)),
                depth,
                nodes: None,
            },
            &stop,
            &mut |_| {},
        ),
        (None, None, None) => match depth {
            Some(d) => ai.search(&position, &[], &Limits::depth(d), &stop, &mut |_| {}),
            None => ai.choose_move(&position, &[], Level::MAX, &stop, &mut |_| {}),
        },
    };
    let Some(mv) = result.best_move else {
        return fail("the game is over: there is no move");
    };
    let pv: Vec<String> = result.pv.iter().map(ToString::to_string).collect();
    eprintln!(
        "depth {} score {} ({}) nodes {} nps {} time {:.3}s pv {}",
        result.depth,
        result.score,
        Verdict::from_score(result.score),
        result.nodes,
        result.nodes_per_second(),
        result.elapsed.as_secs_f64(),
        pv.join(" ")
    );
    Ok(format!("{mv}\n"))
}

fn fmt_ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

fn percentile(times: &[Duration], p: f64) -> Duration {
    let mut sorted = times.to_vec();
    sorted.sort();
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// `match`: engine against engine from varied openings; a running tally on stderr, the
/// totals, the Elo difference and the time per move on stdout.
fn match_command<G: CliGame + Openings>(args: &mut Args) -> Result<String, CliError> {
    let a = args
        .option::<Contender>("a")?
        .ok_or_else(|| CliError("missing --a LEVEL".into()))?;
    let b = args
        .option::<Contender>("b")?
        .ok_or_else(|| CliError("missing --b LEVEL".into()))?;
    let games = args.option::<u32>("games")?.unwrap_or(100);
    let seed = args.option::<u64>("seed")?.unwrap_or(1);
    let threads = args.option::<usize>("threads")?.unwrap_or(1);
    let turn_cap = args.option::<u32>("turn-cap")?.unwrap_or(300);
    let show_games = args.switch("show-games");
    finish(args)?;
    if games == 0 || threads == 0 || turn_cap == 0 {
        return fail("--games, --threads and --turn-cap must be at least 1");
    }
    let config = MatchConfig {
        a,
        b,
        games,
        seed,
        threads,
        turn_cap,
        table_megabytes: 16,
    };
    let started = Instant::now();
    let report = play_match::<G>(&config, &mut |game, tally| {
        eprintln!(
            "game {:>4}: {} ({} plies, {} started) — {a}: +{} ={} -{}",
            game.index + 1,
            match game.a_won {
                Some(true) => format!("{a} wins"),
                Some(false) => format!("{b} wins"),
                None => format!("draw ({})", game.outcome),
            },
            game.plies,
            if game.a_started { a } else { b },
            tally.wins,
            tally.draws,
            tally.losses,
        );
        if show_games {
            let moves: Vec<String> = game.moves.iter().map(ToString::to_string).collect();
            eprintln!(
                "  start {}\n  moves {}",
                game.start.format_position(),
                moves.join(" ")
            );
        }
    });
    let mut out = format!(
        "{}: {a} against {b}, {} games, seed {seed}, {threads} threads, turn cap {turn_cap} plies, {:.0} s\n",
        G::KIND,
        report.games(),
        started.elapsed().as_secs_f64()
    );
    let n = report.games().max(1) as f64;
    out.push_str(&format!(
        "{a}: {} wins ({:.1}%), {} draws ({} by the turn cap), {} losses\n",
        report.wins,
        100.0 * report.wins as f64 / n,
        report.draws,
        report.turn_limit_draws,
        report.losses
    ));
    if let Some(e) = elo_estimate(report.wins, report.draws, report.losses) {
        out.push_str(&format!(
            "score {:.1}%, Elo difference {}{:+.0} ± {:.0} (95%)\n",
            100.0 * e.score,
            if e.bound_only { "at least " } else { "" },
            e.elo,
            e.error95
        ));
    }
    for (i, who) in [a, b].iter().enumerate() {
        let times = &report.times[i];
        if let Contender::Level(_) = who {
            let total: Duration = times.iter().sum();
            let nps = if total.as_secs_f64() > 0.0 {
                report.nodes[i] as f64 / total.as_secs_f64()
            } else {
                0.0
            };
            out.push_str(&format!(
                "{who}: time per move median {}, 90th percentile {}, max {} over {} moves; {:.0} nodes/s\n",
                fmt_ms(median(times)),
                fmt_ms(percentile(times, 0.9)),
                fmt_ms(percentile(times, 1.0)),
                times.len(),
                nps
            ));
        }
    }
    Ok(out)
}

/// `bench`: search speed and cancellation latency of a level on random opening positions.
fn bench<G: CliGame + Openings>(args: &mut Args) -> Result<String, CliError> {
    let level = args.option::<Level>("level")?.unwrap_or(Level::MAX);
    let count = args.option::<u32>("positions")?.unwrap_or(20);
    let seed = args.option::<u64>("seed")?.unwrap_or(1);
    finish(args)?;
    let mut rng = Rng::new(seed);
    let mut ai: Ai<G> = Ai::new(seed);
    let stop = AtomicBool::new(false);
    let mut times = Vec::new();
    let (mut nodes, mut total) = (0u64, Duration::ZERO);
    for _ in 0..count {
        let position = G::random_opening(&mut rng);
        ai.new_game();
        let r = ai.choose_move(&position, &[], level, &stop, &mut |_| {});
        times.push(r.elapsed);
        nodes += r.nodes;
        total += r.elapsed;
    }
    // Cancellation: an unlimited search stopped from another thread after 200 ms.
    let mut latencies = Vec::new();
    for _ in 0..5 {
        let position = G::random_opening(&mut rng);
        let flag = Arc::new(AtomicBool::new(false));
        let setter = {
            let flag = Arc::clone(&flag);
            std::thread::spawn(move || {
                std::thread::sleep(Duration::from_millis(200));
                flag.store(true, Ordering::Relaxed);
                Instant::now()
            })
        };
        ai.new_game();
        ai.search(&position, &[], &Limits::infinite(), &flag, &mut |_| {});
        let returned = Instant::now();
        if let Ok(set_at) = setter.join() {
            latencies.push(returned.saturating_duration_since(set_at));
        }
    }
    Ok(format!(
        "{}: level {level} on {count} positions: time per move median {}, max {}; {:.0} nodes/s\ncancellation: returned {} (median) / {} (max) after the flag was set\n",
        G::KIND,
        fmt_ms(median(&times)),
        fmt_ms(percentile(&times, 1.0)),
        nodes as f64 / total.as_secs_f64().max(1e-9),
        fmt_ms(median(&latencies)),
        fmt_ms(percentile(&latencies, 1.0)),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Notation;

    fn args(list: &[&str]) -> Args {
        Args::new(list.iter().map(|s| s.to_string()).collect())
    }

    #[test]
    fn bestmove_prints_a_legal_move_for_each_way_of_limiting_it() {
        let start = Gobblet::standard().format_position();
        for limit in [
            &["--nodes", "2000"][..],
            &["--level", "2"],
            &["--time-ms", "20"],
            &["--depth", "2"],
        ] {
            let mut a = Args::new(
                [start.clone()]
                    .into_iter()
                    .chain(limit.iter().map(|s| s.to_string()))
                    .collect(),
            );
            let out = dispatch("bestmove", GameKind::Gobblet, &mut a)
                .expect("an AI command")
                .expect("a move");
            let mv = Gobblet::standard().parse_legal_move(out.trim());
            assert!(mv.is_ok(), "{limit:?}: {out:?}");
        }
    }

    #[test]
    fn bad_ai_arguments_are_one_line_errors() {
        let start = Gobblet::standard().format_position();
        for bad in [
            vec![start.as_str(), "--level", "9"],
            vec![start.as_str(), "--level", "2", "--nodes", "5"],
            vec!["not a position"],
        ] {
            let result =
                dispatch("bestmove", GameKind::Gobblet, &mut args(&bad)).expect("an AI command");
            assert!(result.is_err(), "{bad:?}");
        }
        let r = dispatch("match", GameKind::Deblockle, &mut args(&["--a", "1"]))
            .expect("an AI command");
        assert!(r.is_err(), "missing --b");
        assert!(dispatch("moves", GameKind::Gobblet, &mut args(&[])).is_none());
    }

    #[test]
    fn a_small_match_reports_every_game() {
        let mut a = args(&["--a", "1", "--b", "random", "--games", "4", "--seed", "3"]);
        let out = dispatch("match", GameKind::Deblockle, &mut a)
            .expect("an AI command")
            .expect("a report");
        assert!(out.contains("4 games"), "{out}");
        assert!(out.contains("Elo difference"), "{out}");
    }
}
