//! The two players of a game, by seat.

use std::fmt;

/// One of the two players, by seat. Each game names them: in Gobblet `One` is White and
/// `Two` is Black; in Deblockle `One` is Gold and `Two` is Blue. Who moves first is a
/// property of the position, not of the seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "ts",
    derive(serde::Serialize, serde::Deserialize, ts_rs::TS),
    serde(rename_all = "lowercase"),
    ts(rename = "Seat")
)]
pub enum Player {
    /// The first seat: White in Gobblet, Gold in Deblockle.
    One,
    /// The second seat: Black in Gobblet, Blue in Deblockle.
    Two,
}

impl Player {
    /// Both players, seat one first.
    pub const BOTH: [Player; 2] = [Player::One, Player::Two];

    /// The other player.
    #[inline]
    pub const fn other(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }

    /// 0 for seat one, 1 for seat two: an index into per-player arrays.
    #[inline]
    pub const fn index(self) -> usize {
        match self {
            Player::One => 0,
            Player::Two => 1,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::One => "one",
            Player::Two => "two",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_is_an_involution_and_indexes_differ() {
        for p in Player::BOTH {
            assert_eq!(p.other().other(), p);
            assert_ne!(p.other().index(), p.index());
        }
    }
}
