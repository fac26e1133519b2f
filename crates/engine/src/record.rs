//! A game as it is played: the start position and every action taken, with what a single
//! position cannot know — repetition, touch-move, draw offers, resignation, undo and redo.

use std::fmt;

use crate::error::{IllegalMove, ParseError, RecordError};
use crate::game::Game;
use crate::notation::Notation;
use crate::outcome::{DrawReason, Outcome, WinReason};
use crate::player::Player;

/// One thing a player did, in the order it was done. A record's log of actions is
/// append-only: undo and redo are actions too, so a saved game keeps everything.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action<G: Game> {
    /// A move (in Deblockle this includes `pass`).
    Move(G::Move),
    /// Touch-move: the side to move selected its piece on this square and must move it.
    Touch(G::Square),
    /// The side to move offers a draw.
    OfferDraw,
    /// The other player accepts the pending draw offer; the game is drawn.
    AcceptDraw,
    /// The other player declines the pending draw offer; play goes on.
    DeclineDraw,
    /// This player resigns (either player may, at any time while the game goes on).
    Resign(Player),
    /// Take back the last step (a move, a touch, or the end of the game by resignation,
    /// agreement or touch-move forfeit).
    Undo,
    /// Play again the last step that was taken back.
    Redo,
}

impl<G: Game> fmt::Display for Action<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Move(mv) => write!(f, "{mv}"),
            Action::Touch(square) => write!(f, "touch:{square}"),
            Action::OfferDraw => f.write_str("offer-draw"),
            Action::AcceptDraw => f.write_str("accept-draw"),
            Action::DeclineDraw => f.write_str("decline-draw"),
            Action::Resign(player) => write!(f, "resign:{player}"),
            Action::Undo => f.write_str("undo"),
            Action::Redo => f.write_str("redo"),
        }
    }
}

impl<G: Notation> Action<G> {
    /// Parses one action token: a move, `touch:SQ`, `offer-draw`, `accept-draw`,
    /// `decline-draw`, `resign:one`, `resign:two`, `undo` or `redo`.
    pub fn parse(text: &str) -> Result<Self, ParseError> {
        let t = text.trim();
        Ok(match t {
            "offer-draw" => Action::OfferDraw,
            "accept-draw" => Action::AcceptDraw,
            "decline-draw" => Action::DeclineDraw,
            "resign:one" => Action::Resign(Player::One),
            "resign:two" => Action::Resign(Player::Two),
            "undo" => Action::Undo,
            "redo" => Action::Redo,
            _ => {
                if let Some(square) = t.strip_prefix("touch:") {
                    Action::Touch(G::parse_square(square).map_err(|e| e.shifted(6))?)
                } else if t.starts_with("resign") {
                    return Err(ParseError::new(
                        0,
                        "resign needs the player: \"resign:one\" or \"resign:two\"",
                    ));
                } else {
                    Action::Move(G::parse_move(t)?)
                }
            }
        })
    }

    /// Parses a whitespace-separated list of actions; an error's column counts from the
    /// start of `text`.
    pub fn parse_list(text: &str) -> Result<Vec<Self>, ParseError> {
        let mut actions = Vec::new();
        let mut column = 0;
        let chars: Vec<char> = text.chars().collect();
        while column < chars.len() {
            if chars[column].is_whitespace() {
                column += 1;
                continue;
            }
            let start = column;
            while column < chars.len() && !chars[column].is_whitespace() {
                column += 1;
            }
            let token: String = chars[start..column].iter().collect();
            actions.push(Self::parse(&token).map_err(|e| e.shifted(start))?);
        }
        Ok(actions)
    }
}

/// One move of the line being played, with the position it led to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ply<G: Game> {
    mv: G::Move,
    touched: Option<G::Square>,
    after: G,
}

/// How the game was ended by the players rather than by the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ending<G: Game> {
    outcome: Outcome,
    /// The touch that forfeited the game, to restore on undo.
    touched: Option<G::Square>,
}

/// A step that can be taken back and played again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step<G: Game> {
    Ply(Ply<G>),
    Touch(G::Square),
    Ending(Ending<G>),
}

/// A game being played: its start, its full action log, and the current state derived from
/// them. Every method that changes it checks the action first; a refused action leaves the
/// record exactly as it was.
#[derive(Clone, Debug)]
pub struct GameRecord<G: Game> {
    start: G,
    touch_move: bool,
    log: Vec<Action<G>>,
    line: Vec<Ply<G>>,
    redo: Vec<Step<G>>,
    touched: Option<G::Square>,
    draw_offer: Option<Player>,
    ending: Option<Ending<G>>,
}

