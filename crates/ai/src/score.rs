//! Search scores: evaluations in a common scale, and forced wins and losses by distance.

use std::fmt;

/// The score of a win at the root itself; a win `p` plies away scores `MATE - p`.
pub const MATE: i32 = 30_000;

/// Scores at or beyond this magnitude are forced wins or losses, never evaluations.
pub const MATE_BOUND: i32 = MATE - 1_000;

/// Evaluations are clamped inside this bound so that they never look like a forced result.
pub const EVAL_BOUND: i32 = MATE_BOUND - 1;

/// A search score from the point of view of the side to move.
///
/// Between `-EVAL_BOUND` and `EVAL_BOUND` it is an evaluation in the common scale of the
/// per-game evaluations (about 100 for a clear advantage, see `docs/ai.md`); beyond it is a
/// forced result, `MATE - p` for a win `p` plies away and `-(MATE - p)` for a loss.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score(pub i32);

/// A forced result, counted in the side to move's own moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Forced {
    /// The side to move wins with its `n`-th move from now (or the opponent's reply to it
    /// cannot avoid it); `WinsIn(1)` is a winning move now.
    WinsIn(u32),
    /// The side to move loses after making `n` more moves, whatever it does.
    LosesIn(u32),
}

impl Score {
    /// A draw, or a balanced position.
    pub const DRAW: Score = Score(0);

    /// The score of winning `plies` plies from the root.
    pub const fn win_in_plies(plies: u32) -> Score {
        Score(MATE - plies as i32)
    }

    /// The score of losing `plies` plies from the root.
    pub const fn loss_in_plies(plies: u32) -> Score {
        Score(-(MATE - plies as i32))
    }

    /// Whether this is a forced win or loss rather than an evaluation.
    pub const fn is_forced(self) -> bool {
        self.0 >= MATE_BOUND || self.0 <= -MATE_BOUND
    }

    /// The forced result, in the side to move's own moves, if this is one.
    ///
    /// A result `p` plies away comes after the side to move has made `ceil(p / 2)` moves:
    /// a win on ply 1 is "wins in 1", a loss on ply 2 (the opponent's first reply) is
    /// "loses in 1".
    pub const fn forced(self) -> Option<Forced> {
        if self.0 >= MATE_BOUND {
            let plies = (MATE - self.0) as u32;
            Some(Forced::WinsIn(plies.div_ceil(2)))
        } else if self.0 <= -MATE_BOUND {
            let plies = (MATE + self.0) as u32;
            Some(Forced::LosesIn(plies.div_ceil(2)))
        } else {
            None
        }
    }
}

impl std::ops::Neg for Score {
    type Output = Score;

    /// The same score seen from the other player.
    fn neg(self) -> Score {
        Score(-self.0)
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.forced() {
            Some(forced) => write!(f, "{forced}"),
            None => write!(f, "{:+}", self.0),
        }
    }
}

impl fmt::Display for Forced {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Forced::WinsIn(n) => write!(f, "wins in {n}"),
            Forced::LosesIn(n) => write!(f, "loses in {n}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forced_results_count_the_side_to_moves_own_moves() {
        assert_eq!(Score::win_in_plies(1).forced(), Some(Forced::WinsIn(1)));
        assert_eq!(Score::win_in_plies(3).forced(), Some(Forced::WinsIn(2)));
        assert_eq!(Score::loss_in_plies(2).forced(), Some(Forced::LosesIn(1)));
        assert_eq!(Score::loss_in_plies(4).forced(), Some(Forced::LosesIn(2)));
        assert_eq!(Score(250).forced(), None);
        assert_eq!(Score::win_in_plies(3).to_string(), "wins in 2");
        assert_eq!(Score(-42).to_string(), "-42");
    }

    #[test]
    fn shorter_wins_and_longer_losses_score_higher() {
        assert!(Score::win_in_plies(1) > Score::win_in_plies(3));
        assert!(Score::loss_in_plies(4) > Score::loss_in_plies(2));
        assert!(Score::loss_in_plies(200) < Score(-EVAL_BOUND));
        assert!(Score::win_in_plies(200) > Score(EVAL_BOUND));
    }
}
