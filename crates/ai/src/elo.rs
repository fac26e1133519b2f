//! Match statistics: the Elo difference that a score implies, with its 95% error bar.

/// An Elo difference estimated from a match.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EloEstimate {
    /// The score of the first player, 0 to 1 (a draw counts one half).
    pub score: f64,
    /// Its Elo advantage over the second (positive: stronger).
    pub elo: f64,
    /// Half the width of the 95% confidence interval of `elo`.
    pub error95: f64,
    /// Whether the score was 0 or 1 and the estimate is only a bound (computed as if half
    /// a game had gone the other way).
    pub bound_only: bool,
}

fn elo_of(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// The Elo difference of a player who won `wins`, drew `draws` and lost `losses`; `None`
/// when no game was played.
pub fn elo_estimate(wins: u32, draws: u32, losses: u32) -> Option<EloEstimate> {
    let n = (wins + draws + losses) as f64;
    if n == 0.0 {
        return None;
    }
    let (w, d, l) = (wins as f64, draws as f64, losses as f64);
    let score = (w + 0.5 * d) / n;
    let half_game = 0.5 / n;
    let bound_only = score <= 0.0 || score >= 1.0;
    let clamped = score.clamp(half_game, 1.0 - half_game);
    // Standard deviation of one game's result, then of the mean over n games.
    let variance = (w * (1.0 - score).powi(2) + d * (0.5 - score).powi(2) + l * score.powi(2)) / n;
    let sigma = (variance / n).sqrt();
    let low = (clamped - 1.96 * sigma).clamp(half_game, 1.0 - half_game);
    let high = (clamped + 1.96 * sigma).clamp(half_game, 1.0 - half_game);
    Some(EloEstimate {
        score,
        elo: elo_of(clamped),
        error95: (elo_of(high) - elo_of(low)) / 2.0,
        bound_only,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_scores_are_zero_elo_and_known_scores_match_the_formula() {
        let e = elo_estimate(10, 0, 10).expect("games");
        assert!(e.elo.abs() < 1e-9);
        assert!(e.error95 > 100.0 && e.error95 < 200.0, "{e:?}");
        // 75%: 400·log10(3) ≈ 190.8.
        let e = elo_estimate(75, 0, 25).expect("games");
        assert!((e.elo - 190.85).abs() < 0.1, "{e:?}");
        let e = elo_estimate(0, 100, 0).expect("games");
        assert!(e.elo.abs() < 1e-9 && e.error95 < 1e-9);
        let e = elo_estimate(50, 0, 0).expect("games");
        assert!(e.bound_only && e.elo > 500.0);
        assert!(elo_estimate(0, 0, 0).is_none());
    }
}
