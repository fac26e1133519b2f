//! Statistics per game and per opponent, results over time and by AI level, and the last
//! result between two players.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

mod common;

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

use common::{counter_game, temp_store, Counter};
use engine::GameKind;
use store::{
    GameId, GameResult, Period, PeriodResults, Seat, Side, StatsQuery, Store, Streak, StreakKind,
};

const DAY: i64 = 86_400_000;
/// 2026-11-02, a Monday.
const NOV_2: i64 = 1_793_577_600_000;

struct Games {
    store: Store,
    clock: Arc<AtomicI64>,
    _dir: tempfile::TempDir,
}

impl Games {
    fn new() -> Games {
        let (dir, _path, mut store) = temp_store();
        let clock = Arc::new(AtomicI64::new(NOV_2));
        let c = clock.clone();
        store.set_clock(move || c.load(Ordering::Relaxed));
        Games {
            store,
            clock,
            _dir: dir,
        }
    }

    /// A finished game of `kind` between `one` and `two`, won by `winner` (draw if none), on
    /// day `day` after 2026-11-02, `plies` moves long.
    fn finished(
        &mut self,
        kind: GameKind,
        one: Side,
        two: Side,
        winner: Option<Seat>,
        day: i64,
        plies: u32,
    ) -> GameId {
        self.clock.store(NOV_2 + day * DAY, Ordering::Relaxed);
        let mut new = counter_game();
        new.kind = kind;
        new.one = one;
        new.two = two;
        let id = self.store.create_game(&new).unwrap();
        let result = GameResult {
            winner,
            reason: if winner.is_some() {
                "resignation"
            } else {
                "agreement"
            }
            .into(),
        };
        let last = match winner {
            Some(Seat::One) => "resign:two",
            Some(Seat::Two) => "resign:one",
            None => "accept-draw",
        };
        self.store
            .append_final_action(id, 0, last, &result, plies)
            .unwrap();
        id
    }
}

fn anna() -> Side {
    Side::person("Anna")
}

fn bo() -> Side {
    Side::person("Bo")
}

fn query(kind: Option<GameKind>, player: Option<Side>, period: Period) -> StatsQuery {
    StatsQuery {
        kind,
        player,
        period,
    }
}

/// Anna against the AI (alternating seats) and against Bo, in November and December 2026.
fn season() -> Games {
    let mut g = Games::new();
    let gob = GameKind::Gobblet;
    let deb = GameKind::Deblockle;
    g.finished(gob, anna(), Side::ai(1), Some(Seat::One), 0, 10); // W
    g.finished(gob, Side::ai(1), anna(), Some(Seat::Two), 1, 20); // W
    g.finished(deb, anna(), Side::ai(3), Some(Seat::Two), 2, 30); // L
    g.finished(gob, Side::ai(3), anna(), Some(Seat::Two), 8, 40); // W
    g.finished(deb, anna(), Side::ai(2), Some(Seat::One), 9, 50); // W
    g.finished(gob, anna(), Side::ai(2), Some(Seat::One), 30, 60); // W
    g.finished(gob, Side::ai(3), anna(), None, 31, 70); // D
    g.finished(gob, anna(), bo(), Some(Seat::Two), 32, 12); // Bo wins
    g.finished(deb, bo(), anna(), None, 33, 14); // draw
    g
}

