//! A player's training, as data: the stars of each lesson level, the last 20 scores of each
//! drill, the puzzle rating and the puzzles done, and the repetition schedule. The shell saves
//! it the way games are saved (a whole new file, synced, then renamed over the old one), so a
//! crash loses at most the exercise in hand.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use super::{
    attempt::Outcome,
    drills::DrillKind,
    lessons::StageId,
    mistakes::Moment,
    puzzle::Puzzle,
    rating::Rating,
    repetition::{Exercise, Grade, Schedule, finite_within},
};

/// How many scores of each drill are kept.
pub const DRILL_SCORES_KEPT: usize = 20;

/// One round of a drill.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DrillScore {
    pub right: u32,
    pub asked: u32,
    /// Played against the 30-second clock.
    pub timed: bool,
}

/// The result of a puzzle, for the rating and the record.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzleResult {
    pub before: Rating,
    pub after: Rating,
}

impl PuzzleResult {
    /// The change, rounded as it is said ("up 12").
    pub fn change(&self) -> i64 {
        self.after.rounded() - self.before.rounded()
    }
}

/// Everything the player has done in training.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Progress {
    /// Best stars per stage, one entry per level (0: not yet done).
    pub lessons: BTreeMap<StageId, Vec<u8>>,
    pub drills: BTreeMap<DrillKind, VecDeque<DrillScore>>,
    pub puzzle_rating: Rating,
    pub puzzles_solved: BTreeSet<String>,
    pub puzzles_missed: BTreeSet<String>,
    /// The moments of the player's own games kept for retrying, by their key (`GAME#PLY`).
    pub retries: BTreeMap<String, Moment>,
    pub schedule: Schedule,
}

impl Progress {
    /// Brings every number of a record read from a file into its range, so that a hand-edited
    /// or damaged value is neither said nor computed with as it stands: stars 0 to 3 and no more
    /// levels than a stage has, the last [`DRILL_SCORES_KEPT`] scores of a drill with no more
    /// right than asked, the rating within its band, every card within FSRS's ranges, every
    /// win chance a number within −1 to 1 (what a move lost within 0 to 2).
    pub fn mend(&mut self) {
        for (stage, stars) in &mut self.lessons {
            stars.truncate(stage.levels().len());
            stars.iter_mut().for_each(|s| *s = (*s).min(3));
        }
        for scores in self.drills.values_mut() {
            while scores.len() > DRILL_SCORES_KEPT {
                scores.pop_front();
            }
            scores
                .iter_mut()
                .for_each(|s| s.right = s.right.min(s.asked));
        }
        self.puzzle_rating = self.puzzle_rating.mended();
        for moment in self.retries.values_mut() {
            moment.lost = finite_within(moment.lost, &(0.0..=2.0), 0.0);
            for (_, chance) in &mut moment.answers {
                *chance = finite_within(*chance, &(-1.0..=1.0), 0.0);
            }
        }
        self.schedule.mend();
    }

    /// Keeps the best stars of a level.
    pub fn record_level(&mut self, stage: StageId, level: usize, stars: u8) {
        let levels = self
            .lessons
            .entry(stage)
            .or_insert_with(|| vec![0; stage.levels().len()]);
        if levels.len() <= level {
            levels.resize(level + 1, 0);
        }
        levels[level] = levels[level].max(stars);
    }

    /// The stars of every level of `stage` (0: not yet done).
    pub fn stars(&self, stage: StageId) -> Vec<u8> {
        self.lessons
            .get(&stage)
            .cloned()
            .unwrap_or_else(|| vec![0; stage.levels().len()])
    }

    /// The first stage with a level not yet done, and that level: where "continue" goes.
    pub fn next_level(&self) -> Option<(StageId, usize)> {
        StageId::ALL.into_iter().find_map(|stage| {
            self.stars(stage)
                .iter()
                .position(|&s| s == 0)
                .map(|level| (stage, level))
        })
    }

    /// Adds a drill round, keeping the last [`DRILL_SCORES_KEPT`]; a round with mistakes also
    /// brings the drill back by the schedule.
    pub fn record_drill(&mut self, kind: DrillKind, score: DrillScore, now: i64) {
        let scores = self.drills.entry(kind).or_default();
        scores.push_back(score);
        while scores.len() > DRILL_SCORES_KEPT {
            scores.pop_front();
        }
        let grade = if score.asked == 0 || u64::from(score.right) * 10 < u64::from(score.asked) * 7
        {
            Grade::Again
        } else if score.right < score.asked {
            Grade::Hard
        } else {
            Grade::Good
        };
        self.schedule.review(Exercise::Drill(kind), grade, now);
    }

    /// The last scores of a drill, oldest first.
    pub fn drill_scores(&self, kind: DrillKind) -> Vec<DrillScore> {
        self.drills
            .get(&kind)
            .map(|s| s.iter().copied().collect())
            .unwrap_or_default()
    }

