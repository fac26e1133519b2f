//! The wall clock, on every target the core is built for: `std::time::SystemTime` panics on
//! `wasm32-unknown-unknown`, where the browser's clock (`web-time`) answers instead.

#[cfg(all(target_family = "wasm", target_os = "unknown"))]
use web_time::{SystemTime, UNIX_EPOCH};

#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
use std::time::{SystemTime, UNIX_EPOCH};

/// Nanoseconds since the Unix epoch (0 if the clock is set before it).
pub fn now_nanos() -> u128 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos())
}

/// A seed for random setups, rolls and puzzle choices, from the clock.
pub fn seed() -> u64 {
    let nanos = now_nanos();
    (nanos as u64) ^ ((nanos >> 64) as u64)
}
