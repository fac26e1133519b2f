//! A game's own shapes that cross to the UI ([`Shapes`]: its board, its new-game options),
//! declared in its module of `games/`, and how a shape of whichever game crosses: the engine's
//! [`engine::ByGame`] over the family of each game's shape ([`BoardOf`](crate::ipc::game::BoardOf),
//! [`NewGameOf`](crate::ipc::new_game::NewGameOf)), written in JSON and TypeScript as a union
//! tagged by its field `game` (the game's name), the games in their place's order
//! ([`Shapes::PLACE`]). No variant of these unions is written by hand: a game's module
//! implements [`Shapes`], and the unions, their JSON and their TypeScript follow.

use std::fmt;

use engine::{GameKind, Listed};
use serde::de::{DeserializeOwned, Error as _};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use ts_rs::{Config, TS};

/// A game's own shapes that cross to the UI (implemented in its module of `games/`).
pub trait Shapes: Listed {
    /// Its place in the home screen's list of games, and in the unions of its shapes in
    /// TypeScript: 0 first.
    const PLACE: usize;
    /// Its position as the board draws it (a member of `BoardView`).
    type Board: Clone + fmt::Debug + Eq + Serialize + TS + 'static;
    /// Everything a game of it is started with, as the new-game screen sends it (a member of
    /// `NewGame`, its fields inlined there in TypeScript).
    type NewGame: Clone + fmt::Debug + Eq + DeserializeOwned + TS + 'static;
}

/// Every game, in the order of their places ([`Shapes::PLACE`]).
pub fn in_place_order() -> Vec<GameKind> {
    let mut kinds = GameKind::ALL.to_vec();
    kinds.sort_by_key(|&kind| engine::with_game!(kind, G => <G as Shapes>::PLACE));
    kinds
}

/// `value` of the game `kind` as the union's member: its own fields after the tag
/// `"game": "<kind>"` (the JSON of an enum of serde's tagged on `game`).
pub fn serialize_tagged<S: Serializer, T: Serialize>(
    kind: GameKind,
    value: &T,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    /// The tag, then the value's own fields.
    #[derive(Serialize)]
    struct Tagged<'a, T> {
        /// The game.
        game: GameKind,
        /// Its value's fields.
        #[serde(flatten)]
        value: &'a T,
    }
    Tagged { game: kind, value }.serialize(serializer)
}

/// A member of a union tagged on `game`: the game it names, and the rest of its fields read
/// by `read` for that game.
pub fn deserialize_tagged<'de, D, T>(
    deserializer: D,
    read: impl FnOnce(GameKind, serde_json::Value) -> Result<T, serde_json::Error>,
) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
{
    let mut fields = serde_json::Map::deserialize(deserializer)?;
    let game = fields
        .remove("game")
        .ok_or_else(|| D::Error::missing_field("game"))?;
    let kind = match &game {
        // Serde's words for a tag that names no variant, the games in their places' order.
        serde_json::Value::String(name) => in_place_order()
            .into_iter()
            .find(|kind| kind.name() == name)
            .ok_or_else(|| D::Error::custom(unknown_game(name)))?,
        _ => GameKind::deserialize(game).map_err(D::Error::custom)?,
    };
    read(kind, serde_json::Value::Object(fields)).map_err(D::Error::custom)
}

/// What serde says of a tag naming no game: "unknown variant `chess`, expected `gobblet` or
/// `deblockle`".
fn unknown_game(name: &str) -> String {
    let names: Vec<String> = in_place_order()
        .into_iter()
        .map(|kind| format!("`{kind}`"))
        .collect();
    let expected = match names.as_slice() {
        [one] => one.clone(),
        [one, two] => format!("{one} or {two}"),
        _ => format!("one of {}", names.join(", ")),
    };
    format!("unknown variant `{name}`, expected {expected}")
}

/// The TypeScript union of one member per game, in their places' order.
pub fn ts_union(member: impl Fn(GameKind) -> String) -> String {
    in_place_order()
        .into_iter()
        .map(member)
        .collect::<Vec<_>>()
        .join(" | ")
}

/// A game's member of a union tagged on `game`, the member's fields inlined after the tag:
/// `{ "game": "gobblet", seats: … }`.
pub fn ts_inlined<T: TS>(kind: GameKind, cfg: &Config) -> String {
    let fields = T::inline(cfg);
    let fields = fields.strip_prefix('{').unwrap_or(&fields);
    format!("{{ \"game\": \"{kind}\",{fields}")
}

/// A game's member of a union tagged on `game`, the member named: `{ "game": "gobblet" } &
/// GobbletBoard`.
pub fn ts_named<T: TS>(kind: GameKind, cfg: &Config) -> String {
    format!("{{ \"game\": \"{kind}\" }} & {}", T::name(cfg))
}
