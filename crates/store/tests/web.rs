//! The store in a browser: `wasm-bindgen-test` in a dedicated Web Worker of headless Chromium
//! (docs/development.md, "WebAssembly"). Nothing on the native targets.
#![cfg(all(target_family = "wasm", target_os = "unknown"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use engine::gobblet::Gobblet;
use engine::{Action, GameKind, GameRecord, Notation};
use store::{GameState, LoadedGame, NewGame, Side, Store};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_dedicated_worker);

const SETUP: &str = "..../..../..../.... W:444 B:444 W";
const ACTIONS: [&str; 4] = ["4a1", "4d4", "touch:a1", "a1-b2"];

/// Creates a game in the store `name` on `vfs`, appends a few actions, opens the store again
/// and loads the game back.
fn save_and_reload(name: &str, vfs: &str) {
    let (mut store, report) = Store::open_on_vfs(name, vfs).unwrap();
    assert_eq!(report.notice, None);
    let id = store
        .create_game(&NewGame {
            kind: GameKind::Gobblet,
            setup: SETUP.into(),
            touch_move: true,
            variants: vec![],
            handicaps: vec![],
            one: Side::person("Anna"),
            two: Side::ai(5),
            title: None,
            app_version: "0.1.0-web".into(),
        })
        .unwrap();
    // The timestamps come from the browser's clock, not a panicking `SystemTime`.
    let created = store.saved_game(id).unwrap().summary.created_at;
    assert!(created > 1_700_000_000_000, "{created}");
    let mut record = GameRecord::new(Gobblet::parse_position(SETUP).unwrap(), true);
    for (seq, text) in (0..).zip(ACTIONS) {
        record.apply(Action::parse(text).unwrap()).unwrap();
        store
            .append_action(id, seq, text, record.moves().len() as u32)
            .unwrap();
    }
    drop(store);

    let (mut store, _) = Store::open_on_vfs(name, vfs).unwrap();
    let listed = store
        .list_unfinished()
        .unwrap()
        .into_iter()
        .find(|g| g.id == id)
        .unwrap();
    assert_eq!(listed.state, GameState::Playing);
    assert_eq!((listed.actions, listed.plies), (4, Some(3)));
    match store.load(id).unwrap() {
        LoadedGame::Gobblet(loaded) => assert_eq!(loaded.position(), record.position()),
        LoadedGame::Deblockle(_) => panic!("a Gobblet game loaded as Deblockle"),
    }
}

#[wasm_bindgen_test]
fn a_game_saved_on_the_in_memory_vfs_reloads() {
    save_and_reload("memory-games.sqlite", "memvfs");
}

#[wasm_bindgen_test]
fn a_store_in_memory_works_in_a_browser() {
    let store = Store::open_in_memory().unwrap();
    assert!(store.list_games().unwrap().is_empty());
}

#[wasm_bindgen_test]
fn a_vfs_that_is_not_registered_is_an_error() {
    assert!(Store::open_on_vfs("games.sqlite", "no-such-vfs").is_err());
}

#[cfg(feature = "web")]
#[wasm_bindgen_test]
async fn a_game_saved_on_the_origin_private_file_system_reloads() {
    let pool = store::web::install_opfs().await.unwrap();
    assert!(pool.capacity() > 0);
    save_and_reload("opfs-games.sqlite", store::web::OPFS_VFS);
}
