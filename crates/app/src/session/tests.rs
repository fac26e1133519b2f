//! The session's behaviour, with the toy game: validation, state unchanged on refusal, undo
//! against the computer, draw offers, and the computer's turn with cancellation.

use std::sync::Arc;

use super::toy::{Counter, Pusher};
use super::*;

const PERSON: Controller = Controller::Person;
const AI: Controller = Controller::ai(3);

fn pass_and_play() -> Session<Counter> {
    Session::new(Counter::start(), false, [PERSON, PERSON], Arc::new(Pusher)).unwrap()
}

fn against_ai(seats: [Controller; 2]) -> Session<Counter> {
    Session::new(Counter::start(), false, seats, Arc::new(Pusher)).unwrap()
}

/// Runs the computer's turn the way the app does, on this thread.
fn ai_turn(s: &mut Session<Counter>) {
    let job = s.start_ai().expect("the computer is to move");
    let mut reports = Vec::new();
    let mv = job.run(&mut |p| reports.push(p));
    assert!(!reports.is_empty(), "the search reports progress");
    assert!(s.finish_ai(job.id, mv).unwrap());
}

#[test]
fn seats_are_validated() {
    assert!(matches!(
        Session::new(Counter::start(), false, [AI, AI], Arc::new(Pusher)),
        Err(AppError::InvalidInput(_))
    ));
    // A level the AI does not have never becomes a seat: it is refused where it is read.
    for level in [0, 6, 255] {
        let payload = serde_json::json!({ "kind": "ai", "level": level });
        let refused = serde_json::from_value::<Controller>(payload).unwrap_err();
        assert!(refused.to_string().contains("level is 1-5"), "{refused}");
    }
    let stored = store::Side::ai(9);
    assert!(Controller::try_from(&stored).is_err());
    assert_eq!(
        Controller::try_from(&store::Side::ai(4)).unwrap(),
        Controller::ai(4)
    );
}

#[test]
fn bad_or_illegal_input_is_refused_and_changes_nothing() {
    let mut s = pass_and_play();
    s.play("1").unwrap();
    let before = s.view();
    assert!(matches!(s.play("x"), Err(AppError::InvalidInput(_))));
    assert!(matches!(s.play(""), Err(AppError::InvalidInput(_))));
    assert!(matches!(s.play("2"), Err(AppError::Refused(_))));
    assert!(
        matches!(s.touch("0"), Err(AppError::Refused(_))),
        "touch-move is off"
    );
    assert!(matches!(s.touch("zz"), Err(AppError::InvalidInput(_))));
    assert!(matches!(s.redo(), Err(AppError::Refused(_))));
    assert!(matches!(s.answer_draw(true), Err(AppError::Refused(_))));
    assert!(matches!(s.replay_at(5), Err(AppError::InvalidInput(_))));
    assert_eq!(s.view(), before);
    assert_eq!(s.record().log().len(), 1);
}

#[test]
fn view_shows_legal_moves_last_move_and_the_result() {
    let mut s = pass_and_play();
    let v = s.view();
    assert_eq!(v.legal.len(), 2);
    assert_eq!(v.last_move, None);
    assert_eq!(v.side_to_move, Seat::One);
    for mv in ["1", "1", "0", "1", "1"] {
        s.play(mv).unwrap();
    }
    let v = s.view();
    assert_eq!(v.moves, ["1", "1", "0", "1", "1"]);
    assert_eq!(v.last_move.map(|m| m.text), Some("1".to_owned()));
    assert_eq!(
        v.outcome,
        Some(crate::ipc::game::OutcomeView {
            winner: Some(Seat::One),
            reason: "line-of-four".into()
        })
    );
    assert!(v.legal.is_empty());
    assert!(matches!(s.play("1"), Err(AppError::Refused(_))));
    let start = s.replay_at(0).unwrap();
    assert_eq!(start.board, Counter::start().board());
    assert_eq!(start.last_move, None);
    let last = s.replay_at(s.record().moves().len()).unwrap();
    assert_eq!(last.board, s.view().board);
    assert_eq!(
        last.last_move,
        s.view().last_move,
        "the last step marks the move as play does"
    );
}

