//! The training record as a file's text: a format version, and what this version does not
//! know kept and written back. A newer Annabella's drill, stage, exercise or field, or one
//! entry this version cannot read, is kept as it was written and saved again beside the rest:
//! nothing of a record is thrown away because one part of it is new or damaged.
//!
//! ```
//! use annabella_core::training::record::Record;
//!
//! let text = r#"{"version": 2, "drills": {"BlindfoldWalk": [{"right": 9}]}, "mood": "keen"}"#;
//! let record = Record::read(text).unwrap();
//! assert_eq!(record.version, 2);
//! assert!(record.progress.drills.is_empty());
//! let written = record.write().unwrap();
//! assert!(written.contains("BlindfoldWalk") && written.contains("keen"));
//! ```

use std::{collections::BTreeMap, fmt};

use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use super::progress::Progress;

/// The format this version writes: 1 (the first with a version; a record without one is 0).
pub const VERSION: u64 = 1;

/// The record's fields this version reads; any other is kept as it is.
const KNOWN: [&str; 7] = [
    "lessons",
    "drills",
    "puzzle_rating",
    "puzzles_solved",
    "puzzles_missed",
    "retries",
    "schedule",
];

/// Fields whose entries are read one by one, an entry not understood kept aside.
const BY_ENTRY: [&str; 3] = ["lessons", "drills", "retries"];

/// A training record read from its text, with what this version did not understand.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Record {
    pub progress: Progress,
    /// The format it was written in (0: before versions).
    pub version: u64,
    /// Parts not understood, written back as they were: top-level fields by name, the
    /// entries of `lessons`, `drills` and `retries` by field and key, and schedule cards.
    unknown: Unknown,
}

#[derive(Clone, Debug, Default, PartialEq)]
struct Unknown {
    fields: Map<String, Value>,
    /// By field, then by key.
    entries: BTreeMap<String, Map<String, Value>>,
    cards: Vec<Value>,
}

/// Why a text is no training record at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Not JSON (cut short, or something else): serde's words, with the line and column.
    NotJson(String),
    /// JSON, but not an object of fields.
    NotAnObject,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::NotJson(detail) => f.write_str(detail),
            RecordError::NotAnObject => f.write_str("not an object of fields"),
        }
    }
}

impl std::error::Error for RecordError {}

impl Record {
    /// A record of `progress`, with nothing unknown.
    pub fn new(progress: Progress) -> Record {
        Record {
            progress,
            version: VERSION,
            unknown: Unknown::default(),
        }
    }

    /// Reads a record: each known field and each entry of it on its own, so that one part not
    /// understood (a newer kind, a damaged entry) is kept and the rest read. The numbers are
    /// mended ([`Progress::mend`]).
    pub fn read(text: &str) -> Result<Record, RecordError> {
        let value: Value =
            serde_json::from_str(text).map_err(|e| RecordError::NotJson(e.to_string()))?;
        let Value::Object(mut fields) = value else {
            return Err(RecordError::NotAnObject);
        };
        let version = fields
            .remove("version")
            .and_then(|v| v.as_u64())
            .unwrap_or(0);
        let mut unknown = Unknown::default();
        let mut known = Map::new();
        for name in KNOWN {
            let Some(value) = fields.remove(name) else {
                continue;
            };
            let value = match (name, value) {
                (name, Value::Object(entries)) if BY_ENTRY.contains(&name) => {
                    Value::Object(understood_entries(name, entries, &mut unknown))
                }
                ("schedule", Value::Object(mut schedule)) => {
                    if let Some(Value::Array(cards)) = schedule.remove("cards") {
                        schedule.insert("cards".into(), understood_cards(cards, &mut unknown));
                    }
                    Value::Object(schedule)
                }
                ("puzzles_solved" | "puzzles_missed", Value::Array(ids)) => {
                    Value::Array(ids.into_iter().filter(Value::is_string).collect())
                }
                (_, value) => value,
            };
            // A known field that still cannot be read is begun afresh.
            if fits::<Progress>(&Value::Object(Map::from_iter([(
                name.into(),
                value.clone(),
            )]))) {
                known.insert(name.into(), value);
            }
        }
        unknown.fields = fields;
        let mut progress: Progress =
            serde_json::from_value(Value::Object(known)).unwrap_or_default();
        progress.mend();
        Ok(Record {
            progress,
            version,
            unknown,
        })
    }

