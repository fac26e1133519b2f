//! Levels, hints, draw offers and matches, on tic-tac-toe where the truth is known.

mod common;

use std::sync::atomic::AtomicBool;

use ai::{Ai, Contender, Level, MatchConfig, Verdict};
use common::TicTacToe;
use engine::Player;

#[allow(clippy::expect_used)] // test helper
fn choose(ai: &mut Ai<TicTacToe>, p: &TicTacToe, level: u8) -> u8 {
    ai.choose_move(
        p,
        &[],
        Level::new(level).expect("level"),
        &AtomicBool::new(false),
        &mut |_| {},
    )
    .best_move
    .expect("a move")
}

#[test]
fn every_level_takes_a_win_in_one_and_blocks_a_loss_in_one() {
    // X to move wins at 2; O to move must block at 2.
    let win = TicTacToe::from_picture("XX.OO....");
    let block = TicTacToe::from_picture("XX..O....");
    for seed in 0..60 {
        let mut ai = Ai::with_table(1, seed);
        for level in 1..=5 {
            assert_eq!(choose(&mut ai, &win, level), 2, "level {level} seed {seed}");
            assert_eq!(
                choose(&mut ai, &block, level),
                2,
                "level {level} seed {seed}"
            );
        }
    }
}

#[test]
fn level_one_varies_its_moves_but_level_five_does_not() {
    let start = TicTacToe::empty();
    let mut easy = std::collections::HashSet::new();
    let mut hard = std::collections::HashSet::new();
    for seed in 0..40 {
        let mut ai = Ai::with_table(1, seed);
        easy.insert(choose(&mut ai, &start, 1));
        let mut ai = Ai::with_table(1, seed);
        hard.insert(choose(&mut ai, &start, 5));
    }
    assert!(easy.len() >= 3, "level 1 played only {easy:?}");
    assert_eq!(hard.len(), 1, "level 5 played {hard:?}");
}

#[test]
fn hints_say_who_wins_and_in_how_many_moves() {
    let mut ai: Ai<TicTacToe> = Ai::with_table(1, 0);
    let stop = AtomicBool::new(false);
    let limits = Ai::<TicTacToe>::hint_limits();
    let hint = ai
        .hint(
            &TicTacToe::from_picture("XX.OO...."),
            &[],
            &limits,
            &stop,
            &mut |_| {},
        )
        .expect("a hint");
    assert_eq!((hint.best_move, hint.verdict), (2, Verdict::WinsIn(1)));
    // Centre against corner is a draw with best play.
    let hint = ai
        .hint(
            &TicTacToe::from_picture("X...O...."),
            &[],
            &limits,
            &stop,
            &mut |_| {},
        )
        .expect("a hint");
    assert_eq!(hint.verdict, Verdict::Equal);
    // O to move cannot stop both of X's threats (0-1-2 and 0-3-6).
    let lost = TicTacToe::from_picture("X.X.O.X.O");
    let hint = ai
        .hint(&lost, &[], &limits, &stop, &mut |_| {})
        .expect("a hint");
    assert_eq!(hint.verdict, Verdict::LosesIn(1));
    assert!(ai
        .hint(
            &TicTacToe::from_picture("XXXOO...."),
            &[],
            &limits,
            &stop,
            &mut |_| {}
        )
        .is_none());
}

#[test]
fn draw_offers_are_accepted_when_not_better_and_declined_when_winning() {
    let mut ai: Ai<TicTacToe> = Ai::with_table(1, 0);
    let stop = AtomicBool::new(false);
    let limits = Ai::<TicTacToe>::hint_limits();
    let level = TicTacToe::empty();
    assert!(
        ai.answer_draw_offer(&level, &[], Player::Two, &limits, &stop)
            .accept
    );
    // X (seat one) to move wins at once: X declines, O accepts gladly.
    let won = TicTacToe::from_picture("XX.OO....");
    let x = ai.answer_draw_offer(&won, &[], Player::One, &limits, &stop);
    assert!(!x.accept);
    assert_eq!(x.verdict, Verdict::WinsIn(1));
    let o = ai.answer_draw_offer(&won, &[], Player::Two, &limits, &stop);
    assert!(o.accept);
    assert_eq!(o.verdict, Verdict::LosesIn(1));
}

