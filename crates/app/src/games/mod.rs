//! The games this build plays: how each is drawn ([`crate::session::AppGame`]) and started.
//! The choice by game is the engine's one dispatch ([`engine::with_game!`], [`engine::by_game!`]);
//! what differs per game is in that game's own folder here: in its `mod.rs`, [`Started`],
//! [`Pictured`] and `Rematch`; in `shapes.rs`, its shapes that cross to the UI
//! ([`Shapes`]: its place in the home list, its board, its new-game options); in `lesson.rs`,
//! its lesson ([`lesson::Taught`]). So a game is one line here, `pub mod <game>;`.

pub mod computer;
pub mod deblockle;
pub mod deblockle_facts;
pub mod gobblet;
pub mod lesson;
pub mod rematch;

use std::sync::Arc;

use engine::GameKind;

use crate::error::AppResult;
use crate::ipc::app::GameInfo;
use crate::ipc::game::{BoardView, Controller, Seat};
use crate::ipc::new_game::NewGame;
use crate::ipc::shapes::{self, Shapes};
use crate::session::{AppGame, GameSession, Opponent, Session};

/// A game as the home screen pictures it (in the game's own folder of `games/`).
pub trait Pictured: AppGame {
    /// The position of its picture, made through the engine.
    fn picture() -> AppResult<Self>;
}

/// A game started from its new-game options (in the game's own folder of `games/`).
pub trait Started: AppGame + Shapes + ai::AiGame {
    /// The game `options` describe, its computer player ready; `seed` drives any random
    /// setup.
    fn session(options: Self::NewGame, seed: u64) -> AppResult<Session<Self>>;

    /// What the store keeps of `options` besides the start position.
    fn stored(options: &Self::NewGame) -> Stored;
}

/// What the store keeps of a game's new-game options besides its start position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stored {
    /// Who plays each seat.
    pub seats: [Controller; 2],
    /// The variants played (`no-adjacent`).
    pub variants: Vec<String>,
    /// The handicaps (`stacks:3,2`, `blocks:4,3`).
    pub handicaps: Vec<String>,
}

/// Every game, with its picture, in the order the home screen lists them (their places,
/// [`Shapes::PLACE`]).
pub fn list() -> Vec<GameInfo> {
    fn picture<G: Pictured>() -> Option<BoardView> {
        G::picture().ok().map(|position| position.board())
    }
    shapes::in_place_order()
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
    let Stored {
        seats,
        variants,
        handicaps,
    } = engine::by_game!(&options.0, G, |options| G::stored(options));
    (options.0.kind(), seats, variants, handicaps)
}

/// The person's seat when the other seat is the computer's.
pub fn person_against_ai(seats: [Controller; 2]) -> Option<Seat> {
    match seats {
        [Controller::Person, Controller::Ai { .. }] => Some(Seat::One),
        [Controller::Ai { .. }, Controller::Person] => Some(Seat::Two),
        _ => None,
    }
}

/// Starts the game `options` describe; `seed` drives any random setup.
pub fn new_session(options: &NewGame, seed: u64) -> AppResult<GameSession> {
    engine::by_game!(options.0.clone(), G, |options| G::session(options, seed)
        .map(GameSession::from))
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::gobblet::Gobblet;

    #[test]
    fn every_game_has_a_picture_made_through_the_engine() {
        for info in list() {
            assert!(info.picture.is_some(), "{}", info.kind);
        }
        let Some(Ok(gobblet)) = list()[0]
            .picture
            .clone()
            .map(|board| <Gobblet as engine::Listed>::unwrap(board.0))
        else {
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

        let options = NewGame::of::<Gobblet>(gobblet::shapes::GobbletOptions {
            seats: [Controller::Person, Controller::ai(3)],
            first: Seat::One,
            stacks: [3, 3],
            touch_move: false,
        });
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

    #[test]
    fn a_shape_of_whichever_game_is_tagged_with_its_game_in_json() {
        let board = serde_json::to_string(&Gobblet::standard().board()).unwrap();
        assert!(
            board.starts_with(r#"{"game":"gobblet","squares":[[],"#),
            "{board}"
        );
        let deblockle = deblockle::shapes::DeblockleOptions {
            seats: [Controller::Person, Controller::ai(2)],
            first: Seat::Two,
            blocks: [4, 3],
            no_adjacent: true,
            setup: crate::ipc::new_game::DeblockleSetup::Quick,
        };
        let json = r#"{"seats":[{"kind":"person"},{"kind":"ai","level":2}],"first":"two",
            "blocks":[4,3],"no_adjacent":true,"setup":"quick","game":"deblockle"}"#;
        assert_eq!(
            serde_json::from_str::<NewGame>(json).unwrap(),
            NewGame::of::<engine::deblockle::Deblockle>(deblockle)
        );
        for (bad, why) in [
            (r#"{"seats":[]}"#, "missing field `game`"),
            (
                r#"{"game":"chess"}"#,
                "unknown variant `chess`, expected `gobblet` or `deblockle`",
            ),
            (
                r#"{"game":"gobblet","first":"one"}"#,
                "missing field `seats`",
            ),
            (r#"[1]"#, "invalid type"),
        ] {
            let err = serde_json::from_str::<NewGame>(bad)
                .unwrap_err()
                .to_string();
            assert!(err.contains(why), "{bad}: {err}");
        }
    }
}
