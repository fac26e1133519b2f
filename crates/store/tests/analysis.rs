//! Analyses of saved games (game review): kept with the game, read back after reopening,
//! dropped when the game's line changes, deleted with the game; and games that start at a
//! position reached in another game ("play from here").
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

mod common;

use common::temp_store;
use engine::gobblet::Gobblet;
use engine::{Action, GameKind, GameRecord, Notation};
use store::{
    AnalysedMove, AnalysedPosition, GameId, GameResult, LoadedGame, NewGame, Side, Store,
    StoreError, StoredAnalysis,
};

const START: &str = "..../..../..../.... W:444 B:444 W";

fn new_game(setup: &str) -> NewGame {
    NewGame {
        kind: GameKind::Gobblet,
        setup: setup.into(),
        touch_move: false,
        variants: vec![],
        handicaps: vec![],
        one: Side::person("Anna"),
        two: Side::ai(1),
        title: None,
        app_version: "0.1.0-test".into(),
    }
}

/// Plays `moves` on game `id` (whose record so far is `record`) and autosaves each.
fn play(store: &mut Store, id: GameId, record: &mut GameRecord<Gobblet>, moves: &[&str]) {
    for text in moves {
        let seq = record.log().len() as u32;
        record.apply(Action::parse(text).unwrap()).unwrap();
        let plies = record.moves().len() as u32;
        match record.outcome() {
            Some(outcome) => store
                .append_final_action(id, seq, text, &GameResult::from(outcome), plies)
                .unwrap(),
            None => store.append_action(id, seq, text, plies).unwrap(),
        };
    }
}

fn line(record: &GameRecord<Gobblet>) -> Vec<String> {
    record.moves().map(|m| m.to_string()).collect()
}

/// An analysis of `line` whose numbers are made up but distinct, with a blunder on the
/// second move.
fn analysis_of(line: &[String]) -> StoredAnalysis {
    StoredAnalysis {
        line: line.to_vec(),
        nodes: 1_000_000,
        positions: (0..=line.len())
            .map(|i| AnalysedPosition {
                score: 10 * i as i32 - 5,
                best_move: (i < line.len()).then(|| "4c3".to_owned()),
                depth: 6 + i as u32,
            })
            .collect(),
        moves: (0..line.len())
            .map(|i| AnalysedMove {
                score: -(10 * i as i32),
                class: if i == 1 { "blunder" } else { "best" }.into(),
                better_move: (i == 1).then(|| "4c3".to_owned()),
                better_score: (i == 1).then_some(29_997),
            })
            .collect(),
    }
}

#[test]
fn an_analysis_survives_reopening_the_store() {
    let (_dir, path, mut store) = temp_store();
    let id = store.create_game(&new_game(START)).unwrap();
    let mut record = GameRecord::new(Gobblet::parse_position(START).unwrap(), false);
    play(&mut store, id, &mut record, &["4a1", "4d4", "4b2"]);
    let analysis = analysis_of(&line(&record));
    store.save_analysis(id, &analysis).unwrap();
    drop(store);

    let (mut store, _) = Store::open(&path).unwrap();
    assert_eq!(
        store.analysis(id, &line(&record), 1_000_000).unwrap(),
        Some(analysis.clone())
    );
    // Saving again replaces it.
    let mut again = analysis;
    again.moves[0].class = "good".into();
    store.save_analysis(id, &again).unwrap();
    assert_eq!(
        store.analysis(id, &line(&record), 1_000_000).unwrap(),
        Some(again)
    );
}

