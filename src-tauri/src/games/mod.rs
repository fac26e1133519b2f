//! The games this build plays: how each is drawn ([`crate::session::AppGame`]) and started.

pub mod computer;
pub mod deblockle;
pub mod deblockle_facts;
pub mod gobblet;

use engine::deblockle::Deblockle;
use engine::gobblet::Gobblet;
use engine::GameKind;
use serde::Deserialize;
use ts_rs::TS;

use crate::error::AppResult;
use crate::ipc::app::GameInfo;
use crate::ipc::game::{Controller, Seat};
use crate::session::any::AnySession;
use crate::session::{Opponent, Session};

pub use deblockle::{DeblockleRoll, DeblockleSetup};
pub use deblockle_facts::DeblockleFacts;

/// Every game, with whether it can be played, in the order the home screen lists them.
pub fn list() -> Vec<GameInfo> {
    [GameKind::Gobblet, GameKind::Deblockle]
        .into_iter()
        .map(|kind| GameInfo {
            kind: kind.name().to_owned(),
            playable: true,
            ai: match kind {
                GameKind::Gobblet => ai_for::<Gobblet>().is_some(),
                GameKind::Deblockle => ai_for::<Deblockle>().is_some(),
            },
        })
        .collect()
}

/// Everything a new game is started with, as the new-game screen sends it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, TS)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum NewGame {
    /// A game of Gobblet.
    Gobblet {
        /// Who plays White (seat one) and Black (seat two).
        seats: [Controller; 2],
        /// Who moves first.
        first: Seat,
        /// External stacks per side, 1–3 (fewer is a handicap).
        stacks: [u8; 2],
        /// The touch-move rule.
        touch_move: bool,
    },
    /// A game of Deblockle.
    Deblockle {
        /// Who plays Gold (seat one) and Blue (seat two).
        seats: [Controller; 2],
        /// Who moves first.
        first: Seat,
        /// Blocks per side, 1–4 (fewer is a handicap).
        blocks: [u8; 2],
        /// The no-adjacent-blocks variant.
        no_adjacent: bool,
        /// How the blocks are set out.
        setup: DeblockleSetup,
    },
}

/// The computer player for a game, when this build has one. Cheap: the AI's table is
/// allocated when it first thinks.
pub fn ai_for<G: crate::session::AppGame + ai::AiGame>() -> Option<std::sync::Arc<dyn Opponent<G>>>
{
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    Some(std::sync::Arc::new(computer::Computer::<G>::new(seed)))
}

/// The person's seat when the other seat is the computer's.
fn person_against_ai(seats: [Controller; 2]) -> Option<Seat> {
    match seats {
        [Controller::Person, Controller::Ai { .. }] => Some(Seat::One),
        [Controller::Ai { .. }, Controller::Person] => Some(Seat::Two),
        _ => None,
    }
}

/// Starts the game `options` describe; `seed` drives any random setup.
pub fn new_session(options: &NewGame, seed: u64) -> AppResult<Box<dyn AnySession>> {
    Ok(match options.clone() {
        NewGame::Gobblet {
            seats,
            first,
            stacks,
            touch_move,
        } => Box::new(Session::new(
            gobblet::start(stacks, first)?,
            touch_move,
            seats,
            ai_for::<Gobblet>(),
        )?),
        NewGame::Deblockle {
            seats,
            first,
            blocks,
            no_adjacent,
            setup,
        } => Box::new(Session::new(
            deblockle::start(
                blocks,
                no_adjacent,
                first,
                setup,
                seed,
                person_against_ai(seats),
            )?,
            false,
            seats,
            ai_for::<Deblockle>(),
        )?),
    })
}
