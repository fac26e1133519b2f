//! `tipgobble start <game> [options]`: the start position of each game with its options.

use engine::deblockle::{Deblockle, Options};
use engine::gobblet::{Gobblet, StartOptions};
use engine::{Notation, Player};

use crate::args::{fail, Args, CliError, Pair};

/// How `start` is called.
pub const USAGE: &str = "tipgobble start gobblet [--stacks W,B] [--first white|black] | tipgobble start deblockle [--blocks G,B] [--no-adjacent] [--seed N] [--first gold|blue]";

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

/// `tipgobble start deblockle [--blocks G,B] [--no-adjacent] [--seed N] [--first gold|blue]`:
/// the standard setup (every block Star up, Slider towards the opponent), or with `--seed`
/// the quick setup (random roll and arrangement) from that seed.
pub fn deblockle(args: &mut Args) -> Result<String, CliError> {
    let blocks = args.option::<Pair<u8>>("blocks")?.unwrap_or(Pair(4, 4));
    let no_adjacent = args.switch("no-adjacent");
    let seed = args.option::<u64>("seed")?;
    let first = match args.option::<String>("first")?.as_deref() {
        None | Some("gold") => Player::One,
        Some("blue") => Player::Two,
        Some(other) => {
            return fail(format!(
                "bad value {other:?} for --first: expected gold or blue"
            ))
        }
    };
    std::mem::replace(args, Args::new(Vec::new())).finish()?;
    for (side, n) in [("gold", blocks.0), ("blue", blocks.1)] {
        if !(1..=4).contains(&n) {
            return fail(format!(
                "bad value for --blocks: {side} plays with 1 to 4 blocks, not {n}"
            ));
        }
    }
    let options = Options {
        blocks: [blocks.0, blocks.1],
        no_adjacent,
        first,
    };
    let position = match seed {
        Some(seed) => Deblockle::quick_setup(options, seed)?,
        None => Deblockle::standard(options)?,
    };
    Ok(format!("{}\n", position.format_position()))
}
