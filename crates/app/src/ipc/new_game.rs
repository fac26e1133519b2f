//! What the new-game screen sends to start a game, Deblockle's setups and the roll its
//! classic setup arranges.

use std::path::PathBuf;

use engine::deblockle::Face;
use engine::{with_game, ByGame, Member};
use serde::{Deserialize, Serialize};
use ts_rs::{Config, TypeVisitor, TS};

use crate::ipc::shapes::{self, Shapes};

/// Everything a new game is started with, as the new-game screen sends it: the game's own
/// options ([`Shapes::NewGame`], in its module of `games/`), tagged with its game (`game`) in
/// JSON and TypeScript, where the options' fields follow the tag.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGame(pub ByGame<NewGameOf>);

/// The family of new-game options: `ByGame<NewGameOf>` is the options of whichever game.
#[derive(Debug)]
pub enum NewGameOf {}

impl<G: Shapes> Member<G> for NewGameOf {
    type Of = G::NewGame;
}

impl NewGame {
    /// The options of a game of `G`.
    pub fn of<G: Shapes>(options: G::NewGame) -> Self {
        NewGame(G::wrap(options))
    }
}

impl<'de> Deserialize<'de> for NewGame {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        shapes::deserialize_tagged(deserializer, |kind, fields| {
            with_game!(kind, G => serde_json::from_value::<<G as Shapes>::NewGame>(fields)
                .map(NewGame::of::<G>))
        })
    }
}

impl TS for NewGame {
    type WithoutGenerics = Self;
    type OptionInnerType = Self;

    fn name(_: &Config) -> String {
        "NewGame".to_owned()
    }

    fn decl(cfg: &Config) -> String {
        format!("type {} = {};", Self::name(cfg), Self::inline(cfg))
    }

    fn decl_concrete(cfg: &Config) -> String {
        Self::decl(cfg)
    }

    fn inline(cfg: &Config) -> String {
        shapes::ts_union(
            |kind| with_game!(kind, G => shapes::ts_inlined::<<G as Shapes>::NewGame>(kind, cfg)),
        )
    }

    fn visit_dependencies(visitor: &mut impl TypeVisitor) {
        // The options are inlined: what they name, not they, are the union's dependencies.
        for kind in shapes::in_place_order() {
            with_game!(kind, G => <<G as Shapes>::NewGame as TS>::visit_dependencies(visitor));
        }
    }

    fn output_path() -> Option<PathBuf> {
        Some(PathBuf::from("NewGame.ts"))
    }
}

/// How the blocks are set out at the start of a Deblockle game.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum DeblockleSetup {
    /// The standard position: every block with its Star face up.
    Standard,
    /// A random roll and arrangement (the quick setup).
    Quick,
    /// The classic setup: each side's roll, and how the opponent arranged those blocks.
    Classic {
        /// Each side's rolled top faces, block by block (Gold first).
        rolls: [Vec<Face>; 2],
        /// For each side, the starting-square index of each block (a permutation).
        squares: [Vec<u8>; 2],
        /// For each side, each block's rotation (0–3 clockwise quarter turns).
        rotations: [Vec<u8>; 2],
    },
}

/// A roll for the classic setup, with what the arranging screen needs to show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct DeblockleRoll {
    /// Each side's rolled top faces, block by block (Gold first).
    pub faces: [Vec<Face>; 2],
    /// Each side's starting squares, in index order.
    pub squares: [Vec<String>; 2],
    /// For each side and block, the face turned north at each rotation 0–3.
    pub north: [Vec<[Face; 4]>; 2],
}
