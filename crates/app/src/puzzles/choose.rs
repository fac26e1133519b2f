//! Choosing the next puzzle near the person's rating, as lichess does: among the puzzles not
//! tried yet, those whose rating is nearest the person's, one of them at random so that two
//! people (or two sittings) at one rating do not see one order.

use std::collections::HashMap;

use ai::puzzle::Puzzle;

/// How far beyond the nearest puzzle's distance a puzzle may be and still be picked.
pub const SPREAD: u32 = 100;

/// At most this many of the nearest puzzles are drawn from.
pub const NEAREST: usize = 12;

/// Which tier a puzzle is in: the first tier that has any is drawn from.
fn tier(puzzle: &Puzzle, attempted: &HashMap<String, bool>, current: Option<&str>) -> u8 {
    if current == Some(puzzle.id.as_str()) {
        return 3;
    }
    match attempted.get(&puzzle.id) {
        None => 0,
        // Tried and never solved: worth another go before the solved ones.
        Some(false) => 1,
        Some(true) => 2,
    }
}

/// The next puzzle from `puzzles` for a person rated `rating`: the ones not yet tried first
/// (then the ones never solved, then any other than `current`), and among those the ones
/// whose rating is within [`SPREAD`] of the nearest, at most [`NEAREST`] of them, one picked
/// by `seed`. `None` only when `puzzles` is empty.
pub fn choose<'a>(
    puzzles: &[&'a Puzzle],
    rating: f64,
    attempted: &HashMap<String, bool>,
    current: Option<&str>,
    seed: u64,
) -> Option<&'a Puzzle> {
    let best_tier = puzzles.iter().map(|p| tier(p, attempted, current)).min()?;
    let rating = if rating.is_finite() {
        rating.round().clamp(0.0, f64::from(u16::MAX)) as u32
    } else {
        1500
    };
    let mut pool: Vec<(u32, &'a Puzzle)> = puzzles
        .iter()
        .filter(|p| tier(p, attempted, current) == best_tier)
        .map(|p| (u32::from(p.rating).abs_diff(rating), *p))
        .collect();
    pool.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.id.cmp(&b.1.id)));
    let nearest = pool.first()?.0;
    pool.retain(|(d, _)| *d <= nearest + SPREAD);
    pool.truncate(NEAREST);
    let at = usize::try_from(mix(seed) % pool.len() as u64).unwrap_or(0);
    pool.get(at).map(|(_, p)| *p)
}

/// Spreads a seed's bits (splitmix64), so that neighbouring seeds pick unrelated puzzles.
fn mix(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ai::puzzle::PuzzleKind;
    use engine::GameKind;

    fn puzzle(id: &str, rating: u16) -> Puzzle {
        Puzzle {
            id: id.into(),
            game: GameKind::Gobblet,
            position: String::new(),
            history: vec![],
            kind: PuzzleKind::Win { moves: 1 },
            solution: vec![],
            themes: vec![],
            rating,
        }
    }

    fn set() -> Vec<Puzzle> {
        (0..60)
            .map(|i| puzzle(&format!("p{i}"), 600 + i * 40))
            .collect()
    }

    #[test]
    fn the_next_puzzle_is_near_the_persons_rating() {
        let set = set();
        let refs: Vec<&Puzzle> = set.iter().collect();
        let none = HashMap::new();
        for rating in [700.0, 1500.0, 2000.0] {
            let mut seen = std::collections::HashSet::new();
            for seed in 0..200 {
                let p = choose(&refs, rating, &none, None, seed).unwrap();
                assert!(
                    (f64::from(p.rating) - rating).abs() <= f64::from(SPREAD),
                    "{} for {rating}",
                    p.rating
                );
                seen.insert(p.id.clone());
            }
            // Not always the same one.
            assert!(seen.len() >= 3, "{seen:?}");
        }
        // Far beyond the set: its nearest end.
        let p = choose(&refs, 4000.0, &none, None, 1).unwrap();
        assert!(u32::from(p.rating) >= 2960 - SPREAD);
    }

    #[test]
    fn puzzles_tried_come_last_the_solved_ones_after_the_failed() {
        let set = set();
        let refs: Vec<&Puzzle> = set.iter().collect();
        // Every puzzle near 1500 tried: the next is further away but new.
        let mut attempted: HashMap<String, bool> = set
            .iter()
            .filter(|p| p.rating.abs_diff(1500) <= 200)
            .map(|p| (p.id.clone(), true))
            .collect();
        for seed in 0..50 {
            let p = choose(&refs, 1500.0, &attempted, None, seed).unwrap();
            assert!(!attempted.contains_key(&p.id));
        }
        // Every puzzle tried: a failed one comes back before any solved one.
        attempted = set.iter().map(|p| (p.id.clone(), true)).collect();
        attempted.insert("p50".into(), false);
        assert_eq!(
            choose(&refs, 1500.0, &attempted, None, 7).unwrap().id,
            "p50"
        );
        // The puzzle on the screen is not the next one while there is another.
        let one = [&set[0]];
        assert_eq!(
            choose(&one, 1500.0, &attempted, Some("p0"), 3).unwrap().id,
            "p0"
        );
        let two = [&set[0], &set[1]];
        for seed in 0..20 {
            assert_eq!(
                choose(&two, 600.0, &HashMap::new(), Some("p0"), seed)
                    .unwrap()
                    .id,
                "p1"
            );
        }
        assert!(choose(&[], 1500.0, &attempted, None, 1).is_none());
    }
}
