//! Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2013), with the
//! parameters and limits lichess uses for its players and puzzles.
//!
//! A rating is a value, its deviation (how unsure it is) and its volatility (how erratic the
//! player's results are). [`Glicko::after`] is the paper's steps 2–8 over one rating period
//! of games; lichess, and this app, make every game (every puzzle attempt) a period of its
//! own, so that the rating changes at once, with the deviation growing meanwhile in
//! proportion to the time since the last update (lichess's 0.21436 rating periods a day).
//!
//! ```
//! use store::glicko::{Glicko, Outcome, LICHESS};
//!
//! // A new player solves a puzzle rated 1600 (its deviation 80): the rating rises by a lot,
//! // since a new rating is unsure.
//! let puzzle = Glicko { rating: 1600.0, deviation: 80.0, volatility: LICHESS.volatility };
//! let after = Glicko::DEFAULT.after(&[Outcome { opponent: puzzle, score: 1.0 }], 1.0, &LICHESS);
//! assert!(after.rating > 1700.0 && after.deviation < Glicko::DEFAULT.deviation);
//! ```

use std::f64::consts::PI;

/// The factor between the Glicko scale (1500 ± 350) and Glicko-2's (0 ± 2.01).
const SCALE: f64 = 173.7178;
/// The convergence tolerance of the volatility's iteration (the paper's ε).
const EPSILON: f64 = 0.000_001;
/// The most iterations the volatility's root finding makes; it converges in far fewer (the
/// Illinois method), this only bounds it on values no rating reaches.
const MAX_ITERATIONS: usize = 200;

/// A Glicko-2 rating on the Glicko scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Glicko {
    /// The rating (1500 for a new player).
    pub rating: f64,
    /// The rating deviation: twice it either side of the rating is a 95 % interval.
    pub deviation: f64,
    /// The volatility σ: how much the player's strength is expected to fluctuate.
    pub volatility: f64,
}

/// One game of a rating period: the opponent's rating and the score (1 a win, 0.5 a draw, 0
/// a loss).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outcome {
    /// The opponent (for a puzzle, the puzzle's rating).
    pub opponent: Glicko,
    /// The score of the rated player: 1, 0.5 or 0.
    pub score: f64,
}

/// The system's constant and the limits that keep every rating sensible.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Parameters {
    /// τ: how much the volatility may change in one period.
    pub tau: f64,
    /// The volatility of a new player.
    pub volatility: f64,
    /// The lowest and the highest deviation.
    pub deviation: (f64, f64),
    /// The highest volatility (past it a rating might never settle).
    pub max_volatility: f64,
    /// The lowest and the highest rating.
    pub rating: (f64, f64),
    /// The most a rating may change in one period.
    pub max_change: f64,
}

/// lichess's parameters (its `Glicko` object): τ 0.75, a new rating 1500 ± 500 with volatility
/// 0.09, the deviation kept between 45 and 500, the volatility at most 0.1, the rating between
/// 400 and 4000, and no change larger than 700 in one game.
pub const LICHESS: Parameters = Parameters {
    tau: 0.75,
    volatility: 0.09,
    deviation: (45.0, 500.0),
    max_volatility: 0.1,
    rating: (400.0, 4000.0),
    max_change: 700.0,
};

/// How many rating periods pass in a day, as lichess counts them: chosen so that a typical
/// player's deviation grows from 60 to 110 in a year without games.
pub const PERIODS_PER_DAY: f64 = 0.21436;

impl Glicko {
    /// A new player's rating, as lichess starts one: 1500, deviation 500, volatility 0.09.
    pub const DEFAULT: Glicko = Glicko {
        rating: 1500.0,
        deviation: 500.0,
        volatility: 0.09,
    };

