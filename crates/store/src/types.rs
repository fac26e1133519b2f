//! The values the store takes and gives: sides, results, new games, listings.

use std::fmt;

use engine::{DrawReason, GameKind, Outcome, Player, WinReason};
use serde::{Deserialize, Serialize};

use crate::error::StoreError;

pub use crate::id::GameId;

/// The strongest AI level; levels run from 1 to this (the app checks it is the AI's own
/// strongest level, since the store does not depend on the AI).
pub const MAX_AI_LEVEL: u8 = 5;
/// The longest person's name, in characters.
pub const MAX_NAME_CHARS: usize = 40;
/// The longest title, in characters.
pub const MAX_TITLE_CHARS: usize = 100;
/// The longest action token, in characters.
pub const MAX_ACTION_CHARS: usize = 64;

/// Who sits in a seat: a person with a name, or the AI at a level from 1 to 5.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "SavedSide"))]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum Side {
    /// The AI at this level (1 gentle … 5 merciless).
    Ai {
        /// 1 to 5.
        level: u8,
    },
    /// A person, by the name they gave.
    Person {
        /// Trimmed, 1 to 40 characters, no control characters.
        name: String,
    },
}

impl Side {
    /// A person called `name` (checked when stored).
    pub fn person(name: impl Into<String>) -> Side {
        Side::Person { name: name.into() }
    }

    /// The AI at `level` (checked when stored).
    pub const fn ai(level: u8) -> Side {
        Side::Ai { level }
    }

    /// Checks the level or the name; returns the side with its name trimmed.
    pub fn validated(&self) -> Result<Side, StoreError> {
        match self {
            Side::Ai { level } if (1..=MAX_AI_LEVEL).contains(level) => Ok(self.clone()),
            Side::Ai { level } => Err(StoreError::Invalid(format!(
                "AI level {level} is out of range: expected 1 to {MAX_AI_LEVEL}"
            ))),
            Side::Person { name } => Ok(Side::Person {
                name: checked_text("a person's name", name, MAX_NAME_CHARS, false)?,
            }),
        }
    }

    /// The key stored in the database: `ai:3` or `person:Anna`.
    pub(crate) fn key(&self) -> String {
        match self {
            Side::Ai { level } => format!("ai:{level}"),
            Side::Person { name } => format!("person:{name}"),
        }
    }

    /// Reads a stored key back.
    pub(crate) fn from_key(key: &str) -> Result<Side, StoreError> {
        if let Some(level) = key.strip_prefix("ai:") {
            let level = level
                .parse()
                .map_err(|_| StoreError::Corrupt(format!("bad AI side {key:?}")))?;
            Ok(Side::Ai { level })
        } else if let Some(name) = key.strip_prefix("person:") {
            Ok(Side::person(name))
        } else {
            Err(StoreError::Corrupt(format!("bad side {key:?}")))
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Side::Ai { level } => write!(f, "AI level {level}"),
            Side::Person { name } => f.write_str(name),
        }
    }
}

/// A seat at the board, as the engine's [`Player`] but serialisable: `one` or `two`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "SavedSeat"))]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    /// Seat one: White in Gobblet, Gold in Deblockle.
    One,
    /// Seat two: Black in Gobblet, Blue in Deblockle.
    Two,
}

impl Seat {
    /// `one` or `two`, as in notation.
    pub const fn name(self) -> &'static str {
        match self {
            Seat::One => "one",
            Seat::Two => "two",
        }
    }

    /// Reads `one` or `two`.
    pub fn from_name(text: &str) -> Option<Seat> {
        match text {
            "one" => Some(Seat::One),
            "two" => Some(Seat::Two),
            _ => None,
        }
    }
}

impl From<Player> for Seat {
    fn from(player: Player) -> Seat {
        match player {
            Player::One => Seat::One,
            Player::Two => Seat::Two,
        }
    }
}

impl From<Seat> for Player {
    fn from(seat: Seat) -> Player {
        match seat {
            Seat::One => Player::One,
            Seat::Two => Player::Two,
        }
    }
}

/// The result of a finished game: the winning seat (none for a draw) and why, in the
/// engine's kebab-case reason names (`line-of-four`, `resignation`, `agreement`, …).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "SavedResult"))]
pub struct GameResult {
    /// The seat that won; `None` for a draw.
    pub winner: Option<Seat>,
    /// Why: a [`WinReason`] name for a win, a [`DrawReason`] name for a draw.
    pub reason: String,
}

