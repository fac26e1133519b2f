//! Gobblet perft speed: leaf nodes per second, with bulk counting at the last ply.
//! Run: `cargo bench -p tipgobble-engine --bench gobblet_perft`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use engine::gobblet::{self, Gobblet};
use engine::Notation;

/// (name, position, depth, expected leaf count — checked once before timing).
const CASES: [(&str, &str, u32, u64); 2] = [
    ("start", "..../..../..../.... W:444 B:444 W", 5, 19_024_320),
    (
        "middle_a",
        "...B4/.B3.W3/.W4W3B4/B3.(B2W4)W2 W:421 B:421 B",
        4,
        15_876_540,
    ),
];

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("gobblet_perft");
    group.sample_size(10);
    for (name, text, depth, leaves) in CASES {
        let Ok(position) = Gobblet::parse_position(text) else {
            return;
        };
        assert_eq!(gobblet::perft(&position, depth), leaves, "{name}");
        group.throughput(Throughput::Elements(leaves));
        group.bench_function(format!("{name}_d{depth}_gobblet"), |b| {
            b.iter(|| gobblet::perft(black_box(&position), depth))
        });
        group.bench_function(format!("{name}_d{depth}_generic"), |b| {
            b.iter(|| engine::perft(black_box(&position), depth))
        });
    }
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