    /// The rating after the games of one rating period, `elapsed` periods after the last
    /// update (1 for the paper's period; lichess passes the time since the last game in
    /// periods, see [`PERIODS_PER_DAY`]). With no games only the deviation grows. The result
    /// is kept within `params`' limits; values that are not finite (which no stored rating
    /// has) give the rating back unchanged.
    pub fn after(&self, games: &[Outcome], elapsed: f64, params: &Parameters) -> Glicko {
        let elapsed = if elapsed.is_finite() {
            elapsed.max(0.0)
        } else {
            1.0
        };
        // Step 2: to the Glicko-2 scale.
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            // Step 6 alone: the deviation grows with the time without games.
            let phi_star = (phi * phi + elapsed * sigma * sigma).sqrt();
            return self.clamped(
                Glicko {
                    deviation: phi_star * SCALE,
                    ..*self
                },
                params,
            );
        }
        // Steps 3 and 4: the estimated variance v and the improvement Δ.
        let mut inverse_v = 0.0;
        let mut sum = 0.0;
        for game in games {
            let mu_j = (game.opponent.rating - 1500.0) / SCALE;
            let phi_j = game.opponent.deviation / SCALE;
            let g = g(phi_j);
            let e = expected(mu, mu_j, g);
            inverse_v += g * g * e * (1.0 - e);
            sum += g * (game.score - e);
        }
        let v = 1.0 / inverse_v;
        let delta = v * sum;
        // Step 5: the new volatility.
        let sigma = new_volatility(phi, sigma, v, delta, params.tau);
        // Step 6: the deviation before the period's games.
        let phi_star = (phi * phi + elapsed * sigma * sigma).sqrt();
        // Step 7: the new deviation and rating.
        let phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu = mu + phi * phi * sum;
        // Step 8: back to the Glicko scale.
        let next = Glicko {
            rating: mu * SCALE + 1500.0,
            deviation: phi * SCALE,
            volatility: sigma,
        };
        self.clamped(next, params)
    }

    /// `next` within `params`' limits, its change from `self` at most `max_change`; `self`
    /// itself when `next` is not a number.
    fn clamped(&self, next: Glicko, params: &Parameters) -> Glicko {
        if !(next.rating.is_finite() && next.deviation.is_finite() && next.volatility.is_finite()) {
            return *self;
        }
        let change = (next.rating - self.rating).clamp(-params.max_change, params.max_change);
        Glicko {
            rating: (self.rating + change).clamp(params.rating.0, params.rating.1),
            deviation: next.deviation.clamp(params.deviation.0, params.deviation.1),
            volatility: next.volatility.min(params.max_volatility),
        }
    }
}

/// The paper's g(φ): how much an opponent's uncertainty dampens a game's weight.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

/// The paper's E: the expected score against an opponent at `mu_j` whose weight is `g`.
fn expected(mu: f64, mu_j: f64, g: f64) -> f64 {
    1.0 / (1.0 + (-g * (mu - mu_j)).exp())
}

