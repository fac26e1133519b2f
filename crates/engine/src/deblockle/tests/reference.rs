//! An independent, slow reference move generator written straight from the rules' text:
//! a cube is six named slots that tipping permutes as the rules describe, the board a 7×7
//! grid, every Hoops path enumerated one by one, and the no-adjacent rule checked on every
//! block after the move. It shares nothing with the engine's generator but the position it
//! starts from (read through the public API) and the move notation it prints.

use std::collections::BTreeSet;

use crate::deblockle::{Deblockle, Face};
use crate::player::Player;
use crate::Game;

/// A cube as six slots.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Cube {
    up: Face,
    down: Face,
    north: Face,
    south: Face,
    east: Face,
    west: Face,
}

/// Directions in notation order, with their letter and (file, rank) step.
const DIRS: [(char, i8, i8); 4] = [('n', 0, 1), ('e', 1, 0), ('s', 0, -1), ('w', -1, 0)];
const DIAGONALS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

impl Cube {
    /// The rules' reference: Star up, Slider north, X east, Hoops south, Cross west.
    fn reference() -> Cube {
        Cube {
            up: Face::Star,
            down: Face::Stop,
            north: Face::Slider,
            south: Face::Hoops,
            east: Face::X,
            west: Face::Cross,
        }
    }

    /// Tipping per the rules: towards `dir` the far bottom edge is the pivot.
    fn tip(self, dir: char) -> Cube {
        let c = self;
        match dir {
            'n' => Cube {
                up: c.south,
                north: c.up,
                down: c.north,
                south: c.down,
                ..c
            },
            's' => Cube {
                up: c.north,
                south: c.up,
                down: c.south,
                north: c.down,
                ..c
            },
            'e' => Cube {
                up: c.west,
                east: c.up,
                down: c.east,
                west: c.down,
                ..c
            },
            _ => Cube {
                up: c.east,
                west: c.up,
                down: c.west,
                east: c.down,
                ..c
            },
        }
    }

    /// The cube with `up` on top and `north` north, found among all cubes tips can reach.
    fn with(up: Face, north: Face) -> Cube {
        let mut seen = vec![Cube::reference()];
        let mut i = 0;
        while i < seen.len() {
            for (d, _, _) in DIRS {
                let next = seen[i].tip(d);
                if !seen.contains(&next) {
                    seen.push(next);
                }
            }
            i += 1;
        }
        *seen
            .iter()
            .find(|c| c.up == up && c.north == north)
            .expect("every valid (up, north) pair is reachable")
    }
}

/// A reference move: `from`, direction, optional hop; or a pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum RefMove {
    Pass,
    Tip((i8, i8), char, Option<(i8, i8)>),
}

fn name((f, r): (i8, i8)) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

impl RefMove {
    pub fn text(self) -> String {
        match self {
            RefMove::Pass => "pass".to_owned(),
            RefMove::Tip(from, d, None) => format!("{}^{d}", name(from)),
            RefMove::Tip(from, d, Some(to)) => format!("{}^{d}-{}", name(from), name(to)),
        }
    }
}

/// A reference position.
#[derive(Clone, Debug)]
pub struct RefPos {
    /// `cells[file][rank]`.
    cells: [[Option<(Player, Cube)>; 7]; 7],
    removed: [u8; 2],
    total: [u8; 2],
    side: Player,
    no_adjacent: bool,
}

fn on_board((f, r): (i8, i8)) -> bool {
    (0..7).contains(&f) && (0..7).contains(&r)
}

fn is_star(sq: (i8, i8)) -> bool {
    sq == (3, 1) || sq == (3, 5)
}

fn target(side: Player) -> (i8, i8) {
    match side {
        Player::One => (3, 5),
        Player::Two => (3, 1),
    }
}

type Cells = [[Option<(Player, Cube)>; 7]; 7];

fn empty(cells: &Cells, sq: (i8, i8)) -> bool {
    on_board(sq) && cells[sq.0 as usize][sq.1 as usize].is_none()
}

impl RefPos {
    pub fn from_engine(p: &Deblockle) -> RefPos {
        let mut cells: Cells = [[None; 7]; 7];
        for b in p.blocks() {
            let cube = Cube::with(b.orientation.top(), b.orientation.north());
            cells[b.square.file() as usize][b.square.rank() as usize] = Some((b.owner, cube));
        }
        RefPos {
            cells,
            removed: [p.removed(Player::One), p.removed(Player::Two)],
            total: [
                p.blocks_per_side(Player::One),
                p.blocks_per_side(Player::Two),
            ],
            side: p.side_to_move(),
            no_adjacent: p.no_adjacent(),
        }
    }

