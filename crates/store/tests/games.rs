//! Saving games: create, autosave, finish, list, rename, delete, restore, purge, load.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

mod common;

use common::{autosave, counter_game, temp_store, ticking_clock, Counter};
use engine::{Action, GameRecord, Notation, Outcome, Player, WinReason};
use store::{GameResult, GameState, Seat, Side, Store, StoreError};

fn win_for_one() -> GameResult {
    GameResult::from(Outcome::Win {
        winner: Player::One,
        reason: WinReason::LineOfFour,
    })
}

#[test]
fn a_new_game_is_listed_with_everything_it_was_created_with() {
    let (_dir, _path, mut store) = temp_store();
    store.set_clock(ticking_clock(1_000_000));
    let mut new = counter_game();
    new.variants = vec!["no-adjacent".into()];
    new.title = Some("  Sunday  ".into());
    let id = store.create_game(&new).unwrap();
    let saved = store.saved_game(id).unwrap();
    assert_eq!(saved.setup, "0 one");
    assert!(saved.touch_move);
    assert!(saved.actions.is_empty());
    assert_eq!(saved.app_version, "0.1.0-test");
    assert_eq!(saved.engine_version, store::ENGINE_VERSION);
    let s = &saved.summary;
    assert_eq!(s.kind, engine::GameKind::Gobblet);
    assert_eq!(s.one, Side::person("Anna"));
    assert_eq!(s.two, Side::ai(3));
    assert_eq!(s.title.as_deref(), Some("Sunday"));
    assert_eq!(s.variants, ["no-adjacent"]);
    assert_eq!(s.handicaps, ["first:one"]);
    assert_eq!(s.state, GameState::Playing);
    assert_eq!(s.created_at, 1_000_000);
    assert_eq!(store.list_games().unwrap(), vec![s.clone()]);
}

#[test]
fn bad_new_games_are_refused_and_nothing_is_stored() {
    let (_dir, _path, mut store) = temp_store();
    let mut bad_level = counter_game();
    bad_level.two = Side::ai(6);
    let mut empty_name = counter_game();
    empty_name.one = Side::person("   ");
    let mut spaced_variant = counter_game();
    spaced_variant.variants = vec!["no adjacent".into()];
    let mut long_title = counter_game();
    long_title.title = Some("t".repeat(101));
    for game in [bad_level, empty_name, spaced_variant, long_title] {
        assert!(matches!(
            store.create_game(&game),
            Err(StoreError::Invalid(_))
        ));
    }
    assert!(store.list_games().unwrap().is_empty());
}

#[test]
fn actions_are_appended_in_order_and_survive_reopening() {
    let (_dir, path, mut store) = temp_store();
    let id = store.create_game(&counter_game()).unwrap();
    let plies = [1, 2, 2, 2, 2, 3];
    for (i, action) in ["1", "0", "offer-draw", "decline-draw", "touch:1", "1"]
        .iter()
        .enumerate()
    {
        store.append_action(id, i as u32, action, plies[i]).unwrap();
    }
    drop(store);
    let (store, report) = Store::open(&path).unwrap();
    assert_eq!(report.notice, None);
    let saved = store.saved_game(id).unwrap();
    assert_eq!(
        saved.actions,
        ["1", "0", "offer-draw", "decline-draw", "touch:1", "1"]
    );
    assert_eq!(saved.summary.actions, 6);
    assert_eq!(saved.summary.plies, Some(3));
}

#[test]
fn bad_action_text_and_unknown_games_are_refused() {
    let (_dir, _path, mut store) = temp_store();
    let id = store.create_game(&counter_game()).unwrap();
    for bad in ["", "  ", "1 0", "a\u{7}", &"x".repeat(65)] {
        assert!(
            matches!(
                store.append_action(id, 0, bad, 1),
                Err(StoreError::Invalid(_))
            ),
            "{bad:?}"
        );
    }
    assert!(matches!(
        store.append_action(id + 1, 0, "1", 1),
        Err(StoreError::NoSuchGame(_))
    ));
    let saved = store.saved_game(id).unwrap();
    assert!(saved.actions.is_empty());
    assert_eq!(saved.summary.plies, Some(0), "a new game has no moves yet");
}

