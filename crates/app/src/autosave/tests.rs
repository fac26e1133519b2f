//! Autosave's tests: saving, resuming, the store's refusals and problems.

use super::*;

#[test]
fn the_ui_shows_every_default_name_in_the_persons_language() {
    let ui = include_str!("../../../../ui/src/lib/sides.ts");
    for name in [DEFAULT_PERSON, DEFAULT_SEATS[0], DEFAULT_SEATS[1]] {
        assert!(
            ui.contains(&format!("'{name}': '")),
            "sides.ts translates {name:?}"
        );
    }
}

fn gobblet() -> NewGame {
    NewGame::of::<engine::gobblet::Gobblet>(crate::games::gobblet::shapes::GobbletOptions {
        seats: [Controller::Person, Controller::Person],
        first: Seat::One,
        stacks: [3, 2],
        touch_move: true,
    })
}

/// A data directory of its own (kept while the first value lives) and the storage in it.
fn directory() -> (tempfile::TempDir, Storage) {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::Directory(dir.path().to_owned());
    (dir, storage)
}

/// A new game of [`gobblet`], started in `saver`.
fn start_game(saver: &mut Saver) -> GameSession {
    let options = gobblet();
    let session = games::new_session(&options, 0).unwrap();
    saver.start(&options, &session).unwrap();
    session
}

/// Plays `moves` in `session`, saving after each.
fn play_and_save(saver: &mut Saver, session: &mut GameSession, moves: &[&str]) {
    for mv in moves {
        session.play(mv).unwrap();
        saver.save(session).unwrap();
    }
}

/// The game the app resumes when it starts again on `storage`.
fn resume_on(storage: &Storage) -> GameSession {
    SaveState::open(storage)
        .lock()
        .unwrap()
        .resume_last()
        .expect("a game to resume")
}

#[test]
fn every_action_is_saved_and_the_last_unfinished_game_resumes() {
    let (_dir, storage) = directory();
    let save = SaveState::open(&storage);
    assert_eq!(save.lock().unwrap().problems(), &StoreProblems::default());
    let mut saver = save.lock().unwrap();
    let mut session = start_game(&mut saver);
    play_and_save(&mut saver, &mut session, &["4a1", "4b2", "4c3"]);
    session.undo().unwrap();
    saver.save(&session).unwrap();
    drop(saver);
    drop(save);

    let resumed = resume_on(&storage);
    assert_eq!(resumed.view(), session.view());
    assert_eq!(resumed.record_text(), session.record_text());
}

#[test]
fn a_finished_game_is_not_resumed() {
    let (_dir, storage) = directory();
    let save = SaveState::open(&storage);
    let mut saver = save.lock().unwrap();
    let mut session = start_game(&mut saver);
    session.play("4a1").unwrap();
    session.resign(Seat::Two).unwrap();
    saver.save(&session).unwrap();
    drop(saver);
    drop(save);
    let save = SaveState::open(&storage);
    let mut saver = save.lock().unwrap();
    assert!(saver.resume_last().is_none());
    let people = [Controller::Person, Controller::Person];
    assert_eq!(
        saver
            .last_winner(GameKind::Gobblet, people, &[None, None])
            .unwrap(),
        Some(Seat::One),
        "Black resigned: White won the last game"
    );
    assert_eq!(
        saver
            .last_winner(GameKind::Deblockle, people, &[None, None])
            .unwrap(),
        None
    );
    let against_ai = [Controller::Person, Controller::ai(2)];
    assert_eq!(
        saver
            .last_winner(GameKind::Gobblet, against_ai, &[None, None])
            .unwrap(),
        None
    );
}

