//! The five playing levels, each a fixed set of search limits (so strength does not depend
//! on the device), with score noise for the two easiest.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::limits::Limits;

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
}

impl LevelSpec {
    /// The search limits of this level.
    pub fn limits(&self) -> Limits {
        Limits {
            depth: self.depth,
            nodes: self.nodes,
            time: Some(self.time_cap),
        }
    }
}
