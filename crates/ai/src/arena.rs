//! Engine-against-engine matches: varied openings, alternating who starts, a turn cap.

use std::str::FromStr;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc;

use engine::{DrawReason, Outcome, Player};

use crate::clock::{Duration, Instant};
use crate::level::{Level, LevelSpec};
use crate::player::{Ai, AiGame};
use crate::reductions::Reductions;
use crate::Rng;

/// A game that can start engine matches from varied positions.
pub trait Openings: AiGame {
    /// A random start: a few random first moves, or a random setup.
    fn random_opening(rng: &mut Rng) -> Self;
}

/// One side of a match: a level or a player that picks uniformly among legal moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contender {
    /// Random legal moves.
    Random,
    /// An AI level.
    Level(Level),
    /// An AI level with `factor` times its node budget and time cap.
    Scaled(Level, u32),
    /// An AI level with another node budget and its own time cap: a level as it was before
    /// its budget changed, or a budget being tried for it.
    Budget(Level, u64),
}

impl Contender {
    /// How this contender searches in game `G`; `None` for the random player.
    pub fn spec<G: AiGame>(self) -> Option<LevelSpec> {
        match self {
            Contender::Random => None,
            Contender::Level(level) => Some(G::level_spec(level)),
            Contender::Scaled(level, factor) => Some(G::level_spec(level).scaled(factor)),
            Contender::Budget(level, nodes) => Some(LevelSpec {
                nodes: Some(nodes),
                ..G::level_spec(level)
            }),
        }
    }
}

impl std::fmt::Display for Contender {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Contender::Random => f.write_str("random"),
            Contender::Level(l) => write!(f, "level {l}"),
            Contender::Scaled(l, factor) => write!(f, "level {l}x{factor}"),
            Contender::Budget(l, nodes) => write!(f, "level {l}@{nodes}"),
        }
    }
}

impl FromStr for Contender {
    type Err = crate::level::LevelError;

    /// `random` or `0` for the random player, `1` to `5` for a level, `LxF` (e.g. `5x10`)
    /// for level L with F times its node budget and time cap, `L@N` (e.g. `5@800000`) for
    /// level L with a budget of N nodes.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || crate::level::LevelError(s.to_owned());
        // A whole number of at least 1.
        let count = |text: &str| text.parse::<u64>().ok().filter(|n| *n >= 1);
        let other = s.trim();
        if other == "random" || other == "0" {
            Ok(Contender::Random)
        } else if let Some((level, nodes)) = other.split_once('@') {
            let nodes = count(nodes).ok_or_else(bad)?;
            Ok(Contender::Budget(level.parse()?, nodes))
        } else if let Some((level, factor)) = other.split_once(['x', 'X']) {
            let factor = count(factor)
                .and_then(|f| u32::try_from(f).ok())
                .ok_or_else(bad)?;
            Ok(Contender::Scaled(level.parse()?, factor))
        } else {
            other.parse().map(Contender::Level)
        }
    }
}

/// How a match is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchConfig {
    /// The first contender (the one the result is given for).
    pub a: Contender,
    /// The second contender.
    pub b: Contender,
    /// Number of games; consecutive pairs share an opening with the starts swapped.
    pub games: u32,
    /// Index of the first game played: games `first_game .. first_game + games` of the
    /// match, so that a long match run in slices (each slice an even number of games from
    /// an even index) plays the same games as in one run, and the results add up.
    pub first_game: u32,
    /// Seed of the openings and of the levels' noise.
    pub seed: u64,
    /// Worker threads playing games in parallel.
    pub threads: usize,
    /// Plies after which a game is drawn ([`DrawReason::TurnLimit`]).
    pub turn_cap: u32,
    /// Transposition table size of each AI, in MiB.
    pub table_megabytes: usize,
    /// Threads of each search of A, then of B ([`Ai::set_threads`]; 1 for the
    /// deterministic search). A level with noise always searches on one.
    pub search_threads: [usize; 2],
    /// The late move reductions of A, then of B, in place of their levels' own (`None`:
    /// the level's): level 5 as it searched before its deep reductions is
    /// `5@1300000` (Gobblet) with [`Reductions::Light`].
    pub reductions: [Option<Reductions>; 2],
}

