//! Which puzzle comes next: one that is due again first, else one not yet done near the
//! player's rating — each within the theme, rating and piece count the player asked for (a
//! beginner at a tactile board may want three to seven pieces).

use std::ops::RangeInclusive;

use super::{progress::Progress, puzzle::Puzzle, repetition::Exercise};

/// How far from the player's rating an unasked-for puzzle may be.
pub const RATING_WINDOW: u32 = 250;
/// The fewest and most pieces a player may ask for.
pub const PIECES: RangeInclusive<usize> = 3..=16;

/// What the player asked for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// A lichess theme name ("fork", "mateIn2", "rookEndgame").
    pub theme: Option<String>,
    pub rating: Option<RangeInclusive<u32>>,
    pub pieces: Option<RangeInclusive<usize>>,
}

impl Filter {
    pub fn admits(&self, puzzle: &Puzzle) -> bool {
        self.theme.as_deref().is_none_or(|t| puzzle.has_theme(t))
            && self
                .rating
                .as_ref()
                .is_none_or(|r| r.contains(&puzzle.rating))
            && self
                .pieces
                .as_ref()
                .is_none_or(|p| p.contains(&puzzle.pieces()))
    }
}

/// The next puzzle for `progress` at `now`; `seed` varies the choice among equals.
pub fn next_puzzle<'p>(
    puzzles: &'p [Puzzle],
    filter: &Filter,
    progress: &Progress,
    now: i64,
    seed: u64,
) -> Option<&'p Puzzle> {
    let due = progress
        .schedule
        .due(now)
        .into_iter()
        .find_map(|e| match e {
            Exercise::Puzzle(id) => puzzles.iter().find(|p| &p.id == id && filter.admits(p)),
            _ => None,
        });
    if due.is_some() {
        return due;
    }
    let done = |p: &Puzzle| {
        progress.puzzles_solved.contains(&p.id) || progress.puzzles_missed.contains(&p.id)
    };
    let target = progress.puzzle_rating.rating.round().max(0.0) as u32;
    let mut near: Vec<&Puzzle> = puzzles
        .iter()
        .filter(|p| filter.admits(p) && !done(p))
        .collect();
    if filter.rating.is_none() {
        near.sort_by_key(|p| p.rating.abs_diff(target));
        let within = near
            .iter()
            .take_while(|p| p.rating.abs_diff(target) <= RATING_WINDOW)
            .count();
        near.truncate(within.max(1));
    }
    if near.is_empty() {
        return None;
    }
    let pick = (seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 33) as usize % near.len();
    Some(near[pick])
}

/// The themes of `puzzles`, each with how many puzzles have it, the most common first.
pub fn themes(puzzles: &[Puzzle]) -> Vec<(String, usize)> {
    let mut counts = std::collections::BTreeMap::<&str, usize>::new();
    for puzzle in puzzles {
        for theme in &puzzle.themes {
            *counts.entry(theme).or_default() += 1;
        }
    }
    let mut themes: Vec<(String, usize)> = counts
        .into_iter()
        .map(|(t, n)| (t.to_string(), n))
        .collect();
    themes.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    themes
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::training::{attempt::Outcome, puzzle::read_csv};

    const SET: &str = "\
PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags
small,6k1/5ppp/8/p7/8/8/8/1R4K1 b - - 0 1,a5a4 b1b8,1450,,,,mateIn1 backRankMate,https://lichess.org/a,
big,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6 d7d8 f7f8,1550,,,,mateIn2,https://lichess.org/b,
hard,6k1/5ppp/8/p7/8/8/8/1R4K1 b - - 0 1,a5a4 b1b8,2400,,,,mateIn1,https://lichess.org/c,
";

    #[test]
    fn filters_by_theme_rating_and_pieces_and_stays_near_the_rating() {
        let puzzles = read_csv(SET).expect("reads");
        let progress = Progress::default();
        let by_pieces = Filter {
            pieces: Some(3..=7),
            ..Filter::default()
        };
        for seed in 0..10 {
            let p = next_puzzle(&puzzles, &by_pieces, &progress, 0, seed).expect("one");
            assert_eq!(p.id, "small", "2400 is too far from 1500");
        }
        let by_theme = Filter {
            theme: Some("mateIn2".into()),
            ..Filter::default()
        };
        assert_eq!(
            next_puzzle(&puzzles, &by_theme, &progress, 0, 3).map(|p| p.id.as_str()),
            Some("big")
        );
        let hard = Filter {
            rating: Some(2000..=2600),
            ..Filter::default()
        };
        assert_eq!(
            next_puzzle(&puzzles, &hard, &progress, 0, 3).map(|p| p.id.as_str()),
            Some("hard")
        );
        assert_eq!(themes(&puzzles)[0], ("mateIn1".to_string(), 2));
    }

    #[test]
    fn a_missed_puzzle_comes_first_when_it_is_due() {
        let puzzles = read_csv(SET).expect("reads");
        let mut progress = Progress::default();
        let missed = Outcome {
            solved: false,
            wrong_tries: 1,
            hints: 0,
            time: Duration::from_secs(20),
        };
        progress.record_puzzle(&puzzles[1], &missed, 1_000);
        let later = 1_000 + 86_400;
        assert_eq!(
            next_puzzle(&puzzles, &Filter::default(), &progress, later, 0).map(|p| p.id.as_str()),
            Some("big")
        );
        // Not yet due: a new one instead.
        assert_eq!(
            next_puzzle(&puzzles, &Filter::default(), &progress, 1_000, 0).map(|p| p.id.as_str()),
            Some("small")
        );
    }
}
