//! What is due, named: "2 exercises are due: puzzle 00sHx, rated 1510; the drill Knight
//! distance." A count alone leaves the player to guess which exercise came back and where to
//! find it; the names say it, the oldest due first, the first few only.

use fluent_bundle::FluentValue;
use shakmaty::Color;

use super::{progress::Progress, repetition::Exercise, say::Voice, shipped};

/// How many due exercises are named; the rest are counted ("and 4 more").
pub const NAMED: usize = 3;

impl Voice<'_> {
    /// What is due at `now`, named: "No exercise is due." or "2 exercises are due: …".
    pub fn due_named(&self, progress: &Progress, now: i64) -> String {
        let due = progress.schedule.due(now);
        if due.is_empty() {
            return self.due(0);
        }
        let mut names: Vec<String> = due
            .iter()
            .take(NAMED)
            .map(|exercise| self.exercise_name(progress, exercise))
            .collect();
        if due.len() > NAMED {
            names.push(self.ui.text_with(
                "train-due-more",
                &[("count", FluentValue::from(due.len() - NAMED))],
            ));
        }
        self.ui.text_with(
            "train-due-named",
            &[
                ("count", FluentValue::from(due.len())),
                ("names", FluentValue::from(names.join("; "))),
            ],
        )
    }

    /// One exercise by its name: a puzzle by its lichess id and rating, a drill by its name, a
    /// retry by the move of the game it comes from.
    fn exercise_name(&self, progress: &Progress, exercise: &Exercise) -> String {
        match exercise {
            Exercise::Puzzle(id) => {
                let rating = shipped::puzzles()
                    .iter()
                    .find(|p| &p.id == id)
                    .map_or(0, |p| p.rating);
                self.ui.text_with(
                    "train-due-puzzle",
                    &[
                        ("id", FluentValue::from(id.as_str())),
                        ("rating", FluentValue::from(rating)),
                    ],
                )
            }
            Exercise::Drill(kind) => self.ui.text_with(
                "train-due-drill",
                &[(
                    "name",
                    FluentValue::from(self.ui.text(&format!("train-drill-{}", kind.as_str()))),
                )],
            ),
            Exercise::Retry(id) => match progress.retries.get(id) {
                Some(moment) => {
                    let color = if moment.ply % 2 == 0 {
                        Color::White
                    } else {
                        Color::Black
                    };
                    self.ui.text_with(
                        "train-due-retry",
                        &[
                            ("number", FluentValue::from(moment.ply / 2 + 1)),
                            ("color", FluentValue::from(color.fold_wb("white", "black"))),
                        ],
                    )
                }
                None => self.ui.text("train-due-retry-gone"),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        training::{drills::DrillKind, repetition::Grade},
        ui_text::{UiLanguage, UiText},
        vocab::{VocabId, Vocabulary},
        words::{Form, Style},
    };

    #[test]
    fn what_is_due_is_named_a_drill_and_a_puzzle_with_the_rest_counted() {
        let voice = Voice {
            vocab: Vocabulary::get(VocabId::Fide),
            ui: UiText::get(UiLanguage::En),
            style: Style {
                form: Form::Short,
                say_pawn: true,
            },
        };
        let mut progress = Progress::default();
        let now = 1_800_000_000;
        assert_eq!(voice.due_named(&progress, now), "No exercise is due.");
        let puzzle = &shipped::puzzles()[0];
        progress
            .schedule
            .review(Exercise::Puzzle(puzzle.id.clone()), Grade::Again, now);
        progress.schedule.review(
            Exercise::Drill(DrillKind::KnightDistance),
            Grade::Again,
            now,
        );
        let later = now + 86_400 * 30;
        let said = voice.due_named(&progress, later);
        assert!(said.starts_with("2 exercises are due: "), "{said}");
        assert!(
            said.contains(&format!("puzzle {}, rated {}", puzzle.id, puzzle.rating)),
            "{said}"
        );
        assert!(said.contains("the drill Knight distance"), "{said}");
        for kind in [
            DrillKind::FindSquare,
            DrillKind::NameSquare,
            DrillKind::Rebuild,
        ] {
            progress
                .schedule
                .review(Exercise::Drill(kind), Grade::Again, now);
        }
        let said = voice.due_named(&progress, later);
        assert!(
            said.starts_with("5 exercises are due: ") && said.contains("and 2 more"),
            "{said}"
        );
        assert!(said.chars().count() <= 600, "{said}");
    }
}
