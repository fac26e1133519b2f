//! A game's analysis split into parts, for a host that runs searches on several workers
//! without shared memory (the web build: each search worker its own WebAssembly module).
//! Natively the analysis hands its positions out to threads ([`ai::Analyser::analyse`]);
//! here the same steps are parts of their own, each a [`SearchJob::AnalysisPart`] that any
//! worker can search from its data alone:
//!
//! 1. every position of the line evaluated, one part each, handed out in the line's order;
//! 2. once all are, each best move that may have been better than the move played measured,
//!    one part each ([`ai::analysis::to_measure`]);
//! 3. the moves judged from both ([`ai::analysis::judge`]), here, when the last part is in.
//!
//! Each part is searched with a fresh table and a node budget, as natively, so the result is
//! the same whichever worker searched which part, in whatever order they came back: the same
//! as the analysis on one thread. A part given back (its worker ended by a pause) is handed out
//! again; the parts found are kept.

use std::collections::VecDeque;

use ai::analysis::{judge, to_measure, Line};
use ai::{AiGame, Analyser, PositionReview, Score};
use engine::{by_game, ByGame, Game, GameKind, Listed, Notation, PerGame, Player};

use crate::jobs::{AnalysisPart, PartFound, SearchAnswer, SearchJob};
use crate::review::to_stored;
use crate::session::AppGame;

/// A part's number within its analysis: `0..positions` evaluate the positions, the numbers
/// after them measure the best moves.
pub type PartId = usize;

/// The game of an analysis, as the parts' jobs carry it.
#[derive(Clone, Debug)]
struct GameData {
    game: GameKind,
    start: String,
    moves: Vec<String>,
}

/// An analysis split into parts: hands them out, takes what they found, and gives the
/// analysis once every part is in.
pub struct SplitAnalysis {
    data: GameData,
    parts: ByGame<PartsOf>,
}

impl std::fmt::Debug for SplitAnalysis {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SplitAnalysis")
            .field("data", &self.data)
            .field("progress", &self.progress())
            .finish()
    }
}

impl SplitAnalysis {
    /// The parts of `job`, if it is an analysis ([`SearchJob::Analyse`]) whose game reads and
    /// replays; `None` otherwise (the job then runs whole, and says what is wrong with it).
    pub fn new(job: &SearchJob) -> Option<SplitAnalysis> {
        let SearchJob::Analyse { game, start, moves } = job else {
            return None;
        };
        fn typed<G: AppGame + AiGame + Listed>(
            start: &str,
            moves: &[String],
        ) -> Option<ByGame<PartsOf>> {
            let start = G::parse_position(start).ok()?;
            let moves = moves
                .iter()
                .map(|m| G::parse_move(m))
                .collect::<Result<Vec<_>, _>>()
                .ok()?;
            let count = Line::new(&start, &moves).ok()?.len();
            let mut sides = vec![start.side_to_move()];
            let mut position = start;
            for &mv in &moves {
                position.play(mv);
                sides.push(position.side_to_move());
            }
            Some(G::wrap(Typed::<G> {
                moves,
                sides,
                positions: vec![None; count],
                to_measure: Vec::new(),
                measured: Vec::new(),
                waiting: (0..count).collect(),
                measuring: false,
            }))
        }
        let parts = engine::with_game!(*game, G => typed::<G>(start, moves))?;
        Some(SplitAnalysis {
            data: GameData {
                game: *game,
                start: start.clone(),
                moves: moves.clone(),
            },
            parts,
        })
    }

    /// The next part to search, as a job, if one is waiting (none while the last positions
    /// are searched: the best moves to measure are known once they all are).
    pub fn next_part(&mut self) -> Option<(PartId, SearchJob)> {
        let (id, part) = by_game!(&mut self.parts, |parts| parts.next_part())?;
        Some((
            id,
            SearchJob::AnalysisPart {
                game: self.data.game,
                start: self.data.start.clone(),
                moves: self.data.moves.clone(),
                part,
            },
        ))
    }

    /// Part `id` was not searched to its end (its worker was ended): it is handed out again.
    pub fn give_back(&mut self, id: PartId) {
        by_game!(&mut self.parts, |parts| parts.give_back(id))
    }

    /// What part `id` found (a [`SearchAnswer::AnalysisPart`]); an answer of another kind, a
    /// part that failed or a finding that does not fit the part is refused with the reason
    /// (the analysis cannot finish then).
    pub fn found(&mut self, id: PartId, answer: SearchAnswer) -> Result<(), String> {
        match answer {
            SearchAnswer::AnalysisPart { found } => {
                let found = found?;
                by_game!(&mut self.parts, |parts| parts.found(id, found))
            }
            other => Err(format!("a part of an analysis answered {other:?}")),
        }
    }

    /// Positions evaluated so far, and in all.
    pub fn progress(&self) -> (usize, usize) {
        by_game!(&self.parts, |parts| parts.progress())
    }

