//! Statistics of finished games, for the statistics screen and its chart, and the last
//! result between two players (the new-game screen lets its winner start).

use std::collections::BTreeMap;

use engine::GameKind;
use rusqlite::{params_from_iter, OptionalExtension};
use serde::{Deserialize, Serialize};

use crate::error::StoreError;
use crate::games::result_from;
use crate::types::{GameId, Seat, Side, MAX_AI_LEVEL};
use crate::Store;

/// How results over time are grouped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "StatsPeriod"))]
#[serde(rename_all = "lowercase")]
pub enum Period {
    /// ISO weeks, labelled `2026-W48`.
    Week,
    /// Calendar months (UTC), labelled `2026-11`.
    Month,
}

/// What the statistics are about.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "StatsRequest"))]
#[serde(deny_unknown_fields)]
pub struct StatsQuery {
    /// One game, or both.
    #[serde(with = "option_kind")]
    #[cfg_attr(feature = "ts", ts(type = "string | null"))]
    pub kind: Option<GameKind>,
    /// Whose results: a person's (every game they played, against the AI or another
    /// person) or an AI level's; `None` for "the people against the AI" (every game between
    /// a person and the AI, from the person's side, whatever their name).
    pub player: Option<Side>,
    /// How to group results over time.
    pub period: Period,
}

/// Which way the current streak goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum StreakKind {
    /// Wins in a row.
    Won,
    /// Losses in a row.
    Lost,
    /// Draws in a row.
    Drawn,
}

/// A run of equal results ending with the latest game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Streak {
    /// Won, lost or drawn.
    pub kind: StreakKind,
    /// How many games in a row.
    pub games: u32,
}

/// Results of a set of finished games from one side.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "StatsRecord"))]
pub struct Record {
    /// Finished games.
    pub played: u32,
    /// Won.
    pub won: u32,
    /// Lost.
    pub lost: u32,
    /// Drawn.
    pub drawn: u32,
    /// The run of equal results ending with the latest game.
    pub current_streak: Option<Streak>,
    /// The longest run of wins.
    pub best_win_streak: u32,
    /// The average length in moves (plies) of the games whose length is known.
    pub average_moves: Option<f64>,
}

/// The record against one opponent.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "OpponentStats"))]
pub struct OpponentRecord {
    /// The opponent: an AI level or a person.
    pub opponent: Side,
    /// The results against them.
    pub record: Record,
}

/// The record against one AI level (all five are listed, for the chart).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "LevelStats"))]
pub struct LevelRecord {
    /// 1 to 5.
    pub level: u8,
    /// The results against that level.
    pub record: Record,
}

/// Wins, losses and draws in one week or month (only periods with games are listed).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "PeriodStats"))]
pub struct PeriodResults {
    /// `2026-11` or `2026-W48`.
    pub period: String,
    /// Won.
    pub won: u32,
    /// Lost.
    pub lost: u32,
    /// Drawn.
    pub drawn: u32,
}

/// Everything the statistics screen shows for one query.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "StatsView"))]
pub struct Statistics {
    /// All the games of the query.
    pub overall: Record,
    /// Per opponent: AI levels first (weakest first), then people by name.
    pub by_opponent: Vec<OpponentRecord>,
    /// Per AI level, 1 to 5, including levels never played.
    pub by_ai_level: Vec<LevelRecord>,
    /// Per week or month, oldest first.
    pub over_time: Vec<PeriodResults>,
}

/// The last finished game between two players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastGame {
    /// The game.
    pub id: GameId,
    /// Who won it; `None` for a draw.
    pub winner: Option<Side>,
    /// When it finished (milliseconds since the Unix epoch).
    pub finished_at: i64,
}

/// Accumulates a [`Record`] game by game, oldest first.
#[derive(Default)]
struct Tally {
    record: Record,
    win_run: u32,
    total_moves: u64,
    measured: u32,
}

impl Tally {
    fn add(&mut self, kind: StreakKind, plies: Option<i64>) {
        let r = &mut self.record;
        r.played += 1;
        match kind {
            StreakKind::Won => r.won += 1,
            StreakKind::Lost => r.lost += 1,
            StreakKind::Drawn => r.drawn += 1,
        }
        r.current_streak = match r.current_streak {
            Some(s) if s.kind == kind => Some(Streak {
                kind,
                games: s.games + 1,
            }),
            _ => Some(Streak { kind, games: 1 }),
        };
        self.win_run = if kind == StreakKind::Won {
            self.win_run + 1
        } else {
            0
        };
        r.best_win_streak = r.best_win_streak.max(self.win_run);
        if let Some(p) = plies.and_then(|p| u64::try_from(p).ok()) {
            self.total_moves += p;
            self.measured += 1;
        }
    }

    fn finish(mut self) -> Record {
        if self.measured > 0 {
            self.record.average_moves = Some(self.total_moves as f64 / f64::from(self.measured));
        }
        self.record
    }
}