#[test]
fn pass_and_play_draw_offer_is_answered_by_the_other_person() {
    let mut s = pass_and_play();
    s.offer_draw().unwrap();
    assert_eq!(s.view().draw_offer, Some(Seat::One));
    assert!(matches!(s.play("1"), Err(AppError::Refused(_))));
    s.answer_draw(true).unwrap();
    assert_eq!(s.view().outcome.unwrap().reason, "agreement");
}

#[test]
fn the_computer_answers_a_draw_offer_at_once() {
    let mut weak = against_ai([PERSON, Controller::ai(1)]);
    weak.offer_draw().unwrap();
    assert_eq!(weak.view().draw_offer, None, "declined");
    assert_eq!(weak.view().outcome, None);
    let mut strong = against_ai([PERSON, Controller::ai(4)]);
    strong.offer_draw().unwrap();
    assert_eq!(strong.view().outcome.unwrap().reason, "agreement");
}

#[test]
fn the_computer_moves_on_its_turn_and_a_person_cannot_move_for_it() {
    let mut s = against_ai([PERSON, AI]);
    assert!(s.start_ai().is_none(), "the person moves first");
    s.play("1").unwrap();
    assert!(s.is_ai_turn());
    assert!(
        s.view().legal.is_empty(),
        "no moves offered on the computer's turn"
    );
    assert!(matches!(s.play("0"), Err(AppError::Refused(_))));
    ai_turn(&mut s);
    assert_eq!(s.view().moves, ["1", "0"]);
    assert!(!s.is_ai_turn());
}

#[test]
fn the_computer_can_open_the_game() {
    let mut s = against_ai([AI, PERSON]);
    ai_turn(&mut s);
    assert_eq!(s.view().moves, ["1"]);
}

#[test]
fn while_the_computer_thinks_moves_are_refused_and_undo_cancels_it() {
    let mut s = against_ai([PERSON, AI]);
    s.play("1").unwrap();
    let job = s.start_ai().unwrap();
    assert!(s.view().thinking);
    assert!(s.start_ai().is_none(), "one search at a time");
    assert_eq!(s.play("0"), Err(AppError::Busy));
    assert_eq!(s.redo(), Err(AppError::Busy));
    s.undo().unwrap();
    assert!(job.cancel.load(std::sync::atomic::Ordering::Relaxed));
    assert!(!s.view().thinking);
    assert!(s.view().moves.is_empty(), "the person's move is taken back");
    // The cancelled search's result arrives late: it is dropped.
    assert_eq!(s.finish_ai(job.id, Some(0)), Ok(false));
    assert!(s.view().moves.is_empty());
}

#[test]
fn undo_against_the_computer_takes_back_its_reply_too_and_redo_replays_both() {
    let mut s = against_ai([PERSON, AI]);
    s.play("1").unwrap();
    ai_turn(&mut s);
    s.play("1").unwrap();
    ai_turn(&mut s);
    assert_eq!(s.view().moves.len(), 4);
    s.undo().unwrap();
    assert_eq!(s.view().moves, ["1", "0"]);
    assert!(!s.is_ai_turn());
    s.redo().unwrap();
    assert_eq!(s.view().moves.len(), 4);
}

#[test]
fn only_a_person_resigns() {
    let mut s = against_ai([PERSON, AI]);
    assert_eq!(
        s.view().resigning_seat,
        Some(Seat::One),
        "the person, not the computer"
    );
    let mut p = pass_and_play();
    assert_eq!(
        p.view().resigning_seat,
        Some(Seat::One),
        "the player to move"
    );
    p.play("1").unwrap();
    assert_eq!(p.view().resigning_seat, Some(Seat::Two));
    let ai_first = against_ai([AI, PERSON]);
    assert_eq!(ai_first.view().resigning_seat, Some(Seat::Two));
    assert!(matches!(s.resign(Seat::Two), Err(AppError::Refused(_))));
    s.resign(Seat::One).unwrap();
    let outcome = s.view().outcome.unwrap();
    assert_eq!(outcome.winner, Some(Seat::Two));
    assert_eq!(outcome.reason, "resignation");
    assert!(s.start_ai().is_none(), "the game is over");
    assert_eq!(s.view().resigning_seat, None, "nothing to resign once over");
}

