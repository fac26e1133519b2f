//! `puzzles`: generate, verify, list and show the puzzle sets (`docs/puzzles.md`).

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use ai::puzzle::{self, FindOptions, GenerateOptions, Puzzle, PuzzleError, PuzzleSet};
use engine::GameKind;

use crate::args::{PuzzleCommand, PuzzleGenerateArgs, PuzzlesArgs};
use crate::error::CliError;

/// The largest set file read.
const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;

impl From<PuzzleError> for CliError {
    fn from(err: PuzzleError) -> Self {
        CliError::Usage(err.to_string())
    }
}

/// Runs a `puzzles` subcommand.
pub fn puzzles(args: &PuzzlesArgs) -> Result<String, CliError> {
    match &args.command {
        PuzzleCommand::Generate(a) => generate(a),
        PuzzleCommand::Verify { file } => verify(file),
        PuzzleCommand::Rate { file } => rate(file),
        PuzzleCommand::Merge {
            out,
            files,
            set_version,
        } => merge(out, files, *set_version),
        PuzzleCommand::List { game, file } => list(&load(*game, file.as_deref())?),
        PuzzleCommand::Find {
            at,
            history,
            unrated,
        } => {
            let options = FindOptions {
                rate: !unrated,
                ..FindOptions::PERSONAL
            };
            let started = Instant::now();
            let found = puzzle::find_puzzle(
                at.game,
                &at.position,
                history,
                &options,
                &AtomicBool::new(false),
            )?;
            let _ = writeln!(
                std::io::stderr(),
                "{:.3} s",
                started.elapsed().as_secs_f64()
            );
            Ok(found.map_or_else(|| "no puzzle\n".to_owned(), |p| show(&p)))
        }
        PuzzleCommand::Show { game, id, file } => {
            let set = load(*game, file.as_deref())?;
            let p = set
                .get(id)
                .ok_or_else(|| CliError::Refused(format!("no puzzle {id} in the {game} set")))?;
            Ok(show(p))
        }
    }
}

/// The shipped set of `game`, or the set in `file`.
fn load(game: GameKind, file: Option<&Path>) -> Result<PuzzleSet, CliError> {
    let set = match file {
        Some(path) => PuzzleSet::parse(&read(path)?).map_err(|e| in_file(path, e))?,
        None => puzzle::shipped(game)?,
    };
    if set.game != game {
        return Err(CliError::Usage(format!(
            "the set is a {} set, not {game}",
            set.game
        )));
    }
    Ok(set)
}

fn in_file(path: &Path, err: PuzzleError) -> CliError {
    CliError::Usage(format!("{}: {err}", path.display()))
}

fn read(path: &Path) -> Result<String, CliError> {
    let refuse = |why: String| CliError::Usage(format!("{}: {why}", path.display()));
    let meta = std::fs::metadata(path).map_err(|e| refuse(e.to_string()))?;
    if meta.len() > MAX_FILE_BYTES {
        return Err(refuse(format!("larger than {MAX_FILE_BYTES} bytes")));
    }
    let bytes = std::fs::read(path).map_err(|e| refuse(e.to_string()))?;
    String::from_utf8(bytes).map_err(|_| refuse("not a text file".into()))
}

/// One puzzle a line, tab-separated: id, position, solution, themes, rating, claim.
fn list(set: &PuzzleSet) -> Result<String, CliError> {
    let mut out = String::new();
    for p in &set.puzzles {
        let themes: Vec<&str> = p.themes.iter().map(|t| t.key()).collect();
        let _ = writeln!(
            out,
            "{}\t{}\t{}\t{}\t{}\t{}",
            p.id,
            p.position,
            p.solution.join(" "),
            themes.join(","),
            p.rating,
            p.claim()
        );
    }
    Ok(out)
}

/// A puzzle, one field a line.
fn show(p: &Puzzle) -> String {
    let themes: Vec<&str> = p.themes.iter().map(|t| t.key()).collect();
    let mut out = String::new();
    let _ = writeln!(out, "id        {}", p.id);
    let _ = writeln!(out, "game      {}", p.game);
    let _ = writeln!(out, "position  {}", p.position);
    let _ = writeln!(out, "claim     {}", p.claim());
    let _ = writeln!(out, "solution  {}", p.solution.join(" "));
    let _ = writeln!(out, "themes    {}", themes.join(","));
    let _ = writeln!(out, "rating    {}", p.rating);
    out
}

/// Re-proves every puzzle of a set file; the failures and the time.
fn verify(path: &Path) -> Result<String, CliError> {
    let set = PuzzleSet::parse(&read(path)?).map_err(|e| in_file(path, e))?;
    let started = Instant::now();
    let stop = AtomicBool::new(false);
    let failures = puzzle::verify_set(&set, &stop, &mut |i, r| {
        if let Err(e) = r {
            let _ = writeln!(std::io::stderr(), "puzzle {}: {e}", i + 1);
        }
    })?;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} set version {}: {} puzzles, {} failures, {:.1} s",
        set.game,
        set.version,
        set.puzzles.len(),
        failures.len(),
        started.elapsed().as_secs_f64()
    );
    if failures.is_empty() {
        Ok(out)
    } else {
        for f in &failures {
            let _ = writeln!(out, "{f}");
        }
        Err(CliError::Refused(out.trim_end().replace('\n', "; ")))
    }
}