#[test]
fn any_unfinished_game_opens_at_its_last_move_and_goes_on_saving() {
    let save = SaveState::open(&Storage::InMemory);
    let mut saver = save.lock().unwrap();
    let mut first = start_game(&mut saver);
    play_and_save(&mut saver, &mut first, &["4a1", "4b2", "4c3"]);
    let first_id = saver.store_mut().list_games().unwrap()[0].id;
    saver.close();
    let mut second = start_game(&mut saver);
    play_and_save(&mut saver, &mut second, &["4d4"]);

    let mut opened = saver.open_game(first_id).unwrap();
    assert_eq!(
        opened.view(),
        first.view(),
        "the same position, moves and side to move"
    );
    opened.play("3a4").unwrap();
    saver.save(&opened).unwrap();
    let listed = saver.store_mut().list_games().unwrap();
    let row = listed.iter().find(|g| g.id == first_id).unwrap();
    assert_eq!(
        row.plies,
        Some(4),
        "the move made after opening went to the opened game"
    );
    let other = listed.iter().find(|g| g.id != first_id).unwrap();
    assert_eq!(other.plies, Some(1), "the other game is untouched");
}

#[test]
fn a_finished_damaged_or_unknown_game_is_refused_with_the_reason() {
    let save = SaveState::open(&Storage::InMemory);
    let mut saver = save.lock().unwrap();
    let mut session = start_game(&mut saver);
    session.resign(Seat::Two).unwrap();
    saver.save(&session).unwrap();
    let finished = saver.store_mut().list_games().unwrap()[0].id;
    let refused = saver.open_game(finished).map(|_| ()).unwrap_err();
    assert!(
        matches!(&refused, AppError::Refused(m) if m.contains("finished")),
        "{refused:?}"
    );

    saver.close();
    start_game(&mut saver);
    let damaged = saver
        .store_mut()
        .list_games()
        .unwrap()
        .into_iter()
        .find(|g| g.id != finished)
        .unwrap()
        .id;
    // A redo with nothing to redo: the record no longer replays.
    saver
        .store_mut()
        .append_action(damaged, 0, "4a1", 1)
        .unwrap();
    saver
        .store_mut()
        .append_action(damaged, 1, "redo", 1)
        .unwrap();
    let refused = saver.open_game(damaged).map(|_| ()).unwrap_err();
    assert!(
        matches!(&refused, AppError::Refused(m) if m.contains("nothing to redo")),
        "{refused:?}"
    );
    let again = saver.open_game(damaged).map(|_| ()).unwrap_err();
    assert!(
        matches!(&again, AppError::Refused(m) if m.contains("damaged")),
        "{again:?}"
    );
    assert!(saver.open_game(9999).is_err());
}

/// Holds the database's write lock from another connection, as another process could,
/// until dropped: every write of the app then fails after its busy timeout.
fn hold_write_lock(dir: &std::path::Path) -> rusqlite::Connection {
    let conn = rusqlite::Connection::open(dir.join(DATABASE_FILE)).unwrap();
    conn.execute_batch("BEGIN IMMEDIATE").unwrap();
    conn
}

#[test]
fn a_game_the_store_refused_is_created_at_the_next_save_with_every_action() {
    let (dir, storage) = directory();
    let save = SaveState::open(&storage);
    let options = gobblet();
    let mut session = games::new_session(&options, 0).unwrap();
    let mut saver = save.lock().unwrap();
    let lock = hold_write_lock(dir.path());
    let refused = saver.start(&options, &session);
    assert!(refused.is_err(), "the locked store refused the new game");
    assert!(saver
        .problems()
        .unsaved
        .as_deref()
        .unwrap()
        .contains("locked"));
    session.play("4a1").unwrap();
    drop(lock);
    session.play("4b2").unwrap();
    saver.save(&session).unwrap();
    assert_eq!(saver.problems().unsaved, None, "the retry succeeded");
    drop(saver);
    drop(save);

    assert_eq!(
        resume_on(&storage).view().moves,
        ["4a1", "4b2"],
        "the game was kept"
    );
}

