//! Gobblet's puzzles: its themes, read from the proven solution, and its mirror images.
//!
//! The rules treat the four ranks, four files and two long diagonals alike, so the eight
//! symmetries of the square board give the same puzzle; so does swapping the colours
//! (White's puzzle is Black's with the pieces' colours exchanged). Sixteen images.

use engine::gobblet::{Gobblet, Move, Square, LINES};
use engine::{Game, Notation, Player};

use crate::puzzle::format::{PuzzleKind, Theme};
use crate::puzzle::games::PuzzleGame;
use crate::puzzle::solver::Ending;

impl PuzzleGame for Gobblet {
    const ID_PREFIX: &'static str = "g";
    const SHIPPED: &'static str = include_str!("../../puzzles/gobblet.jsonl");
    const THEMES: &'static [Theme] = &[
        Theme::Gobble,
        Theme::StackGobble,
        Theme::DoubleThreat,
        Theme::Reveal,
    ];
    /// Between the middle two of the 899 puzzles, 231 and 283.
    const RATING_ANCHOR: f64 = 257.0;
    const RATING_LEVEL_5_NODES: u64 = 1_300_000;

    fn images(&self) -> Vec<String> {
        let text = self.format_position();
        let Some((board, rest)) = text.split_once(' ') else {
            return vec![text];
        };
        let Some(squares) = board_squares(board) else {
            return vec![text];
        };
        let mut images = Vec::with_capacity(16);
        for swap in [false, true] {
            for symmetry in 0..8 {
                let mut grid = vec![String::new(); 16];
                for (i, token) in squares.iter().enumerate() {
                    let (file, rank) = (i % 4, 3 - i / 4);
                    let (f, r) = transform(symmetry, file, rank);
                    grid[(3 - r) * 4 + f] = if swap {
                        swap_colours(token)
                    } else {
                        token.clone()
                    };
                }
                let ranks: Vec<String> = grid.chunks(4).map(|c| c.concat()).collect();
                let tail = if swap {
                    swap_tail(rest)
                } else {
                    rest.to_owned()
                };
                let image = format!("{} {tail}", ranks.join("/"));
                // Every image is a legal position; read back, it is in canonical form.
                if let Ok(p) = Gobblet::parse_position(&image) {
                    images.push(p.format_position());
                }
            }
        }
        images
    }

    fn game_themes(start: &Gobblet, kind: PuzzleKind, solution: &[Move]) -> Vec<Theme> {
        let solver = start.side_to_move();
        let mut themes = Vec::new();
        let mut position = *start;
        for (i, &mv) in solution.iter().enumerate() {
            // The defender's piece pinned by a reveal; in a defence, the tempting wrong move.
            let defending = i % 2 == 1 || matches!(kind, PuzzleKind::Defence { .. });
            if defending && has_losing_reveal(&position) {
                themes.push(Theme::Reveal);
            }
            if i % 2 == 0 {
                let covers_opponent = position
                    .top(mv.to())
                    .is_some_and(|piece| piece.owner != solver);
                match mv {
                    Move::Enter { .. } if covers_opponent => themes.push(Theme::StackGobble),
                    Move::Board { .. } if covers_opponent => themes.push(Theme::Gobble),
                    _ => {}
                }
            }
            position.play(mv);
            if i % 2 == 0 && i + 1 < solution.len() && threes(&position, solver) >= 2 {
                themes.push(Theme::DoubleThreat);
            }
        }
        themes
    }
}

/// Whether the side to move has a move that loses at once by uncovering the opponent's
/// line (a reveal that loses).
fn has_losing_reveal(position: &Gobblet) -> bool {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    moves.into_iter().any(|mv| {
        matches!(mv, Move::Board { .. }) && {
            let mut after = *position;
            after.play(mv);
            ending(position, &after) == Ending::Loss
        }
    })
}