/// The result of one game of a match, for contender A.
#[derive(Clone, Debug, PartialEq)]
pub struct GameSummary<G: engine::Game> {
    /// The opening position the game started from.
    pub start: G,
    /// The moves played.
    pub moves: Vec<G::Move>,
    /// Index of the game in the match.
    pub index: u32,
    /// Whether A moved first.
    pub a_started: bool,
    /// `Some(true)` if A won, `Some(false)` if B won, `None` for a draw.
    pub a_won: Option<bool>,
    /// How it ended.
    pub outcome: Outcome,
    /// Plies played.
    pub plies: u32,
    /// Time per move of A, then of B.
    pub times: [Vec<Duration>; 2],
    /// Nodes searched by A, then by B.
    pub nodes: [u64; 2],
}

/// Totals of a match.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MatchReport {
    /// Games A won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games A lost.
    pub losses: u32,
    /// Draws by the turn cap (included in `draws`).
    pub turn_limit_draws: u32,
    /// Every move time of A, then of B.
    pub times: [Vec<Duration>; 2],
    /// Nodes of A, then of B.
    pub nodes: [u64; 2],
    /// Plies over all games.
    pub plies: u64,
}

impl MatchReport {
    fn add<G: engine::Game>(&mut self, g: &GameSummary<G>) {
        match g.a_won {
            Some(true) => self.wins += 1,
            Some(false) => self.losses += 1,
            None => {
                self.draws += 1;
                if g.outcome == Outcome::Draw(DrawReason::TurnLimit) {
                    self.turn_limit_draws += 1;
                }
            }
        }
        for side in 0..2 {
            self.times[side].extend_from_slice(&g.times[side]);
            self.nodes[side] += g.nodes[side];
        }
        self.plies += g.plies as u64;
    }

    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }
}

/// The median of some durations (zero for none).
pub fn median(times: &[Duration]) -> Duration {
    let mut sorted = times.to_vec();
    sorted.sort();
    sorted.get(sorted.len() / 2).copied().unwrap_or_default()
}

