//! The command line as clap reads it: every command, its arguments, its help and an example.

use std::fmt;
use std::str::FromStr;

use ai::arena::Contender;
use ai::{Level, Reductions};
use clap::{Args, Parser, Subcommand};
use engine::{GameKind, OptionValue};

/// The exit codes, as `--help` and `docs/notation.md` give them.
macro_rules! exit_codes {
    () => {
        "Exit codes:
  0  success
  1  a well-formed request the rules refuse (an illegal move; no move in a finished game)
  2  a usage or parse error (unknown command or option, bad notation, an argument that is
     not UTF-8, a depth over the maximum)"
    };
}

/// `tipgobble`: the Deblockle and Gobblet engines and their AI from a terminal.
#[derive(Debug, Parser)]
#[command(
    name = "tipgobble",
    version,
    about = "The Deblockle and Gobblet engines and their AI from a terminal",
    long_about = "The Deblockle and Gobblet engines and their AI from a terminal.\n\nPositions and \
                  moves are written in the notation of docs/notation.md. Output goes to stdout; \
                  every error is one line on stderr.",
    after_help = concat!(
        "Examples:\n  tipgobble start gobblet\n  tipgobble moves gobblet \"..../..../..../.... W:444 B:444 W\"\n  \
         tipgobble help perft\n\n",
        exit_codes!()
    ),
    disable_help_subcommand = false,
    propagate_version = true
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// Every command of `tipgobble`.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print a game's start position: Gobblet with its handicaps, Deblockle's standard setup or
    /// the quick setup of a seed
    #[command(after_help = concat!(
        "Gobblet options: --stacks, --first white|black. Deblockle options: --blocks, \
         --no-adjacent, --seed, --first gold|blue.\n\nExamples:\n  tipgobble start gobblet --stacks 3,2 --first black\n  \
         tipgobble start deblockle --seed 5\n\n",
        exit_codes!()
    ))]
    Start(StartArgs),
    /// List every legal move of a position, one per line, sorted
    #[command(after_help = concat!(
        "Example:\n  tipgobble moves gobblet \"..../..../..../.... W:444 B:444 W\"\n\n",
        exit_codes!()
    ))]
    Moves(PositionArgs),
    /// Count the move sequences DEPTH moves deep (a finished position counts 1)
    #[command(after_help = concat!(
        "Example:\n  tipgobble perft gobblet \"..../..../..../.... W:444 B:444 W\" 3   # 10080\n\n",
        exit_codes!()
    ))]
    Perft(PerftArgs),
    /// Draw a position's board
    #[command(after_help = concat!(
        "Example:\n  tipgobble show deblockle \"Gc1:S/L,Ge1:S/L,Bc7:S/H,Be7:S/H 0-0 gold\"\n\n",
        exit_codes!()
    ))]
    Show(PositionArgs),
    /// Play moves in order from a position; print the position reached, and the result if the
    /// game ended
    #[command(after_help = concat!(
        "Example:\n  tipgobble apply gobblet \"..../..../..../.... W:444 B:444 W\" 4a1 4b2 a1-a2\n\n",
        exit_codes!()
    ))]
    Apply(ApplyArgs),
    /// The computer's move in a position (stdout); depth, score, nodes and speed on stderr
    #[command(after_help = concat!(
        "Example:\n  tipgobble bestmove gobblet \"..../..../..../.... W:444 B:444 W\" --level 3\n\n",
        exit_codes!()
    ))]
    Bestmove(BestmoveArgs),
    /// Engine against engine from varied openings: totals, Elo difference, time per move
    #[command(after_help = concat!(
        "A running tally goes to stderr, the report to stdout.\n\nExample:\n  \
         tipgobble match deblockle --a 5 --b 4 --games 100 --threads 2\n\n",
        exit_codes!()
    ))]
    Match(MatchArgs),
    /// Search speed and cancellation latency of a level on random openings
    #[command(after_help = concat!(
        "Example:\n  tipgobble bench gobblet --level 5 --positions 20\n\n",
        exit_codes!()
    ))]
    Bench(BenchArgs),
    /// Review a game: every position evaluated at the review's budget, each move's score, verdict
    /// and class (best, good, inaccuracy, mistake, blunder) and the better move where there
    /// is one
    #[command(after_help = concat!(
        "The game file is a saved game as the app exports it: a [Setup \"...\"] header with the \
         start position, then the actions. The analysis is the same on every machine (a node \
         budget per position, no clock); its time goes to stderr.\n\nExample:\n  \
         tipgobble analyse gobblet game.txt\n\n",
        exit_codes!()
    ))]
    Analyse(AnalyseArgs),
    /// Puzzles: generate a set from engine games, re-prove a set, list or show its puzzles
    #[command(after_help = concat!(
        "Examples:\n  tipgobble puzzles list gobblet\n  tipgobble puzzles show gobblet g-0123456789ab\n  \
         tipgobble puzzles verify crates/ai/puzzles/gobblet.jsonl\n  \
         tipgobble puzzles generate deblockle --games 50 --seed 3 --out deblockle.jsonl\n\n",
        exit_codes!()
    ))]
    Puzzles(PuzzlesArgs),
}

