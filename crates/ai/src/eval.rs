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

    /// Move-ordering hints, one per move (`hints[i]` for `moves[i]`, same length): positive
    /// for a move worth searching before the quiet ones (a move that wins, removes a block,
    /// gobbles, blocks a line...), larger first; zero or negative moves are ordered by the
    /// search's own history. Hints never change the result of a full-width search, only its
    /// speed. All the moves of a node come at once so that what they share is computed
    /// once. The default gives none.
    fn move_hints(&self, position: &G, moves: &[G::Move], hints: &mut [i32]) {
        let _ = (position, moves);
        hints.fill(0);
    }

    /// How the search scores a position repeated on the line or from the game: `None` (the
    /// default) as a draw, for games where repeating leads to a draw (Gobblet's threefold
    /// rule); `Some(penalty)` as its evaluation, less `penalty` for the side to move at the
    /// root, for games where repeating ends nothing (Deblockle): going round in circles
    /// then neither escapes a lost position nor keeps a won one from being played out.
    fn repetition_penalty(&self) -> Option<i32> {
        None
    }
}
