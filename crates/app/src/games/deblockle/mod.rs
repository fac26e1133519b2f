//! Deblockle as the app draws and starts it; its shapes that cross to the UI (`shapes.rs`) and its
//! lesson (`lesson.rs`).

pub mod lesson;
pub mod shapes;

use engine::deblockle::{
    starting_squares, target_star, Arrangement, Deblockle, Face, Move, Options, Orientation, Roll,
    Setup, SplitMix64,
};
use engine::Player;

use crate::error::{AppError, AppResult};
use crate::ipc::game::{BoardView, Controller, MoveView, Origin, Seat};
use crate::ipc::new_game::{DeblockleRoll, DeblockleSetup};
use crate::session::{AppGame, Session};
use shapes::{DeblockleBlock, DeblockleBoard, DeblockleOptions, StarView};

impl AppGame for Deblockle {
    fn board(&self) -> BoardView {
        let blocks = self
            .blocks()
            .map(|b| DeblockleBlock {
                square: b.square.to_string(),
                owner: b.owner,
                top: b.orientation.top(),
                north: b.orientation.north(),
                east: b.orientation.east(),
                south: b.orientation.south(),
                west: b.orientation.west(),
            })
            .collect();
        BoardView::of::<Deblockle>(DeblockleBoard {
            blocks,
            removed: Player::BOTH.map(|p| self.removed(p)),
            blocks_per_side: Player::BOTH.map(|p| self.blocks_per_side(p)),
            stars: Player::BOTH
                .map(|p| StarView {
                    square: target_star(p).to_string(),
                    goal_of: p,
                })
                .into(),
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
                path: Vec::new(),
            },
            Move::Tip { from, dir, .. } => {
                let face = self.block_at(from).map(|b| b.orientation.tip(dir).top());
                let tip = mv.tipped_to();
                let destination = mv.destination();
                let path = self.hop_path(mv);
                MoveView {
                    text: mv.to_string(),
                    from: Origin::Square {
                        square: from.to_string(),
                    },
                    tip: tip.map(|s| s.to_string()),
                    face,
                    to: destination.map(|s| s.to_string()),
                    capture: destination.is_none(),
                    path: path.iter().map(|s| s.to_string()).collect(),
                }
            }
        }
    }
}

/// Rolls each side's blocks (1–4 a side) like dice, from `seed`.
pub fn roll(blocks: [u8; 2], seed: u64) -> AppResult<DeblockleRoll> {
    let mut rng = SplitMix64::new(seed);
    let mut faces: [Vec<Face>; 2] = Default::default();
    let mut squares: [Vec<String>; 2] = Default::default();
    let mut north: [Vec<[Face; 4]>; 2] = Default::default();
    for side in Player::BOTH {
        let i = side.index();
        let rolled =
            Roll::random(blocks[i], &mut rng).map_err(|e| AppError::InvalidInput(e.to_string()))?;
        faces[i] = rolled.faces().to_vec();
        north[i] = rolled
            .faces()
            .iter()
            .map(|&f| [0, 1, 2, 3].map(|r| Orientation::with_top(f, r).north()))
            .collect();
        squares[i] = starting_squares(side, blocks[i])
            .map_err(|e| AppError::InvalidInput(e.to_string()))?
            .iter()
            .map(ToString::to_string)
            .collect();
    }
    Ok(DeblockleRoll {
        faces,
        squares,
        north,
    })
}

/// The search limits of the computer arranging a person's blocks: a few thousand positions
/// for each of the candidates it compares, so that starting the game takes no time.
fn arranging_limits() -> ai::Limits {
    ai::Limits {
        depth: Some(4),
        nodes: Some(6_000),
        time: Some(std::time::Duration::from_millis(150)),
        reductions: ai::Reductions::Light,
    }
}

