//! `tipgobble`: the Deblockle and Gobblet engines and their AI from a terminal.
//!
//! Every failure — bad arguments, bad notation, an illegal move — prints one line on stderr
//! and exits with code 2; nothing panics on input.

mod ai_commands;
mod args;
mod commands;
mod start;

use std::process::ExitCode;

use args::{Args, CliError};

const USAGE: &str =
    "usage: tipgobble <start|moves|perft|show|apply|bestmove|match|bench> <deblockle|gobblet> ... (see README.md)";

fn main() -> ExitCode {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    match run(raw) {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(err) => {
            eprintln!("error: {err}");
            ExitCode::from(2)
        }
    }
}

/// Runs one command line and returns what it prints on stdout.
fn run(raw: Vec<String>) -> Result<String, CliError> {
    let mut args = Args::new(raw);
    let command = args.next_positional("command")?;
    if command == "help" || command == "--help" || command == "-h" {
        return Ok(format!("{USAGE}\n"));
    }
    let kind = args.game()?;
    commands::dispatch(&command, kind, &mut args)
}
