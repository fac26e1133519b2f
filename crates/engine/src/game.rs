//! The trait every game position implements; the AI searches through it.

use std::fmt::{Debug, Display};
use std::hash::Hash;

use crate::error::IllegalMove;
use crate::outcome::Outcome;
use crate::player::Player;
use crate::GameKind;

/// A legal position of a two-player game: it knows its legal moves and its result.
///
/// Contract, checked by each game's tests:
/// - [`Game::legal_moves`] is empty exactly when [`Game::outcome`] is `Some`;
/// - [`Game::play`] is only ever called with a move that [`Game::legal_moves`] generated for
///   this very position (use [`Game::try_play`] for a move from outside);
/// - [`Game::zobrist`] is maintained incrementally by `play` and equals a recomputation.
///
/// A position knows nothing of its history: threefold repetition, touch-move, draw offers
/// and resignation live in [`crate::GameRecord`].
pub trait Game: Copy + Eq + Hash + Debug + Send + Sync + 'static {
    /// A move of this game: a small value, generated only by a position.
    type Move: Copy + Eq + Ord + Hash + Debug + Display + Send + Sync + 'static;
    /// A square of this game's board (used by touch-move and by the UI's selections).
    type Square: Copy + Eq + Ord + Hash + Debug + Display + Send + Sync + 'static;

    /// Which game this is.
    const KIND: GameKind;

    /// Whether the third occurrence of a position draws the game (Gobblet: yes; Deblockle: no).
    const THREEFOLD_REPETITION_DRAWS: bool;

    /// The player whose turn it is.
    fn side_to_move(&self) -> Player;

    /// Clears `moves` and fills it with every legal move, each once. The caller keeps the
    /// buffer between calls so that search and perft allocate nothing per node.
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);

    /// Plays a move that [`Game::legal_moves`] generated for this position.
    fn play(&mut self, mv: Self::Move);

    /// The result if the game is over in this position, `None` while it goes on.
    fn outcome(&self) -> Option<Outcome>;

    /// A Zobrist hash of the position: equal positions have equal hashes.
    fn zobrist(&self) -> u64;

    /// The square a move takes a piece from, if it starts on the board (touch-move, UI).
    fn move_origin(mv: Self::Move) -> Option<Self::Square>;

    /// Whether the side to move has a piece on `square` that it may pick up (touch-move, UI).
    fn is_own_piece(&self, square: Self::Square) -> bool;

    /// Whether `mv` is legal here.
    fn is_legal(&self, mv: Self::Move) -> bool {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.contains(&mv)
    }

    /// Plays `mv` if it is legal; otherwise leaves the position unchanged and says why.
    fn try_play(&mut self, mv: Self::Move) -> Result<(), IllegalMove> {
        if self.is_legal(mv) {
            self.play(mv);
            Ok(())
        } else {
            Err(IllegalMove {
                mv: mv.to_string(),
                reason: match self.outcome() {
                    Some(outcome) => format!("the game is over ({outcome})"),
                    None => "not a legal move in this position".to_owned(),
                },
            })
        }
    }
}
