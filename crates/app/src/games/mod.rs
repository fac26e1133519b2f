//! The games this build plays: how each is drawn ([`crate::session::AppGame`]) and started.

pub mod computer;
pub mod deblockle;
pub mod deblockle_facts;
pub mod gobblet;
pub mod rematch;

use std::sync::Arc;

use engine::deblockle::Deblockle;
use engine::gobblet::Gobblet;
use engine::GameKind;

use crate::error::AppResult;
use crate::ipc::app::GameInfo;
use crate::ipc::game::{BoardView, Controller, Seat};
use crate::ipc::new_game::NewGame;
use crate::session::any::AnySession;
use crate::session::{AppGame, Opponent, Session};

/// Calls the generic function `$f::<G>($args…)` with `G` the game `$kind` (a
/// [`GameKind`]) names: with [`for_loaded!`], the one place the shell chooses by game.
macro_rules! for_game {
    ($kind:expr, $f:ident($($arg:expr),* $(,)?)) => {
        match $kind {
            engine::GameKind::Gobblet => $f::<engine::gobblet::Gobblet>($($arg),*),
            engine::GameKind::Deblockle => $f::<engine::deblockle::Deblockle>($($arg),*),
        }
    };
}
pub(crate) use for_game;

/// Evaluates `$body` with `$record` bound to the record a [`store::LoadedGame`] holds,
/// whichever game it is (a `GameRecord<G>` of that game).
macro_rules! for_loaded {
    ($loaded:expr, |$record:ident| $body:expr) => {
        match $loaded {
            store::LoadedGame::Gobblet($record) => $body,
            store::LoadedGame::Deblockle($record) => $body,
        }
    };
}
pub(crate) use for_loaded;

/// A game as the home screen pictures it (in the game's own file of `games/`).
pub trait Pictured: AppGame {
    /// The position of its picture, made through the engine.
    fn picture() -> AppResult<Self>;
}

/// Every game, with its picture, in the order the home screen lists them.
pub fn list() -> Vec<GameInfo> {
    fn picture<G: Pictured>() -> Option<BoardView> {
        G::picture().ok().map(|position| position.board())
    }
    [GameKind::Gobblet, GameKind::Deblockle]
        .into_iter()
        .map(|kind| GameInfo {
            kind,
            picture: for_game!(kind, picture()),
        })
        .collect()
}

/// The computer player for a game. Cheap: the AI's table is allocated when it first thinks.
pub fn ai_for<G: AppGame + ai::AiGame>() -> Arc<dyn Opponent<G>> {
    Arc::new(computer::Computer::<G>::new(crate::clock::seed()))
}

/// What the store keeps of a new game's options besides its start position: the game, who
/// plays each seat, its variants and its handicaps (`no-adjacent`, `stacks:3,2`, `blocks:4,3`).
pub fn stored_options(options: &NewGame) -> (GameKind, [Controller; 2], Vec<String>, Vec<String>) {
    match options {
        NewGame::Gobblet { seats, stacks, .. } => (
            GameKind::Gobblet,
            *seats,
            Vec::new(),
            vec![format!("stacks:{},{}", stacks[0], stacks[1])],
        ),
        NewGame::Deblockle {
            seats,
            blocks,
            no_adjacent,
            ..
        } => (
            GameKind::Deblockle,
            *seats,
            if *no_adjacent {
                vec!["no-adjacent".to_owned()]
            } else {
                Vec::new()
            },
            vec![format!("blocks:{},{}", blocks[0], blocks[1])],
        ),
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_a_picture_made_through_the_engine() {
        for info in list() {
            assert!(info.picture.is_some(), "{}", info.kind);
        }
        let Some(BoardView::Gobblet(gobblet)) = list()[0].picture.clone() else {
            panic!("Gobblet is listed first, with a Gobblet board");
        };
        // b2 (index 5): White's 4 over Black's 3.
        let b2: Vec<(Seat, u8)> = gobblet.squares[5]
            .iter()
            .map(|p| (p.owner, p.size))
            .collect();
        assert_eq!(b2, [(Seat::Two, 3), (Seat::One, 4)]);
    }
}
