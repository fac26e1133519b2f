//! A tiny game for testing the session without either real game: a counter from -3 to 3.
//! Square 1 pushes it up, square 0 down; reaching 3 wins for seat one, -3 for seat two.
//! Square 2 holds a piece that can never move (for touch-move forfeits).

use std::sync::atomic::{AtomicBool, Ordering};

use engine::gobblet::Gobblet;
use engine::{Game, GameRecord, Listed, Player};

use super::{AppGame, Opponent};
use crate::ipc::app::AiLevel;
use crate::ipc::computer::HintVerdict;
use crate::ipc::game::{BoardView, MoveView, Origin};

pub use engine::testing::Counter;

impl AppGame for Counter {
    /// An empty Gobblet board whose first external stack is the counter.
    fn board(&self) -> BoardView {
        let mut board = Gobblet::standard().board();
        if let Some(gobblet) = <Gobblet as Listed>::get_mut(&mut board.0) {
            gobblet.squares.clear();
            gobblet.reserves = [vec![self.value.unsigned_abs()], Vec::new()];
            gobblet.win_lines.clear();
        }
        board
    }

    fn move_view(&self, mv: u8) -> MoveView {
        MoveView {
            text: mv.to_string(),
            from: Origin::Square {
                square: mv.to_string(),
            },
            tip: None,
            face: None,
            to: Some(mv.to_string()),
            capture: false,
            path: Vec::new(),
        }
    }
}

/// A toy computer: always pushes toward its own win; accepts draws from level 3 up.
pub struct Pusher;

impl Opponent<Counter> for Pusher {
    fn choose(
        &self,
        record: &GameRecord<Counter>,
        _level: AiLevel,
        progress: &mut dyn FnMut(u32, u64, Option<u8>),
        cancel: &AtomicBool,
    ) -> Option<u8> {
        if cancel.load(Ordering::Relaxed) {
            return None;
        }
        let mv = match record.position().side_to_move() {
            Player::One => 1,
            Player::Two => 0,
        };
        progress(1, 2, Some(mv));
        Some(mv)
    }
    fn accepts_draw(&self, _record: &GameRecord<Counter>, level: AiLevel) -> bool {
        level.get() >= 3
    }
    fn hint(&self, record: &GameRecord<Counter>, cancel: &AtomicBool) -> Option<(u8, HintVerdict)> {
        let mv = self.choose(record, AiLevel::nth(5), &mut |_, _, _| {}, cancel)?;
        Some((mv, HintVerdict::Better))
    }
}
