//! Rematch: the same match again, colours swapped. Everything is read from the game that
//! ended — who plays, the computer's level, the handicaps (they stay with the player, so they
//! change seat too), the variant, the touch-move rule, which colour starts — so a game opened
//! from the saved games gets its rematch as well as one started a minute ago.

use engine::deblockle::Deblockle;
use engine::gobblet::Gobblet;
use engine::{Game, Notation};

use crate::error::{AppError, AppResult};
use crate::ipc::game::Seat;
use crate::session::any::AnySession;

use crate::ipc::new_game::{DeblockleSetup, NewGame};

/// The rematch of `session`'s game: seats and handicaps swapped, everything else the same.
/// A Deblockle game that started from the standard setup starts from it again; any other
/// setup (quick or classic) is dealt again at random, as the quick setup does.
pub fn rematch_of(session: &dyn AnySession) -> AppResult<NewGame> {
    let view = session.view();
    let seats = [view.seats[1], view.seats[0]];
    let (setup, _) = session.record_text();
    let unreadable =
        |e: engine::ParseError| AppError::Internal(format!("the game's setup does not read: {e}"));
    match view.game.as_str() {
        "gobblet" => {
            let start = Gobblet::parse_position(&setup).map_err(unreadable)?;
            let stacks = [
                start.stack_count(engine::Player::Two),
                start.stack_count(engine::Player::One),
            ];
            Ok(NewGame::Gobblet {
                seats,
                first: Seat::from(start.side_to_move()),
                stacks,
                touch_move: session.touch_move(),
            })
        }
        "deblockle" => {
            let start = Deblockle::parse_position(&setup).map_err(unreadable)?;
            let first = Seat::from(start.side_to_move());
            let blocks = [
                start.blocks_per_side(engine::Player::Two),
                start.blocks_per_side(engine::Player::One),
            ];
            let no_adjacent = start.no_adjacent();
            // Was it the standard setup? Compare with the standard start of the same match.
            let same = [blocks[1], blocks[0]];
            let standard = super::deblockle::start(
                same,
                no_adjacent,
                first,
                DeblockleSetup::Standard,
                0,
                None,
            )?;
            let setup = if standard.format_position() == setup {
                DeblockleSetup::Standard
            } else {
                DeblockleSetup::Quick
            };
            Ok(NewGame::Deblockle {
                seats,
                first,
                blocks,
                no_adjacent,
                setup,
            })
        }
        other => Err(AppError::Internal(format!(
            "no rematch for a game of {other}"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::new_session;
    use crate::ipc::game::Controller;

    const LEVEL_2: Controller = Controller::Ai { level: 2 };

    #[test]
    fn a_gobblet_rematch_swaps_colours_and_keeps_level_handicaps_and_touch_move() {
        let options = NewGame::Gobblet {
            seats: [Controller::Person, LEVEL_2],
            first: Seat::One,
            stacks: [2, 3],
            touch_move: true,
        };
        let mut session = new_session(&options, 1).unwrap();
        session.play("4a1").unwrap();
        session.resign(Seat::One).unwrap();
        let rematch = rematch_of(session.as_ref()).unwrap();
        assert_eq!(
            rematch,
            NewGame::Gobblet {
                seats: [LEVEL_2, Controller::Person],
                first: Seat::One,
                stacks: [3, 2],
                touch_move: true,
            },
            "the person now plays Black with their two stacks; White still starts"
        );
        let again = rematch_of(new_session(&rematch, 2).unwrap().as_ref()).unwrap();
        assert_eq!(
            again, options,
            "a rematch of the rematch is the first match"
        );
    }

    #[test]
    fn a_deblockle_rematch_keeps_the_variant_the_first_colour_and_a_standard_setup() {
        let options = NewGame::Deblockle {
            seats: [Controller::Person, Controller::Person],
            first: Seat::Two,
            blocks: [4, 3],
            no_adjacent: true,
            setup: DeblockleSetup::Standard,
        };
        let session = new_session(&options, 1).unwrap();
        assert_eq!(
            rematch_of(session.as_ref()).unwrap(),
            NewGame::Deblockle {
                seats: [Controller::Person, Controller::Person],
                first: Seat::Two,
                blocks: [3, 4],
                no_adjacent: true,
                setup: DeblockleSetup::Standard,
            }
        );
    }

    #[test]
    fn a_deblockle_quick_setup_is_dealt_again() {
        let options = NewGame::Deblockle {
            seats: [LEVEL_2, Controller::Person],
            first: Seat::One,
            blocks: [4, 4],
            no_adjacent: false,
            setup: DeblockleSetup::Quick,
        };
        let session = new_session(&options, 7).unwrap();
        let rematch = rematch_of(session.as_ref()).unwrap();
        assert!(matches!(
            rematch,
            NewGame::Deblockle {
                seats: [Controller::Person, LEVEL_2],
                setup: DeblockleSetup::Quick,
                ..
            }
        ));
    }
}
