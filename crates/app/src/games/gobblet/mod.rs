//! Gobblet as the app draws and starts it; its shapes that cross to the UI (`shapes.rs`) and its
//! lesson (`lesson.rs`).

pub mod lesson;
pub mod shapes;

use engine::gobblet::{Gobblet, Move, Square, StartOptions, LINES};
use engine::{Outcome, Player};

use crate::error::{AppError, AppResult};
use crate::ipc::game::{BoardView, Controller, MoveView, Origin, Seat};
use crate::session::{AppGame, Session};
use shapes::{GobbletBoard, GobbletOptions, GobbletPiece};

impl AppGame for Gobblet {
    fn board(&self) -> BoardView {
        let squares = Square::ALL
            .iter()
            .map(|&square| {
                self.stack(square)
                    .map(|piece| GobbletPiece {
                        owner: piece.owner,
                        size: piece.size.get(),
                    })
                    .collect()
            })
            .collect();
        let reserves = Player::BOTH.map(|p| self.external_stacks(p).to_vec());
        BoardView::of::<Gobblet>(GobbletBoard {
            squares,
            reserves,
            win_lines: win_lines(self),
        })
    }

    fn move_view(&self, mv: Move) -> MoveView {
        let from = match mv {
            Move::Enter { size, .. } => Origin::Reserve { size: size.get() },
            Move::Board { from, .. } => Origin::Square {
                square: from.to_string(),
            },
        };
        MoveView {
            text: mv.to_string(),
            from,
            tip: None,
            face: None,
            to: Some(mv.to().to_string()),
            capture: self.top(mv.to()).is_some(),
            path: Vec::new(),
        }
    }
}

/// The lines of four of the side the engine says has won by a line, each as its squares.
fn win_lines(position: &Gobblet) -> Vec<Vec<String>> {
    let Some(Outcome::Win { winner, .. }) = position.line_winner() else {
        return Vec::new();
    };
    let visible = position.visible(winner);
    LINES
        .iter()
        .filter(|&&line| visible & line == line)
        .map(|&line| {
            Square::ALL
                .iter()
                .filter(|s| line & s.bit() != 0)
                .map(|s| s.to_string())
                .collect()
        })
        .collect()
}

/// A new Gobblet start: external stacks per side (1–3) and who moves first.
pub fn start(stacks: [u8; 2], first: Seat) -> AppResult<Gobblet> {
    Gobblet::start(StartOptions {
        white_stacks: stacks[0],
        black_stacks: stacks[1],
        first,
    })
    .map_err(|e| AppError::InvalidInput(e.to_string()))
}

impl super::rematch::Rematch for Gobblet {
    fn rematch(&self, seats: [Controller; 2], touch_move: bool) -> AppResult<GobbletOptions> {
        Ok(GobbletOptions {
            seats,
            first: engine::Game::side_to_move(self),
            stacks: [
                self.stack_count(engine::Player::Two),
                self.stack_count(engine::Player::One),
            ],
            touch_move,
        })
    }
}

impl super::Started for Gobblet {
    fn session(options: GobbletOptions, _seed: u64) -> AppResult<Session<Self>> {
        let GobbletOptions {
            seats,
            first,
            stacks,
            touch_move,
        } = options;
        Session::new(
            start(stacks, first)?,
            touch_move,
            seats,
            super::ai_for::<Gobblet>(),
        )
    }

    fn stored(options: &GobbletOptions) -> super::Stored {
        super::Stored {
            seats: options.seats,
            variants: Vec::new(),
            handicaps: vec![format!(
                "stacks:{},{}",
                options.stacks[0], options.stacks[1]
            )],
        }
    }
}

impl super::Pictured for Gobblet {
    /// A few moves in: White's 4 has gobbled Black's 3 on b2.
    fn picture() -> AppResult<Self> {
        let mut position = start([3, 3], Seat::One)?;
        for text in ["4c2", "4d1", "4a4", "3b2", "c2-b2"] {
            let mv = engine::Notation::parse_legal_move(&position, text)
                .map_err(|e| AppError::Internal(format!("the picture's move {text}: {e}")))?;
            engine::Game::play(&mut position, mv);
        }
        Ok(position)
    }
}

#[cfg(test)]
mod tests {
    use engine::{Game, Notation};

    use super::*;

    #[test]
    fn the_board_shows_stacks_bottom_to_top_and_the_reserves() {
        let mut p = Gobblet::standard();
        for text in ["4a1", "4b1", "3c3", "b1-c3"] {
            let mv = p.parse_legal_move(text).unwrap();
            p.play(mv);
        }
        let Ok(board) = <Gobblet as engine::Listed>::unwrap(p.board().0) else {
            panic!("a Gobblet board")
        };
        assert_eq!(board.squares.len(), 16);
        let c3: Vec<_> = board.squares[10]
            .iter()
            .map(|x| (x.owner, x.size))
            .collect();
        assert_eq!(c3, [(Seat::One, 3), (Seat::Two, 4)]);
        assert_eq!(board.squares[0][0].size, 4);
        assert!(board.squares[1].is_empty(), "b1 was left");
        assert_eq!(board.reserves[0], [4, 4, 2]);
        assert_eq!(board.reserves[1], [4, 4, 3]);
    }

    #[test]
    fn moves_say_where_they_come_from_and_whether_they_gobble() {
        let mut p = Gobblet::standard();
        for text in ["4a1", "4b1", "3c3"] {
            let mv = p.parse_legal_move(text).unwrap();
            p.play(mv);
        }
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        let views: Vec<_> = moves.iter().map(|&m| p.move_view(m)).collect();
        let gobble = views.iter().find(|v| v.text == "b1-c3").unwrap();
        assert!(gobble.capture);
        assert_eq!(
            gobble.from,
            Origin::Square {
                square: "b1".into()
            }
        );
        assert_eq!(gobble.to.as_deref(), Some("c3"));
        let enter = views.iter().find(|v| v.text == "4d4").unwrap();
        assert!(!enter.capture);
        assert_eq!(enter.from, Origin::Reserve { size: 4 });
    }

    #[test]
    fn a_won_line_is_named_square_by_square() {
        let mut p = Gobblet::standard();
        let Ok(board) = <Gobblet as engine::Listed>::unwrap(p.board().0) else {
            panic!("a Gobblet board")
        };
        assert!(board.win_lines.is_empty(), "no line at the start");
        for text in ["4a1", "4a4", "4b2", "4b4", "4c3", "4c4", "3d2", "3d4"] {
            let mv = p.parse_legal_move(text).unwrap();
            p.play(mv);
        }
        let Ok(board) = <Gobblet as engine::Listed>::unwrap(p.board().0) else {
            panic!("a Gobblet board")
        };
        assert_eq!(
            board.win_lines,
            [["a4", "b4", "c4", "d4"]],
            "Black's rank 4"
        );
    }

    #[test]
    fn bad_handicaps_are_refused() {
        assert!(start([0, 3], Seat::One).is_err());
        assert!(start([3, 4], Seat::One).is_err());
        let p = start([1, 3], Seat::Two).unwrap();
        assert_eq!(p.side_to_move(), Player::Two);
        assert_eq!(p.external_stacks(Player::One), [4]);
    }
}
