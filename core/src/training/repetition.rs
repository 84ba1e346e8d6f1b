//! Spaced repetition over what the player missed — puzzles, retries from their own games,
//! drills — with FSRS (the `rs-fsrs` crate) at a desired retention of 0.9: an exercise comes
//! back just before it would likely be forgotten. Wrong or shown is "again", a hint "hard",
//! solved "good", solved fast "easy".
//!
//! Time comes in as seconds since 1970 (the shell reads the clock); nothing here reads it.
//!
//! Every card's numbers are kept in FSRS's own ranges ([`Card::mend`]): stability within
//! [`STABILITY`] and difficulty within [`DIFFICULTY`] as the reference implementations clamp
//! them (`rs-fsrs` clamps the difficulty but lets a short-term review shrink the stability to
//! 0, and then NaN), the counters short of overflowing in the scheduler, the last review never
//! after now — before each review, after it, and on every card read from a file.

use std::ops::RangeInclusive;

use chrono::{DateTime, Utc};
use rs_fsrs::{FSRS, Parameters, Rating as Grade4, Seed, State};

use super::{attempt::Outcome, drills::DrillKind};

/// The desired retention: the chance of remembering an exercise when it comes due.
pub const RETENTION: f64 = 0.9;
/// Solved at once, with no hint, within this many seconds: "easy".
pub const FAST_SECONDS: u64 = 15;
/// A card's stability in days, as FSRS's reference implementations keep it (`S_MIN`,
/// `S_MAX` of fsrs-rs and ts-fsrs): without the floor, mistakes halve it to 0 and then NaN.
pub const STABILITY: RangeInclusive<f64> = 0.01..=36_500.0;
/// A card's difficulty, as FSRS clamps it.
pub const DIFFICULTY: RangeInclusive<f64> = 1.0..=10.0;
/// The most reviews or lapses counted: the scheduler adds one to each, in an `i32`.
pub const COUNT_MAX: i32 = i32::MAX - 1;
/// The longest interval, in days (FSRS's `maximum_interval`, a hundred years).
const DAYS_MAX: i64 = 36_500;

/// A number as it was written, or NaN where it was written as `null` (how serde writes a
/// NaN), for [`finite_within`] to mend: a record damaged so is read, not set aside.
pub fn number_or_nan<'de, D: serde::Deserializer<'de>>(number: D) -> Result<f64, D::Error> {
    use serde::Deserialize;
    Ok(Option::<f64>::deserialize(number)?.unwrap_or(f64::NAN))
}

/// `value` within `range`; a value that is not a number is `otherwise`.
pub fn finite_within(value: f64, range: &RangeInclusive<f64>, otherwise: f64) -> f64 {
    if value.is_nan() {
        otherwise
    } else {
        value.clamp(*range.start(), *range.end())
    }
}

/// How well an exercise was remembered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Grade {
    Again,
    Hard,
    Good,
    Easy,
}

impl Grade {
    /// A puzzle's or a retry's grade: not solved or the move shown is "again", a hint or a
    /// wrong try "hard", solved "good", solved cleanly within [`FAST_SECONDS`] "easy".
    pub fn of(outcome: &Outcome) -> Grade {
        if !outcome.solved || outcome.hints >= 3 {
            Grade::Again
        } else if outcome.hints > 0 || outcome.wrong_tries > 0 {
            Grade::Hard
        } else if outcome.time.as_secs() < FAST_SECONDS {
            Grade::Easy
        } else {
            Grade::Good
        }
    }

    fn fsrs(self) -> Grade4 {
        match self {
            Grade::Again => Grade4::Again,
            Grade::Hard => Grade4::Hard,
            Grade::Good => Grade4::Good,
            Grade::Easy => Grade4::Easy,
        }
    }
}

/// What can come back for practice.
#[derive(
    Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Exercise {
    /// A shipped puzzle, by its lichess id.
    Puzzle(String),
    /// A moment of one of the player's games: "find a better move" (the review's key).
    Retry(String),
    /// A board-vision drill.
    Drill(DrillKind),
}

/// FSRS's memory of one exercise, kept as plain numbers so the progress file is readable.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Card {
    pub exercise: Exercise,
    /// When it is due, in seconds since 1970.
    pub due: i64,
    pub last_review: i64,
    #[serde(deserialize_with = "number_or_nan")]
    pub stability: f64,
    #[serde(deserialize_with = "number_or_nan")]
    pub difficulty: f64,
    pub elapsed_days: i64,
    pub scheduled_days: i64,
    pub reps: i32,
    pub lapses: i32,
    /// 0 new, 1 learning, 2 review, 3 relearning (FSRS's states).
    pub state: u8,
}

