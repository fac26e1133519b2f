//! [`Game`] for Deblockle: what the record, perft and the AI use.

use crate::game::Game;
use crate::outcome::{DrawReason, Outcome, WinReason};
use crate::player::Player;
use crate::GameKind;

use super::moves::Move;
use super::position::Deblockle;
use super::square::Square;

impl Game for Deblockle {
    type Move = Move;
    type Square = Square;

    const KIND: GameKind = GameKind::Deblockle;
    const THREEFOLD_REPETITION_DRAWS: bool = false;

    #[inline]
    fn side_to_move(&self) -> Player {
        self.side
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.finished().is_some() {
            return;
        }
        self.generate(self.side, &mut |mv| {
            moves.push(mv);
            false
        });
        if moves.is_empty() && self.can_move(self.side.other()) {
            moves.push(Move::Pass);
        }
    }

    #[inline]
    fn play(&mut self, mv: Move) {
        self.apply(mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(winner) = self.finished() {
            return Some(Outcome::Win {
                winner,
                reason: WinReason::AllBlocksRemoved,
            });
        }
        if !self.can_move(self.side) && !self.can_move(self.side.other()) {
            return Some(Outcome::Draw(DrawReason::NeitherCanMove));
        }
        None
    }

    #[inline]
    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn move_origin(mv: Move) -> Option<Square> {
        match mv {
            Move::Tip { from, .. } => Some(from),
            Move::Pass => None,
        }
    }

    fn is_own_piece(&self, square: Square) -> bool {
        self.occupied[self.side.index()] & square.bit() != 0
    }
}
