//! Runs a [`SearchJob`], the one form of a search on both hosts: the Tauri shell runs it on
//! a blocking task with the session's own computer player; the web host writes it as JSON and
//! runs it in a Web Worker of its own, where the computer players are made from their seed
//! and kept, one per game, between the jobs that worker runs (so that a computer keeps its
//! transposition table from move to move as the session's own does).

use std::cell::RefCell;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex, PoisonError};

use ai::analysis::Line;
use ai::tt::TranspositionTable;
use ai::{AiGame, Analyser, AnalysisError, Interrupt};
use engine::{by_game, with_game, ByGame, Game, Listed};
use store::AnalysedPosition;

use crate::error::{AppError, AppResult};
use crate::games::computer::Computer;
use crate::ipc::computer::{HintView, SearchProgress};
use crate::jobs::{
    AnalysisPart, GameMove, OpponentOf, PartFound, SearchAnswer, SearchJob, SearchNews,
    SearchPlayer,
};
use crate::review::analyse_line;
use crate::session::{AppGame, Opponent};

/// The computer players made from their seed so far: the last one of each game.
static COMPUTERS: Mutex<Vec<(u64, ByGame<OpponentOf>)>> = Mutex::new(Vec::new());

/// The computer player of `G` a job names: the session's own when the job holds it, else the
/// one made from its seed (the one kept if it is that one, else a new one, which replaces
/// the game's last).
fn computer<G: AppGame + AiGame + Listed>(player: &SearchPlayer) -> Arc<dyn Opponent<G>>
where
    G::Move: Send,
{
    if let Some(own) = player.own.as_ref().and_then(G::get) {
        return Arc::clone(own);
    }
    let mut kept = COMPUTERS.lock().unwrap_or_else(PoisonError::into_inner);
    let found = kept
        .iter()
        .filter(|(seed, _)| *seed == player.seed)
        .find_map(|(_, computer)| G::get(computer));
    if let Some(computer) = found {
        return Arc::clone(computer);
    }
    let made: Arc<dyn Opponent<G>> = Arc::new(Computer::<G>::new(player.seed));
    kept.retain(|(_, computer)| computer.kind() != G::KIND);
    kept.push((player.seed, G::wrap(Arc::clone(&made))));
    made
}

/// The start position and the moves of a job's line, read.
fn line<G: AppGame>(start: &str, moves: &[String]) -> AppResult<(G, Vec<G::Move>)> {
    let start = G::parse_position(start).map_err(|e| AppError::InvalidInput(e.to_string()))?;
    let moves = moves
        .iter()
        .map(|m| G::parse_move(m))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| AppError::InvalidInput(e.to_string()))?;
    Ok((start, moves))
}

thread_local! {
    /// The table of this thread's analysis parts: each part searches with a cleared table, so
    /// one is kept rather than allocated anew for every part (whichever game it is of).
    static TABLE: RefCell<Option<Arc<TranspositionTable>>> = const { RefCell::new(None) };
}

/// Searches `part` of the analysis of the line from `start` through `moves` (a part of a split
/// analysis: [`crate::split`]) with this thread's kept table. A part that does not fit the
/// line (a position it does not have, a move that does not read or is not legal there) is
/// refused; a cancelled search answers its error.
fn analysis_part<G: AppGame + AiGame>(
    start: &G,
    moves: &[G::Move],
    part: &AnalysisPart,
    stop: &dyn Interrupt,
) -> AppResult<Result<PartFound, AnalysisError>> {
    let line = match Line::new(start, moves) {
        Ok(line) => line,
        Err(e) => return Ok(Err(e)),
    };
    // The position, and the move to measure there if it is a measure.
    let (index, best) = match part {
        AnalysisPart::Position { index } => (*index, None),
        AnalysisPart::Measure { index, best } => (
            *index,
            Some(G::parse_move(best).map_err(|e| AppError::InvalidInput(e.to_string()))?),
        ),
    };
    let mut analyser = match TABLE.with(|t| t.borrow_mut().take()) {
        Some(table) => Analyser::<G>::with_table(table),
        None => Analyser::<G>::new(),
    };
    let found = match best {
        Some(best) => line
            .measure(&mut analyser, index, best, stop)
            .map(|score| PartFound::Measure { score: score.0 }),
        None => line
            .evaluate(&mut analyser, index, stop)
            .map(|p| PartFound::Position {
                position: AnalysedPosition {
                    score: p.score.0,
                    best_move: p.best_move.map(|m| m.to_string()),
                    depth: p.depth,
                },
            }),
    };
    TABLE.with(|t| *t.borrow_mut() = Some(analyser.table()));
    Ok(found)
}

