//! The puzzle format: [`Puzzle`], [`PuzzleKind`], [`Theme`] and a [`PuzzleSet`] as JSON
//! Lines — a header line (format, set version, game), then one puzzle a line, so that a
//! diff of two versions of a set reads puzzle by puzzle (`docs/puzzles.md`).

use std::fmt;
use std::str::FromStr;

use engine::GameKind;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::error::PuzzleError;

/// The version of this file format; a set of another format is refused, not guessed at.
pub const FORMAT: u32 = 1;

/// What the solver must do, the claim the proof checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PuzzleKind {
    /// The side to move forces a win within `moves` of its own moves, and not in fewer
    /// ("White to play and win in 3"). Written `win N`.
    Win {
        /// The solver's moves, 1 to 5.
        moves: u8,
    },
    /// Exactly one move keeps the opponent from forcing a win within `moves` of the
    /// opponent's own moves; every other move lets it ("Only one move saves Blue"). Written
    /// `only K`.
    Defence {
        /// The opponent's moves within which every other move loses, 1 to 5.
        moves: u8,
    },
}

impl PuzzleKind {
    /// How many of the solver's moves the solution has: `moves` for a win, 1 for a defence.
    pub fn solver_moves(self) -> usize {
        match self {
            PuzzleKind::Win { moves } => usize::from(moves),
            PuzzleKind::Defence { .. } => 1,
        }
    }
}

impl fmt::Display for PuzzleKind {
    /// `win N` or `only K`, as in the puzzle files and `tipgobble puzzles list`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleKind::Win { moves } => write!(f, "win {moves}"),
            PuzzleKind::Defence { moves } => write!(f, "only {moves}"),
        }
    }
}

impl FromStr for PuzzleKind {
    type Err = PuzzleError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || {
            PuzzleError::Format(format!(
                "bad claim {s:?}: expected \"win N\" or \"only K\" with N, K from 1 to 5"
            ))
        };
        let (word, n) = s.trim().split_once(' ').ok_or_else(bad)?;
        let moves: u8 = n.trim().parse().map_err(|_| bad())?;
        if !(1..=super::MAX_MOVES).contains(&moves) {
            return Err(bad());
        }
        match word {
            "win" => Ok(PuzzleKind::Win { moves }),
            "only" => Ok(PuzzleKind::Defence { moves }),
            _ => Err(bad()),
        }
    }
}

impl Serialize for PuzzleKind {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for PuzzleKind {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// What a puzzle is about, in a player's words; derived from the proven solution, never
/// set by hand (`docs/puzzles.md` says how each is recognised).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// A win in one move.
    WinIn1,
    /// A win in two moves.
    WinIn2,
    /// A win in three moves.
    WinIn3,
    /// A win in four moves.
    WinIn4,
    /// A win in five moves.
    WinIn5,
    /// One move alone saves the game.
    Defence,
    /// Every other first move loses by force: the only move (a win or a save).
    OnlyMove,
    /// Gobblet: a solver's move covers an opponent's piece with a piece from the board.
    Gobble,
    /// Gobblet: a solver's move enters a piece from an external stack over a piece of the
    /// opponent's line of three (the rules' one gobble from a stack).
    StackGobble,
    /// Gobblet: a solver's move (not the last) leaves two or more lines of three of its
    /// pieces whose fourth square holds nothing or a piece smaller than 4.
    DoubleThreat,
    /// Gobblet: a reveal that loses — in the solution the defender has a piece it cannot
    /// lift without uncovering the solver's line (in a defence puzzle: the solver has one,
    /// a tempting wrong move).
    Reveal,
    /// Deblockle: the race won by a tempo — after the solution the opponent is one move
    /// from its own win.
    Tempo,
    /// Deblockle: a solver's block stands next to the star the opponent must reach,
    /// closing the way in.
    ClosingStar,
    /// Deblockle: the opponent cannot tip — it has to pass (it is Deblockle'd) in the
    /// solution.
    CannotTip,
}

impl Theme {
    /// Every theme, in the order of [`Theme`]'s variants.
    pub const ALL: [Theme; 14] = [
        Theme::WinIn1,
        Theme::WinIn2,
        Theme::WinIn3,
        Theme::WinIn4,
        Theme::WinIn5,
        Theme::Defence,
        Theme::OnlyMove,
        Theme::Gobble,
        Theme::StackGobble,
        Theme::DoubleThreat,
        Theme::Reveal,
        Theme::Tempo,
        Theme::ClosingStar,
        Theme::CannotTip,
    ];

    /// The kebab-case key of the files and the command line (`win-in-3`, `stack-gobble`).
    pub fn key(self) -> &'static str {
        match self {
            Theme::WinIn1 => "win-in-1",
            Theme::WinIn2 => "win-in-2",
            Theme::WinIn3 => "win-in-3",
            Theme::WinIn4 => "win-in-4",
            Theme::WinIn5 => "win-in-5",
            Theme::Defence => "defence",
            Theme::OnlyMove => "only-move",
            Theme::Gobble => "gobble",
            Theme::StackGobble => "stack-gobble",
            Theme::DoubleThreat => "double-threat",
            Theme::Reveal => "reveal",
            Theme::Tempo => "tempo",
            Theme::ClosingStar => "closing-star",
            Theme::CannotTip => "cannot-tip",
        }
    }

