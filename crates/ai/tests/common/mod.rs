//! Small games whose truth is known, to test the game-generic search.
#![allow(dead_code)]

pub mod tactics;

use std::collections::HashMap;

use ai::score::{MATE, MATE_BOUND};
use ai::Evaluator;
use engine::{DrawReason, Game, GameKind, Outcome, Player, WinReason};

/// Tic-tac-toe: cells 0..9 (row by row), 0 empty, 1 seat one (X), 2 seat two (O).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TicTacToe {
    pub cells: [u8; 9],
    pub to_move: Player,
}

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

fn mark(p: Player) -> u8 {
    p.index() as u8 + 1
}

impl TicTacToe {
    pub fn empty() -> Self {
        TicTacToe {
            cells: [0; 9],
            to_move: Player::One,
        }
    }

    /// From a 9-character picture such as "XX.OO....", X moving first; the side to move
    /// follows from the counts.
    pub fn from_picture(picture: &str) -> Self {
        let mut cells = [0; 9];
        for (i, c) in picture.chars().enumerate() {
            cells[i] = match c {
                'X' => 1,
                'O' => 2,
                _ => 0,
            };
        }
        let xs = cells.iter().filter(|&&c| c == 1).count();
        let os = cells.iter().filter(|&&c| c == 2).count();
        TicTacToe {
            cells,
            to_move: if xs == os { Player::One } else { Player::Two },
        }
    }

    fn winner(&self) -> Option<Player> {
        for line in LINES {
            let c = self.cells[line[0]];
            if c != 0 && line.iter().all(|&i| self.cells[i] == c) {
                return Some(if c == 1 { Player::One } else { Player::Two });
            }
        }
        None
    }
}

impl Game for TicTacToe {
    type Move = u8;
    type Square = u8;
    const KIND: GameKind = GameKind::Gobblet;
    const THREEFOLD_REPETITION_DRAWS: bool = false;

    fn side_to_move(&self) -> Player {
        self.to_move
    }

    fn legal_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        if self.outcome().is_none() {
            moves.extend((0..9u8).filter(|&i| self.cells[i as usize] == 0));
        }
    }

    fn play(&mut self, mv: u8) {
        self.cells[mv as usize] = mark(self.to_move);
        self.to_move = self.to_move.other();
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(winner) = self.winner() {
            Some(Outcome::Win {
                winner,
                reason: WinReason::LineOfFour,
            })
        } else if self.cells.iter().all(|&c| c != 0) {
            Some(Outcome::Draw(DrawReason::NeitherCanMove))
        } else {
            None
        }
    }

    fn zobrist(&self) -> u64 {
        let mut h: u64 = self.to_move.index() as u64;
        for &c in &self.cells {
            h = h * 3 + c as u64;
        }
        h.wrapping_mul(0x9e37_79b9_7f4a_7c15)
    }

    fn move_origin(_mv: u8) -> Option<u8> {
        None
    }

    fn is_own_piece(&self, _square: u8) -> bool {
        false
    }
}

/// Open lines: +10 for each line only the side to move occupies, -10 for the opponent's.
pub struct TicTacToeEval;

impl Evaluator<TicTacToe> for TicTacToeEval {
    fn evaluate(&self, p: &TicTacToe) -> i32 {
        let me = mark(p.to_move);
        let mut score = 0;
        for line in LINES {
            let mine = line.iter().filter(|&&i| p.cells[i] == me).count();
            let theirs = line
                .iter()
                .filter(|&&i| p.cells[i] != 0 && p.cells[i] != me)
                .count();
            if theirs == 0 && mine > 0 {
                score += 10 * mine as i32;
            }
            if mine == 0 && theirs > 0 {
                score -= 10 * theirs as i32;
            }
        }
        score
    }
}

/// Nim with several heaps: take any number from one heap; whoever takes the last wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Nim {
    pub heaps: [u8; 3],
    pub max_take: u8,
    pub to_move: Player,
}

impl Nim {
    pub fn new(heaps: [u8; 3], max_take: u8) -> Self {
        Nim {
            heaps,
            max_take,
            to_move: Player::One,
        }
    }
}

