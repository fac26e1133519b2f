//! `tipgobble start <game> [options]`: the start position of each game with its options,
//! which the game reads itself ([`engine::StartWith`], in its own module of the engine).

use engine::{StartError, StartWith};

use crate::args::StartArgs;
use crate::error::{usage, CliError};

/// `start`: the start position of the game `args` names, with its options.
pub fn start(args: &StartArgs) -> Result<String, CliError> {
    engine::with_game!(args.game, G => start_as::<G>(args))
}

/// `start` for the game `G`: fails on an option of another game, then on the first bad one.
fn start_as<G: StartWith>(args: &StartArgs) -> Result<String, CliError> {
    let given = args.given();
    if let Some((option, _)) = given
        .iter()
        .find(|(option, _)| !G::OPTIONS.contains(option))
    {
        return usage(format!(
            "--{option} is not an option of {}: see tipgobble help start",
            G::KIND
        ));
    }
    let position = G::start_with(&given).map_err(|e| {
        CliError::Usage(match e {
            StartError::NotAnOption { option } => format!(
                "--{option} is not an option of {}: see tipgobble help start",
                G::KIND
            ),
            StartError::BadWord {
                option,
                value,
                expected,
            } => format!("bad value {value:?} for --{option}: expected {expected}"),
            StartError::OutOfRange { option, why } => format!("bad value for --{option}: {why}"),
            StartError::Refused(why) => why,
        })
    })?;
    Ok(format!("{}\n", position.format_position()))
}
