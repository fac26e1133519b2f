//! The core's searches in Web Workers of their own. The core's worker has one thread: a
//! search run on it would keep every command waiting, a cancel included, until it ended. So
//! a search ([`app::jobs::SearchJob`], written as JSON) goes to a search worker
//! (`ui/src/web/search-worker.ts`, the same WebAssembly module), and the core's worker stays
//! free: after every command it asks each search's [`Hold`] and ends the workers of a search
//! that was cancelled (or paused, for an analysis in the background) at once, by terminating
//! them.
//!
//! A game's analysis is split into parts ([`app::split`]) searched on up to [`workers`] search
//! workers at once, as natively its positions are searched on several threads; the parts come
//! back in any order and the analysis is put together here, the same as on one worker. A
//! paused analysis keeps the parts found and searches the others in new workers when it goes
//! on. Any other search runs whole in one worker.
//!
//! Each run of a search (or of a part) in a worker has a run number of its own: a message of a
//! worker that was ended is recognised by its number and dropped.

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;

use app::host::Search;
use app::jobs::{Hold, SearchAnswer, SearchNews, Stop};
use app::split::{PartId, SplitAnalysis};
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
    stop: Stop,
    news: Box<dyn Fn(SearchNews) + Send + Sync>,
    answer: Box<dyn FnOnce(Option<SearchAnswer>) + Send>,
    /// The runs searching it now, each with the part it searches (`None`: the whole job).
    runs: Vec<(u32, Option<PartId>)>,
    /// The job in parts, for an analysis searched on several workers.
    split: Option<SplitAnalysis>,
}

impl Pending {
    /// Starts runs of it: the whole job in one worker, or parts of it up to [`workers`] at once.
    fn launch(&mut self) {
        let Some(split) = self.split.as_mut() else {
            if self.runs.is_empty() {
                if let Some(run) = start(&self.job) {
                    self.runs.push((run, None));
                }
            }
            return;
        };
        while self.runs.len() < workers() {
            let Some((id, part)) = split.next_part() else {
                return;
            };
            let started = serde_json::to_string(&part)
                .map_err(|e| log::error!("a part of an analysis does not write: {e}"))
                .ok()
                .and_then(|json| start(&json));
            match started {
                Some(run) => self.runs.push((run, Some(id))),
                None => {
                    // Tried again at the next check.
                    split.give_back(id);
                    return;
                }
            }
        }
    }

    /// Ends every run of it; the parts they searched wait to be searched again.
    fn end_runs(&mut self) {
        for (run, part) in self.runs.drain(..) {
            stop(run);
            if let (Some(split), Some(id)) = (self.split.as_mut(), part) {
                split.give_back(id);
            }
        }
    }
}

thread_local! {
    static SEARCHER: RefCell<Option<Searcher>> = const { RefCell::new(None) };
    /// The searches pending, by the number the core's worker gave them.
    static PENDING: RefCell<BTreeMap<u64, Pending>> = const { RefCell::new(BTreeMap::new()) };
    static NEXT_SEARCH: Cell<u64> = const { Cell::new(1) };
    static NEXT_RUN: Cell<u32> = const { Cell::new(1) };
    /// The most search workers one analysis uses at once.
    static WORKERS: Cell<usize> = const { Cell::new(1) };
}

/// The most search workers [`app::split`]'s analysis uses at once: the device's cores but
/// one, as `ui/src/web/core-worker.ts` counts them, at least 1 ([`set_workers`]).
pub fn workers() -> usize {
    WORKERS.with(Cell::get)
}

/// Keeps the worker's functions that start and end search workers.
pub fn install(start: Function, stop: Function) {
    SEARCHER.with(|s| *s.borrow_mut() = Some(Searcher { start, stop }));
}

/// Sets how many search workers an analysis may use at once (at least 1), from its next start.
pub fn set_workers(workers: usize) {
    WORKERS.with(|w| w.set(workers.max(1)));
}

/// Takes `search` (its job as data) to run in a search worker; it starts at the next
/// [`check`], never before this call returns.
pub fn add(search: Search, job: String) {
    let key = NEXT_SEARCH.with(|n| n.replace(n.get() + 1));
    let split = if workers() > 1 {
        SplitAnalysis::new(&search.job)
    } else {
        None
    };
    PENDING.with(|p| {
        p.borrow_mut().insert(
            key,
            Pending {
                job,
                stop: search.stop,
                news: search.news,
                answer: search.answer,
                runs: Vec::new(),
                split,
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
                match search.stop.hold() {
                    Hold::Go if search.runs.is_empty() => search.launch(),
                    Hold::Go => {}
                    Hold::Paused => search.end_runs(),
                    Hold::Stopped => {
                        search.end_runs();
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

/// The pending search that run `run` searches, if it still does, and the part it searches.
fn key_of(run: u32) -> Option<(u64, Option<PartId>)> {
    PENDING.with(|p| {
        p.borrow().iter().find_map(|(key, search)| {
            let (_, part) = search.runs.iter().find(|(r, _)| *r == run)?;
            Some((*key, *part))
        })
    })
}

/// A progress report of run `run` (JSON of a [`SearchNews`]); dropped if that run was ended.
pub fn news(run: u32, json: &str) {
    let Some((key, _)) = key_of(run) else {
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
    let Some((key, part)) = key_of(run) else {
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
    let finished = match part {
        None => PENDING
            .with(|p| p.borrow_mut().remove(&key))
            .map(|search| (search, answer)),
        Some(id) => part_done(key, run, id, answer),
    };
    if let Some((search, answer)) = finished {
        (search.answer)(answer);
    }
    // The answer may have changed what the others wait for (a new game started).
    check();
}

/// Part `id` of pending search `key`, searched by run `run`, found `answer` (`None`: it
/// failed). The search and its answer when it is over: put together once every part is in,
/// `None` when a part failed (its other runs are ended); else the next parts are started.
fn part_done(
    key: u64,
    run: u32,
    id: PartId,
    answer: Option<SearchAnswer>,
) -> Option<(Pending, Option<SearchAnswer>)> {
    PENDING.with(|p| {
        let mut pending = p.borrow_mut();
        let search = pending.get_mut(&key)?;
        search.runs.retain(|(r, _)| *r != run);
        let split = search.split.as_mut()?;
        let before = split.progress();
        let found = answer
            .ok_or_else(|| "the part's search failed".to_owned())
            .and_then(|answer| split.found(id, answer));
        if let Err(err) = found {
            log::error!("an analysis could not be put together: {err}");
            let mut search = pending.remove(&key)?;
            search.end_runs();
            return Some((search, None));
        }
        let (done, total) = split.progress();
        if done != before.0 {
            // The news functions only send events: they never call back into this module.
            (search.news)(SearchNews::Analysis { done, total });
        }
        if let Some(answer) = split.answer() {
            let mut search = pending.remove(&key)?;
            search.end_runs();
            return Some((search, Some(answer)));
        }
        if search.stop.hold() == Hold::Go {
            search.launch();
        }
        None
    })
}
