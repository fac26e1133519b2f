//! Real games saved action by action, loaded back through their engine, exported and
//! imported: what the app does, with random but legal play.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

mod common;

use common::temp_store;
use engine::deblockle::Deblockle;
use engine::gobblet::Gobblet;
use engine::{Action, GameKind, GameRecord, Notation};
use store::{GameId, GameResult, GameState, LoadedGame, NewGame, Side, Store, StoreError};

/// Plays a random game of up to `max_actions` actions from `setup`, saving each action as
/// the app does (the final one with the result), with undo, redo, draw offers and the odd
/// resignation. Returns the game and the record as played.
fn play_and_save<G: Notation>(
    store: &mut Store,
    setup: &str,
    touch_move: bool,
    seed: u64,
    max_actions: usize,
) -> (GameId, GameRecord<G>) {
    let mut rng = fastrand::Rng::with_seed(seed);
    let start = G::parse_position(setup).unwrap();
    let id = store
        .create_game(&NewGame {
            kind: G::KIND,
            setup: start.format_position(),
            touch_move,
            variants: vec![],
            handicaps: vec![],
            one: Side::person("Anna"),
            two: Side::ai(rng.u8(1..=5)),
            title: None,
            app_version: "test".into(),
        })
        .unwrap();
    let mut record = GameRecord::new(start, touch_move);
    let mut moves = Vec::new();
    for seq in 0..max_actions as u32 {
        let action = if let Some(square) = record.touched() {
            // Touch-move: the touched piece must be moved now.
            record.position().legal_moves(&mut moves);
            moves.retain(|&mv| G::move_origin(mv) == Some(square));
            Action::Move(moves[rng.usize(0..moves.len())])
        } else if record.outcome().is_some() {
            if rng.u8(0..3) == 0 {
                Action::Undo
            } else {
                break;
            }
        } else {
            match rng.u8(0..100) {
                0..=5 if record.can_undo() => Action::Undo,
                6..=8 if record.can_redo() => Action::Redo,
                9..=10 if record.draw_offer().is_none() => Action::OfferDraw,
                11 => Action::Resign(record.position().side_to_move()),
                12..=19 if touch_move && record.draw_offer().is_none() => {
                    record.position().legal_moves(&mut moves);
                    moves.retain(|&mv| G::move_origin(mv).is_some());
                    match moves.get(rng.usize(0..moves.len().max(1))) {
                        Some(&mv) => Action::Touch(G::move_origin(mv).unwrap()),
                        None => Action::Resign(record.position().side_to_move()),
                    }
                }
                _ if record.draw_offer().is_some() => Action::DeclineDraw,
                _ => {
                    record.position().legal_moves(&mut moves);
                    Action::Move(moves[rng.usize(0..moves.len())])
                }
            }
        };
        record.apply(action).unwrap();
        let text = action.to_string();
        // The app saves each action with the moves so far once it is applied.
        match record.outcome() {
            Some(outcome) => store
                .append_final_action(
                    id,
                    seq,
                    &text,
                    &GameResult::from(outcome),
                    record.moves().len() as u32,
                )
                .unwrap(),
            None => store
                .append_action(id, seq, &text, record.moves().len() as u32)
                .unwrap(),
        };
    }
    (id, record)
}

/// Checks that a game loaded from the store is the game played, and that the listing shows
/// its moves so far.
fn assert_same<G: Notation>(
    store: &Store,
    id: GameId,
    loaded: &GameRecord<G>,
    played: &GameRecord<G>,
) {
    let listed = store.list_games().unwrap();
    let summary = listed.iter().find(|g| g.id == id).unwrap();
    assert_eq!(
        summary.plies,
        Some(played.moves().len() as u32),
        "game {id}"
    );
    assert_eq!(loaded.position(), played.position());
    assert_eq!(loaded.log(), played.log());
    assert_eq!(loaded.outcome(), played.outcome());
    assert_eq!(loaded.draw_offer(), played.draw_offer());
    assert_eq!(loaded.can_redo(), played.can_redo());
}

const DEBLOCKLE_STARTS: [&str; 3] = [
    "Gc1:S/L,Ge1:S/L,Gc3:S/L,Ge3:S/L,Bc5:S/H,Be5:S/H,Bc7:S/H,Be7:S/H 0-0 gold",
    "Gc1:S/L,Ge1:S/L,Bc7:S/H,Be7:S/H 0-0 gold",
    "Gd1:S/L,Bd5:S/H,Bc7:S/H,Be7:S/H 0-0 blue no-adjacent",
];

