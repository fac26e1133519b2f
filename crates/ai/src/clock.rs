//! The clock of searches and matches: [`std::time`] natively, the `web-time` crate in a
//! browser (`wasm32-unknown-unknown`), where `std::time::Instant::now` panics. Every module
//! that reads the time takes its [`Instant`] from here ([`Duration`] is the same type on
//! every target).

#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
pub use std::time::{Duration, Instant};
#[cfg(all(target_family = "wasm", target_os = "unknown"))]
pub use web_time::{Duration, Instant};