#[test]
fn the_final_action_records_the_result_and_only_undo_reopens_the_game() {
    let (_dir, _path, mut store) = temp_store();
    let id = store.create_game(&counter_game()).unwrap();
    for plies in 1..=2 {
        store.append_action(id, plies - 1, "1", plies).unwrap();
    }
    store
        .append_final_action(id, 2, "1", &win_for_one(), 3)
        .unwrap();
    let saved = store.saved_game(id).unwrap();
    assert_eq!(saved.result, Some(win_for_one()));
    assert_eq!(saved.summary.plies, Some(3));
    assert_eq!(store.load_as::<Counter>(id).unwrap().position().value, 3);
    assert_eq!(
        saved.summary.state,
        GameState::Finished {
            result: win_for_one()
        }
    );
    assert!(store.list_unfinished().unwrap().is_empty());
    assert!(matches!(
        store.append_action(id, 3, "0", 4),
        Err(StoreError::Finished(_))
    ));
    assert_eq!(store.saved_game(id).unwrap().summary.plies, Some(3));
    store.append_action(id, 3, "undo", 2).unwrap();
    let reopened = store.saved_game(id).unwrap().summary;
    assert_eq!(reopened.state, GameState::Playing);
    assert_eq!(reopened.plies, Some(2));
    assert_eq!(store.list_unfinished().unwrap().len(), 1);
    assert_eq!(store.load_as::<Counter>(id).unwrap().position().value, 2);
}

#[test]
fn a_result_that_does_not_fit_its_reason_is_refused_with_the_action() {
    let (_dir, _path, mut store) = temp_store();
    let id = store.create_game(&counter_game()).unwrap();
    let bad = GameResult {
        winner: Some(Seat::One),
        reason: "agreement".into(),
    };
    assert!(store.append_final_action(id, 0, "1", &bad, 1).is_err());
    assert!(store.saved_game(id).unwrap().actions.is_empty());
}

#[test]
fn unfinished_games_are_listed_newest_first() {
    let (_dir, _path, mut store) = temp_store();
    store.set_clock(ticking_clock(0));
    let a = store.create_game(&counter_game()).unwrap();
    let b = store.create_game(&counter_game()).unwrap();
    let c = store.create_game(&counter_game()).unwrap();
    store.append_action(a, 0, "1", 1).unwrap(); // a is now the most recently changed
    for plies in 1..=2 {
        store.append_action(c, plies - 1, "1", plies).unwrap();
    }
    store
        .append_final_action(c, 2, "1", &win_for_one(), 3)
        .unwrap();
    let c_state = store.saved_game(c).unwrap().summary.state;
    assert!(matches!(c_state, GameState::Finished { .. }));
    let ids: Vec<_> = store
        .list_unfinished()
        .unwrap()
        .iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(ids, [a, b]);
    let all: Vec<_> = store.list_games().unwrap().iter().map(|g| g.id).collect();
    assert_eq!(all, [c, a, b]);
}