impl GameResult {
    /// Checks that the reason is a known one and fits a win or a draw.
    pub fn validated(&self) -> Result<GameResult, StoreError> {
        let known = match self.winner {
            Some(_) => WinReason::ALL.iter().any(|r| r.name() == self.reason),
            None => DrawReason::ALL.iter().any(|r| r.name() == self.reason),
        };
        if known {
            Ok(self.clone())
        } else {
            Err(StoreError::Invalid(format!(
                "{:?} is not a reason for a {}",
                self.reason,
                if self.winner.is_some() { "win" } else { "draw" }
            )))
        }
    }
}

impl From<Outcome> for GameResult {
    fn from(outcome: Outcome) -> GameResult {
        match outcome {
            Outcome::Win { winner, reason } => GameResult {
                winner: Some(winner.into()),
                reason: reason.name().to_owned(),
            },
            Outcome::Draw(reason) => GameResult {
                winner: None,
                reason: reason.name().to_owned(),
            },
        }
    }
}

/// Everything needed to start saving a new game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewGame {
    /// Which game.
    #[serde(with = "crate::types::kind_serde")]
    pub kind: GameKind,
    /// The start position in the game's notation: the source of truth for the setup
    /// (it already holds stacks, blocks, the no-adjacent rule and the side to move).
    pub setup: String,
    /// Whether the touch-move rule is on.
    pub touch_move: bool,
    /// Variants in play, as short tokens for people and filters (e.g. `no-adjacent`).
    pub variants: Vec<String>,
    /// Handicaps in play, as short tokens (e.g. `stacks:3,2`, `blocks:4,3`, `first:two`).
    pub handicaps: Vec<String>,
    /// Who sits in seat one.
    pub one: Side,
    /// Who sits in seat two.
    pub two: Side,
    /// An optional title the person gave.
    pub title: Option<String>,
    /// The version of the app that writes the game.
    pub app_version: String,
}

/// Where a saved game stands, for the saved-games screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "SavedState"))]
#[serde(tag = "state", rename_all = "lowercase")]
pub enum GameState {
    /// Being played; it can be resumed.
    Playing,
    /// Over, with this result.
    Finished {
        /// The result.
        result: GameResult,
    },
    /// Its record did not replay when last loaded: kept, with the reason.
    Damaged {
        /// Which action failed and why.
        reason: String,
    },
}

/// One row of the saved-games list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "SavedGameRow"))]
pub struct GameSummary {
    /// The game's identifier.
    pub id: GameId,
    /// Which game: `gobblet` or `deblockle`.
    #[serde(with = "crate::types::kind_serde")]
    #[cfg_attr(feature = "ts", ts(as = "GameKind"))]
    pub kind: GameKind,
    /// Seat one.
    pub one: Side,
    /// Seat two.
    pub two: Side,
    /// The title, if given.
    pub title: Option<String>,
    /// Variants in play.
    pub variants: Vec<String>,
    /// Handicaps in play.
    pub handicaps: Vec<String>,
    /// How many actions are recorded (moves, touches, offers, undos…).
    pub actions: u32,
    /// The moves so far: how many moves the current line has (undone moves not counted);
    /// for a finished game, its length. `None` only where it is unknown: a game that did not
    /// replay when the store was migrated to schema version 3.
    pub plies: Option<u32>,
    /// When the game was created, in milliseconds since the Unix epoch (UTC).
    pub created_at: i64,
    /// When it last changed, in milliseconds since the Unix epoch (UTC).
    pub updated_at: i64,
    /// Playing, finished or damaged.
    pub state: GameState,
}

/// A saved game as stored: its header and every action in notation, not yet replayed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The listing row of the game.
    pub summary: GameSummary,
    /// The start position in notation.
    pub setup: String,
    /// Whether touch-move is on.
    pub touch_move: bool,
    /// Every action, in order, in notation.
    pub actions: Vec<String>,
    /// The stored result (also when the game is marked damaged).
    pub result: Option<GameResult>,
    /// The app version that created it.
    pub app_version: String,
    /// The engine version that created it.
    pub engine_version: String,
}

