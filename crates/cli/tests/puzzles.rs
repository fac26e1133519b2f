//! `tipgobble puzzles …`: list, show and verify the shipped sets, generate a small one, and
//! a damaged set file.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tipgobble"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn ok(args: &[&str]) -> String {
    let out = run(args);
    assert!(
        out.status.success(),
        "{args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn temp(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tipgobble-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn list_prints_six_tab_separated_fields_and_show_finds_each_id() {
    for game in ["gobblet", "deblockle"] {
        let listed = ok(&["puzzles", "list", game]);
        let first = listed.lines().next().expect("a puzzle");
        let fields: Vec<&str> = first.split('\t').collect();
        assert_eq!(fields.len(), 6, "{first}");
        assert!(
            fields[5].starts_with("win ") || fields[5].starts_with("only "),
            "{first}"
        );
        let shown = ok(&["puzzles", "show", game, fields[0]]);
        assert!(shown.contains(fields[1]), "{shown}");
        assert!(
            shown.contains(&format!("claim     {}", fields[5])),
            "{shown}"
        );
    }
    let out = run(&["puzzles", "show", "gobblet", "g-nothing"]);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn verify_proves_a_small_set_and_names_a_damaged_line() {
    let set = ai::puzzle::shipped(engine::GameKind::Gobblet).unwrap();
    let small = ai::puzzle::PuzzleSet {
        puzzles: set.puzzles[..2].to_vec(),
        ..set
    };
    let path = temp("small.jsonl", &small.serialize());
    let out = ok(&["puzzles", "verify", path.to_str().unwrap()]);
    assert!(out.contains("2 puzzles, 0 failures"), "{out}");

    let damaged = small
        .serialize()
        .replacen("\"solution\":[\"", "\"solution\":[\"x", 1);
    let path = temp("damaged.jsonl", &damaged);
    let out = run(&["puzzles", "verify", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("line 2"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn generate_writes_a_set_that_verifies() {
    let path = temp("generated.jsonl", "");
    std::fs::remove_file(&path).unwrap();
    let p = path.to_str().unwrap();
    let out = ok(&[
        "puzzles",
        "generate",
        "deblockle",
        "--games",
        "1",
        "--seed",
        "7",
        "--out",
        p,
    ]);
    assert!(out.starts_with("1 games"), "{out}");
    let set = ai::puzzle::PuzzleSet::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(set.game, engine::GameKind::Deblockle);
    let out = ok(&["puzzles", "verify", p]);
    assert!(out.contains(" 0 failures"), "{out}");
}
