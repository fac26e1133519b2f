//! The commands that work the same way for both games: moves, perft, show, apply.

use engine::with_game;

use crate::args::{ApplyArgs, PerftArgs, PositionArgs};
use crate::error::{usage, CliError};
use crate::games::{position, CliGame};

/// The deepest `perft` searches from a position that is not finished. Deeper counts would
/// never finish, and the search keeps one frame per ply.
pub const MAX_PERFT_DEPTH: u32 = 64;

/// `moves`: every legal move, one per line, sorted by text.
pub fn moves(args: &PositionArgs) -> Result<String, CliError> {
    fn run<G: CliGame>(text: &str) -> Result<String, CliError> {
        Ok(list_moves(&position::<G>(text)?))
    }
    with_game!(args.game, G => run::<G>(&args.position))
}

/// `show`: the board drawn as text.
pub fn show(args: &PositionArgs) -> Result<String, CliError> {
    fn run<G: CliGame>(text: &str) -> Result<String, CliError> {
        Ok(position::<G>(text)?.diagram())
    }
    with_game!(args.game, G => run::<G>(&args.position))
}

/// `perft`: the count, or with `--divide` the count under each first move and the total.
pub fn perft(args: &PerftArgs) -> Result<String, CliError> {
    fn run<G: CliGame>(text: &str, depth: u32, divide: bool) -> Result<String, CliError> {
        let position = position::<G>(text)?;
        if depth > MAX_PERFT_DEPTH && position.outcome().is_none() {
            return usage(format!(
                "depth {depth} is too deep: perft searches at most {MAX_PERFT_DEPTH} moves from a position that is not finished"
            ));
        }
        Ok(count(&position, depth, divide))
    }
    with_game!(args.at.game, G => run::<G>(&args.at.position, args.depth, args.divide))
}

/// `apply`: plays the moves in order and prints the resulting position, and the result if
/// the game ended; fails on the first bad or illegal move, naming it.
pub fn apply(args: &ApplyArgs) -> Result<String, CliError> {
    with_game!(args.at.game, G => play_all::<G>(&args.at.position, &args.moves))
}

/// Every legal move, one per line, sorted by text.
pub fn list_moves<G: CliGame>(position: &G) -> String {
    let mut list = Vec::new();
    position.legal_moves(&mut list);
    let mut texts: Vec<String> = list.iter().map(ToString::to_string).collect();
    texts.sort();
    texts.into_iter().map(|t| t + "\n").collect()
}

/// The perft count, or with `divide` the count under each first move and the total.
pub fn count<G: CliGame>(position: &G, depth: u32, divide: bool) -> String {
    if divide {
        let rows = engine::perft::perft_divide(position, depth);
        let total: u64 = rows.iter().map(|(_, n)| n).sum();
        let mut out: String = rows.iter().map(|(mv, n)| format!("{mv} {n}\n")).collect();
        out.push_str(&format!("total {total}\n"));
        out
    } else {
        format!("{}\n", engine::perft(position, depth))
    }
}

fn play_all<G: CliGame>(text: &str, moves: &[String]) -> Result<String, CliError> {
    let mut position = position::<G>(text)?;
    for (i, text) in moves.iter().enumerate() {
        let mv = position
            .parse_legal_move(text)
            .map_err(|e| CliError::from(e).context(format!("move {} ({text})", i + 1)))?;
        position.play(mv);
    }
    let mut out = format!("{}\n", position.format_position());
    if let Some(outcome) = position.outcome() {
        out.push_str(&format!("result: {outcome}\n"));
    }
    Ok(out)
}
