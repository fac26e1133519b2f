//! `GameRecord<Gobblet>`: threefold repetition, touch-move and the other record rules on
//! Gobblet positions.

use super::pos;
use crate::error::RecordError;
use crate::game::Game;
use crate::gobblet::{Gobblet, Move};
use crate::notation::Notation;
use crate::outcome::{DrawReason, Outcome, WinReason};
use crate::player::Player;
use crate::record::{Action, GameRecord};

fn actions(text: &str) -> Vec<Action<Gobblet>> {
    Action::parse_list(text).unwrap()
}

fn apply_all(record: &mut GameRecord<Gobblet>, text: &str) {
    for action in actions(text) {
        record
            .apply(action)
            .unwrap_or_else(|e| panic!("{action} refused: {e}"));
    }
}

#[test]
fn the_third_occurrence_of_a_position_draws() {
    let start = pos("..../..../..../W4B4.. W:443 B:443 W");
    let mut record = GameRecord::new(start, false);
    apply_all(&mut record, "a1-a2 b1-b2 a2-a1 b2-b1");
    assert_eq!(record.repetitions(), 2);
    assert_eq!(record.outcome(), None);
    apply_all(&mut record, "a1-a2 b1-b2 a2-a1");
    assert_eq!(record.outcome(), None);
    apply_all(&mut record, "b2-b1");
    assert_eq!(record.repetitions(), 3);
    assert_eq!(
        record.outcome(),
        Some(Outcome::Draw(DrawReason::ThreefoldRepetition))
    );
    let next = Gobblet::parse_move("a1-a2").unwrap();
    assert_eq!(record.apply(Action::Move(next)), Err(RecordError::GameOver));
    // Undo takes the draw back.
    record.apply(Action::Undo).unwrap();
    assert_eq!(record.outcome(), None);
}

#[test]
fn the_same_board_with_the_other_side_to_move_is_not_a_repetition() {
    // White's 4 goes round a1-a2-a3-a1 while Black's goes b1-b2-b1: the board is back, but
    // Black is to move.
    let start = pos("..../..../..../W4B4.. W:443 B:443 W");
    let mut record = GameRecord::new(start, false);
    apply_all(&mut record, "a1-a2 b1-b2 a2-a3 b2-b1 a3-a1");
    let board = |p: &Gobblet| {
        p.format_position()
            .split(' ')
            .next()
            .unwrap_or("")
            .to_owned()
    };
    assert_eq!(board(record.position()), board(&start));
    assert_eq!(record.repetitions(), 1);
    assert_ne!(record.position().zobrist(), start.zobrist());
}

/// A full board: no empty square; White's 1 on d1 cannot move, White's 2 on b1 can only
/// cover Black's 1 on c1.
const FULL: &str = "W4B4W4B4/W4B4W3B3/B3W3B3W3/B2W2B1W1 W:220 B:220 W";

#[test]
fn touching_a_piece_that_cannot_move_forfeits() {
    let start = pos(FULL);
    assert_eq!(start.outcome(), None);
    let mut record = GameRecord::new(start, true);
    apply_all(&mut record, "touch:d1");
    assert_eq!(
        record.outcome(),
        Some(Outcome::Win {
            winner: Player::Two,
            reason: WinReason::TouchMoveForfeit
        })
    );
    assert_eq!(record.log_text(), "touch:d1");
    record.apply(Action::Undo).unwrap();
    assert_eq!(record.outcome(), None);
}

#[test]
fn a_touched_piece_must_be_the_one_moved() {
    let mut record = GameRecord::new(pos(FULL), true);
    apply_all(&mut record, "touch:b1");
    let a4_d3: Move = Gobblet::parse_move("a4-d3").unwrap();
    assert!(record.position().is_legal(a4_d3));
    assert_eq!(
        record.apply(Action::Move(a4_d3)),
        Err(RecordError::MustMoveTouchedPiece("b1".to_owned()))
    );
    apply_all(&mut record, "b1-c1");
    assert_eq!(record.touched(), None);
    assert_eq!(record.log_text(), "touch:b1 b1-c1");
}

#[test]
fn only_the_movers_visible_pieces_can_be_touched() {
    let mut record = GameRecord::new(pos(FULL), true);
    for square in ["b4", "a1"] {
        // Black's pieces.
        let touch = Action::parse(&format!("touch:{square}")).unwrap();
        assert!(matches!(
            record.apply(touch),
            Err(RecordError::BadTouch { .. })
        ));
    }
    assert!(
        Action::<Gobblet>::parse("touch:e1").is_err(),
        "no such square"
    );
    assert!(record.log().is_empty());
    // With touch-move off, touching is refused altogether.
    let mut casual = GameRecord::new(pos(FULL), false);
    assert!(casual.apply(actions("touch:b1")[0]).is_err());
}

#[test]
fn draws_by_agreement_and_resignation_end_a_gobblet_game() {
    let mut record = GameRecord::new(Gobblet::standard(), true);
    apply_all(&mut record, "4a1 offer-draw accept-draw");
    assert_eq!(record.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
    let mut record = GameRecord::new(Gobblet::standard(), true);
    apply_all(&mut record, "4a1 resign:two");
    assert_eq!(
        record.outcome().and_then(Outcome::winner),
        Some(Player::One)
    );
    let replayed = GameRecord::replay(Gobblet::standard(), true, record.log()).unwrap();
    assert_eq!(replayed.outcome(), record.outcome());
}
