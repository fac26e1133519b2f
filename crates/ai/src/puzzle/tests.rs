//! The puzzle format, proofs, judging and finding, on small positions and on samples of the
//! shipped sets (the whole sets: the ignored test at the end).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // test code

use std::sync::atomic::AtomicBool;

use engine::deblockle::Deblockle;
use engine::gobblet::Gobblet;
use engine::{GameKind, Notation};

use super::games::{canonical, puzzle_id, PuzzleGame};
use super::*;

fn stop() -> AtomicBool {
    AtomicBool::new(false)
}

fn first_of(game: GameKind, claim: &str) -> Puzzle {
    shipped(game)
        .unwrap()
        .puzzles
        .into_iter()
        .find(|p| p.claim().starts_with(claim))
        .unwrap_or_else(|| panic!("a {claim} puzzle in the {game} set"))
}

#[test]
fn the_shipped_sets_read_and_a_sample_of_each_is_proven() {
    for game in GameKind::ALL {
        let set = shipped(game).unwrap();
        assert_eq!(set.game, game);
        assert_eq!(set.format, FORMAT);
        assert!(!set.puzzles.is_empty());
        // Every fortieth puzzle: a cheap sample; the whole set is the ignored test.
        for p in set.puzzles.iter().step_by(40) {
            verify(p, &stop()).unwrap_or_else(|e| panic!("{e}"));
        }
    }
}

#[test]
#[ignore = "re-proves both whole sets (minutes): cargo test -p tipgobble-ai --release -- --ignored"]
fn both_whole_sets_are_proven() {
    for game in GameKind::ALL {
        let set = shipped(game).unwrap();
        let failures = verify_set(&set, &stop(), &mut |_, _| {}).unwrap();
        assert!(failures.is_empty(), "{game}: {failures:?}");
    }
}

#[test]
fn a_set_round_trips_through_its_text() {
    for game in GameKind::ALL {
        let set = shipped(game).unwrap();
        let text = set.serialize();
        assert_eq!(PuzzleSet::parse(&text).unwrap(), set);
        assert_eq!(
            text.lines().count(),
            set.puzzles.len() + 1,
            "a header, one puzzle a line"
        );
    }
}

#[test]
fn damaged_sets_are_errors_with_their_line() {
    let good = shipped(GameKind::Gobblet).unwrap().serialize();
    let lines: Vec<&str> = good.lines().collect();
    let with = |i: usize, line: &str| {
        let mut l = lines.clone();
        l[i] = line;
        l.join("\n")
    };
    assert_eq!(PuzzleSet::parse(""), Err(PuzzleError::Empty));
    assert!(matches!(
        PuzzleSet::parse("{\"format\":1"),
        Err(PuzzleError::Line { line: 1, .. })
    ));
    let future = good.replacen("\"format\":1", "\"format\":9", 1);
    assert!(matches!(
        PuzzleSet::parse(&future),
        Err(PuzzleError::Line { line: 1, .. })
    ));
    let cut = &lines[1][..lines[1].len() / 2];
    assert!(matches!(
        PuzzleSet::parse(&with(1, cut)),
        Err(PuzzleError::Line { line: 2, .. })
    ));
    for (from, to) in [
        ("\"kind\":\"win", "\"kind\":\"wins"),
        (
            "\"game\":\"gobblet\",\"position",
            "\"game\":\"deblockle\",\"position",
        ),
        ("\"solution\":[\"", "\"solution\":[\"z9"),
        ("\"themes\":[\"", "\"themes\":[\"cannot-tip\",\""),
        ("W:", "W:9"),
    ] {
        let bad = lines[1].replacen(from, to, 1);
        assert_ne!(bad, lines[1], "{from}");
        let err = PuzzleSet::parse(&with(1, &bad)).unwrap_err();
        assert!(
            matches!(err, PuzzleError::Line { line: 2, .. }),
            "{from}: {err}"
        );
    }
    let twice = with(2, lines[1]);
    assert!(PuzzleSet::parse(&twice)
        .unwrap_err()
        .to_string()
        .contains("twice"));
    let short = lines[..lines.len() - 1].join("\n");
    assert!(matches!(
        PuzzleSet::parse(&short),
        Err(PuzzleError::Format(_))
    ));
}

#[test]
fn claims_and_themes_read_back() {
    for kind in [
        PuzzleKind::Win { moves: 3 },
        PuzzleKind::Defence { moves: 1 },
    ] {
        assert_eq!(kind.to_string().parse::<PuzzleKind>().unwrap(), kind);
    }
    for bad in ["win 0", "win 6", "only", "lose 2", "win x"] {
        assert!(bad.parse::<PuzzleKind>().is_err(), "{bad}");
    }
    for theme in Theme::ALL {
        assert_eq!(theme.key().parse::<Theme>().unwrap(), theme);
        let json = serde_json::to_string(&theme).unwrap();
        assert_eq!(json, format!("\"{}\"", theme.key()));
    }
}