impl<G: Game> GameRecord<G> {
    /// A new game from `start`; `touch_move` turns on the touch-move rule (Gobblet).
    pub fn new(start: G, touch_move: bool) -> Self {
        GameRecord {
            start,
            touch_move,
            log: Vec::new(),
            line: Vec::new(),
            redo: Vec::new(),
            touched: None,
            draw_offer: None,
            ending: None,
        }
    }

    /// Rebuilds a record by applying `actions` in order; the first one that is refused is
    /// reported with its index.
    pub fn replay(start: G, touch_move: bool, actions: &[Action<G>]) -> Result<Self, RecordError> {
        let mut record = GameRecord::new(start, touch_move);
        for (index, &action) in actions.iter().enumerate() {
            record.apply(action).map_err(|source| RecordError::Replay {
                index,
                action: action.to_string(),
                source: Box::new(source),
            })?;
        }
        Ok(record)
    }

    /// The position the game started from.
    pub fn start(&self) -> &G {
        &self.start
    }

    /// Whether the touch-move rule is on.
    pub fn touch_move(&self) -> bool {
        self.touch_move
    }

    /// Every action taken, in order, including undo and redo.
    pub fn log(&self) -> &[Action<G>] {
        &self.log
    }

    /// The current position.
    pub fn position(&self) -> &G {
        self.line.last().map_or(&self.start, |ply| &ply.after)
    }

