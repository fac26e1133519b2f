//! Runs a [`SearchJob`] from its data alone: what a host does that runs the core's searches
//! somewhere else than the core (the web host, in a Web Worker of their own). The computer
//! players are made from their seed and kept, one per game, between the jobs this program
//! runs, so that a computer keeps its transposition table from move to move as the session's
//! own does.

use std::any::Any;
use std::cell::RefCell;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex, PoisonError};

use ai::analysis::Line;
use ai::{AiGame, Analyser, AnalysisError};
use engine::{GameKind, GameRecord};
use store::AnalysedPosition;

use crate::error::{AppError, AppResult};
use crate::games::computer::Computer;
use crate::jobs::{AnalysisPart, GameText, PartFound, SearchAnswer, SearchJob, SearchNews};
use crate::review::analyse_line;
use crate::session::{AppGame, Opponent};

/// A computer player of some game, kept: its game, its seed, and the `Computer<G>` itself.
type Kept = (GameKind, u64, Arc<dyn Any + Send + Sync>);

/// The computer players made so far: the last one of each game.
static COMPUTERS: Mutex<Vec<Kept>> = Mutex::new(Vec::new());

/// The computer player of `G` seeded with `seed`: the one kept if it is that one, else a new
/// one (which replaces the game's last).
fn computer<G: AppGame + AiGame>(seed: u64) -> Arc<Computer<G>>
where
    G::Move: Send,
{
    let mut kept = COMPUTERS.lock().unwrap_or_else(PoisonError::into_inner);
    let found = kept
        .iter()
        .find(|(game, s, _)| *game == G::KIND && *s == seed)
        .and_then(|(_, _, c)| Arc::clone(c).downcast::<Computer<G>>().ok());
    if let Some(computer) = found {
        return computer;
    }
    let made = Arc::new(Computer::<G>::new(seed));
    kept.retain(|(game, _, _)| *game != G::KIND);
    kept.push((
        G::KIND,
        seed,
        Arc::clone(&made) as Arc<dyn Any + Send + Sync>,
    ));
    made
}

/// The game `text` describes, replayed through the engine (as the store replays a saved game).
fn record<G: AppGame>(text: &GameText) -> AppResult<GameRecord<G>> {
    store::replay(&text.start, text.touch_move, &text.actions)
        .map_err(|e| AppError::InvalidInput(format!("the search's game does not replay: {e}")))
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
    /// The analysers of this thread's analysis parts, one per game: each part searches with a
    /// fresh table, so one is kept rather than its table allocated anew for every part.
    static ANALYSERS: RefCell<Vec<Box<dyn Any>>> = const { RefCell::new(Vec::new()) };
}

/// Searches `part` of the analysis of the line from `start` through `moves` (a part of a split
/// analysis: [`crate::split`]) on this thread's kept analyser. A part that does not fit the
/// line (a position it does not have, a move that does not read or is not legal there) is
/// refused; a cancelled search answers its error.
fn analysis_part<G: AppGame + AiGame>(
    start: &G,
    moves: &[G::Move],
    part: &AnalysisPart,
    stop: &AtomicBool,
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
    let kept = ANALYSERS.with(|a| {
        let mut kept = a.borrow_mut();
        let found = kept.iter().position(|a| a.is::<Analyser<G>>());
        found.map(|i| kept.swap_remove(i))
    });
    let mut analyser = kept
        .and_then(|a| a.downcast::<Analyser<G>>().ok())
        .unwrap_or_else(|| Box::new(Analyser::<G>::new()));
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
    ANALYSERS.with(|a| a.borrow_mut().push(analyser));
    Ok(found)
}