#[test]
fn a_game_left_before_its_first_move_is_not_kept() {
    let (_dir, storage) = directory();
    let save = SaveState::open(&storage);
    let mut saver = save.lock().unwrap();
    // Played in, then a Rematch left at once: only the first is kept.
    let mut played = start_game(&mut saver);
    play_and_save(&mut saver, &mut played, &["4a1"]);
    saver.close();
    start_game(&mut saver);
    assert_eq!(saver.store_mut().list_games().unwrap().len(), 2);
    saver.close();
    assert_eq!(saver.store_mut().list_games().unwrap().len(), 1);
    // Left for a saved game opened from the list: not kept either.
    let first = saver.store_mut().list_games().unwrap()[0].id;
    start_game(&mut saver);
    let empty = saver.current_id().unwrap();
    drop(saver.open_game(first).unwrap());
    assert!(saver.store_mut().saved_game(empty).is_err());
    assert_eq!(saver.store_mut().list_games().unwrap().len(), 1);
    saver.close();
    // Two empty games the app was closed in (never left): at the next start the last is the
    // one the app reopens, and stays; the older goes.
    start_game(&mut saver);
    let stale = saver.current_id().unwrap();
    saver.current = Current::None;
    start_game(&mut saver);
    let last = saver.current_id().unwrap();
    drop(saver);
    drop(save);
    let save = SaveState::open(&storage);
    let mut saver = save.lock().unwrap();
    let ids: Vec<_> = saver
        .store_mut()
        .list_games()
        .unwrap()
        .iter()
        .map(|g| g.id)
        .collect();
    assert!(ids.contains(&last), "the game the app reopens stays");
    assert!(
        !ids.contains(&stale),
        "an older empty game is removed at start"
    );
    assert_eq!(ids.len(), 2);
}

#[test]
fn deleted_games_are_purged_at_the_next_start_and_not_before() {
    let (_dir, storage) = directory();
    let save = SaveState::open(&storage);
    let mut saver = save.lock().unwrap();
    let mut session = start_game(&mut saver);
    play_and_save(&mut saver, &mut session, &["4a1"]);
    saver.close();
    let id = saver.store_mut().list_games().unwrap()[0].id;
    saver.store_mut().delete(id).unwrap();
    assert_eq!(saver.store_mut().list_deleted().unwrap().len(), 1);
    saver.store_mut().undelete(id).unwrap();
    saver.store_mut().delete(id).unwrap();
    drop(saver);
    drop(save);

    let save = SaveState::open(&storage);
    let mut saver = save.lock().unwrap();
    assert!(saver.store_mut().list_deleted().unwrap().is_empty());
    assert!(saver.store_mut().undelete(id).is_err(), "gone for good");
}

#[test]
fn a_damaged_database_is_moved_aside_and_named_for_the_person() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(DATABASE_FILE), vec![0x5a; 8192]).unwrap();
    let save = SaveState::open(&Storage::Directory(dir.path().to_owned()));
    let mut saver = save.lock().unwrap();
    let problems = saver.problems().clone();
    let moved = problems.moved_aside.expect("a notice");
    assert!(matches!(moved.reason, store::MovedAside::Damaged { .. }));
    assert!(moved.moved_to.exists(), "the old file is kept");
    assert_eq!(problems.not_saving, None, "a fresh database is in use");
    saver.dismiss_moved_aside();
    assert_eq!(saver.problems(), &StoreProblems::default());
}

#[test]
fn a_data_directory_that_is_a_file_means_games_in_memory_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("not-a-directory");
    std::fs::write(&file, b"x").unwrap();
    let save = SaveState::open(&Storage::Directory(file));
    let mut saver = save.lock().unwrap();
    assert!(saver.problems().not_saving.is_some());
    start_game(&mut saver);
    assert_eq!(
        saver.store_mut().list_games().unwrap().len(),
        1,
        "in memory"
    );
}

#[test]
fn a_database_in_a_named_vfs_keeps_games_across_starts() {
    // Natively the platform's own VFS stands in for the browser's: the same path as on the
    // web host, `Store::open_on_vfs`.
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::Vfs {
        name: dir.path().join("games.sqlite").display().to_string(),
        vfs: "unix".into(),
    };
    {
        let save = SaveState::open(&storage);
        let mut saver = save.lock().unwrap();
        assert_eq!(saver.problems(), &StoreProblems::default());
        let mut session = start_game(&mut saver);
        play_and_save(&mut saver, &mut session, &["4a1"]);
    }
    let save = SaveState::open(&storage);
    let mut saver = save.lock().unwrap();
    assert_eq!(saver.store_mut().list_games().unwrap().len(), 1);
}