/// Checks a person-given text: trimmed, not empty (unless `may_be_empty`), at most
/// `max_chars`, no control characters. Returns it trimmed.
pub(crate) fn checked_text(
    what: &str,
    text: &str,
    max_chars: usize,
    may_be_empty: bool,
) -> Result<String, StoreError> {
    let t = text.trim();
    if t.is_empty() && !may_be_empty {
        return Err(StoreError::Invalid(format!("{what} is empty")));
    }
    if t.chars().count() > max_chars {
        return Err(StoreError::Invalid(format!(
            "{what} is longer than {max_chars} characters"
        )));
    }
    if t.chars().any(char::is_control) {
        return Err(StoreError::Invalid(format!(
            "{what} contains a control character"
        )));
    }
    Ok(t.to_owned())
}

/// Checks a list of variant or handicap tokens: each non-empty, without whitespace or
/// quotes, at most 32 characters.
pub(crate) fn checked_tokens(what: &str, tokens: &[String]) -> Result<String, StoreError> {
    for token in tokens {
        if token.is_empty()
            || token.chars().count() > 32
            || token
                .chars()
                .any(|c| c.is_whitespace() || c.is_control() || c == '"' || c == '\\')
        {
            return Err(StoreError::Invalid(format!(
                "bad {what} {token:?}: expected a short token without spaces or quotes"
            )));
        }
    }
    Ok(tokens.join(" "))
}

/// Splits a stored token list.
pub(crate) fn split_tokens(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_owned).collect()
}

/// Checks one action token: non-empty, no whitespace, at most 64 characters. Its meaning is
/// checked by the engine when the game is replayed.
pub(crate) fn checked_action(text: &str) -> Result<String, StoreError> {
    let t = text.trim();
    if t.is_empty() || t.chars().count() > MAX_ACTION_CHARS || t.chars().any(char::is_whitespace) {
        return Err(StoreError::Invalid(format!(
            "bad action {text:?}: expected one notation token"
        )));
    }
    if t.chars().any(char::is_control) {
        return Err(StoreError::Invalid(format!(
            "bad action {text:?}: control character"
        )));
    }
    Ok(t.to_owned())
}

/// Serialises a [`GameKind`] as its lower-case name (`gobblet`, `deblockle`).
pub mod kind_serde {
    use engine::GameKind;
    use serde::{Deserialize, Deserializer, Serializer};

    /// Writes the kind's name.
    pub fn serialize<S: Serializer>(kind: &GameKind, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(kind.name())
    }

    /// Reads a kind's name.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<GameKind, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sides_round_trip_through_their_keys_and_bad_ones_are_refused() {
        for side in [Side::ai(1), Side::ai(5), Side::person("Anna: the 2nd")] {
            assert_eq!(Side::from_key(&side.key()).unwrap(), side);
        }
        assert!(Side::ai(0).validated().is_err());
        assert!(Side::ai(6).validated().is_err());
        assert!(Side::person("  ").validated().is_err());
        assert!(Side::person("a\nb").validated().is_err());
        assert!(Side::person("x".repeat(41)).validated().is_err());
        assert_eq!(
            Side::person(" Bo ").validated().unwrap(),
            Side::person("Bo")
        );
        assert!(Side::from_key("robot:1").is_err());
    }

    #[test]
    fn results_follow_the_engine_and_reasons_must_fit() {
        let r = GameResult::from(Outcome::Win {
            winner: Player::Two,
            reason: WinReason::Resignation,
        });
        assert_eq!(r.winner, Some(Seat::Two));
        assert_eq!(r.reason, "resignation");
        assert!(r.validated().is_ok());
        let draw = GameResult::from(Outcome::Draw(DrawReason::Agreement));
        assert!(draw.validated().is_ok());
        let wrong = GameResult {
            winner: None,
            reason: "resignation".into(),
        };
        assert!(wrong.validated().is_err());
    }

    #[test]
    fn listing_types_serialise_for_the_app() {
        let summary = GameSummary {
            id: 7,
            kind: GameKind::Deblockle,
            one: Side::person("Anna"),
            two: Side::ai(3),
            title: None,
            variants: vec!["no-adjacent".into()],
            handicaps: vec![],
            actions: 4,
            plies: Some(3),
            created_at: 1,
            updated_at: 2,
            state: GameState::Damaged {
                reason: "action 2 (x) does not replay".into(),
            },
        };
        let json = serde_json::to_string(&summary).unwrap();
        assert!(json.contains(r#""kind":"deblockle""#), "{json}");
        assert!(json.contains(r#""state":"damaged""#), "{json}");
        assert!(json.contains(r#"{"type":"ai","level":3}"#), "{json}");
        let back: GameSummary = serde_json::from_str(&json).unwrap();
        assert_eq!(back, summary);
    }
}
