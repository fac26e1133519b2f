//! [`Game`] for Gobblet: what the record, perft and the AI use.

use crate::game::Game;
use crate::outcome::{Outcome, WinReason};
use crate::player::Player;
use crate::GameKind;

use super::moves::Move;
use super::position::Gobblet;
use super::square::Square;

impl Game for Gobblet {
    type Move = Move;
    type Square = Square;

    const KIND: GameKind = GameKind::Gobblet;
    const THREEFOLD_REPETITION_DRAWS: bool = true;

    #[inline]
    fn side_to_move(&self) -> Player {
        self.side
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.line_winner().is_none() {
            self.for_each_move(|mv| moves.push(mv));
        }
    }

    /// Checked by generating the moves without collecting them: no allocation.
    fn is_legal(&self, mv: Move) -> bool {
        let mut found = false;
        if self.line_winner().is_none() {
            self.for_each_move(|m| found |= m == mv);
        }
        found
    }

    #[inline]
    fn play(&mut self, mv: Move) {
        self.apply(mv);
    }

    /// A line of the player to move (a reveal) first, then the mover's line, then no legal
    /// move. (In a position reached under the rules a player always has a legal move — see
    /// `docs/notation.md` — but the rule is checked all the same.)
    fn outcome(&self) -> Option<Outcome> {
        if let Some(outcome) = self.line_winner() {
            return Some(outcome);
        }
        if !self.has_move() {
            return Some(Outcome::Win {
                winner: self.side.other(),
                reason: WinReason::NoLegalMove,
            });
        }
        None
    }

    #[inline]
    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn move_origin(mv: Move) -> Option<Square> {
        mv.from()
    }

    fn is_own_piece(&self, square: Square) -> bool {
        self.visible(self.side) & square.bit() != 0
    }
}
