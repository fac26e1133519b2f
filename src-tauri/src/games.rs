//! The games this build of the app can play.

use engine::GameKind;

use crate::dto::GameInfo;

/// Whether a game's rules engine is part of this build.
pub fn is_playable(kind: GameKind) -> bool {
    match kind {
        GameKind::Deblockle | GameKind::Gobblet => false,
    }
}

/// Every game, with whether it can be played, in the order the home screen lists them.
pub fn list() -> Vec<GameInfo> {
    [GameKind::Gobblet, GameKind::Deblockle]
        .into_iter()
        .map(|kind| GameInfo {
            kind: kind.name().to_owned(),
            playable: is_playable(kind),
        })
        .collect()
}
