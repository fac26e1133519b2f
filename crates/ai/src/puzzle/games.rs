//! The two games behind the puzzles' text: [`PuzzleGame`] (what a game adds for puzzles:
//! its themes and its mirror images), and reading a puzzle into its game's types (the
//! dispatch from a [`GameKind`] to its type is the engine's).

use engine::{Game, GameKind, Notation};

use crate::player::AiGame;

use super::error::PuzzleError;
use super::format::{Puzzle, PuzzleKind, Theme};

/// A game with puzzles: searched by the AI, written in notation, with themes of its own and
/// the mirror images its rules make the same puzzle.
pub trait PuzzleGame: AiGame + Notation {
    /// The one-letter prefix of its puzzle ids (`g`, `d`).
    const ID_PREFIX: &'static str;

    /// The puzzle set shipped with the app, as its bundled file holds it
    /// (`crates/ai/puzzles/`).
    const SHIPPED: &'static str;

    /// The themes only this game's puzzles have (the win-in-N, defence and only-move themes
    /// are every game's).
    const THEMES: &'static [Theme];

    /// The raw difficulty measure that rates a new person's rating on this game's scale:
    /// the median raw measure of its version 3 set (`rating.rs`).
    const RATING_ANCHOR: f64;

    /// Level 5's node budget in the rating's trials: its budget when the shipped sets were
    /// rated, so that a puzzle's rating does not move when level 5 is widened.
    const RATING_LEVEL_5_NODES: u64;

    /// The position's images under the symmetries of the rules that give the same puzzle
    /// (the position itself included), in notation.
    fn images(&self) -> Vec<String>;

    /// The game's own themes of a proven puzzle (the win-in-N, defence and only-move themes
    /// are added by the caller).
    fn game_themes(start: &Self, kind: PuzzleKind, solution: &[Self::Move]) -> Vec<Theme>;
}

/// A puzzle read into game `G`: its start, earlier positions and solution moves.
pub(crate) struct Parsed<G: Game> {
    /// The position to solve.
    pub start: G,
    /// The game's earlier positions, oldest first.
    pub history: Vec<G>,
    /// The solution's moves.
    pub solution: Vec<G::Move>,
}

/// Reads a position in `G`'s notation.
pub(crate) fn parse_position<G: Notation>(text: &str) -> Result<G, PuzzleError> {
    G::parse_position(text).map_err(|e| PuzzleError::Notation(format!("position {text:?}: {e}")))
}

/// Reads `text` as a move that is legal in `position`.
pub(crate) fn parse_move<G: Notation>(position: &G, text: &str) -> Result<G::Move, PuzzleError> {
    position
        .parse_legal_move(text)
        .map_err(|e| PuzzleError::Notation(format!("move {text:?}: {e}")))
}

/// Reads `puzzle` into game `G` and checks its shape (see [`Puzzle::check_shape`]).
pub(crate) fn parse<G: Notation>(puzzle: &Puzzle) -> Result<Parsed<G>, PuzzleError> {
    let start: G = parse_position(&puzzle.position)?;
    if start.outcome().is_some() {
        return Err(PuzzleError::Format(
            "the position is a finished game".into(),
        ));
    }
    let history = puzzle
        .history
        .iter()
        .map(|p| parse_position::<G>(p))
        .collect::<Result<Vec<_>, _>>()?;
    let expected = match puzzle.kind {
        PuzzleKind::Win { moves } => 2 * usize::from(moves) - 1,
        PuzzleKind::Defence { .. } => 1,
    };
    if puzzle.solution.len() != expected {
        return Err(PuzzleError::Format(format!(
            "the claim {} needs a solution of {expected} moves, not {}",
            puzzle.kind,
            puzzle.solution.len()
        )));
    }
    let mut position = start;
    let mut solution = Vec::with_capacity(expected);
    for (i, text) in puzzle.solution.iter().enumerate() {
        if position.outcome().is_some() {
            return Err(PuzzleError::Format(format!(
                "the game ends before the solution's move {} ({text})",
                i + 1
            )));
        }
        let mv = parse_move(&position, text)?;
        if mv.to_string() != *text {
            return Err(PuzzleError::Format(format!(
                "the move {text:?} is not written in the canonical form {mv}"
            )));
        }
        position.play(mv);
        solution.push(mv);
    }
    if puzzle.themes.windows(2).any(|w| w[0] >= w[1]) {
        return Err(PuzzleError::Format(
            "the themes are not sorted, each once".into(),
        ));
    }
    if let Some(t) = puzzle.themes.iter().find(|t| !t.applies_to(puzzle.game)) {
        return Err(PuzzleError::Format(format!(
            "the theme {t} is not a {} theme",
            puzzle.game
        )));
    }
    Ok(Parsed {
        start,
        history,
        solution,
    })
}

impl Theme {
    /// Whether the theme can occur in `game`: one of its own themes
    /// ([`PuzzleGame::THEMES`]), or a theme no game has as its own (the win-in-N, defence
    /// and only-move themes).
    pub fn applies_to(self, game: GameKind) -> bool {
        let own = |kind: GameKind| engine::with_game!(kind, G => G::THEMES.contains(&self));
        own(game) || !GameKind::ALL.into_iter().any(own)
    }
}

impl Puzzle {
    /// The side to move in the position, who solves ("White to play and win in 3", "Only
    /// one move saves Blue").
    pub fn solver(&self) -> Result<engine::Player, PuzzleError> {
        engine::with_game!(self.game, G => {
            parse_position::<G>(&self.position).map(|p| engine::Game::side_to_move(&p))
        })
    }

    /// Checks the fields that need no search: the position and history parse, the solution
    /// has the length of the claim and each move is legal where it is played. The proof
    /// itself is [`super::verify`]. (Here, beside the per-game parsing it needs, so that
    /// the format does not depend on the games.)
    pub fn check_shape(&self) -> Result<(), PuzzleError> {
        check_shape(self)
    }
}

/// [`Puzzle::check_shape`] for the puzzle's game.
pub(crate) fn check_shape(puzzle: &Puzzle) -> Result<(), PuzzleError> {
    engine::with_game!(puzzle.game, G => parse::<G>(puzzle).map(|_| ()))
}

/// The stable id of a puzzle whose position is `position`: the prefix, then 12 hex digits
/// of an FNV-1a hash of the least of its images (so mirror images share it).
pub fn puzzle_id<G: PuzzleGame>(position: &G) -> String {
    let key = canonical(position);
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in key.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{}-{:012x}", G::ID_PREFIX, hash >> 16)
}

/// The least of a position's images, in notation: equal for a position and its mirrors.
pub fn canonical<G: PuzzleGame>(position: &G) -> String {
    let mut images = position.images();
    images.sort();
    images
        .into_iter()
        .next()
        .unwrap_or_else(|| position.format_position())
}
