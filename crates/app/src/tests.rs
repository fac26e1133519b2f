//! The app core through its commands, as both hosts run them ([`commands::dispatch`], JSON in
//! and out): settings, games, tutorials, reviews and the store, as the UI drives them, on a
//! host whose blocking tasks are threads and whose events are kept for the test to read.

use std::sync::{Arc, Mutex};

use super::*;
use crate::autosave::{SaveState, Storage};
use crate::host::{Event, Host, Job, Search};
use crate::jobs::{Hold, SearchJob};
use crate::settings::memory::MemoryStore;
use crate::settings::SettingsState;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// A host for the tests: each blocking task a thread, every event kept. With `elsewhere`,
/// a search that comes as data runs as the web host runs it: from its data alone
/// ([`crate::search::run`]), ended (its answer dropped) as soon as its hold says stop or
/// pause, and started again from the beginning when a paused one goes on.
#[derive(Clone, Default)]
struct TestHost {
    events: Arc<Mutex<Vec<Event>>>,
    elsewhere: bool,
    /// How many searches elsewhere were stopped by their hold (a run ended, or stopped before
    /// it began) rather than answered.
    ended: Arc<AtomicUsize>,
}

impl Host for TestHost {
    fn emit(&self, event: Event) {
        self.events.lock().unwrap().push(event);
    }

    fn spawn_blocking(&self, job: Job) {
        std::thread::spawn(job);
    }

    fn search(&self, search: Search) {
        if !self.elsewhere {
            return self.spawn_blocking(search.into_job());
        }
        let ended = Arc::clone(&self.ended);
        std::thread::spawn(move || {
            let Search {
                job,
                stop: held,
                news,
                answer,
            } = search;
            // Elsewhere the job comes as JSON, without the session's own player, and its
            // answer goes back as JSON.
            let job: SearchJob = through_json(&job);
            loop {
                match held.hold() {
                    Hold::Stopped => {
                        ended.fetch_add(1, Ordering::Relaxed);
                        return answer(None);
                    }
                    Hold::Paused => std::thread::sleep(std::time::Duration::from_millis(2)),
                    Hold::Go => {
                        // The run's own stop, set when the hold leaves Go: its answer is then
                        // dropped, as a terminated worker's is.
                        let stop = Arc::new(AtomicBool::new(false));
                        let watched = (Arc::clone(&stop), held.clone());
                        let watcher = std::thread::spawn(move || {
                            while !watched.0.load(Ordering::Relaxed) {
                                if watched.1.hold() != Hold::Go {
                                    watched.0.store(true, Ordering::Relaxed);
                                }
                                std::thread::sleep(std::time::Duration::from_millis(1));
                            }
                        });
                        let ran = crate::search::run(&job, &*news, &*stop);
                        let stopped = stop.swap(true, Ordering::Relaxed);
                        watcher.join().unwrap();
                        if !stopped {
                            return answer(ran.ok().map(|found| through_json(&found)));
                        }
                    }
                }
            }
        });
    }
}

/// `value` written as JSON and read back, as the web host hands a search to its worker.
fn through_json<T: serde::Serialize + serde::de::DeserializeOwned>(value: &T) -> T {
    serde_json::from_str(&serde_json::to_string(value).unwrap()).unwrap()
}

/// An app with an in-memory store and settings of its own.
fn app() -> (App, App) {
    app_with(MemoryStore::default())
}

/// An app whose settings are kept in `settings`, with an in-memory store.
fn app_with(settings: MemoryStore) -> (App, App) {
    let (app, _) = app_hosted(&Storage::InMemory, settings, TestHost::default());
    (app.clone(), app)
}

/// An app whose saved games are in `storage`, and the events it sends.
fn app_on(storage: &Storage) -> (App, Arc<Mutex<Vec<Event>>>) {
    app_hosted(storage, MemoryStore::default(), TestHost::default())
}

/// An app on `host`, its saved games in `storage` and its settings in `settings`, and the
/// events it sends.
fn app_hosted(
    storage: &Storage,
    settings: MemoryStore,
    host: TestHost,
) -> (App, Arc<Mutex<Vec<Event>>>) {
    let events = Arc::clone(&host.events);
    let settings = SettingsState::load(Box::new(settings));
    (App::new(Box::new(host), storage, settings), events)
}

/// Runs command `cmd` with `body` as a host does: its JSON answer, or the error as JSON.
fn invoke(
    app: &App,
    cmd: &str,
    body: serde_json::Value,
) -> Result<serde_json::Value, serde_json::Value> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .expect("a runtime for the test");
    runtime
        .block_on(commands::dispatch(app, cmd, body))
        .map_err(|e| serde_json::to_value(e).expect("an error as JSON"))
}

