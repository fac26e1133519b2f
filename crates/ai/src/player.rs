//! The AI player of one game: levels, hints and draw offers on top of the searcher.

use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};

use engine::{Game, Player};

use crate::eval::Evaluator;
use crate::level::{Level, LevelSpec};
use crate::limits::Limits;
use crate::score::{Score, EVAL_BOUND};
use crate::search::{Progress, SearchResult, Searcher};
use crate::verdict::Verdict;
use crate::Rng;

/// A game the AI plays: its evaluation and how each level searches it.
pub trait AiGame: Game {
    /// The evaluation of this game.
    type Eval: Evaluator<Self> + Default;

    /// The search limits and noise of `level` in this game.
    fn level_spec(level: Level) -> LevelSpec;

    /// A count that grows with progress that cannot be undone (Deblockle: blocks removed);
    /// the plies since it last changed are how long the game has stalled. The default
    /// never changes.
    fn progress_marker(&self) -> u32 {
        0
    }

    /// The move played instead of the chosen move `chosen` after `stalled_plies` plies
    /// without progress, so that a game with no draw rule does not go on for ever; `None`
    /// (the default) keeps the chosen move.
    fn give_up_stall(&self, stalled_plies: usize, chosen: Self::Move) -> Option<Self::Move> {
        let _ = (stalled_plies, chosen);
        None
    }

    /// Plies without progress after which the game counts as stalled, and the AI accepts a
    /// draw offer unless it has proven a win ([`Ai::answer_draw_offer`]): a game with no draw
    /// rule where nobody breaks through. `None` (the default): the game has a draw rule of
    /// its own.
    const STALL_PLIES: Option<usize> = None;

    /// The node budget per position of the game review ([`crate::Analyser`]): level 5's
    /// unless the game keeps the review's own (so that a long game is analysed within its
    /// time however far level 5 is widened).
    fn review_nodes() -> u64 {
        Self::level_spec(Level::MAX).nodes.unwrap_or(1_000_000)
    }
}

/// The best move for the side to move, and how the game stands for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint<M> {
    /// The move to play.
    pub best_move: M,
    /// Its score for the side to move.
    pub score: Score,
    /// The score in words.
    pub verdict: Verdict,
    /// The depth searched, in plies.
    pub depth: u32,
    /// The expected line of play, starting with `best_move`.
    pub pv: Vec<M>,
}

/// The AI's answer to a draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawAnswer {
    /// Whether it accepts.
    pub accept: bool,
    /// How the game stands for the AI, by its search.
    pub verdict: Verdict,
}

/// An AI player of game `G`. It keeps its transposition table between moves of a game
/// (call [`Ai::new_game`] between games) and its own random generator for the noise of
/// the easy levels. Call it on a worker thread and cancel it with the flag. By default it
/// searches on that thread alone, deterministically; with [`Ai::set_threads`], level 5,
/// hints, draw answers and [`Ai::search`] add helper threads for the time of each search.
pub struct Ai<G: AiGame> {
    searcher: Searcher<G, G::Eval>,
    /// Helper searchers sharing the main searcher's table (Lazy SMP), made when first used.
    helpers: Vec<Searcher<G, G::Eval>>,
    /// Threads of a full-strength search, the calling one included.
    threads: usize,
    rng: Rng,
    /// The progress marker last seen and the game ply (history length) it was first seen
    /// at: how long the game has stalled ([`AiGame::give_up_stall`]).
    stall: Option<(u32, usize)>,
}

impl<G: AiGame> Ai<G> {
    /// The transposition table size the app uses, in MiB.
    pub const DEFAULT_TABLE_MEGABYTES: usize = 32;

