//! A slow reference move generator written straight from the rules text, with none of the
//! engine's bitboards: stacks are vectors, lines are lists of coordinates. Perft and the move
//! sets of random games are checked against it.

use std::collections::BTreeSet;

use crate::gobblet::{Gobblet, Move, Size, Square};
use crate::player::Player;

/// A position as plain data: each square's stack bottom to top as (owner 0/1, size 1-4),
/// each external stack bottom to top (sizes), and the player to move (0/1).
#[derive(Clone, Debug)]
pub(super) struct Reference {
    board: Vec<Vec<(usize, u8)>>,
    stacks: [Vec<Vec<u8>>; 2],
    side: usize,
}

/// The ten lines as (file, rank) lists.
fn lines() -> Vec<Vec<(u8, u8)>> {
    let mut out = Vec::new();
    for r in 0..4 {
        out.push((0..4).map(|f| (f, r)).collect());
    }
    for f in 0..4 {
        out.push((0..4).map(|r| (f, r)).collect());
    }
    out.push((0..4).map(|i| (i, i)).collect());
    out.push((0..4).map(|i| (3 - i, i)).collect());
    out
}

fn index(file: u8, rank: u8) -> usize {
    usize::from(rank) * 4 + usize::from(file)
}

fn square(i: usize) -> Square {
    Square::new((i % 4) as u8, (i / 4) as u8).unwrap()
}

/// The result as (winner, reason name).
pub(super) type RefOutcome = Option<(usize, &'static str)>;

impl Reference {
    /// Copies a position's pieces out through its public accessors.
    pub(super) fn from(position: &Gobblet) -> Self {
        let board = Square::ALL
            .iter()
            .map(|&sq| {
                position
                    .stack(sq)
                    .map(|p| (p.owner.index(), p.size.get()))
                    .collect()
            })
            .collect();
        let stacks = [Player::One, Player::Two].map(|player| {
            position
                .external_stacks(player)
                .iter()
                .map(|&n| (1..=n).collect())
                .collect()
        });
        Reference {
            board,
            stacks,
            side: position.side().index(),
        }
    }

    fn top(&self, i: usize) -> Option<(usize, u8)> {
        self.board[i].last().copied()
    }

    fn shows_line(&self, player: usize) -> bool {
        lines().iter().any(|line| {
            line.iter()
                .all(|&(f, r)| matches!(self.top(index(f, r)), Some((p, _)) if p == player))
        })
    }

    /// The rules' result check: the player to move can only show a line because the last
    /// mover uncovered it (reveal), and it is checked first; then the mover's line; then no
    /// legal move for the player to move.
    pub(super) fn outcome(&self) -> RefOutcome {
        let me = self.side;
        if self.shows_line(me) {
            return Some((me, "reveal"));
        }
        if self.shows_line(1 - me) {
            return Some((1 - me, "line"));
        }
        if self.moves_ignoring_outcome().is_empty() {
            return Some((1 - me, "no-legal-move"));
        }
        None
    }

    pub(super) fn moves(&self) -> Vec<Move> {
        if self.shows_line(0) || self.shows_line(1) {
            return Vec::new();
        }
        self.moves_ignoring_outcome()
    }

    fn moves_ignoring_outcome(&self) -> Vec<Move> {
        let me = self.side;
        let opp = 1 - me;
        let mut out = BTreeSet::new();
        // Squares of the opponent's pieces that stand in a line where the opponent shows
        // exactly three pieces and the fourth square is empty or shows one of mine.
        let mut gobblable = BTreeSet::new();
        for line in lines() {
            let theirs: Vec<usize> = line
                .iter()
                .map(|&(f, r)| index(f, r))
                .filter(|&i| matches!(self.top(i), Some((p, _)) if p == opp))
                .collect();
            let fourth_ok = line
                .iter()
                .map(|&(f, r)| index(f, r))
                .all(|i| theirs.contains(&i) || self.top(i).is_none_or(|(p, _)| p == me));
            if theirs.len() == 3 && fourth_ok {
                gobblable.extend(theirs);
            }
        }
        for stack in &self.stacks[me] {
            let Some(&size) = stack.last() else { continue };
            for i in 0..16 {
                let ok = match self.top(i) {
                    None => true,
                    Some((_, s)) => gobblable.contains(&i) && s < size,
                };
                if ok {
                    out.insert(Move::Enter {
                        size: Size::new(size).unwrap(),
                        to: square(i),
                    });
                }
            }
        }
        for from in 0..16 {
            let Some((owner, size)) = self.top(from) else {
                continue;
            };
            if owner != me {
                continue;
            }
            let mut lifted = self.clone();
            lifted.board[from].pop();
            for to in 0..16 {
                if to == from {
                    continue;
                }
                if lifted.top(to).is_none_or(|(_, s)| s < size) {
                    out.insert(Move::Board {
                        from: square(from),
                        to: square(to),
                    });
                }
            }
        }
        out.into_iter().collect()
    }

    pub(super) fn play(&mut self, mv: Move) {
        let me = self.side;
        match mv {
            Move::Enter { size, to } => {
                let stack = self.stacks[me]
                    .iter_mut()
                    .find(|s| s.last() == Some(&size.get()))
                    .unwrap();
                stack.pop();
                self.board[to.index()].push((me, size.get()));
            }
            Move::Board { from, to } => {
                let piece = self.board[from.index()].pop().unwrap();
                self.board[to.index()].push(piece);
            }
        }
        self.side = 1 - me;
    }

    /// Perft by the same counting convention: a finished position is one leaf.
    pub(super) fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if moves.is_empty() {
            return 1;
        }
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|mv| {
                let mut child = self.clone();
                child.play(mv);
                child.perft(depth - 1)
            })
            .sum()
    }
}