/// A new Deblockle start: blocks per side (1–4), the no-adjacent variant, who moves first,
/// and the setup (`seed` drives the quick setup's roll and arrangement). In the classic
/// setup against the computer, `ai_arranges` is the person's seat: the computer arranges
/// that side's blocks against it (the arrangement sent for it is ignored).
pub fn start(
    blocks: [u8; 2],
    no_adjacent: bool,
    first: Seat,
    setup: DeblockleSetup,
    seed: u64,
    ai_arranges: Option<Seat>,
) -> AppResult<Deblockle> {
    let options = Options {
        blocks,
        no_adjacent,
        first,
    };
    let bad = |e: engine::deblockle::SetupError| AppError::InvalidInput(e.to_string());
    match setup {
        DeblockleSetup::Standard => Deblockle::standard(options).map_err(bad),
        DeblockleSetup::Quick => Deblockle::quick_setup(options, seed).map_err(bad),
        DeblockleSetup::Classic {
            rolls,
            squares,
            rotations,
        } => {
            let mut roll = [Roll::new(&[Face::Star]).map_err(bad)?; 2];
            let mut arrangement = [Arrangement::in_order(1).map_err(bad)?; 2];
            for i in 0..2 {
                let faces = &rolls[i];
                if faces.len() != usize::from(blocks[i]) {
                    return Err(AppError::InvalidInput(format!(
                        "{} blocks were rolled for a side that plays with {}",
                        faces.len(),
                        blocks[i]
                    )));
                }
                roll[i] = Roll::new(faces).map_err(bad)?;
                arrangement[i] = Arrangement::new(&squares[i], &rotations[i]).map_err(bad)?;
            }
            let mut setup = Setup {
                options,
                rolls: roll,
                arrangements: arrangement,
            };
            if let Some(person) = ai_arranges {
                let side = person;
                let mut computer = ai::Ai::<Deblockle>::with_table(4, seed);
                let stop = std::sync::atomic::AtomicBool::new(false);
                setup.arrangements[side.index()] = ai::deblockle::choose_arrangement(
                    &setup,
                    side,
                    ai::deblockle::ArrangeGoal::Hinder,
                    &mut computer,
                    &arranging_limits(),
                    &stop,
                )
                .map_err(bad)?;
            }
            setup.position().map_err(bad)
        }
    }
}

impl super::rematch::Rematch for Deblockle {
    fn rematch(&self, seats: [Controller; 2], _touch_move: bool) -> AppResult<DeblockleOptions> {
        let first = engine::Game::side_to_move(self);
        let blocks = [
            self.blocks_per_side(Player::Two),
            self.blocks_per_side(Player::One),
        ];
        let no_adjacent = self.no_adjacent();
        // Was it the standard setup? Compare with the standard start of the same match.
        let standard = start(
            [blocks[1], blocks[0]],
            no_adjacent,
            first,
            DeblockleSetup::Standard,
            0,
            None,
        )?;
        let setup = if engine::Notation::format_position(&standard)
            == engine::Notation::format_position(self)
        {
            DeblockleSetup::Standard
        } else {
            DeblockleSetup::Quick
        };
        Ok(DeblockleOptions {
            seats,
            first,
            blocks,
            no_adjacent,
            setup,
        })
    }
}

impl super::Started for Deblockle {
    fn session(options: DeblockleOptions, seed: u64) -> AppResult<Session<Self>> {
        let DeblockleOptions {
            seats,
            first,
            blocks,
            no_adjacent,
            setup,
        } = options;
        Session::new(
            start(
                blocks,
                no_adjacent,
                first,
                setup,
                seed,
                super::person_against_ai(seats),
            )?,
            false,
            seats,
            super::ai_for::<Deblockle>(),
        )
    }

    fn stored(options: &DeblockleOptions) -> super::Stored {
        super::Stored {
            seats: options.seats,
            variants: if options.no_adjacent {
                vec!["no-adjacent".to_owned()]
            } else {
                Vec::new()
            },
            handicaps: vec![format!(
                "blocks:{},{}",
                options.blocks[0], options.blocks[1]
            )],
        }
    }
}

impl super::Pictured for Deblockle {
    /// The standard start: four blocks a side, Star up.
    fn picture() -> AppResult<Self> {
        start([4, 4], false, Seat::One, DeblockleSetup::Standard, 0, None)
    }
}

#[cfg(test)]
mod tests {
    use engine::{Game, Notation};

    use super::*;