/// `puzzles`.
#[derive(Debug, Args)]
pub struct PuzzlesArgs {
    /// What to do with the puzzles.
    #[command(subcommand)]
    pub command: PuzzleCommand,
}

/// The `puzzles` subcommands.
#[derive(Debug, Subcommand)]
pub enum PuzzleCommand {
    /// Play engine games and add every proven puzzle found to a set file (rewritten after
    /// each, so a stopped run keeps what it found); progress on stderr
    Generate(PuzzleGenerateArgs),
    /// Re-prove every puzzle of a set file: 0 failures, or each failure and exit code 1
    Verify {
        /// A puzzle set file (JSON Lines)
        #[arg(value_name = "FILE")]
        file: std::path::PathBuf,
    },
    /// Join set files of one game into one: a puzzle whose id is already in (the same
    /// position or a mirror image of it) is left out; sorted by id
    Merge {
        /// The set file to write
        #[arg(long, value_name = "FILE")]
        out: std::path::PathBuf,
        /// The set files to join, in order of preference
        #[arg(value_name = "FILE", required = true)]
        files: Vec<std::path::PathBuf>,
        /// The set's version to write [default: the highest of the files']
        #[arg(long, value_name = "V")]
        set_version: Option<u32>,
    },
    /// Measure every puzzle's rating again and rewrite the set file (after the rating's
    /// formula or the AI's levels change); progress on stderr
    Rate {
        /// A puzzle set file (JSON Lines)
        #[arg(value_name = "FILE")]
        file: std::path::PathBuf,
    },
    /// One puzzle a line, tab-separated: id, position, solution, themes, rating, claim
    List {
        /// The game: deblockle or gobblet
        #[arg(value_name = "GAME")]
        game: GameKind,
        /// A set file instead of the shipped set
        #[arg(long, value_name = "FILE")]
        file: Option<std::path::PathBuf>,
    },
    /// The puzzle in a position, by the proof rules, as the app looks for one in a reviewed
    /// game (wins in up to 3, defences within 2); its time on stderr
    Find {
        /// The game and the position
        #[command(flatten)]
        at: PositionArgs,
        /// The game's earlier positions, oldest first (for Gobblet's repetition rule)
        #[arg(long, value_name = "POSITION")]
        history: Vec<String>,
        /// Do not measure the rating (faster)
        #[arg(long)]
        unrated: bool,
    },
    /// One puzzle of a set, a field a line
    Show {
        /// The game: deblockle or gobblet
        #[arg(value_name = "GAME")]
        game: GameKind,
        /// The puzzle's id
        #[arg(value_name = "ID")]
        id: String,
        /// A set file instead of the shipped set
        #[arg(long, value_name = "FILE")]
        file: Option<std::path::PathBuf>,
    },
}

/// `puzzles generate`.
#[derive(Debug, Args)]
pub struct PuzzleGenerateArgs {
    /// The game: deblockle or gobblet
    #[arg(value_name = "GAME")]
    pub game: GameKind,
    /// The set file to add to (created if missing)
    #[arg(long, value_name = "FILE")]
    pub out: std::path::PathBuf,
    /// How many engine games to play
    #[arg(long, value_name = "N", default_value_t = 100)]
    pub games: u32,
    /// The index of the first game (slices of one long run add up)
    #[arg(long, value_name = "G", default_value_t = 0)]
    pub first_game: u32,
    /// The seed of the openings, levels and noise
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// The quick search's budget per position, in nodes (it only picks the candidates)
    #[arg(long, value_name = "N", default_value_t = 100_000)]
    pub filter_nodes: u64,
    /// Skip a candidate whose proof visits more positions than this
    #[arg(long, value_name = "N", default_value_t = 5_000_000)]
    pub proof_nodes: u64,
    /// Keep at most this many puzzles of one claim (win 1, only 2...) in the set, so that
    /// the easy claims do not crowd out the rest
    #[arg(long, value_name = "N")]
    pub per_claim: Option<usize>,
    /// The set's version to write [default: the file's, or 1]
    #[arg(long, value_name = "V")]
    pub set_version: Option<u32>,
    /// Aim the candidates at rarer puzzles instead of the quick search's, separated by
    /// commas: long-win (wins in 4 or 5), defence (only K, K up to 3), cannot-tip (Deblockle)
    #[arg(long, value_name = "AIM", value_parser = parse_aim)]
    pub aim: Option<ai::puzzle::Aims>,
}

