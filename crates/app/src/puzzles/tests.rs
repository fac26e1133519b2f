//! The puzzle sessions on the shipped sets: solving, failing, trying again, the solution
//! shown, each result recorded once; refused calls change nothing.

use std::sync::atomic::AtomicBool;

use ai::puzzle::PuzzleKind;
use engine::gobblet::Gobblet;
use engine::{GameKind, Notation};

use super::*;
use crate::ipc::puzzles::PuzzlePhase;

fn rating() -> RatingView {
    store::PuzzleRating::NEW.into()
}

/// The first shipped Gobblet puzzle that wins in `moves` or more.
fn win_in(moves: u8) -> Puzzle {
    shipped(GameKind::Gobblet)
        .unwrap()
        .puzzles
        .iter()
        .find(|p| matches!(p.kind, PuzzleKind::Win { moves: m } if m >= moves))
        .cloned()
        .expect("a shipped Gobblet win in 2 or more")
}

/// A legal first move of `puzzle` that the judge calls wrong.
fn wrong_move(puzzle: &Puzzle) -> String {
    let start = Gobblet::parse_position(&puzzle.position).unwrap();
    let mut moves = Vec::new();
    engine::Game::legal_moves(&start, &mut moves);
    moves
        .into_iter()
        .map(|m| m.to_string())
        .find(|m| {
            ai::puzzle::judge_move(puzzle, &[], m).unwrap() == ai::puzzle::MoveJudgement::Wrong
        })
        .expect("a wrong move")
}

fn open(puzzle: Puzzle) -> PuzzleSession<Gobblet> {
    PuzzleSession::new(puzzle, None, rating(), 0).unwrap()
}

/// Plays `mv` and, when it is wrong, its refutation, as the command does.
fn play(session: &mut PuzzleSession<Gobblet>, mv: &str) -> AppResult<()> {
    match session.play(mv)? {
        Played::Right => Ok(()),
        Played::Wrong(wrong) => {
            let answer = wrong.search(&AtomicBool::new(false))?;
            session.refute(wrong.step, &wrong.mv, answer)
        }
    }
}

#[test]
fn a_puzzle_is_solved_move_by_move_with_each_reply_shown() {
    let puzzle = win_in(2);
    let mut session = open(puzzle.clone());
    let start = session.view();
    assert_eq!(start.phase, PuzzlePhase::Solving);
    assert_eq!(start.ply, 0);
    assert!(!start.legal.is_empty());
    assert!(start.solution.is_none(), "the solution is not sent before");
    assert_eq!(start.moves_left as usize, puzzle.solution.len().div_ceil(2));
    for (i, pair) in puzzle.solution.chunks(2).enumerate() {
        play(&mut session, &pair[0]).unwrap();
        let view = session.view();
        if let Some(reply) = pair.get(1) {
            // The person's move first, then the reply on the board.
            assert_eq!(view.frames.len(), 1);
            assert_eq!(view.frames[0].last_move.as_ref().unwrap().text, pair[0]);
            assert_eq!(view.last_move.as_ref().unwrap().text, *reply);
            assert_eq!(view.ply as usize, 2 * i + 2);
            assert_eq!(view.phase, PuzzlePhase::Solving);
            assert!(session.outcome().is_none(), "not decided yet");
        } else {
            assert!(view.frames.is_empty());
            assert_eq!(view.phase, PuzzlePhase::Solved);
            assert!(view.legal.is_empty());
            assert_eq!(view.solution.as_deref(), Some(&puzzle.solution[..]));
        }
    }
    assert_eq!(session.outcome(), Some(session::Outcome { solved: true }));
    assert_eq!(session.outcome(), None, "recorded once");
    assert!(!session.view().failed);
}

