//! `tipgobble`: the Deblockle and Gobblet engines and their AI from a terminal.
//!
//! The command line is read by clap ([`args`]). Every failure prints one line on stderr and
//! exits with 1 when the rules refuse a well-formed request (an illegal move) or 2 for a
//! usage or parse error ([`error`]); `--help` and `--version` print to stdout and exit 0.
//! Nothing panics on input, not even on an argument that is not UTF-8.

mod ai_commands;
mod analyse;
mod args;
mod commands;
mod error;
mod games;
mod puzzles;
mod start;

use std::ffi::OsString;
use std::io::Write;
use std::process::ExitCode;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::Parser;

use args::{Cli, Command};
use error::CliError;

fn main() -> ExitCode {
    match run_line(std::env::args_os()) {
        Ok(text) => match std::io::stdout().write_all(text.as_bytes()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(err) => fail(&CliError::Usage(format!("cannot write the output: {err}"))),
        },
        Err(err) => fail(&err),
    }
}

/// Prints `err` as one line on stderr and gives its exit code.
fn fail(err: &CliError) -> ExitCode {
    // A closed stderr leaves only the exit code to tell.
    let _ = writeln!(std::io::stderr(), "error: {err}");
    ExitCode::from(err.exit_code())
}

/// Reads one command line (program name first) and runs it; returns what it prints on
/// stdout: the command's output, or the help or version asked for.
fn run_line<I, T>(line: I) -> Result<String, CliError>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    match Cli::try_parse_from(line) {
        Ok(cli) => run(&cli.command),
        Err(err) => match err.kind() {
            ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => Ok(err.render().to_string()),
            _ => Err(CliError::Usage(one_line(&err))),
        },
    }
}

/// Runs a parsed command.
fn run(command: &Command) -> Result<String, CliError> {
    match command {
        Command::Start(args) => start::start(args),
        Command::Moves(args) => commands::moves(args),
        Command::Perft(args) => commands::perft(args),
        Command::Show(args) => commands::show(args),
        Command::Apply(args) => commands::apply(args),
        Command::Bestmove(args) => ai_commands::bestmove(args),
        Command::Match(args) => ai_commands::match_command(args),
        Command::Bench(args) => ai_commands::bench(args),
        Command::Analyse(args) => analyse::analyse(args),
        Command::Puzzles(args) => puzzles::puzzles(args),
    }
}

/// A clap error as one line: what is missing or wrong, in the words of the argument, and
/// where to read more.
fn one_line(err: &clap::Error) -> String {
    let arg = || match err.get(ContextKind::InvalidArg) {
        Some(ContextValue::String(name)) => argument_name(name),
        Some(ContextValue::Strings(names)) => names
            .iter()
            .map(|n| argument_name(n))
            .collect::<Vec<_>>()
            .join(" and "),
        _ => "argument".to_owned(),
    };
    let value = || match err.get(ContextKind::InvalidValue) {
        Some(ContextValue::String(v)) => format!(" {v:?}"),
        _ => String::new(),
    };
    let message = match err.kind() {
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            "missing command: start, moves, perft, show, apply, bestmove, match, bench, analyse or puzzles"
                .to_owned()
        }
        ErrorKind::MissingRequiredArgument => format!("missing {}", arg())
            .replace("missing game", "missing game (deblockle or gobblet)"),
        ErrorKind::ValueValidation | ErrorKind::InvalidValue => {
            let reason = std::error::Error::source(err)
                .map(|e| format!(": {e}"))
                .unwrap_or_default();
            format!("bad {}{}{reason}", arg(), value())
        }
        ErrorKind::InvalidUtf8 => "an argument is not UTF-8 text".to_owned(),
        _ => {
            let rendered = err.render().to_string();
            let first = rendered.lines().next().unwrap_or_default();
            first.strip_prefix("error: ").unwrap_or(first).to_owned()
        }
    };
    // The usage clap shows names the command the line was for: point to its help.
    let command = match err.get(ContextKind::Usage) {
        Some(ContextValue::StyledStr(usage)) => usage
            .to_string()
            .split_whitespace()
            .skip_while(|w| *w != "tipgobble")
            .nth(1)
            .filter(|w| w.chars().all(|c| c.is_ascii_lowercase()))
            .map(str::to_owned),
        _ => None,
    };
    match command {
        Some(command) => format!("{message} (see tipgobble help {command})"),
        None => format!("{message} (see tipgobble --help)"),
    }
}

/// The name of an argument as clap gives it (`<DEPTH>`, `--stacks <W,B>`), as a person
/// would say it: `depth`, `--stacks`.
fn argument_name(name: &str) -> String {
    if name.starts_with('-') {
        name.split_whitespace().next().unwrap_or(name).to_owned()
    } else {
        name.trim_matches(['<', '>', '.']).to_ascii_lowercase()
    }
}