fn ending(before: &Gobblet, after: &Gobblet) -> Ending {
    match after.outcome() {
        Some(engine::Outcome::Win { winner, .. }) if winner == before.side_to_move() => Ending::Win,
        Some(engine::Outcome::Win { .. }) => Ending::Loss,
        Some(engine::Outcome::Draw(_)) => Ending::Draw,
        None => Ending::None,
    }
}

/// How many lines show three of `player`'s pieces and, on the fourth square, nothing or a
/// piece smaller than 4 (which a 4 can cover): its threats.
fn threes(position: &Gobblet, player: Player) -> usize {
    let mine = position.visible(player);
    LINES
        .iter()
        .filter(|&&line| {
            (line & mine).count_ones() == 3 && {
                let rest = line & !mine;
                (0..16u8)
                    .filter_map(Square::from_index)
                    .filter(|sq| sq.bit() & rest != 0)
                    .all(|sq| position.top(sq).is_none_or(|p| p.size.get() < 4))
            }
        })
        .count()
}

/// The 16 square tokens of a board field, rank 4 first, files a to d.
fn board_squares(board: &str) -> Option<Vec<String>> {
    let mut squares = Vec::with_capacity(16);
    for rank in board.split('/') {
        let mut chars = rank.chars().peekable();
        let mut count = 0;
        while let Some(c) = chars.next() {
            let token = match c {
                '.' => ".".to_owned(),
                '(' => {
                    let mut t = String::from("(");
                    for d in chars.by_ref() {
                        t.push(d);
                        if d == ')' {
                            break;
                        }
                    }
                    t
                }
                _ => {
                    let size = chars.next()?;
                    format!("{c}{size}")
                }
            };
            squares.push(token);
            count += 1;
        }
        if count != 4 {
            return None;
        }
    }
    (squares.len() == 16).then_some(squares)
}

/// Square (file, rank), both 0–3, under symmetry `s` of the square (0 is the identity).
fn transform(s: u8, file: usize, rank: usize) -> (usize, usize) {
    let (f, r) = (file, rank);
    match s {
        0 => (f, r),
        1 => (3 - r, f),
        2 => (3 - f, 3 - r),
        3 => (r, 3 - f),
        4 => (3 - f, r),
        5 => (f, 3 - r),
        6 => (r, f),
        _ => (3 - r, 3 - f),
    }
}

fn swap_colours(token: &str) -> String {
    token
        .chars()
        .map(|c| match c {
            'W' => 'B',
            'B' => 'W',
            other => other,
        })
        .collect()
}

/// The stacks and side fields with the colours swapped: `W:421 B:432 W` → `W:432 B:421 B`.
fn swap_tail(rest: &str) -> String {
    let fields: Vec<&str> = rest.split_whitespace().collect();
    match fields.as_slice() {
        [w, b, side] => {
            let side = if side.eq_ignore_ascii_case("w") {
                "B"
            } else {
                "W"
            };
            format!(
                "W:{} B:{} {side}",
                b.trim_start_matches(['B', ':']),
                w.trim_start_matches(['W', ':'])
            )
        }
        _ => rest.to_owned(),
    }
}

impl crate::puzzle::generate::Openings for Gobblet {
    /// Mostly the full game (three stacks a side), one game in five with a side on two
    /// stacks; either side first; then one to four random moves.
    fn puzzle_opening(rng: &mut crate::Rng) -> Option<Gobblet> {
        let mut options = engine::gobblet::StartOptions::default();
        if rng.below(5) == 0 {
            if rng.below(2) == 0 {
                options.white_stacks = 2;
            } else {
                options.black_stacks = 2;
            }
        }
        if rng.below(2) == 0 {
            options.first = Player::Two;
        }
        let mut position = Gobblet::start(options).ok()?;
        let mut moves = Vec::new();
        for _ in 0..1 + rng.below(4) {
            position.legal_moves(&mut moves);
            match rng.choose(&moves) {
                Some(&mv) if position.outcome().is_none() => position.play(mv),
                _ => break,
            }
        }
        Some(position)
    }
}
