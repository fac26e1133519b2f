//! Export to text and import back: headers, the action log, and errors naming the line.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

mod common;

use common::{autosave, counter_game, temp_store, Counter};
use engine::{Outcome, Player, WinReason};
use store::{GameResult, GameState, Side, StoreError};

#[test]
fn a_game_exports_with_its_headers_and_action_log() {
    let (_dir, _path, mut store) = temp_store();
    store.set_clock(|| 1_795_962_142_000); // 2026-11-29T14:22:22Z
    let mut new = counter_game();
    new.title = Some("Say \"hi\" \\ bye".into());
    new.variants = vec!["no-adjacent".into()];
    let id = store.create_game(&new).unwrap();
    autosave(&mut store, id, &["1", "touch:0", "0", "1", "1", "1"]);
    let text = store.export_text(id).unwrap();
    let expected = format!(
        "[Game \"gobblet\"]\n\
         [Setup \"0 one\"]\n\
         [TouchMove \"on\"]\n\
         [White \"Anna\"]\n\
         [BlackAI \"3\"]\n\
         [Variants \"no-adjacent\"]\n\
         [Handicaps \"first:one\"]\n\
         [Title \"Say \\\"hi\\\" \\\\ bye\"]\n\
         [Date \"2026-11-29T14:22:22Z\"]\n\
         [Result \"one\"]\n\
         [Reason \"line-of-four\"]\n\
         [App \"0.1.0-test\"]\n\
         [Engine \"{}\"]\n\
         \n\
         1 touch:0 0 1 1 1\n",
        store::ENGINE_VERSION
    );
    assert_eq!(text, expected);
}

#[test]
fn an_exported_game_imports_back_the_same() {
    let (_dir, _path, mut store) = temp_store();
    let mut new = counter_game();
    new.title = Some("Say \"hi\" \\ bye".into());
    new.one = Side::ai(5);
    new.two = Side::person("Bo");
    let id = store.create_game(&new).unwrap();
    // More than one line of actions, with every kind of action.
    let actions = [
        "1",
        "0",
        "offer-draw",
        "decline-draw",
        "touch:1",
        "1",
        "undo",
        "redo",
        "1",
        "resign:two",
        "undo",
    ];
    autosave(&mut store, id, &actions);
    let text = store.export_text(id).unwrap();
    let copy = store.import_text_as::<Counter>(&text, "0.2.0").unwrap();
    assert_ne!(copy, id);
    let (a, b) = (
        store.saved_game(id).unwrap(),
        store.saved_game(copy).unwrap(),
    );
    assert_eq!(b.actions, a.actions);
    assert_eq!(b.setup, a.setup);
    assert_eq!(b.touch_move, a.touch_move);
    assert_eq!(b.summary.one, Side::ai(5));
    assert_eq!(b.summary.two, Side::person("Bo"));
    assert_eq!(b.summary.title, a.summary.title);
    assert_eq!(b.summary.handicaps, a.summary.handicaps);
    assert_eq!(b.summary.state, GameState::Playing);
    assert_eq!((b.summary.plies, a.summary.plies), (Some(4), Some(4)));
    assert_eq!(b.summary.created_at / 1000, a.summary.created_at / 1000);
    assert_eq!(b.app_version, "0.2.0");
    assert_eq!(
        store
            .export_text(copy)
            .unwrap()
            .replace("0.2.0", "0.1.0-test"),
        text
    );
    assert_eq!(store.load_as::<Counter>(copy).unwrap().position().value, 2);
}

#[test]
fn an_imported_finished_game_gets_its_result_and_length_from_the_replay() {
    let (_dir, _path, mut store) = temp_store();
    let text = "[Game \"gobblet\"]\n[Setup \"0 two\"]\n[White \"Anna\"]\n[Black \"Bo\"]\n\
                [Result \"two\"]\n\n0 1 0\n0 0\n";
    let id = store.import_text_as::<Counter>(text, "0.1.0").unwrap();
    let saved = store.saved_game(id).unwrap();
    assert_eq!(
        saved.result,
        Some(GameResult::from(Outcome::Win {
            winner: Player::Two,
            reason: WinReason::LineOfFour
        }))
    );
    assert_eq!(saved.summary.plies, Some(5));
    assert!(!saved.touch_move);
}

/// Imports `text` and expects an error at `line` whose message contains `words`.
fn expect_error(text: &str, line: usize, words: &str) {
    let (_dir, _path, mut store) = temp_store();
    match store.import_text_as::<Counter>(text, "0.1.0") {
        Err(StoreError::Import { line: got, message }) => {
            assert_eq!(got, line, "{message}");
            assert!(message.contains(words), "{message:?} lacks {words:?}");
        }
        other => panic!("expected an import error, got {other:?}"),
    }
    assert!(store.list_games().unwrap().is_empty(), "nothing is stored");
}