    #[test]
    fn the_board_shows_each_block_with_its_faces() {
        let p = start([2, 1], false, Seat::One, DeblockleSetup::Standard, 0, None).unwrap();
        let Ok(board) = <Deblockle as engine::Listed>::unwrap(p.board().0) else {
            panic!("a Deblockle board")
        };
        assert_eq!(board.blocks.len(), 3);
        assert_eq!(board.blocks_per_side, [2, 1]);
        assert_eq!(board.removed, [0, 0]);
        let c1 = board.blocks.iter().find(|b| b.square == "c1").unwrap();
        assert_eq!(c1.owner, Seat::One);
        assert_eq!(c1.top, Face::Star);
        // the faces all round, each one once
        let mut faces = [c1.top, c1.north, c1.east, c1.south, c1.west].map(Face::name);
        faces.sort_unstable();
        assert!(faces.windows(2).all(|w| w[0] != w[1]), "{faces:?}");
        // Gold's goal is Blue's home star d6, Blue's is d2
        let goals: Vec<_> = board
            .stars
            .iter()
            .map(|s| (s.square.as_str(), s.goal_of))
            .collect();
        assert_eq!(goals, [("d6", Seat::One), ("d2", Seat::Two)]);
    }

    #[test]
    fn a_move_previews_its_tip_face_and_hop() {
        let p = start([4, 4], false, Seat::One, DeblockleSetup::Standard, 0, None).unwrap();
        let mv = p.parse_legal_move("c3^s-g2").unwrap();
        let view = p.move_view(mv);
        assert_eq!(
            view.from,
            Origin::Square {
                square: "c3".into()
            }
        );
        assert_eq!(view.tip.as_deref(), Some("c2"));
        assert_eq!(view.face, Some(Face::Slider));
        assert_eq!(view.to.as_deref(), Some("g2"));
        assert!(!view.capture);
        assert_eq!(
            view.path,
            ["d2", "e2", "f2", "g2"],
            "the Slider passes over the star"
        );
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        assert!(moves.iter().all(|&m| p.move_view(m).face.is_some()));
    }

    #[test]
    fn every_hop_path_walks_square_by_square_to_where_the_move_ends() {
        let near = |a: &str, b: &str| {
            let (a, b) = (a.as_bytes(), b.as_bytes());
            a != b && a[0].abs_diff(b[0]) <= 1 && a[1].abs_diff(b[1]) <= 1
        };
        let mut p = start([4, 4], false, Seat::One, DeblockleSetup::Quick, 7, None).unwrap();
        let mut seen_hoops = false;
        for _ in 0..40 {
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            for &mv in &moves {
                let view = p.move_view(mv);
                let (Some(tip), Some(to)) = (view.tip.as_deref(), view.to.as_deref()) else {
                    assert!(view.path.is_empty(), "{}", view.text);
                    continue;
                };
                if tip == to {
                    assert!(view.path.is_empty(), "a Stop stays: {}", view.text);
                    continue;
                }
                assert_eq!(
                    view.path.last().map(String::as_str),
                    Some(to),
                    "{}",
                    view.text
                );
                let mut at = tip;
                for step in &view.path {
                    assert!(near(at, step), "{}: {at} to {step}", view.text);
                    at = step;
                }
                if view.face == Some(Face::Hoops) {
                    assert_eq!(view.path.len(), 3, "{}", view.text);
                    seen_hoops = true;
                }
            }
            p.play(moves[moves.len() / 2]);
            if p.outcome().is_some() {
                break;
            }
        }
        assert!(seen_hoops, "the game sample had a Hoops move");
    }

    fn classic(rolls: [&[&str]; 2], squares: [&[u8]; 2], rotations: [&[u8]; 2]) -> DeblockleSetup {
        // A name that is no face (the payload would not deserialise) stays out of the roll.
        let faces = |v: &[&str]| {
            v.iter()
                .filter_map(|n| Face::ALL.into_iter().find(|f| f.name() == *n))
                .collect()
        };
        DeblockleSetup::Classic {
            rolls: [faces(rolls[0]), faces(rolls[1])],
            squares: [squares[0].to_vec(), squares[1].to_vec()],
            rotations: [rotations[0].to_vec(), rotations[1].to_vec()],
        }
    }

