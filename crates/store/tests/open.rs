//! Opening a damaged file, or one from a newer app: moved aside (kept), a fresh store started.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

mod common;

use std::fs;
use std::path::{Path, PathBuf};

use common::{counter_game, temp_store};
use store::{MovedAside, OpenNotice, Store, SCHEMA_VERSION};

/// A store file holding a few games, closed; returns its bytes.
fn written_store(path: &Path, games: usize) -> Vec<u8> {
    let (mut store, _) = Store::open(path).unwrap();
    for _ in 0..games {
        let id = store.create_game(&counter_game()).unwrap();
        for seq in (0..40).step_by(2) {
            store.append_action(id, seq, "1", 1).unwrap();
            store.append_action(id, seq + 1, "undo", 0).unwrap();
        }
    }
    drop(store); // closing checkpoints the WAL into the main file
    assert!(!companion(path, "-wal").exists());
    fs::read(path).unwrap()
}

fn companion(path: &Path, suffix: &str) -> PathBuf {
    let mut s = path.as_os_str().to_owned();
    s.push(suffix);
    PathBuf::from(s)
}

/// Opens `path`, expects it moved aside with the given bytes kept, and a working fresh store.
fn expect_moved_aside(path: &Path, old_bytes: &[u8]) -> OpenNotice {
    let (mut store, report) = Store::open(path).unwrap();
    let notice = report.notice.expect("the caller is told");
    assert_ne!(notice.moved_to, path);
    assert_eq!(notice.moved_to.parent(), path.parent());
    assert_eq!(
        fs::read(&notice.moved_to).unwrap(),
        old_bytes,
        "the old file is kept as it was"
    );
    assert!(store.list_games().unwrap().is_empty(), "a fresh store");
    let id = store.create_game(&counter_game()).unwrap();
    store.append_action(id, 0, "1", 1).unwrap();
    drop(store);
    let (store, report) = Store::open(path).unwrap();
    assert_eq!(
        report.notice, None,
        "the fresh store opens cleanly next time"
    );
    assert_eq!(store.list_games().unwrap().len(), 1);
    notice
}

#[test]
fn a_new_file_opens_without_notice_and_an_existing_one_keeps_its_games() {
    let (_dir, path, mut store) = temp_store();
    store.create_game(&counter_game()).unwrap();
    drop(store);
    let (store, report) = Store::open(&path).unwrap();
    assert_eq!(report.notice, None);
    assert_eq!(report.migrated_from, None);
    assert_eq!(store.list_games().unwrap().len(), 1);
}

#[test]
fn a_truncated_file_is_moved_aside_and_a_fresh_store_started() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite");
    let full = written_store(&path, 30);
    assert!(full.len() > 8192, "several pages");
    // Cut inside the header, after the first page, and just short of the end.
    for cut in [50, 4096 + 100, full.len() - 1000] {
        fs::write(&path, &full[..cut]).unwrap();
        let notice = expect_moved_aside(&path, &full[..cut]);
        assert!(
            matches!(notice.reason, MovedAside::Damaged { .. }),
            "cut at {cut}: {notice:?}"
        );
        fs::remove_file(&path).unwrap();
        fs::remove_file(&notice.moved_to).unwrap();
    }
}

#[test]
fn a_file_of_random_bytes_is_moved_aside_and_a_fresh_store_started() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite");
    let mut rng = fastrand::Rng::with_seed(7);
    let bytes: Vec<u8> = (0..20_000).map(|_| rng.u8(..)).collect();
    fs::write(&path, &bytes).unwrap();
    let notice = expect_moved_aside(&path, &bytes);
    match notice.reason {
        MovedAside::Damaged { detail } => assert!(detail.contains("not a database"), "{detail}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn damaged_pages_inside_a_valid_header_are_detected() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite");
    let mut bytes = written_store(&path, 30);
    // Overwrite the second page (a table's b-tree page) with garbage; the header stays valid.
    let mut rng = fastrand::Rng::with_seed(11);
    for b in &mut bytes[4096..8192] {
        *b = rng.u8(..);
    }
    fs::write(&path, &bytes).unwrap();
    let notice = expect_moved_aside(&path, &bytes);
    assert!(matches!(notice.reason, MovedAside::Damaged { .. }));
}

#[test]
fn a_file_from_a_newer_schema_is_moved_aside_not_read() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite");
    written_store(&path, 2);
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.pragma_update(None, "user_version", SCHEMA_VERSION + 1)
            .unwrap();
    }
    let bytes = fs::read(&path).unwrap();
    let notice = expect_moved_aside(&path, &bytes);
    assert_eq!(
        notice.reason,
        MovedAside::Newer {
            found: SCHEMA_VERSION + 1,
            supported: SCHEMA_VERSION
        }
    );
    assert!(notice.moved_to.to_string_lossy().contains(".newer-"));
    // The newer app still finds its games in the moved file.
    let conn = rusqlite::Connection::open(&notice.moved_to).unwrap();
    let games: i64 = conn
        .query_row("SELECT count(*) FROM games", [], |r| r.get(0))
        .unwrap();
    assert_eq!(games, 2);
}

#[test]
fn moving_aside_twice_never_overwrites_an_earlier_moved_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("games.sqlite");
    fs::write(
        &path,
        b"first damaged file, long enough to be read as a header .......",
    )
    .unwrap();
    let first = expect_moved_aside(&path, &fs::read(&path).unwrap());
    drop(fs::remove_file(companion(&path, "-wal")));
    drop(fs::remove_file(companion(&path, "-shm")));
    fs::write(
        &path,
        b"second damaged file, long enough to be read as a header ......",
    )
    .unwrap();
    let second = expect_moved_aside(&path, &fs::read(&path).unwrap());
    assert_ne!(first.moved_to, second.moved_to);
    assert!(fs::read(&first.moved_to).unwrap().starts_with(b"first"));
    assert!(fs::read(&second.moved_to).unwrap().starts_with(b"second"));
}

#[test]
fn open_notices_serialise_for_the_app() {
    let notice = OpenNotice {
        reason: MovedAside::Newer {
            found: 9,
            supported: 2,
        },
        moved_to: PathBuf::from("/data/games.sqlite.newer-20261129-150000"),
    };
    let json = serde_json::to_string(&notice).unwrap();
    assert!(json.contains(r#""kind":"newer""#), "{json}");
    assert_eq!(serde_json::from_str::<OpenNotice>(&json).unwrap(), notice);
}

#[test]
fn a_place_where_no_store_can_be_made_is_an_error_and_nothing_is_moved() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("missing-folder").join("games.sqlite");
    assert!(matches!(
        Store::open(&path),
        Err(store::StoreError::Sqlite(_))
    ));
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 0);
}