#[test]
fn touch_move_commits_the_piece_and_an_unmovable_touch_forfeits() {
    let mut s = Session::new(Counter::start(), true, [PERSON, PERSON], Arc::new(Pusher)).unwrap();
    s.touch("1").unwrap();
    assert_eq!(s.view().touched.as_deref(), Some("1"));
    assert!(matches!(s.play("0"), Err(AppError::Refused(_))));
    s.play("1").unwrap();
    s.touch("2").unwrap();
    assert_eq!(s.view().outcome.unwrap().reason, "touch-move-forfeit");
}

#[test]
fn unsaved_actions_come_with_the_moves_of_the_line_after_each() {
    let mut s = pass_and_play();
    s.play("1").unwrap();
    s.play("1").unwrap();
    s.undo().unwrap();
    s.offer_draw().unwrap();
    let all = s.log_from(0);
    let plies: Vec<usize> = all.iter().map(|(_, n)| *n).collect();
    assert_eq!(plies, [1, 2, 1, 1]);
    assert_eq!(all[2].0, "undo");
    assert_eq!(s.log_from(3), [("offer-draw".to_owned(), 1)]);
    assert!(s.log_from(9).is_empty());
}

#[test]
fn a_draw_answer_applies_only_to_the_game_it_was_searched_for() {
    let mut s = against_ai([PERSON, Controller::ai(4)]);
    let job = s.start_draw_offer().unwrap().expect("the computer answers");
    assert_eq!(
        s.view().draw_offer,
        None,
        "nothing changes while it searches"
    );
    assert_eq!(s.record().log().len(), 0);
    // The person moved on meanwhile: the answer is for a game that is no longer there.
    s.play("1").unwrap();
    let accept = job.run();
    assert!(accept);
    assert_eq!(s.finish_draw_offer(job.token, accept), Ok(false));
    assert_eq!(s.view().outcome, None);

    // Another session with as many actions is another game.
    let mut other = against_ai([PERSON, Controller::ai(4)]);
    let stale = other.start_draw_offer().unwrap().unwrap();
    let mut fresh = against_ai([PERSON, Controller::ai(4)]);
    assert_eq!(fresh.finish_draw_offer(stale.token, true), Ok(false));

    let job = fresh.start_draw_offer().unwrap().unwrap();
    assert_eq!(fresh.finish_draw_offer(job.token, job.run()), Ok(true));
    assert_eq!(fresh.view().outcome.unwrap().reason, "agreement");
}

#[test]
fn a_hint_is_cancelled_by_the_person_or_any_change_of_the_game() {
    let mut s = against_ai([PERSON, AI]);
    let job = s.start_hint().unwrap();
    s.cancel_hint();
    assert_eq!(job.run(), None, "cancelled by the person");

    for change in [
        (|s: &mut Session<Counter>| s.play("1")) as fn(&mut Session<Counter>) -> AppResult<()>,
        |s| s.undo(),
        |s| s.resign(Seat::One),
    ] {
        let mut s = against_ai([PERSON, AI]);
        s.play("1").unwrap();
        ai_turn(&mut s);
        let job = s.start_hint().unwrap();
        change(&mut s).unwrap();
        assert_eq!(job.run(), None, "cancelled by the change");
    }

    let mut s = against_ai([PERSON, AI]);
    let first = s.start_hint().unwrap();
    let second = s.start_hint().unwrap();
    assert_eq!(first.run(), None, "a new hint replaces the old one");
    assert!(second.run().is_some());
}

#[test]
fn names_are_kept_for_the_people_only() {
    let mut s = pass_and_play();
    assert_eq!(s.view().names, [None, None]);
    s.set_names([Some("Anna".into()), Some("Bohdan".into())]);
    assert_eq!(
        s.view().names,
        [Some("Anna".to_owned()), Some("Bohdan".to_owned())]
    );
    let mut v = against_ai([PERSON, AI]);
    v.set_names([Some("Anna".into()), Some("Level".into())]);
    assert_eq!(
        v.view().names,
        [Some("Anna".to_owned()), None],
        "the computer's side has no name but its level"
    );
}
