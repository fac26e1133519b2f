//! Deblockle perft speed: leaf nodes per second from the two documented start positions.
//!
//! `engine::perft` counts the last ply in bulk (the moves of each node one ply above the
//! leaves are counted, not played); `perft_played` plays every leaf move too, to show the
//! cost of a full make-move per node. Run with
//! `cargo bench -p tipgobble-engine --bench deblockle_perft`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use engine::deblockle::{Deblockle, Move};
use engine::{perft, Game, Notation};

const FOUR: &str = "Gc1:S/L,Ge1:S/L,Gc3:S/L,Ge3:S/L,Bc5:S/H,Be5:S/H,Bc7:S/H,Be7:S/H 0-0 gold";
const TWO: &str = "Gc1:S/L,Ge1:S/L,Bc7:S/H,Be7:S/H 0-0 gold";

/// Perft that plays every move down to depth 0 (no bulk counting), with one move buffer per
/// ply allocated up front.
fn perft_played(position: &Deblockle, buffers: &mut [Vec<Move>]) -> u64 {
    let Some((moves, rest)) = buffers.split_first_mut() else {
        return 1;
    };
    position.legal_moves(moves);
    if moves.is_empty() {
        return 1;
    }
    let mut total = 0;
    for &mv in moves.iter() {
        let mut child = *position;
        child.play(mv);
        total += perft_played(&child, rest);
    }
    total
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("deblockle_perft");
    group.sample_size(10);
    for (name, text, depth) in [("four_a_side", FOUR, 4), ("two_a_side", TWO, 5)] {
        let position = match Deblockle::parse_position(text) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("bad benchmark position: {e}");
                return;
            }
        };
        let nodes = perft(&position, depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{name}_depth_{depth}"), |b| {
            b.iter(|| perft(black_box(&position), depth))
        });
        let mut buffers: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(256)).collect();
        group.bench_function(format!("{name}_depth_{depth}_played"), |b| {
            b.iter(|| perft_played(black_box(&position), &mut buffers))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
