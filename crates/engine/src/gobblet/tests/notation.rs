//! The Gobblet notation: what it reads, what it writes, and the errors it gives.

use super::pos;
use crate::gobblet::{Gobblet, Move, Size, Square};
use crate::notation::{Diagram, Notation};

fn sq(text: &str) -> Square {
    Gobblet::parse_square(text).unwrap()
}

#[test]
fn moves_are_written_and_read_as_documented() {
    let enter = Move::Enter {
        size: Size::Four,
        to: sq("a1"),
    };
    let board = Move::Board {
        from: sq("a1"),
        to: sq("b2"),
    };
    assert_eq!(enter.to_string(), "4a1");
    assert_eq!(board.to_string(), "a1-b2");
    for (text, mv) in [
        ("4a1", enter),
        ("4@a1", enter),
        (" 4A1 ", enter),
        ("a1-b2", board),
        ("a1b2", board),
        ("A1-B2", board),
    ] {
        assert_eq!(Gobblet::parse_move(text), Ok(mv), "{text}");
    }
    assert_eq!(sq("d4").to_string(), "d4");
    assert_eq!(sq("c2").index(), 6);
}

#[test]
fn bad_moves_say_what_is_wrong_and_where() {
    for (text, column, words) in [
        ("", 0, "empty move"),
        ("5a1", 0, "sizes are 1 to 4"),
        ("0a1", 0, "sizes are 1 to 4"),
        ("4e1", 1, "file a-d"),
        ("4a5", 2, "rank 1-4"),
        ("4a", 2, "rank"),
        ("a1-", 3, "square"),
        ("a1", 2, "target square"),
        ("a1-b2x", 5, "unexpected 'x'"),
        ("a1+b2", 2, "file a-d"),
        ("#", 0, "a move starts"),
        ("  z1", 2, "file a-d"),
    ] {
        let err = Gobblet::parse_move(text).unwrap_err();
        assert_eq!(err.column, column, "{text:?}: {err}");
        assert!(err.message.contains(words), "{text:?}: {err}");
    }
    assert!(Gobblet::parse_square("a1 b").is_err());
    assert!(Gobblet::parse_square("").is_err());
}

#[test]
fn positions_round_trip_exactly() {
    for text in [
        "..../..../..../.... W:444 B:444 W",
        "..../..../..../.... W:4 B:44 B",
        "...B4/.B3.W3/.W4W3B4/B3.(B2W4)W2 W:421 B:421 B",
        "(B1W3)(W2B3W4).(B2W4)/..../.B4../W4... W:331 B:440 B",
        "W4B4W4B4/W4B4W3B3/B3W3B3W3/B2W2B1W1 W:220 B:220 W",
        "(B1W2B3W4)W3B4B2/..../..../.... W:441 B:440 W",
    ] {
        let p = pos(text);
        assert_eq!(p.format_position(), text);
        assert_eq!(pos(&p.format_position()), p);
    }
}

#[test]
fn lenient_input_is_read_to_the_canonical_form() {
    let p = pos("  ..../..../..../(w3b4)w4.. w:424 b:434   black ");
    assert_eq!(
        p.format_position(),
        "..../..../..../(W3B4)W4.. W:442 B:443 B"
    );
    assert_eq!(
        pos("..../..../..../(W4)... W:443 B:444 B").format_position(),
        "..../..../..../W4... W:443 B:444 B"
    );
}

#[test]
fn bad_positions_say_what_is_wrong_and_where() {
    for (text, column, words) in [
        ("", 0, "missing the board"),
        ("..../..../..../...X W:444 B:444 W", 18, "unexpected 'X'"),
        (
            "..../..../..../..... W:444 B:444 W",
            19,
            "more than 4 squares",
        ),
        (
            "..../..../.../.... W:444 B:444 W",
            13,
            "rank 2 has 3 squares",
        ),
        (
            "..../..../..../..../.... W:444 B:444 W",
            19,
            "too many ranks",
        ),
        ("..../..../.... W:444 B:444 W", 14, "ends early"),
        ("..../..../..../W5... W:444 B:444 W", 16, "size 1-4"),
        (
            "..../..../..../(W3B2)... W:444 B:444 W",
            18,
            "grow from bottom to top",
        ),
        (
            "..../..../..../(W3... W:444 B:444 W",
            18,
            "close the stack opened at column 15",
        ),
        ("..../..../..../(W3 W:444 B:444 W", 15, "never closed"),
        ("..../..../..../()... W:444 B:444 W", 15, "empty stack"),
        (
            "..../..../..../.... W:444",
            25,
            "missing Black's external stacks",
        ),
        (
            "..../..../..../.... B:444 W:444 W",
            20,
            "White's external stacks",
        ),
        (
            "..../..../..../.... W:4444 B:444 W",
            22,
            "1 to 3 external stacks",
        ),
        (
            "..../..../..../.... W: B:444 W",
            22,
            "1 to 3 external stacks",
        ),
        ("..../..../..../.... W:454 B:444 W", 23, "0 to 4"),
        (
            "..../..../..../.... W:444 B:444",
            31,
            "missing the side to move",
        ),
        ("..../..../..../.... W:444 B:444 X", 32, "W or B"),
        ("..../..../..../.... W:444 B:444 W W", 34, "unexpected text"),
        ("..../..../..../W4... W:444 B:444 B", 21, "must be 443"),
        (
            "..../..../..../W3... W:443 B:444 B",
            0,
            "more size-3 pieces",
        ),
        (
            "..../..../..../W4W4.. W:4 B:444 B",
            0,
            "only 1 external stack",
        ),
    ] {
        let err = Gobblet::parse_position(text).unwrap_err();
        assert_eq!(err.column, column, "{text:?}: {err}");
        assert!(err.message.contains(words), "{text:?}: {err}");
    }
}

#[test]
fn the_diagram_shows_every_stack_and_whose_turn_it_is() {
    let p = pos("(B1W3)(W2B3W4).(B2W4)/..../.B4../W4... W:331 B:440 B");
    let text = p.diagram();
    assert!(text.ends_with('\n'));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[1],
        "4  W3[B1]       W4[B3 W2]    .            W4[B2]  4"
    );
    assert_eq!(lines[3], "2  .            B4           .            .  2");
    assert!(text.contains("White external stacks (pieces left): 3 3 1"));
    assert!(text.contains("Black external stacks (pieces left): 4 4 0"));
    assert!(text.ends_with("Black to move\n"));
    let over = super::after(&pos("..../..../B4B4../W4W4W4. W:333 B:433 W"), "3d1");
    assert!(over
        .diagram()
        .ends_with("game over: White wins by a line of four\n"));
}