    /// What can be read of a record cut short (a copy or a write stopped half-way, a disk
    /// that lost its end): the text up to the last value it holds whole, its open objects and
    /// arrays closed, read as a record ([`Record::read`]). `None` when not even that can be
    /// read. The last few places a value ends are tried, latest first.
    pub fn recover(text: &str) -> Option<Record> {
        let mut ends: Vec<(usize, String)> = Vec::new();
        let mut open: Vec<char> = Vec::new();
        let (mut in_string, mut escaped) = (false, false);
        let closers = |open: &[char]| -> String {
            open.iter()
                .rev()
                .map(|c| if *c == '{' { '}' } else { ']' })
                .collect()
        };
        for (at, c) in text.char_indices() {
            if in_string {
                match (escaped, c) {
                    (true, _) => escaped = false,
                    (false, '\\') => escaped = true,
                    (false, '"') => in_string = false,
                    _ => {}
                }
                continue;
            }
            match c {
                '"' => in_string = true,
                '{' | '[' => open.push(c),
                '}' | ']' => {
                    open.pop();
                    if !open.is_empty() {
                        ends.push((at + 1, closers(&open)));
                    }
                }
                // A comma follows a whole value: the text before it, closed, is whole too.
                ',' => ends.push((at, closers(&open))),
                _ => {}
            }
        }
        ends.iter()
            .rev()
            .take(16)
            .find_map(|(at, close)| Record::read(&format!("{}{close}", &text[..*at])).ok())
    }

    /// The record's text: this version's fields, the version, and what was not understood
    /// where it was. The numbers are mended before they are written.
    pub fn write(&self) -> Result<String, serde_json::Error> {
        let mut progress = self.progress.clone();
        progress.mend();
        let mut fields = match serde_json::to_value(&progress)? {
            Value::Object(fields) => fields,
            _ => Map::new(),
        };
        for (field, kept) in &self.unknown.entries {
            if let Some(Value::Object(entries)) = fields.get_mut(field) {
                for (key, entry) in kept {
                    entries.entry(key).or_insert_with(|| entry.clone());
                }
            }
        }
        if let Some(Value::Array(cards)) =
            fields.get_mut("schedule").and_then(|s| s.get_mut("cards"))
        {
            cards.extend(self.unknown.cards.iter().cloned());
        }
        for (name, value) in &self.unknown.fields {
            fields.entry(name).or_insert_with(|| value.clone());
        }
        fields.insert("version".into(), Value::from(VERSION.max(self.version)));
        serde_json::to_string_pretty(&Value::Object(fields))
    }

    /// Takes in what another copy wrote (`theirs`) since this one read `base`: each copy's
    /// changes kept ([`merged`]), and the parts `theirs` did not understand that this one
    /// has not.
    pub fn merge_from(&mut self, base: &Progress, theirs: Record) {
        self.progress = merged(base, &self.progress, &theirs.progress);
        for (name, value) in theirs.unknown.fields {
            self.unknown.fields.entry(name).or_insert(value);
        }
        for (field, entries) in theirs.unknown.entries {
            let kept = self.unknown.entries.entry(field).or_default();
            for (key, entry) in entries {
                kept.entry(key).or_insert(entry);
            }
        }
        for card in theirs.unknown.cards {
            if !self.unknown.cards.contains(&card) {
                self.unknown.cards.push(card);
            }
        }
        self.version = self.version.max(theirs.version);
    }

