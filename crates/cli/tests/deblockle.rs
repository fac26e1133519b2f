//! `tipgobble` driving Deblockle, run as a real binary.
// Test helpers may unwrap: a failure is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::{Command, Output};

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
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Runs a command that must fail with exit code 2 and one line on stderr; returns it.
fn fails(args: &[&str]) -> String {
    let out = run(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(out.stdout.is_empty());
    err
}

const START: &str = "Gc1:S/L,Ge1:S/L,Gc3:S/L,Ge3:S/L,Bc5:S/H,Be5:S/H,Bc7:S/H,Be7:S/H 0-0 gold";
const STUCK: &str = "Ga1:X/T,Gc1:X/T,Gd1:X/T,Gf1:X/T,Bb1:X/T,Be1:X/T,Bg1:S/L 0-0 gold";

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
fn start_gives_the_standard_setup_or_the_quick_setup_of_a_seed() {
    assert_eq!(ok(&["start", "deblockle"]), format!("{START}\n"));
    assert_eq!(
        ok(&["start", "deblockle", "--blocks", "2,2"]),
        "Gc1:S/L,Ge1:S/L,Bc7:S/H,Be7:S/H 0-0 gold\n"
    );
    assert_eq!(
        ok(&[
            "start",
            "deblockle",
            "--blocks=1,3",
            "--no-adjacent",
            "--first",
            "blue"
        ]),
        "Gd1:S/L,Bd5:S/H,Bc7:S/H,Be7:S/H 0-0 blue no-adjacent\n"
    );
    assert_eq!(
        ok(&["start", "deblockle", "--seed", "0"]),
        "Gc1:T/H,Ge1:S/X,Gc3:T/C,Ge3:L/X,Bc5:S/L,Be5:C/L,Bc7:H/X,Be7:T/L 0-0 gold\n"
    );
    assert_eq!(
        ok(&["start", "deblockle", "--seed", "5"]),
        ok(&["start", "deblockle", "--seed=5"])
    );
}

#[test]
fn moves_lists_every_legal_move_and_pass_when_deblockled() {
    let moves = ok(&["moves", "deblockle", START]);
    assert_eq!(moves.lines().count(), 58);
    assert!(moves.lines().any(|m| m == "c3^s-g2"));
    assert_eq!(ok(&["moves", "deblockle", STUCK]), "pass\n");
}

#[test]
fn perft_counts_passes_as_moves_and_finished_games_as_leaves() {
    assert_eq!(ok(&["perft", "deblockle", START, "3"]), "157601\n");
    assert_eq!(
        ok(&[
            "perft",
            "deblockle",
            "Gc1:S/L,Ge1:S/L,Bc7:S/H,Be7:S/H 0-0 gold",
            "3"
        ]),
        "17241\n"
    );
    // The pass is the one move; after it Blue's g1 block has its moves.
    assert_eq!(ok(&["perft", "deblockle", STUCK, "1"]), "1\n");
    let blue_moves = ok(&["moves", "deblockle", &STUCK.replace("gold", "blue")]);
    assert_eq!(
        ok(&["perft", "deblockle", STUCK, "2"]),
        format!("{}\n", blue_moves.lines().count())
    );
    // A won game is a leaf at any depth.
    assert_eq!(ok(&["perft", "deblockle", "Gc1:S/L 1-1 gold", "4"]), "1\n");
    let divide = ok(&["perft", "deblockle", START, "2", "--divide"]);
    assert!(divide.ends_with("total 3269\n"), "{divide}");
}

#[test]
fn show_draws_each_block_with_its_top_and_north_face() {
    let board = ok(&["show", "deblockle", START]);
    assert!(board.contains("GS/L"), "{board}");
    assert!(board.contains("BS/H"), "{board}");
    assert_eq!(board.matches('*').count(), 2, "{board}");
    assert!(board.contains("gold to move"), "{board}");
}

#[test]
fn apply_plays_moves_including_pass_and_reports_the_result() {
    assert_eq!(
        ok(&["apply", "deblockle", START, "c3^s-g2", "c5^s-c5"]),
        "Gc1:S/L,Ge1:S/L,Gg2:L/T,Ge3:S/L,Bc5:H/T,Be5:S/H,Bc7:S/H,Be7:S/H 0-0 gold\n"
    );
    let after_pass = ok(&["apply", "deblockle", STUCK, "pass"]);
    assert!(after_pass.ends_with(" 0-0 blue\n"), "{after_pass}");
    assert_eq!(
        ok(&["apply", "deblockle", "Gd5:X/T,Bg7:S/H 1-0 gold", "d5^n"]),
        "Bg7:S/H 2-0 blue\nresult: one wins by all-blocks-removed\n"
    );
    let drawn = "Ga1:X/T,Gc1:X/T,Gd1:X/T,Gf1:X/T,Bb1:X/T,Be1:X/T,Bg1:X/T 0-0 gold";
    assert!(ok(&["apply", "deblockle", drawn]).ends_with("result: draw by neither-can-move\n"));
}

#[test]
fn bad_input_is_one_line_and_exit_code_2_an_illegal_move_exit_code_1() {
    let err = fails(&["moves", "deblockle", "Gc1:S/Q,Bc7:S/H 0-0 gold"]);
    assert!(err.contains("column 6"), "{err}");
    fails(&["moves", "deblockle"]);
    fails(&["perft", "deblockle", START, "x"]);
    fails(&["perft", "deblockle", START]);
    let err = refused(&["apply", "deblockle", START, "c3^s-g2", "c3^n-c4"]);
    assert!(err.contains("move 2"), "{err}");
    fails(&["apply", "deblockle", START, "c3^q"]);
    refused(&["apply", "deblockle", START, "pass"]);
    fails(&["start", "deblockle", "--blocks", "5,4"]);
    fails(&["start", "deblockle", "--blocks", "0,4"]);
    fails(&["start", "deblockle", "--blocks", "x"]);
    fails(&["start", "deblockle", "--seed", "-1"]);
    fails(&["start", "deblockle", "--first", "red"]);
    fails(&["start", "deblockle", "--stacks", "2,2"]);
    fails(&["show", "deblockle", START, "extra"]);
    fails(&["frobnicate", "deblockle", START]);
    fails(&["show", "deblockle", "Gc1:S/L,Bc7:S/H 0-0 gold\nsecond line"]);
}