#[test]
fn the_listing_shows_the_moves_so_far_through_moves_undo_redo_and_the_end() {
    let (_dir, path, mut store) = temp_store();
    let id = store.create_game(&counter_game()).unwrap();
    let listed = |store: &Store| {
        let games = store.list_games().unwrap();
        assert_eq!(games.len(), 1);
        (games[0].plies, games[0].actions)
    };
    assert_eq!(listed(&store), (Some(0), 0));
    // Each step: the action, and the moves so far the listing must show after it.
    let steps = [
        ("1", 1),
        ("0", 2),
        ("touch:1", 2),
        ("1", 3),
        ("undo", 2),
        ("undo", 1),
        ("offer-draw", 1),
        ("decline-draw", 1),
        ("redo", 2),
        ("redo", 3),
        ("1", 4),
    ];
    // The app applies each action to its record, then saves it with the record's count.
    let mut record = GameRecord::new(Counter::parse_position("0 one").unwrap(), true);
    for (n, &(action, plies)) in steps.iter().enumerate() {
        record.apply(Action::parse(action).unwrap()).unwrap();
        assert_eq!(record.moves().len(), plies, "the engine agrees");
        store
            .append_action(id, n as u32, action, record.moves().len() as u32)
            .unwrap();
        assert_eq!(
            listed(&store),
            (Some(plies as u32), n as u32 + 1),
            "after action {} ({action})",
            n + 1
        );
    }
    // The winning move: a finished game lists its length; undo reopens it one move shorter.
    record.apply(Action::parse("1").unwrap()).unwrap();
    let result = GameResult::from(record.outcome().unwrap());
    let seq = steps.len() as u32;
    store.append_final_action(id, seq, "1", &result, 5).unwrap();
    let games = store.list_games().unwrap();
    assert_eq!(games[0].plies, Some(5));
    assert!(matches!(games[0].state, GameState::Finished { .. }));
    store.append_action(id, seq + 1, "undo", 4).unwrap();
    drop(store);
    let (mut store, _) = Store::open(&path).unwrap();
    let games = store.list_unfinished().unwrap();
    assert_eq!((games[0].plies, games[0].actions), (Some(4), 13));
    // The count the app gave is the one the replay gives.
    let record = store.load_as::<Counter>(id).unwrap();
    assert_eq!(record.moves().len(), 4);
    assert_eq!(record.position().value, 2);
}

#[test]
fn rename_sets_and_clears_the_title() {
    let (_dir, _path, mut store) = temp_store();
    let id = store.create_game(&counter_game()).unwrap();
    store.rename(id, Some("Rematch")).unwrap();
    assert_eq!(
        store.saved_game(id).unwrap().summary.title.as_deref(),
        Some("Rematch")
    );
    store.rename(id, Some("  ")).unwrap();
    assert_eq!(store.saved_game(id).unwrap().summary.title, None);
    store.rename(id, Some("Again")).unwrap();
    store.rename(id, None).unwrap();
    assert_eq!(store.saved_game(id).unwrap().summary.title, None);
    assert!(matches!(
        store.rename(id, Some("a\nb")),
        Err(StoreError::Invalid(_))
    ));
    assert!(matches!(
        store.rename(99, Some("x")),
        Err(StoreError::NoSuchGame(99))
    ));
}

#[test]
fn deleted_games_can_be_restored_until_purged() {
    let (_dir, path, mut store) = temp_store();
    let keep = store.create_game(&counter_game()).unwrap();
    let gone = store.create_game(&counter_game()).unwrap();
    store.append_action(gone, 0, "1", 1).unwrap();
    store.delete(gone).unwrap();
    assert_eq!(store.list_games().unwrap().len(), 1);
    assert_eq!(store.list_deleted().unwrap()[0].id, gone);
    assert!(matches!(
        store.saved_game(gone),
        Err(StoreError::NoSuchGame(_))
    ));
    assert!(matches!(
        store.append_action(gone, 1, "0", 2),
        Err(StoreError::NoSuchGame(_))
    ));
    assert!(matches!(store.delete(gone), Err(StoreError::NoSuchGame(_))));
    store.undelete(gone).unwrap();
    assert_eq!(store.saved_game(gone).unwrap().actions, ["1"]);
    assert_eq!(store.list_games().unwrap()[0].plies, Some(1));
    assert!(matches!(
        store.undelete(gone),
        Err(StoreError::NoSuchGame(_))
    ));

    // Deleted, then the app is killed before it closes: still recoverable on reopen.
    store.delete(gone).unwrap();
    drop(store);
    let (mut store, _) = Store::open(&path).unwrap();
    assert_eq!(store.list_deleted().unwrap().len(), 1);
    assert_eq!(store.purge_deleted().unwrap(), 1);
    assert!(store.list_deleted().unwrap().is_empty());
    assert!(matches!(
        store.undelete(gone),
        Err(StoreError::NoSuchGame(_))
    ));
    assert_eq!(store.list_games().unwrap()[0].id, keep);
    assert_eq!(store.purge_deleted().unwrap(), 0);
}

