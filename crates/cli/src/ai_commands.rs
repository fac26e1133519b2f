//! The AI from a terminal: `bestmove`, `match` (engine against engine) and `bench`.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use ai::arena::{median, play_match, Contender, GameSummary, MatchConfig, MatchReport, Openings};
use ai::{elo_estimate, Ai, Level, Limits, Reductions, Rng, Verdict};
use engine::with_game;

use crate::args::{BenchArgs, BestmoveArgs, MatchArgs};
use crate::error::{usage, CliError};
use crate::games::{position, CliGame};

/// A line on stderr (progress and figures beside the result); a closed stderr is ignored.
fn note(line: impl std::fmt::Display) {
    let _ = writeln!(std::io::stderr(), "{line}");
}

/// A seed from the clock, for `bestmove`, where reproducibility does not matter.
fn clock_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    Rng::new(nanos).next_u64()
}

/// `bestmove`: the move on stdout; depth, evaluation, nodes and speed on stderr.
pub fn bestmove(args: &BestmoveArgs) -> Result<String, CliError> {
    with_game!(args.at.game, G => bestmove_in::<G>(args))
}

/// `match`: engine against engine from varied openings; a running tally on stderr, the
/// totals, the Elo difference and the time per move on stdout.
pub fn match_command(args: &MatchArgs) -> Result<String, CliError> {
    with_game!(args.game, G => match_in::<G>(args))
}

/// `bench`: search speed and cancellation latency of a level on random opening positions.
pub fn bench(args: &BenchArgs) -> Result<String, CliError> {
    with_game!(args.game, G => bench_in::<G>(args))
}

fn bestmove_in<G: CliGame + Openings>(args: &BestmoveArgs) -> Result<String, CliError> {
    let position = position::<G>(&args.at.position)?;
    let (level, nodes, time, depth) = (args.level, args.nodes, args.time_ms, args.depth);
    if usize::from(level.is_some()) + usize::from(nodes.is_some()) + usize::from(time.is_some()) > 1
    {
        return usage("give only one of --level, --nodes, --time-ms");
    }
    if args.threads == 0 {
        return usage("--threads must be at least 1");
    }
    let mut ai: Ai<G> = Ai::new(clock_seed());
    ai.set_threads(args.threads);
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
                reductions: args.reductions,
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
                reductions: args.reductions,
            },
            &stop,
            &mut |_| {},
        ),
        (None, None, None) => match depth {
            Some(d) => ai.search(
                &position,
                &[],
                &Limits {
                    reductions: args.reductions,
                    ..Limits::depth(d)
                },
                &stop,
                &mut |_| {},
            ),
            None => ai.choose_move(&position, &[], Level::MAX, &stop, &mut |_| {}),
        },
    };
    let Some(mv) = result.best_move else {
        return Err(CliError::Refused(
            "the game is over: there is no move".to_owned(),
        ));
    };
    let pv: Vec<String> = result.pv.iter().map(ToString::to_string).collect();
    note(format_args!(
        "depth {} score {}{} ({}) nodes {} nps {} time {:.3}s pv {}",
        result.depth,
        result.score,
        if result.exact { "" } else { " estimate" },
        Verdict::from_score(result.score),
        result.nodes,
        result.nodes_per_second(),
        result.elapsed.as_secs_f64(),
        pv.join(" ")
    ));
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

/// `match` in game `G`: plays the match, noting each game, and returns the totals.
fn match_in<G: CliGame + Openings>(args: &MatchArgs) -> Result<String, CliError> {
    let config = match_config(args)?;
    let started = Instant::now();
    let report = play_match::<G>(&config, &mut |game, tally| {
        note_game(game, tally, args);
    });
    let mut out = match_header::<G>(args, &report, started.elapsed());
    out.push_str(&match_results(args.a, &report));
    out.push_str(&match_times(args, &report));
    Ok(out)
}

/// The match the arguments ask for, once every count is checked to be at least 1.
fn match_config(args: &MatchArgs) -> Result<MatchConfig, CliError> {
    let MatchArgs {
        a,
        b,
        games,
        first_game,
        seed,
        threads,
        turn_cap,
        ..
    } = *args;
    if games == 0 || threads == 0 || turn_cap == 0 || args.a_threads == 0 || args.b_threads == 0 {
        return usage(
            "--games, --threads, --a-threads, --b-threads and --turn-cap must be at least 1",
        );
    }
    Ok(MatchConfig {
        a,
        b,
        games,
        first_game,
        seed,
        threads,
        turn_cap,
        table_megabytes: 16,
        search_threads: [args.a_threads, args.b_threads],
        reductions: [args.a_reductions, args.b_reductions],
    })
}

/// Notes a finished game and the tally so far on stderr, with its start and moves when
/// `--show-games` asks for them.
fn note_game<G: CliGame>(game: &GameSummary<G>, tally: &MatchReport, args: &MatchArgs) {
    let (a, b) = (args.a, args.b);
    note(format_args!(
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
    ));
    if args.show_games {
        let moves: Vec<String> = game.moves.iter().map(ToString::to_string).collect();
        note(format_args!(
            "  start {}\n  moves {}",
            game.start.format_position(),
            moves.join(" ")
        ));
    }
}

