//! The five playing levels, each a fixed set of search limits (so strength does not depend
//! on the device), with score noise for the two easiest.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::limits::Limits;
use crate::reductions::Reductions;

/// A playing strength from 1 (a child can win) to 5 (full strength).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

/// A level number outside 1–5.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("level must be 1 to 5, not {0:?}")]
pub struct LevelError(pub String);

impl Level {
    /// The easiest level.
    pub const MIN: Level = Level(1);
    /// Full strength.
    pub const MAX: Level = Level(5);
    /// Every level, easiest first.
    pub const ALL: [Level; 5] = [Level(1), Level(2), Level(3), Level(4), Level(5)];

    /// The level numbered `n` (1 to 5).
    pub fn new(n: u8) -> Result<Level, LevelError> {
        if (1..=5).contains(&n) {
            Ok(Level(n))
        } else {
            Err(LevelError(n.to_string()))
        }
    }

    /// Its number, 1 to 5.
    pub const fn number(self) -> u8 {
        self.0
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Level {
    type Err = LevelError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.trim()
            .parse::<u8>()
            .ok()
            .and_then(|n| Level::new(n).ok())
            .ok_or_else(|| LevelError(s.to_owned()))
    }
}

/// How a level searches in one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSpec {
    /// The deepest iteration, in plies.
    pub depth: Option<u32>,
    /// The node budget per move.
    pub nodes: Option<u64>,
    /// Amplitude of the uniform noise added to the score of each move at the root (0: none).
    /// Forced wins and losses get none, so a win in 1 is always taken and a move that lets
    /// the opponent win at once is never chosen when another move does not.
    pub noise: i32,
    /// A safety net only: no move takes longer than this even on a slow device.
    pub time_cap: Duration,
    /// How deeply the search reduces late quiet moves: deep at level 5, light below, so
    /// that levels 1 to 4 keep the strength the ladder measured.
    pub reductions: Reductions,
}

impl LevelSpec {
    /// The ladder both games use: level 1 searches two plies (its move and the reply) with
    /// heavy noise, level 2 three plies with light noise, and levels 3–5 full searches with
    /// the game's node budgets `full` (for levels 3, 4 and 5); levels 1–3 may take 200 ms at
    /// most, level 4 half a second, level 5 one second.
    pub fn ladder(level: Level, full: [u64; 3]) -> LevelSpec {
        let cap = Duration::from_millis(match level.number() {
            1..=3 => 200,
            4 => 500,
            _ => 1_000,
        });
        let (depth, nodes, noise) = match level.number() {
            1 => (Some(2), Some(40_000), 150),
            2 => (Some(3), Some(60_000), 50),
            3 => (None, Some(full[0]), 0),
            4 => (None, Some(full[1]), 0),
            _ => (None, Some(full[2]), 0),
        };
        LevelSpec {
            depth,
            nodes,
            noise,
            time_cap: cap,
            reductions: if level == Level::MAX {
                Reductions::Deep
            } else {
                Reductions::Light
            },
        }
    }

    /// The same level with `factor` times its node budget and time cap (depth and noise
    /// unchanged): how far a level is from what more search would give (`5x10` in
    /// `tipgobble match`).
    pub fn scaled(&self, factor: u32) -> LevelSpec {
        LevelSpec {
            nodes: self.nodes.map(|n| n.saturating_mul(factor as u64)),
            time_cap: self.time_cap.saturating_mul(factor),
            ..*self
        }
    }

    /// The search limits of this level.
    pub fn limits(&self) -> Limits {
        Limits {
            depth: self.depth,
            nodes: self.nodes,
            time: Some(self.time_cap),
            reductions: self.reductions,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each level searches at least as much as the one below, with no more noise, and never
    /// longer than one second: what the new-game screen promises from gentle to merciless.
    #[test]
    fn the_ladder_grows_stronger_level_by_level() {
        let specs: Vec<LevelSpec> = (1..=5)
            .map(|n| LevelSpec::ladder(Level::new(n).unwrap(), [6_000, 60_000, 1_000_000]))
            .collect();
        for pair in specs.windows(2) {
            let (lower, higher) = (pair[0], pair[1]);
            assert!(higher.noise <= lower.noise, "{lower:?} / {higher:?}");
            assert!(higher.time_cap >= lower.time_cap);
            assert!(higher.depth.is_none() || higher.depth >= lower.depth);
        }
        assert_eq!(
            specs[0].depth,
            Some(2),
            "level 1 sees its move and the reply"
        );
        assert!(
            specs[0].noise > 0 && specs[2].noise == 0,
            "levels 3-5 play their best move"
        );
        assert_eq!(specs[4].nodes, Some(1_000_000));
        assert!(
            specs[..4].iter().all(|s| s.reductions == Reductions::Light),
            "levels 1-4 keep the search the ladder measured"
        );
        assert_eq!(specs[4].reductions, Reductions::Deep);
        assert_eq!(specs[4].limits().reductions, Reductions::Deep);
        assert_eq!(specs[4].scaled(10).reductions, Reductions::Deep);
        assert!(specs.iter().all(|s| s.time_cap <= Duration::from_secs(1)));
    }
}