    fn any_adjacent(cells: &Cells, side: Player) -> bool {
        for f in 0..7i8 {
            for r in 0..7i8 {
                if let Some((owner, _)) = cells[f as usize][r as usize] {
                    if owner != side {
                        continue;
                    }
                    for (_, dx, dy) in DIRS {
                        let n = (f + dx, r + dy);
                        if on_board(n) {
                            if let Some((o, _)) = cells[n.0 as usize][n.1 as usize] {
                                if o != side {
                                    return true;
                                }
                            }
                        }
                    }
                }
            }
        }
        false
    }

    /// Every tip-and-hop of `side`.
    fn tips(&self, side: Player) -> Vec<RefMove> {
        let mut out = Vec::new();
        for f in 0..7i8 {
            for r in 0..7i8 {
                let Some((owner, cube)) = self.cells[f as usize][r as usize] else {
                    continue;
                };
                if owner != side {
                    continue;
                }
                let mut lifted = self.cells;
                lifted[f as usize][r as usize] = None;
                for (d, dx, dy) in DIRS {
                    let t = (f + dx, r + dy);
                    if !empty(&lifted, t) {
                        continue;
                    }
                    let turned = cube.tip(d);
                    if is_star(t) {
                        if t == target(side) && turned.up == Face::Star {
                            out.push(RefMove::Tip((f, r), d, None));
                        }
                        continue;
                    }
                    let mut finals: BTreeSet<Option<(i8, i8)>> = BTreeSet::new();
                    match turned.up {
                        Face::Star => continue,
                        Face::Stop => {
                            finals.insert(None);
                        }
                        Face::Cross => {
                            for (_, ex, ey) in DIRS {
                                finals.insert(Some((t.0 + ex, t.1 + ey)));
                            }
                        }
                        Face::X => {
                            for (ex, ey) in DIAGONALS {
                                finals.insert(Some((t.0 + ex, t.1 + ey)));
                            }
                        }
                        Face::Slider => {
                            for (_, ex, ey) in DIRS {
                                let mut cur = t;
                                loop {
                                    let next = (cur.0 + ex, cur.1 + ey);
                                    if !empty(&lifted, next) {
                                        break;
                                    }
                                    cur = next;
                                }
                                if is_star(cur) {
                                    cur = (cur.0 - ex, cur.1 - ey);
                                }
                                if cur != t {
                                    finals.insert(Some(cur));
                                }
                            }
                        }
                        Face::Hoops => {
                            for a in DIRS {
                                for b in DIRS {
                                    for c in DIRS {
                                        let mut cur = t;
                                        let mut ok = true;
                                        for (_, ex, ey) in [a, b, c] {
                                            cur = (cur.0 + ex, cur.1 + ey);
                                            ok &= empty(&lifted, cur);
                                        }
                                        if ok {
                                            finals.insert(Some(cur));
                                        }
                                    }
                                }
                            }
                        }
                    }
                    for hop in finals {
                        let end = hop.unwrap_or(t);
                        if !empty(&lifted, end) || is_star(end) {
                            continue;
                        }
                        if self.no_adjacent {
                            let mut result = lifted;
                            result[end.0 as usize][end.1 as usize] = Some((side, turned));
                            if RefPos::any_adjacent(&result, side) {
                                continue;
                            }
                        }
                        out.push(RefMove::Tip((f, r), d, hop));
                    }
                }
            }
        }
        out
    }

    /// Every legal move, by the rules: none once a side has removed all its blocks; a pass
    /// when the side to move has no tip-and-hop but the opponent has.
    pub fn moves(&self) -> Vec<RefMove> {
        if (0..2).any(|i| self.removed[i] == self.total[i]) {
            return Vec::new();
        }
        let mut moves = self.tips(self.side);
        if moves.is_empty() && !self.tips(self.side.other()).is_empty() {
            moves.push(RefMove::Pass);
        }
        moves
    }

    pub fn play(&self, mv: RefMove) -> RefPos {
        let mut next = self.clone();
        if let RefMove::Tip((f, r), d, hop) = mv {
            let (owner, cube) = next.cells[f as usize][r as usize].expect("a block");
            next.cells[f as usize][r as usize] = None;
            let (_, dx, dy) = DIRS
                .iter()
                .copied()
                .find(|x| x.0 == d)
                .expect("a direction");
            let t = (f + dx, r + dy);
            if is_star(t) {
                next.removed[owner as usize] += 1;
            } else {
                let end = hop.unwrap_or(t);
                next.cells[end.0 as usize][end.1 as usize] = Some((owner, cube.tip(d)));
            }
        }
        next.side = next.side.other();
        next
    }

    pub fn perft(&self, depth: u32) -> u64 {
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
        moves.iter().map(|&m| self.play(m).perft(depth - 1)).sum()
    }

    /// The legal moves as sorted strings.
    pub fn move_texts(&self) -> Vec<String> {
        let mut texts: Vec<String> = self.moves().into_iter().map(RefMove::text).collect();
        texts.sort();
        texts
    }
}
