//! The commands that work the same way for both games: moves, perft, show, apply.

use engine::deblockle::Deblockle;
use engine::gobblet::Gobblet;
use engine::{Diagram, GameKind, Notation};

use crate::args::{fail, Args, CliError};
use crate::start;

/// A game the command line can drive.
pub trait CliGame: Notation + Diagram {}
impl<G: Notation + Diagram> CliGame for G {}

/// Runs `command` for the game `kind` with the remaining arguments.
pub fn dispatch(command: &str, kind: GameKind, args: &mut Args) -> Result<String, CliError> {
    if let Some(result) = crate::ai_commands::dispatch(command, kind, args) {
        return result;
    }
    match kind {
        GameKind::Deblockle => match command {
            "start" => start::deblockle(args),
            _ => run_generic::<Deblockle>(command, args),
        },
        GameKind::Gobblet => match command {
            "start" => start::gobblet(args),
            _ => run_generic::<Gobblet>(command, args),
        },
    }
}

/// Runs a command that is generic over the game.
pub fn run_generic<G: CliGame>(command: &str, args: &mut Args) -> Result<String, CliError> {
    match command {
        "moves" => {
            let position = position::<G>(args)?;
            take_no_more(args)?;
            Ok(moves(&position))
        }
        "perft" => {
            let position = position::<G>(args)?;
            let depth: u32 = args
                .next_positional("depth")?
                .parse()
                .map_err(|e| CliError(format!("bad depth: {e}")))?;
            let divide = args.switch("divide");
            take_no_more(args)?;
            Ok(perft(&position, depth, divide))
        }
        "show" => {
            let position = position::<G>(args)?;
            take_no_more(args)?;
            Ok(position.diagram())
        }
        "apply" => {
            let position = position::<G>(args)?;
            let moves = args.rest_positionals();
            take_no_more(args)?;
            apply(position, &moves)
        }
        "start" => fail("start is handled per game"),
        other => fail(format!(
            "unknown command {other:?}: expected start, moves, perft, show, apply, bestmove, match or bench"
        )),
    }
}

fn take_no_more(args: &mut Args) -> Result<(), CliError> {
    std::mem::replace(args, Args::new(Vec::new())).finish()
}

fn position<G: CliGame>(args: &mut Args) -> Result<G, CliError> {
    let text = args.next_positional("position")?;
    G::parse_position(&text).map_err(|e| CliError(format!("bad position: {e}")))
}

/// Every legal move, one per line, sorted by text.
pub fn moves<G: CliGame>(position: &G) -> String {
    let mut list = Vec::new();
    position.legal_moves(&mut list);
    let mut texts: Vec<String> = list.iter().map(ToString::to_string).collect();
    texts.sort();
    texts.into_iter().map(|t| t + "\n").collect()
}

/// The perft count, or with `divide` the count under each first move and the total.
pub fn perft<G: CliGame>(position: &G, depth: u32, divide: bool) -> String {
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

/// Plays the moves in order and prints the resulting position, and the result if the game
/// ended; fails on the first illegal move, naming it.
pub fn apply<G: CliGame>(mut position: G, moves: &[String]) -> Result<String, CliError> {
    for (i, text) in moves.iter().enumerate() {
        let mv = position
            .parse_legal_move(text)
            .map_err(|e| CliError(format!("move {} ({text}): {e}", i + 1)))?;
        position.play(mv);
    }
    let mut out = format!("{}\n", position.format_position());
    if let Some(outcome) = position.outcome() {
        out.push_str(&format!("result: {outcome}\n"));
    }
    Ok(out)
}
