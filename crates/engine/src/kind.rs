//! The games, listed once: which game a value belongs to ([`GameKind`]), a value of whichever
//! game ([`ByGame`]), and the one dispatch from either to the game's own type ([`by_game!`],
//! [`with_game!`]). Every layer names its per-game value as a family ([`PerGame`]) and holds
//! it as `ByGame<ItsFamily>`; a third game is one more variant of each enum here, one more
//! arm of each macro and one more [`Listed`] impl, all in this file.

use std::fmt;
use std::str::FromStr;

use crate::deblockle::Deblockle;
use crate::error::ParseError;
use crate::gobblet::Gobblet;
use crate::notation::{Diagram, Notation};
use crate::record::GameRecord;

/// The two games the app plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "ts",
    derive(serde::Serialize, serde::Deserialize, ts_rs::TS),
    serde(rename_all = "lowercase")
)]
pub enum GameKind {
    /// Deblockle: cubes that tip and hop across a 7×7 board.
    Deblockle,
    /// Gobblet: nesting pieces on a 4×4 board.
    Gobblet,
}

impl GameKind {
    /// Both games.
    pub const ALL: [GameKind; 2] = [GameKind::Deblockle, GameKind::Gobblet];

    /// The lower-case name used in notation, file headers and the command line.
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Deblockle => "deblockle",
            GameKind::Gobblet => "gobblet",
        }
    }

    /// The names of the two seats, as a saved game's headers write them: Gobblet
    /// White/Black, Deblockle Gold/Blue.
    pub const fn seat_names(self) -> [&'static str; 2] {
        match self {
            GameKind::Deblockle => ["Gold", "Blue"],
            GameKind::Gobblet => ["White", "Black"],
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for GameKind {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let name = s.trim().to_ascii_lowercase();
        GameKind::ALL
            .into_iter()
            .find(|kind| kind.name() == name)
            .ok_or_else(|| {
                ParseError::new(
                    0,
                    format!("unknown game {s:?}: expected \"deblockle\" or \"gobblet\""),
                )
            })
    }
}

/// A family of types with one member per game: `Of<G>` is the family's type for the game
/// `G` (a session of `G`, a move of `G`, a record of `G`…). A layer declares its family as
/// an empty type implementing this, and holds a value of whichever game as `ByGame<Family>`.
pub trait PerGame {
    /// The family's type for the game `G`.
    type Of<G: Notation>;
}

/// A value of the family `F` ([`PerGame`]) of whichever game: the one enum over the games.
/// Match it with [`by_game!`]; make one from a value of a known game with [`Listed::wrap`].
pub enum ByGame<F: PerGame> {
    /// Deblockle's.
    Deblockle(F::Of<Deblockle>),
    /// Gobblet's.
    Gobblet(F::Of<Gobblet>),
}

/// Evaluates `body` with `x` bound to the value a [`ByGame`] holds, whichever game it is
/// (the body is checked once per game, with `x` of that game's type). A `&ByGame` or a
/// `&mut ByGame` binds `x` by reference. With a type name before the closure,
/// `by_game!(value, G, |x| body)`, the body also names the game's type as `G`.
///
/// ```
/// use engine::{by_game, ByGame, Game, Listed, Notation, PositionOf};
/// use engine::gobblet::Gobblet;
///
/// let position: ByGame<PositionOf> = Gobblet::wrap(Gobblet::standard());
/// let text = by_game!(&position, |p| p.format_position());
/// assert_eq!(text, "..../..../..../.... W:444 B:444 W");
/// assert_eq!(by_game!(&position, G, |_p| G::KIND), position.kind());
/// ```
#[macro_export]
macro_rules! by_game {
    ($value:expr, |$x:pat_param| $body:expr) => {
        match $value {
            $crate::ByGame::Deblockle($x) => $body,
            $crate::ByGame::Gobblet($x) => $body,
        }
    };
    ($value:expr, $g:ident, |$x:pat_param| $body:expr) => {
        match $value {
            $crate::ByGame::Deblockle($x) => {
                #[allow(dead_code)]
                type $g = $crate::deblockle::Deblockle;
                $body
            }
            $crate::ByGame::Gobblet($x) => {
                #[allow(dead_code)]
                type $g = $crate::gobblet::Gobblet;
                $body
            }
        }
    };
}

/// Evaluates `body` with `G` the type of the game a [`GameKind`] names:
/// `with_game!(kind, G => body)`. The body is checked once per game.
///
/// ```
/// use engine::{with_game, Game, GameKind, Notation};
///
/// let legal = with_game!(GameKind::Gobblet, G => {
///     G::parse_position("..../..../..../.... W:444 B:444 W").map(|p| p.side_to_move())
/// });
/// assert_eq!(legal, Ok(engine::Player::One));
/// ```
#[macro_export]
macro_rules! with_game {
    ($kind:expr, $g:ident => $body:expr) => {
        match $kind {
            $crate::GameKind::Deblockle => {
                type $g = $crate::deblockle::Deblockle;
                $body
            }
            $crate::GameKind::Gobblet => {
                type $g = $crate::gobblet::Gobblet;
                $body
            }
        }
    };
}

/// A game of the list: its values go into a [`ByGame`] and come out of it typed.
pub trait Listed: Notation + Diagram {
    /// `value`, a member of the family `F` for this game, as a value of whichever game.
    fn wrap<F: PerGame>(value: F::Of<Self>) -> ByGame<F>;

    /// The value, if it is this game's; itself back otherwise.
    fn unwrap<F: PerGame>(value: ByGame<F>) -> Result<F::Of<Self>, ByGame<F>>;

    /// The value, if it is this game's.
    fn get<F: PerGame>(value: &ByGame<F>) -> Option<&F::Of<Self>>;

    /// The value, if it is this game's.
    fn get_mut<F: PerGame>(value: &mut ByGame<F>) -> Option<&mut F::Of<Self>>;
}

/// [`Listed`] for a game that is the variant `$variant` of [`ByGame`].
macro_rules! listed {
    ($game:ty, $variant:ident) => {
        impl Listed for $game {
            fn wrap<F: PerGame>(value: F::Of<Self>) -> ByGame<F> {
                ByGame::$variant(value)
            }
            fn unwrap<F: PerGame>(value: ByGame<F>) -> Result<F::Of<Self>, ByGame<F>> {
                match value {
                    ByGame::$variant(value) => Ok(value),
                    #[allow(unreachable_patterns)]
                    other => Err(other),
                }
            }
            fn get<F: PerGame>(value: &ByGame<F>) -> Option<&F::Of<Self>> {
                match value {
                    ByGame::$variant(value) => Some(value),
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }
            fn get_mut<F: PerGame>(value: &mut ByGame<F>) -> Option<&mut F::Of<Self>> {
                match value {
                    ByGame::$variant(value) => Some(value),
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }
        }
    };
}
listed!(Deblockle, Deblockle);
listed!(Gobblet, Gobblet);

impl<F: PerGame> ByGame<F> {
    /// Which game the value is of.
    pub fn kind(&self) -> GameKind {
        by_game!(self, G, |_value| <G as crate::Game>::KIND)
    }
}

impl<F: PerGame> Clone for ByGame<F>
where
    F::Of<Deblockle>: Clone,
    F::Of<Gobblet>: Clone,
{
    fn clone(&self) -> Self {
        match self {
            ByGame::Deblockle(value) => ByGame::Deblockle(value.clone()),
            ByGame::Gobblet(value) => ByGame::Gobblet(value.clone()),
        }
    }
}

impl<F: PerGame> Copy for ByGame<F>
where
    F::Of<Deblockle>: Copy,
    F::Of<Gobblet>: Copy,
{
}

impl<F: PerGame> fmt::Debug for ByGame<F>
where
    F::Of<Deblockle>: fmt::Debug,
    F::Of<Gobblet>: fmt::Debug,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = self.kind();
        by_game!(self, |value| f
            .debug_tuple(kind.name())
            .field(value)
            .finish())
    }
}

impl<F: PerGame> PartialEq for ByGame<F>
where
    F::Of<Deblockle>: PartialEq,
    F::Of<Gobblet>: PartialEq,
{
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (ByGame::Deblockle(a), ByGame::Deblockle(b)) => a == b,
            (ByGame::Gobblet(a), ByGame::Gobblet(b)) => a == b,
            _ => false,
        }
    }
}

