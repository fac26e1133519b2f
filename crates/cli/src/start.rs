//! `tipgobble start <game> [options]`: the start position of each game with its options.

use crate::args::{fail, Args, CliError, Pair};

/// How `start` is called.
pub const USAGE: &str = "tipgobble start gobblet [--stacks W,B] | tipgobble start deblockle [--blocks G,B] [--no-adjacent] [--seed N] [--first gold|blue]";

/// `tipgobble start deblockle [--blocks G,B] [--no-adjacent] [--seed N] [--first gold|blue]`:
/// the standard setup (every block Star up, Slider towards the opponent), or with `--seed`
/// the quick setup (random roll and arrangement) from that seed.
pub fn deblockle(args: &mut Args) -> Result<String, CliError> {
    use engine::deblockle::{Deblockle, Options};
    use engine::{Notation, Player};

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