    #[test]
    fn the_classic_setup_places_the_rolled_blocks_as_arranged() {
        let roll = roll([2, 1], 5).unwrap();
        assert_eq!(roll.faces[0].len(), 2);
        assert_eq!(roll.squares[0], ["c1", "e1"]);
        assert_eq!(roll.squares[1], ["d7"]);
        let setup = classic(
            [&["x", "hoops"], &["stop"]],
            [&[1, 0], &[0]],
            [&[0, 3], &[2]],
        );
        let p = start([2, 1], false, Seat::One, setup, 0, None).unwrap();
        let Ok(board) = <Deblockle as engine::Listed>::unwrap(p.board().0) else {
            panic!("a Deblockle board")
        };
        let at = |sq: &str| {
            board
                .blocks
                .iter()
                .find(|b| b.square == sq)
                .unwrap()
                .clone()
        };
        assert_eq!(at("e1").top, Face::X, "block 0 on starting square 1");
        assert_eq!(at("c1").top, Face::Hoops);
        assert_eq!(at("d7").top, Face::Stop);
        let hoops = Face::Hoops;
        assert_eq!(
            at("c1").north,
            Orientation::with_top(hoops, 3).north(),
            "turned as arranged"
        );
    }

    #[test]
    fn against_the_computer_it_arranges_the_person_blocks_and_the_person_arranges_its_own() {
        let rolls: [&[&str]; 2] = [&["x", "hoops", "slider"], &["stop", "x", "hoops"]];
        let a = classic(rolls, [&[0, 1, 2], &[2, 0, 1]], [&[0, 0, 0], &[1, 2, 3]]);
        let b = classic(rolls, [&[2, 1, 0], &[2, 0, 1]], [&[3, 1, 2], &[1, 2, 3]]);
        let pa = start([3, 3], false, Seat::One, a.clone(), 9, Some(Seat::One)).unwrap();
        let pb = start([3, 3], false, Seat::One, b, 9, Some(Seat::One)).unwrap();
        assert_eq!(pa, pb, "what was sent for the person's blocks is not used");
        let blue = |p: &Deblockle| {
            let mut v: Vec<_> = p
                .blocks()
                .filter(|b| b.owner == Player::Two)
                .map(|b| (b.square, b.orientation))
                .collect();
            v.sort_by_key(|x| x.0.to_string());
            v
        };
        let pass_and_play = start([3, 3], false, Seat::One, a, 9, None).unwrap();
        assert_eq!(
            blue(&pa),
            blue(&pass_and_play),
            "the computer's blocks as the person arranged them"
        );
        assert!(pa.blocks().filter(|b| b.owner == Player::One).count() == 3);
    }

    #[test]
    fn a_bad_classic_setup_is_refused() {
        let bad = [
            classic(
                [&["x", "hoops"], &["stop"]],
                [&[0, 0], &[0]],
                [&[0, 0], &[0]],
            ),
            classic(
                [&["x", "ring"], &["stop"]],
                [&[0, 1], &[0]],
                [&[0, 0], &[0]],
            ),
            classic([&["x"], &["stop"]], [&[0], &[0]], [&[0], &[0]]),
            classic([&["x", "x"], &["stop"]], [&[0, 1], &[0]], [&[0, 4], &[0]]),
        ];
        for setup in bad {
            assert!(
                start([2, 1], false, Seat::One, setup.clone(), 0, None).is_err(),
                "{setup:?}"
            );
        }
    }

    #[test]
    fn bad_options_are_refused_and_quick_setup_follows_its_seed() {
        assert!(start([0, 4], false, Seat::One, DeblockleSetup::Quick, 1, None).is_err());
        assert!(start([4, 5], false, Seat::One, DeblockleSetup::Standard, 1, None).is_err());
        let a = start([4, 4], false, Seat::Two, DeblockleSetup::Quick, 7, None).unwrap();
        let b = start([4, 4], false, Seat::Two, DeblockleSetup::Quick, 7, None).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.side_to_move(), Player::Two);
    }
}