    /// Whether anything of the record was not understood (kept and written back).
    pub fn has_unknown_parts(&self) -> bool {
        self.unknown != Unknown::default()
    }
}

/// The record after two copies each trained on `base`: `ours` and `theirs` (what the other
/// wrote meanwhile) with the changes of both. Stars keep the best; puzzles done and the moments
/// kept are the union; each drill keeps `theirs`' scores and the rounds `ours` added after;
/// the rating takes `theirs` moved by what `ours` moved; each exercise's card is the one
/// reviewed last, and one that a copy took off the schedule stays off unless the other
/// reviewed it since.
pub fn merged(base: &Progress, ours: &Progress, theirs: &Progress) -> Progress {
    if theirs == base {
        return ours.clone();
    }
    if ours == base {
        return theirs.clone();
    }
    let mut merged = theirs.clone();
    for (stage, stars) in &ours.lessons {
        for (level, &star) in stars.iter().enumerate() {
            merged.record_level(*stage, level, star);
        }
    }
    for (kind, scores) in &ours.drills {
        let before = base.drills.get(kind).cloned().unwrap_or_default();
        let added = rounds_added(&before, scores);
        let kept = merged.drills.entry(*kind).or_default();
        kept.extend(added.iter().copied());
        while kept.len() > super::progress::DRILL_SCORES_KEPT {
            kept.pop_front();
        }
    }
    merged
        .puzzles_solved
        .extend(ours.puzzles_solved.iter().cloned());
    merged
        .puzzles_missed
        .extend(ours.puzzles_missed.iter().cloned());
    for (id, moment) in &ours.retries {
        merged
            .retries
            .entry(id.clone())
            .or_insert_with(|| moment.clone());
    }
    if ours.puzzle_rating != base.puzzle_rating {
        let (o, b) = (ours.puzzle_rating, base.puzzle_rating);
        let rating = &mut merged.puzzle_rating;
        rating.rating += o.rating - b.rating;
        rating.deviation = rating.deviation.min(o.deviation);
        rating.volatility = o.volatility;
    }
    merged.schedule.cards = merged_cards(
        &base.schedule.cards,
        &ours.schedule.cards,
        &theirs.schedule.cards,
    );
    merged.mend();
    merged
}

/// The rounds at the end of `now` that `before` did not have: the fewest such that the rest
/// of `now` is how `before` ended (the last 20 are kept, so the oldest may have left).
fn rounds_added(
    before: &std::collections::VecDeque<super::progress::DrillScore>,
    now: &std::collections::VecDeque<super::progress::DrillScore>,
) -> Vec<super::progress::DrillScore> {
    let now: Vec<_> = now.iter().copied().collect();
    let before: Vec<_> = before.iter().copied().collect();
    let added = (0..=now.len())
        .find(|&n| before.ends_with(&now[..now.len() - n]))
        .unwrap_or(now.len());
    now[now.len() - added..].to_vec()
}

/// Each exercise's card after two copies: see [`merged`].
fn merged_cards(
    base: &[super::repetition::Card],
    ours: &[super::repetition::Card],
    theirs: &[super::repetition::Card],
) -> Vec<super::repetition::Card> {
    let find = |cards: &[super::repetition::Card], card: &super::repetition::Card| {
        cards.iter().find(|c| c.exercise == card.exercise).cloned()
    };
    let mut cards = Vec::new();
    for card in theirs {
        let before = find(base, card);
        let kept = match find(ours, card) {
            Some(our) if before.as_ref() == Some(card) => our,
            Some(our) if before.as_ref() == Some(&our) => card.clone(),
            Some(our) if (our.last_review, our.reps) > (card.last_review, card.reps) => our,
            Some(_) => card.clone(),
            // Ours took it off the schedule; it stays off unless theirs reviewed it since.
            None if before.as_ref() == Some(card) => continue,
            None => card.clone(),
        };
        cards.push(kept);
    }
    for card in ours {
        let theirs_has = find(theirs, card).is_some();
        let theirs_took_off = find(base, card).is_some_and(|before| &before == card);
        if !theirs_has && !theirs_took_off {
            cards.push(card.clone());
        }
    }
    cards
}

