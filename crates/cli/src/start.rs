//! `tipgobble start <game> [options]`: the start position of each game with its options.

use engine::deblockle::{Deblockle, Options};
use engine::gobblet::{Gobblet, StartOptions};
use engine::{GameKind, Notation, Player};

use crate::args::{Pair, StartArgs};
use crate::error::{usage, CliError};

/// `start`: the start position of the game `args` names, with its options.
pub fn start(args: &StartArgs) -> Result<String, CliError> {
    match args.game {
        GameKind::Gobblet => gobblet(args),
        GameKind::Deblockle => deblockle(args),
    }
}

/// Fails if an option of the other game was given.
fn only_options_of(game: GameKind, given: &[(&str, bool)]) -> Result<(), CliError> {
    match given.iter().find(|(_, present)| *present) {
        Some((name, _)) => usage(format!(
            "--{name} is not an option of {game}: see tipgobble help start"
        )),
        None => Ok(()),
    }
}

/// `start gobblet [--stacks W,B] [--first white|black]`: the Gobblet start position, with
/// 1 to 3 external stacks per side (default 3,3) and White or Black to move first.
fn gobblet(args: &StartArgs) -> Result<String, CliError> {
    only_options_of(
        GameKind::Gobblet,
        &[
            ("blocks", args.blocks.is_some()),
            ("no-adjacent", args.no_adjacent),
            ("seed", args.seed.is_some()),
        ],
    )?;
    let mut options = StartOptions::default();
    if let Some(Pair(white, black)) = args.stacks {
        options.white_stacks = white;
        options.black_stacks = black;
    }
    if let Some(first) = &args.first {
        options.first = match first.to_ascii_lowercase().as_str() {
            "white" | "w" => Player::One,
            "black" | "b" => Player::Two,
            _ => {
                return usage(format!(
                    "bad value {first:?} for --first: expected white or black"
                ))
            }
        };
    }
    let position = Gobblet::start(options).map_err(|e| CliError::Usage(e.to_string()))?;
    Ok(format!("{}\n", position.format_position()))
}

/// `start deblockle [--blocks G,B] [--no-adjacent] [--seed N] [--first gold|blue]`: the
/// standard setup (every block Star up, Slider towards the opponent), or with `--seed` the
/// quick setup (random roll and arrangement) from that seed.
fn deblockle(args: &StartArgs) -> Result<String, CliError> {
    only_options_of(GameKind::Deblockle, &[("stacks", args.stacks.is_some())])?;
    let blocks = args.blocks.unwrap_or(Pair(4, 4));
    let first = match args.first.as_deref() {
        None | Some("gold") => Player::One,
        Some("blue") => Player::Two,
        Some(other) => {
            return usage(format!(
                "bad value {other:?} for --first: expected gold or blue"
            ))
        }
    };
    for (side, n) in [("gold", blocks.0), ("blue", blocks.1)] {
        if !(1..=4).contains(&n) {
            return usage(format!(
                "bad value for --blocks: {side} plays with 1 to 4 blocks, not {n}"
            ));
        }
    }
    let options = Options {
        blocks: [blocks.0, blocks.1],
        no_adjacent: args.no_adjacent,
        first,
    };
    let position = match args.seed {
        Some(seed) => Deblockle::quick_setup(options, seed),
        None => Deblockle::standard(options),
    }
    .map_err(|e| CliError::Usage(e.to_string()))?;
    Ok(format!("{}\n", position.format_position()))
}
