//! Searches as data: the computer's move, a hint and a game's analysis written out as
//! [`SearchJob`]s, the one form of a search on both hosts. The Tauri shell runs a job on a
//! blocking task; the web host writes it as JSON and runs it in a Web Worker of its own, which
//! it ends at once when the search is cancelled or paused (a WebAssembly module without shared
//! memory has one thread: a flag set by a command would wait behind the search it should
//! stop). Either way [`crate::search::run`] runs it, and its answer comes back typed
//! ([`SearchAnswer`]: the computer's move as the game's own move, [`GameMove`]).
//!
//! A job holds the game typed ([`SearchGame`], written as its text and replayed when read)
//! and its computer player ([`SearchPlayer`]: the session's own here, made again from its
//! seed elsewhere). This module holds the shapes; [`crate::search`] runs them.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use ai::{AnalysisControl, Interrupt, RunState};
use engine::{
    by_game, replay_kind, with_game, ByGame, Game, GameKind, GameRecord, Listed, MoveOf, Notation,
    PerGame, RecordOf,
};
use serde::{Deserialize, Serialize};
use store::{AnalysedPosition, StoredAnalysis};

use crate::ipc::app::AiLevel;
use crate::ipc::computer::{HintVerdict, HintView, SearchProgress};

/// A computer player: chooses moves and answers draw offers. Implemented over `crates/ai`
/// (`games::computer::Computer`); the tests have toy ones.
pub trait Opponent<G: Game>: Send + Sync {
    /// The move to play at `level` (1–5), reporting progress; `None` if cancelled (or no
    /// legal move). Must return soon after `cancel` is set.
    fn choose(
        &self,
        record: &GameRecord<G>,
        level: AiLevel,
        progress: &mut dyn FnMut(u32, u64, Option<G::Move>),
        cancel: &AtomicBool,
    ) -> Option<G::Move>;

    /// Whether the computer at `level` accepts a draw in this game.
    fn accepts_draw(&self, record: &GameRecord<G>, level: AiLevel) -> bool;

    /// The best move for the side to move, searched at full strength, with how the game
    /// stands for that side; `None` if the game is over or `cancel` was set.
    fn hint(&self, record: &GameRecord<G>, cancel: &AtomicBool) -> Option<(G::Move, HintVerdict)>;

    /// The seed from which [`crate::search::run`] makes this player again elsewhere (the
    /// app's own, `games::computer::Computer`); `None` for a player that cannot be made from
    /// data (the tests' toy ones), whose searches run only here.
    fn seed(&self) -> Option<u64> {
        None
    }
}

/// The family of computer players: `ByGame<OpponentOf>` is the player of whichever game.
#[derive(Debug)]
pub enum OpponentOf {}
impl PerGame for OpponentOf {
    type Of<G: Notation> = Arc<dyn Opponent<G>>;
}

/// A game as a search takes it, of whichever game: replayed, typed. Written as its text
/// ([`GameText`]) and replayed through the engine when read: a job whose game does not replay
/// does not read.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(try_from = "GameText", into = "GameText")]
pub struct SearchGame(pub ByGame<RecordOf>);

impl<G: Listed> From<GameRecord<G>> for SearchGame {
    fn from(record: GameRecord<G>) -> Self {
        SearchGame(G::wrap(record))
    }
}

/// A game as a search job writes it: which game, its start position and its action log in
/// notation, and the touch-move rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameText {
    /// Which game.
    pub game: GameKind,
    /// The start position, as the game's notation writes it.
    pub start: String,
    /// The action log, one action a token (`docs/notation.md`), as the store keeps it.
    pub actions: Vec<String>,
    /// Whether touch-move is played.
    pub touch_move: bool,
}

impl From<SearchGame> for GameText {
    fn from(game: SearchGame) -> Self {
        by_game!(&game.0, G, |record| GameText {
            game: G::KIND,
            start: record.start().format_position(),
            actions: record.log().iter().map(ToString::to_string).collect(),
            touch_move: record.touch_move(),
        })
    }
}

impl TryFrom<GameText> for SearchGame {
    type Error = String;

    fn try_from(text: GameText) -> Result<Self, Self::Error> {
        replay_kind(text.game, &text.start, text.touch_move, &text.actions)
            .map(SearchGame)
            .map_err(|e| format!("the search's game does not replay: {e}"))
    }
}

/// The computer player a search runs with: its seed (all a host that runs the search
/// elsewhere needs to make it again), and here the session's own player, whose table is kept
/// from move to move (not written).
#[derive(Clone, Serialize, Deserialize)]
pub struct SearchPlayer {
    /// The player's seed.
    pub seed: u64,
    /// The session's own player, when the search runs where the session is.
    #[serde(skip)]
    pub own: Option<ByGame<OpponentOf>>,
}

impl SearchPlayer {
    /// The session's player `opponent`, made again elsewhere from its seed. A player without
    /// one (a test's toy) runs only here: its seed is then never read.
    pub fn of<G: Listed>(opponent: &Arc<dyn Opponent<G>>) -> Self {
        SearchPlayer {
            seed: opponent.seed().unwrap_or_default(),
            own: Some(G::wrap(Arc::clone(opponent))),
        }
    }
}

impl std::fmt::Debug for SearchPlayer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SearchPlayer")
            .field("seed", &self.seed)
            .field("own", &self.own.is_some())
            .finish()
    }
}