    /// The moves of the current line, from the start.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = G::Move> + '_ {
        self.line.iter().map(|ply| ply.mv)
    }

    /// The position after the first `ply` moves of the current line (0 is the start).
    pub fn position_at(&self, ply: usize) -> Option<&G> {
        if ply == 0 {
            Some(&self.start)
        } else {
            self.line.get(ply - 1).map(|p| &p.after)
        }
    }

    /// The square touched under touch-move, whose piece must be moved now.
    pub fn touched(&self) -> Option<G::Square> {
        self.touched
    }

    /// The player whose draw offer awaits an answer.
    pub fn draw_offer(&self) -> Option<Player> {
        self.draw_offer
    }

    /// Whether there is a step to undo.
    pub fn can_undo(&self) -> bool {
        self.ending.is_some() || self.touched.is_some() || !self.line.is_empty()
    }

    /// Whether there is a step to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// How many times the current position has occurred in the current line, this one included.
    pub fn repetitions(&self) -> usize {
        let current = self.position();
        std::iter::once(&self.start)
            .chain(self.line.iter().map(|p| &p.after))
            .filter(|p| *p == current)
            .count()
    }

    /// The result, if the game is over. The order of the checks follows the rules: a line
    /// on the board, then a third repetition, then no legal move.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(ending) = self.ending {
            return Some(ending.outcome);
        }
        let board = self.position().outcome();
        if let Some(Outcome::Win {
            reason: WinReason::LineOfFour | WinReason::Reveal | WinReason::AllBlocksRemoved,
            ..
        }) = board
        {
            return board;
        }
        if G::THREEFOLD_REPETITION_DRAWS && self.repetitions() >= 3 {
            return Some(Outcome::Draw(DrawReason::ThreefoldRepetition));
        }
        board
    }

    /// Applies one action if it is allowed now; otherwise says why and changes nothing.
    pub fn apply(&mut self, action: Action<G>) -> Result<(), RecordError> {
        match action {
            Action::Move(mv) => self.play(mv)?,
            Action::Touch(square) => self.touch(square)?,
            Action::OfferDraw => self.offer_draw()?,
            Action::AcceptDraw => self.answer_draw(true)?,
            Action::DeclineDraw => self.answer_draw(false)?,
            Action::Resign(player) => self.resign(player)?,
            Action::Undo => self.undo()?,
            Action::Redo => self.redo()?,
        }
        Ok(())
    }

    fn ensure_playing(&self) -> Result<(), RecordError> {
        if self.outcome().is_some() {
            Err(RecordError::GameOver)
        } else {
            Ok(())
        }
    }

    fn play(&mut self, mv: G::Move) -> Result<(), RecordError> {
        self.ensure_playing()?;
        if self.draw_offer.is_some() {
            return Err(RecordError::DrawOffer("answer the draw offer first"));
        }
        if let Some(square) = self.touched {
            if G::move_origin(mv) != Some(square) {
                return Err(RecordError::MustMoveTouchedPiece(square.to_string()));
            }
        }
        let position = *self.position();
        if !position.is_legal(mv) {
            return Err(IllegalMove {
                mv: mv.to_string(),
                reason: "not a legal move in this position".to_owned(),
            }
            .into());
        }
        let mut after = position;
        after.play(mv);
        self.line.push(Ply {
            mv,
            touched: self.touched.take(),
            after,
        });
        self.redo.clear();
        self.log.push(Action::Move(mv));
        Ok(())
    }

    fn touch(&mut self, square: G::Square) -> Result<(), RecordError> {
        self.ensure_playing()?;
        let refuse = |reason: &str| RecordError::BadTouch {
            square: square.to_string(),
            reason: reason.to_owned(),
        };
        if !self.touch_move {
            return Err(refuse("touch-move is off in this game"));
        }
        if self.draw_offer.is_some() {
            return Err(RecordError::DrawOffer("answer the draw offer first"));
        }
        if self.touched.is_some() {
            return Err(refuse("a piece has already been touched this turn"));
        }
        let position = self.position();
        if !position.is_own_piece(square) {
            return Err(refuse(
                "no piece of the side to move can be picked up there",
            ));
        }
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        let playable = moves.iter().any(|&mv| G::move_origin(mv) == Some(square));
        let loser = position.side_to_move();
        self.redo.clear();
        self.log.push(Action::Touch(square));
        if playable {
            self.touched = Some(square);
        } else {
            self.ending = Some(Ending {
                outcome: Outcome::Win {
                    winner: loser.other(),
                    reason: WinReason::TouchMoveForfeit,
                },
                touched: Some(square),
            });
        }
        Ok(())
    }

    fn offer_draw(&mut self) -> Result<(), RecordError> {
        self.ensure_playing()?;
        if self.draw_offer.is_some() {
            return Err(RecordError::DrawOffer("a draw offer is already pending"));
        }
        self.draw_offer = Some(self.position().side_to_move());
        self.log.push(Action::OfferDraw);
        Ok(())
    }

    fn answer_draw(&mut self, accept: bool) -> Result<(), RecordError> {
        self.ensure_playing()?;
        if self.draw_offer.take().is_none() {
            return Err(RecordError::DrawOffer("there is no draw offer to answer"));
        }
        if accept {
            self.redo.clear();
            self.ending = Some(Ending {
                outcome: Outcome::Draw(DrawReason::Agreement),
                touched: self.touched.take(),
            });
            self.log.push(Action::AcceptDraw);
        } else {
            self.log.push(Action::DeclineDraw);
        }
        Ok(())
    }

    fn resign(&mut self, player: Player) -> Result<(), RecordError> {
        self.ensure_playing()?;
        self.redo.clear();
        self.draw_offer = None;
        self.ending = Some(Ending {
            outcome: Outcome::Win {
                winner: player.other(),
                reason: WinReason::Resignation,
            },
            touched: self.touched.take(),
        });
        self.log.push(Action::Resign(player));
        Ok(())
    }

    fn undo(&mut self) -> Result<(), RecordError> {
        self.draw_offer = None;
        let step = if let Some(ending) = self.ending.take() {
            self.touched = ending.touched.filter(|_| {
                !matches!(
                    ending.outcome,
                    Outcome::Win {
                        reason: WinReason::TouchMoveForfeit,
                        ..
                    }
                )
            });
            Step::Ending(ending)
        } else if let Some(square) = self.touched.take() {
            Step::Touch(square)
        } else if let Some(ply) = self.line.pop() {
            Step::Ply(ply)
        } else {
            return Err(RecordError::NothingToUndo);
        };
        self.redo.push(step);
        self.log.push(Action::Undo);
        Ok(())
    }

    fn redo(&mut self) -> Result<(), RecordError> {
        let step = self.redo.pop().ok_or(RecordError::NothingToRedo)?;
        match step {
            Step::Ply(ply) => {
                self.touched = None;
                self.line.push(ply);
            }
            Step::Touch(square) => self.touched = Some(square),
            Step::Ending(ending) => {
                self.touched = None;
                self.ending = Some(ending);
            }
        }
        self.draw_offer = None;
        self.log.push(Action::Redo);
        Ok(())
    }
}

impl<G: Game> GameRecord<G> {
    /// The plies' touched squares, for a move list that shows touch-move commitments.
    pub fn touched_before(&self, ply: usize) -> Option<G::Square> {
        self.line.get(ply).and_then(|p| p.touched)
    }
}