/// Runs `job` on this thread, telling `news` its progress; `stop` ends it early (an answer
/// is still given: the move or hint found so far, or none). Refuses a job whose game does not
/// read.
pub fn run(
    job: &SearchJob,
    news: &dyn Fn(SearchNews),
    stop: &AtomicBool,
) -> AppResult<SearchAnswer> {
    fn typed<G: AppGame + AiGame>(
        job: &SearchJob,
        news: &dyn Fn(SearchNews),
        stop: &AtomicBool,
    ) -> AppResult<SearchAnswer>
    where
        G::Move: Send,
    {
        Ok(match job {
            SearchJob::Move {
                record: text,
                level,
                seed,
            } => {
                let record = record::<G>(text)?;
                let mut progress = |depth: u32, nodes: u64, best: Option<G::Move>| {
                    news(SearchNews::Move {
                        progress: crate::ipc::computer::SearchProgress {
                            job: 0,
                            depth,
                            nodes,
                            best: best.map(|m| m.to_string()),
                        },
                    });
                };
                let mv = computer::<G>(*seed).choose(&record, *level, &mut progress, stop);
                SearchAnswer::Move {
                    mv: mv.map(|m| m.to_string()),
                }
            }
            SearchJob::Hint { record: text, seed } => {
                let record = record::<G>(text)?;
                let hint = computer::<G>(*seed).hint(&record, stop);
                SearchAnswer::Hint {
                    hint: hint.map(|(mv, verdict)| crate::ipc::computer::HintView {
                        mv: record.position().move_view(mv),
                        verdict,
                    }),
                }
            }
            SearchJob::Analyse { start, moves, .. } => {
                let (start, moves) = line::<G>(start, moves)?;
                let analysis = analyse_line(&start, &moves, stop, &mut |done, total| {
                    news(SearchNews::Analysis { done, total });
                });
                SearchAnswer::Analysis {
                    analysis: analysis.map_err(|e| e.to_string()),
                }
            }
            SearchJob::AnalysisPart {
                start, moves, part, ..
            } => {
                let (start, moves) = line::<G>(start, moves)?;
                SearchAnswer::AnalysisPart {
                    found: analysis_part(&start, &moves, part, stop)?.map_err(|e| e.to_string()),
                }
            }
        })
    }
    let game = match job {
        SearchJob::Move { record, .. } | SearchJob::Hint { record, .. } => record.game,
        SearchJob::Analyse { game, .. } | SearchJob::AnalysisPart { game, .. } => *game,
    };
    crate::games::for_game!(game, typed(job, news, stop))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ipc::app::AiLevel;

    fn gobblet(actions: &str) -> GameText {
        GameText {
            game: GameKind::Gobblet,
            start: "..../..../W3W4.W4/W3B4B4B3 W:422 B:432 W".into(),
            actions: actions.split_whitespace().map(String::from).collect(),
            touch_move: false,
        }
    }

    #[test]
    fn a_job_read_from_json_finds_the_win_and_reports_progress() {
        let job: SearchJob = serde_json::from_value(serde_json::json!({
            "search": "move", "level": 5, "seed": 7,
            "record": {"game": "gobblet", "start": gobblet("").start, "actions": [], "touchMove": false}
        }))
        .unwrap();
        let reports = Mutex::new(0);
        let answer = run(
            &job,
            &|_| *reports.lock().unwrap() += 1,
            &AtomicBool::new(false),
        )
        .unwrap();
        assert_eq!(
            answer,
            SearchAnswer::Move {
                mv: Some("a1-c2".into())
            }
        );
        assert!(*reports.lock().unwrap() > 0);
        let hint = run(
            &SearchJob::Hint {
                record: gobblet(""),
                seed: 7,
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
            let job = SearchJob::Move {
                record,
                level: AiLevel::nth(1),
                seed: 1,
            };
            let err = run(&job, &|_| {}, &AtomicBool::new(false)).unwrap_err();
            assert!(matches!(err, AppError::InvalidInput(_)), "{err:?}");
        }
        let job = SearchJob::Analyse {
            game: GameKind::Deblockle,
            start: "nonsense".into(),
            moves: vec![],
        };
        assert!(run(&job, &|_| {}, &AtomicBool::new(false)).is_err());
        let bad: Result<SearchJob, _> =
            serde_json::from_str(r#"{"search":"move","level":9,"seed":1,"record":{}}"#);
        assert!(
            bad.is_err(),
            "a level the AI does not have is refused when read"
        );
    }
}