#[test]
fn people_against_the_ai_are_counted_from_the_persons_side() {
    let g = season();
    let s = g
        .store
        .statistics(&query(None, None, Period::Month))
        .unwrap();
    let r = &s.overall;
    assert_eq!((r.played, r.won, r.lost, r.drawn), (7, 5, 1, 1));
    assert_eq!(
        r.current_streak,
        Some(Streak {
            kind: StreakKind::Drawn,
            games: 1
        })
    );
    assert_eq!(r.best_win_streak, 3);
    assert_eq!(r.average_moves, Some(40.0));
    let levels: Vec<_> = s
        .by_ai_level
        .iter()
        .map(|l| (l.level, l.record.won, l.record.lost, l.record.drawn))
        .collect();
    assert_eq!(
        levels,
        [
            (1, 2, 0, 0),
            (2, 2, 0, 0),
            (3, 1, 1, 1),
            (4, 0, 0, 0),
            (5, 0, 0, 0)
        ]
    );
    let opponents: Vec<_> = s.by_opponent.iter().map(|o| o.opponent.clone()).collect();
    assert_eq!(opponents, [Side::ai(1), Side::ai(2), Side::ai(3)]);
    assert_eq!(
        s.over_time,
        [
            PeriodResults {
                period: "2026-11".into(),
                won: 4,
                lost: 1,
                drawn: 0
            },
            PeriodResults {
                period: "2026-12".into(),
                won: 1,
                lost: 0,
                drawn: 1
            },
        ]
    );
}

#[test]
fn a_persons_statistics_include_pass_and_play_games_per_opponent() {
    let g = season();
    let s = g
        .store
        .statistics(&query(None, Some(anna()), Period::Week))
        .unwrap();
    assert_eq!(
        (
            s.overall.played,
            s.overall.won,
            s.overall.lost,
            s.overall.drawn
        ),
        (9, 5, 2, 2)
    );
    assert_eq!(
        s.overall.current_streak,
        Some(Streak {
            kind: StreakKind::Drawn,
            games: 1
        })
    );
    let bo_record = &s
        .by_opponent
        .iter()
        .find(|o| o.opponent == bo())
        .unwrap()
        .record;
    assert_eq!(
        (
            bo_record.played,
            bo_record.won,
            bo_record.lost,
            bo_record.drawn
        ),
        (2, 0, 1, 1)
    );
    assert_eq!(bo_record.average_moves, Some(13.0));
    let weeks: Vec<_> = s.over_time.iter().map(|p| p.period.as_str()).collect();
    assert_eq!(weeks, ["2026-W45", "2026-W46", "2026-W49"]);

    let bo_side = g
        .store
        .statistics(&query(None, Some(bo()), Period::Month))
        .unwrap();
    assert_eq!(
        (
            bo_side.overall.played,
            bo_side.overall.won,
            bo_side.overall.lost
        ),
        (2, 1, 0)
    );
    assert_eq!(bo_side.by_opponent[0].opponent, anna());

    let ai3 = g
        .store
        .statistics(&query(None, Some(Side::ai(3)), Period::Month))
        .unwrap();
    assert_eq!(
        (ai3.overall.won, ai3.overall.lost, ai3.overall.drawn),
        (1, 1, 1)
    );
}

#[test]
fn statistics_per_game_leave_out_the_other_game() {
    let g = season();
    let gob = g
        .store
        .statistics(&query(Some(GameKind::Gobblet), Some(anna()), Period::Month))
        .unwrap();
    assert_eq!(
        (gob.overall.played, gob.overall.won, gob.overall.lost),
        (6, 4, 1)
    );
    assert_eq!(gob.overall.best_win_streak, 4);
    let deb = g
        .store
        .statistics(&query(
            Some(GameKind::Deblockle),
            Some(anna()),
            Period::Month,
        ))
        .unwrap();
    assert_eq!(
        (
            deb.overall.played,
            deb.overall.won,
            deb.overall.lost,
            deb.overall.drawn
        ),
        (3, 1, 1, 1)
    );
}

