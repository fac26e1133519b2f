//! Fuzzing `settings.json` as [`super::parse`] reads it: arbitrary bytes and mutated valid
//! files never panic, and settings that parse write back to a file that parses the same.
//! The long run: `cargo test -p tipgobble-core --lib fuzz -- --ignored --nocapture`.

use engine::fuzz::{input, long_run, long_run_cases};
use proptest::prelude::*;

use super::parse;
use crate::ipc::app::Settings;

/// Characters of settings files, for near misses.
const ALPHABET: &[u8] =
    b"{}[]:,\"\\ \ntruefalsnul0123456789.-eE_languagethemepaletsoundmotionaillevel";

/// Values a field may take other than its default, tried in turn: a field's changed value is
/// the first of them (or its default flipped, for a switch) that parses to other settings.
/// A new field whose values are none of these fails [`every_field_is_changed_by_some_file`].
const OTHER_VALUES: &[&str] = &[
    r#""uk""#,
    r#""dark""#,
    r#""colour_blind""#,
    r#""reduced""#,
    r#""fast""#,
    "5",
];

/// Each field of the settings (read from `Settings` itself, so a new field is fuzzed too) with
/// a valid value other than its default.
fn changes() -> Vec<(String, serde_json::Value)> {
    let defaults = serde_json::to_value(Settings::default()).unwrap_or_default();
    let Some(fields) = defaults.as_object() else {
        return Vec::new();
    };
    fields
        .iter()
        .filter_map(|(key, default)| {
            let candidates: Vec<serde_json::Value> = match default {
                serde_json::Value::Bool(on) => vec![serde_json::Value::Bool(!on)],
                _ => OTHER_VALUES
                    .iter()
                    .filter_map(|text| serde_json::from_str(text).ok())
                    .collect(),
            };
            candidates.into_iter().find_map(|value| {
                let mut changed = defaults.clone();
                changed.as_object_mut()?.insert(key.clone(), value.clone());
                let parsed = parse(changed.to_string().as_bytes()).ok()?;
                (parsed != Settings::default()).then(|| (key.clone(), value))
            })
        })
        .collect()
}

/// Valid settings files: the defaults, each field changed, an older file (keys missing), a
/// newer one (an unknown key).
fn files() -> Vec<String> {
    let defaults = serde_json::to_value(Settings::default()).unwrap_or_default();
    let mut files = vec![defaults.to_string(), "{}".to_owned()];
    let mut changes = changes();
    changes.push(("from_a_later_version".to_owned(), serde_json::json!([1, 2])));
    for (key, value) in changes {
        let mut changed = defaults.clone();
        if let Some(map) = changed.as_object_mut() {
            map.insert(key.clone(), value);
        }
        files.push(changed.to_string());
        let mut older = defaults.clone();
        if let Some(map) = older.as_object_mut() {
            map.remove(&key);
        }
        files.push(serde_json::to_string_pretty(&older).unwrap_or_default());
    }
    files
}

#[test]
fn every_field_is_changed_by_some_file() {
    let defaults = serde_json::to_value(Settings::default()).unwrap_or_default();
    let fields = defaults.as_object().map_or(0, serde_json::Map::len);
    let changed: Vec<String> = changes().into_iter().map(|(key, _)| key).collect();
    assert_eq!(
        changed.len(),
        fields,
        "a field has no valid value other than its default in OTHER_VALUES: {changed:?}"
    );
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
    assert!(changed.filter(|s| *s != Settings::default()).count() >= changes().len());
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