#[test]
fn a_wrong_move_is_refuted_then_try_again_is_unrated_and_show_changes_nothing() {
    let puzzle = win_in(2);
    let wrong = wrong_move(&puzzle);
    let mut session = open(puzzle.clone());
    play(&mut session, &wrong).unwrap();
    let failed = session.view();
    assert_eq!(failed.phase, PuzzlePhase::Failed);
    assert_eq!(failed.wrong.as_deref(), Some(wrong.as_str()));
    assert!(failed.legal.is_empty());
    assert!(failed.failed);
    match &failed.refutation {
        Some(reply) => {
            // The wrong move, then the answer.
            assert_eq!(failed.frames.len(), 1);
            assert_eq!(failed.frames[0].last_move.as_ref().unwrap().text, wrong);
            assert_eq!(failed.last_move.as_ref().unwrap().text, *reply);
            assert_eq!(failed.ply, 2);
        }
        None => assert_eq!(failed.ply, 1),
    }
    assert_eq!(session.outcome(), Some(session::Outcome { solved: false }));
    assert!(!session.view().rated);

    // Try again: the board before the wrong move, drawn as no move forward.
    session.retry().unwrap();
    let again = session.view();
    assert_eq!(again.phase, PuzzlePhase::Solving);
    assert_eq!((again.ply, again.wrong.as_deref()), (0, None));
    assert_eq!(again.board, open(puzzle.clone()).view().board);
    // Solved now, but the attempt stays failed: nothing more to record.
    for mv in puzzle.solution.iter().step_by(2) {
        play(&mut session, mv).unwrap();
    }
    assert_eq!(session.view().phase, PuzzlePhase::Solved);
    assert_eq!(session.outcome(), None);

    // Show the solution after a wrong move later in a fresh attempt.
    let mut shown = open(puzzle.clone());
    play(&mut shown, &wrong).unwrap();
    let _ = shown.outcome();
    shown.show().unwrap();
    let view = shown.view();
    assert_eq!(view.phase, PuzzlePhase::Shown);
    assert_eq!(view.solution.as_deref(), Some(&puzzle.solution[..]));
    // Back to the start, then every move of the solution but the last, which is the board.
    assert_eq!(view.frames.len(), puzzle.solution.len());
    assert_eq!(view.frames[0].ply, 0);
    assert!(view
        .frames
        .iter()
        .skip(1)
        .zip(&puzzle.solution)
        .all(|(f, mv)| f.last_move.as_ref().map(|m| m.text.as_str()) == Some(mv)));
    assert_eq!(
        view.last_move.as_ref().unwrap().text,
        *puzzle.solution.last().unwrap()
    );
    assert_eq!(view.ply as usize, puzzle.solution.len());
    assert_eq!(shown.outcome(), None, "showing records nothing");
}

#[test]
fn refused_actions_change_nothing() {
    let puzzle = win_in(2);
    let mut session = open(puzzle.clone());
    let before = session.view();
    for (mv, kind) in [("zz", "invalid"), ("a1-a2", "refused"), ("", "invalid")] {
        let err = session.play(mv).unwrap_err();
        match kind {
            "invalid" => assert!(matches!(err, AppError::InvalidInput(_)), "{mv}: {err}"),
            _ => assert!(matches!(err, AppError::Refused(_)), "{mv}: {err}"),
        }
        assert_eq!(session.view(), before, "{mv}");
    }
    assert!(matches!(session.retry(), Err(AppError::Refused(_))));
    assert!(matches!(session.show(), Err(AppError::Refused(_))));
    assert_eq!(session.view(), before);
    // A refutation of a step gone by is refused.
    let wrong = wrong_move(&puzzle);
    let Played::Wrong(stale) = session.play(&wrong).unwrap() else {
        panic!("{wrong} is wrong");
    };
    session.play(&puzzle.solution[0]).unwrap();
    let moved = session.view();
    assert!(matches!(
        session.refute(stale.step, &stale.mv, None),
        Err(AppError::Refused(_))
    ));
    assert_eq!(session.view(), moved);
    // Nothing is played once the puzzle is over.
    let mut solved = open(win_in(1));
    let one = solved.puzzle().solution[0].clone();
    play(&mut solved, &one).unwrap();
    let done = solved.view();
    assert!(matches!(solved.play(&one), Err(AppError::Refused(_))));
    assert_eq!(solved.view(), done);
}

#[test]
fn every_shipped_puzzle_opens_and_its_solution_solves_it() {
    fn solve<G: AppGame>(puzzle: &Puzzle) {
        let mut session = PuzzleSession::<G>::new(puzzle.clone(), None, rating(), 0).unwrap();
        for mv in puzzle.solution.iter().step_by(2) {
            assert!(
                matches!(session.play(mv), Ok(Played::Right)),
                "{} {mv}",
                puzzle.id
            );
        }
        assert_eq!(session.view().phase, PuzzlePhase::Solved, "{}", puzzle.id);
    }
    for kind in [GameKind::Gobblet, GameKind::Deblockle] {
        let set = shipped(kind).unwrap();
        assert!(!set.puzzles.is_empty());
        for puzzle in &set.puzzles {
            engine::with_game!(kind, G => solve::<G>(puzzle));
        }
    }
}