/// A move of whichever game, typed: what the computer chose. Written as its game and its
/// notation, and read back into the game's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "MoveText", into = "MoveText")]
pub struct GameMove(pub ByGame<MoveOf>);

impl GameMove {
    /// `mv`, a move of `G`.
    pub fn of<G: Listed>(mv: G::Move) -> Self {
        GameMove(G::wrap(mv))
    }
}

/// A [`GameMove`] as JSON writes it.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct MoveText {
    game: GameKind,
    mv: String,
}

impl From<GameMove> for MoveText {
    fn from(mv: GameMove) -> Self {
        MoveText {
            game: mv.0.kind(),
            mv: mv.0.text(),
        }
    }
}

impl TryFrom<MoveText> for GameMove {
    type Error = String;

    fn try_from(text: MoveText) -> Result<Self, Self::Error> {
        with_game!(text.game, G => G::parse_move(&text.mv).map(|mv| GameMove(G::wrap(mv))))
            .map_err(|e| format!("the move {:?} does not read: {e}", text.mv))
    }
}

/// A search to run, with everything it needs.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "search", rename_all = "camelCase")]
pub enum SearchJob {
    /// The computer's move at `level` in the game as it stands.
    Move {
        /// The game.
        game: SearchGame,
        /// The computer's level.
        level: AiLevel,
        /// The computer player (its easy levels' noise is seeded).
        player: SearchPlayer,
    },
    /// A hint for the side to move, at full strength.
    Hint {
        /// The game.
        game: SearchGame,
        /// The computer player.
        player: SearchPlayer,
    },
    /// The analysis of a game's line for review: every position evaluated, every move
    /// judged.
    Analyse {
        /// The game.
        game: GameKind,
        /// Its start position in notation.
        start: String,
        /// The moves of its line in notation.
        moves: Vec<String>,
    },
    /// One part of a game's analysis split across the web build's search workers
    /// ([`crate::split`]): the same game as [`SearchJob::Analyse`], and the part to search.
    AnalysisPart {
        /// The game.
        game: GameKind,
        /// Its start position in notation.
        start: String,
        /// The moves of its line in notation.
        moves: Vec<String>,
        /// What to search.
        part: AnalysisPart,
    },
}

/// One part of a split analysis ([`SearchJob::AnalysisPart`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "part", rename_all = "camelCase")]
pub enum AnalysisPart {
    /// The position after `index` moves, evaluated.
    Position {
        /// Its index in the line (0: the start).
        index: usize,
    },
    /// What `best` is worth in the position after `index` moves, measured as a move played
    /// is.
    Measure {
        /// The position's index in the line.
        index: usize,
        /// The move, in notation.
        best: String,
    },
}

/// What a part of a split analysis found ([`SearchAnswer::AnalysisPart`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "found", rename_all = "camelCase")]
pub enum PartFound {
    /// The position evaluated.
    Position {
        /// As the store keeps it.
        position: AnalysedPosition,
    },
    /// What the move measured is worth for the side to move.
    Measure {
        /// The score.
        score: i32,
    },
}

/// What a running search reports before its answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "news", rename_all = "camelCase")]
pub enum SearchNews {
    /// The computer's move: how far its search has got.
    Move {
        /// The report, as the UI gets it.
        progress: SearchProgress,
    },
    /// An analysis: `done` of `total` positions evaluated.
    Analysis {
        /// Positions evaluated.
        done: usize,
        /// Positions in all.
        total: usize,
    },
}

/// A search's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "answer", rename_all = "camelCase")]
pub enum SearchAnswer {
    /// The computer's move; `None` if it found none.
    Move {
        /// The move.
        mv: Option<GameMove>,
    },
    /// The hint; `None` if the game is over.
    Hint {
        /// The hint.
        hint: Option<HintView>,
    },
    /// The analysis, or why the game could not be analysed.
    Analysis {
        /// The analysis, in the store's form.
        analysis: Result<StoredAnalysis, String>,
    },
    /// A part of a split analysis, or why it could not be searched.
    AnalysisPart {
        /// What it found.
        found: Result<PartFound, String>,
    },
}

/// What stops a search: a cancel flag (the computer's move, a hint), or an analysis's
/// control, which can also hold it paused while the app is in the background.
#[derive(Clone, Debug)]
pub enum Stop {
    /// Set when the search must stop.
    Flag(Arc<AtomicBool>),
    /// The analysis's pause, resume and cancel.
    Control(Arc<AnalysisControl>),
}

impl Stop {
    /// Whether the search should run now.
    pub fn hold(&self) -> Hold {
        match self {
            Stop::Flag(flag) if flag.load(Ordering::Relaxed) => Hold::Stopped,
            Stop::Flag(_) => Hold::Go,
            Stop::Control(control) => match control.state() {
                RunState::Running => Hold::Go,
                RunState::Paused => Hold::Paused,
                RunState::Cancelled => Hold::Stopped,
            },
        }
    }

    /// What a search run here polls.
    pub fn interrupt(&self) -> &dyn Interrupt {
        match self {
            Stop::Flag(flag) => &**flag,
            Stop::Control(control) => &**control,
        }
    }
}

/// Whether a search should run, as the core sees it now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hold {
    /// Searching (or free to).
    Go,
    /// Held while the app is in the background: nothing may search until it goes on.
    Paused,
    /// Cancelled for good: its answer is not wanted.
    Stopped,
}
