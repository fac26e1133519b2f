//! Deblockle as the app draws and starts it.

use engine::deblockle::{Deblockle, Move, Options};
use engine::Player;

use crate::error::{AppError, AppResult};
use crate::session::AppGame;
use crate::view::{BoardView, DeblockleBlock, DeblockleBoard, MoveView, Origin, Seat};

impl AppGame for Deblockle {
    fn board(&self) -> BoardView {
        let blocks = self
            .blocks()
            .map(|b| DeblockleBlock {
                square: b.square.to_string(),
                owner: b.owner.into(),
                top: b.orientation.top().name().to_owned(),
                north: b.orientation.north().name().to_owned(),
                east: b.orientation.east().name().to_owned(),
            })
            .collect();
        BoardView::Deblockle(DeblockleBoard {
            blocks,
            removed: Player::BOTH.map(|p| self.removed(p)),
            blocks_per_side: Player::BOTH.map(|p| self.blocks_per_side(p)),
        })
    }

    fn move_view(&self, mv: Move) -> MoveView {
        match mv {
            Move::Pass => MoveView {
                text: mv.to_string(),
                from: Origin::Pass,
                tip: None,
                face: None,
                to: None,
                capture: false,
            },
            Move::Tip { from, dir, .. } => {
                let face = self
                    .block_at(from)
                    .map(|b| b.orientation.tip(dir).top().name().to_owned());
                let tip = mv.tipped_to();
                let destination = mv.destination();
                MoveView {
                    text: mv.to_string(),
                    from: Origin::Square {
                        square: from.to_string(),
                    },
                    tip: tip.map(|s| s.to_string()),
                    face,
                    to: destination.map(|s| s.to_string()),
                    capture: destination.is_none(),
                }
            }
        }
    }
}

/// How the blocks are set out at the start of a Deblockle game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum DeblockleSetup {
    /// The standard position: every block with its Star face up.
    Standard,
    /// A random roll and arrangement (the quick setup).
    Quick,
}

/// A new Deblockle start: blocks per side (1–4), the no-adjacent variant, who moves first,
/// and the setup (`seed` drives the quick setup's roll and arrangement).
pub fn start(
    blocks: [u8; 2],
    no_adjacent: bool,
    first: Seat,
    setup: DeblockleSetup,
    seed: u64,
) -> AppResult<Deblockle> {
    let options = Options {
        blocks,
        no_adjacent,
        first: first.into(),
    };
    match setup {
        DeblockleSetup::Standard => Deblockle::standard(options),
        DeblockleSetup::Quick => Deblockle::quick_setup(options, seed),
    }
    .map_err(|e| AppError::InvalidInput(e.to_string()))
}

#[cfg(test)]
mod tests {
    use engine::{Game, Notation};

    use super::*;

    #[test]
    fn the_board_shows_each_block_with_its_faces() {
        let p = start([2, 1], false, Seat::One, DeblockleSetup::Standard, 0).unwrap();
        let BoardView::Deblockle(board) = p.board() else {
            panic!("a Deblockle board")
        };
        assert_eq!(board.blocks.len(), 3);
        assert_eq!(board.blocks_per_side, [2, 1]);
        assert_eq!(board.removed, [0, 0]);
        let c1 = board.blocks.iter().find(|b| b.square == "c1").unwrap();
        assert_eq!(c1.owner, Seat::One);
        assert_eq!(c1.top, "star");
    }

    #[test]
    fn a_move_previews_its_tip_face_and_hop() {
        let p = start([4, 4], false, Seat::One, DeblockleSetup::Standard, 0).unwrap();
        let mv = p.parse_legal_move("c3^s-g2").unwrap();
        let view = p.move_view(mv);
        assert_eq!(
            view.from,
            Origin::Square {
                square: "c3".into()
            }
        );
        assert_eq!(view.tip.as_deref(), Some("c2"));
        assert_eq!(view.face.as_deref(), Some("slider"));
        assert_eq!(view.to.as_deref(), Some("g2"));
        assert!(!view.capture);
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        assert!(moves.iter().all(|&m| p.move_view(m).face.is_some()));
    }

    #[test]
    fn bad_options_are_refused_and_quick_setup_follows_its_seed() {
        assert!(start([0, 4], false, Seat::One, DeblockleSetup::Quick, 1).is_err());
        assert!(start([4, 5], false, Seat::One, DeblockleSetup::Standard, 1).is_err());
        let a = start([4, 4], false, Seat::Two, DeblockleSetup::Quick, 7).unwrap();
        let b = start([4, 4], false, Seat::Two, DeblockleSetup::Quick, 7).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.side_to_move(), Player::Two);
    }
}
