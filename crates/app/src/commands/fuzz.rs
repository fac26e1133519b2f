//! Fuzzing the payloads of the IPC commands as Tauri reads them (`serde_json` from the bytes
//! the webview sends): for each argument type of a command, arbitrary bytes and mutated valid
//! payloads never panic, a payload that deserialises serialises to one that deserialises the
//! same, and the new-game options and rolls that deserialise are handed to what the command
//! runs (`games::new_session`, `games::deblockle::roll`), which refuses or starts, never panics.
//! The long run: `cargo test -p tipgobble-core --lib fuzz -- --ignored --nocapture`.

use engine::fuzz::{input, long_run, long_run_cases};
use proptest::prelude::*;
use serde::de::DeserializeOwned;
use serde::Serialize;
use store::StatsQuery;

use crate::games;
use crate::ipc::app::Settings;
use crate::ipc::game::{Controller, Seat};
use crate::ipc::new_game::NewGame;
use crate::ipc::puzzles::PuzzleChoice;

/// Characters of JSON payloads, for near misses.
const ALPHABET: &[u8] =
    b"{}[]:,\"\\ \ntruefalsnul0123456789.-eE_gamegobbletdeblocklekindaipersonseatsonetwo";

/// Valid payloads of every argument type the commands take, by the type's name.
fn payloads(kind: &str) -> Vec<String> {
    let people = r#"[{"kind":"person"},{"kind":"person"}]"#;
    let against = r#"[{"kind":"person"},{"kind":"ai","level":3}]"#;
    let texts: Vec<String> = match kind {
        "NewGame" => vec![
            format!(
                r#"{{"game":"gobblet","seats":{people},"first":"one","stacks":[3,3],"touch_move":true}}"#
            ),
            format!(
                r#"{{"game":"gobblet","seats":{against},"first":"two","stacks":[2,1],"touch_move":false}}"#
            ),
            format!(
                r#"{{"game":"deblockle","seats":{people},"first":"one","blocks":[4,4],"no_adjacent":false,"setup":"standard"}}"#
            ),
            format!(
                r#"{{"game":"deblockle","seats":{against},"first":"two","blocks":[3,2],"no_adjacent":true,"setup":"quick"}}"#
            ),
            format!(
                r#"{{"game":"deblockle","seats":{people},"first":"one","blocks":[2,1],"no_adjacent":false,"setup":{{"classic":{{"rolls":[["star","stop"],["x"]],"squares":[[1,0],[0]],"rotations":[[0,3],[2]]}}}}}}"#
            ),
        ],
        "Controller" => vec![
            r#"{"kind":"person"}"#.into(),
            r#"{"kind":"ai","level":5}"#.into(),
        ],
        "Seat" => vec![r#""one""#.into(), r#""two""#.into()],
        "StatsQuery" => vec![
            r#"{"kind":null,"player":null,"period":"week"}"#.into(),
            r#"{"kind":"gobblet","player":{"type":"ai","level":2},"period":"month"}"#.into(),
            r#"{"kind":"deblockle","player":{"type":"person","name":"Anna"},"period":"week"}"#
                .into(),
        ],
        "Settings" => vec![serde_json::to_string(&Settings::default()).unwrap_or_default()],
        "blocks" => vec!["[4,4]".into(), "[1,3]".into()],
        "PuzzleChoice" => vec![
            r#"{"kind":"any"}"#.into(),
            r#"{"kind":"mine"}"#.into(),
            r#"{"kind":"theme","theme":"stack-gobble"}"#.into(),
        ],
        "Controller pair" => vec![people.into(), against.into()],
        _ => vec![
            r#""a1-b2""#.into(),
            "42".into(),
            "true".into(),
            "null".into(),
        ],
    };
    texts
}

/// Deserialises `bytes` as `T`; a value that does serialises back to the same value.
fn round_trip<T: DeserializeOwned + Serialize + PartialEq + std::fmt::Debug>(bytes: &[u8]) -> bool {
    let Ok(value) = serde_json::from_slice::<T>(bytes) else {
        return false;
    };
    let json = serde_json::to_vec(&value).expect("a payload serialises");
    assert_eq!(serde_json::from_slice::<T>(&json).ok(), Some(value));
    true
}

/// The new-game options: what deserialises is started or refused, never a panic.
fn new_game(bytes: &[u8]) -> bool {
    let Ok(options) = serde_json::from_slice::<NewGame>(bytes) else {
        return false;
    };
    let _ = games::new_session(&options, 7);
    true
}

/// `deblockle_roll`'s `blocks`: rolled or refused, never a panic.
fn blocks(bytes: &[u8]) -> bool {
    let Ok(blocks) = serde_json::from_slice::<[u8; 2]>(bytes) else {
        return false;
    };
    let _ = games::deblockle::roll(blocks, 7);
    true
}

/// The plain arguments (ids, names, moves, squares, flags, plies).
fn plain(bytes: &[u8]) -> bool {
    let a = round_trip::<String>(bytes);
    let b = round_trip::<i64>(bytes);
    let c = round_trip::<u32>(bytes);
    let d = round_trip::<bool>(bytes);
    let e = round_trip::<Option<i64>>(bytes);
    a || b || c || d || e
}

/// A check of one argument type: whether the bytes deserialised (panics on a broken promise).
type Check = fn(&[u8]) -> bool;

/// Every argument type, with its check.
const CHECKS: [(&str, Check); 9] = [
    ("NewGame", new_game),
    ("Controller", round_trip::<Controller>),
    ("Seat", round_trip::<Seat>),
    ("StatsQuery", round_trip::<StatsQuery>),
    ("Settings", round_trip::<Settings>),
    ("blocks", blocks),
    ("plain", plain),
    ("Controller pair", round_trip::<[Controller; 2]>),
    ("PuzzleChoice", round_trip::<PuzzleChoice>),
];

#[test]
fn valid_payloads_deserialise() {
    for (kind, check) in CHECKS {
        for payload in payloads(kind) {
            assert!(check(payload.as_bytes()), "{kind}: {payload}");
        }
    }
    for payload in payloads("NewGame") {
        let options: NewGame =
            serde_json::from_slice(payload.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
        assert!(games::new_session(&options, 7).is_ok(), "{payload}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn any_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        for (_, check) in CHECKS {
            check(&bytes);
        }
    }

    #[test]
    fn mutated_payloads_never_panic_and_round_trip(seed in any::<u64>()) {
        for (kind, check) in CHECKS {
            check(&input(seed, &payloads(kind), ALPHABET));
        }
    }
}

#[test]
#[ignore = "long run: a million cases per argument type"]
fn long_run_of_every_ipc_payload() {
    for (kind, check) in CHECKS {
        long_run(
            &format!("IPC {kind}"),
            long_run_cases(),
            &payloads(kind),
            ALPHABET,
            check,
        );
    }
}
