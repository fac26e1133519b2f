//! Fuzzing the saved-game import (`Store::import_text`), the text a person pastes or picks:
//! arbitrary bytes and mutated valid files never panic, and a file that imports exports to a
//! text that imports again and exports the same (export ∘ import is a fixed point).
//! The long run: `cargo test -p tipgobble-store --test fuzz -- --ignored --nocapture`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use std::cell::RefCell;

use engine::deblockle::{Deblockle, Options};
use engine::fuzz::{corpus, input, long_run, long_run_cases};
use engine::gobblet::Gobblet;
use engine::Player;
use proptest::prelude::*;
use store::Store;

/// Characters of saved-game files, for near misses.
const ALPHABET: &[u8] = b"[]\"\\ \nGameSetupWhiteBlackGoldBlueAIResultReason*onetwodraw0123456789:/-^nesw.()@touch-undoredo";

const APP: &str = "0.1.0-fuzz";

/// Valid saved-game files of both games: random games imported, then exported.
fn files(store: &mut Store) -> Vec<String> {
    let gobblet = corpus(&[Gobblet::standard()], 16, 3);
    let deblockle = corpus(
        &[
            Deblockle::standard(Options::default()).unwrap(),
            Deblockle::quick_setup(
                Options {
                    blocks: [3, 4],
                    no_adjacent: true,
                    first: Player::Two,
                },
                9,
            )
            .unwrap(),
        ],
        8,
        4,
    );
    let mut out = Vec::new();
    for (game, seats, c) in [
        ("gobblet", ["White", "BlackAI"], &gobblet),
        ("deblockle", ["Gold", "BlueAI"], &deblockle),
    ] {
        for (start, actions) in c.starts.iter().zip(&c.actions) {
            let text = format!(
                "[Game \"{game}\"]\n[Setup \"{start}\"]\n[TouchMove \"off\"]\n[{} \"Anna\"]\n[{} \"3\"]\n[Title \"fuzz\"]\n[Date \"2026-12-01\"]\n\n{actions}\n",
                seats[0], seats[1]
            );
            if let Ok(id) = store.import_text(&text, APP) {
                out.push(store.export_text(id).unwrap());
            }
        }
    }
    out
}

/// Imports `bytes` (as the app reads a file: lossy UTF-8); when it imports, checks the round
/// trip. Returns whether it imported.
fn check(store: &mut Store, bytes: &[u8]) -> bool {
    let text = String::from_utf8_lossy(bytes);
    let Ok(id) = store.import_text(&text, APP) else {
        return false;
    };
    let exported = store.export_text(id).unwrap();
    let again = store.import_text(&exported, APP).unwrap_or_else(|e| {
        panic!("{text:?} imported, but its export did not: {e}\n{exported}");
    });
    assert_eq!(store.export_text(again).unwrap(), exported, "{text:?}");
    true
}

thread_local! {
    static STORE: RefCell<(Store, Vec<String>)> = RefCell::new({
        let mut store = Store::open_in_memory().unwrap();
        let files = files(&mut store);
        (store, files)
    });
}

#[test]
fn valid_files_import_and_export_unchanged() {
    STORE.with(|s| {
        let (store, files) = &mut *s.borrow_mut();
        assert!(files.len() >= 24, "{} valid files", files.len());
        for file in files.iter() {
            let id = store.import_text(file, APP).unwrap();
            assert_eq!(&store.export_text(id).unwrap(), file);
        }
    });
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn import_never_panics_on_any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        STORE.with(|s| check(&mut s.borrow_mut().0, &bytes));
    }

    #[test]
    fn import_of_mutated_files_never_panics_and_round_trips(seed in any::<u64>()) {
        STORE.with(|s| {
            let (store, files) = &mut *s.borrow_mut();
            check(store, &input(seed, files, ALPHABET));
        });
    }
}

#[test]
#[ignore = "long run: a million cases"]
fn long_run_of_the_saved_game_import() {
    let mut store = Store::open_in_memory().unwrap();
    let files = files(&mut store);
    long_run(
        "saved-game import",
        long_run_cases(),
        &files,
        ALPHABET,
        |bytes| check(&mut store, bytes),
    );
}