#[test]
fn matches_count_every_game_are_reproducible_and_rank_the_levels() {
    let config = MatchConfig {
        a: Contender::Level(Level::MAX),
        b: Contender::Random,
        games: 40,
        first_game: 0,
        seed: 11,
        threads: 2,
        turn_cap: 100,
        table_megabytes: 1,
        search_threads: [1, 1],
        reductions: [None, None],
    };
    let mut seen = 0;
    let report = ai::arena::play_match::<TicTacToe>(&config, &mut |_, _| seen += 1);
    assert_eq!(seen, 40);
    assert_eq!(report.games(), 40);
    assert_eq!(report.losses, 0, "perfect play never loses: {report:?}");
    assert!(report.wins >= 30, "{report:?}");
    let again = ai::arena::play_match::<TicTacToe>(&config, &mut |_, _| {});
    assert_eq!(
        (again.wins, again.draws, again.losses),
        (report.wins, report.draws, report.losses)
    );
    assert_eq!(
        report.times[1].len() + report.times[0].len(),
        report.plies as usize
    );
}

#[test]
fn a_match_in_slices_plays_the_same_games_and_adds_up() {
    // A long match (hours at full strength) is run in slices with `first_game`: the slices
    // must play exactly the games of one run, so that their results can be added.
    let whole = MatchConfig {
        a: Contender::Level(Level::new(2).expect("2")),
        b: Contender::Random,
        games: 12,
        first_game: 0,
        seed: 5,
        threads: 1,
        turn_cap: 100,
        table_megabytes: 1,
        search_threads: [1, 1],
        reductions: [None, None],
    };
    let mut games = Vec::new();
    let report = ai::arena::play_match::<TicTacToe>(&whole, &mut |g, _| games.push(g.clone()));
    let mut sliced = Vec::new();
    let mut totals = (0, 0, 0);
    for first_game in [0, 4, 8] {
        let slice = MatchConfig {
            games: 4,
            first_game,
            ..whole
        };
        let r = ai::arena::play_match::<TicTacToe>(&slice, &mut |g, _| sliced.push(g.clone()));
        totals = (totals.0 + r.wins, totals.1 + r.draws, totals.2 + r.losses);
    }
    assert_eq!(totals, (report.wins, report.draws, report.losses));
    let key = |g: &ai::arena::GameSummary<TicTacToe>| (g.index, g.moves.clone(), g.a_won);
    let mut one_run: Vec<_> = games.iter().map(key).collect();
    let mut slices: Vec<_> = sliced.iter().map(key).collect();
    one_run.sort_by_key(|g| g.0);
    slices.sort_by_key(|g| g.0);
    assert_eq!(one_run, slices);
    assert_eq!(slices.first().map(|g| g.0), Some(0));
    assert_eq!(slices.last().map(|g| g.0), Some(11));
}

#[test]
fn contenders_parse_levels_and_random() {
    assert_eq!("random".parse(), Ok(Contender::Random));
    assert_eq!("0".parse(), Ok(Contender::Random));
    assert_eq!("3".parse(), Ok(Contender::Level(Level::new(3).expect("3"))));
    assert!("6".parse::<Contender>().is_err());
    assert_eq!(
        "5x10".parse(),
        Ok(Contender::Scaled(Level::new(5).expect("5"), 10))
    );
    assert_eq!(
        "5@800000".parse(),
        Ok(Contender::Budget(Level::new(5).expect("5"), 800_000))
    );
    for bad in [
        "5x0", "5x", "6x10", "x10", "5x-1", "5@", "5@0", "6@100", "@100", "5@1e6",
    ] {
        assert!(bad.parse::<Contender>().is_err(), "{bad}");
    }
    assert!("x".parse::<Level>().is_err());
}
