//! `tipgobble start <game> [options]`: the start position of each game with its options.

use engine::gobblet::{Gobblet, StartOptions};
use engine::{Notation, Player};

use crate::args::{fail, Args, CliError, Pair};

/// How `start` is called.
pub const USAGE: &str = "tipgobble start gobblet [--stacks W,B] [--first white|black] | tipgobble start deblockle [--blocks G,B] [--no-adjacent] [--seed N]";

/// `start gobblet [--stacks W,B] [--first white|black]`: the Gobblet start position, with
/// 1 to 3 external stacks per side (default 3,3) and White or Black to move first.
pub fn gobblet(args: &mut Args) -> Result<String, CliError> {
    let mut options = StartOptions::default();
    if let Some(Pair(white, black)) = args.option::<Pair<u8>>("stacks")? {
        options.white_stacks = white;
        options.black_stacks = black;
    }
    if let Some(first) = args.option::<String>("first")? {
        options.first = match first.to_ascii_lowercase().as_str() {
            "white" | "w" => Player::One,
            "black" | "b" => Player::Two,
            _ => {
                return fail(format!(
                    "bad value {first:?} for --first: expected white or black"
                ))
            }
        };
    }
    std::mem::replace(args, Args::new(Vec::new()))
        .finish()
        .map_err(|e| CliError(format!("{e} (usage: {USAGE})")))?;
    let position = Gobblet::start(options)?;
    Ok(format!("{}\n", position.format_position()))
}
