//! How many threads the searches and analyses use on this device.
//!
//! In a browser (`wasm32-unknown-unknown`, the app core in a Web Worker) there are no
//! threads: [`CAN_SPAWN`] is false, every count here is 1, and searches, analyses and
//! matches run on the calling thread, the deterministic one-thread path.

/// Whether this target can start threads: not in a browser, where `std::thread::spawn`
/// fails and every search, analysis and match runs on the calling thread.
pub const CAN_SPAWN: bool = !cfg!(all(target_family = "wasm", target_os = "unknown"));

/// `threads` where threads can be started ([`CAN_SPAWN`]), 1 where they cannot.
pub const fn usable(threads: usize) -> usize {
    if CAN_SPAWN {
        threads
    } else {
        1
    }
}

/// The most threads one search uses (they share one table; more bring little).
pub const MAX_SEARCH_THREADS: usize = 8;

/// The most threads a game's analysis uses (each has its own table of
/// [`crate::analysis::TABLE_MEGABYTES`], so this bounds its memory).
pub const MAX_ANALYSIS_THREADS: usize = 4;

/// The device's cores (1 if unknown, or where threads cannot be started), at most `cap`.
pub fn available(cap: usize) -> usize {
    if !CAN_SPAWN {
        return 1;
    }
    std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, cap.max(1))
}

/// The threads of a full-strength search (level 5, hints, draw answers) on this device: its
/// cores but one, left to the interface and the rest of the phone (on two cores a helper
/// thread took time from the main one and level 5 played weaker: docs/ai.md), at least one.
pub fn search_threads() -> usize {
    available(MAX_SEARCH_THREADS + 1).saturating_sub(1).max(1)
}

/// The threads of a game's analysis on this device.
pub fn analysis_threads() -> usize {
    available(MAX_ANALYSIS_THREADS)
}