impl Card {
    fn new(exercise: Exercise, now: i64) -> Card {
        Card {
            exercise,
            due: now,
            last_review: now,
            stability: 0.0,
            difficulty: 0.0,
            elapsed_days: 0,
            scheduled_days: 0,
            reps: 0,
            lapses: 0,
            state: 0,
        }
    }

    /// Brings every number into its range: stability and difficulty (a value that is not a
    /// number is taken as the least stable, the middle difficulty), the counters and the days
    /// short of overflowing.
    pub fn mend(&mut self) {
        // A card never reviewed has no stability yet: FSRS gives it one at its first review.
        if self.state != 0 || self.stability != 0.0 {
            self.stability = finite_within(self.stability, &STABILITY, *STABILITY.start());
        }
        if self.state != 0 || self.difficulty != 0.0 {
            self.difficulty = finite_within(self.difficulty, &DIFFICULTY, 5.0);
        }
        self.reps = self.reps.clamp(0, COUNT_MAX);
        self.lapses = self.lapses.clamp(0, COUNT_MAX);
        self.elapsed_days = self.elapsed_days.clamp(0, DAYS_MAX);
        self.scheduled_days = self.scheduled_days.clamp(0, DAYS_MAX);
        if self.state > 3 {
            self.state = 0;
        }
    }

    fn to_fsrs(&self) -> rs_fsrs::Card {
        rs_fsrs::Card {
            due: time(self.due),
            last_review: time(self.last_review),
            stability: self.stability,
            difficulty: self.difficulty,
            elapsed_days: self.elapsed_days,
            scheduled_days: self.scheduled_days,
            reps: self.reps,
            lapses: self.lapses,
            state: match self.state {
                1 => State::Learning,
                2 => State::Review,
                3 => State::Relearning,
                _ => State::New,
            },
        }
    }

    fn take(&mut self, card: &rs_fsrs::Card) {
        self.due = card.due.timestamp();
        self.last_review = card.last_review.timestamp();
        self.stability = card.stability;
        self.difficulty = card.difficulty;
        self.elapsed_days = card.elapsed_days;
        self.scheduled_days = card.scheduled_days;
        self.reps = card.reps;
        self.lapses = card.lapses;
        self.state = card.state as u8;
    }
}

/// The time FSRS is given: within 1970 to the end of 9999, so that a hundred years added to
/// it stays a date (chrono panics past its range).
fn time(seconds: i64) -> DateTime<Utc> {
    const LAST: i64 = 253_402_300_799;
    DateTime::from_timestamp(seconds.clamp(0, LAST), 0).unwrap_or_default()
}

/// Every exercise that comes back, with its memory.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Schedule {
    pub cards: Vec<Card>,
}

impl Schedule {
    fn scheduler() -> FSRS {
        FSRS::new(PARAMETERS)
    }

    /// Records a review of `exercise` at `now`. An exercise not yet scheduled is added only
    /// when it went wrong, and one added untried leaves when it goes well the first time:
    /// what the player knows needs no repeating.
    pub fn review(&mut self, exercise: Exercise, grade: Grade, now: i64) {
        let index = match self.cards.iter().position(|c| c.exercise == exercise) {
            Some(index) => index,
            None if grade == Grade::Again || grade == Grade::Hard => {
                self.cards.push(Card::new(exercise, now));
                self.cards.len() - 1
            }
            None => return,
        };
        let card = &mut self.cards[index];
        card.mend();
        // A clock set back: the last review is taken as now, not in the future (FSRS's
        // forgetting curve of a negative time is not a number).
        card.last_review = card.last_review.min(now);
        if card.reps == 0 && (grade == Grade::Good || grade == Grade::Easy) {
            // Added before it was ever tried, and known at the first try: as with a puzzle
            // solved at once, nothing to repeat.
            self.cards.remove(index);
            return;
        }
        let next = Schedule::scheduler().next(card.to_fsrs(), time(now), grade.fsrs());
        card.take(&next.card);
        card.mend();
    }

    /// Every card's numbers brought into their ranges (a record read from a file).
    pub fn mend(&mut self) {
        self.cards.iter_mut().for_each(Card::mend);
    }