/// An aim of `puzzles generate --aim`.
fn parse_aim(text: &str) -> Result<ai::puzzle::Aims, String> {
    text.parse()
        .map_err(|e: ai::puzzle::PuzzleError| e.to_string())
}

/// `analyse`.
#[derive(Debug, Args)]
pub struct AnalyseArgs {
    /// The game: deblockle or gobblet
    #[arg(value_name = "GAME")]
    pub game: GameKind,
    /// A saved game file (headers, then the actions)
    #[arg(value_name = "GAME-RECORD-FILE")]
    pub file: std::path::PathBuf,
    /// Search this many nodes per position [default: a hint's, level 5's budget]
    #[arg(long, value_name = "N")]
    pub nodes: Option<u64>,
    /// Positions searched at once; the analysis is the same whatever the number [default:
    /// the machine's cores, at most 4]
    #[arg(long, value_name = "T")]
    pub threads: Option<usize>,
}

/// `start`.
#[derive(Debug, Args)]
pub struct StartArgs {
    /// The game: deblockle or gobblet
    #[arg(value_name = "GAME")]
    pub game: GameKind,
    /// Gobblet: external stacks per side, White's then Black's, 1 to 3 each [default: 3,3]
    #[arg(long, value_name = "W,B")]
    pub stacks: Option<Pair<u8>>,
    /// Who moves first: white or black (Gobblet), gold or blue (Deblockle)
    #[arg(long, value_name = "SIDE")]
    pub first: Option<String>,
    /// Deblockle: blocks per side, Gold's then Blue's, 1 to 4 each [default: 4,4]
    #[arg(long, value_name = "G,B")]
    pub blocks: Option<Pair<u8>>,
    /// Deblockle: the variant where opposing blocks may never stand side by side
    #[arg(long)]
    pub no_adjacent: bool,
    /// Deblockle: the quick setup (random roll and arrangement) of this seed
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
}

impl StartArgs {
    /// The options given, by name, in the order of their flags here: each game reads its own
    /// ([`engine::StartWith`]).
    pub fn given(&self) -> Vec<(&'static str, OptionValue)> {
        let mut given = Vec::new();
        if let Some(Pair(white, black)) = self.stacks {
            given.push(("stacks", OptionValue::Pair(white, black)));
        }
        if let Some(first) = &self.first {
            given.push(("first", OptionValue::Word(first.clone())));
        }
        if let Some(Pair(gold, blue)) = self.blocks {
            given.push(("blocks", OptionValue::Pair(gold, blue)));
        }
        if self.no_adjacent {
            given.push(("no-adjacent", OptionValue::Switch));
        }
        if let Some(seed) = self.seed {
            given.push(("seed", OptionValue::Number(seed)));
        }
        given
    }
}

/// A game and a position: `moves`, `show`.
#[derive(Debug, Args)]
pub struct PositionArgs {
    /// The game: deblockle or gobblet
    #[arg(value_name = "GAME")]
    pub game: GameKind,
    /// A position in the game's notation (quote it)
    #[arg(value_name = "POSITION")]
    pub position: String,
}

/// `perft`.
#[derive(Debug, Args)]
pub struct PerftArgs {
    /// The game and the position
    #[command(flatten)]
    pub at: PositionArgs,
    /// How many moves deep; at most 64 unless the position is finished
    #[arg(value_name = "DEPTH")]
    pub depth: u32,
    /// Print the count under each first move, then the total
    #[arg(long)]
    pub divide: bool,
}

/// `apply`.
#[derive(Debug, Args)]
pub struct ApplyArgs {
    /// The game and the position
    #[command(flatten)]
    pub at: PositionArgs,
    /// The moves to play, in order
    #[arg(value_name = "MOVE")]
    pub moves: Vec<String>,
}

/// `bestmove`.
#[derive(Debug, Args)]
pub struct BestmoveArgs {
    /// The game and the position
    #[command(flatten)]
    pub at: PositionArgs,
    /// Play as this level (1 to 5) [default without --nodes or --time-ms: 5]
    #[arg(long, value_name = "N", conflicts_with_all = ["nodes", "time_ms"])]
    pub level: Option<Level>,
    /// Search this many nodes
    #[arg(long, value_name = "N", conflicts_with = "time_ms")]
    pub nodes: Option<u64>,
    /// Search this many milliseconds
    #[arg(long, value_name = "T")]
    pub time_ms: Option<u64>,
    /// Search at most this deep (with --nodes, --time-ms or alone)
    #[arg(long, value_name = "D")]
    pub depth: Option<u32>,
    /// Threads of the search (level 5 only with --level: levels 1 to 4 search on one)
    #[arg(long, value_name = "T", default_value_t = 1)]
    pub threads: usize,
    /// Late move reductions with --nodes, --time-ms or --depth: light (levels 1 to 4) or
    /// deep (level 5)
    #[arg(long, value_name = "R", default_value_t = Reductions::Light, conflicts_with = "level")]
    pub reductions: Reductions,
}

