//! Late move reductions: how many plies less a quiet move late in a node's order is searched
//! first (and again at full depth if it beats alpha).
//!
//! A module of its own, below both [`crate::limits`] (a search's limits name its reductions)
//! and [`crate::search`] (which applies them), so that neither imports the other's.

use std::fmt;
use std::str::FromStr;

/// How deeply the search reduces quiet moves late in a node's order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Reductions {
    /// One ply, two from the 13th move on at depth 5 or more: levels 3 and 4, the game
    /// review and the puzzles' ratings, which were measured with it and keep it.
    #[default]
    Light,
    /// Growing with the depth left and the move's place in the order,
    /// `0.75 + ln(depth) × ln(place) / 2.25` plies (at least one, at most `depth - 2`):
    /// level 5, hints and draw answers. On level 5's budget it searches about a ply deeper,
    /// and scored 57 % against the light reductions on the same nodes in Gobblet
    /// (`docs/ai.md`).
    Deep,
}

/// `ln(i)` in thousandths for `i` in 0..=255 (0 for 0 and 1): integers, so that the deep
/// reductions are the same on every device (a platform's `ln` may differ in its last bit).
const LN_MILLI: [u32; 256] = [
    0, 0, 693, 1099, 1386, 1609, 1792, 1946, 2079, 2197, 2303, 2398, 2485, 2565, 2639, 2708, 2773,
    2833, 2890, 2944, 2996, 3045, 3091, 3135, 3178, 3219, 3258, 3296, 3332, 3367, 3401, 3434, 3466,
    3497, 3526, 3555, 3584, 3611, 3638, 3664, 3689, 3714, 3738, 3761, 3784, 3807, 3829, 3850, 3871,
    3892, 3912, 3932, 3951, 3970, 3989, 4007, 4025, 4043, 4060, 4078, 4094, 4111, 4127, 4143, 4159,
    4174, 4190, 4205, 4220, 4234, 4248, 4263, 4277, 4290, 4304, 4317, 4331, 4344, 4357, 4369, 4382,
    4394, 4407, 4419, 4431, 4443, 4454, 4466, 4477, 4489, 4500, 4511, 4522, 4533, 4543, 4554, 4564,
    4575, 4585, 4595, 4605, 4615, 4625, 4635, 4644, 4654, 4663, 4673, 4682, 4691, 4700, 4710, 4718,
    4727, 4736, 4745, 4754, 4762, 4771, 4779, 4787, 4796, 4804, 4812, 4820, 4828, 4836, 4844, 4852,
    4860, 4868, 4875, 4883, 4890, 4898, 4905, 4913, 4920, 4927, 4934, 4942, 4949, 4956, 4963, 4970,
    4977, 4984, 4990, 4997, 5004, 5011, 5017, 5024, 5030, 5037, 5043, 5050, 5056, 5063, 5069, 5075,
    5081, 5088, 5094, 5100, 5106, 5112, 5118, 5124, 5130, 5136, 5142, 5147, 5153, 5159, 5165, 5170,
    5176, 5182, 5187, 5193, 5198, 5204, 5209, 5215, 5220, 5226, 5231, 5236, 5242, 5247, 5252, 5257,
    5263, 5268, 5273, 5278, 5283, 5288, 5293, 5298, 5303, 5308, 5313, 5318, 5323, 5328, 5333, 5338,
    5342, 5347, 5352, 5357, 5361, 5366, 5371, 5375, 5380, 5384, 5389, 5394, 5398, 5403, 5407, 5412,
    5416, 5421, 5425, 5429, 5434, 5438, 5442, 5447, 5451, 5455, 5460, 5464, 5468, 5472, 5476, 5481,
    5485, 5489, 5493, 5497, 5501, 5505, 5509, 5513, 5517, 5521, 5525, 5529, 5533, 5537, 5541,
];

/// A name of reductions other than `light` and `deep`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("reductions are light or deep, not {0:?}")]
pub struct ReductionsError(pub String);

