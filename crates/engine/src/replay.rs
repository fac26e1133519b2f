//! Replaying a game from text: its setup position and its actions in notation, as a saved
//! game and a search job write them, through the rules into a [`GameRecord`].

use std::fmt;

use crate::notation::Notation;
use crate::record::{Action, GameRecord};
use crate::{ByGame, GameKind, Listed, RecordOf};

/// Why a game does not replay: the setup, or the action at `index`, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayFailure {
    /// 0-based index of the failing action; `None` when the setup itself is bad.
    pub index: Option<usize>,
    /// The failing text (the action, or the setup).
    pub text: String,
    /// What is wrong with it.
    pub message: String,
}

impl fmt::Display for ReplayFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.index {
            None => write!(
                f,
                "the setup {:?} is not valid: {}",
                self.text, self.message
            ),
            Some(i) => write!(
                f,
                "action {} ({}) does not replay: {}",
                i + 1,
                self.text,
                self.message
            ),
        }
    }
}

impl std::error::Error for ReplayFailure {}

/// Replays a setup and action texts into a game record; the first failure is reported with
/// its index. Never panics on any text.
pub fn replay<G: Notation>(
    setup: &str,
    touch_move: bool,
    actions: &[String],
) -> Result<GameRecord<G>, ReplayFailure> {
    let start = G::parse_position(setup).map_err(|e| ReplayFailure {
        index: None,
        text: setup.to_owned(),
        message: e.to_string(),
    })?;
    let mut record = GameRecord::new(start, touch_move);
    for (index, text) in actions.iter().enumerate() {
        let fail = |message: String| ReplayFailure {
            index: Some(index),
            text: text.clone(),
            message,
        };
        let action = Action::<G>::parse(text).map_err(|e| fail(e.to_string()))?;
        record.apply(action).map_err(|e| fail(e.to_string()))?;
    }
    Ok(record)
}

/// [`replay`] for the game `kind` names: the record of whichever game.
pub fn replay_kind(
    kind: GameKind,
    setup: &str,
    touch_move: bool,
    actions: &[String],
) -> Result<ByGame<RecordOf>, ReplayFailure> {
    crate::with_game!(kind, G => replay::<G>(setup, touch_move, actions).map(G::wrap::<RecordOf>))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gobblet::Gobblet;

    fn texts(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn a_game_replays_from_its_text_and_the_first_bad_action_is_named() {
        let setup = "..../..../..../.... W:444 B:444 W";
        let record = replay::<Gobblet>(setup, true, &texts("4a1 4d4 touch:a1 a1-b2")).unwrap();
        assert_eq!(record.moves().len(), 3);
        let failure = replay::<Gobblet>(setup, false, &texts("4a1 4a1")).unwrap_err();
        assert_eq!(failure.index, Some(1));
        assert!(
            failure.to_string().starts_with("action 2 (4a1)"),
            "{failure}"
        );
        let bad_setup = replay_kind(GameKind::Deblockle, setup, false, &[]).unwrap_err();
        assert_eq!(bad_setup.index, None);
        let any = replay_kind(GameKind::Gobblet, setup, false, &texts("4a1")).unwrap();
        assert_eq!(any.kind(), GameKind::Gobblet);
    }
}