/// `match`.
#[derive(Debug, Args)]
pub struct MatchArgs {
    /// The game: deblockle or gobblet
    #[arg(value_name = "GAME")]
    pub game: GameKind,
    /// The first contender: a level 1 to 5, LxF (level L with F times its node budget), L@N (level L with N nodes), or random
    #[arg(long, value_name = "LEVEL")]
    pub a: Contender,
    /// The second contender: a level 1 to 5, LxF (level L with F times its node budget), L@N (level L with N nodes), or random
    #[arg(long, value_name = "LEVEL")]
    pub b: Contender,
    /// How many games
    #[arg(long, value_name = "N", default_value_t = 100)]
    pub games: u32,
    /// Start at this game of the match (0 = the first): slices of a long match, each an even
    /// number of games from an even game, play the same games as one run and add up
    #[arg(long, value_name = "G", default_value_t = 0)]
    pub first_game: u32,
    /// The seed of the openings and of the levels' noise
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Games played at once
    #[arg(long, value_name = "T", default_value_t = 1)]
    pub threads: usize,
    /// Threads of each search of A without noise (level 5 in the app uses the device's
    /// cores; 1 is the deterministic search)
    #[arg(long, value_name = "T", default_value_t = 1)]
    pub a_threads: usize,
    /// Threads of each search of B without noise
    #[arg(long, value_name = "T", default_value_t = 1)]
    pub b_threads: usize,
    /// Late move reductions of A, light or deep, in place of its level's (level 5 reduces
    /// deep, the others light)
    #[arg(long, value_name = "R")]
    pub a_reductions: Option<Reductions>,
    /// Late move reductions of B, light or deep, in place of its level's
    #[arg(long, value_name = "R")]
    pub b_reductions: Option<Reductions>,
    /// A game still going after this many plies is a draw
    #[arg(long, value_name = "P", default_value_t = 300)]
    pub turn_cap: u32,
    /// Print each game's start position and moves on stderr
    #[arg(long)]
    pub show_games: bool,
}

/// `bench`.
#[derive(Debug, Args)]
pub struct BenchArgs {
    /// The game: deblockle or gobblet
    #[arg(value_name = "GAME")]
    pub game: GameKind,
    /// The level searched
    #[arg(long, value_name = "N", default_value_t = Level::MAX)]
    pub level: Level,
    /// How many random openings
    #[arg(long, value_name = "N", default_value_t = 20)]
    pub positions: u32,
    /// The seed of the openings
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Threads of each search (level 5 only: levels 1 to 4 always search on one)
    #[arg(long, value_name = "T", default_value_t = 1)]
    pub threads: usize,
}

/// A pair `A,B` of values, such as `--stacks 3,2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pair<T>(pub T, pub T);

impl<T: FromStr> FromStr for Pair<T>
where
    T::Err: fmt::Display,
{
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (a, b) = s
            .split_once(',')
            .ok_or_else(|| "expected two values separated by a comma".to_owned())?;
        let a = a.trim().parse().map_err(|e| format!("{e}"))?;
        let b = b.trim().parse().map_err(|e| format!("{e}"))?;
        Ok(Pair(a, b))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(list: &[&str]) -> Result<Cli, clap::Error> {
        Cli::try_parse_from(std::iter::once("tipgobble").chain(list.iter().copied()))
    }

    #[test]
    fn the_command_line_is_well_formed() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }

    #[test]
    fn options_and_positionals_are_taken_in_any_order() {
        let Ok(Cli {
            command: Command::Start(a),
        }) = parse(&["start", "--stacks", "3,2", "gobblet", "--seed=7"])
        else {
            panic!("start parses");
        };
        assert_eq!(a.stacks, Some(Pair(3, 2)));
        assert_eq!(a.seed, Some(7));
        assert_eq!(a.game, GameKind::Gobblet);
    }

    #[test]
    fn bad_values_and_leftovers_are_errors() {
        assert!(parse(&["perft", "gobblet", "pos", "x"]).is_err());
        assert!(parse(&["perft", "gobblet", "pos"]).is_err());
        assert!(parse(&["start", "gobblet", "--stacks"]).is_err());
        assert!(parse(&["show", "gobblet", "pos", "extra"]).is_err());
        assert!(parse(&["moves"]).is_err());
    }

    #[test]
    fn pairs_need_two_values() {
        assert_eq!("3, 2".parse::<Pair<u8>>(), Ok(Pair(3, 2)));
        assert!("3".parse::<Pair<u8>>().is_err());
        assert!("3,x".parse::<Pair<u8>>().is_err());
    }
}