impl FromStr for Reductions {
    type Err = ReductionsError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "light" => Ok(Reductions::Light),
            "deep" => Ok(Reductions::Deep),
            other => Err(ReductionsError(other.to_owned())),
        }
    }
}

impl fmt::Display for Reductions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Reductions::Light => "light",
            Reductions::Deep => "deep",
        })
    }
}

impl Reductions {
    /// The plies a quiet move (keyed below the killers) at `place` in the order (0 first)
    /// is reduced by, `depth` plies from the horizon; 0 where it is searched in full (the
    /// first three moves, and depths below 3).
    pub(super) fn plies(self, depth: i32, place: usize) -> i32 {
        if depth < 3 || place < 3 {
            return 0;
        }
        match self {
            Reductions::Light => {
                if place >= 12 && depth >= 5 {
                    2
                } else {
                    1
                }
            }
            Reductions::Deep => {
                // 0.75 + ln d × ln i / 2.25, in millionths: ln d and ln i are in thousandths.
                let ln_depth = LN_MILLI[(depth as usize).min(255)];
                let ln_place = LN_MILLI[place.min(255)];
                let r = (1_687_500 + ln_depth * ln_place) / 2_250_000;
                (r as i32).clamp(1, depth - 2)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table is `ln` to the nearest thousandth (checked against the floating-point `ln`
    /// of the machine running the tests).
    #[test]
    fn the_log_table_is_ln_in_thousandths() {
        for (i, &milli) in LN_MILLI.iter().enumerate().skip(1) {
            assert_eq!(milli, ((i as f64).ln() * 1000.0).round() as u32, "ln {i}");
        }
    }

    /// The names the command line takes read back.
    #[test]
    fn names_read_back() {
        for r in [Reductions::Light, Reductions::Deep] {
            assert_eq!(r.to_string().parse::<Reductions>(), Ok(r));
        }
        assert!(" deep ".parse::<Reductions>().is_ok());
        assert_eq!(
            "heavy".parse::<Reductions>(),
            Err(ReductionsError("heavy".into()))
        );
    }

    /// Light reductions are the search's old ones: one ply, two late and deep.
    #[test]
    fn light_reductions_are_one_ply_or_two() {
        let light = Reductions::Light;
        assert_eq!(light.plies(2, 10), 0);
        assert_eq!(light.plies(3, 2), 0);
        assert_eq!(light.plies(3, 3), 1);
        assert_eq!(light.plies(4, 30), 1);
        assert_eq!(light.plies(5, 11), 1);
        assert_eq!(light.plies(5, 12), 2);
    }

    /// Deep reductions grow with depth and place, never below a light one's single ply nor
    /// so deep that the move is not searched at all, and follow the formula.
    #[test]
    fn deep_reductions_grow_with_depth_and_place() {
        let deep = Reductions::Deep;
        for depth in 3..=64 {
            for place in 3..=300 {
                let r = deep.plies(depth, place);
                assert!(
                    (1..=depth - 2).contains(&r),
                    "depth {depth}, place {place}: {r}"
                );
                assert!(
                    r <= deep.plies(depth + 1, place),
                    "depth {depth}, place {place}"
                );
                assert!(
                    r <= deep.plies(depth, place + 1),
                    "depth {depth}, place {place}"
                );
                let exact = 0.75 + (depth as f64).ln() * (place.min(255) as f64).ln() / 2.25;
                let formula = (exact.floor() as i32).clamp(1, depth - 2);
                assert!((r - formula).abs() <= 1, "depth {depth}, place {place}");
            }
        }
        assert_eq!(
            deep.plies(2, 40),
            0,
            "no reduction two plies from the horizon"
        );
        assert_eq!(deep.plies(8, 2), 0, "the first three moves in full");
        assert_eq!(deep.plies(8, 40), 4);
        assert_eq!(deep.plies(3, 200), 1, "at most depth - 2");
    }
}