#[test]
fn unfinished_deleted_and_damaged_games_are_not_counted() {
    let mut g = season();
    let gob = GameKind::Gobblet;
    let before = g
        .store
        .statistics(&query(None, None, Period::Month))
        .unwrap();
    let unfinished = g.store.create_game(&counter_game()).unwrap();
    g.store.append_action(unfinished, 0, "1", 1).unwrap();
    let deleted = g.finished(gob, anna(), Side::ai(4), Some(Seat::One), 40, 5);
    g.store.delete(deleted).unwrap();
    // A finished game whose moves do not give its result: marked damaged when loaded.
    let mut new = counter_game();
    new.two = Side::ai(5);
    let damaged = g.store.create_game(&new).unwrap();
    let result = GameResult {
        winner: Some(Seat::One),
        reason: "resignation".into(),
    };
    g.store
        .append_final_action(damaged, 0, "0", &result, 1)
        .unwrap();
    assert!(g.store.load_as::<Counter>(damaged).is_err());
    let after = g
        .store
        .statistics(&query(None, None, Period::Month))
        .unwrap();
    assert_eq!(after, before);
    g.store.undelete(deleted).unwrap();
    let restored = g
        .store
        .statistics(&query(None, None, Period::Month))
        .unwrap();
    assert_eq!(restored.overall.played, before.overall.played + 1);
    assert_eq!(restored.by_ai_level[3].record.won, 1);
}

#[test]
fn no_games_give_empty_statistics() {
    let g = Games::new();
    let s = g
        .store
        .statistics(&query(None, Some(anna()), Period::Week))
        .unwrap();
    assert_eq!(s.overall.played, 0);
    assert_eq!(s.overall.current_streak, None);
    assert_eq!(s.overall.average_moves, None);
    assert!(s.by_opponent.is_empty());
    assert_eq!(s.by_ai_level.len(), 5);
    assert!(s.over_time.is_empty());
    assert!(g
        .store
        .statistics(&query(None, Some(Side::ai(9)), Period::Week))
        .is_err());
}

#[test]
fn the_last_game_between_two_players_says_who_won_whatever_their_seats() {
    let mut g = season();
    let last = g
        .store
        .last_game_between(&anna(), &bo(), None)
        .unwrap()
        .unwrap();
    assert_eq!(last.winner, None, "the last one was drawn");
    let reversed = g
        .store
        .last_game_between(&bo(), &anna(), None)
        .unwrap()
        .unwrap();
    assert_eq!(reversed, last);
    let gobblet = g
        .store
        .last_game_between(&bo(), &anna(), Some(GameKind::Gobblet))
        .unwrap()
        .unwrap();
    assert_eq!(gobblet.winner, Some(bo()));
    let id = g.finished(GameKind::Deblockle, bo(), anna(), Some(Seat::Two), 50, 9);
    let newest = g
        .store
        .last_game_between(&anna(), &bo(), None)
        .unwrap()
        .unwrap();
    assert_eq!((newest.id, newest.winner), (id, Some(anna())));
    assert_eq!(
        g.store
            .last_game_between(&anna(), &Side::ai(3), None)
            .unwrap()
            .unwrap()
            .winner,
        None
    );
    assert_eq!(
        g.store
            .last_game_between(&bo(), &Side::ai(1), None)
            .unwrap(),
        None
    );
    // An unfinished game between them does not count.
    let mut new = counter_game();
    new.one = anna();
    new.two = bo();
    g.store.create_game(&new).unwrap();
    assert_eq!(
        g.store
            .last_game_between(&anna(), &bo(), None)
            .unwrap()
            .unwrap()
            .id,
        id
    );
}

#[test]
fn players_lists_every_side_once_ai_levels_first() {
    let g = season();
    assert_eq!(
        g.store.players().unwrap(),
        [Side::ai(1), Side::ai(2), Side::ai(3), anna(), bo()]
    );
}

#[test]
fn statistics_serialise_for_the_app() {
    let g = season();
    let s = g
        .store
        .statistics(&query(Some(GameKind::Gobblet), None, Period::Month))
        .unwrap();
    let json = serde_json::to_string(&s).unwrap();
    assert!(
        json.contains(r#""current_streak":{"kind":"drawn","games":1}"#),
        "{json}"
    );
    let q = serde_json::to_string(&query(Some(GameKind::Gobblet), None, Period::Week)).unwrap();
    assert_eq!(q, r#"{"kind":"gobblet","player":null,"period":"week"}"#);
    assert_eq!(
        serde_json::from_str::<StatsQuery>(&q).unwrap().kind,
        Some(GameKind::Gobblet)
    );
}