/// Whether `value` reads as a `T`.
fn fits<T: DeserializeOwned>(value: &Value) -> bool {
    T::deserialize(value).is_ok()
}

/// The entries of `field` that this version reads; the others kept in `unknown`.
fn understood_entries(
    field: &str,
    entries: Map<String, Value>,
    unknown: &mut Unknown,
) -> Map<String, Value> {
    let mut understood = Map::new();
    for (key, entry) in entries {
        let one = Value::Object(Map::from_iter([(
            field.to_string(),
            Value::Object(Map::from_iter([(key.clone(), entry.clone())])),
        )]));
        if fits::<Progress>(&one) {
            understood.insert(key, entry);
        } else {
            unknown
                .entries
                .entry(field.to_string())
                .or_default()
                .insert(key, entry);
        }
    }
    understood
}

/// The schedule's cards that this version reads; the others kept in `unknown`.
fn understood_cards(cards: Vec<Value>, unknown: &mut Unknown) -> Value {
    let (understood, kept): (Vec<Value>, Vec<Value>) =
        cards.into_iter().partition(fits::<super::repetition::Card>);
    unknown.cards.extend(kept);
    Value::Array(understood)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::training::{drills::DrillKind, progress::DrillScore};

    #[test]
    fn a_newer_records_kinds_and_fields_are_kept_and_written_back() {
        let text = r#"{
            "version": 7,
            "lessons": {"Rook": [3], "Gliding": [2, 2]},
            "drills": {
                "NameSquare": [{"right": 9, "asked": 10, "timed": false}],
                "BlindfoldWalk": [{"right": 3, "asked": 4, "timed": true, "steps": 12}]
            },
            "schedule": {"cards": [{"exercise": {"Opening": "Ruy"}, "due": 5}]},
            "mood": {"today": "keen"}
        }"#;
        let mut record = Record::read(text).expect("read");
        assert_eq!(record.version, 7);
        assert!(record.has_unknown_parts());
        assert_eq!(
            record
                .progress
                .stars(crate::training::lessons::StageId::Rook)[0],
            3
        );
        assert_eq!(record.progress.drill_scores(DrillKind::NameSquare).len(), 1);
        record.progress.record_drill(
            DrillKind::NameSquare,
            DrillScore {
                right: 10,
                asked: 10,
                timed: false,
            },
            1_800_000_000,
        );
        let again = Record::read(&record.write().expect("written")).expect("read again");
        assert_eq!(again.version, 7, "a newer version is not written as older");
        assert_eq!(again.unknown, record.unknown);
        assert_eq!(again.progress, record.progress);
    }

    #[test]
    fn a_damaged_part_is_begun_afresh_and_the_rest_is_read() {
        // The rating as a NaN was written (`null`) before the numbers were kept in range.
        let text = r#"{
            "puzzle_rating": {"rating": null, "deviation": 80.0, "volatility": 0.06},
            "puzzles_solved": ["a", 7, "b"],
            "lessons": {"Rook": "three"},
            "drills": {"NameSquare": [{"right": 9, "asked": 10, "timed": false}]}
        }"#;
        let record = Record::read(text).expect("read");
        assert_eq!(record.progress.puzzle_rating.rounded(), 1500);
        assert_eq!(record.progress.puzzles_solved.len(), 2);
        assert_eq!(record.progress.drill_scores(DrillKind::NameSquare).len(), 1);
        assert!(record.write().expect("written").contains("three"), "kept");
    }

    #[test]
    fn two_copies_changes_are_both_kept() {
        let score = |right| DrillScore {
            right,
            asked: 10,
            timed: false,
        };
        let mut base = Progress::default();
        base.record_drill(DrillKind::NameSquare, score(5), 1_800_000_000);
        let (mut ours, mut theirs) = (base.clone(), base.clone());
        ours.record_drill(DrillKind::NameSquare, score(6), 1_800_000_600);
        ours.record_level(crate::training::lessons::StageId::Rook, 0, 2);
        theirs.record_drill(DrillKind::NameSquare, score(7), 1_800_000_300);
        theirs.record_drill(DrillKind::KnightDistance, score(3), 1_800_000_300);
        theirs.puzzles_solved.insert("p1".into());
        let both = merged(&base, &ours, &theirs);
        let rights: Vec<u32> = both
            .drill_scores(DrillKind::NameSquare)
            .iter()
            .map(|s| s.right)
            .collect();
        assert_eq!(rights, [5, 7, 6]);
        assert_eq!(both.drill_scores(DrillKind::KnightDistance).len(), 1);
        assert_eq!(both.stars(crate::training::lessons::StageId::Rook)[0], 2);
        assert!(both.puzzles_solved.contains("p1"));
        let card = |p: &Progress, kind| {
            p.schedule
                .due_at(&crate::training::repetition::Exercise::Drill(kind))
        };
        assert_eq!(
            card(&both, DrillKind::NameSquare),
            card(&ours, DrillKind::NameSquare)
        );
        assert!(card(&both, DrillKind::KnightDistance).is_some());
        assert_eq!(merged(&base, &ours, &base), ours);
        assert_eq!(merged(&base, &base, &theirs), theirs);
    }

    /// Cut anywhere in its second half, a record gives back every part written whole before
    /// the cut; cut near its end, everything but the last entry.
    #[test]
    fn a_record_cut_short_gives_back_what_it_holds_whole() {
        let score = |right| DrillScore {
            right,
            asked: 10,
            timed: false,
        };
        let mut progress = Progress::default();
        progress.record_level(crate::training::lessons::StageId::Rook, 0, 3);
        for (i, kind) in [DrillKind::NameSquare, DrillKind::KnightDistance]
            .into_iter()
            .enumerate()
        {
            for round in 0..5 {
                progress.record_drill(kind, score(round + 5), 1_800_000_000 + 600 * i as i64);
            }
        }
        progress
            .puzzles_solved
            .extend(["p1".to_string(), "p2".to_string()]);
        let text = Record::new(progress.clone()).write().expect("written");
        let mut recovered = 0;
        for cut in (text.len() / 2..text.len() - 1).filter(|&n| text.is_char_boundary(n)) {
            let Some(record) = Record::recover(&text[..cut]) else {
                panic!(
                    "nothing recovered at {cut} of {}: {}",
                    text.len(),
                    &text[..cut]
                );
            };
            recovered += 1;
            assert!(
                record
                    .progress
                    .puzzles_solved
                    .is_subset(&progress.puzzles_solved)
            );
            assert!(
                record.progress.drill_scores(DrillKind::NameSquare).len()
                    <= progress.drill_scores(DrillKind::NameSquare).len()
            );
        }
        assert!(recovered > 100, "{recovered} cuts tried");
        let near_the_end = Record::recover(&text[..text.len() - 3]).expect("recovered");
        assert_eq!(
            near_the_end
                .progress
                .stars(crate::training::lessons::StageId::Rook),
            progress.stars(crate::training::lessons::StageId::Rook)
        );
        // Cut before any value ended, or no JSON at all: nothing to give back.
        for nothing in ["{\"lessons\": {\"Ro", "{", "not json at all"] {
            assert!(Record::recover(nothing).is_none(), "{nothing}");
        }
    }

    #[test]
    fn text_that_is_no_record_says_why() {
        assert!(matches!(
            Record::read("{\"lessons\": {\"Rook\": [3, "),
            Err(RecordError::NotJson(e)) if e.contains("line 1")
        ));
        assert_eq!(Record::read("[1, 2]"), Err(RecordError::NotAnObject));
    }
}