#[test]
fn a_vfs_that_is_not_there_means_games_in_memory_and_says_why() {
    let storage = Storage::Vfs {
        name: "games.sqlite".into(),
        vfs: "no-such-vfs".into(),
    };
    let save = SaveState::open(&storage);
    let mut saver = save.lock().unwrap();
    assert!(saver.problems().not_saving.is_some());
    start_game(&mut saver);
    assert_eq!(
        saver.store_mut().list_games().unwrap().len(),
        1,
        "in memory"
    );
}

/// Two copies of the app (two stores on one file) playing the same saved game `original`
/// from the same position: the first has saved one more move to it.
struct TwoCopies {
    _dir: tempfile::TempDir,
    storage: Storage,
    first: SaveState,
    first_game: GameSession,
    second: SaveState,
    second_game: GameSession,
    original: GameId,
}

fn two_copies_of_one_game() -> TwoCopies {
    let (dir, storage) = directory();
    let first = SaveState::open(&storage);
    let mut saver = first.lock().unwrap();
    let mut first_game = start_game(&mut saver);
    play_and_save(&mut saver, &mut first_game, &["4a1", "4b2"]);
    let original = saver.current_id().unwrap();
    saver.store_mut().rename(original, Some("Sunday")).unwrap();
    let second = SaveState::open(&storage);
    let second_game = second.lock().unwrap().resume_last().unwrap();
    assert_eq!(second.lock().unwrap().current_id(), Some(original));
    play_and_save(&mut saver, &mut first_game, &["4c3"]);
    drop(saver);
    TwoCopies {
        _dir: dir,
        storage,
        first,
        first_game,
        second,
        second_game,
        original,
    }
}

#[test]
fn a_game_another_copy_of_the_app_wrote_to_goes_on_as_a_separate_game() {
    let mut copies = two_copies_of_one_game();
    let original = copies.original;
    let mut second = copies.second.lock().unwrap();
    copies.second_game.play("4d4").unwrap();
    second
        .save(&copies.second_game)
        .expect("saved, as a new game");
    let copy = second.current_id().unwrap();
    assert_ne!(copy, original);
    assert_eq!(
        second.problems().saved_as_copy,
        Some(SavedAsCopy { original, copy }),
        "the person is told"
    );
    assert_eq!(second.problems().unsaved, None, "no retry is promised");
    let told = second.problems().clone();
    play_and_save(&mut second, &mut copies.second_game, &["3a4"]);
    assert_eq!(
        second.current_id(),
        Some(copy),
        "autosave goes on in the copy"
    );
    assert_eq!(second.problems(), &told, "told once");

    // The first copy's game is untouched by the second, and goes on saving.
    let mut first = copies.first.lock().unwrap();
    play_and_save(&mut first, &mut copies.first_game, &["3a4"]);
    assert_eq!(first.problems(), &StoreProblems::default());
    let store = first.store_mut();
    let kept = store.saved_game(original).unwrap();
    assert_eq!(kept.actions, ["4a1", "4b2", "4c3", "3a4"]);
    assert_eq!(kept.summary.title.as_deref(), Some("Sunday"));
    let saved = store.saved_game(copy).unwrap();
    assert_eq!(
        saved.actions,
        ["4a1", "4b2", "4d4", "3a4"],
        "every move of it"
    );
    assert_eq!(saved.summary.title.as_deref(), Some("Sunday (2)"));
    assert_eq!(
        (
            &saved.setup,
            saved.touch_move,
            &saved.summary.one,
            &saved.summary.two
        ),
        (
            &kept.setup,
            kept.touch_move,
            &kept.summary.one,
            &kept.summary.two
        ),
        "the same players and start"
    );
    assert_eq!(
        (&saved.summary.variants, &saved.summary.handicaps),
        (&kept.summary.variants, &kept.summary.handicaps)
    );
    drop(first);

    // The copy replays into the second copy's game.
    let third = SaveState::open(&copies.storage);
    let reopened = third.lock().unwrap().open_game(copy).unwrap();
    assert_eq!(reopened.view(), copies.second_game.view());
    assert_eq!(reopened.record_text(), copies.second_game.record_text());

    second.dismiss_saved_as_copy();
    assert_eq!(second.problems(), &StoreProblems::default());
}

