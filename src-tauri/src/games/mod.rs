//! The games this build plays: how each is drawn ([`crate::session::AppGame`]) and started.

pub mod computer;
pub mod deblockle;
pub mod deblockle_facts;
pub mod gobblet;
pub mod rematch;

use engine::deblockle::Deblockle;
use engine::gobblet::Gobblet;
use engine::GameKind;

use crate::error::AppResult;
use crate::ipc::app::GameInfo;
use crate::ipc::game::{Controller, Seat};
use crate::ipc::new_game::NewGame;
use crate::session::any::AnySession;
use crate::session::{Opponent, Session};

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