/// The query behind [`Store::statistics`]: its SQL, its arguments and the chosen player's key.
struct StatsSelect {
    /// The finished games of the query, oldest first.
    sql: String,
    /// The SQL's numbered arguments.
    args: Vec<String>,
    /// The chosen player's key; `None` for the people against the AI.
    player_key: Option<String>,
}

/// Builds the SQL that selects the finished games of a query, oldest first.
fn stats_select(query: &StatsQuery) -> Result<StatsSelect, StoreError> {
    let mut sql = String::from(
        "SELECT side_one, side_two, winner, finished_at, plies FROM games
         WHERE winner IS NOT NULL AND deleted_at IS NULL AND damage IS NULL",
    );
    let mut args: Vec<String> = Vec::new();
    if let Some(kind) = query.kind {
        args.push(kind.name().to_owned());
        sql += &format!(" AND kind = ?{}", args.len());
    }
    let player_key = match &query.player {
        Some(side) => {
            let key = side.validated()?.key();
            args.push(key.clone());
            let n = args.len();
            sql += &format!(" AND (side_one = ?{n} OR side_two = ?{n})");
            Some(key)
        }
        None => {
            sql += " AND ((side_one LIKE 'ai:%') <> (side_two LIKE 'ai:%'))";
            None
        }
    };
    sql += " ORDER BY finished_at, id";
    Ok(StatsSelect {
        sql,
        args,
        player_key,
    })
}

/// One finished game seen from the player's side.
struct Outcome {
    /// Who the player played against.
    opponent: Side,
    /// Won, lost or drawn, for the player.
    kind: StreakKind,
    /// The game's length in plies, when known.
    plies: Option<i64>,
    /// When it finished (milliseconds since the Unix epoch).
    finished_at: i64,
}

/// Reads one row of the statistics query from the side of `player_key` (of the person when
/// `None`: the query then holds only games between a person and the AI).
fn outcome_of(row: &rusqlite::Row<'_>, player_key: Option<&str>) -> Result<Outcome, StoreError> {
    let one: String = row.get(0)?;
    let two: String = row.get(1)?;
    let winner: String = row.get(2)?;
    let finished_at: i64 = row.get(3)?;
    let plies: Option<i64> = row.get(4)?;
    let seat = match player_key {
        Some(key) if key == one => Seat::One,
        Some(_) => Seat::Two,
        None if two.starts_with("ai:") => Seat::One,
        None => Seat::Two,
    };
    let opponent = Side::from_key(if seat == Seat::One { &two } else { &one })?;
    let kind = match result_from(Some(winner), None).and_then(|r| r.winner) {
        None => StreakKind::Drawn,
        Some(w) if w == seat => StreakKind::Won,
        Some(_) => StreakKind::Lost,
    };
    Ok(Outcome {
        opponent,
        kind,
        plies,
        finished_at,
    })
}

/// Accumulates [`Statistics`] game by game, oldest first.
struct StatsTally {
    /// All the games.
    overall: Tally,
    /// Per opponent, in [`Side`]'s order.
    by_opponent: BTreeMap<Side, Tally>,
    /// Per AI level, 1 to [`MAX_AI_LEVEL`].
    by_level: Vec<Tally>,
    /// Per period with games, oldest first.
    over_time: Vec<PeriodResults>,
}

impl StatsTally {
    /// Nothing counted yet, every AI level listed.
    fn new() -> Self {
        StatsTally {
            overall: Tally::default(),
            by_opponent: BTreeMap::new(),
            by_level: (0..MAX_AI_LEVEL).map(|_| Tally::default()).collect(),
            over_time: Vec::new(),
        }
    }

    /// Counts one game, later than every game counted before, in the periods of `period`.
    fn add(&mut self, outcome: Outcome, period: Period) {
        let Outcome {
            opponent,
            kind,
            plies,
            finished_at,
        } = outcome;
        self.overall.add(kind, plies);
        if let Side::Ai { level } = opponent {
            if let Some(t) = self.by_level.get_mut(usize::from(level).wrapping_sub(1)) {
                t.add(kind, plies);
            }
        }
        self.by_opponent
            .entry(opponent)
            .or_default()
            .add(kind, plies);
        let label = period_label(period, finished_at);
        if self.over_time.last().map(|p| &p.period) != Some(&label) {
            self.over_time.push(PeriodResults {
                period: label,
                won: 0,
                lost: 0,
                drawn: 0,
            });
        }
        if let Some(p) = self.over_time.last_mut() {
            match kind {
                StreakKind::Won => p.won += 1,
                StreakKind::Lost => p.lost += 1,
                StreakKind::Drawn => p.drawn += 1,
            }
        }
    }

    /// The statistics of the games counted.
    fn finish(self) -> Statistics {
        Statistics {
            overall: self.overall.finish(),
            by_opponent: self
                .by_opponent
                .into_iter()
                .map(|(opponent, t)| OpponentRecord {
                    opponent,
                    record: t.finish(),
                })
                .collect(),
            by_ai_level: self
                .by_level
                .into_iter()
                .zip(1..)
                .map(|(t, level)| LevelRecord {
                    level,
                    record: t.finish(),
                })
                .collect(),
            over_time: self.over_time,
        }
    }
}