#[test]
fn loading_replays_the_game_through_the_engine() {
    let (_dir, _path, mut store) = temp_store();
    let id = store.create_game(&counter_game()).unwrap();
    let played = autosave(
        &mut store,
        id,
        &[
            "1",
            "1",
            "undo",
            "redo",
            "touch:0",
            "0",
            "offer-draw",
            "decline-draw",
        ],
    );
    let record = store.load_as::<Counter>(id).unwrap();
    assert_eq!(record.position(), played.position());
    assert_eq!(record.position().value, 1);
    assert_eq!(record.log().len(), 8);
    assert_eq!(
        record.log_text(),
        "1 1 undo redo touch:0 0 offer-draw decline-draw"
    );
}

#[test]
fn a_record_that_does_not_replay_is_reported_marked_and_kept() {
    let (_dir, path, mut store) = temp_store();
    let id = store.create_game(&counter_game()).unwrap();
    let other = store.create_game(&counter_game()).unwrap();
    // As if the app had saved a redo with nothing to redo (a bug, or a damaged file).
    for (seq, (a, plies)) in (0..).zip([("1", 1), ("redo", 1), ("1", 2)]) {
        store.append_action(id, seq, a, plies).unwrap();
    }
    match store.load_as::<Counter>(id) {
        Err(StoreError::Damaged { id: got, reason }) => {
            assert_eq!(got, id);
            assert_eq!(reason, "action 2 (redo) does not replay: nothing to redo");
        }
        other => panic!("expected a damaged game, got {other:?}"),
    }
    drop(store);
    let (mut store, _) = Store::open(&path).unwrap();
    let listed = store.list_unfinished().unwrap();
    assert_eq!(listed.len(), 2, "the damaged game is kept and listed");
    let damaged = listed.iter().find(|g| g.id == id).unwrap();
    assert!(matches!(&damaged.state, GameState::Damaged { reason } if reason.contains("action 2")));
    assert_eq!(store.saved_game(id).unwrap().actions, ["1", "redo", "1"]);
    assert!(
        store.append_action(id, 3, "1", 3).is_err(),
        "nothing is added to a damaged game"
    );
    assert!(store.load_as::<Counter>(other).is_ok());
}