impl<G: Notation> GameRecord<G> {
    /// The action log as one line of space-separated tokens (see `docs/notation.md`).
    pub fn log_text(&self) -> String {
        self.log
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::testing::Counter;

    fn start() -> Counter {
        Counter::start()
    }

    #[test]
    fn moves_undo_and_redo_walk_the_line_and_log_everything() {
        let mut r = GameRecord::new(start(), false);
        r.apply(Action::Move(1)).unwrap();
        r.apply(Action::Move(1)).unwrap();
        assert_eq!(r.position().value, 2);
        r.apply(Action::Undo).unwrap();
        assert_eq!(r.position().value, 1);
        assert!(r.can_redo());
        r.apply(Action::Redo).unwrap();
        assert_eq!(r.position().value, 2);
        r.apply(Action::Undo).unwrap();
        r.apply(Action::Move(0)).unwrap();
        assert!(!r.can_redo(), "a new move clears the redo stack");
        assert_eq!(r.apply(Action::Redo), Err(RecordError::NothingToRedo));
        assert_eq!(r.log().len(), 6);
        let replayed = GameRecord::replay(start(), false, r.log()).unwrap();
        assert_eq!(replayed.position(), r.position());
        assert_eq!(replayed.moves().collect::<Vec<_>>(), vec![1, 0]);
    }

    #[test]
    fn a_refused_action_changes_nothing() {
        let mut r = GameRecord::new(start(), false);
        assert_eq!(r.apply(Action::Undo), Err(RecordError::NothingToUndo));
        assert!(matches!(
            r.apply(Action::Move(7)),
            Err(RecordError::Illegal(_))
        ));
        assert!(matches!(
            r.apply(Action::Touch(1)),
            Err(RecordError::BadTouch { .. })
        ));
        assert!(r.log().is_empty());
        assert_eq!(r.position(), &start());
    }

    #[test]
    fn third_occurrence_of_a_position_draws() {
        let mut r = GameRecord::new(start(), false);
        for mv in [1, 0, 1, 0] {
            assert_eq!(r.outcome(), None);
            r.apply(Action::Move(mv)).unwrap();
        }
        assert_eq!(r.repetitions(), 3);
        assert_eq!(
            r.outcome(),
            Some(Outcome::Draw(DrawReason::ThreefoldRepetition))
        );
        assert_eq!(r.apply(Action::Move(1)), Err(RecordError::GameOver));
    }

    #[test]
    fn touched_piece_must_move_and_an_unplayable_touch_forfeits() {
        let mut r = GameRecord::new(start(), true);
        r.apply(Action::Touch(1)).unwrap();
        assert_eq!(r.touched(), Some(1));
        assert!(matches!(
            r.apply(Action::Move(0)),
            Err(RecordError::MustMoveTouchedPiece(_))
        ));
        r.apply(Action::Move(1)).unwrap();
        assert_eq!(r.touched(), None);
        r.apply(Action::Touch(2)).unwrap();
        assert_eq!(
            r.outcome(),
            Some(Outcome::Win {
                winner: Player::One,
                reason: WinReason::TouchMoveForfeit
            })
        );
        r.apply(Action::Undo).unwrap();
        assert_eq!(r.outcome(), None);
        assert_eq!(r.touched(), None, "undoing a forfeit takes back its touch");
    }

    #[test]
    fn draw_offers_must_be_answered_and_acceptance_draws() {
        let mut r = GameRecord::new(start(), false);
        assert!(r.apply(Action::AcceptDraw).is_err());
        r.apply(Action::OfferDraw).unwrap();
        assert_eq!(r.draw_offer(), Some(Player::One));
        assert!(r.apply(Action::Move(1)).is_err());
        r.apply(Action::DeclineDraw).unwrap();
        r.apply(Action::Move(1)).unwrap();
        r.apply(Action::OfferDraw).unwrap();
        r.apply(Action::AcceptDraw).unwrap();
        assert_eq!(r.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
    }

    #[test]
    fn resignation_ends_the_game_and_can_be_undone() {
        let mut r = GameRecord::new(start(), false);
        r.apply(Action::Resign(Player::Two)).unwrap();
        assert_eq!(
            r.outcome(),
            Some(Outcome::Win {
                winner: Player::One,
                reason: WinReason::Resignation
            })
        );
        r.apply(Action::Undo).unwrap();
        assert_eq!(r.outcome(), None);
        r.apply(Action::Redo).unwrap();
        assert!(r.outcome().is_some());
    }

    #[test]
    fn replay_names_the_first_action_that_fails() {
        let actions = [Action::Move(1), Action::Redo, Action::Move(0)];
        match GameRecord::replay(start(), false, &actions) {
            Err(RecordError::Replay { index, action, .. }) => {
                assert_eq!(index, 1);
                assert_eq!(action, "redo");
            }
            other => panic!("expected a replay error, got {other:?}"),
        }
    }
}
