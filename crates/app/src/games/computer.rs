//! The computer player of the app: [`Opponent`] over the AI crate's [`Ai`], for both games.

use std::sync::atomic::AtomicBool;
use std::sync::{Mutex, PoisonError};

use ai::{Ai, AiGame};
use engine::{Game, GameRecord};

use crate::ipc::app::AiLevel;
use crate::ipc::computer::HintVerdict;
use crate::session::Opponent;

/// The Zobrist hashes of the positions before the current one on the game's current line,
/// oldest first: what the search needs to see repetitions.
pub fn history<G: Game>(record: &GameRecord<G>) -> Vec<u64> {
    (0..record.moves().len())
        .filter_map(|ply| record.position_at(ply).map(Game::zobrist))
        .collect()
}

/// `ai` searching on the device's cores but one: level 5, hints and draw answers (levels 1
/// to 4 keep one thread).
fn threaded<G: AiGame>(mut ai: Ai<G>) -> Ai<G> {
    ai.set_threads(ai::threads::search_threads());
    ai
}

/// The table size of the hint searcher, in MiB.
const HINT_TABLE_MEGABYTES: usize = 8;

/// The AI of one game. Its transposition table (about 32 MiB) is allocated on first use
/// and kept between the moves of the game; one search runs at a time. Hints have their own
/// searcher, so that their full-strength results never make an easy level play deeper
/// than its limits (through the table) and a hint never waits for the computer's move.
pub struct Computer<G: AiGame> {
    ai: Mutex<Option<Ai<G>>>,
    hints: Mutex<Option<Ai<G>>>,
    seed: u64,
}

impl<G: AiGame> Computer<G> {
    /// A computer player whose easy levels' noise is seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        Computer {
            ai: Mutex::new(None),
            hints: Mutex::new(None),
            seed,
        }
    }

    /// Runs `f` with the AI that plays, creating it the first time.
    pub fn with_ai<T>(&self, f: impl FnOnce(&mut Ai<G>) -> T) -> T {
        // A search that panicked leaves the table as it was: still usable.
        let mut guard = self.ai.lock().unwrap_or_else(PoisonError::into_inner);
        let ai = guard.get_or_insert_with(|| threaded(Ai::new(self.seed)));
        f(ai)
    }

    /// Runs `f` with the AI that gives hints, creating it the first time.
    fn with_hint_ai<T>(&self, f: impl FnOnce(&mut Ai<G>) -> T) -> T {
        let mut guard = self.hints.lock().unwrap_or_else(PoisonError::into_inner);
        let ai =
            guard.get_or_insert_with(|| threaded(Ai::with_table(HINT_TABLE_MEGABYTES, self.seed)));
        f(ai)
    }
}

