//! Checks shared by the tactical tests of both games.

use std::sync::atomic::AtomicBool;

use ai::{Ai, AiGame, Forced, Level, Limits, Verdict};
use engine::{Game, Notation};

/// Whether the side to move has a move that wins on the spot.
pub fn wins_now<G: Game>(p: &G) -> bool {
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    moves.iter().any(|&m| {
        let mut c = *p;
        c.play(m);
        c.outcome().and_then(|o| o.winner()) == Some(p.side_to_move())
    })
}

/// The moves after which the side to move has not lost at once: the game is not won by
/// the opponent on the spot (a reveal) and the opponent has no winning reply.
pub fn moves_not_losing_at_once<G: Game>(p: &G) -> Vec<G::Move> {
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    moves
        .into_iter()
        .filter(|&m| {
            let mut c = *p;
            c.play(m);
            match c.outcome() {
                Some(o) => o.winner() != Some(p.side_to_move().other()),
                None => !wins_now(&c),
            }
        })
        .collect()
}

/// Level 5 finds a win in exactly `n` moves in `text`, and its move really wins that fast:
/// a deeper full-width search agrees on the distance and, after the move, the opponent
/// loses in `n - 1` (or the game is over for `n == 1`).
#[allow(clippy::expect_used)] // test helper
pub fn level_five_wins_in<G: AiGame + Notation>(text: &str, n: u32) {
    let p = G::parse_position(text).expect("position");
    let stop = AtomicBool::new(false);
    let mut ai: Ai<G> = Ai::with_table(16, 1);
    let r = ai.choose_move(&p, &[], Level::MAX, &stop, &mut |_| {});
    let mv = r.best_move.expect("a move");
    assert_eq!(
        r.score.forced(),
        Some(Forced::WinsIn(n)),
        "{text}: {mv} scored {}",
        r.score
    );
    let mut after = p;
    after.play(mv);
    if n == 1 {
        assert_eq!(
            after.outcome().and_then(|o| o.winner()),
            Some(p.side_to_move()),
            "{text}: {mv}"
        );
    } else {
        ai.new_game();
        let reply = ai.search(&after, &[], &Limits::depth(2 * n + 2), &stop, &mut |_| {});
        assert_eq!(
            reply.score.forced(),
            Some(Forced::LosesIn(n - 1)),
            "{text}: after {mv}"
        );
    }
    // The hint says the same, in words.
    ai.new_game();
    let hint = ai
        .hint(&p, &[], &Ai::<G>::hint_limits(), &stop, &mut |_| {})
        .expect("a hint");
    assert_eq!(hint.verdict, Verdict::WinsIn(n), "{text}");
}

/// In `text` exactly one move does not lose at once (checked here), and levels 3 to 5 all
/// play it.
#[allow(clippy::expect_used)] // test helper
pub fn levels_three_to_five_find_the_only_move<G: AiGame + Notation>(text: &str) {
    let p = G::parse_position(text).expect("position");
    let saving = moves_not_losing_at_once(&p);
    assert_eq!(
        saving.len(),
        1,
        "{text}: not a single saving move: {saving:?}"
    );
    let mut all = Vec::new();
    p.legal_moves(&mut all);
    assert!(all.len() > 3, "{text}: a real choice");
    let stop = AtomicBool::new(false);
    for level in 3..=5 {
        let mut ai: Ai<G> = Ai::with_table(16, level as u64);
        let r = ai.choose_move(
            &p,
            &[],
            Level::new(level).expect("level"),
            &stop,
            &mut |_| {},
        );
        assert_eq!(r.best_move, Some(saving[0]), "{text}: level {level}");
    }
}