#[test]
fn the_next_puzzle_is_recorded_and_the_progress_follows() {
    let mut store = Store::open_in_memory().unwrap();
    let set = shipped(GameKind::Gobblet).unwrap();
    let mut next = next(&store, GameKind::Gobblet, &PuzzleChoice::Any, None).unwrap();
    assert!(set.get(&next.puzzle().id).is_some());
    // Solve it through the session: the rating rises, the streak is 1.
    let solution = next.puzzle().solution.clone();
    for mv in solution.iter().step_by(2) {
        assert!(matches!(next.play(mv), Ok(Played::Right)));
    }
    record(&mut next, &mut store).unwrap();
    let view = next.view();
    let change = view.change.expect("a rated change");
    assert!(change.after.rating > change.before.rating);
    assert_eq!((view.streak, view.progress), (1, change.after));
    // Recorded once.
    record(&mut next, &mut store).unwrap();
    assert_eq!(
        store.puzzle_progress(GameKind::Gobblet).unwrap().attempts,
        1
    );

    let progress = progress(&store, GameKind::Gobblet).unwrap();
    assert_eq!(progress.rating, change.after);
    assert_eq!(progress.history.len(), 1);
    assert_eq!(progress.puzzles as usize, set.puzzles.len());
    let solved: u32 = progress.themes.iter().map(|t| t.solved).sum();
    assert_eq!(solved as usize, next.puzzle().themes.len());
    // A theme's puzzles only; an unknown theme or one of the other game is refused.
    let theme = next.puzzle().themes[0];
    let again = super::next(
        &store,
        GameKind::Gobblet,
        &PuzzleChoice::Theme {
            theme: theme.key().into(),
        },
        Some(&next.puzzle().id),
    )
    .unwrap();
    assert!(again.puzzle().themes.contains(&theme));
    for bad in ["nonsense", "tempo"] {
        assert!(matches!(
            super::next(
                &store,
                GameKind::Gobblet,
                &PuzzleChoice::Theme { theme: bad.into() },
                None
            ),
            Err(AppError::InvalidInput(_))
        ));
    }
    // No personal puzzle yet.
    assert!(matches!(
        super::next(&store, GameKind::Gobblet, &PuzzleChoice::Mine, None),
        Err(AppError::Refused(_))
    ));
}

#[test]
fn a_personal_puzzle_that_no_longer_reads_is_left_out() {
    let mut store = Store::open_in_memory().unwrap();
    let good = win_in(1);
    let game = store
        .create_game(&store::NewGame {
            kind: GameKind::Gobblet,
            setup: good.position.clone(),
            touch_move: false,
            variants: vec![],
            handicaps: vec![],
            one: store::Side::person("Anna"),
            two: store::Side::ai(1),
            title: None,
            app_version: "0.1.0".into(),
        })
        .unwrap();
    let text = serde_json::to_string(&good).unwrap();
    store
        .add_personal_puzzle(GameKind::Gobblet, "g-broken", game, 1, "{\"id\": 3}")
        .unwrap();
    store
        .add_personal_puzzle(GameKind::Gobblet, &good.id, game, 0, &text)
        .unwrap();
    // A Gobblet puzzle kept under Deblockle is not a Deblockle one.
    store
        .add_personal_puzzle(GameKind::Deblockle, &good.id, game, 0, &text)
        .unwrap();
    let mine = next(&store, GameKind::Gobblet, &PuzzleChoice::Mine, None).unwrap();
    assert_eq!(mine.puzzle().id, good.id);
    assert_eq!(mine.personal(), Some(Personal { game: Some(game) }));
    assert_eq!(progress(&store, GameKind::Gobblet).unwrap().personal, 1);
    assert!(matches!(
        next(&store, GameKind::Deblockle, &PuzzleChoice::Mine, None),
        Err(AppError::Refused(_))
    ));
}
