//! Perft: counting move sequences, to verify move generation against known totals.

use crate::game::Game;

/// The number of leaf move sequences `depth` moves deep from `position`.
///
/// A finished position is a leaf and is not expanded: it counts as one sequence even when it
/// is reached before `depth`, so a finished root counts 1 at once, whatever the depth.
/// Repetition is not considered (positions know no history). At the last ply the moves are
/// counted in bulk, not played. One move buffer per ply reached, allocated when the search
/// first gets there and reused by every node of that ply: nothing is allocated for a depth
/// the search never reaches. The search recurses once per ply.
pub fn perft<G: Game>(position: &G, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<G::Move>> = Vec::new();
    perft_with(position, depth, 0, &mut buffers)
}

fn perft_with<G: Game>(
    position: &G,
    depth: u32,
    ply: usize,
    buffers: &mut Vec<Vec<G::Move>>,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    if buffers.len() <= ply {
        buffers.push(Vec::new());
    }
    // The buffer of this ply, lent to this node while it runs (its children use deeper ones).
    let mut moves = buffers.get_mut(ply).map(std::mem::take).unwrap_or_default();
    position.legal_moves(&mut moves);
    let total = if moves.is_empty() {
        1
    } else if depth == 1 {
        moves.len() as u64
    } else {
        let mut total = 0;
        for &mv in moves.iter() {
            let mut child = *position;
            child.play(mv);
            total += perft_with(&child, depth - 1, ply + 1, buffers);
        }
        total
    };
    if let Some(slot) = buffers.get_mut(ply) {
        *slot = moves;
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