    /// An AI with the default table size, its noise seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        Self::with_table(Self::DEFAULT_TABLE_MEGABYTES, seed)
    }

    /// An AI with a transposition table of about `megabytes` MiB.
    pub fn with_table(megabytes: usize, seed: u64) -> Self {
        Ai {
            searcher: Searcher::new(G::Eval::default(), megabytes),
            helpers: Vec::new(),
            threads: 1,
            rng: Rng::new(seed),
            stall: None,
        }
    }

    /// Sets how many threads level 5, hints, draw answers and [`Ai::search`] use (1 to
    /// [`crate::threads::MAX_SEARCH_THREADS`]; the app uses
    /// [`crate::threads::search_threads`]). With more than one, the helper threads search
    /// the same position into the shared table (Lazy SMP, one table whatever the count) and
    /// the calling thread's search gives the answer: stronger within the same limits, which
    /// count each thread's own nodes, and no longer the same from run to run. Levels 1 to 4
    /// always search on one thread, and so does every level in a browser
    /// ([`crate::threads::CAN_SPAWN`]).
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = crate::threads::usable(threads.clamp(1, crate::threads::MAX_SEARCH_THREADS));
        self.helpers.truncate(self.threads - 1);
    }

    /// How many threads a full-strength search uses.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Restarts the noise of the easy levels from `seed`.
    pub fn reseed(&mut self, seed: u64) {
        self.rng = Rng::new(seed);
    }

    /// Forgets what it learnt in the previous game.
    pub fn new_game(&mut self) {
        self.searcher.clear();
        self.stall = None;
    }

    /// Plies since the game last made progress, as far as this AI has seen it: counted from
    /// the first position it was asked about with the current progress marker (a game
    /// taken back before that point starts the count again).
    fn stalled_plies(&mut self, position: &G, history: &[u64]) -> usize {
        let marker = position.progress_marker();
        let ply = history.len();
        match self.stall {
            Some((seen, since)) if seen == marker && since <= ply => ply - since,
            _ => {
                self.stall = Some((marker, ply));
                0
            }
        }
    }

    /// The searcher, for searches with explicit limits.
    pub fn searcher(&mut self) -> &mut Searcher<G, G::Eval> {
        &mut self.searcher
    }

    /// A search with explicit limits (see [`Searcher::search`]) on [`Ai::threads`] threads;
    /// `nodes` in the result counts every thread's.
    pub fn search(
        &mut self,
        position: &G,
        history: &[u64],
        limits: &Limits,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(&Progress<G::Move>),
    ) -> SearchResult<G::Move> {
        self.search_on(self.threads, position, history, limits, stop, progress)
    }

    /// A search on `threads` threads: on this one alone, or with helpers that search the
    /// same position into the shared table until this thread's search returns.
    fn search_on(
        &mut self,
        threads: usize,
        position: &G,
        history: &[u64],
        limits: &Limits,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(&Progress<G::Move>),
    ) -> SearchResult<G::Move> {
        let threads = crate::threads::usable(threads);
        if threads <= 1 {
            return self
                .searcher
                .search(position, history, limits, stop, progress);
        }
        while self.helpers.len() < threads - 1 {
            let mut helper = Searcher::with_table(G::Eval::default(), self.searcher.table());
            // Every second helper one ply deeper, so that they do not search in step.
            helper.make_helper((self.helpers.len() as u32 + 1) % 2);
            self.helpers.push(helper);
        }
        let done = AtomicBool::new(false);
        let (main, helpers) = (&mut self.searcher, &mut self.helpers[..threads - 1]);
        std::thread::scope(|scope| {
            let running: Vec<_> = helpers
                .iter_mut()
                .map(|helper| {
                    let done = &done;
                    scope.spawn(move || {
                        // Stops with the caller's flag too, at the same time as the main
                        // search, not after it.
                        helper
                            .search_until(position, history, limits, &[stop, done], &mut |_| {})
                            .nodes
                    })
                })
                .collect();
            let mut result = main.search(position, history, limits, stop, progress);
            done.store(true, AtomicOrdering::Relaxed);
            // A helper that panicked only leaves its nodes uncounted.
            result.nodes += running
                .into_iter()
                .map(|h| h.join().unwrap_or(0))
                .sum::<u64>();
            result
        })
    }

    /// The move `level` plays in `position`; `best_move` is `None` only if the game is over.
    /// `history` holds the Zobrist hashes of the earlier positions of the game.
    pub fn choose_move(
        &mut self,
        position: &G,
        history: &[u64],
        level: Level,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(&Progress<G::Move>),
    ) -> SearchResult<G::Move> {
        let threads = if level == Level::MAX { self.threads } else { 1 };
        self.choose_move_with(
            threads,
            position,
            history,
            &G::level_spec(level),
            stop,
            progress,
        )
    }

    /// The move a level defined by `spec` plays (see [`Ai::choose_move`]); for matches
    /// against a level with a larger budget ([`LevelSpec::scaled`]). After a long stall the
    /// game may replace the searched move ([`AiGame::give_up_stall`]; its score is then
    /// that of the searched move, never a forced result, with `exact: false`). A level
    /// without noise searches on [`Ai::threads`] threads.
    pub fn choose_move_as(
        &mut self,
        position: &G,
        history: &[u64],
        spec: &LevelSpec,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(&Progress<G::Move>),
    ) -> SearchResult<G::Move> {
        self.choose_move_with(self.threads, position, history, spec, stop, progress)
    }

    fn choose_move_with(
        &mut self,
        threads: usize,
        position: &G,
        history: &[u64],
        spec: &LevelSpec,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(&Progress<G::Move>),
    ) -> SearchResult<G::Move> {
        let stalled = self.stalled_plies(position, history);
        let mut result = self.level_move(threads, position, history, spec, stop, progress);
        if let Some(instead) = result
            .best_move
            .and_then(|chosen| position.give_up_stall(stalled, chosen))
        {
            result.best_move = Some(instead);
            result.pv = vec![instead];
            result.exact = false;
            // A forced result was proven for the searched move only.
            if result.score.is_forced() {
                result.score = Score(result.score.0.clamp(-EVAL_BOUND, EVAL_BOUND));
            }
        }
        result
    }

    /// The move the level's search (and noise) chooses.
    fn level_move(
        &mut self,
        threads: usize,
        position: &G,
        history: &[u64],
        spec: &LevelSpec,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(&Progress<G::Move>),
    ) -> SearchResult<G::Move> {
        if spec.noise <= 0 {
            return self.search_on(threads, position, history, &spec.limits(), stop, progress);
        }
        let scored = self
            .searcher
            .score_root_moves(position, history, &spec.limits(), stop);
        // Noise on evaluations only: forced wins and losses keep their exact order, so a win
        // now is always taken and a move that loses at once is never preferred to one that
        // does not.
        let mut best: Option<(i32, crate::search::RootScore<G::Move>)> = None;
        for entry in &scored.moves {
            let noisy = if entry.score.is_forced() {
                entry.score.0
            } else {
                entry.score.0 + self.rng.symmetric(spec.noise)
            };
            if best.is_none_or(|(b, _)| noisy > b) {
                best = Some((noisy, *entry));
            }
        }
        let chosen = best.map(|(_, e)| e);
        let result = SearchResult {
            best_move: chosen.map(|e| e.mv),
            score: chosen.map_or(Score::DRAW, |e| e.score),
            depth: scored.depth,
            pv: chosen.map(|e| vec![e.mv]).unwrap_or_default(),
            nodes: scored.nodes,
            elapsed: scored.elapsed,
            cancelled: scored.cancelled,
            exact: true,
            proven_lost: scored
                .moves
                .iter()
                .filter(|e| e.score.0 <= -crate::score::MATE_BOUND)
                .map(|e| e.mv)
                .collect(),
        };
        progress(&Progress {
            depth: result.depth,
            best_move: result.best_move,
            score: result.score,
            nodes: result.nodes,
            elapsed: result.elapsed,
        });
        result
    }

    /// The best move for the side to move with a verdict, searched within `limits` (the app
    /// uses level 5's, [`Ai::hint_limits`]); `None` if the game is over.
    pub fn hint(
        &mut self,
        position: &G,
        history: &[u64],
        limits: &Limits,
        stop: &AtomicBool,
        progress: &mut dyn FnMut(&Progress<G::Move>),
    ) -> Option<Hint<G::Move>> {
        let r = self.search(position, history, limits, stop, progress);
        r.best_move.map(|best_move| Hint {
            best_move,
            score: r.score,
            verdict: Verdict::from_score(r.score),
            depth: r.depth,
            pv: r.pv,
        })
    }

    /// The limits of a hint: full strength.
    pub fn hint_limits() -> Limits {
        G::level_spec(Level::MAX).limits()
    }

    /// Whether `me` accepts a draw offered in `position` (by either side): yes when its
    /// search within `limits` finds it no better than equal (verdict equal, worse, losing
    /// or loses in N); no when it stands better or wins. In a game that has stalled
    /// ([`AiGame::STALL_PLIES`] plies without progress, as far as this AI has followed the
    /// game) it accepts unless it has proven a win: standing better is worth nothing when
    /// neither side can get through.
    pub fn answer_draw_offer(
        &mut self,
        position: &G,
        history: &[u64],
        me: Player,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> DrawAnswer {
        let stalled =
            G::STALL_PLIES.is_some_and(|limit| self.stalled_plies(position, history) >= limit);
        let r = self.search(position, history, limits, stop, &mut |_| {});
        let mine = if position.side_to_move() == me {
            r.score
        } else {
            -r.score
        };
        let verdict = Verdict::from_score(mine);
        let accept = if stalled {
            !matches!(verdict, Verdict::WinsIn(_))
        } else {
            !matches!(
                verdict,
                Verdict::WinsIn(_) | Verdict::Winning | Verdict::Better
            )
        };
        DrawAnswer { accept, verdict }
    }
}
