//! Deblockle's puzzles: its themes, read from the proven solution, and its mirror image.
//!
//! The cube is handed (with Star up, Slider, X, Hoops and Cross run clockwise), so a
//! reflection of the board gives cubes that do not exist: the one symmetry of the rules is
//! the half turn of the board with the colours swapped (Gold's d2 becomes Blue's d6), a
//! rotation, which keeps every cube a real one. Two images.

use engine::deblockle::{home_star, Block, Deblockle, Move, Orientation, Square};
use engine::{Game, Notation, Player};

use crate::puzzle::format::{PuzzleKind, Theme};
use crate::puzzle::games::PuzzleGame;

impl PuzzleGame for Deblockle {
    const ID_PREFIX: &'static str = "d";
    const SHIPPED: &'static str = include_str!("../../puzzles/deblockle.jsonl");
    const THEMES: &'static [Theme] = &[Theme::Tempo, Theme::ClosingStar, Theme::CannotTip];
    /// The median of the 558 puzzles.
    const RATING_ANCHOR: f64 = 367.0;
    const RATING_LEVEL_5_NODES: u64 = 2_000_000;

    fn images(&self) -> Vec<String> {
        let mut images = vec![self.format_position()];
        if let Some(turned) = half_turn(self) {
            images.push(turned.format_position());
        }
        images
    }

    fn game_themes(start: &Deblockle, kind: PuzzleKind, solution: &[Move]) -> Vec<Theme> {
        let solver = start.side_to_move();
        let mut themes = Vec::new();
        let mut position = *start;
        let star = home_star(solver);
        for (i, &mv) in solution.iter().enumerate() {
            if i % 2 == 0 {
                if mv.destination().is_some_and(|to| next_to(to, star)) {
                    themes.push(Theme::ClosingStar);
                }
            } else if mv == Move::Pass {
                themes.push(Theme::CannotTip);
            }
            if i + 1 == solution.len() && matches!(kind, PuzzleKind::Win { .. }) {
                // Before the winning move: would the opponent win at once on its turn?
                if position
                    .with_side_to_move(solver.other())
                    .is_ok_and(|p| wins_at_once(&p))
                {
                    themes.push(Theme::Tempo);
                }
            }
            position.play(mv);
        }
        themes
    }
}

/// Whether `a` is orthogonally next to `b`.
fn next_to(a: Square, b: Square) -> bool {
    a.file().abs_diff(b.file()) + a.rank().abs_diff(b.rank()) == 1
}

/// Whether the side to move has a move that wins at once.
fn wins_at_once(position: &Deblockle) -> bool {
    let side = position.side_to_move();
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    moves.into_iter().any(|mv| {
        let mut after = *position;
        after.play(mv);
        matches!(after.outcome(), Some(engine::Outcome::Win { winner, .. }) if winner == side)
    })
}

/// The board turned half round with the colours swapped: a block of Gold's on c1 becomes
/// Blue's on e7, each cube turned with it (its north face now faces south).
fn half_turn(position: &Deblockle) -> Option<Deblockle> {
    let blocks: Vec<Block> = position
        .blocks()
        .map(|b| {
            let square = Square::new(6 - b.square.file(), 6 - b.square.rank())?;
            let orientation = Orientation::new(b.orientation.top(), b.orientation.south())?;
            Some(Block {
                owner: b.owner.other(),
                square,
                orientation,
            })
        })
        .collect::<Option<_>>()?;
    let removed = [position.removed(Player::Two), position.removed(Player::One)];
    Deblockle::new(
        &blocks,
        removed,
        position.side_to_move().other(),
        position.no_adjacent(),
    )
    .ok()
}

impl crate::puzzle::generate::Openings for Deblockle {
    /// A quick setup (random roll and arrangement); two games in five with a handicap (two
    /// to four blocks a side); either side first.
    fn puzzle_opening(rng: &mut crate::Rng) -> Option<Deblockle> {
        let mut options = engine::deblockle::Options::default();
        if rng.below(5) < 2 {
            options.blocks = [2 + rng.below(3) as u8, 2 + rng.below(3) as u8];
        }
        if rng.below(2) == 0 {
            options.first = Player::Two;
        }
        let seed = rng.below(u64::MAX);
        Deblockle::quick_setup(options, seed).ok()
    }
}