/// Days since 1970-01-01 → ISO week label `YYYY-Www`.
fn iso_week(days: i64) -> String {
    let weekday = (days + 3).rem_euclid(7); // Monday = 0; 1970-01-01 was a Thursday.
    let thursday = days - weekday + 3;
    let label = crate::time::format_utc(thursday * 86_400_000);
    let year: i64 = label[..4].parse().unwrap_or(1970);
    let jan1 = crate::time::parse_utc(&format!("{year:04}-01-01")).unwrap_or(0) / 86_400_000;
    format!("{year:04}-W{:02}", (thursday - jan1) / 7 + 1)
}

fn period_label(period: Period, ms: i64) -> String {
    match period {
        Period::Month => crate::time::format_utc(ms)[..7].to_owned(),
        Period::Week => iso_week(ms.div_euclid(86_400_000)),
    }
}

impl Store {
    /// The statistics of finished games (not deleted, not damaged) for a query.
    pub fn statistics(&self, query: &StatsQuery) -> Result<Statistics, StoreError> {
        let select = stats_select(query)?;
        let mut stmt = self.conn.prepare_cached(&select.sql)?;
        let mut rows = stmt.query(params_from_iter(select.args.iter()))?;
        let mut tally = StatsTally::new();
        while let Some(row) = rows.next()? {
            let outcome = outcome_of(row, select.player_key.as_deref())?;
            tally.add(outcome, query.period);
        }
        Ok(tally.finish())
    }

    /// Every side that appears in a saved game that is not deleted: AI levels first, then
    /// people by name (for the statistics screen's choice of player).
    pub fn players(&self) -> Result<Vec<Side>, StoreError> {
        // Ordered by SQLite: the keys' byte order ("ai:1" … "ai:5", then "person:" and the
        // name) is `Side`'s order, so no sort is compiled in (one of `Side`s was 9 KB of the
        // web build's WebAssembly).
        let mut stmt = self.conn.prepare_cached(
            "SELECT side_one FROM games WHERE deleted_at IS NULL
             UNION SELECT side_two FROM games WHERE deleted_at IS NULL
             ORDER BY 1",
        )?;
        let mut rows = stmt.query([])?;
        let mut sides = Vec::new();
        while let Some(row) = rows.next()? {
            sides.push(Side::from_key(&row.get::<_, String>(0)?)?);
        }
        sides.dedup();
        Ok(sides)
    }

    /// The last finished game between `a` and `b` (in either seat), optionally of one game:
    /// who won it, for choosing who starts the next one.
    pub fn last_game_between(
        &self,
        a: &Side,
        b: &Side,
        kind: Option<GameKind>,
    ) -> Result<Option<LastGame>, StoreError> {
        let (a, b) = (a.validated()?.key(), b.validated()?.key());
        let row = self
            .conn
            .prepare_cached(
                "SELECT id, side_one, side_two, winner, finished_at FROM games
                 WHERE winner IS NOT NULL AND deleted_at IS NULL AND damage IS NULL
                   AND ((side_one = ?1 AND side_two = ?2) OR (side_one = ?2 AND side_two = ?1))
                   AND (?3 IS NULL OR kind = ?3)
                 ORDER BY finished_at DESC, id DESC LIMIT 1",
            )?
            .query_row(rusqlite::params![a, b, kind.map(GameKind::name)], |r| {
                Ok((
                    r.get::<_, GameId>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, i64>(4)?,
                ))
            })
            .optional()?;
        let Some((id, one, two, winner, finished_at)) = row else {
            return Ok(None);
        };
        let winner = match Seat::from_name(&winner) {
            Some(Seat::One) => Some(Side::from_key(&one)?),
            Some(Seat::Two) => Some(Side::from_key(&two)?),
            None => None,
        };
        Ok(Some(LastGame {
            id,
            winner,
            finished_at,
        }))
    }
}

/// Serialises an optional [`GameKind`] as its name or null.
mod option_kind {
    use engine::GameKind;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(kind: &Option<GameKind>, s: S) -> Result<S::Ok, S::Error> {
        match kind {
            Some(k) => s.serialize_some(k.name()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<GameKind>, D::Error> {
        Option::<String>::deserialize(d)?
            .map(|t| t.parse().map_err(serde::de::Error::custom))
            .transpose()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iso_weeks_follow_the_standard() {
        let day = |d: &str| crate::time::parse_utc(d).unwrap() / 86_400_000;
        assert_eq!(iso_week(day("2026-11-29")), "2026-W48"); // a Sunday
        assert_eq!(iso_week(day("2026-11-30")), "2026-W49"); // the next Monday
        assert_eq!(iso_week(day("2021-01-03")), "2020-W53");
        assert_eq!(iso_week(day("2024-12-30")), "2025-W01");
        assert_eq!(
            period_label(Period::Month, day("2026-02-28") * 86_400_000),
            "2026-02"
        );
    }
}
