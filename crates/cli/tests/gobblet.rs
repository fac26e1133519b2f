//! `tipgobble … gobblet`: every command's output on known positions, and bad input.
// Test helpers outside #[test] functions may fail loudly, like the tests themselves.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::process::{Command, Output};

const START: &str = "..../..../..../.... W:444 B:444 W";
const MIDDLE: &str = "(B1W3)(W2B3W4).(B2W4)/..../.B4../W4... W:331 B:440 B";

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tipgobble"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Runs a command that must succeed and returns its stdout.
fn ok(args: &[&str]) -> String {
    let out = run(args);
    assert!(
        out.status.success(),
        "{args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty());
    String::from_utf8(out.stdout).unwrap()
}

/// Runs a command that must fail with exit code 2 and one line on stderr; returns that line.
fn fails(args: &[&str]) -> String {
    let out = run(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{args:?}: one line, got {err:?}");
    assert!(err.starts_with("error: "), "{err}");
    assert!(
        !err.contains("panicked") && !err.contains("backtrace"),
        "{err}"
    );
    err
}

/// Runs a command the rules refuse: exit code 1, one line on stderr; returns that line.
fn refused(args: &[&str]) -> String {
    let out = run(args);
    assert_eq!(out.status.code(), Some(1), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{args:?}: one line, got {err:?}");
    assert!(err.starts_with("error: "), "{err}");
    err
}

#[test]
fn start_prints_the_start_position_with_its_handicaps() {
    assert_eq!(ok(&["start", "gobblet"]), format!("{START}\n"));
    assert_eq!(
        ok(&["start", "gobblet", "--stacks", "2,1", "--first", "black"]),
        "..../..../..../.... W:44 B:4 B\n"
    );
    assert_eq!(
        ok(&["start", "gobblet", "--stacks=3,2"]),
        "..../..../..../.... W:444 B:44 W\n"
    );
    assert_eq!(
        ok(&["start", "Gobblet", "--first", "white"]),
        format!("{START}\n")
    );
}

#[test]
fn moves_lists_every_legal_move_sorted() {
    let out = ok(&["moves", "gobblet", START]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 16);
    assert_eq!(lines[0], "4a1");
    assert_eq!(lines[15], "4d4");
    let out = ok(&["moves", "gobblet", MIDDLE]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 24);
    assert!(
        lines.contains(&"4c4") && lines.contains(&"4a4"),
        "gobbles of White's 3 and the empty c4"
    );
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(sorted, lines);
}

#[test]
fn perft_counts_leaf_sequences() {
    assert_eq!(ok(&["perft", "gobblet", START, "3"]), "10080\n");
    assert_eq!(ok(&["perft", "gobblet", MIDDLE, "2"]), "1567\n");
    let divide = ok(&["perft", "gobblet", START, "2", "--divide"]);
    assert!(divide.starts_with("4a1 15\n"));
    assert!(divide.ends_with("total 240\n"));
}

#[test]
fn show_draws_the_board() {
    let out = ok(&["show", "gobblet", MIDDLE]);
    assert!(
        out.contains("4  W3[B1]       W4[B3 W2]    .            W4[B2]  4"),
        "{out}"
    );
    assert!(out.ends_with("Black to move\n"));
}

#[test]
fn apply_plays_moves_and_reports_the_result() {
    assert_eq!(
        ok(&["apply", "gobblet", START, "4a1", "4@b2", "a1-a2"]),
        "..../..../W4B4../.... W:443 B:443 B\n"
    );
    assert_eq!(ok(&["apply", "gobblet", START]), format!("{START}\n"));
    let out = ok(&[
        "apply",
        "gobblet",
        "..../..../..../W4W4W2(W3B4) W:431 B:443 B",
        "d1-d3",
    ]);
    assert_eq!(
        out,
        "..../...B4/..../W4W4W2W3 W:431 B:443 W\nresult: one wins by reveal\n"
    );
}

#[test]
fn bad_input_exits_with_code_2_and_an_illegal_move_with_1_each_with_one_line() {
    let err = fails(&["moves", "gobblet", "..../..../..../...X W:444 B:444 W"]);
    assert!(
        err.contains("bad position") && err.contains("column 18"),
        "{err}"
    );
    let err = refused(&["apply", "gobblet", START, "4a1", "a1-b2"]);
    assert!(
        err.contains("move 2 (a1-b2)") && err.contains("illegal"),
        "{err}"
    );
    let err = fails(&["apply", "gobblet", START, "4e9"]);
    assert!(err.contains("move 1 (4e9)"), "{err}");
    let err = fails(&["start", "gobblet", "--colour", "red"]);
    assert!(err.contains("--colour"), "{err}");
    let err = fails(&["moves", "gobblet", START, "--fast"]);
    assert!(err.contains("--fast"), "{err}");
    let err = fails(&["perft", "gobblet", START]);
    assert!(err.contains("missing depth"), "{err}");
    let err = fails(&["perft", "gobblet", START, "x"]);
    assert!(err.contains("bad depth"), "{err}");
    let err = fails(&["moves", "gobblet"]);
    assert!(err.contains("missing position"), "{err}");
    let err = fails(&["show"]);
    assert!(err.contains("missing game"), "{err}");
    fails(&[]);
    fails(&["start", "chess"]);
    fails(&["dance", "gobblet", START]);
    let err = fails(&["start", "gobblet", "--stacks", "0,3"]);
    assert!(err.contains("1, 2 or 3"), "{err}");
    fails(&["start", "gobblet", "--stacks", "3"]);
    fails(&["start", "gobblet", "--stacks"]);
    fails(&["start", "gobblet", "--first", "red"]);
    fails(&["show", "gobblet", "(((((\u{1F600}"]);
}

#[test]
fn an_illegal_move_at_the_start_is_refused_with_exit_code_1() {
    let err = refused(&["apply", "gobblet", START, "a1-b2"]);
    assert!(err.contains("move 1 (a1-b2)"), "{err}");
}

#[test]
fn help_and_version_print_to_stdout_and_exit_0() {
    for args in [&["--help"][..], &["-h"], &["help"]] {
        let out = ok(args);
        assert!(out.contains("Usage: tipgobble"), "{args:?}: {out}");
        assert!(out.contains("perft"), "{args:?}: every command is listed");
    }
    let long = ok(&["--help"]);
    assert!(long.contains("Exit codes:"), "{long}");
    assert!(
        long.contains("1  a well-formed request the rules refuse"),
        "{long}"
    );
    assert!(long.contains("2  a usage or parse error"), "{long}");
    for command in [
        "start", "moves", "perft", "show", "apply", "bestmove", "match", "bench",
    ] {
        let out = ok(&["help", command]);
        assert!(
            out.contains(&format!("Usage: tipgobble {command}")),
            "{command}: {out}"
        );
        assert!(
            out.contains(&format!("  tipgobble {command} ")),
            "{command} has an example: {out}"
        );
        assert_eq!(ok(&[command, "--help"]), out);
    }
    let version = ok(&["--version"]);
    assert_eq!(
        version,
        format!("tipgobble {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_a_parse_error_not_a_panic() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    for args in [
        vec![
            OsStr::new("moves"),
            OsStr::new("gobblet"),
            OsStr::from_bytes(b"\xff"),
        ],
        vec![OsStr::from_bytes(b"\xff")],
        vec![OsStr::new("start"), OsStr::from_bytes(b"gob\xffblet")],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_tipgobble"))
            .args(&args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err:?}");
        assert!(
            err.starts_with("error: ") && !err.contains("panicked"),
            "{err}"
        );
    }
}

#[test]
fn perft_of_a_finished_position_is_1_at_any_depth_and_deep_perft_is_refused() {
    let over = "..../..../B4B4../W4W4W4W3 W:332 B:433 B";
    assert_eq!(ok(&["perft", "gobblet", over, "4000000000"]), "1\n");
    let err = fails(&["perft", "gobblet", START, "100000000"]);
    assert!(err.contains("at most 64"), "{err}");
    fails(&["perft", "gobblet", START, "99999999999"]);
}

/// `analyse`: each move of a saved game with its class; the missed win in 1 and the move that
/// allows one are blunders, the first with the winning move named.
#[test]
fn analyse_prints_each_move_with_its_class_and_the_better_move() {
    let dir = std::env::temp_dir().join(format!("tipgobble-analyse-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.txt");
    std::fs::write(
        &file,
        "[Game \"gobblet\"]\n[Setup \"..../..../W3W4.W4/W3B4B4B3 W:422 B:432 W\"]\n\
         [White \"Anna\"]\n[BlackAI \"1\"]\n\n4d1 4a2 d1-a3 a2-a1\n",
    )
    .unwrap();
    let out = run(&[
        "analyse",
        "gobblet",
        file.to_str().unwrap(),
        "--nodes",
        "200000",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    assert!(
        lines[1].starts_with("1\t4d1\t") && lines[1].ends_with("\tblunder\ta1-c2 (wins in 1)"),
        "{text}"
    );
    assert!(
        lines[3].starts_with("3\td1-a3\tloses in 1\tloses in 1\tblunder\t"),
        "{text}"
    );
    assert!(
        lines[4].starts_with("4\ta2-a1\twins in 1\twins in 1\tbest"),
        "{text}"
    );
    std::fs::write(&file, "4a1 4b2\n").unwrap();
    assert!(fails(&["analyse", "gobblet", file.to_str().unwrap()]).contains("no [Setup"));
    std::fs::remove_dir_all(&dir).unwrap();
}