impl<G: AiGame> Opponent<G> for Computer<G>
where
    G::Move: Send,
{
    fn choose(
        &self,
        record: &GameRecord<G>,
        level: AiLevel,
        progress: &mut dyn FnMut(u32, u64, Option<G::Move>),
        cancel: &AtomicBool,
    ) -> Option<G::Move> {
        let history = history(record);
        self.with_ai(|ai| {
            let result = ai.choose_move(
                record.position(),
                &history,
                level.level(),
                cancel,
                &mut |p| progress(p.depth, p.nodes, p.best_move),
            );
            result.best_move
        })
    }

    fn accepts_draw(&self, record: &GameRecord<G>, level: AiLevel) -> bool {
        let history = history(record);
        // The computer is the side that answers: the other one than the side offering.
        let me = record.position().side_to_move().other();
        let limits = G::level_spec(level.level()).limits();
        let stop = AtomicBool::new(false);
        self.with_ai(|ai| {
            ai.answer_draw_offer(record.position(), &history, me, &limits, &stop)
                .accept
        })
    }

    fn hint(&self, record: &GameRecord<G>, cancel: &AtomicBool) -> Option<(G::Move, HintVerdict)> {
        let history = history(record);
        let limits = Ai::<G>::hint_limits();
        let hint = self.with_hint_ai(|ai| {
            ai.hint(record.position(), &history, &limits, cancel, &mut |_| {})
        })?;
        if cancel.load(std::sync::atomic::Ordering::Relaxed) {
            return None;
        }
        Some((hint.best_move, hint.verdict.into()))
    }

    fn seed(&self) -> Option<u64> {
        Some(self.seed)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::Ordering;
    use std::sync::Arc;

    use engine::gobblet::Gobblet;
    use engine::{Action, Game, GameRecord, Notation};

    use super::*;
    use crate::ipc::game::{Controller, Seat};
    use crate::session::Session;

    fn gobblet_vs_ai(level: AiLevel) -> Session<Gobblet> {
        let start = crate::games::gobblet::start([3, 3], Seat::One).unwrap();
        let computer: Arc<dyn Opponent<Gobblet>> = Arc::new(Computer::<Gobblet>::new(1));
        Session::new(
            start,
            false,
            [Controller::Person, Controller::Ai { level }],
            computer,
        )
        .unwrap()
    }

    #[test]
    fn history_holds_the_earlier_positions_of_the_current_line() {
        let mut record = GameRecord::new(Gobblet::default(), false);
        let first = record.position().zobrist();
        let mv = record.position().parse_legal_move("4a1").unwrap();
        record.apply(Action::Move(mv)).unwrap();
        assert_eq!(history(&record), vec![first]);
        record.apply(Action::Undo).unwrap();
        assert!(
            history(&record).is_empty(),
            "a taken-back move is not history"
        );
    }

    #[test]
    fn the_computer_replies_with_a_legal_move_and_undo_takes_back_both() {
        let mut s = gobblet_vs_ai(AiLevel::nth(1));
        s.play("4a1").unwrap();
        let job = s.start_ai().expect("the computer is to move");
        let mut reports = 0;
        let mv = job.run(&mut |_| reports += 1);
        assert!(reports > 0, "progress is reported");
        assert_eq!(s.finish_ai(job.id, mv), Ok(true));
        assert_eq!(s.record().moves().len(), 2);
        assert!(!s.is_ai_turn());
        s.undo().unwrap();
        assert_eq!(
            s.record().moves().len(),
            0,
            "the person's move and the reply"
        );
    }

    #[test]
    fn a_cancelled_search_plays_nothing() {
        let mut s = gobblet_vs_ai(AiLevel::nth(5));
        s.play("4a1").unwrap();
        let job = s.start_ai().unwrap();
        job.cancel.store(true, Ordering::Relaxed);
        assert_eq!(job.run(&mut |_| {}), None);
        s.undo().unwrap();
        assert_eq!(s.record().moves().len(), 0);
        assert!(s.running_ai().is_none());
    }

    #[test]
    fn a_hint_finds_the_win_in_one_and_says_so() {
        let position = Gobblet::parse_position("..../..../W3W4.W4/W3B4B4B3 W:422 B:432 W").unwrap();
        let computer: Arc<dyn Opponent<Gobblet>> = Arc::new(Computer::<Gobblet>::new(1));
        let mut s = Session::new(position, false, [Controller::Person; 2], computer).unwrap();
        let hint = s.start_hint().unwrap().run().unwrap();
        assert_eq!(hint.mv.text, "a1-c2");
        assert_eq!(hint.verdict, HintVerdict::WinsIn { moves: 1 });
    }

    #[test]
    fn a_hint_is_refused_on_the_computer_turn() {
        let mut s = gobblet_vs_ai(AiLevel::nth(1));
        s.play("4a1").unwrap();
        assert!(s.start_hint().is_err());
    }

    #[test]
    fn the_computer_reads_a_draw_offer_from_its_own_side() {
        // The person to move offers a draw in a position the computer wins next move (two
        // lines of three with different empty ends): read from the computer's side that is
        // a win, and it declines, whichever colour it plays and at every level. Read from the
        // offering side (lost), it would accept.
        for (position, computer_seat) in [
            ("B4B4B4./B3.../B3W4../..W3W4 W:234 B:223 W", "Black"),
            ("W4W4W4./W3.../W3B4../..B3B4 W:223 B:234 B", "White"),
        ] {
            let record = GameRecord::new(Gobblet::parse_position(position).unwrap(), false);
            let computer = Computer::<Gobblet>::new(1);
            for level in [1, 3, 5].map(AiLevel::nth) {
                assert!(
                    !computer.accepts_draw(&record, level),
                    "{computer_seat} at level {} wins next move and declines",
                    level.get()
                );
            }
        }
    }

    #[test]
    fn the_computer_accepts_a_draw_when_it_is_lost() {
        // White to move wins at once (a1-c2): Black, the computer, accepts a draw.
        let position = Gobblet::parse_position("..../..../W3W4.W4/W3B4B4B3 W:422 B:432 W").unwrap();
        let computer: Arc<dyn Opponent<Gobblet>> = Arc::new(Computer::<Gobblet>::new(1));
        let mut s = Session::new(
            position,
            false,
            [Controller::Person, Controller::ai(3)],
            computer,
        )
        .unwrap();
        s.offer_draw().unwrap();
        assert!(
            matches!(s.record().outcome(), Some(engine::Outcome::Draw(_))),
            "accepted"
        );
    }
}
