//! The Gobblet lesson: enter a piece, move it, gobble, the three-in-a-line exception,
//! why covering matters (the reveal rule), and four in a line. The learner plays White.

use engine::{GameKind, WinReason};

use crate::games::lesson::{Goal, Lesson, Step, Trap};

/// Black's rank 3 is a line of four once White's piece on c3 is lifted: the scene of the
/// reveal rule, where White goes on to make four in a line on rank 1.
const COVERING: &str = "..../B4B3(B2W4)B4/..../W4W3.. W:432 B:431 W";

/// The steps of the Gobblet tutorial.
const STEPS: &[Step] = &[
    Step {
        setup: None,
        instruction: "tutorial.g.enter",
        hint: "tutorial.g.enter.hint",
        expected: &["4b2"],
        goal: Goal::Enter,
        reply: Some("4c3"),
        trap: None,
    },
    Step {
        setup: None,
        instruction: "tutorial.g.move",
        hint: "tutorial.g.move.hint",
        expected: &["b2-d2"],
        goal: Goal::BoardMove,
        reply: Some("3b3"),
        trap: None,
    },
    Step {
        setup: None,
        instruction: "tutorial.g.gobble",
        hint: "tutorial.g.gobble.hint",
        expected: &["d2-b3"],
        goal: Goal::Gobble,
        reply: None,
        trap: None,
    },
    Step {
        setup: Some("B4B2B4./..../.(B3W4)W3./.... W:442 B:431 W"),
        instruction: "tutorial.g.three",
        hint: "tutorial.g.three.hint",
        expected: &["4b4"],
        goal: Goal::GobbleFromStack,
        reply: None,
        trap: None,
    },
    Step {
        setup: Some(COVERING),
        instruction: "tutorial.g.covering",
        hint: "tutorial.g.covering.hint",
        expected: &["3c1"],
        goal: Goal::Enter,
        reply: Some("4a4"),
        trap: Some(Trap {
            mv: "c3-c1",
            goal: Goal::Loss(WinReason::Reveal),
        }),
    },
    Step {
        setup: None,
        instruction: "tutorial.g.win",
        hint: "tutorial.g.win.hint",
        expected: &["4d1"],
        goal: Goal::Win(WinReason::LineOfFour),
        reply: None,
        trap: Some(Trap {
            mv: "c3-d1",
            goal: Goal::Loss(WinReason::Reveal),
        }),
    },
];

/// The Gobblet tutorial.
pub const LESSON: Lesson = Lesson {
    game: GameKind::Gobblet,
    start: "..../..../..../.... W:444 B:444 W",
    steps: STEPS,
    done: "tutorial.g.done",
};

impl crate::games::lesson::Taught for engine::gobblet::Gobblet {
    const LESSON: &'static Lesson = &LESSON;
}
