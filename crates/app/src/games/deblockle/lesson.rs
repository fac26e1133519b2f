//! The Deblockle lesson: tip a block and hop by the face that comes up (Cross, Slider, X,
//! Hoops), take a block off on the star, pass when Deblockle'd, and win by bringing every
//! block off. The learner plays Gold, on boards with few blocks.

use engine::{GameKind, WinReason};

use crate::games::lesson::{Goal, Lesson, Step};

/// The steps of the Deblockle tutorial.
const STEPS: &[Step] = &[
    Step {
        setup: None,
        instruction: "tutorial.d.tip",
        hint: "tutorial.d.tip.hint",
        expected: &["b3^e-c4"],
        goal: Goal::Face(engine::deblockle::Face::Cross),
        reply: Some("f5^s-f3"),
        trap: None,
    },
    Step {
        setup: None,
        instruction: "tutorial.d.slider",
        hint: "tutorial.d.slider.hint",
        expected: &["c4^s-e3"],
        goal: Goal::Face(engine::deblockle::Face::Slider),
        reply: Some("f3^e-f4"),
        trap: None,
    },
    Step {
        setup: None,
        instruction: "tutorial.d.x",
        hint: "tutorial.d.x.hint",
        expected: &["e3^s-d3", "e3^s-f3", "e3^s-d1", "e3^s-f1"],
        goal: Goal::Face(engine::deblockle::Face::X),
        reply: None,
        trap: None,
    },
    Step {
        setup: Some("Gc3:S/L,Bf4:X/T 0-0 gold"),
        instruction: "tutorial.d.hoops",
        hint: "tutorial.d.hoops.hint",
        expected: &[
            "c3^n-c7", "c3^n-a3", "c3^n-a5", "c3^n-b2", "c3^n-b4", "c3^n-b6", "c3^n-c1", "c3^n-c3",
            "c3^n-c5", "c3^n-d4", "c3^n-e3", "c3^n-e5",
        ],
        goal: Goal::Face(engine::deblockle::Face::Hoops),
        reply: None,
        trap: None,
    },
    Step {
        setup: Some("Gb2:S/L,Gd5:C/T,Bf4:X/T 0-0 gold"),
        instruction: "tutorial.d.star",
        hint: "tutorial.d.star.hint",
        expected: &["d5^n"],
        goal: Goal::Removal,
        reply: None,
        trap: None,
    },
    Step {
        setup: Some("Ga7:C/L,Ba6:S/H,Bb7:T/L 1-0 gold"),
        instruction: "tutorial.d.pass",
        hint: "tutorial.d.pass.hint",
        expected: &["pass"],
        goal: Goal::Pass,
        reply: Some("b7^s-g6"),
        trap: None,
    },
    Step {
        setup: Some("Gc6:X/L,Ba6:S/H,Bg4:C/L 1-0 gold"),
        instruction: "tutorial.d.win",
        hint: "tutorial.d.win.hint",
        expected: &["c6^e"],
        goal: Goal::Win(WinReason::AllBlocksRemoved),
        reply: None,
        trap: None,
    },
];

/// The Deblockle tutorial.
pub const LESSON: Lesson = Lesson {
    game: GameKind::Deblockle,
    start: "Gb3:S/L,Bf5:S/H 0-0 gold",
    steps: STEPS,
    done: "tutorial.d.done",
};

impl crate::games::lesson::Taught for engine::deblockle::Deblockle {
    const LESSON: &'static Lesson = &LESSON;
}
