//! Every lesson replayed through the engine: each scripted move legal, each step doing what
//! it teaches, and the tutorial refusing wrong and illegal moves without changing anything.

use engine::deblockle::Deblockle;
use engine::gobblet::Gobblet;
use engine::{Game, GameKind, Notation, Player};

use super::lesson::{Goal, Lesson};
use super::lesson_for;
use super::session::Tutorial;
use crate::error::AppError;
use crate::games::{deblockle, gobblet};
use crate::session::AppGame;

/// Replays the lesson from step `index` in `position`, trying every expected move of every
/// step (and each one's continuation), and checks the goals, replies and traps.
fn replay_from<G: AppGame>(lesson: &Lesson, index: usize, position: G, learner: Player) {
    let Some(step) = lesson.steps.get(index) else {
        return;
    };
    let position = match step.setup {
        Some(text) => G::parse_position(text)
            .unwrap_or_else(|e| panic!("step {index}: the setup {text:?} does not parse: {e}")),
        None => position,
    };
    assert_eq!(
        position.side_to_move(),
        learner,
        "step {index}: the learner is to move"
    );
    assert!(position.outcome().is_none(), "step {index}: the game is on");
    assert!(!step.expected.is_empty(), "step {index}: a move to make");
    let last = index + 1 == lesson.steps.len();
    for text in step.expected {
        let mv = position
            .parse_legal_move(text)
            .unwrap_or_else(|e| panic!("step {index}: {text} is not legal: {e}"));
        let view = position.move_view(mv);
        let mut after = position;
        after.play(mv);
        assert!(
            step.goal.met(&view, learner, after.outcome()),
            "step {index}: {text} does not do {:?}",
            step.goal
        );
        if last {
            assert!(step.reply.is_none(), "no reply after the last step");
        } else {
            assert!(
                after.outcome().is_none(),
                "step {index}: {text} ends the game before the last step"
            );
        }
        if let Some(reply) = step.reply {
            let reply = after
                .parse_legal_move(reply)
                .unwrap_or_else(|e| panic!("step {index}: the reply {reply} is not legal: {e}"));
            after.play(reply);
            assert!(
                after.outcome().is_none(),
                "step {index}: the reply ends the game"
            );
        }
        replay_from(lesson, index + 1, after, learner);
    }
    if let Some(trap) = step.trap {
        let mv = position
            .parse_legal_move(trap.mv)
            .unwrap_or_else(|e| panic!("step {index}: the trap {} is not legal: {e}", trap.mv));
        assert!(
            !step.expected.contains(&trap.mv),
            "step {index}: the trap is not a right answer"
        );
        let view = position.move_view(mv);
        let mut after = position;
        after.play(mv);
        assert!(
            trap.goal.met(&view, learner, after.outcome()),
            "step {index}: the trap {} does not do {:?}",
            trap.mv,
            trap.goal
        );
    }
}

fn replay<G: AppGame>(lesson: &Lesson) {
    assert_eq!(lesson.game, G::KIND);
    let start: G = G::parse_position(lesson.start).expect("the start parses");
    replay_from(lesson, 0, start, start.side_to_move());
}

#[test]
fn the_gobblet_lesson_replays_through_the_engine() {
    replay::<Gobblet>(&gobblet::lesson::LESSON);
}

#[test]
fn the_deblockle_lesson_replays_through_the_engine() {
    replay::<Deblockle>(&deblockle::lesson::LESSON);
}

#[test]
fn the_lessons_teach_what_the_issue_asks() {
    let goals = |lesson: &Lesson| lesson.steps.iter().map(|s| s.goal).collect::<Vec<_>>();
    let g = goals(lesson_for(GameKind::Gobblet));
    for goal in [
        Goal::Enter,
        Goal::BoardMove,
        Goal::Gobble,
        Goal::GobbleFromStack,
        Goal::Win(engine::WinReason::LineOfFour),
    ] {
        assert!(g.contains(&goal), "Gobblet teaches {goal:?}");
    }
    let traps: Vec<_> = lesson_for(GameKind::Gobblet)
        .steps
        .iter()
        .filter_map(|s| s.trap)
        .collect();
    assert!(traps
        .iter()
        .any(|t| t.goal == Goal::Loss(engine::WinReason::Reveal)));
    let d = goals(lesson_for(GameKind::Deblockle));
    for goal in [
        Goal::Face(engine::deblockle::Face::Cross),
        Goal::Face(engine::deblockle::Face::X),
        Goal::Face(engine::deblockle::Face::Slider),
        Goal::Face(engine::deblockle::Face::Hoops),
        Goal::Removal,
        Goal::Pass,
        Goal::Win(engine::WinReason::AllBlocksRemoved),
    ] {
        assert!(d.contains(&goal), "Deblockle teaches {goal:?}");
    }
}

#[test]
fn every_word_of_the_lessons_is_in_the_catalogue() {
    let en = include_str!("../../../../ui/src/lib/i18n/en.ts");
    for lesson in [
        lesson_for(GameKind::Gobblet),
        lesson_for(GameKind::Deblockle),
    ] {
        let keys = lesson
            .steps
            .iter()
            .flat_map(|s| [s.instruction, s.hint])
            .chain([lesson.done]);
        for key in keys {
            assert!(en.contains(&format!("'{key}':")), "{key} is not in en.ts");
        }
    }
}