#[test]
fn a_bad_setup_or_a_result_the_moves_do_not_give_is_damage() {
    let (_dir, _path, mut store) = temp_store();
    let mut bad_setup = counter_game();
    bad_setup.setup = "9 one".into();
    let id = store.create_game(&bad_setup).unwrap();
    match store.load_as::<Counter>(id) {
        Err(StoreError::Damaged { reason, .. }) => {
            assert!(reason.starts_with("the setup \"9 one\""))
        }
        other => panic!("{other:?}"),
    }
    let id = store.create_game(&counter_game()).unwrap();
    store
        .append_final_action(id, 0, "1", &win_for_one(), 1)
        .unwrap();
    match store.load_as::<Counter>(id) {
        Err(StoreError::Damaged { reason, .. }) => assert_eq!(
            reason,
            "the saved result says won by one (line-of-four) but the moves give still being played"
        ),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_game_of_another_kind_is_not_loaded_as_this_one() {
    let (_dir, _path, mut store) = temp_store();
    let mut new = counter_game();
    new.kind = engine::GameKind::Deblockle;
    let id = store.create_game(&new).unwrap();
    assert!(matches!(
        store.load_as::<Counter>(id),
        Err(StoreError::WrongGame { .. })
    ));
    assert_eq!(
        store.saved_game(id).unwrap().summary.state,
        GameState::Playing
    );
}

#[test]
fn checking_the_unfinished_games_marks_the_damaged_ones_for_the_listing() {
    let (_dir, _path, mut store) = temp_store();
    let good = store.create_game(&counter_game()).unwrap();
    store.append_action(good, 0, "1", 1).unwrap();
    let bad = store.create_game(&counter_game()).unwrap();
    store.append_action(bad, 0, "9", 1).unwrap();
    let mut other_kind = counter_game();
    other_kind.kind = engine::GameKind::Deblockle;
    let other = store.create_game(&other_kind).unwrap();
    store.append_action(other, 0, "9", 1).unwrap();
    let damaged = store.check_unfinished_as::<Counter>().unwrap();
    assert_eq!(damaged.len(), 1);
    assert_eq!(damaged[0].0, bad);
    assert!(
        damaged[0].1.starts_with("action 1 (9) does not replay"),
        "{}",
        damaged[0].1
    );
    let states: Vec<_> = store
        .list_unfinished()
        .unwrap()
        .into_iter()
        .map(|g| (g.id, matches!(g.state, GameState::Damaged { .. })))
        .collect();
    assert!(states.contains(&(good, false)));
    assert!(states.contains(&(bad, true)));
    assert!(
        states.contains(&(other, false)),
        "only games of this kind are checked"
    );
}

#[test]
fn only_a_game_with_nothing_in_it_is_dropped_as_empty() {
    let (_dir, _path, mut store) = temp_store();
    let empty = store.create_game(&counter_game()).unwrap();
    let played = store.create_game(&counter_game()).unwrap();
    autosave(&mut store, played, &["1"]);
    let touched = store.create_game(&counter_game()).unwrap();
    store.append_action(touched, 0, "touch:0", 0).unwrap();
    let titled = store.create_game(&counter_game()).unwrap();
    store.rename(titled, Some("A position to study")).unwrap();
    let deleted = store.create_game(&counter_game()).unwrap();
    store.delete(deleted).unwrap();
    // One by one: only the game with no action, no title, not deleted goes.
    for id in [played, touched, titled, deleted] {
        assert!(!store.drop_if_empty(id).unwrap(), "game {id} is kept");
    }
    assert!(store.drop_if_empty(empty).unwrap());
    assert!(matches!(
        store.saved_game(empty),
        Err(StoreError::NoSuchGame(_))
    ));
    // All at once, but the one kept: the deleted game waits for its undo window.
    let a = store.create_game(&counter_game()).unwrap();
    let b = store.create_game(&counter_game()).unwrap();
    assert_eq!(store.purge_empty(Some(b)).unwrap(), 1);
    assert!(store.saved_game(a).is_err());
    assert!(store.saved_game(b).is_ok());
    assert_eq!(
        store.purge_empty(None).unwrap(),
        1,
        "b too, when nothing is kept"
    );
    store.undelete(deleted).unwrap();
    assert_eq!(store.list_games().unwrap().len(), 4);
}

#[test]
fn an_imports_hidden_games_show_all_at_once_or_go() {
    let (_dir, _path, mut store) = temp_store();
    let text = "[Game \"gobblet\"]\n[Setup \"..../..../..../.... W:444 B:444 W\"]\n\
                [White \"Anna\"]\n[Black \"Bo\"]\n\n4a1 4a4\n";
    let games: Vec<_> = (0..3)
        .map(|_| store.prepare_import(text, "0.1.0-test").unwrap())
        .collect();
    let mark = store.new_import_mark().unwrap();
    let ids = store.store_hidden(&games, mark).unwrap();
    assert_eq!(ids.len(), 3);
    // Stored, yet seen by nothing: not listed, not deleted, not restorable, not readable.
    assert!(store.list_games().unwrap().is_empty());
    assert!(store.list_deleted().unwrap().is_empty());
    assert!(matches!(
        store.undelete(ids[0]),
        Err(StoreError::NoSuchGame(_))
    ));
    assert!(matches!(
        store.saved_game(ids[0]),
        Err(StoreError::NoSuchGame(_))
    ));
    // Another import's mark is its own: dropped, it leaves the first import's games.
    let other = store.new_import_mark().unwrap();
    assert_ne!(other, mark);
    store.store_hidden(&games[..1], other).unwrap();
    assert_eq!(store.drop_hidden(other).unwrap(), 1);
    assert_eq!(store.show_hidden(mark).unwrap(), 3);
    let listed: Vec<_> = store.list_games().unwrap().iter().map(|g| g.id).collect();
    assert_eq!(listed.len(), 3);
    assert!(ids.iter().all(|id| listed.contains(id)));
    // Left hidden by an import that stopped midway: removed with the deleted games.
    let left = store.new_import_mark().unwrap();
    store.store_hidden(&games[..2], left).unwrap();
    assert_eq!(store.purge_deleted().unwrap(), 2);
    assert_eq!(store.list_games().unwrap().len(), 3);
}