#[test]
fn the_judge_takes_the_solution_and_any_win_at_once_on_the_last_move() {
    let p = first_of(GameKind::Gobblet, "win 2");
    let start = Gobblet::parse_position(&p.position).unwrap();
    assert_eq!(p.solver().unwrap(), engine::Game::side_to_move(&start));
    let first = judge_move(&p, &[], &p.solution[0]).unwrap();
    assert_eq!(
        first,
        MoveJudgement::Correct {
            reply: Some(p.solution[1].clone()),
            solved: false
        }
    );
    let played = &p.solution[..2];
    let last = judge_move(&p, played, &p.solution[2]).unwrap();
    assert_eq!(
        last,
        MoveJudgement::Correct {
            reply: None,
            solved: true
        }
    );
    // Some other legal first move is wrong, and it has an answer.
    let mut moves = Vec::new();
    engine::Game::legal_moves(&start, &mut moves);
    let wrong = moves
        .iter()
        .map(ToString::to_string)
        .find(|m| *m != p.solution[0])
        .unwrap();
    assert_eq!(judge_move(&p, &[], &wrong).unwrap(), MoveJudgement::Wrong);
    if let Some(r) = refutation(&p, &[], &wrong, &stop()).unwrap() {
        let mut after = start;
        engine::Game::play(&mut after, start.parse_legal_move(&wrong).unwrap());
        assert!(
            after.parse_legal_move(&r.reply).is_ok(),
            "the reply is legal"
        );
    }
    assert_eq!(
        judge_move(&p, &p.solution[..1], &p.solution[2]),
        Err(PuzzleError::OffSolution)
    );
    assert_eq!(
        judge_move(&p, &p.solution, &p.solution[0]),
        Err(PuzzleError::Solved)
    );
    assert!(matches!(
        judge_move(&p, &[], "z9"),
        Err(PuzzleError::Notation(_))
    ));
}

#[test]
fn a_tampered_puzzle_is_refuted() {
    let p = first_of(GameKind::Gobblet, "win 2");
    let mut claim = p.clone();
    claim.kind = PuzzleKind::Win { moves: 3 };
    claim.solution.extend(p.solution[..2].iter().cloned());
    assert!(
        verify(&claim, &stop()).is_err(),
        "a longer claim is refuted"
    );
    let mut themes = p.clone();
    themes.themes = vec![Theme::WinIn2];
    if themes.themes != p.themes {
        assert!(verify(&themes, &stop()).is_err(), "themes are checked");
    }
    let mut id = p.clone();
    id.id = "g-000000000000".into();
    assert!(verify(&id, &stop()).is_err(), "the id is checked");
    let d = first_of(GameKind::Deblockle, "only");
    let start = Deblockle::parse_position(&d.position).unwrap();
    let mut moves = Vec::new();
    engine::Game::legal_moves(&start, &mut moves);
    let other = moves
        .iter()
        .map(ToString::to_string)
        .find(|m| *m != d.solution[0])
        .unwrap();
    let mut wrong = d.clone();
    wrong.solution = vec![other];
    assert!(matches!(
        verify(&wrong, &stop()),
        Err(PuzzleError::NotProven { .. })
    ));
}

#[test]
fn find_puzzle_finds_a_shipped_puzzle_again_and_nothing_at_the_start() {
    for claim in ["win", "only"] {
        for game in GameKind::ALL {
            let Some(p) = shipped(game).unwrap().puzzles.into_iter().find(|p| {
                p.claim().starts_with(claim) && p.kind.solver_moves() <= 2 && {
                    let n: u8 = p.claim()[claim.len() + 1..].parse().unwrap();
                    n <= 2
                }
            }) else {
                continue;
            };
            let options = FindOptions {
                max_win: 2,
                max_defence: 2,
                unique_win_in_one: true,
                rate: false,
            };
            let found = find_puzzle(game, &p.position, &[], &options, &stop())
                .unwrap()
                .unwrap();
            assert_eq!(
                (found.kind, &found.solution, &found.themes),
                (p.kind, &p.solution, &p.themes)
            );
            assert_eq!(found.id, p.id);
        }
    }
    let options = FindOptions {
        max_win: 1,
        max_defence: 1,
        unique_win_in_one: false,
        rate: false,
    };
    let start = Gobblet::standard().format_position();
    assert_eq!(
        find_puzzle(GameKind::Gobblet, &start, &[], &options, &stop()).unwrap(),
        None
    );
}

#[test]
fn a_cancelled_search_says_so() {
    let p = first_of(GameKind::Gobblet, "win 3");
    let set = AtomicBool::new(true);
    let options = FindOptions {
        max_win: 3,
        max_defence: 2,
        unique_win_in_one: true,
        rate: false,
    };
    assert_eq!(
        find_puzzle(GameKind::Gobblet, &p.position, &[], &options, &set),
        Err(PuzzleError::Cancelled)
    );
}