    /// Records a puzzle: the rating moves (a clean solve wins, anything else loses), a miss is
    /// scheduled to come back, and a puzzle that was due is rescheduled by how it went.
    pub fn record_puzzle(&mut self, puzzle: &Puzzle, outcome: &Outcome, now: i64) -> PuzzleResult {
        let before = self.puzzle_rating;
        self.puzzle_rating = before.after(puzzle.rating, puzzle.rating_deviation, outcome.clean());
        if outcome.solved {
            self.puzzles_solved.insert(puzzle.id.clone());
        } else {
            self.puzzles_missed.insert(puzzle.id.clone());
        }
        self.schedule
            .review(Exercise::Puzzle(puzzle.id.clone()), Grade::of(outcome), now);
        PuzzleResult {
            before,
            after: self.puzzle_rating,
        }
    }

    /// Keeps the moments of a game gone over, each due at once (a moment left untried comes
    /// back); a moment already kept stays as it was, its schedule with it. Returns how many
    /// were new.
    pub fn keep_moments(&mut self, moments: Vec<Moment>, now: i64) -> usize {
        let before = self.retries.len();
        for moment in moments {
            self.schedule
                .add_due(Exercise::Retry(moment.id.clone()), now);
            self.retries.entry(moment.id.clone()).or_insert(moment);
        }
        self.retries.len() - before
    }

    /// Records a retry: one that went wrong comes back by the schedule, one that went well
    /// comes back later or not at all.
    pub fn record_retry(&mut self, id: &str, outcome: &Outcome, now: i64) {
        self.schedule
            .review(Exercise::Retry(id.to_string()), Grade::of(outcome), now);
    }

    /// The kept moments due at `now`, the longest overdue first.
    pub fn due_retries(&self, now: i64) -> Vec<&Moment> {
        self.schedule
            .due(now)
            .into_iter()
            .filter_map(|exercise| match exercise {
                Exercise::Retry(id) => self.retries.get(id),
                _ => None,
            })
            .collect()
    }

    /// How many exercises are due at `now`.
    pub fn due_count(&self, now: i64) -> usize {
        self.schedule.due(now).len()
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::training::puzzle::read_csv;

    #[test]
    fn lesson_stars_keep_the_best_and_continue_goes_to_the_first_level_not_done() {
        let mut progress = Progress::default();
        let first = StageId::ALL[0];
        assert_eq!(progress.next_level(), Some((first, 0)));
        progress.record_level(first, 0, 3);
        progress.record_level(first, 0, 1);
        assert_eq!(progress.stars(first)[0], 3);
        assert_eq!(progress.next_level(), Some((first, 1)));
    }

    #[test]
    fn only_the_last_twenty_drill_scores_are_kept() {
        let mut progress = Progress::default();
        for right in 0..25 {
            let score = DrillScore {
                right,
                asked: 25,
                timed: false,
            };
            progress.record_drill(DrillKind::SquareColour, score, 0);
        }
        let scores = progress.drill_scores(DrillKind::SquareColour);
        assert_eq!(scores.len(), DRILL_SCORES_KEPT);
        assert_eq!(scores[0].right, 5);
        assert_eq!(
            progress.due_count(i64::MAX),
            1,
            "a drill with mistakes comes back"
        );
    }

    #[test]
    fn a_retry_gone_wrong_comes_back_and_a_moment_is_kept_once() {
        let moment = Moment {
            id: "game#4".into(),
            fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
            ply: 4,
            played: "g2g4".into(),
            lost: 0.3,
            answers: vec![("e2e4".into(), 0.05), ("g2g4".into(), -0.25)],
            last: None,
        };
        let mut progress = Progress::default();
        let start = 1_800_000_000;
        assert_eq!(progress.keep_moments(vec![moment.clone()], start), 1);
        assert_eq!(progress.keep_moments(vec![moment.clone()], start), 0);
        assert_eq!(
            progress.due_retries(start),
            vec![&moment],
            "due before tried"
        );
        let shown = Outcome {
            solved: false,
            wrong_tries: 1,
            hints: 3,
            time: Duration::from_secs(30),
        };
        progress.record_retry(&moment.id, &shown, start);
        assert!(progress.due_retries(start).is_empty());
        let later = start + 86_400;
        assert_eq!(progress.due_retries(later), vec![&moment]);
        assert_eq!(progress.due_count(later), 1);
    }

    #[test]
    fn a_missed_puzzle_lowers_the_rating_and_comes_back() {
        let puzzle = &read_csv(
            "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags\n\
             t1,6k1/5ppp/8/p7/8/8/8/1R4K1 b - - 0 1,a5a4 b1b8,1500,,,,mateIn1,https://lichess.org/x,\n",
        )
        .expect("reads")[0];
        let mut progress = Progress::default();
        let missed = Outcome {
            solved: false,
            wrong_tries: 2,
            hints: 0,
            time: Duration::from_secs(50),
        };
        let result = progress.record_puzzle(puzzle, &missed, 1_800_000_000);
        assert!(result.change() < 0);
        assert!(progress.puzzles_missed.contains(&puzzle.id));
        assert_eq!(progress.due_count(1_800_000_000 + 86_400), 1);
    }
}
