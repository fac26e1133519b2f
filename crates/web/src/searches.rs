//! The core's searches in Web Workers of their own. The core's worker has one thread: a
//! search run on it would keep every command waiting, a cancel included, until it ended. So
//! a search that comes as data ([`app::jobs::SearchJob`]) goes to a search worker
//! (`ui/src/web/search-worker.ts`, the same WebAssembly module), and the core's worker stays
//! free: after every command it asks each search's [`Hold`] and ends the worker of a search
//! that was cancelled (or paused, for an analysis in the background) at once, by terminating
//! it. A paused analysis starts again in a new worker when it goes on.
//!
//! Each run of a search in a worker has a run number of its own: a message of a worker that
//! was ended is recognised by its number and dropped.

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;

use app::host::Search;
use app::jobs::{Hold, SearchAnswer, SearchNews};
use js_sys::Function;
use wasm_bindgen::prelude::*;

/// The worker's two functions that start and end search workers (see [`crate::start`]).
struct Searcher {
    /// `startSearch(jobJson, run)`: runs the job in a search worker, as run `run`.
    start: Function,
    /// `stopSearch(run)`: terminates the search worker of run `run`.
    stop: Function,
}

/// A search the core handed over, until it is answered or stopped.
struct Pending {
    /// The job, as JSON.
    job: String,
    hold: Box<dyn Fn() -> Hold + Send + Sync>,
    news: Box<dyn Fn(SearchNews) + Send + Sync>,
    answer: Box<dyn FnOnce(Option<SearchAnswer>) + Send>,
    /// The run searching it now, if one is.
    run: Option<u32>,
}

thread_local! {
    static SEARCHER: RefCell<Option<Searcher>> = const { RefCell::new(None) };
    /// The searches pending, by the number the core's worker gave them.
    static PENDING: RefCell<BTreeMap<u64, Pending>> = const { RefCell::new(BTreeMap::new()) };
    static NEXT_SEARCH: Cell<u64> = const { Cell::new(1) };
    static NEXT_RUN: Cell<u32> = const { Cell::new(1) };
}

/// Keeps the worker's functions that start and end search workers.
pub fn install(start: Function, stop: Function) {
    SEARCHER.with(|s| *s.borrow_mut() = Some(Searcher { start, stop }));
}

/// Takes `search` (its job as data) to run in a search worker; it starts at the next
/// [`check`], never before this call returns.
pub fn add(search: Search, job: String) {
    let key = NEXT_SEARCH.with(|n| n.replace(n.get() + 1));
    PENDING.with(|p| {
        p.borrow_mut().insert(
            key,
            Pending {
                job,
                hold: search.hold,
                news: search.news,
                answer: search.answer,
                run: None,
            },
        );
    });
}

/// Asks every pending search whether it should run: starts the ones free to and not running,
/// ends the workers of the ones paused, and ends and answers (`None`) the ones stopped. Called
/// after every command and when a search is added; the core holds no lock then.
pub fn check() {
    let mut stopped = Vec::new();
    PENDING
        .with(|p| {
            let mut pending = p.borrow_mut();
            for (key, search) in pending.iter_mut() {
                match (search.hold)() {
                    Hold::Go if search.run.is_none() => {
                        search.run = start(&search.job);
                    }
                    Hold::Go => {}
                    Hold::Paused => {
                        if let Some(run) = search.run.take() {
                            stop(run);
                        }
                    }
                    Hold::Stopped => {
                        if let Some(run) = search.run.take() {
                            stop(run);
                        }
                        stopped.push(*key);
                    }
                }
            }
            stopped
                .iter()
                .filter_map(|key| pending.remove(key))
                .collect::<Vec<_>>()
        })
        .into_iter()
        // Answered outside the borrow: an answer may add a search (the computer's next turn).
        .for_each(|search| (search.answer)(None));
}

/// Starts `job` in a search worker; its run number, or `None` if the worker could not be
/// asked (then it is tried again at the next check).
fn start(job: &str) -> Option<u32> {
    let run = NEXT_RUN.with(|n| n.replace(n.get().wrapping_add(1)));
    SEARCHER.with(|s| {
        let searcher = s.borrow();
        let searcher = searcher.as_ref()?;
        match searcher
            .start
            .call2(&JsValue::NULL, &JsValue::from_str(job), &JsValue::from(run))
        {
            Ok(_) => Some(run),
            Err(err) => {
                log::error!("a search could not start: {err:?}");
                None
            }
        }
    })
}

/// Ends the search worker of `run`.
fn stop(run: u32) {
    SEARCHER.with(|s| {
        if let Some(searcher) = s.borrow().as_ref() {
            if let Err(err) = searcher.stop.call1(&JsValue::NULL, &JsValue::from(run)) {
                log::error!("a search worker could not be ended: {err:?}");
            }
        }
    });
}

/// The pending search that run `run` searches, if it still does.
fn key_of(run: u32) -> Option<u64> {
    PENDING.with(|p| {
        p.borrow()
            .iter()
            .find(|(_, search)| search.run == Some(run))
            .map(|(key, _)| *key)
    })
}

/// A progress report of run `run` (JSON of a [`SearchNews`]); dropped if that run was ended.
pub fn news(run: u32, json: &str) {
    let Some(key) = key_of(run) else {
        return;
    };
    let news: SearchNews = match serde_json::from_str(json) {
        Ok(news) => news,
        Err(err) => {
            log::error!("a search sent news that does not read: {err}");
            return;
        }
    };
    // The news functions only send events: they never call back into this module.
    PENDING.with(|p| {
        if let Some(search) = p.borrow().get(&key) {
            (search.news)(news);
        }
    });
}

/// Run `run` ended with `answer` (JSON of a [`SearchAnswer`]), or failed with `error`; dropped
/// if that run was ended.
pub fn done(run: u32, answer: Option<String>, error: Option<String>) {
    let Some(key) = key_of(run) else {
        return;
    };
    let Some(search) = PENDING.with(|p| p.borrow_mut().remove(&key)) else {
        return;
    };
    let answer = match (answer, error) {
        (Some(json), _) => match serde_json::from_str::<SearchAnswer>(&json) {
            Ok(answer) => Some(answer),
            Err(err) => {
                log::error!("a search's answer does not read: {err}");
                None
            }
        },
        (None, error) => {
            log::error!(
                "a search failed: {}",
                error.as_deref().unwrap_or("no reason given")
            );
            None
        }
    };
    (search.answer)(answer);
    // The answer may have changed what the others wait for (a new game started).
    check();
}