#[test]
fn the_end_of_a_game_another_copy_wrote_to_is_saved_in_the_copy_with_its_result() {
    let mut copies = two_copies_of_one_game();
    let mut second = copies.second.lock().unwrap();
    copies.second_game.resign(Seat::One).unwrap();
    second.save(&copies.second_game).unwrap();
    let copy = second.current_id().unwrap();
    let saved = second.store_mut().saved_game(copy).unwrap();
    assert_eq!(saved.actions, ["4a1", "4b2", "resign:one"]);
    assert!(matches!(
        saved.summary.state,
        store::GameState::Finished { .. }
    ));
    assert!(second.store_mut().load(copy).is_ok(), "it replays");
    let kept = second.store_mut().saved_game(copies.original).unwrap();
    assert_eq!(kept.actions, ["4a1", "4b2", "4c3"]);
    assert_eq!(kept.summary.state, store::GameState::Playing);
    second.close();
    assert_eq!(
        second.problems().saved_as_copy,
        None,
        "the notice is about the game in play"
    );
}

#[test]
fn a_copy_is_titled_with_the_next_number() {
    assert_eq!(copy_title("Sunday"), "Sunday (2)");
    assert_eq!(copy_title("Sunday (2)"), "Sunday (3)");
    assert_eq!(copy_title("Sunday (9)"), "Sunday (10)");
    assert_eq!(copy_title("Room (1)"), "Room (1) (2)");
    assert_eq!(copy_title("Match (x)"), "Match (x) (2)");
    let long = "a".repeat(store::types::MAX_TITLE_CHARS);
    let copied = copy_title(&long);
    assert_eq!(copied.chars().count(), store::types::MAX_TITLE_CHARS);
    assert!(copied.ends_with("a (2)"));
}

#[test]
fn the_names_two_people_gave_are_saved_resumed_and_tell_them_apart() {
    let (_dir, storage) = directory();
    let save = SaveState::open(&storage);
    let mut saver = save.lock().unwrap();
    let options = gobblet();
    let mut session = games::new_session(&options, 0).unwrap();
    let names = crate::ipc::game::checked_names([Some("  Anna ".into()), None]).unwrap();
    assert_eq!(
        names,
        [Some("Anna".to_owned()), None],
        "trimmed; none stays none"
    );
    session.set_names(names.clone());
    saver.start(&options, &session).unwrap();
    session.play("4a1").unwrap();
    session.resign(Seat::Two).unwrap();
    saver.save(&session).unwrap();
    let people = [Controller::Person, Controller::Person];
    assert_eq!(
        saver
            .last_winner(GameKind::Gobblet, people, &names)
            .unwrap(),
        Some(Seat::One),
        "Anna won the last game between Anna and Black"
    );
    assert_eq!(
        saver
            .last_winner(GameKind::Gobblet, people, &[None, None])
            .unwrap(),
        None,
        "two unnamed people are other players"
    );

    let mut unfinished = games::new_session(&options, 0).unwrap();
    unfinished.set_names([None, Some("Bohdan".into())]);
    saver.start(&options, &unfinished).unwrap();
    play_and_save(&mut saver, &mut unfinished, &["4a1"]);
    drop(saver);
    drop(save);
    let resumed = resume_on(&storage);
    assert_eq!(resumed.view().names, [None, Some("Bohdan".to_owned())]);
}

#[test]
fn a_name_the_store_would_refuse_is_refused_before_the_game_starts() {
    use crate::ipc::game::checked_names;
    assert!(checked_names([Some("x".repeat(41)), None]).is_err());
    assert!(checked_names([None, Some("tab\there".into())]).is_err());
    assert_eq!(
        checked_names([Some("   ".into()), None]).unwrap(),
        [None, None]
    );
}
