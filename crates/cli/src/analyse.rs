//! `analyse`: a game reviewed from a terminal, as the app's review screen does it.

use std::fmt::Write as _;
use std::io::Write as _;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use ai::{AiGame, Analyser, Verdict};
use engine::with_game;
use engine::{Action, GameRecord, Notation};

use crate::args::AnalyseArgs;
use crate::error::CliError;

use crate::games::position;

/// The largest game file read (a game is a few kilobytes).
const MAX_FILE_BYTES: u64 = 1024 * 1024;

/// `analyse`: one line per move (ply, move, score and verdict for the mover, class, better
/// move and its verdict), the time on stderr.
pub fn analyse(args: &AnalyseArgs) -> Result<String, CliError> {
    let text = read(&args.file)?;
    with_game!(args.game, G => analyse_in::<G>(args, &text))
}

fn read(path: &std::path::Path) -> Result<String, CliError> {
    let refuse = |why: String| CliError::Usage(format!("{}: {why}", path.display()));
    let meta = std::fs::metadata(path).map_err(|e| refuse(e.to_string()))?;
    if meta.len() > MAX_FILE_BYTES {
        return Err(refuse(format!(
            "larger than {MAX_FILE_BYTES} bytes: not a saved game"
        )));
    }
    let bytes = std::fs::read(path).map_err(|e| refuse(e.to_string()))?;
    String::from_utf8(bytes).map_err(|_| refuse("not a text file".into()))
}

/// The start position and the actions of a saved game's text: the `[Setup "…"]` header and
/// every token after the headers.
fn parse_file(text: &str) -> Result<(String, Vec<(usize, String)>), CliError> {
    let mut setup = None;
    let mut tokens = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if let Some(header) = line.strip_prefix('[') {
            if let Some(value) = header.strip_prefix("Setup ") {
                let value = value.trim_end_matches(']').trim();
                let value = value
                    .strip_prefix('"')
                    .and_then(|v| v.strip_suffix('"'))
                    .ok_or_else(|| {
                        CliError::Usage(format!("line {}: the setup must be quoted", index + 1))
                    })?;
                setup = Some(value.replace("\\\"", "\"").replace("\\\\", "\\"));
            }
        } else {
            tokens.extend(line.split_whitespace().map(|t| (index + 1, t.to_owned())));
        }
    }
    let setup =
        setup.ok_or_else(|| CliError::Usage("not a saved game: no [Setup \"…\"] header".into()))?;
    Ok((setup, tokens))
}

fn analyse_in<G: AiGame + Notation>(args: &AnalyseArgs, text: &str) -> Result<String, CliError> {
    let (setup, tokens) = parse_file(text)?;
    let start: G = position(&setup)?;
    let mut record = GameRecord::new(start, false);
    // Touch-move tokens need the rule on: a record with one was played with it.
    if tokens.iter().any(|(_, t)| t.starts_with("touch:")) {
        record = GameRecord::new(start, true);
    }
    for (line, token) in &tokens {
        let action = Action::<G>::parse(token)
            .map_err(|e| CliError::Usage(format!("line {line}: {token}: {e}")))?;
        record
            .apply(action)
            .map_err(|e| CliError::Refused(format!("line {line}: {token}: {e}")))?;
    }
    let moves: Vec<G::Move> = record.moves().collect();
    let mut analyser = match args.nodes {
        Some(n) => Analyser::<G>::with_nodes(n),
        None => Analyser::<G>::new(),
    };
    if let Some(threads) = args.threads {
        if threads == 0 {
            return Err(CliError::Usage("--threads must be at least 1".into()));
        }
        analyser.set_threads(threads);
    }
    let stop = AtomicBool::new(false);
    let started = Instant::now();
    let analysis = analyser
        .analyse(&start, &moves, &stop, &mut |p| {
            let _ = write!(std::io::stderr(), "\r{}/{} positions", p.done, p.total);
        })
        .map_err(|e| CliError::Refused(e.to_string()))?;
    let _ = writeln!(
        std::io::stderr(),
        "\r{} positions in {:.1} s on {} threads",
        analysis.positions.len(),
        started.elapsed().as_secs_f64(),
        analyser.threads()
    );
    let mut out = String::new();
    let _ = writeln!(out, "ply\tmove\tscore\tverdict\tclass\tbetter");
    for (i, judged) in analysis.moves.iter().enumerate() {
        let better = judged.better.map_or_else(
            || "-".to_owned(),
            |b| format!("{} ({})", b.mv, Verdict::from_score(b.score)),
        );
        let _ = writeln!(
            out,
            "{}\t{}\t{}\t{}\t{}\t{}",
            i + 1,
            judged.played,
            judged.score,
            judged.verdict,
            judged.class.key(),
            better
        );
    }
    Ok(out)
}
