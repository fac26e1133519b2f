//! Perft: counting move sequences, to verify move generation against known totals.

use crate::game::Game;

/// The number of leaf move sequences `depth` moves deep from `position`.
///
/// A finished position is a leaf and is not expanded: it counts as one sequence even when it
/// is reached before `depth`. Repetition is not considered (positions know no history).
/// At the last ply the moves are counted in bulk, not played. Move buffers are allocated
/// once per ply, never per node.
pub fn perft<G: Game>(position: &G, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<G::Move>> = (0..depth).map(|_| Vec::with_capacity(256)).collect();
    perft_with(position, &mut buffers)
}

fn perft_with<G: Game>(position: &G, buffers: &mut [Vec<G::Move>]) -> u64 {
    let Some((moves, rest)) = buffers.split_first_mut() else {
        return 1;
    };
    position.legal_moves(moves);
    if moves.is_empty() {
        return 1;
    }
    if rest.is_empty() {
        return moves.len() as u64;
    }
    let mut total = 0;
    for &mv in moves.iter() {
        let mut child = *position;
        child.play(mv);
        total += perft_with(&child, rest);
    }
    total
}

/// Perft split by first move: each legal move with the number of sequences below it, sorted
/// by the move's text (a debugging aid for `tipgobble perft --divide`).
pub fn perft_divide<G: Game>(position: &G, depth: u32) -> Vec<(G::Move, u64)> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let mut out: Vec<(G::Move, u64)> = moves
        .into_iter()
        .map(|mv| {
            let mut child = *position;
            child.play(mv);
            (mv, perft(&child, depth.saturating_sub(1)))
        })
        .collect();
    out.sort_by_key(|(mv, _)| mv.to_string());
    out
}