#[test]
fn mirror_images_are_the_same_puzzle() {
    let g = Gobblet::parse_position("..../..../W3W4.W4/W3B4B4B3 W:422 B:432 W").unwrap();
    let images = g.images();
    assert_eq!(images.len(), 16);
    for image in &images {
        let mirrored = Gobblet::parse_position(image).unwrap();
        assert_eq!(canonical(&mirrored), canonical(&g));
        assert_eq!(puzzle_id(&mirrored), puzzle_id(&g));
        assert_eq!(mirrored.images().len(), 16);
    }
    let d = Deblockle::parse_position("Gd3:X/T,Gc6:X/L,Be1:L/S 1-2 blue").unwrap();
    let images = d.images();
    assert_eq!(images.len(), 2);
    let turned = Deblockle::parse_position(&images[1]).unwrap();
    assert_eq!(
        turned.images()[1],
        d.format_position(),
        "a half turn twice is the identity"
    );
    assert_eq!(puzzle_id(&turned), puzzle_id(&d));
    assert!(images[1].ends_with("2-1 gold"), "{}", images[1]);
}

#[test]
fn a_paused_search_goes_on_when_resumed_and_finds_the_same_puzzle() {
    use std::sync::Arc;
    let p = first_of(GameKind::Deblockle, "win 2");
    let options = FindOptions {
        max_win: 2,
        max_defence: 1,
        unique_win_in_one: true,
        rate: true,
    };
    let plain = find_puzzle(GameKind::Deblockle, &p.position, &[], &options, &stop()).unwrap();
    let control = Arc::new(crate::AnalysisControl::paused());
    let worker = {
        let control = control.clone();
        let position = p.position.clone();
        std::thread::spawn(move || {
            find_puzzle(GameKind::Deblockle, &position, &[], &options, &*control)
        })
    };
    let started = std::time::Instant::now();
    while !control.waiting() {
        assert!(
            started.elapsed().as_secs() < 20,
            "the search waits while paused"
        );
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    control.resume();
    assert_eq!(worker.join().unwrap().unwrap(), plain);
}

#[test]
fn aims_read_from_their_keys() {
    let aims: Aims = "long-win,defence".parse().unwrap();
    assert!(aims.contains(Aim::LongWin) && aims.contains(Aim::Defence));
    assert!(!aims.contains(Aim::CannotTip));
    for aim in Aim::ALL {
        assert_eq!(aim.key().parse::<Aim>().unwrap(), aim);
    }
    assert!("long-win,nope".parse::<Aims>().is_err());
    let options = GenerateOptions {
        games: 1,
        aim: Some(Aims::of(&[Aim::CannotTip])),
        ..GenerateOptions::default()
    };
    let refused = generate(GameKind::Gobblet, &options, &[], &mut |_| {}, &stop());
    assert!(
        matches!(refused, Err(PuzzleError::Format(_))),
        "{refused:?}"
    );
}

#[test]
fn an_aimed_run_keeps_only_its_aims_and_each_puzzle_is_proven() {
    let options = GenerateOptions {
        games: 3,
        seed: 101,
        aim: Some(Aims::of(&[Aim::LongWin, Aim::Defence])),
        ..GenerateOptions::default()
    };
    let mut found = Vec::new();
    generate(
        GameKind::Deblockle,
        &options,
        &[],
        &mut |g| found.push(g.puzzle.clone()),
        &stop(),
    )
    .unwrap();
    assert!(
        !found.is_empty(),
        "seed 101's first three games give a win in 4"
    );
    for p in &found {
        assert!(
            matches!(p.kind, PuzzleKind::Win { moves } if moves >= aims::LONG_WIN)
                || matches!(p.kind, PuzzleKind::Defence { moves } if moves <= aim::AIMED_DEFENCE),
            "{}",
            p.claim()
        );
        verify(p, &stop()).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn the_rating_scale_meets_the_persons_at_each_games_anchor() {
    use rating::{anchor, scale, EASIEST, MAX_RATING, MIDDLE, RAW_MAX};
    for game in GameKind::ALL {
        let a = anchor(game);
        assert_eq!(f64::from(scale(0.0, a)), EASIEST);
        assert_eq!(f64::from(scale(a, a)), MIDDLE);
        assert_eq!(scale(RAW_MAX, a), MAX_RATING);
        let ratings: Vec<u16> = (0..=175).map(|i| scale(f64::from(i) * 10.0, a)).collect();
        assert!(
            ratings.windows(2).all(|w| w[0] <= w[1]),
            "{game}: not monotone"
        );
    }
}

#[test]
fn a_proof_stopped_by_its_budget_is_told_apart_from_a_cancel() {
    // The generators drop a candidate whose proof is too costly and go on; a cancel stops
    // the whole run.
    use super::error::within_budget;
    let running = AtomicBool::new(false);
    assert_eq!(within_budget(Ok(3), &running), Ok(Some(3)));
    let cut: Result<u8, _> = Err(PuzzleError::Cancelled);
    assert_eq!(within_budget(cut.clone(), &running), Ok(None));
    let bad: Result<u8, _> = Err(PuzzleError::Solved);
    assert_eq!(within_budget(bad, &running), Err(PuzzleError::Solved));
    let cancelled = AtomicBool::new(true);
    assert_eq!(within_budget(cut, &cancelled), Err(PuzzleError::Cancelled));
}