impl Game for Nim {
    /// (heap, how many).
    type Move = u16;
    type Square = u8;
    const KIND: GameKind = GameKind::Gobblet;
    const THREEFOLD_REPETITION_DRAWS: bool = false;

    fn side_to_move(&self) -> Player {
        self.to_move
    }

    fn legal_moves(&self, moves: &mut Vec<u16>) {
        moves.clear();
        for (h, &n) in self.heaps.iter().enumerate() {
            for take in 1..=n.min(self.max_take) {
                moves.push(h as u16 * 256 + take as u16);
            }
        }
    }

    fn play(&mut self, mv: u16) {
        self.heaps[(mv / 256) as usize] -= (mv % 256) as u8;
        self.to_move = self.to_move.other();
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.heaps == [0; 3]).then_some(Outcome::Win {
            winner: self.to_move.other(),
            reason: WinReason::AllBlocksRemoved,
        })
    }

    fn zobrist(&self) -> u64 {
        let h = ((self.heaps[0] as u64) << 24)
            | ((self.heaps[1] as u64) << 16)
            | ((self.heaps[2] as u64) << 8)
            | (self.max_take as u64) << 1
            | self.to_move.index() as u64;
        h.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x1234_5678
    }

    fn move_origin(_mv: u16) -> Option<u8> {
        None
    }

    fn is_own_piece(&self, _square: u8) -> bool {
        false
    }
}

/// Knows nothing: every position is level.
pub struct Blind;

impl<G: Game> Evaluator<G> for Blind {
    fn evaluate(&self, _p: &G) -> i32 {
        0
    }
}

/// The exact score of `p` by plain minimax (no pruning): forced results by distance, a win
/// as soon as possible and a loss as late as possible, like the searcher's scores.
pub fn brute_force<G: Game>(p: &G, memo: &mut HashMap<G, i32>) -> i32 {
    if let Some(&s) = memo.get(p) {
        return s;
    }
    let s = match p.outcome() {
        Some(o) => match o.winner() {
            None => 0,
            Some(w) if w == p.side_to_move() => MATE,
            Some(_) => -MATE,
        },
        None => {
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            let mut best = i32::MIN;
            for mv in moves {
                let mut c = *p;
                c.play(mv);
                let child = -brute_force(&c, memo);
                // One ply further from the result as seen from here.
                let child = if child >= MATE_BOUND {
                    child - 1
                } else if child <= -MATE_BOUND {
                    child + 1
                } else {
                    child
                };
                best = best.max(child);
            }
            best
        }
    };
    memo.insert(*p, s);
    s
}

/// Every position reachable from `start`, each once.
pub fn all_positions<G: Game>(start: G) -> Vec<G> {
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![start];
    let mut out = Vec::new();
    let mut moves = Vec::new();
    while let Some(p) = stack.pop() {
        if !seen.insert(p) {
            continue;
        }
        out.push(p);
        p.legal_moves(&mut moves);
        for &mv in &moves {
            let mut c = p;
            c.play(mv);
            stack.push(c);
        }
    }
    out
}

impl Default for TicTacToeEval {
    fn default() -> Self {
        TicTacToeEval
    }
}

impl ai::AiGame for TicTacToe {
    type Eval = TicTacToeEval;

    fn level_spec(level: ai::Level) -> ai::LevelSpec {
        let (depth, noise) = match level.number() {
            1 => (2, 100),
            2 => (3, 30),
            3 => (4, 0),
            4 => (6, 0),
            _ => (9, 0),
        };
        ai::LevelSpec {
            depth: Some(depth),
            nodes: Some(1_000_000),
            noise,
            time_cap: std::time::Duration::from_secs(5),
            reductions: ai::Reductions::default(),
        }
    }
}

impl ai::Openings for TicTacToe {
    fn random_opening(rng: &mut ai::Rng) -> Self {
        let mut p = TicTacToe::empty();
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        if let Some(&mv) = rng.choose(&moves) {
            p.play(mv);
        }
        p
    }
}
