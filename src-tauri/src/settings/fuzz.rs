//! Fuzzing `settings.json` as [`super::parse`] reads it: arbitrary bytes and mutated valid
//! files never panic, and settings that parse write back to a file that parses the same.
//! The long run: `cargo test -p tipgobble-app --lib fuzz -- --ignored --nocapture`.

use engine::fuzz::{input, long_run, long_run_cases};
use proptest::prelude::*;

use super::parse;
use crate::ipc::app::Settings;

/// Characters of settings files, for near misses.
const ALPHABET: &[u8] =
    b"{}[]:,\"\\ \ntruefalsnul0123456789.-eE_languagethemepaletsoundmotionaillevel";

/// Valid settings files: the defaults, each field changed, an older file (keys missing), a
/// newer one (an unknown key).
fn files() -> Vec<String> {
    let defaults = serde_json::to_value(Settings::default()).unwrap_or_default();
    let mut files = vec![defaults.to_string(), "{}".to_owned()];
    let changes = [
        ("language", serde_json::json!("uk")),
        ("theme", serde_json::json!("dark")),
        ("palette", serde_json::json!("colour_blind")),
        ("motion", serde_json::json!("reduced")),
        ("animation_speed", serde_json::json!("fast")),
        ("sound", serde_json::json!(false)),
        ("touch_move", serde_json::json!(false)),
        ("show_covered", serde_json::json!(true)),
        ("tabletop", serde_json::json!(true)),
        ("ai_level", serde_json::json!(5)),
        ("from_a_later_version", serde_json::json!([1, 2])),
    ];
    for (key, value) in changes {
        let mut changed = defaults.clone();
        if let Some(map) = changed.as_object_mut() {
            map.insert(key.to_owned(), value);
        }
        files.push(changed.to_string());
        let mut older = defaults.clone();
        if let Some(map) = older.as_object_mut() {
            map.remove(key);
        }
        files.push(serde_json::to_string_pretty(&older).unwrap_or_default());
    }
    files
}

/// Parses `bytes`; settings that parse are written and parsed back unchanged.
fn check(bytes: &[u8]) -> bool {
    let Ok(settings) = parse(bytes) else {
        return false;
    };
    let written = serde_json::to_vec(&settings).expect("settings serialise");
    assert_eq!(
        parse(&written),
        Ok(settings),
        "{}",
        String::from_utf8_lossy(bytes)
    );
    true
}

#[test]
fn valid_files_parse_and_most_keep_their_value() {
    let files = files();
    for file in &files {
        assert!(check(file.as_bytes()), "{file}");
    }
    // A change that is not a valid value would make the file fall back to the defaults.
    let changed = files.iter().filter_map(|f| parse(f.as_bytes()).ok());
    assert!(changed.filter(|s| *s != Settings::default()).count() >= 10);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn any_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        check(&bytes);
    }

    #[test]
    fn mutated_files_never_panic_and_round_trip(seed in any::<u64>()) {
        check(&input(seed, &files(), ALPHABET));
    }
}

#[test]
#[ignore = "long run: a million cases"]
fn long_run_of_the_settings_file() {
    long_run("settings.json", long_run_cases(), &files(), ALPHABET, check);
}