/// Joins set files of one game, each id once, sorted by id; the version `version` or the
/// highest of the files'.
fn merge(
    out: &Path,
    files: &[std::path::PathBuf],
    version: Option<u32>,
) -> Result<String, CliError> {
    let mut merged: Option<PuzzleSet> = None;
    let mut ids = std::collections::HashSet::new();
    let mut left_out = 0;
    for path in files {
        let set = PuzzleSet::parse(&read(path)?).map_err(|e| in_file(path, e))?;
        let target = merged.get_or_insert_with(|| PuzzleSet::new(set.game, set.version));
        if set.game != target.game {
            return Err(CliError::Usage(format!(
                "{} is a {} set, not {}",
                path.display(),
                set.game,
                target.game
            )));
        }
        target.version = target.version.max(set.version);
        for p in set.puzzles {
            if ids.insert(p.id.clone()) {
                target.puzzles.push(p);
            } else {
                left_out += 1;
            }
        }
    }
    let mut set = merged.ok_or_else(|| CliError::Usage("no set file to merge".into()))?;
    set.puzzles.sort_by(|a, b| a.id.cmp(&b.id));
    if let Some(v) = version {
        set.version = v;
    }
    write_set(out, &set)?;
    Ok(format!(
        "{} puzzles in {}, {left_out} left out as already in\n",
        set.puzzles.len(),
        out.display()
    ))
}

/// Measures every rating of a set file again and rewrites it.
fn rate(path: &Path) -> Result<String, CliError> {
    let mut set = PuzzleSet::parse(&read(path)?).map_err(|e| in_file(path, e))?;
    let started = Instant::now();
    let stop = AtomicBool::new(false);
    let mut changed = 0;
    let total = set.puzzles.len();
    for (i, p) in set.puzzles.iter_mut().enumerate() {
        let rating = puzzle::rating::rate(p, &stop)?;
        if rating != p.rating {
            changed += 1;
            p.rating = rating;
        }
        if (i + 1) % 50 == 0 {
            let _ = writeln!(std::io::stderr(), "{} / {total}", i + 1);
        }
    }
    write_set(path, &set)?;
    Ok(format!(
        "{total} puzzles rated, {changed} changed, {:.1} s\n",
        started.elapsed().as_secs_f64()
    ))
}

/// Plays engine games and adds the puzzles found to the set file (created if missing),
/// rewritten after each puzzle so an interrupted run keeps what it found.
fn generate(args: &PuzzleGenerateArgs) -> Result<String, CliError> {
    let mut set = if args.out.exists() {
        let set = PuzzleSet::parse(&read(&args.out)?).map_err(|e| in_file(&args.out, e))?;
        if set.game != args.game {
            return Err(CliError::Usage(format!(
                "{} is a {} set, not {}",
                args.out.display(),
                set.game,
                args.game
            )));
        }
        set
    } else {
        PuzzleSet::new(args.game, 1)
    };
    if let Some(v) = args.set_version {
        set.version = v;
    }
    let options = GenerateOptions {
        games: args.games,
        first_game: args.first_game,
        seed: args.seed,
        proof_nodes: args.proof_nodes,
        filter_nodes: args.filter_nodes,
        aim: args.aim,
        ..GenerateOptions::default()
    };
    let started = Instant::now();
    let stop = AtomicBool::new(false);
    let known = set.puzzles.clone();
    let mut write_error = None;
    let report = puzzle::generate(
        args.game,
        &options,
        &known,
        &mut |g| {
            let same = set
                .puzzles
                .iter()
                .filter(|p| p.kind == g.puzzle.kind)
                .count();
            if args.per_claim.is_some_and(|cap| same >= cap) {
                return;
            }
            let _ = writeln!(
                std::io::stderr(),
                "{:>6.0}s game {} ply {}: {} {} rating {} ({:.1} s)",
                started.elapsed().as_secs_f64(),
                g.game_index,
                g.ply,
                g.puzzle.id,
                g.puzzle.claim(),
                g.puzzle.rating,
                g.elapsed.as_secs_f64()
            );
            set.puzzles.push(g.puzzle.clone());
            if let Err(e) = write_set(&args.out, &set) {
                write_error = Some(e);
            }
        },
        &stop,
    )?;
    if let Some(e) = write_error {
        return Err(e);
    }
    write_set(&args.out, &set)?;
    Ok(format!(
        "{} games, {} candidates, {} skipped as too costly to prove, {} new puzzles ({} in {}), {:.0} s\n",
        report.games,
        report.candidates,
        report.too_costly,
        report.puzzles,
        set.puzzles.len(),
        args.out.display(),
        started.elapsed().as_secs_f64()
    ))
}

/// Writes `set` to `path` through a temporary file, so a reader never sees half a set.
fn write_set(path: &Path, set: &PuzzleSet) -> Result<(), CliError> {
    let tmp = path.with_extension("jsonl.tmp");
    let fail = |e: std::io::Error| CliError::Usage(format!("{}: {e}", path.display()));
    let mut file = std::fs::File::create(&tmp).map_err(fail)?;
    file.write_all(set.serialize().as_bytes()).map_err(fail)?;
    file.sync_all().map_err(fail)?;
    std::fs::rename(&tmp, path).map_err(fail)
}