/// The first line of a match's totals: the game, who played, the settings and the time taken.
fn match_header<G: CliGame + Openings>(
    args: &MatchArgs,
    report: &MatchReport,
    elapsed: Duration,
) -> String {
    let MatchArgs {
        a,
        b,
        first_game,
        seed,
        threads,
        turn_cap,
        ..
    } = *args;
    // The reductions each side searched with: its level's, or the one asked for.
    let reductions = |side: Contender, asked: Option<Reductions>| match side.spec::<G>() {
        Some(spec) => asked.unwrap_or(spec.reductions).to_string(),
        None => "none".to_owned(),
    };
    format!(
        "{}: {a} against {b}, {} games{}, seed {seed}, {threads} threads, search threads {} and {}, reductions {} and {}, turn cap {turn_cap} plies, {:.0} s\n",
        G::KIND,
        report.games(),
        if first_game > 0 {
            format!(" (games {} to {})", first_game + 1, first_game + report.games())
        } else {
            String::new()
        },
        args.a_threads,
        args.b_threads,
        reductions(a, args.a_reductions),
        reductions(b, args.b_reductions),
        elapsed.as_secs_f64()
    )
}

/// A's wins, draws and losses, and the Elo difference they give when there is one.
fn match_results(a: Contender, report: &MatchReport) -> String {
    let n = report.games().max(1) as f64;
    let mut out = format!(
        "{a}: {} wins ({:.1}%), {} draws ({} by the turn cap), {} losses\n",
        report.wins,
        100.0 * report.wins as f64 / n,
        report.draws,
        report.turn_limit_draws,
        report.losses
    );
    if let Some(e) = elo_estimate(report.wins, report.draws, report.losses) {
        out.push_str(&format!(
            "score {:.1}%, Elo difference {}{:+.0} ± {:.0} (95%)\n",
            100.0 * e.score,
            if e.bound_only { "at least " } else { "" },
            e.elo,
            e.error95
        ));
    }
    out
}

/// The time per move and the speed of each side that searches (not the random player).
fn match_times(args: &MatchArgs, report: &MatchReport) -> String {
    let mut out = String::new();
    for (i, who) in [args.a, args.b].iter().enumerate() {
        let times = &report.times[i];
        if *who != Contender::Random {
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
    out
}

fn bench_in<G: CliGame + Openings>(args: &BenchArgs) -> Result<String, CliError> {
    let BenchArgs {
        level,
        positions: count,
        seed,
        threads,
        ..
    } = *args;
    if threads == 0 {
        return usage("--threads must be at least 1");
    }
    let mut rng = Rng::new(seed);
    let mut ai: Ai<G> = Ai::new(seed);
    ai.set_threads(threads);
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
        "{}: level {level} on {count} positions, {} threads: time per move median {}, max {}; {:.0} nodes/s\ncancellation: returned {} (median) / {} (max) after the flag was set\n",
        G::KIND,
        ai.threads(),
        fmt_ms(median(&times)),
        fmt_ms(percentile(&times, 1.0)),
        nodes as f64 / total.as_secs_f64().max(1e-9),
        fmt_ms(median(&latencies)),
        fmt_ms(percentile(&latencies, 1.0)),
    ))
}

#[cfg(test)]
mod tests {
    use engine::gobblet::Gobblet;
    use engine::Notation;

    use crate::error::CliError;

    /// Runs one command line (after the program name) as `main` does.
    fn line(list: &[&str]) -> Result<String, CliError> {
        crate::run_line(std::iter::once("tipgobble").chain(list.iter().copied()))
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
            let mut list = vec!["bestmove", "gobblet", start.as_str()];
            list.extend_from_slice(limit);
            let out = line(&list).expect("a move");
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
            let list: Vec<&str> = ["bestmove", "gobblet"]
                .into_iter()
                .chain(bad.clone())
                .collect();
            let result = line(&list);
            assert!(result.is_err(), "{bad:?}");
            assert_eq!(result.err().map(|e| e.exit_code()), Some(2), "{bad:?}");
        }
        let r = line(&["match", "deblockle", "--a", "1"]);
        assert!(r.is_err(), "missing --b");
        let finished = "..../..../B4B4../W4W4W4W3 W:332 B:433 B";
        let r = line(&["bestmove", "gobblet", finished, "--depth", "1"]);
        assert_eq!(
            r.err().map(|e| e.exit_code()),
            Some(1),
            "no move in a finished game"
        );
    }

    #[test]
    fn a_small_match_reports_every_game() {
        let out = line(&[
            "match",
            "deblockle",
            "--a",
            "1",
            "--b",
            "random",
            "--games",
            "4",
            "--seed",
            "3",
        ])
        .expect("a report");
        assert!(out.contains("4 games"), "{out}");
        assert!(out.contains("Elo difference"), "{out}");
    }
}