#[test]
fn app_info_lists_both_games() {
    let (_app, window) = app();
    let info = invoke(&window, "app_info", serde_json::json!({})).unwrap();
    assert_eq!(info["version"], env!("CARGO_PKG_VERSION"));
    let kinds: Vec<_> = info["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["kind"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(kinds, ["gobblet", "deblockle"]);
}

#[test]
fn deblockle_facts_reach_the_ui_as_json_in_the_rules_words() {
    let (_app, window) = app();
    let facts = invoke(&window, "deblockle_facts", serde_json::json!({})).unwrap();
    // Rules: tipping north rolls the old south face (Hoops) up and the old top (Star) north.
    assert_eq!(facts["tips"][0]["direction"], "north");
    assert_eq!(facts["tips"][0]["cube"]["top"], "hoops");
    assert_eq!(facts["tips"][0]["cube"]["north"], "star");
    assert_eq!(facts["reference"]["west"], "cross");
    let slider = facts["hops"]
        .as_array()
        .unwrap()
        .iter()
        .find(|h| h["face"] == "slider")
        .unwrap();
    assert_eq!(slider["from"], "d4");
    assert_eq!(
        slider["targets"],
        serde_json::json!(["d1", "a4", "g4", "d7"])
    );
    assert_eq!(facts["stars"], serde_json::json!(["d2", "d6"]));
}

fn settings_json(theme: &str) -> serde_json::Value {
    serde_json::json!({
        "language": "uk", "theme": theme, "palette": "colour_blind", "motion": "reduced",
        "animation_speed": "fast", "sound": false, "vibration": false, "touch_move": false,
        "show_covered": true, "tabletop": true, "ai_level": 5, "coordinates": false,
        "confirm_draw_offer": false
    })
}

#[test]
fn bad_settings_are_refused_and_change_nothing() {
    let (_app, window) = app();
    let set = invoke(
        &window,
        "set_settings",
        serde_json::json!({"settings": settings_json("dark")}),
    )
    .unwrap();
    assert_eq!(set["theme"], "dark");
    let mut bad_level = settings_json("light");
    bad_level["ai_level"] = serde_json::json!(6);
    let mut extra = settings_json("light");
    extra["colour"] = serde_json::json!("red");
    let mut missing = settings_json("light");
    missing.as_object_mut().unwrap().remove("sound");
    for bad in [
        serde_json::json!({"settings": settings_json("purple")}),
        serde_json::json!({"settings": bad_level}),
        serde_json::json!({"settings": extra}),
        serde_json::json!({"settings": missing}),
        serde_json::json!({"settings": 3}),
        serde_json::json!({}),
        serde_json::json!({"theme": "light"}),
    ] {
        assert!(
            invoke(&window, "set_settings", bad.clone()).is_err(),
            "{bad} accepted"
        );
    }
    let view = invoke(&window, "get_settings", serde_json::json!({})).unwrap();
    assert_eq!(view["settings"], settings_json("dark"));
}

/// The settings the UI saved are the ones the next start reads from the host's store (the
/// hosts' own stores are tested in theirs: `src-tauri/src/tests.rs`, the e2e tests on the web).
#[test]
fn settings_survive_a_restart() {
    let kept = MemoryStore::default();
    {
        let (_app, window) = app_with(kept.clone());
        invoke(
            &window,
            "set_settings",
            serde_json::json!({"settings": settings_json("light")}),
        )
        .unwrap();
    }
    let (_app, window) = app_with(kept);
    let view = invoke(&window, "get_settings", serde_json::json!({})).unwrap();
    assert_eq!(view["settings"], settings_json("light"));
    assert_eq!(view["notice"], serde_json::Value::Null);
}

#[test]
fn a_damaged_settings_copy_resets_to_the_defaults_with_a_notice_once() {
    let kept = MemoryStore::holding(b"{\"theme\": \"dark\", \"ai_level\": 42}");
    let (_app, window) = app_with(kept.clone());
    let view = invoke(&window, "get_settings", serde_json::json!({})).unwrap();
    let defaults = serde_json::to_value(ipc::app::Settings::default()).unwrap();
    assert_eq!(view["settings"], defaults);
    assert_eq!(view["notice"]["kind"], "damaged");
    assert!(view["notice"]["reason"].as_str().unwrap().contains("level"));
    // The damaged copy was replaced by the defaults, so the next start is clean.
    assert_eq!(
        settings::parse(&kept.bytes().unwrap()).unwrap(),
        ipc::app::Settings::default()
    );
    invoke(&window, "dismiss_settings_notice", serde_json::json!({})).unwrap();
    let view = invoke(&window, "get_settings", serde_json::json!({})).unwrap();
    assert_eq!(view["notice"], serde_json::Value::Null);
    let (_app, window) = app_with(kept);
    let view = invoke(&window, "get_settings", serde_json::json!({})).unwrap();
    assert_eq!(view["notice"], serde_json::Value::Null);
}

fn gobblet(seats: serde_json::Value) -> serde_json::Value {
    serde_json::json!({"options": {
        "game": "gobblet", "seats": seats, "first": "one", "stacks": [3, 3], "touch_move": false
    }})
}

#[test]
fn a_game_is_played_through_the_commands() {
    let (_app, window) = app();
    let no_game = invoke(&window, "game_view", serde_json::json!({})).unwrap_err();
    assert_eq!(no_game["kind"], "no_game");
    let people = serde_json::json!([{"kind": "person"}, {"kind": "person"}]);
    let view = invoke(&window, "new_game", gobblet(people)).unwrap();
    assert_eq!(view["game"], "gobblet");
    assert_eq!(view["legal"].as_array().unwrap().len(), 16);
    let view = invoke(&window, "play", serde_json::json!({"mv": "4b2"})).unwrap();
    assert_eq!(view["moves"], serde_json::json!(["4b2"]));
    assert_eq!(view["last_move"]["to"], "b2");
    let start = invoke(&window, "replay_at", serde_json::json!({"ply": 0})).unwrap();
    assert_eq!(start["board"]["game"], "gobblet");
    assert_eq!(start["last_move"], serde_json::Value::Null);
    let after = invoke(&window, "replay_at", serde_json::json!({"ply": 1})).unwrap();
    assert_eq!(after["last_move"]["text"], "4b2");
    assert_eq!(after["board"], view["board"]);
    let view = invoke(&window, "undo", serde_json::json!({})).unwrap();
    assert_eq!(view["moves"], serde_json::json!([]));
}

#[test]
fn rematch_starts_the_same_match_at_once_with_colours_swapped() {
    let (_app, window) = app();
    let none = invoke(&window, "rematch", serde_json::json!({})).unwrap_err();
    assert_eq!(none["kind"], "no_game");
    let seats = serde_json::json!([{"kind": "person"}, {"kind": "ai", "level": 2}]);
    let options = serde_json::json!({"options": {
        "game": "gobblet", "seats": seats, "first": "one", "stacks": [2, 3], "touch_move": true
    }});
    invoke(&window, "new_game", options).unwrap();
    invoke(&window, "resign", serde_json::json!({"seat": "one"})).unwrap();
    let view = invoke(&window, "rematch", serde_json::json!({})).unwrap();
    assert_eq!(
        view["seats"],
        serde_json::json!([{"kind": "ai", "level": 2}, {"kind": "person"}])
    );
    assert_eq!(view["outcome"], serde_json::Value::Null);
    assert_eq!(view["touch_move"], true);
    let stacks = |seat: usize| view["board"]["reserves"][seat].as_array().unwrap().len();
    assert_eq!(
        (stacks(0), stacks(1)),
        (3, 2),
        "the handicap stays with the person"
    );
}

#[test]
fn bad_game_payloads_are_refused_and_change_nothing() {
    let (_app, window) = app();
    let people = serde_json::json!([{"kind": "person"}, {"kind": "person"}]);
    invoke(&window, "new_game", gobblet(people.clone())).unwrap();
    invoke(&window, "play", serde_json::json!({"mv": "4a1"})).unwrap();
    let before = invoke(&window, "game_view", serde_json::json!({})).unwrap();
    let bad: [(&str, serde_json::Value); 12] = [
        ("play", serde_json::json!({"mv": "a1-a1"})),
        ("play", serde_json::json!({"mv": "9z9"})),
        ("play", serde_json::json!({"mv": 42})),
        ("play", serde_json::json!({})),
        ("touch", serde_json::json!({"square": "a1"})),
        ("resign", serde_json::json!({"seat": "three"})),
        ("answer_draw", serde_json::json!({"accept": true})),
        ("redo", serde_json::json!({})),
        ("replay_at", serde_json::json!({"ply": 7})),
        ("replay_at", serde_json::json!({"ply": -1})),
        (
            "new_game",
            serde_json::json!({"options": {"game": "chess"}}),
        ),
        (
            "new_game",
            serde_json::json!({"options": {"game": "gobblet", "seats": people, "first": "one",
                "stacks": [0, 3], "touch_move": false}}),
        ),
    ];
    for (cmd, body) in bad {
        assert!(
            invoke(&window, cmd, body.clone()).is_err(),
            "{cmd} {body} was accepted"
        );
    }
    let after = invoke(&window, "game_view", serde_json::json!({})).unwrap();
    assert_eq!(after, before);
}

#[test]
fn bad_statistics_requests_are_refused() {
    let (_app, window) = app();
    let request = |kind: serde_json::Value| serde_json::json!({"request": {"kind": kind, "player": null, "period": "week"}});
    let stats = invoke(&window, "statistics", request("gobblet".into())).unwrap();
    assert_eq!(stats["overall"]["played"], 0);
    let mut extra = request(serde_json::Value::Null);
    extra["request"]["colour"] = "red".into();
    for bad in [
        request("chess".into()),
        request(3.into()),
        extra,
        serde_json::json!({"request": {"kind": null, "player": null, "period": "year"}}),
    ] {
        assert!(
            invoke(&window, "statistics", bad.clone()).is_err(),
            "{bad} accepted"
        );
    }
}

#[test]
fn a_tutorial_is_followed_through_the_commands_and_leaves_the_game_alone() {
    let (_app, window) = app();
    let people = serde_json::json!([{"kind": "person"}, {"kind": "person"}]);
    invoke(&window, "new_game", gobblet(people)).unwrap();
    invoke(&window, "play", serde_json::json!({"mv": "4a1"})).unwrap();
    let game = invoke(&window, "game_view", serde_json::json!({})).unwrap();
    for cmd in ["tutorial_view", "tutorial_back", "tutorial_restart"] {
        let err = invoke(&window, cmd, serde_json::json!({})).unwrap_err();
        assert_eq!(err["kind"], "refused", "{cmd} without a tutorial");
    }
    for bad in [
        serde_json::json!({"game": "chess"}),
        serde_json::json!({"game": 3}),
        serde_json::json!({}),
    ] {
        assert!(
            invoke(&window, "tutorial_start", bad.clone()).is_err(),
            "{bad}"
        );
    }
    let first = invoke(
        &window,
        "tutorial_start",
        serde_json::json!({"game": "gobblet"}),
    )
    .unwrap();
    assert_eq!(first["step"], 0);
    assert_eq!(first["steps"], 6);
    assert_eq!(first["expected"]["text"], "4b2");
    for (body, kind) in [
        (serde_json::json!({"mv": 42}), None),
        (serde_json::json!({}), None),
        (serde_json::json!({"mv": "9z9"}), Some("invalid_input")),
        (serde_json::json!({"mv": "a1-b1"}), Some("refused")),
    ] {
        let err = invoke(&window, "tutorial_play", body.clone()).unwrap_err();
        if let Some(kind) = kind {
            assert_eq!(err["kind"], kind, "{body}");
        }
        let now = invoke(&window, "tutorial_view", serde_json::json!({})).unwrap();
        assert_eq!(now, first, "{body} changed the tutorial");
    }
    let wrong = invoke(&window, "tutorial_play", serde_json::json!({"mv": "4d4"})).unwrap();
    assert_eq!(wrong["mistake"]["hint"], "tutorial.g.enter.hint");
    assert_eq!(wrong["board"], first["board"]);
    assert_eq!(wrong["step"], 0);
    let mut view = wrong;
    while view["done"] == false {
        let mv = view["expected"]["text"].clone();
        view = invoke(&window, "tutorial_play", serde_json::json!({"mv": mv})).unwrap();
    }
    assert_eq!(view["outcome"]["winner"], "one");
    let back = invoke(&window, "tutorial_back", serde_json::json!({})).unwrap();
    assert_eq!(back["step"], 5);
    let again = invoke(&window, "tutorial_restart", serde_json::json!({})).unwrap();
    assert_eq!(again, first);
    invoke(&window, "tutorial_leave", serde_json::json!({})).unwrap();
    assert!(invoke(&window, "tutorial_view", serde_json::json!({})).is_err());
    let after = invoke(&window, "game_view", serde_json::json!({})).unwrap();
    assert_eq!(after, game, "the game in play is untouched");
}

#[test]
fn every_listed_command_is_dispatched_and_an_unknown_one_is_refused() {
    let (_app, window) = app();
    for name in commands::NAMES {
        // Every command answers or refuses with its own error; none is unknown. (The
        // commands that open a file dialog need a title, so this payload opens none.)
        if let Err(err) = invoke(&window, name, serde_json::json!({})) {
            assert!(
                !err.to_string().contains("there is no command"),
                "{name} is listed but not dispatched: {err}"
            );
        }
    }
    let unknown = invoke(&window, "no_such_command", serde_json::json!({})).unwrap_err();
    assert_eq!(unknown["kind"], "invalid_input");
    assert!(unknown.to_string().contains("there is no command"));
    for bad in [
        serde_json::json!([1]),
        serde_json::json!("mv"),
        serde_json::json!(3),
    ] {
        let err = invoke(&window, "play", bad.clone()).unwrap_err();
        assert_eq!(err["kind"], "invalid_input", "{bad}");
    }
}

/// Review: a saved game opened read-only, analysed (the result kept with it, so the
/// review opens analysed the next time), a try judged, and "play from here" starting a
/// new saved game at a position of it; the reviewed game's record never changes.
#[test]
fn a_saved_game_is_reviewed_analysed_and_played_from_without_changing_it() {
    let (_app, window) = app();
    let text = "[Game \"gobblet\"]\n[Setup \"..../..../W3W4.W4/W3B4B4B3 W:422 B:432 W\"]\n\
        [White \"Anna\"]\n[BlackAI \"1\"]\n\n4d1 4a2 d1-a3 a2-a1\n";
    let id = invoke(
        &window,
        "import_game_text",
        serde_json::json!({"text": text}),
    )
    .unwrap();
    let saved = || invoke(&window, "saved_game_text", serde_json::json!({"id": id})).unwrap();
    let before = saved();

    let view = invoke(&window, "review_open", serde_json::json!({"id": id})).unwrap();
    assert_eq!(
        view["moves"],
        serde_json::json!(["4d1", "4a2", "d1-a3", "a2-a1"])
    );
    assert_eq!(view["person_seats"], serde_json::json!(["one"]));
    assert!(view["analysis"].is_null());
    let view = invoke(&window, "review_analyse", serde_json::json!({})).unwrap();
    let analysis = &view["analysis"];
    assert_eq!(analysis["points"].as_array().unwrap().len(), 5);
    assert_eq!(analysis["moves"][0]["class"], "blunder");
    assert_eq!(analysis["moves"][0]["better"]["text"], "a1-c2");
    assert_eq!(
        analysis["moves"][0]["better"]["verdict"],
        serde_json::json!({"kind": "wins_in", "moves": 1})
    );
    assert_eq!(analysis["moves"][2]["class"], "blunder");
    let ply = invoke(&window, "review_ply", serde_json::json!({"ply": 0})).unwrap();
    assert_eq!(ply["better"]["text"], "a1-c2");
    assert_eq!(ply["next_move"]["text"], "4d1");
    let tried = invoke(
        &window,
        "review_try",
        serde_json::json!({"ply": 0, "mv": "4c2"}),
    );
    assert_eq!(tried.unwrap()["accepted"], true);
    let tried = invoke(
        &window,
        "review_try",
        serde_json::json!({"ply": 0, "mv": "4d1"}),
    );
    assert_eq!(tried.unwrap()["accepted"], false);
    assert!(invoke(
        &window,
        "review_try",
        serde_json::json!({"ply": 0, "mv": "a3-a4"})
    )
    .is_err());

    // Train on my mistakes: Anna (White) missed a win in 1 with her first move; it becomes
    // a personal puzzle, proven, kept once, solved unrated.
    let found = invoke(&window, "review_puzzles", serde_json::json!({})).unwrap();
    assert_eq!(found["game"], "gobblet");
    assert!(found["found"].as_u64().unwrap() >= 1, "{found}");
    assert_eq!(found["added"], found["found"]);
    let again = invoke(&window, "review_puzzles", serde_json::json!({})).unwrap();
    assert_eq!(
        (again["found"].clone(), again["added"].clone()),
        (found["found"].clone(), 0.into())
    );
    let mine = invoke(
        &window,
        "puzzle_next",
        serde_json::json!({"game": "gobblet", "choice": {"kind": "mine"}}),
    )
    .unwrap();
    assert_eq!(mine["personal"], true);
    assert_eq!(mine["from_game"], id);
    assert_eq!(mine["rated"], false);
    let progress = invoke(
        &window,
        "puzzle_progress",
        serde_json::json!({"game": "gobblet"}),
    )
    .unwrap();
    assert_eq!(progress["personal"], found["found"]);
    invoke(&window, "puzzle_leave", serde_json::json!({})).unwrap();

    // Reopened: analysed at once, from the store.
    invoke(&window, "review_close", serde_json::json!({})).unwrap();
    let again = invoke(&window, "review_open", serde_json::json!({"id": id})).unwrap();
    assert_eq!(again["analysis"], view["analysis"]);

    // Play from here: a new game at the position after the second move, against level 2.
    let seats = serde_json::json!([{"kind": "person"}, {"kind": "ai", "level": 2}]);
    let game = invoke(
        &window,
        "review_play_from",
        serde_json::json!({"ply": 2, "seats": seats}),
    )
    .unwrap();
    assert_eq!(game["moves"], serde_json::json!([]));
    assert_eq!(game["board"], ply_board(&window, 2));
    // Saved, but not listed before its first move (a game with no move is not listed).
    let rows = invoke(&window, "list_saved_games", serde_json::json!({})).unwrap();
    assert_eq!(rows.as_array().unwrap().len(), 1);
    let new_id = invoke(&window, "review_open", serde_json::json!({"id": null})).unwrap()["row"]
        ["id"]
        .clone();
    invoke(&window, "review_close", serde_json::json!({})).unwrap();
    assert_ne!(new_id, id);
    let new_text = invoke(
        &window,
        "saved_game_text",
        serde_json::json!({"id": new_id}),
    )
    .unwrap();
    let setup = "[Setup \"..../..../(W3B4)W4.W4/W3B4B4(B3W4) W:322 B:332 W\"]";
    assert!(new_text.as_str().unwrap().contains(setup), "{new_text}");
    assert_eq!(saved(), before, "reviewing never changes the saved game");
    // From the end-of-game panel: the game in play (here the one begun from the review).
    let current = invoke(&window, "review_open", serde_json::json!({"id": null})).unwrap();
    assert_eq!(current["row"]["id"], new_id);
}

/// The review's words are by side, never "you": in a game the computer (Black) won, its
/// winning move leaves the game won by Black, and White's last move, which did not stop the
/// line, is a blunder that lets Black win in 1, with a better move that keeps the game for
/// White (the UI words these standings, `ui/src/lib/review.ts`).
#[test]
fn the_review_says_who_stands_better_by_side() {
    let (_app, window) = app();
    let text = "[Game \"gobblet\"]\n[Setup \"..../..../..../.... W:444 B:444 W\"]\n\
        [TouchMove \"off\"]\n[White \"Anna\"]\n[BlackAI \"4\"]\n\n\
        4a1 4a4 4b2 4b4 4c3 4c4 3d2 3d4\n";
    let id = invoke(
        &window,
        "import_game_text",
        serde_json::json!({"text": text}),
    )
    .unwrap();
    invoke(&window, "review_open", serde_json::json!({"id": id})).unwrap();
    let view = invoke(&window, "review_analyse", serde_json::json!({})).unwrap();
    let analysis = &view["analysis"];
    let won = serde_json::json!({"kind": "won", "side": "two"});
    assert_eq!(analysis["standings"].as_array().unwrap().len(), 9);
    assert_eq!(analysis["standings"][8], won);
    assert_eq!(
        analysis["standings"][0],
        serde_json::json!({"kind": "equal"})
    );
    let winning = &analysis["moves"][7];
    assert_eq!(winning["mover"], "two");
    assert_eq!(
        winning["after"], won,
        "the computer's winning move: Black won"
    );
    let last = &analysis["moves"][6];
    assert_eq!(last["mover"], "one");
    assert_eq!(last["class"], "blunder");
    assert_eq!(
        last["after"],
        serde_json::json!({"kind": "wins_in", "side": "two", "moves": 1}),
        "White's 3d2 lets Black win in 1"
    );
    let keeps = &last["better"]["keeps"];
    assert_ne!(
        keeps["side"], "two",
        "the better move keeps White in the game: {keeps}"
    );
}

fn ply_board(window: &App, ply: u32) -> serde_json::Value {
    invoke(window, "review_ply", serde_json::json!({"ply": ply})).unwrap()["board"].clone()
}

/// Another copy of the app writes to the game in play: this copy's game goes on as a
/// separate saved game, and the person is told once (`storage-changed`, then
/// `storage_status`) until they dismiss it.
#[test]
fn a_game_written_elsewhere_goes_on_as_a_copy_and_the_person_is_told_once() {
    use serde_json::json;

    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::Directory(dir.path().to_owned());
    let (app, events) = app_on(&storage);
    let window = app.clone();
    let told = || -> Vec<serde_json::Value> {
        events
            .lock()
            .unwrap()
            .iter()
            .filter(|e| e.name() == "storage-changed")
            .map(Event::payload)
            .collect()
    };
    let people = json!([{"kind": "person"}, {"kind": "person"}]);
    invoke(&window, "new_game", gobblet(people)).unwrap();
    invoke(&window, "play", json!({"mv": "4a1"})).unwrap();

    // Another copy of the app opens the same game and moves in it.
    let other = SaveState::open(&storage);
    let mut other_saver = other.lock().unwrap();
    let mut other_game = other_saver.resume_last().unwrap();
    other_game.play("4b2").unwrap();
    other_saver.save(&other_game).unwrap();
    let original = other_saver.current_id().unwrap();
    drop(other_saver);

    invoke(&window, "play", json!({"mv": "4c3"})).unwrap();
    invoke(&window, "play", json!({"mv": "4d4"})).unwrap();
    let status = invoke(&window, "storage_status", json!({})).unwrap();
    assert_eq!(status["saved_as_copy"]["original"], original);
    assert!(status["unsaved"].is_null(), "no retry is promised");
    let copy = status["saved_as_copy"]["copy"].as_i64().unwrap();
    let events = told();
    assert_eq!(events.len(), 1, "told once: {events:?}");
    assert_eq!(events[0]["saved_as_copy"]["copy"], copy);
    {
        let mut saver = app.save().unwrap().lock().unwrap();
        let store = saver.store_mut();
        assert_eq!(
            store.saved_game(copy).unwrap().actions,
            ["4a1", "4c3", "4d4"]
        );
        assert_eq!(store.saved_game(original).unwrap().actions, ["4a1", "4b2"]);
    }
    let status = invoke(&window, "dismiss_copy_notice", json!({})).unwrap();
    assert!(status["saved_as_copy"].is_null());
}

/// Waits until the game in play has `moves` moves (the computer's turn runs on a blocking
/// task), and returns its view.
fn wait_for_moves(window: &App, moves: usize) -> serde_json::Value {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    loop {
        let view = invoke(window, "game_view", serde_json::json!({})).unwrap();
        if view["moves"].as_array().map(Vec::len) == Some(moves) {
            return view;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the computer never moved: {view}"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

/// Saves a new Gobblet game in `storage` with the computer (level 1, White) to move and no
/// search started: what a phone leaves when it ends the app while the computer thinks.
fn save_game_with_the_computer_to_move(storage: &Storage) -> i64 {
    use crate::ipc::game::{Controller, Seat};
    use crate::ipc::new_game::NewGame;
    let options =
        NewGame::of::<engine::gobblet::Gobblet>(crate::games::gobblet::shapes::GobbletOptions {
            seats: [Controller::ai(1), Controller::Person],
            first: Seat::One,
            stacks: [3, 3],
            touch_move: false,
        });
    let session = games::new_session(&options, 0).unwrap();
    let save = SaveState::open(storage);
    let mut saver = save.lock().unwrap();
    saver.start(&options, &session).unwrap();
    saver.current_id().unwrap()
}

#[test]
fn a_game_resumed_with_the_computer_to_move_gets_its_move() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::Directory(dir.path().to_owned());
    let first = save_game_with_the_computer_to_move(&storage);

    // At start.
    let (app, _) = app_on(&storage);
    let window = app.clone();
    flow::resume_at_start(&app);
    let view = wait_for_moves(&window, 1);
    assert_eq!(
        view["side_to_move"], "two",
        "the person's turn after the computer's move"
    );
    {
        let mut saver = app.save().unwrap().lock().unwrap();
        assert_eq!(
            saver.store_mut().saved_game(first).unwrap().actions.len(),
            1
        );
    }

    // From Saved games: another game left with the computer to move.
    let second = save_game_with_the_computer_to_move(&storage);
    invoke(
        &window,
        "open_saved_game",
        serde_json::json!({"id": second}),
    )
    .unwrap();
    wait_for_moves(&window, 1);
    let mut saver = app.save().unwrap().lock().unwrap();
    assert_eq!(
        saver.store_mut().saved_game(second).unwrap().actions.len(),
        1
    );
}

/// The store keeps a computer's level as a number it checks itself (it knows nothing of the
/// AI): every level the AI has is one it takes, and no other.
#[test]
fn the_store_takes_exactly_the_levels_the_ai_has() {
    use crate::ipc::app::AiLevel;
    for level in ai::Level::ALL {
        let stored = store::Side::ai(level.number());
        assert!(stored.validated().is_ok(), "level {}", level.number());
        assert_eq!(
            crate::ipc::game::Controller::try_from(&stored),
            Ok(crate::ipc::game::Controller::Ai {
                level: AiLevel::from(level)
            })
        );
    }
    for outside in [AiLevel::MIN - 1, AiLevel::MAX + 1] {
        assert!(
            store::Side::ai(outside).validated().is_err(),
            "level {outside}"
        );
    }
}

#[test]
fn puzzles_through_the_commands_bad_payloads_change_nothing_and_the_rating_is_kept() {
    let (_app, window) = app();
    for cmd in ["puzzle_view", "puzzle_retry", "puzzle_solution"] {
        let err = invoke(&window, cmd, serde_json::json!({})).unwrap_err();
        assert_eq!(err["kind"], "refused", "{cmd} without a puzzle");
    }
    // Wrong shapes and values: refused, nothing opened.
    for bad in [
        serde_json::json!({"game": "chess", "choice": {"kind": "any"}}),
        serde_json::json!({"game": "gobblet"}),
        serde_json::json!({"game": "gobblet", "choice": {"kind": "all"}}),
        serde_json::json!({"game": "gobblet", "choice": "any"}),
        serde_json::json!({"game": "gobblet", "choice": {"kind": "theme"}}),
        serde_json::json!({"game": "gobblet", "choice": {"kind": "theme", "theme": "tempo"}}),
        serde_json::json!({"game": "gobblet", "choice": {"kind": "theme", "theme": "nonsense"}}),
    ] {
        assert!(
            invoke(&window, "puzzle_next", bad.clone()).is_err(),
            "{bad}"
        );
        let err = invoke(&window, "puzzle_view", serde_json::json!({})).unwrap_err();
        assert_eq!(err["kind"], "refused", "{bad} opened a puzzle");
    }
    let err = invoke(
        &window,
        "puzzle_next",
        serde_json::json!({"game": "gobblet", "choice": {"kind": "theme", "theme": "nonsense"}}),
    )
    .unwrap_err();
    assert_eq!(err["kind"], "invalid_input");
    let mine = invoke(
        &window,
        "puzzle_next",
        serde_json::json!({"game": "deblockle", "choice": {"kind": "mine"}}),
    )
    .unwrap_err();
    assert_eq!(mine["kind"], "refused");

    let first = invoke(
        &window,
        "puzzle_next",
        serde_json::json!({"game": "gobblet", "choice": {"kind": "any"}}),
    )
    .unwrap();
    assert_eq!(first["phase"], "solving");
    assert_eq!(first["progress"]["rating"], 1500);
    assert_eq!(first["progress"]["provisional"], true);
    // A well-formed board move that is not legal in this puzzle (which is drawn at random: a
    // fixed move such as a1-a2 is legal in some of them).
    let legal: Vec<&str> = first["legal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["text"].as_str().unwrap())
        .collect();
    let squares = ["a1", "b2", "c3", "d4", "a4", "d1", "b3", "c2"];
    let illegal = squares
        .iter()
        .flat_map(|from| {
            squares
                .iter()
                .filter(move |to| *to != from)
                .map(move |to| format!("{from}-{to}"))
        })
        .find(|mv| !legal.contains(&mv.as_str()))
        .unwrap();
    for bad in [
        serde_json::json!({"mv": 42}),
        serde_json::json!({}),
        serde_json::json!({"mv": "zz"}),
        serde_json::json!({"mv": illegal}),
    ] {
        assert!(
            invoke(&window, "puzzle_play", bad.clone()).is_err(),
            "{bad}"
        );
        let now = invoke(&window, "puzzle_view", serde_json::json!({})).unwrap();
        assert_eq!(now, first, "{bad} changed the puzzle");
    }
    let zz = invoke(&window, "puzzle_play", serde_json::json!({"mv": "zz"})).unwrap_err();
    assert_eq!(zz["kind"], "invalid_input");
    // Solved through the commands: the rating rises and is kept in the store.
    let id = first["id"].as_str().unwrap().to_owned();
    let puzzle = puzzles::shipped(engine::GameKind::Gobblet)
        .unwrap()
        .get(&id)
        .unwrap()
        .clone();
    let mut last = first.clone();
    for mv in puzzle.solution.iter().step_by(2) {
        last = invoke(&window, "puzzle_play", serde_json::json!({"mv": mv})).unwrap();
    }
    assert_eq!(last["phase"], "solved");
    let after = last["change"]["after"]["rating"].as_i64().unwrap();
    assert!(after > 1500, "{last}");
    let progress = invoke(
        &window,
        "puzzle_progress",
        serde_json::json!({"game": "gobblet"}),
    )
    .unwrap();
    assert_eq!(progress["rating"]["rating"], after);
    assert_eq!(progress["streak"], 1);
    assert_eq!(progress["history"].as_array().unwrap().len(), 1);
    assert!(invoke(&window, "puzzle_progress", serde_json::json!({"game": 1})).is_err());
    invoke(&window, "puzzle_leave", serde_json::json!({})).unwrap();
    let err = invoke(&window, "puzzle_view", serde_json::json!({})).unwrap_err();
    assert_eq!(err["kind"], "refused");
}

/// The searches as data, run as the web host runs them (from the data alone, in a worker
/// ended on cancel): the computer's move lands, a hint comes, an analysis equals the one run
/// on the session's own computer player, and a search cancelled by undo never lands.
#[test]
fn searches_run_from_their_data_play_hint_analyse_and_stop() {
    let elsewhere = TestHost {
        elsewhere: true,
        ..TestHost::default()
    };
    let ended = Arc::clone(&elsewhere.ended);
    let (window, events) = app_hosted(&Storage::InMemory, MemoryStore::default(), elsewhere);

    let level = |n: u8| serde_json::json!([{"kind": "person"}, {"kind": "ai", "level": n}]);
    invoke(&window, "new_game", gobblet(level(1))).unwrap();
    invoke(&window, "play", serde_json::json!({"mv": "4b2"})).unwrap();
    let view = wait_for_moves(&window, 2);
    assert_eq!(view["thinking"], false, "{view}");
    let progress = events
        .lock()
        .unwrap()
        .iter()
        .filter(|e| matches!(e, Event::AiProgress(_)))
        .count();
    assert!(progress > 0, "the search's progress reaches the UI");

    let hint = invoke(&window, "hint", serde_json::json!({})).unwrap();
    let legal: Vec<&serde_json::Value> = view["legal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| &m["text"])
        .collect();
    assert!(legal.contains(&&hint["mv"]["text"]), "{hint}");

    // Level 5 thinks for a while; undo cancels it, and its move never comes.
    invoke(&window, "new_game", gobblet(level(5))).unwrap();
    invoke(&window, "play", serde_json::json!({"mv": "4b2"})).unwrap();
    let undone = invoke(&window, "undo", serde_json::json!({})).unwrap();
    assert_eq!(undone["moves"], serde_json::json!([]));
    // Waits for the search's end (its worker stopped, its answer dropped), not for a fixed
    // time: a search that was not stopped fails here, at the deadline or by its move.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    let view = loop {
        let view = invoke(&window, "game_view", serde_json::json!({})).unwrap();
        if ended.load(Ordering::Relaxed) == 1 && view["thinking"] == false {
            break view;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the cancelled search was never stopped: {view}"
        );
        std::thread::sleep(std::time::Duration::from_millis(5));
    };
    assert_eq!(
        view["moves"],
        serde_json::json!([]),
        "the cancelled move never lands"
    );
    assert_eq!(
        ended.load(Ordering::Relaxed),
        1,
        "it was stopped once, not waited for"
    );

    let text = "[Game \"gobblet\"]\n[Setup \"..../..../W3W4.W4/W3B4B4B3 W:422 B:432 W\"]\n\
        [White \"Anna\"]\n[BlackAI \"1\"]\n\n4d1 4a2 d1-a3 a2-a1\n";
    let analysed = |window: &App| {
        let id = invoke(
            window,
            "import_game_text",
            serde_json::json!({"text": text}),
        )
        .unwrap();
        invoke(window, "review_open", serde_json::json!({"id": id})).unwrap();
        invoke(window, "review_analyse", serde_json::json!({})).unwrap()["analysis"].clone()
    };
    let (_, here) = app();
    assert_eq!(analysed(&window), analysed(&here));
}