/// Plays the match on `config.threads` threads; `on_game` sees each game as it finishes
/// (in finishing order), for a running tally.
pub fn play_match<G: Openings>(
    config: &MatchConfig,
    on_game: &mut dyn FnMut(&GameSummary<G>, &MatchReport),
) -> MatchReport {
    let new_ais = || -> [Ai<G>; 2] {
        let mut ais = [
            Ai::with_table(config.table_megabytes, 0),
            Ai::with_table(config.table_megabytes, 0),
        ];
        for (ai, &threads) in ais.iter_mut().zip(&config.search_threads) {
            ai.set_threads(threads);
        }
        ais
    };
    let mut report = MatchReport::default();
    if !crate::threads::CAN_SPAWN {
        // In a browser: the games one after the other on this thread, as one worker would.
        let mut ais = new_ais();
        for n in 0..config.games {
            let summary = play_game(config, config.first_game.saturating_add(n), &mut ais);
            report.add(&summary);
            on_game(&summary, &report);
        }
        return report;
    }
    let next = AtomicU32::new(0);
    let (tx, rx) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..config.threads.max(1) {
            let tx = tx.clone();
            let next = &next;
            let new_ais = &new_ais;
            scope.spawn(move || {
                let mut ais = new_ais();
                loop {
                    let n = next.fetch_add(1, Ordering::Relaxed);
                    if n >= config.games {
                        break;
                    }
                    let summary = play_game(config, config.first_game.saturating_add(n), &mut ais);
                    if tx.send(summary).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        for summary in rx {
            report.add(&summary);
            on_game(&summary, &report);
        }
    });
    report
}

/// Plays game `index` of the match: the opening of pair `index / 2`, A moving first in
/// even games.
pub fn play_game<G: Openings>(
    config: &MatchConfig,
    index: u32,
    ais: &mut [Ai<G>; 2],
) -> GameSummary<G> {
    let (start, a_started, a_seat) = game_start::<G>(config, index);
    let mut rng = ready_players(config, index, ais);
    let contenders = [config.a, config.b];
    let stop = AtomicBool::new(false);
    let mut game = Playing::new(start);
    let outcome = loop {
        if let Some(outcome) = game.ended(config.turn_cap) {
            break outcome;
        }
        let side = if game.position.side_to_move() == a_seat {
            0
        } else {
            1
        };
        let started = Instant::now();
        let spec = contenders[side].spec::<G>().map(|mut spec| {
            if let Some(reductions) = config.reductions[side] {
                spec.reductions = reductions;
            }
            spec
        });
        let mv = match spec {
            None => game.random_move(&mut rng),
            Some(spec) => game.searched_move(side, &mut ais[side], &spec, &stop),
        };
        match mv {
            Ok(mv) => game.play(side, mv, started),
            Err(outcome) => break outcome,
        }
    };
    let a_won = outcome.winner().map(|w: Player| w == a_seat);
    GameSummary {
        start,
        moves: game.played,
        index,
        a_started,
        a_won,
        outcome,
        plies: game.plies,
        times: game.times,
        nodes: game.nodes,
    }
}

/// The start of game `index` (the opening of its pair), whether A moves first in it, and
/// A's seat.
fn game_start<G: Openings>(config: &MatchConfig, index: u32) -> (G, bool, Player) {
    let pair = (index / 2) as u64;
    let mut opening_rng = Rng::new(config.seed ^ pair.wrapping_mul(0x2545_f491_4f6c_dd1d));
    let start = G::random_opening(&mut opening_rng);
    let a_started = index.is_multiple_of(2);
    let a_seat = if a_started {
        start.side_to_move()
    } else {
        start.side_to_move().other()
    };
    (start, a_started, a_seat)
}

/// Readies both AIs for game `index`, each with a seed of the game's own; returns the
/// game's generator, which then picks the random player's moves.
fn ready_players<G: Openings>(config: &MatchConfig, index: u32, ais: &mut [Ai<G>; 2]) -> Rng {
    let mut rng = Rng::new(
        config
            .seed
            .wrapping_add(index as u64 + 1)
            .wrapping_mul(0x9e37_79b9),
    );
    for ai in ais.iter_mut() {
        ai.new_game();
        ai.reseed(rng.next_u64());
    }
    rng
}

/// A game of a match in progress.
struct Playing<G: AiGame> {
    /// The position now.
    position: G,
    /// The Zobrist keys of the positions before it, oldest first.
    history: Vec<u64>,
    /// The positions before it, oldest first (for the threefold repetition).
    seen: Vec<G>,
    /// Time per move of A, then of B.
    times: [Vec<Duration>; 2],
    /// Nodes searched by A, then by B.
    nodes: [u64; 2],
    /// The legal moves of the random player, a buffer kept between its moves.
    moves: Vec<G::Move>,
    /// Plies played.
    plies: u32,
    /// The moves played.
    played: Vec<G::Move>,
}

impl<G: AiGame> Playing<G> {
    /// A game at `start`, nothing played.
    fn new(start: G) -> Self {
        Playing {
            position: start,
            history: Vec::new(),
            seen: Vec::new(),
            times: [Vec::new(), Vec::new()],
            nodes: [0; 2],
            moves: Vec::new(),
            plies: 0,
            played: Vec::new(),
        }
    }

    /// How the game ends before the next move, if it does: by the rules, by a third
    /// repetition in a game where that draws, or at the turn cap.
    fn ended(&self, turn_cap: u32) -> Option<Outcome> {
        if let Some(outcome) = self.position.outcome() {
            return Some(outcome);
        }
        if G::THREEFOLD_REPETITION_DRAWS
            && self.seen.iter().filter(|p| **p == self.position).count() >= 2
        {
            return Some(Outcome::Draw(DrawReason::ThreefoldRepetition));
        }
        if self.plies >= turn_cap {
            return Some(Outcome::Draw(DrawReason::TurnLimit));
        }
        None
    }

    /// The random player's move, picked by `rng` among the legal ones; a draw when it has none.
    fn random_move(&mut self, rng: &mut Rng) -> Result<G::Move, Outcome> {
        self.position.legal_moves(&mut self.moves);
        match rng.choose(&self.moves) {
            Some(&mv) => Ok(mv),
            None => Err(Outcome::Draw(DrawReason::NeitherCanMove)),
        }
    }

    /// The move `ai` searches for `side` (0 for A) at `spec`, its nodes counted; the
    /// outcome when it finds none.
    fn searched_move(
        &mut self,
        side: usize,
        ai: &mut Ai<G>,
        spec: &LevelSpec,
        stop: &AtomicBool,
    ) -> Result<G::Move, Outcome> {
        let r = ai.choose_move_as(&self.position, &self.history, spec, stop, &mut |_| {});
        self.nodes[side] += r.nodes;
        r.best_move.ok_or_else(|| {
            self.position
                .outcome()
                .unwrap_or(Outcome::Draw(DrawReason::NeitherCanMove))
        })
    }

    /// Plays `side`'s move `mv`, chosen in the time since `started`.
    fn play(&mut self, side: usize, mv: G::Move, started: Instant) {
        self.times[side].push(started.elapsed());
        self.history.push(self.position.zobrist());
        self.seen.push(self.position);
        self.position.play(mv);
        self.played.push(mv);
        self.plies += 1;
    }
}