    /// The analysis, once every part is in ([`SearchAnswer::Analysis`]).
    pub fn answer(&self) -> Option<SearchAnswer> {
        by_game!(&self.parts, |parts| parts.answer())
    }
}

/// The family of an analysis's parts: `ByGame<PartsOf>` is the parts of whichever game.
#[derive(Debug)]
enum PartsOf {}
impl PerGame for PartsOf {
    type Of<G: Notation> = Typed<G>;
}

/// The parts of an analysis of a game of `G`.
struct Typed<G: Game> {
    moves: Vec<G::Move>,
    /// Whose turn it is in each position.
    sides: Vec<Player>,
    /// Each position's evaluation, once found.
    positions: Vec<Option<PositionReview<G::Move>>>,
    /// The best moves to measure, known once every position is evaluated.
    to_measure: Vec<(usize, G::Move)>,
    /// What each of them is worth, once found.
    measured: Vec<Option<Score>>,
    /// The parts to hand out, the next first.
    waiting: VecDeque<PartId>,
    /// Whether the best moves to measure are known (every position is evaluated).
    measuring: bool,
}

impl<G: AppGame + AiGame> Typed<G> {
    /// Once every position is evaluated: the best moves to measure, waiting.
    fn start_measuring(&mut self) {
        if self.measuring {
            return;
        }
        let Some(positions) = self.positions.iter().copied().collect::<Option<Vec<_>>>() else {
            return;
        };
        self.to_measure = to_measure(&self.moves, &positions);
        self.measured = vec![None; self.to_measure.len()];
        let count = self.positions.len();
        self.waiting.extend(count..count + self.to_measure.len());
        self.measuring = true;
    }
}

impl<G: AppGame + AiGame> Typed<G> {
    fn next_part(&mut self) -> Option<(PartId, AnalysisPart)> {
        let id = self.waiting.pop_front()?;
        let count = self.positions.len();
        Some(match id.checked_sub(count) {
            None => (id, AnalysisPart::Position { index: id }),
            Some(k) => {
                let (index, best) = self.to_measure[k];
                (
                    id,
                    AnalysisPart::Measure {
                        index,
                        best: best.to_string(),
                    },
                )
            }
        })
    }

    fn give_back(&mut self, id: PartId) {
        let count = self.positions.len();
        let known = match id.checked_sub(count) {
            None => self.positions[id].is_none(),
            Some(k) => self.measured.get(k).is_some_and(Option::is_none),
        };
        if known && !self.waiting.contains(&id) {
            self.waiting.push_front(id);
        }
    }

    fn found(&mut self, id: PartId, found: PartFound) -> Result<(), String> {
        let count = self.positions.len();
        match (id.checked_sub(count), found) {
            (None, PartFound::Position { position }) => {
                let best_move = match &position.best_move {
                    Some(text) => Some(
                        G::parse_move(text)
                            .map_err(|e| format!("position {id}'s best move does not read: {e}"))?,
                    ),
                    None => None,
                };
                let review = PositionReview {
                    side_to_move: self.sides[id],
                    score: Score(position.score),
                    best_move,
                    depth: position.depth,
                };
                self.positions[id] = Some(review);
                self.start_measuring();
                Ok(())
            }
            (Some(k), PartFound::Measure { score }) if k < self.measured.len() => {
                self.measured[k] = Some(Score(score));
                Ok(())
            }
            (_, found) => Err(format!("part {id} of the analysis found {found:?}")),
        }
    }

    fn progress(&self) -> (usize, usize) {
        let done = self.positions.iter().filter(|p| p.is_some()).count();
        (done, self.positions.len())
    }