    /// Adds an exercise that is due at once, before it was ever tried (a moment found in one of
    /// the player's games); one already scheduled keeps its schedule.
    pub fn add_due(&mut self, exercise: Exercise, now: i64) {
        if !self.cards.iter().any(|c| c.exercise == exercise) {
            self.cards.push(Card::new(exercise, now));
        }
    }

    /// The exercises due at `now`, the longest overdue first.
    pub fn due(&self, now: i64) -> Vec<&Exercise> {
        let mut due: Vec<&Card> = self.cards.iter().filter(|c| c.due <= now).collect();
        due.sort_by_key(|c| c.due);
        due.into_iter().map(|c| &c.exercise).collect()
    }

    /// When `exercise` comes back, if it is scheduled.
    pub fn due_at(&self, exercise: &Exercise) -> Option<i64> {
        self.cards
            .iter()
            .find(|c| &c.exercise == exercise)
            .map(|c| c.due)
    }
}

/// FSRS-5's published default weights and limits, at our retention, with no fuzz. Written
/// out because `Parameters::default()` seeds its fuzz from the wall clock.
const PARAMETERS: Parameters = Parameters {
    request_retention: RETENTION,
    maximum_interval: 36_500,
    w: [
        0.4072, 1.1829, 3.1262, 15.4722, 7.2102, 0.5316, 1.0651, 0.0234, 1.616, 0.1544, 1.0824,
        1.9813, 0.0953, 0.2975, 2.2042, 0.2407, 2.9466, 0.5034, 0.6567,
    ],
    decay: Parameters::DECAY,
    factor: Parameters::FACTOR,
    enable_short_term: true,
    enable_fuzz: false,
    seed: Seed::Empty,
};

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    const DAY: i64 = 86_400;
    const START: i64 = 1_800_000_000;

    fn outcome(solved: bool, wrong: u32, hints: u8, seconds: u64) -> Outcome {
        Outcome {
            solved,
            wrong_tries: wrong,
            hints,
            time: Duration::from_secs(seconds),
        }
    }

    #[test]
    fn grades_follow_how_the_puzzle_went() {
        assert_eq!(Grade::of(&outcome(false, 2, 0, 60)), Grade::Again);
        assert_eq!(Grade::of(&outcome(true, 0, 3, 60)), Grade::Again);
        assert_eq!(Grade::of(&outcome(true, 0, 1, 60)), Grade::Hard);
        assert_eq!(Grade::of(&outcome(true, 1, 0, 60)), Grade::Hard);
        assert_eq!(Grade::of(&outcome(true, 0, 0, 40)), Grade::Good);
        assert_eq!(Grade::of(&outcome(true, 0, 0, 8)), Grade::Easy);
    }

    #[test]
    fn a_missed_puzzle_comes_back_soon_and_a_remembered_one_ever_later() {
        let mut schedule = Schedule::default();
        let missed = Exercise::Puzzle("00sHx".into());
        schedule.review(Exercise::Puzzle("known".into()), Grade::Good, START);
        assert!(
            schedule.cards.is_empty(),
            "a puzzle solved at once is not repeated"
        );
        schedule.review(missed.clone(), Grade::Again, START);
        let first = schedule.due_at(&missed).expect("scheduled");
        assert!(
            first > START && first < START + DAY,
            "again: within the day"
        );
        assert_eq!(schedule.due(START), Vec::<&Exercise>::new());
        assert_eq!(schedule.due(first), vec![&missed]);

        let mut now = first;
        let mut gaps = Vec::new();
        for _ in 0..4 {
            schedule.review(missed.clone(), Grade::Good, now);
            let next = schedule.due_at(&missed).expect("scheduled");
            gaps.push(next - now);
            now = next;
        }
        assert!(gaps.windows(2).all(|w| w[1] >= w[0]), "{gaps:?}");
        assert!(gaps[3] >= 3 * DAY, "{gaps:?}");
    }

    #[test]
    fn an_exercise_added_untried_is_due_and_leaves_when_known_at_the_first_try() {
        let mut schedule = Schedule::default();
        let (known, hard) = (Exercise::Retry("g#1".into()), Exercise::Retry("g#3".into()));
        schedule.add_due(known.clone(), START);
        schedule.add_due(hard.clone(), START);
        schedule.add_due(hard.clone(), START + 5);
        assert_eq!(schedule.due(START), vec![&known, &hard]);
        schedule.review(known.clone(), Grade::Good, START + 10);
        schedule.review(hard.clone(), Grade::Hard, START + 10);
        assert_eq!(schedule.due_at(&known), None);
        assert!(schedule.due_at(&hard).is_some_and(|due| due > START + 10));
    }
}