/// Step 5: the new volatility, the root of the paper's f by the Illinois method.
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 && k < MAX_ITERATIONS as f64 {
            k += 1.0;
        }
        a - k * tau
    };
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    for _ in 0..MAX_ITERATIONS {
        if (big_b - big_a).abs() <= EPSILON {
            break;
        }
        let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(big_c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = big_c;
        f_b = f_c;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The paper's own constant and no limits.
    const PAPER: Parameters = Parameters {
        tau: 0.5,
        volatility: 0.06,
        deviation: (0.0, f64::MAX),
        max_volatility: f64::MAX,
        rating: (f64::MIN, f64::MAX),
        max_change: f64::MAX,
    };

    fn rated(rating: f64, deviation: f64) -> Glicko {
        Glicko {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    #[test]
    fn the_papers_example_gives_the_papers_numbers() {
        // Glickman's example: a player at 1500 ± 200 (σ 0.06, τ 0.5) beats a 1400 ± 30 and
        // loses to a 1550 ± 100 and a 1700 ± 300: 1464.06 ± 151.52, σ' 0.05999.
        let games = [
            Outcome {
                opponent: rated(1400.0, 30.0),
                score: 1.0,
            },
            Outcome {
                opponent: rated(1550.0, 100.0),
                score: 0.0,
            },
            Outcome {
                opponent: rated(1700.0, 300.0),
                score: 0.0,
            },
        ];
        let after = rated(1500.0, 200.0).after(&games, 1.0, &PAPER);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn the_papers_intermediate_quantities_match() {
        // The paper's step 3 and 4 values for its example: v = 1.7785, Δ = −0.4834 (it
        // rounds g and E to four places before using them, hence the tolerance).
        let mu = 0.0;
        let opponents = [
            (1400.0, 30.0, 1.0),
            (1550.0, 100.0, 0.0),
            (1700.0, 300.0, 0.0),
        ];
        let mut inverse_v = 0.0;
        let mut sum = 0.0;
        for (r, rd, s) in opponents {
            let g = g(rd / SCALE);
            let e = expected(mu, (r - 1500.0) / SCALE, g);
            inverse_v += g * g * e * (1.0 - e);
            sum += g * (s - e);
        }
        let v = 1.0 / inverse_v;
        assert!((v - 1.7785).abs() < 0.001, "v {v}");
        assert!((v * sum + 0.4834).abs() < 0.001, "delta {}", v * sum);
        let sigma = new_volatility(200.0 / SCALE, 0.06, v, v * sum, 0.5);
        assert!((sigma - 0.05999).abs() < 0.00001, "sigma {sigma}");
    }

    #[test]
    fn with_no_games_only_the_deviation_grows() {
        let player = rated(1500.0, 200.0);
        let after = player.after(&[], 1.0, &PAPER);
        // The paper: φ' = sqrt(φ² + σ²) on the Glicko-2 scale.
        let expected = ((200.0 / SCALE).powi(2) + 0.06f64.powi(2)).sqrt() * SCALE;
        assert!((after.deviation - expected).abs() < 1e-9);
        assert_eq!((after.rating, after.volatility), (1500.0, 0.06));
        // Ten periods grow it more than one.
        assert!(player.after(&[], 10.0, &PAPER).deviation > after.deviation);
    }

    #[test]
    fn a_win_raises_a_loss_lowers_and_an_upset_moves_more() {
        let player = Glicko {
            rating: 1500.0,
            deviation: 100.0,
            volatility: 0.06,
        };
        let at = |rating: f64, score: f64| {
            player
                .after(
                    &[Outcome {
                        opponent: rated(rating, 80.0),
                        score,
                    }],
                    1.0,
                    &LICHESS,
                )
                .rating
                - player.rating
        };
        assert!(at(1500.0, 1.0) > 0.0 && at(1500.0, 0.0) < 0.0);
        // Symmetric against an equal opponent.
        assert!((at(1500.0, 1.0) + at(1500.0, 0.0)).abs() < 1e-9);
        // Beating a stronger opponent gains more than beating a weaker one.
        assert!(at(1800.0, 1.0) > at(1200.0, 1.0));
        // Losing to a weaker one costs more than losing to a stronger one.
        assert!(at(1200.0, 0.0) < at(1800.0, 0.0));
    }

    #[test]
    fn lichess_limits_hold_whatever_happens() {
        // A thousand losses in a row to the weakest puzzles: never below 400, the deviation
        // never below 45, the volatility never above 0.1.
        let mut player = Glicko::DEFAULT;
        let weak = Glicko {
            rating: 400.0,
            deviation: 45.0,
            volatility: 0.09,
        };
        for _ in 0..1000 {
            player = player.after(
                &[Outcome {
                    opponent: weak,
                    score: 0.0,
                }],
                0.0,
                &LICHESS,
            );
            assert!(player.rating >= 400.0 && player.deviation >= 45.0);
            assert!(player.volatility <= 0.1);
        }
        assert_eq!(player.rating, 400.0);
        // A huge gap cannot move a rating by more than 700 at once.
        let strong = Glicko {
            rating: 4000.0,
            deviation: 45.0,
            volatility: 0.09,
        };
        let after = Glicko::DEFAULT.after(
            &[Outcome {
                opponent: strong,
                score: 1.0,
            }],
            1.0,
            &LICHESS,
        );
        assert!(after.rating - 1500.0 <= 700.0 && after.rating > 1500.0);
    }

    #[test]
    fn nonsense_in_gives_the_rating_back() {
        let player = rated(1500.0, 200.0);
        let nan = Outcome {
            opponent: rated(f64::NAN, 30.0),
            score: 1.0,
        };
        assert_eq!(player.after(&[nan], 1.0, &LICHESS), player);
        // A negative or infinite time is no time and one period.
        let no_time = player.after(&[], -5.0, &PAPER);
        assert!((no_time.deviation - player.deviation).abs() < 1e-9);
        assert_eq!(
            player.after(&[], f64::INFINITY, &PAPER),
            player.after(&[], 1.0, &PAPER)
        );
    }
}