#[test]
fn an_analysis_is_dropped_when_the_game_goes_on_or_is_searched_differently() {
    let (_dir, _path, mut store) = temp_store();
    let id = store.create_game(&new_game(START)).unwrap();
    let mut record = GameRecord::new(Gobblet::parse_position(START).unwrap(), false);
    play(&mut store, id, &mut record, &["4a1", "4d4"]);
    store
        .save_analysis(id, &analysis_of(&line(&record)))
        .unwrap();

    // The unfinished game is continued: its line is longer, the analysis is of the old one.
    play(&mut store, id, &mut record, &["4b2"]);
    assert_eq!(store.analysis(id, &line(&record), 1_000_000).unwrap(), None);
    // Dropped, not only hidden: the old line does not find it either.
    let old: Vec<String> = line(&record)[..2].to_vec();
    assert_eq!(store.analysis(id, &old, 1_000_000).unwrap(), None);

    // Analysed again, then a move taken back: the same length but not the same line.
    store
        .save_analysis(id, &analysis_of(&line(&record)))
        .unwrap();
    play(&mut store, id, &mut record, &["undo", "4c3"]);
    assert_eq!(record.moves().len(), 3);
    assert_eq!(store.analysis(id, &line(&record), 1_000_000).unwrap(), None);

    // A different node budget (another version's review budget) is a different analysis.
    store
        .save_analysis(id, &analysis_of(&line(&record)))
        .unwrap();
    assert_eq!(store.analysis(id, &line(&record), 500_000).unwrap(), None);
    assert_eq!(store.analysis(id, &line(&record), 1_000_000).unwrap(), None);
}

#[test]
fn a_malformed_analysis_or_one_of_a_missing_game_is_refused() {
    let (_dir, _path, mut store) = temp_store();
    let id = store.create_game(&new_game(START)).unwrap();
    let moves: Vec<String> = vec!["4a1".into(), "4d4".into()];
    let mut short = analysis_of(&moves);
    short.positions.pop();
    let mut unknown = analysis_of(&moves);
    unknown.moves[0].class = "brilliant".into();
    let mut spaced = analysis_of(&moves);
    spaced.positions[0].best_move = Some("4a1 4b1".into());
    for bad in [short, unknown, spaced] {
        assert!(matches!(
            store.save_analysis(id, &bad),
            Err(StoreError::Invalid(_))
        ));
    }
    assert_eq!(store.analysis(id, &moves, 1_000_000).unwrap(), None);
    assert!(matches!(
        store.save_analysis(999, &analysis_of(&moves)),
        Err(StoreError::NoSuchGame(999))
    ));
}

#[test]
fn deleting_a_game_for_good_deletes_its_analysis() {
    let (_dir, _path, mut store) = temp_store();
    let keep = store.create_game(&new_game(START)).unwrap();
    let gone = store.create_game(&new_game(START)).unwrap();
    let moves: Vec<String> = vec![];
    store.save_analysis(keep, &analysis_of(&moves)).unwrap();
    store.save_analysis(gone, &analysis_of(&moves)).unwrap();
    store.delete(gone).unwrap();
    assert_eq!(store.purge_deleted().unwrap(), 1);
    assert!(store.analysis(keep, &moves, 1_000_000).unwrap().is_some());
    assert!(store.analysis(gone, &moves, 1_000_000).unwrap().is_none());
}

/// "Play from here": a game whose record starts at a position reached in another game is
/// saved with that position as its setup, exported with it and imported back to it.
#[test]
fn a_game_started_from_a_position_of_another_game_keeps_that_start() {
    let (_dir, _path, mut store) = temp_store();
    let mut first = GameRecord::new(Gobblet::parse_position(START).unwrap(), false);
    for text in ["4a1", "4d4", "4b2", "4c3"] {
        first.apply(Action::parse(text).unwrap()).unwrap();
    }
    let here = first.position().format_position();
    let id = store.create_game(&new_game(&here)).unwrap();
    let mut record = GameRecord::new(Gobblet::parse_position(&here).unwrap(), false);
    play(&mut store, id, &mut record, &["3c1"]);

    let text = store.export_text(id).unwrap();
    assert!(text.contains(&format!("[Setup \"{here}\"]")), "{text}");
    let copy = store.import_text(&text, "0.1.0-test").unwrap();
    match store.load(copy).unwrap() {
        LoadedGame::Gobblet(loaded) => {
            assert_eq!(loaded.start(), first.position());
            assert_eq!(line(&loaded), ["3c1"]);
            assert_eq!(loaded.position(), record.position());
        }
        other => panic!("{:?}", other.kind()),
    }
}
