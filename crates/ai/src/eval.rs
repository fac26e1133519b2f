//! The evaluation interface each game implements for the searcher.

use engine::Game;

/// A static judgement of positions of one game, used at the leaves of the search.
///
/// Scores are from the point of view of the side to move, in the common scale of the crate
/// (about 100 for a clear advantage, see `docs/ai.md` and [`crate::Verdict`]). The searcher
/// clamps them inside [`crate::score::EVAL_BOUND`], so an evaluation never looks like a forced
/// result: the search alone proves wins and losses.
pub trait Evaluator<G: Game>: Send {
    /// How good `position` is for the side to move; never called on a finished position.
    fn evaluate(&self, position: &G) -> i32;

    /// A move-ordering hint: positive for a move worth searching before the quiet ones
    /// (a move that wins, removes a block, gobbles, blocks a line...), larger first; zero or
    /// negative moves are ordered by the search's own history. Never affects the result of
    /// a full-width search, only its speed. The default orders by history alone.
    fn move_hint(&self, position: &G, mv: G::Move) -> i32 {
        let _ = (position, mv);
        0
    }
}
