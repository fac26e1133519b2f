//! Which of the two games a value belongs to.

use std::fmt;
use std::str::FromStr;

use crate::error::ParseError;

/// The two games the app plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "ts",
    derive(serde::Serialize, serde::Deserialize, ts_rs::TS),
    serde(rename_all = "lowercase")
)]
pub enum GameKind {
    /// Deblockle: cubes that tip and hop across a 7×7 board.
    Deblockle,
    /// Gobblet: nesting pieces on a 4×4 board.
    Gobblet,
}

impl GameKind {
    /// Both games.
    pub const ALL: [GameKind; 2] = [GameKind::Deblockle, GameKind::Gobblet];

    /// The lower-case name used in notation, file headers and the command line.
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Deblockle => "deblockle",
            GameKind::Gobblet => "gobblet",
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for GameKind {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "deblockle" => Ok(GameKind::Deblockle),
            "gobblet" => Ok(GameKind::Gobblet),
            _ => Err(ParseError::new(
                0,
                format!("unknown game {s:?}: expected \"deblockle\" or \"gobblet\""),
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_unknown_names_are_rejected() {
        for kind in GameKind::ALL {
            assert_eq!(kind.name().parse::<GameKind>(), Ok(kind));
        }
        assert_eq!("Gobblet".parse::<GameKind>(), Ok(GameKind::Gobblet));
        assert!("chess".parse::<GameKind>().is_err());
    }
}