#[test]
fn deblockle_games_saved_action_by_action_load_back_the_same() {
    let (_dir, path, mut store) = temp_store();
    let mut played = Vec::new();
    for seed in 0..12 {
        let setup = DEBLOCKLE_STARTS[seed as usize % 3];
        played.push(play_and_save::<Deblockle>(
            &mut store, setup, false, seed, 150,
        ));
    }
    assert!(
        played.iter().any(|(_, r)| r.outcome().is_some()),
        "some games finished"
    );
    drop(store);
    let (mut store, _) = Store::open(&path).unwrap();
    assert!(check_unfinished(&mut store).unwrap().is_empty());
    for (id, record) in &played {
        match store.load(*id).unwrap() {
            LoadedGame::Deblockle(loaded) => assert_same(&store, *id, &loaded, record),
            other => panic!("{:?}", other.kind()),
        }
        let saved = store.saved_game(*id).unwrap();
        match record.outcome() {
            Some(outcome) => {
                assert_eq!(
                    saved.summary.state,
                    GameState::Finished {
                        result: GameResult::from(outcome)
                    }
                );
                assert_eq!(saved.summary.plies, Some(record.moves().len() as u32));
            }
            None => assert_eq!(saved.summary.state, GameState::Playing),
        }
    }
}

#[test]
fn deblockle_games_export_and_import_through_the_engine() {
    let (_dir, _path, mut store) = temp_store();
    for seed in 20..26 {
        let setup = DEBLOCKLE_STARTS[seed as usize % 3];
        let (id, record) = play_and_save::<Deblockle>(&mut store, setup, false, seed, 120);
        let text = store.export_text(id).unwrap();
        assert!(text.starts_with("[Game \"deblockle\"]\n"));
        assert!(text.contains("[Gold \"Anna\"]\n[BlueAI \""), "{text}");
        let copy = store.import_text(&text, "test").unwrap();
        match store.load(copy).unwrap() {
            LoadedGame::Deblockle(loaded) => assert_same(&store, copy, &loaded, &record),
            other => panic!("{:?}", other.kind()),
        }
        assert_eq!(store.load(copy).unwrap().kind(), GameKind::Deblockle);
    }
}

