//! How long a search may run: by depth, by nodes, by time, or until it is cancelled.

use std::time::Duration;

use crate::reductions::Reductions;

/// The deepest iteration any search goes to, in plies.
pub const MAX_DEPTH: u32 = 64;

/// The limits of one search; it stops at the first one reached. Depth 1 always completes,
/// so a search returns a move whatever its limits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in plies (capped at [`MAX_DEPTH`]).
    pub depth: Option<u32>,
    /// The number of positions visited, over all iterations.
    pub nodes: Option<u64>,
    /// Wall-clock time from the start of the search.
    pub time: Option<Duration>,
    /// How deeply quiet moves late in a node's order are reduced ([`Reductions::Light`]
    /// unless a level asks for more).
    pub reductions: Reductions,
}

impl Limits {
    /// No limit but [`MAX_DEPTH`]; use with a cancellation flag.
    pub const fn infinite() -> Self {
        Limits {
            depth: None,
            nodes: None,
            time: None,
            reductions: Reductions::Light,
        }
    }

    /// Search exactly to `depth` plies.
    pub const fn depth(depth: u32) -> Self {
        Limits {
            depth: Some(depth),
            nodes: None,
            time: None,
            reductions: Reductions::Light,
        }
    }

    /// Search until `nodes` positions have been visited.
    pub const fn nodes(nodes: u64) -> Self {
        Limits {
            depth: None,
            nodes: Some(nodes),
            time: None,
            reductions: Reductions::Light,
        }
    }

    /// Search for `time` of wall-clock time.
    pub const fn time(time: Duration) -> Self {
        Limits {
            depth: None,
            nodes: None,
            time: Some(time),
            reductions: Reductions::Light,
        }
    }

    /// The same limits with a time cap added (the smaller one wins if there already is one).
    pub fn with_time_cap(mut self, cap: Duration) -> Self {
        self.time = Some(self.time.map_or(cap, |t| t.min(cap)));
        self
    }

    /// The deepest iteration these limits allow.
    pub fn max_depth(&self) -> u32 {
        self.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH)
    }
}
