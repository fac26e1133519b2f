//! The games this build plays: how each is drawn ([`crate::session::AppGame`]) and started.
//! The choice by game is the engine's one dispatch ([`engine::with_game!`], [`engine::by_game!`]);
//! what differs per game is in that game's own folder here (`Rematch`, `Pictured`, and its
//! lesson, `Taught`, in `<game>/lesson.rs`).

pub mod computer;
pub mod deblockle;
pub mod deblockle_facts;
pub mod gobblet;
pub mod lesson;
pub mod rematch;

use std::sync::Arc;

use engine::deblockle::Deblockle;
use engine::gobblet::Gobblet;
use engine::GameKind;

use crate::error::AppResult;
use crate::ipc::app::GameInfo;
use crate::ipc::game::{BoardView, Controller, Seat};
use crate::ipc::new_game::NewGame;
use crate::session::{AppGame, GameSession, Opponent, Session};

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
            picture: engine::with_game!(kind, G => picture::<G>()),
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
pub fn new_session(options: &NewGame, seed: u64) -> AppResult<GameSession> {
    Ok(match options.clone() {
        NewGame::Gobblet {
            seats,
            first,
            stacks,
            touch_move,
        } => GameSession::from(Session::new(
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
        } => GameSession::from(Session::new(
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

    #[test]
    fn the_session_of_whichever_game_takes_only_a_move_of_its_own_game() {
        use engine::deblockle::Deblockle;
        use engine::gobblet::Gobblet;
        use engine::Notation;

        use crate::jobs::GameMove;

        let options = NewGame::Gobblet {
            seats: [Controller::Person, Controller::ai(3)],
            first: Seat::One,
            stacks: [3, 3],
            touch_move: false,
        };
        let mut s = new_session(&options, 1).unwrap();
        s.play("4a1").unwrap();
        let turn = s.start_ai().unwrap();
        assert!(s.view().thinking);
        let pass = GameMove::of::<Deblockle>(Deblockle::parse_move("pass").unwrap());
        assert!(matches!(
            s.finish_ai(turn.id, Some(pass)),
            Err(crate::error::AppError::Internal(_))
        ));
        let turn = s.start_ai().unwrap();
        let reply = GameMove::of::<Gobblet>(Gobblet::parse_move("4d4").unwrap());
        assert_eq!(
            s.finish_ai(turn.id + 1, Some(reply)),
            Ok(false),
            "not awaited"
        );
        assert_eq!(s.finish_ai(turn.id, Some(reply)), Ok(true));
        assert_eq!(s.record_text().1, "4a1 4d4");
    }
}
