//! Rematch: the same match again, colours swapped. Everything is read from the game that
//! ended — who plays, the computer's level, the handicaps (they stay with the player, so they
//! change seat too), the variant, the touch-move rule, which colour starts — so a game opened
//! from the saved games gets its rematch as well as one started a minute ago.

use crate::error::AppResult;
use crate::ipc::game::Controller;
use crate::ipc::new_game::NewGame;
use crate::ipc::shapes::Shapes;
use crate::session::{AppGame, GameSession};

/// A game that can be played again: the options of its rematch (in the game's own file of
/// `games/`).
pub trait Rematch: AppGame + Shapes {
    /// The rematch of a game that started from `self`, played by `seats` (already swapped)
    /// with the touch-move rule `touch_move`: handicaps swapped, everything else the same.
    fn rematch(&self, seats: [Controller; 2], touch_move: bool) -> AppResult<Self::NewGame>;
}

/// The rematch of `session`'s game: seats and handicaps swapped, everything else the same.
/// A Deblockle game that started from the standard setup starts from it again; any other
/// setup (quick or classic) is dealt again at random, as the quick setup does.
pub fn rematch_of(session: &GameSession) -> AppResult<NewGame> {
    engine::by_game!(session.by_game(), G, |played| {
        let [one, two] = played.seats();
        played
            .record()
            .start()
            .rematch([two, one], played.record().touch_move())
            .map(NewGame::of::<G>)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::new_session;
    use crate::ipc::game::Seat;
    use crate::ipc::new_game::DeblockleSetup;
    use engine::deblockle::Deblockle;
    use engine::Listed;
    use serde_json::json;

    const LEVEL_2: Controller = Controller::ai(2);

    /// The new-game options as the new-game screen sends them (the game's own types are its
    /// module's, which imports this one).
    fn sent(json: serde_json::Value) -> NewGame {
        serde_json::from_value(json).unwrap()
    }

    #[test]
    fn a_gobblet_rematch_swaps_colours_and_keeps_level_handicaps_and_touch_move() {
        let person = json!({ "kind": "person" });
        let level_2 = json!({ "kind": "ai", "level": 2 });
        let options = sent(json!({
            "game": "gobblet",
            "seats": [person, level_2],
            "first": "one",
            "stacks": [2, 3],
            "touch_move": true,
        }));
        let mut session = new_session(&options, 1).unwrap();
        session.play("4a1").unwrap();
        session.resign(Seat::One).unwrap();
        let rematch = rematch_of(&session).unwrap();
        assert_eq!(
            rematch,
            sent(json!({
                "game": "gobblet",
                "seats": [level_2, person],
                "first": "one",
                "stacks": [3, 2],
                "touch_move": true,
            })),
            "the person now plays Black with their two stacks; White still starts"
        );
        let again = rematch_of(&new_session(&rematch, 2).unwrap()).unwrap();
        assert_eq!(
            again, options,
            "a rematch of the rematch is the first match"
        );
    }

    #[test]
    fn a_deblockle_rematch_keeps_the_variant_the_first_colour_and_a_standard_setup() {
        let person = json!({ "kind": "person" });
        let session = new_session(
            &sent(json!({
                "game": "deblockle",
                "seats": [person, person],
                "first": "two",
                "blocks": [4, 3],
                "no_adjacent": true,
                "setup": "standard",
            })),
            1,
        )
        .unwrap();
        assert_eq!(
            rematch_of(&session).unwrap(),
            sent(json!({
                "game": "deblockle",
                "seats": [person, person],
                "first": "two",
                "blocks": [3, 4],
                "no_adjacent": true,
                "setup": "standard",
            }))
        );
    }

    #[test]
    fn a_deblockle_quick_setup_is_dealt_again() {
        let options = sent(json!({
            "game": "deblockle",
            "seats": [{ "kind": "ai", "level": 2 }, { "kind": "person" }],
            "first": "one",
            "blocks": [4, 4],
            "no_adjacent": false,
            "setup": "quick",
        }));
        let session = new_session(&options, 7).unwrap();
        let rematch = <Deblockle as Listed>::unwrap(rematch_of(&session).unwrap().0).unwrap();
        assert_eq!(rematch.seats, [Controller::Person, LEVEL_2]);
        assert_eq!(rematch.setup, DeblockleSetup::Quick);
    }
}