/// Plays every step's highlighted move through a tutorial.
fn follow<G: AppGame>(tutorial: &mut Tutorial<G>) {
    while let Some(expected) = tutorial.view().expected {
        tutorial.play(&expected.text).unwrap();
        assert!(tutorial.view().advanced);
    }
}

#[test]
fn a_tutorial_is_followed_to_its_end() {
    for kind in [GameKind::Gobblet, GameKind::Deblockle] {
        let lesson = lesson_for(kind);
        let steps = lesson.steps.len() as u32;
        let view = match kind {
            GameKind::Gobblet => {
                let mut t = Tutorial::<Gobblet>::new(lesson).unwrap();
                follow(&mut t);
                t.view()
            }
            GameKind::Deblockle => {
                let mut t = Tutorial::<Deblockle>::new(lesson).unwrap();
                follow(&mut t);
                t.view()
            }
        };
        assert!(view.done);
        assert_eq!(view.step, steps);
        assert_eq!(view.instruction, lesson.done);
        assert!(view.legal.is_empty() && view.expected.is_none());
        assert_eq!(view.played, None, "nothing followed the winning move");
        assert_eq!(
            view.outcome.and_then(|o| o.winner),
            Some(view.learner),
            "the learner wins the last step"
        );
    }
}

#[test]
fn a_wrong_move_is_explained_and_not_played() {
    let mut t = Tutorial::<Gobblet>::new(&gobblet::lesson::LESSON).unwrap();
    let before = *t.position();
    t.play("4a1").unwrap();
    let view = t.view();
    assert_eq!(*t.position(), before, "the board is unchanged");
    assert_eq!(view.step, 0);
    let mistake = view.mistake.expect("the mistake is explained");
    assert_eq!(mistake.tried, "4a1");
    assert_eq!(mistake.hint, "tutorial.g.enter.hint");
    assert_eq!(view.played, None, "nothing was played to show moving");
    assert_eq!(view.expected.unwrap().text, "4b2");
    // The right move clears the explanation and brings the reply.
    t.play("4b2").unwrap();
    let view = t.view();
    assert_eq!(view.step, 1);
    assert!(view.mistake.is_none());
    assert_eq!(view.reply.as_deref(), Some("4c3"));
    assert_eq!(view.last_move.unwrap().text, "4c3");
    // The learner's move on its own, for the board to show it moving before the reply.
    let played = view.played.expect("the learner's move before the reply");
    assert_eq!(played.last_move.text, "4b2");
    let mut after = before;
    after.play(after.parse_legal_move("4b2").unwrap());
    assert_eq!(played.board, after.board());
    assert_eq!(played.side_to_move, after.side_to_move());
    assert_ne!(played.board, view.board);
}

#[test]
fn a_trap_is_refused_with_its_hint() {
    let mut t = Tutorial::<Gobblet>::new(&gobblet::lesson::LESSON).unwrap();
    follow_until(&mut t, 4);
    let before = *t.position();
    t.play("c3-c1").unwrap();
    assert_eq!(*t.position(), before);
    assert_eq!(
        t.view().mistake.unwrap().hint,
        "tutorial.g.covering.hint".to_owned()
    );
}

fn follow_until<G: AppGame>(tutorial: &mut Tutorial<G>, step: u32) {
    while tutorial.view().step < step {
        let expected = tutorial.view().expected.unwrap();
        tutorial.play(&expected.text).unwrap();
    }
}

#[test]
fn illegal_and_unreadable_moves_are_refused_and_change_nothing() {
    let mut t = Tutorial::<Deblockle>::new(&deblockle::lesson::LESSON).unwrap();
    t.play("4a1").unwrap_err();
    let before = t.view();
    for (text, illegal) in [
        ("b3^w-a1", true),
        ("pass", true),
        ("d4^n-d5", true),
        ("", false),
        ("b3^q", false),
        ("zz9^n", false),
        ("💥", false),
    ] {
        let err = t.play(text).unwrap_err();
        if illegal {
            assert!(matches!(err, AppError::Refused(_)), "{text}: {err:?}");
        } else {
            assert!(matches!(err, AppError::InvalidInput(_)), "{text}: {err:?}");
        }
        assert_eq!(t.view(), before, "{text} changed the tutorial");
    }
}

#[test]
fn back_and_restart_return_to_the_start_of_a_step() {
    let mut t = Tutorial::<Deblockle>::new(&deblockle::lesson::LESSON).unwrap();
    let first = t.view();
    assert!(t.back().is_err(), "nothing before the first step");
    assert_eq!(t.view(), first);
    follow_until(&mut t, 2);
    let second_start = {
        let mut u = Tutorial::<Deblockle>::new(&deblockle::lesson::LESSON).unwrap();
        follow_until(&mut u, 1);
        *u.position()
    };
    t.back().unwrap();
    assert_eq!(t.view().step, 1);
    assert_eq!(*t.position(), second_start);
    follow(&mut t);
    assert!(t.done());
    assert!(t.play("pass").is_err(), "nothing to play once done");
    t.back().unwrap();
    assert_eq!(t.view().step, 6);
    assert!(!t.done());
    t.restart().unwrap();
    assert_eq!(t.view(), first);
}

#[test]
fn a_lesson_of_another_game_is_refused() {
    assert!(Tutorial::<Gobblet>::new(&deblockle::lesson::LESSON).is_err());
    assert!(Tutorial::<Deblockle>::new(&gobblet::lesson::LESSON).is_err());
}