impl<F: PerGame> Eq for ByGame<F>
where
    F::Of<Deblockle>: Eq,
    F::Of<Gobblet>: Eq,
{
}

/// The family of positions: `ByGame<PositionOf>` is a position of whichever game.
#[derive(Debug)]
pub enum PositionOf {}
impl PerGame for PositionOf {
    type Of<G: Notation> = G;
}

/// The family of moves: `ByGame<MoveOf>` is a move of whichever game, typed.
#[derive(Debug)]
pub enum MoveOf {}
impl PerGame for MoveOf {
    type Of<G: Notation> = G::Move;
}

/// The family of game records: `ByGame<RecordOf>` is a game of whichever game, replayed.
#[derive(Debug)]
pub enum RecordOf {}
impl PerGame for RecordOf {
    type Of<G: Notation> = GameRecord<G>;
}

impl ByGame<MoveOf> {
    /// The move in notation.
    pub fn text(&self) -> String {
        by_game!(self, |mv| mv.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;

    #[test]
    fn names_round_trip_and_unknown_names_are_rejected() {
        for kind in GameKind::ALL {
            assert_eq!(kind.name().parse::<GameKind>(), Ok(kind));
        }
        assert_eq!("Gobblet".parse::<GameKind>(), Ok(GameKind::Gobblet));
        assert!("chess".parse::<GameKind>().is_err());
    }

    #[test]
    fn a_value_goes_into_the_enum_of_its_game_and_comes_out_typed() {
        let start = Gobblet::standard();
        let wrapped: ByGame<PositionOf> = Gobblet::wrap(start);
        assert_eq!(wrapped.kind(), GameKind::Gobblet);
        assert_eq!(Gobblet::get(&wrapped), Some(&start));
        assert_eq!(Deblockle::get(&wrapped), None);
        let back = Deblockle::unwrap(wrapped).unwrap_err();
        assert_eq!(Gobblet::unwrap(back), Ok(start));
        for kind in GameKind::ALL {
            assert_eq!(with_game!(kind, G => G::KIND), kind);
        }
    }
}