/// Runs `job` on this thread, telling `news` its progress; `stop` ends it early (an answer
/// is still given: the move or hint found so far, or none). Refuses an analysis whose game
/// does not read (the game of a move or a hint was replayed when the job was made or read).
pub fn run(
    job: &SearchJob,
    news: &dyn Fn(SearchNews),
    stop: &dyn Interrupt,
) -> AppResult<SearchAnswer> {
    let cancelled = || stop.flag().load(Ordering::Relaxed);
    Ok(match job {
        SearchJob::Move {
            game,
            level,
            player,
        } => by_game!(&game.0, G, |record| {
            let mut progress = |depth: u32, nodes: u64, best: Option<<G as Game>::Move>| {
                news(SearchNews::Move {
                    progress: SearchProgress {
                        job: 0,
                        depth,
                        nodes,
                        best: best.map(|m| m.to_string()),
                    },
                });
            };
            let mv = computer::<G>(player).choose(record, *level, &mut progress, stop.flag());
            SearchAnswer::Move {
                mv: mv.filter(|_| !cancelled()).map(GameMove::of::<G>),
            }
        }),
        SearchJob::Hint { game, player } => by_game!(&game.0, G, |record| {
            let hint = computer::<G>(player).hint(record, stop.flag());
            SearchAnswer::Hint {
                hint: hint.filter(|_| !cancelled()).map(|(mv, verdict)| HintView {
                    mv: record.position().move_view(mv),
                    verdict,
                }),
            }
        }),
        SearchJob::Analyse { game, start, moves } => with_game!(*game, G => {
            let (start, moves) = line::<G>(start, moves)?;
            let analysis = analyse_line(&start, &moves, stop, &mut |done, total| {
                news(SearchNews::Analysis { done, total });
            });
            SearchAnswer::Analysis {
                analysis: analysis.map_err(|e| e.to_string()),
            }
        }),
        SearchJob::AnalysisPart {
            game,
            start,
            moves,
            part,
        } => with_game!(*game, G => {
            let (start, moves) = line::<G>(start, moves)?;
            SearchAnswer::AnalysisPart {
                found: analysis_part(&start, &moves, part, stop)?.map_err(|e| e.to_string()),
            }
        }),
    })
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use engine::GameKind;

    use super::*;
    use crate::jobs::{GameText, SearchGame};

    fn gobblet(actions: &str) -> GameText {
        GameText {
            game: GameKind::Gobblet,
            start: "..../..../W3W4.W4/W3B4B4B3 W:422 B:432 W".into(),
            actions: actions.split_whitespace().map(String::from).collect(),
            touch_move: false,
        }
    }

    /// `value` written as JSON and read back, as the web host hands a job to its worker.
    fn through_json<T: serde::Serialize + serde::de::DeserializeOwned>(value: &T) -> T {
        serde_json::from_str(&serde_json::to_string(value).unwrap()).unwrap()
    }

    #[test]
    fn a_job_read_from_json_finds_the_win_and_reports_progress() {
        let job: SearchJob = serde_json::from_value(serde_json::json!({
            "search": "move", "level": 5, "player": {"seed": 7},
            "game": {"game": "gobblet", "start": gobblet("").start, "actions": [], "touchMove": false}
        }))
        .unwrap();
        let reports = Mutex::new(0);
        let answer = run(
            &job,
            &|_| *reports.lock().unwrap() += 1,
            &AtomicBool::new(false),
        )
        .unwrap();
        let SearchAnswer::Move { mv: Some(mv) } = through_json(&answer) else {
            panic!("{answer:?}")
        };
        assert_eq!(mv, answer_move(&answer));
        assert_eq!(mv.0.text(), "a1-c2");
        assert!(*reports.lock().unwrap() > 0);
        let hint = run(
            &SearchJob::Hint {
                game: SearchGame::try_from(gobblet("")).unwrap(),
                player: SearchPlayer { seed: 7, own: None },
            },
            &|_| {},
            &AtomicBool::new(false),
        )
        .unwrap();
        let SearchAnswer::Hint { hint: Some(hint) } = hint else {
            panic!("{hint:?}")
        };
        assert_eq!(hint.mv.text, "a1-c2");
    }

    fn answer_move(answer: &SearchAnswer) -> GameMove {
        match answer {
            SearchAnswer::Move { mv: Some(mv) } => *mv,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_job_whose_game_does_not_read_is_refused() {
        for record in [
            GameText {
                start: "W9".into(),
                ..gobblet("")
            },
            gobblet("4a1 zz"),
            gobblet("d4-d4"),
        ] {
            assert!(SearchGame::try_from(record.clone()).is_err(), "{record:?}");
            let json = serde_json::json!({"search": "hint", "player": {"seed": 1}, "game": record});
            assert!(serde_json::from_value::<SearchJob>(json).is_err());
        }
        let job = SearchJob::Analyse {
            game: GameKind::Deblockle,
            start: "nonsense".into(),
            moves: vec![],
        };
        assert!(run(&job, &|_| {}, &AtomicBool::new(false)).is_err());
        let bad: Result<SearchJob, _> = serde_json::from_str(
            r#"{"search":"move","level":9,"player":{"seed":1},"game":{"game":"gobblet","start":"..../..../..../.... W:444 B:444 W","actions":[],"touchMove":false}}"#,
        );
        assert!(
            bad.is_err(),
            "a level the AI does not have is refused when read"
        );
        let wrong_move: Result<SearchAnswer, _> =
            serde_json::from_str(r#"{"answer":"move","mv":{"game":"deblockle","mv":"4a1"}}"#);
        assert!(wrong_move.is_err(), "a move that does not read is refused");
    }

    #[test]
    fn both_games_can_be_started_against_the_computer() {
        use crate::games::new_session;
        use crate::ipc::game::{Controller, Seat};
        use crate::ipc::new_game::{DeblockleSetup, NewGame};

        for options in [
            NewGame::of::<engine::gobblet::Gobblet>(
                crate::games::gobblet::shapes::GobbletOptions {
                    seats: [Controller::ai(1), Controller::Person],
                    first: Seat::One,
                    stacks: [3, 3],
                    touch_move: false,
                },
            ),
            NewGame::of::<engine::deblockle::Deblockle>(
                crate::games::deblockle::shapes::DeblockleOptions {
                    seats: [Controller::Person, Controller::ai(1)],
                    first: Seat::Two,
                    blocks: [4, 4],
                    no_adjacent: false,
                    setup: DeblockleSetup::Quick,
                },
            ),
        ] {
            let mut s = new_session(&options, 3).unwrap();
            let turn = s.start_ai().expect("the computer starts");
            let answer = run(&turn.job, &|_| {}, &AtomicBool::new(false)).unwrap();
            let SearchAnswer::Move { mv } = answer else {
                panic!("{answer:?}")
            };
            assert_eq!(s.finish_ai(turn.id, mv), Ok(true));
            assert_eq!(s.view().moves.len(), 1);
        }
    }
}
