//! What an aimed generator run looks for ([`super::aim`]): [`Aim`] and a set of them,
//! [`Aims`], read from the command line's keys.

use std::fmt;
use std::str::FromStr;

use super::error::PuzzleError;
use super::format::{PuzzleKind, Theme};

/// The fewest solver moves of a win [`Aim::LongWin`] keeps.
pub const LONG_WIN: u8 = 4;

/// What an aimed run looks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Aim {
    /// Wins in 4 or 5 (`long-win`).
    LongWin,
    /// Defences, `only K` with K up to 3 (`defence`).
    Defence,
    /// Deblockle: wins where the opponent cannot tip and passes (`cannot-tip`).
    CannotTip,
}

impl Aim {
    /// Every aim.
    pub const ALL: [Aim; 3] = [Aim::LongWin, Aim::Defence, Aim::CannotTip];

    /// The key of the command line (`long-win`, `defence`, `cannot-tip`).
    pub fn key(self) -> &'static str {
        match self {
            Aim::LongWin => "long-win",
            Aim::Defence => "defence",
            Aim::CannotTip => "cannot-tip",
        }
    }

    /// Whether a proven puzzle of this claim and these themes is what the aim looks for.
    fn wants(self, kind: PuzzleKind, themes: &[Theme]) -> bool {
        match self {
            Aim::LongWin => matches!(kind, PuzzleKind::Win { moves } if moves >= LONG_WIN),
            Aim::Defence => matches!(kind, PuzzleKind::Defence { .. }),
            Aim::CannotTip => themes.contains(&Theme::CannotTip),
        }
    }
}

/// A set of [`Aim`]s, read from keys separated by commas (`long-win,defence`): a candidate
/// of any of them is proven, and a puzzle any of them looks for is kept.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Aims(u8);

impl Aims {
    /// The set of `aims`.
    pub fn of(aims: &[Aim]) -> Aims {
        Aims(aims.iter().fold(0, |bits, &a| bits | Aims::bit(a)))
    }

    fn bit(aim: Aim) -> u8 {
        1 << (aim as u8)
    }

    /// Whether `aim` is in the set.
    pub fn contains(self, aim: Aim) -> bool {
        self.0 & Aims::bit(aim) != 0
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub(crate) fn wants(self, kind: PuzzleKind, themes: &[Theme]) -> bool {
        Aim::ALL
            .into_iter()
            .any(|a| self.contains(a) && a.wants(kind, themes))
    }
}

impl FromStr for Aims {
    type Err = PuzzleError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let aims = s
            .split(',')
            .map(|key| key.trim().parse())
            .collect::<Result<Vec<Aim>, _>>()?;
        Ok(Aims::of(&aims))
    }
}

impl fmt::Display for Aim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl FromStr for Aim {
    type Err = PuzzleError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Aim::ALL.into_iter().find(|a| a.key() == s).ok_or_else(|| {
            PuzzleError::Format(format!(
                "bad aim {s:?}: expected long-win, defence or cannot-tip"
            ))
        })
    }
}