    fn answer(&self) -> Option<SearchAnswer> {
        if !self.measuring {
            return None;
        }
        let positions = self.positions.iter().copied().collect::<Option<Vec<_>>>()?;
        let measured = self.measured.iter().copied().collect::<Option<Vec<_>>>()?;
        let analysis = judge(&self.moves, positions, &self.to_measure, &measured);
        Some(SearchAnswer::Analysis {
            analysis: Ok(to_stored(
                &self.moves,
                Analyser::<G>::review_nodes(),
                &analysis,
            )),
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use engine::gobblet::Gobblet;
    use engine::{Game, Notation};

    use super::*;
    use crate::search::run;

    /// A Gobblet game of `plies` moves from a position a move from a win (quick to search):
    /// each move the one `pick` chooses among the legal ones, while the game goes on.
    fn game(plies: usize, pick: usize) -> SearchJob {
        let start = "..../..../W3W4.W4/W3B4B4B3 W:422 B:432 W";
        let mut position = Gobblet::parse_position(start).unwrap();
        let mut moves = Vec::new();
        let mut legal = Vec::new();
        while moves.len() < plies && position.outcome().is_none() {
            legal.clear();
            position.legal_moves(&mut legal);
            let mv = legal[(pick * (moves.len() + 1)) % legal.len()];
            moves.push(mv.to_string());
            position.play(mv);
        }
        SearchJob::Analyse {
            game: GameKind::Gobblet,
            start: start.into(),
            moves,
        }
    }

    fn search(job: &SearchJob) -> SearchAnswer {
        run(job, &|_| {}, &AtomicBool::new(false)).unwrap()
    }

    /// Runs `split` on `workers` simulated workers: each takes a part, they answer last taken
    /// first, and the first part taken is given back once (as a pause does) before its answer.
    fn run_split(split: &mut SplitAnalysis, workers: usize) -> Vec<(usize, usize)> {
        let mut progress = Vec::new();
        let mut gave_back = false;
        loop {
            let mut taken = Vec::new();
            while taken.len() < workers {
                let Some(part) = split.next_part() else { break };
                taken.push(part);
            }
            if taken.is_empty() {
                return progress;
            }
            if !gave_back {
                gave_back = true;
                let (id, _) = taken.remove(0);
                split.give_back(id);
            }
            for (id, job) in taken.into_iter().rev() {
                split.found(id, search(&job)).unwrap();
                progress.push(split.progress());
            }
        }
    }

    #[test]
    fn a_split_analysis_is_the_analysis_on_one_thread() {
        // A game with a move that lost something (its best move measured) and one of no move.
        for (plies, pick) in [(5, 2), (0, 0)] {
            let job = game(plies, pick);
            let whole = search(&job);
            let mut split = SplitAnalysis::new(&job).unwrap();
            let progress = run_split(&mut split, 3);
            assert_eq!(split.answer().as_ref(), Some(&whole), "{job:?}");
            let total = split.progress().1;
            assert_eq!(split.progress(), (total, total));
            assert!(
                progress.windows(2).all(|w| w[0].0 <= w[1].0),
                "{progress:?}"
            );
            if plies > 0 {
                assert!(
                    progress.len() > total,
                    "no best move measured: {progress:?}"
                );
            }
        }
    }

    #[test]
    fn an_analysis_split_gives_no_answer_before_its_last_part() {
        let job = game(4, 3);
        let mut split = SplitAnalysis::new(&job).unwrap();
        let (id, part) = split.next_part().unwrap();
        assert_eq!(split.answer(), None);
        split.found(id, search(&part)).unwrap();
        assert_eq!(split.progress(), (1, 5));
        assert_eq!(split.answer(), None);
    }

    #[test]
    fn only_an_analysis_that_replays_is_split() {
        let SearchJob::Analyse { start, moves, .. } = game(3, 1) else {
            unreachable!()
        };
        let mut wrong = moves.clone();
        wrong.push("d4-d4".into());
        for job in [
            SearchJob::Analyse {
                game: GameKind::Gobblet,
                start: "nonsense".into(),
                moves: moves.clone(),
            },
            SearchJob::Analyse {
                game: GameKind::Gobblet,
                start: start.clone(),
                moves: vec!["zz".into()],
            },
            SearchJob::Analyse {
                game: GameKind::Deblockle,
                start: start.clone(),
                moves: moves.clone(),
            },
            SearchJob::Hint {
                game: crate::jobs::SearchGame::try_from(crate::jobs::GameText {
                    game: GameKind::Gobblet,
                    start,
                    actions: moves,
                    touch_move: false,
                })
                .unwrap(),
                player: crate::jobs::SearchPlayer { seed: 1, own: None },
            },
        ] {
            assert!(SplitAnalysis::new(&job).is_none(), "{job:?}");
        }
    }

    #[test]
    fn a_finding_that_does_not_fit_its_part_is_refused() {
        let job = game(3, 1);
        let mut split = SplitAnalysis::new(&job).unwrap();
        let (id, part) = split.next_part().unwrap();
        let found = search(&part);
        for wrong in [
            SearchAnswer::Hint { hint: None },
            SearchAnswer::AnalysisPart {
                found: Err("the worker failed".into()),
            },
            SearchAnswer::AnalysisPart {
                found: Ok(PartFound::Measure { score: 3 }),
            },
        ] {
            assert!(split.found(id, wrong).is_err());
        }
        assert!(split.found(99, found.clone()).is_err(), "no such part");
        split.found(id, found).unwrap();
        // A part whose position or move is not in the game is refused by the worker.
        let SearchJob::AnalysisPart {
            game, start, moves, ..
        } = part
        else {
            unreachable!()
        };
        for bad in [
            AnalysisPart::Position { index: 9 },
            AnalysisPart::Measure {
                index: 0,
                best: "d4-d4".into(),
            },
        ] {
            let job = SearchJob::AnalysisPart {
                game,
                start: start.clone(),
                moves: moves.clone(),
                part: bad,
            };
            let SearchAnswer::AnalysisPart { found } = search(&job) else {
                panic!("{job:?}")
            };
            assert!(found.is_err(), "{job:?}");
        }
        let unread = SearchJob::AnalysisPart {
            game,
            start,
            moves,
            part: AnalysisPart::Measure {
                index: 0,
                best: "zz".into(),
            },
        };
        assert!(run(&unread, &|_| {}, &AtomicBool::new(false)).is_err());
    }
}