const HEAD: &str = "[Game \"gobblet\"]\n[Setup \"0 one\"]\n[White \"Anna\"]\n[BlackAI \"2\"]\n";

#[test]
fn a_bad_file_gets_an_error_naming_its_line() {
    expect_error("", 1, "not a saved game");
    expect_error("hello world", 1, "not a saved game");
    expect_error("[Game \"chess\"]\n", 1, "unknown game");
    expect_error("[Game \"deblockle\"]\n", 1, "cannot be read as gobblet");
    expect_error("[Game gobblet]\n", 1, "double quotes");
    expect_error("[Game \"gobblet\"]\n[Game \"gobblet\"]\n", 2, "repeated");
    expect_error("[Game \"gobblet\"]\n[White \"Anna\"]\n\n1\n", 4, "Setup");
    expect_error("[Game \"gobblet\"]\n[Setup \"7 one\"]\n", 2, "bad setup");
    expect_error(
        "[Game \"gobblet\"]\n[Setup \"0 one\"]\n[White \"Anna\"]\n",
        4,
        "Black",
    );
    expect_error(&format!("{HEAD}[WhiteAI \"3\"]\n"), 5, "cannot both");
    expect_error(
        "[Game \"gobblet\"]\n[Setup \"0 one\"]\n[WhiteAI \"9\"]\n[Black \"B\"]\n",
        3,
        "AI level 9",
    );
    expect_error(&format!("{HEAD}[TouchMove \"yes\"]\n"), 5, "TouchMove");
    expect_error(&format!("{HEAD}[Date \"yesterday\"]\n"), 5, "bad date");
    expect_error(&format!("{HEAD}[Title \"a\\nb\"]\n"), 5, "escaped");
    expect_error(
        &format!("{HEAD}\n1 1\n0 0\n0 2 1\n"),
        8,
        "action 6 of 7 (2)",
    );
    expect_error(&format!("{HEAD}\n1 1\nredo\n"), 7, "nothing to redo");
    expect_error(&format!("{HEAD}\n1 1 1\n0\n"), 7, "the game is over");
    expect_error(&format!("{HEAD}\n1\n[Result \"*\"]\n"), 7, "header after");
    expect_error(
        &format!("{HEAD}[Result \"one\"]\n\n1\n"),
        5,
        "the moves give \"*\"",
    );
    expect_error(&format!("{HEAD}[Result \"1-0\"]\n\n1 1 1\n"), 5, "expected");
    expect_error(
        &format!("{HEAD}[Result \"one\"]\n[Reason \"reveal\"]\n\n1 1 1\n"),
        6,
        "line-of-four",
    );
    expect_error(&format!("{HEAD}[Variants \"a\\\"b\"]\n"), 5, "variant");
}

#[test]
fn unknown_headers_are_ignored_and_missing_optional_ones_have_defaults() {
    let (_dir, _path, mut store) = temp_store();
    store.set_clock(|| 42_000);
    let text = format!("{HEAD}[Event \"club night\"]\n\n  1   0 \n\n");
    let id = store.import_text_as::<Counter>(&text, "0.1.0").unwrap();
    let saved = store.saved_game(id).unwrap();
    assert_eq!(saved.actions, ["1", "0"]);
    assert_eq!(saved.summary.created_at, 42_000);
    assert_eq!(saved.summary.two, Side::ai(2));
    assert!(saved.summary.variants.is_empty());
}

#[test]
fn mangled_files_never_panic_and_either_import_or_name_a_line() {
    let (_dir, _path, mut store) = temp_store();
    let id = store.create_game(&counter_game()).unwrap();
    autosave(
        &mut store,
        id,
        &["1", "touch:0", "0", "offer-draw", "decline-draw", "1", "1"],
    );
    store.rename(id, Some("Ünïcödé \"quoted\"")).unwrap();
    let original: Vec<char> = store.export_text(id).unwrap().chars().collect();
    let alphabet: Vec<char> = "[]\"\\ \n01-:aéЖ😀\u{0}\t".chars().collect();
    let mut rng = fastrand::Rng::with_seed(3);
    let mut imported = 0;
    for _ in 0..600 {
        let mut text = original.clone();
        for _ in 0..rng.usize(1..4) {
            let at = rng.usize(0..=text.len());
            match rng.u8(0..3) {
                0 if at < text.len() => {
                    text.remove(at);
                }
                1 if at < text.len() => text[at] = alphabet[rng.usize(0..alphabet.len())],
                _ => text.insert(at, alphabet[rng.usize(0..alphabet.len())]),
            }
        }
        let text: String = text.into_iter().collect();
        let lines = text.lines().count().max(1);
        match store.import_text_as::<Counter>(&text, "0.1.0") {
            Ok(_) => imported += 1,
            Err(StoreError::Import { line, .. }) => assert!(line >= 1 && line <= lines + 1),
            Err(other) => panic!("{other:?} for {text:?}"),
        }
    }
    assert!(imported > 0 && imported < 600, "{imported}");
}