#[test]
fn a_deblockle_record_with_an_illegal_move_is_reported_with_its_line_or_index() {
    let (_dir, _path, mut store) = temp_store();
    let (id, record) = play_and_save::<Deblockle>(&mut store, DEBLOCKLE_STARTS[1], false, 3, 6);
    let before = store.saved_game(id).unwrap().actions.len();
    // A move that parses but is not legal (tipping a square with no block), saved as if it
    // were a move.
    let plies = record.moves().len() as u32 + 1;
    store
        .append_action(id, before as u32, "a4^n", plies)
        .unwrap();
    match store.load(id) {
        Err(StoreError::Damaged { reason, .. }) => assert!(
            reason.starts_with(&format!("action {} (a4^n) does not replay", before + 1)),
            "{reason}"
        ),
        other => panic!("{other:?}"),
    }
    assert_eq!(check_unfinished(&mut store).unwrap().len(), 1);
    assert!(matches!(
        store.list_unfinished().unwrap()[0].state,
        GameState::Damaged { .. }
    ));

    let text = format!(
        "[Game \"deblockle\"]\n[Setup \"{}\"]\n[Gold \"A\"]\n[Blue \"B\"]\n\nc1^n\nz9\n",
        DEBLOCKLE_STARTS[1]
    );
    match store.import_text(&text, "test") {
        Err(StoreError::Import { line, message }) => {
            assert_eq!(line, 6, "{message}");
            assert!(message.starts_with("action 1 of 2 (c1^n)"), "{message}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_file_of_an_unknown_game_is_refused_on_its_game_line() {
    let (_dir, _path, mut store) = temp_store();
    match store.import_text("\n[Game \"chess\"]\n", "test") {
        Err(StoreError::Import { line: 2, message }) => assert!(message.contains("unknown game")),
        other => panic!("{other:?}"),
    }
}

const GOBBLET_STARTS: [&str; 2] = [
    "..../..../..../.... W:444 B:444 W",
    "..../..../..../.... W:44 B:4 B",
];

#[test]
fn gobblet_games_with_touch_move_saved_action_by_action_load_back_the_same() {
    let (_dir, path, mut store) = temp_store();
    let mut played = Vec::new();
    for seed in 0..16 {
        let setup = GOBBLET_STARTS[seed as usize % 2];
        played.push(play_and_save::<Gobblet>(
            &mut store,
            setup,
            seed % 4 != 3,
            seed,
            120,
        ));
    }
    let log: String = played.iter().map(|(_, r)| r.log_text() + " ").collect();
    assert!(log.contains("touch:"), "touch-move commitments are saved");
    assert!(
        played.iter().any(|(_, r)| r.outcome().is_some()),
        "some games finished"
    );
    drop(store);
    let (mut store, _) = Store::open(&path).unwrap();
    assert!(check_unfinished(&mut store).unwrap().is_empty());
    for (id, record) in &played {
        match store.load(*id).unwrap() {
            LoadedGame::Gobblet(loaded) => assert_same(&store, *id, &loaded, record),
            other => panic!("{:?}", other.kind()),
        }
        let text = store.export_text(*id).unwrap();
        assert!(text.contains("[White \"Anna\"]\n[BlackAI \""), "{text}");
        let copy = store.import_text(&text, "test").unwrap();
        match store.load(copy).unwrap() {
            LoadedGame::Gobblet(loaded) => assert_same(&store, copy, &loaded, record),
            other => panic!("{:?}", other.kind()),
        }
        assert_eq!(
            store.saved_game(copy).unwrap().summary.state,
            store.saved_game(*id).unwrap().summary.state
        );
    }
}

#[test]
fn a_gobblet_file_whose_moves_break_the_touch_move_rule_names_the_line() {
    let (_dir, _path, mut store) = temp_store();
    let text = "[Game \"gobblet\"]\n[Setup \"..../..../..../.... W:444 B:444 W\"]\n\
                [TouchMove \"on\"]\n[White \"A\"]\n[Black \"B\"]\n\n4a1 4b2\ntouch:a1 b3-c3\n";
    match store.import_text(text, "test") {
        Err(StoreError::Import { line, message }) => {
            assert_eq!(line, 8, "{message}");
            assert!(message.starts_with("action 4 of 4 (b3-c3)"), "{message}");
        }
        other => panic!("{other:?}"),
    }
    assert!(store.list_games().unwrap().is_empty());
}

#[test]
fn damaged_games_of_both_games_are_found_after_opening() {
    let (_dir, _path, mut store) = temp_store();
    let (gob, gob_record) = play_and_save::<Gobblet>(&mut store, GOBBLET_STARTS[0], true, 5, 10);
    let (deb, deb_record) =
        play_and_save::<Deblockle>(&mut store, DEBLOCKLE_STARTS[0], false, 5, 10);
    let (fine, _) = play_and_save::<Gobblet>(&mut store, GOBBLET_STARTS[1], false, 6, 10);
    // Saved with the count the app would have had: an action the engine refuses (a redo
    // with nothing to redo) leaves it as it was.
    fn damage<G: Notation>(store: &mut Store, id: GameId, mut record: GameRecord<G>) {
        let mut actions = vec!["redo", "redo"];
        if record.outcome().is_some() {
            actions.insert(0, "undo");
        }
        let saved = store.saved_game(id).unwrap().actions.len() as u32;
        for (seq, text) in (saved..).zip(actions) {
            let _refused = record.apply(Action::parse(text).unwrap());
            store
                .append_action(id, seq, text, record.moves().len() as u32)
                .unwrap();
        }
    }
    damage(&mut store, gob, gob_record);
    damage(&mut store, deb, deb_record);
    let damaged = check_unfinished(&mut store).unwrap();
    assert_eq!(
        damaged.iter().map(|(id, _)| *id).collect::<Vec<_>>(),
        [gob, deb]
    );
    assert!(damaged
        .iter()
        .all(|(_, why)| why.contains("(redo) does not replay")));
    assert!(!matches!(
        store.saved_game(fine).unwrap().summary.state,
        GameState::Damaged { .. }
    ));
}

#[test]
fn the_example_in_the_notation_document_imports_and_exports_unchanged() {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/notation.md"
    ))
    .unwrap();
    let section = &doc[doc.find("## Saved game files").unwrap()..];
    let start = section.find("```text\n").unwrap() + "```text\n".len();
    let example = &section[start..start + section[start..].find("```").unwrap()];
    let (_dir, _path, mut store) = temp_store();
    let id = store.import_text(example, "0.1.0").unwrap();
    assert_eq!(store.export_text(id).unwrap(), example);
    match store.load(id).unwrap() {
        LoadedGame::Gobblet(record) => assert_eq!(record.moves().len(), 4),
        other => panic!("{:?}", other.kind()),
    }
}

/// Replays every unfinished game of both games, marking the ones that do not replay as
/// damaged; the damaged ones with their reasons, by id.
fn check_unfinished(store: &mut Store) -> Result<Vec<(GameId, String)>, StoreError> {
    let mut damaged = store.check_unfinished_as::<Deblockle>()?;
    damaged.extend(store.check_unfinished_as::<Gobblet>()?);
    damaged.sort_unstable_by_key(|(id, _)| *id);
    Ok(damaged)
}
