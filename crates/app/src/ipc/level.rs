//! The computer's level as the shell knows it: one type for the seats, the settings and every
//! payload, in a module of its own so that the views that use it (`app`, `game`) import it
//! and not each other.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// A level of the computer player, 1 (weakest) to 5 (strongest): the shell's one level
/// type, an [`ai::Level`] that crosses IPC and the settings file as a plain number. Any
/// number outside the AI's levels is refused where it is read, so a level in the shell is
/// always one the AI has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, TS)]
#[ts(type = "number")]
pub struct AiLevel(ai::Level);

impl Serialize for AiLevel {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(self.get())
    }
}

impl<'de> Deserialize<'de> for AiLevel {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let level = u8::deserialize(deserializer)?;
        AiLevel::try_from(level).map_err(serde::de::Error::custom)
    }
}

impl AiLevel {
    /// The weakest level.
    pub const MIN: u8 = ai::Level::MIN.number();
    /// The strongest level.
    pub const MAX: u8 = ai::Level::MAX.number();

    /// The level as a number from 1 to 5.
    pub fn get(self) -> u8 {
        self.0.number()
    }

    /// The AI crate's level: its search limits and noise.
    pub fn level(self) -> ai::Level {
        self.0
    }
}

#[cfg(test)]
impl AiLevel {
    /// Level `n` (1 to 5) for tests' constants; any other `n` fails to compile in a const.
    pub(crate) const fn nth(n: u8) -> AiLevel {
        AiLevel(ai::Level::ALL[n as usize - 1])
    }
}

impl Default for AiLevel {
    fn default() -> Self {
        AiLevel(ai::Level::ALL[2])
    }
}

impl From<ai::Level> for AiLevel {
    fn from(level: ai::Level) -> Self {
        AiLevel(level)
    }
}

impl TryFrom<u8> for AiLevel {
    type Error = String;

    fn try_from(level: u8) -> Result<Self, Self::Error> {
        ai::Level::new(level).map(AiLevel).map_err(|_| {
            format!(
                "the computer's level is {}-{}, not {level}",
                Self::MIN,
                Self::MAX
            )
        })
    }
}
