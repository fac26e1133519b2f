//! `tipgobble start <game> [options]`: the start position of each game with its options.

/// How `start` is called.
pub const USAGE: &str = "tipgobble start gobblet [--stacks W,B] | tipgobble start deblockle [--blocks G,B] [--no-adjacent] [--seed N]";
