//! Inputs for the fuzz tests of every parser a person can reach (the notations here, the
//! saved-game import of the store, the app's settings and IPC payloads): arbitrary bytes, and
//! valid inputs mutated by a few edits, both drawn from a seed so that a failing case is
//! found again from its seed. Compiled for the engine's tests and with the `testing` feature.
//!
//! Each parser's fuzz test runs a few hundred cases by default (`npm test` stays fast); its
//! long-run twin, an ignored test, runs [`long_run_cases`] per parser and prints the time:
//! `cargo test -p tipgobble-engine --lib fuzz -- --ignored --nocapture` (and the same in
//! `tipgobble-store` and `tipgobble-core`; `docs/benchmarks.md` has the figures).

use std::time::{Duration, Instant};

use crate::notation::Notation;
use crate::record::Action;
use crate::rng::SplitMix64;

/// The cases a long run gives each parser: `TIPGOBBLE_FUZZ_CASES`, or one million.
pub fn long_run_cases() -> u64 {
    std::env::var("TIPGOBBLE_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_000_000)
}

/// Up to `max_len` random bytes (often short, sometimes empty).
pub fn arbitrary_bytes(rng: &mut SplitMix64, max_len: usize) -> Vec<u8> {
    let len = rng.below(max_len as u64 + 1) as usize;
    let len = if rng.below(2) == 0 { len / 4 } else { len };
    (0..len).map(|_| rng.next_u64() as u8).collect()
}

/// `valid` with one to four edits: a byte replaced, inserted or removed, a run repeated or cut
/// out, the text cut short. Inserted bytes come from `alphabet` (the format's own characters,
/// which make near misses) or are any byte at all (which makes invalid UTF-8).
pub fn mutate(valid: &[u8], alphabet: &[u8], rng: &mut SplitMix64) -> Vec<u8> {
    let mut out = valid.to_vec();
    // Mostly a single edit (a near miss, often still valid), sometimes up to four.
    let edits = if rng.below(2) == 0 {
        1
    } else {
        1 + rng.below(4)
    };
    for _ in 0..edits {
        let byte = match alphabet.get(rng.below(alphabet.len() as u64 + 2) as usize) {
            Some(&b) => b,
            None => rng.next_u64() as u8,
        };
        let at = rng.below(out.len() as u64 + 1) as usize;
        match rng.below(8) {
            0 if at < out.len() => out[at] = byte,
            1 => out.insert(at, byte),
            2 if at < out.len() => {
                out.remove(at);
            }
            3 => {
                let end = (at + 1 + rng.below(8) as usize).min(out.len());
                let run = out[at..end].to_vec();
                out.splice(at..at, run);
            }
            4 => {
                let end = (at + 1 + rng.below(8) as usize).min(out.len());
                out.drain(at..end);
            }
            5 | 6 if at < out.len() => {
                // Swap two neighbours: the right characters in the wrong order.
                let next = (at + 1).min(out.len() - 1);
                out.swap(at, next);
            }
            _ => out.truncate(at),
        }
    }
    out
}

/// One fuzz input from `seed`: arbitrary bytes a quarter of the time, else one of the valid
/// inputs of `corpus` (chosen by the seed) mutated.
pub fn input(seed: u64, corpus: &[String], alphabet: &[u8]) -> Vec<u8> {
    let mut rng = SplitMix64::new(seed);
    match corpus.get(rng.below(corpus.len() as u64) as usize) {
        Some(valid) if rng.below(4) != 0 => mutate(valid.as_bytes(), alphabet, &mut rng),
        _ => arbitrary_bytes(&mut rng, 160),
    }
}

/// Runs `check` on the inputs of seeds `0..cases` and prints how long it took and how many
/// inputs the parser accepted (`check` returns whether it did), as
/// `fuzz parser: N cases in T s, K accepted`; returns the time.
pub fn long_run(
    parser: &str,
    cases: u64,
    corpus: &[String],
    alphabet: &[u8],
    mut check: impl FnMut(&[u8]) -> bool,
) -> Duration {
    let started = Instant::now();
    let mut accepted = 0u64;
    for seed in 0..cases {
        accepted += u64::from(check(&input(seed, corpus, alphabet)));
    }
    let took = started.elapsed();
    println!(
        "fuzz {parser}: {cases} cases in {:.1} s, {accepted} accepted",
        took.as_secs_f64()
    );
    took
}

/// Valid inputs of a game, from random games: every position reached, every move played,
/// and each game's actions as a saved game lists them.
#[derive(Clone, Debug, Default)]
pub struct Corpus {
    /// Positions in the game's notation.
    pub positions: Vec<String>,
    /// Moves in the game's notation.
    pub moves: Vec<String>,
    /// Action lists (moves and the other actions of a record), space-separated.
    pub actions: Vec<String>,
    /// The start position of each action list, in the same order.
    pub starts: Vec<String>,
}

/// The corpus of `games` random games of up to 80 plies from each of `starts`, the moves
/// drawn from `seed`.
pub fn corpus<G: Notation>(starts: &[G], games: usize, seed: u64) -> Corpus {
    let mut rng = SplitMix64::new(seed);
    let mut out = Corpus::default();
    let mut moves = Vec::new();
    for start in starts {
        for _ in 0..games {
            let mut position = *start;
            let mut actions = Vec::new();
            out.positions.push(position.format_position());
            for _ in 0..80 {
                position.legal_moves(&mut moves);
                let Some(&mv) = rng.choose(&moves) else { break };
                position.play(mv);
                out.moves.push(mv.to_string());
                out.positions.push(position.format_position());
                actions.push(Action::<G>::Move(mv).to_string());
                if rng.below(16) == 0 {
                    actions
                        .extend(["undo", "redo", "offer-draw", "decline-draw"].map(String::from));
                }
            }
            if rng.below(4) == 0 && position.outcome().is_none() {
                actions.push(format!("resign:{}", position.side_to_move()));
            }
            out.actions.push(actions.join(" "));
            out.starts.push(start.format_position());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    //! Every parser of the engine: arbitrary bytes and mutated valid inputs never panic, what
    //! parses formats to text that parses back to the same value, and valid text formats back
    //! to itself.

    use proptest::prelude::*;

    use super::*;
    use crate::deblockle::{self, Deblockle, Options};
    use crate::game::Game;
    use crate::gobblet::{Gobblet, StartOptions};
    use crate::player::Player;

    /// Characters of Gobblet's notation, for near misses.
    const GOBBLET: &[u8] = b"WBwb012345().:/ -@abcdeABCD\t\n";
    /// Characters of Deblockle's notation, for near misses.
    const DEBLOCKLE: &[u8] = b"GBgb:/,STCXLHstcxlh^nesw-abcdefgh012345678 pasgoldbu\n";

    fn gobblet_corpus() -> Corpus {
        let starts: Vec<Gobblet> = [(3, 3, Player::One), (2, 1, Player::Two)]
            .into_iter()
            .filter_map(|(white_stacks, black_stacks, first)| {
                Gobblet::start(StartOptions {
                    white_stacks,
                    black_stacks,
                    first,
                })
                .ok()
            })
            .collect();
        corpus(&starts, 12, 1)
    }

    fn deblockle_corpus() -> Corpus {
        let starts: Vec<Deblockle> = (0..6u64)
            .filter_map(|seed| {
                let options = Options {
                    blocks: [4 - (seed % 4) as u8, 4],
                    no_adjacent: seed % 3 == 0,
                    first: Player::BOTH[(seed % 2) as usize],
                };
                Deblockle::quick_setup(options, seed).ok()
            })
            .collect();
        corpus(&starts, 4, 2)
    }

    fn text(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
        String::from_utf8_lossy(bytes)
    }

    /// A position parser: what parses formats to a fixed point and parses back the same.
    fn check_position<G: Notation>(bytes: &[u8]) -> bool {
        let Ok(position) = G::parse_position(&text(bytes)) else {
            return false;
        };
        let formatted = position.format_position();
        assert_eq!(G::parse_position(&formatted), Ok(position), "{formatted}");
        assert_eq!(
            G::parse_position(&formatted).map(|p| p.format_position()),
            Ok(formatted)
        );
        true
    }

    /// A move parser, the square parser, and the action list of saved games.
    fn check_moves<G: Notation>(bytes: &[u8]) -> bool {
        let text = text(bytes);
        let mut accepted = false;
        if let Ok(mv) = G::parse_move(&text) {
            assert_eq!(G::parse_move(&mv.to_string()), Ok(mv), "{text:?}");
            accepted = true;
        }
        if let Ok(square) = G::parse_square(&text) {
            assert_eq!(G::parse_square(&square.to_string()), Ok(square), "{text:?}");
            accepted = true;
        }
        if let Ok(list) = Action::<G>::parse_list(&text) {
            let formatted: Vec<String> = list.iter().map(ToString::to_string).collect();
            assert_eq!(
                Action::<G>::parse_list(&formatted.join(" ")),
                Ok(list.clone()),
                "{text:?}"
            );
            accepted |= !list.is_empty();
        }
        accepted
    }

    fn check_gobblet_position(bytes: &[u8]) -> bool {
        if let Ok(p) = Gobblet::parse_position(&text(bytes)) {
            assert_eq!(p.zobrist(), p.zobrist_from_scratch());
        }
        check_position::<Gobblet>(bytes)
    }

    fn check_deblockle_position(bytes: &[u8]) -> bool {
        let text = text(bytes);
        if let Ok(p) = Deblockle::parse_position(&text) {
            assert_eq!(p.zobrist(), p.compute_hash());
        }
        if let Ok(block) = deblockle::parse_block(&text, 0) {
            assert_eq!(deblockle::parse_block(&block.to_string(), 0), Ok(block));
        }
        check_position::<Deblockle>(bytes)
    }

    fn check_deblockle_moves(bytes: &[u8]) -> bool {
        check_moves::<Deblockle>(bytes)
    }

    fn check_gobblet_moves(bytes: &[u8]) -> bool {
        check_moves::<Gobblet>(bytes)
    }

    #[test]
    fn valid_texts_format_back_to_themselves() {
        for (corpus, game) in [
            (gobblet_corpus(), "gobblet"),
            (deblockle_corpus(), "deblockle"),
        ] {
            assert!(
                corpus.positions.len() > 100 && corpus.moves.len() > 100,
                "{game}"
            );
            for text in &corpus.positions {
                let formatted = match game {
                    "gobblet" => Gobblet::parse_position(text).map(|p| p.format_position()),
                    _ => Deblockle::parse_position(text).map(|p| p.format_position()),
                };
                assert_eq!(formatted.as_deref(), Ok(text.as_str()));
            }
            for text in &corpus.moves {
                let formatted = match game {
                    "gobblet" => Gobblet::parse_move(text).map(|m| m.to_string()),
                    _ => Deblockle::parse_move(text).map(|m| m.to_string()),
                };
                assert_eq!(formatted.as_deref(), Ok(text.as_str()));
            }
            for text in &corpus.actions {
                let formatted = match game {
                    "gobblet" => Action::<Gobblet>::parse_list(text).map(|l| l.len()),
                    _ => Action::<Deblockle>::parse_list(text).map(|l| l.len()),
                };
                assert_eq!(formatted, Ok(text.split_whitespace().count()));
            }
        }
    }

    #[test]
    fn inputs_are_fixed_by_their_seed_and_mix_near_misses_with_noise() {
        let corpus = vec!["..../..../..../.... W:444 B:444 W".to_owned()];
        assert_eq!(input(7, &corpus, b"WB"), input(7, &corpus, b"WB"));
        let inputs: Vec<Vec<u8>> = (0..400).map(|s| input(s, &corpus, b"WB")).collect();
        let near = inputs.iter().filter(|i| i.starts_with(b"..")).count();
        assert!((200..400).contains(&near), "{near} near misses");
        assert!(inputs.iter().any(|i| std::str::from_utf8(i).is_err()));
        assert!(inputs
            .iter()
            .any(|i| Gobblet::parse_position(&text(i)).is_ok()));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        #[test]
        fn gobblet_positions_from_any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..96)) {
            check_gobblet_position(&bytes);
        }

        #[test]
        fn gobblet_positions_mutated(seed in any::<u64>()) {
            thread_local!(static CORPUS: Corpus = gobblet_corpus());
            CORPUS.with(|c| check_gobblet_position(&input(seed, &c.positions, GOBBLET)));
        }

        #[test]
        fn gobblet_moves_and_actions(seed in any::<u64>()) {
            thread_local!(static CORPUS: Corpus = gobblet_corpus());
            CORPUS.with(|c| {
                check_gobblet_moves(&input(seed, &c.moves, GOBBLET));
                check_gobblet_moves(&input(seed, &c.actions, GOBBLET));
            });
        }

        #[test]
        fn deblockle_positions_from_any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..96)) {
            check_deblockle_position(&bytes);
        }

        #[test]
        fn deblockle_positions_mutated(seed in any::<u64>()) {
            thread_local!(static CORPUS: Corpus = deblockle_corpus());
            CORPUS.with(|c| check_deblockle_position(&input(seed, &c.positions, DEBLOCKLE)));
        }

        #[test]
        fn deblockle_moves_and_actions(seed in any::<u64>()) {
            thread_local!(static CORPUS: Corpus = deblockle_corpus());
            CORPUS.with(|c| {
                check_deblockle_moves(&input(seed, &c.moves, DEBLOCKLE));
                check_deblockle_moves(&input(seed, &c.actions, DEBLOCKLE));
            });
        }
    }

    /// The long run: `cargo test -p tipgobble-engine --lib fuzz -- --ignored --nocapture`.
    #[test]
    #[ignore = "long run: a million cases per parser"]
    fn long_run_of_every_engine_parser() {
        let cases = long_run_cases();
        let (g, d) = (gobblet_corpus(), deblockle_corpus());
        long_run(
            "gobblet position",
            cases,
            &g.positions,
            GOBBLET,
            check_gobblet_position,
        );
        long_run(
            "gobblet move",
            cases,
            &g.moves,
            GOBBLET,
            check_gobblet_moves,
        );
        long_run(
            "gobblet actions",
            cases,
            &g.actions,
            GOBBLET,
            check_gobblet_moves,
        );
        long_run(
            "deblockle position",
            cases,
            &d.positions,
            DEBLOCKLE,
            check_deblockle_position,
        );
        long_run(
            "deblockle move",
            cases,
            &d.moves,
            DEBLOCKLE,
            check_deblockle_moves,
        );
        long_run(
            "deblockle actions",
            cases,
            &d.actions,
            DEBLOCKLE,
            check_deblockle_moves,
        );
    }
}