    /// The win-in-N theme of a win in `moves` moves.
    pub fn win_in(moves: u8) -> Option<Theme> {
        match moves {
            1 => Some(Theme::WinIn1),
            2 => Some(Theme::WinIn2),
            3 => Some(Theme::WinIn3),
            4 => Some(Theme::WinIn4),
            5 => Some(Theme::WinIn5),
            _ => None,
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl FromStr for Theme {
    type Err = PuzzleError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Theme::ALL
            .into_iter()
            .find(|t| t.key() == s.trim())
            .ok_or_else(|| PuzzleError::Format(format!("unknown theme {s:?}")))
    }
}

impl Serialize for Theme {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.key())
    }
}

impl<'de> Deserialize<'de> for Theme {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// One puzzle: a position, what to achieve, the proven solution, its themes and rating.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    /// A stable id, derived from the position (`g-` or `d-` and 12 hex digits of a hash of
    /// its canonical form, the same for its mirror images): the same puzzle keeps its id
    /// from one set version to the next, so progress kept by id survives an update.
    pub id: String,
    /// The game.
    #[serde(with = "game_kind")]
    pub game: GameKind,
    /// The position in the game's notation (`docs/notation.md`); the side to move solves.
    pub position: String,
    /// Earlier positions of the game, oldest first, in notation, when they matter to the
    /// proof (Gobblet's threefold repetition: a position seen twice before is a draw when
    /// reached again). Empty for the shipped puzzles, which start afresh.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub history: Vec<String>,
    /// The claim: win in N, or one move alone saves within K.
    pub kind: PuzzleKind,
    /// The solution in move notation: the solver's moves and, between them, the opponent's
    /// longest defence (the reply that puts off the loss longest). A win in N has `2N - 1`
    /// moves; a defence has one, the saving move.
    pub solution: Vec<String>,
    /// What the puzzle is about, sorted, each once.
    pub themes: Vec<Theme>,
    /// The difficulty on the players' rating scale (`docs/puzzles.md`, calibration).
    pub rating: u16,
}

impl Puzzle {
    /// The claim as `tipgobble puzzles list` prints it: `win N` or `only K`.
    pub fn claim(&self) -> String {
        self.kind.to_string()
    }
}

/// A set of puzzles of one game, as shipped and as `tipgobble puzzles generate` writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleSet {
    /// The file format ([`FORMAT`]).
    pub format: u32,
    /// The set's own version, raised whenever its puzzles change.
    pub version: u32,
    /// The game of every puzzle in it.
    pub game: GameKind,
    /// The puzzles, in the file's order.
    pub puzzles: Vec<Puzzle>,
}

/// The first line of a set file.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Header {
    format: u32,
    version: u32,
    #[serde(with = "game_kind")]
    game: GameKind,
    count: usize,
}

impl PuzzleSet {
    /// An empty set of `game` at `version`.
    pub fn new(game: GameKind, version: u32) -> Self {
        PuzzleSet {
            format: FORMAT,
            version,
            game,
            puzzles: Vec::new(),
        }
    }

    /// Reads a set file: the header line, then one puzzle a line (blank lines are skipped).
    /// Every line is checked — its JSON, its game, each puzzle's shape (position, history
    /// and solution legal, claim and length agreeing), ids unique, the count the header
    /// gives — and the first bad line is a [`PuzzleError::Line`] with its number. No
    /// search: [`super::verify_set`] re-proves the puzzles.
    pub fn parse(text: &str) -> Result<PuzzleSet, PuzzleError> {
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.trim()))
            .filter(|(_, l)| !l.is_empty());
        let (first, head) = lines.next().ok_or(PuzzleError::Empty)?;
        let header: Header = serde_json::from_str(head)
            .map_err(|e| PuzzleError::line(first, format!("bad header: {e}")))?;
        if header.format != FORMAT {
            return Err(PuzzleError::line(
                first,
                format!(
                    "format {} is not the format this version reads ({FORMAT})",
                    header.format
                ),
            ));
        }
        let mut set = PuzzleSet::new(header.game, header.version);
        let mut ids = std::collections::HashSet::new();
        for (number, line) in lines {
            let puzzle: Puzzle =
                serde_json::from_str(line).map_err(|e| PuzzleError::line(number, e.to_string()))?;
            if puzzle.game != set.game {
                return Err(PuzzleError::line(
                    number,
                    format!("a {} puzzle in a {} set", puzzle.game, set.game),
                ));
            }
            puzzle
                .check_shape()
                .map_err(|e| PuzzleError::line(number, e.to_string()))?;
            if !ids.insert(puzzle.id.clone()) {
                return Err(PuzzleError::line(
                    number,
                    format!("the id {} is used twice", puzzle.id),
                ));
            }
            set.puzzles.push(puzzle);
        }
        if set.puzzles.len() != header.count {
            return Err(PuzzleError::Format(format!(
                "the header says {} puzzles, the file has {}",
                header.count,
                set.puzzles.len()
            )));
        }
        Ok(set)
    }

    /// Writes the set as [`PuzzleSet::parse`] reads it, ending in a newline.
    pub fn serialize(&self) -> String {
        let header = Header {
            format: self.format,
            version: self.version,
            game: self.game,
            count: self.puzzles.len(),
        };
        let mut out = String::new();
        for line in std::iter::once(serde_json::to_string(&header))
            .chain(self.puzzles.iter().map(serde_json::to_string))
        {
            // Plain structs of strings and numbers: serde_json cannot fail on them.
            out.push_str(&line.unwrap_or_default());
            out.push('\n');
        }
        out
    }

    /// The puzzle with this id.
    pub fn get(&self, id: &str) -> Option<&Puzzle> {
        self.puzzles.iter().find(|p| p.id == id)
    }
}

/// [`GameKind`] as its lower-case name.
mod game_kind {
    use engine::GameKind;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(kind: &GameKind, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(kind.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<GameKind, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
