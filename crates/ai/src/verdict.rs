//! Verdicts: a search score put in words a person understands.

use std::fmt;

use crate::score::{Forced, Score};

/// Evaluations within this margin of zero are "equal" (the scale: about 100 is a clear
/// advantage, see `docs/ai.md`).
pub const EQUAL_MARGIN: i32 = 60;

/// Evaluations beyond this margin are "winning" / "losing".
pub const WINNING_MARGIN: i32 = 400;

/// How the game stands for the side to move, as a hint says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// A forced win: the side to move wins with its `n`-th move at the latest.
    WinsIn(u32),
    /// Not proven, but a large advantage.
    Winning,
    /// A clear advantage.
    Better,
    /// Balanced.
    Equal,
    /// A clear disadvantage.
    Worse,
    /// Not proven, but a large disadvantage.
    Losing,
    /// A forced loss: whatever it does, the side to move loses after `n` more moves.
    LosesIn(u32),
}

impl Verdict {
    /// The verdict for a score of the side to move.
    pub fn from_score(score: Score) -> Verdict {
        match score.forced() {
            Some(Forced::WinsIn(n)) => Verdict::WinsIn(n),
            Some(Forced::LosesIn(n)) => Verdict::LosesIn(n),
            None => match score.0 {
                s if s >= WINNING_MARGIN => Verdict::Winning,
                s if s > EQUAL_MARGIN => Verdict::Better,
                s if s >= -EQUAL_MARGIN => Verdict::Equal,
                s if s > -WINNING_MARGIN => Verdict::Worse,
                _ => Verdict::Losing,
            },
        }
    }

    /// A short stable name for the app and its translations: `wins-in`, `winning`,
    /// `better`, `equal`, `worse`, `losing`, `loses-in` (with [`Verdict::moves`] for the
    /// forced ones).
    pub const fn key(self) -> &'static str {
        match self {
            Verdict::WinsIn(_) => "wins-in",
            Verdict::Winning => "winning",
            Verdict::Better => "better",
            Verdict::Equal => "equal",
            Verdict::Worse => "worse",
            Verdict::Losing => "losing",
            Verdict::LosesIn(_) => "loses-in",
        }
    }

    /// The number of moves of a forced result.
    pub const fn moves(self) -> Option<u32> {
        match self {
            Verdict::WinsIn(n) | Verdict::LosesIn(n) => Some(n),
            _ => None,
        }
    }

    /// Whether the side to move is at least as well off as in an equal position.
    pub const fn is_not_worse(self) -> bool {
        matches!(
            self,
            Verdict::WinsIn(_) | Verdict::Winning | Verdict::Better | Verdict::Equal
        )
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::WinsIn(n) => write!(f, "wins in {n}"),
            Verdict::LosesIn(n) => write!(f, "loses in {n}"),
            other => f.write_str(other.key()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_map_to_verdicts_symmetrically() {
        assert_eq!(Verdict::from_score(Score(0)), Verdict::Equal);
        assert_eq!(Verdict::from_score(Score(150)), Verdict::Better);
        assert_eq!(Verdict::from_score(Score(-150)), Verdict::Worse);
        assert_eq!(Verdict::from_score(Score(900)), Verdict::Winning);
        assert_eq!(Verdict::from_score(Score(-900)), Verdict::Losing);
        assert_eq!(
            Verdict::from_score(Score::win_in_plies(3)),
            Verdict::WinsIn(2)
        );
        assert_eq!(
            Verdict::from_score(Score::loss_in_plies(2)),
            Verdict::LosesIn(1)
        );
        assert_eq!(Verdict::WinsIn(2).to_string(), "wins in 2");
        assert_eq!(Verdict::Better.to_string(), "better");
    }
}
