//! The Learn menu asked as lines, as the terminal asks it (`/learn`): first in two short lines,
//! the choices told by group with their numbers ("2 to 15: drills by ear"); on `/help` the
//! window's menu's choices, in its order and its words, each a numbered line; a number or the
//! first words of a choice pick it, as a number or a value's words choose in the new game's
//! lines.

use crate::{
    keymap::{Command, Learn},
    message::{Arg, Message},
};

/// What a line typed to the Learn choices did.
#[derive(Clone, Debug, PartialEq)]
pub enum Picked {
    /// This training, begun beside the game.
    Learn(Learn),
    /// Back to the game (an empty line, `/cancel`, `/quit`).
    Cancel,
    /// Every choice asked for (`/help`): say [`listed`], and the choices stay open.
    List,
    /// Not a choice: say this, and the choices stay open.
    Refused(Message),
}

/// Where an empty line (or the end of training) goes back to from the Learn list: the game, or
/// the new game's questions when the app opened on them and no game has begun.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Back {
    Game,
    Questions,
}

impl Back {
    /// The `$back` of the messages that say where.
    pub fn arg(self) -> Arg {
        Arg::Select(match self {
            Back::Game => "game",
            Back::Questions => "questions",
        })
    }
}

/// The choices, each one line to say: how to pick, then "1. lessons by doing…", one a line.
pub fn listed(back: Back) -> Vec<Message> {
    let mut lines = vec![Message::Ui("learn-list", vec![("back", back.arg())])];
    lines.extend(
        Learn::all()
            .into_iter()
            .enumerate()
            .map(|(at, learn)| item(at + 1, learn)),
    );
    lines
}

/// The first answer to `/learn`: the choices by group, each with its numbers ("1: lessons by
/// doing…; 2 to 15: drills by ear…"), then how to pick one and that `/help` lists them all.
pub fn summary(back: Back) -> Vec<Message> {
    let all = Learn::all();
    let numbers = |group: fn(&Learn) -> bool| -> Arg {
        let mut at = all.iter().enumerate().filter(|(_, learn)| group(learn));
        let first = at.next().map_or(0, |(n, _)| n + 1);
        match at.next_back().map(|(n, _)| n + 1) {
            // Two numbers are said "16 and 17", more "2 to 15".
            Some(last) => Arg::Message(Box::new(Message::Ui(
                if last == first + 1 {
                    "learn-pair"
                } else {
                    "learn-span"
                },
                vec![
                    ("from", Arg::Number(first as u64)),
                    ("to", Arg::Number(last as u64)),
                ],
            ))),
            None => Arg::Number(first as u64),
        }
    };
    vec![
        Message::Ui(
            "learn-short",
            vec![
                ("lessons", numbers(|l| *l == Learn::Lessons)),
                (
                    "drills",
                    numbers(|l| matches!(l, Learn::Drill(_) | Learn::TimedDrill(_))),
                ),
                (
                    "puzzles",
                    numbers(|l| matches!(l, Learn::Puzzles | Learn::FewPieces)),
                ),
                (
                    "mistakes",
                    numbers(|l| matches!(l, Learn::Mistakes | Learn::GoOver)),
                ),
                ("progress", numbers(|l| *l == Learn::Progress)),
            ],
        ),
        Message::Ui(
            "learn-short-how",
            vec![
                ("count", Arg::Number(all.len() as u64)),
                ("back", back.arg()),
            ],
        ),
    ]
}

/// "16. puzzles, the due ones first".
fn item(n: usize, learn: Learn) -> Message {
    Message::Ui(
        "learn-list-item",
        vec![
            ("n", Arg::Number(n as u64)),
            (
                "label",
                Arg::Message(Box::new(Message::ui(Command::Learn(learn).help_id()))),
            ),
        ],
    )
}

/// Reads one line: a choice's number, or the first words of its name (`words` renders a
/// choice's name in the interface language: "puzzles" for "puzzles, the due ones first"). A
/// whole name's beginning is taken before one of its words ("find" is Find the square, not
/// the timed one).
pub fn pick(text: &str, words: &dyn Fn(&Message) -> String) -> Picked {
    let text = text.trim();
    let all = Learn::all();
    if crate::commands::leaves_the_list(text) {
        return Picked::Cancel;
    }
    if matches!(text, "/help" | "help" | "?") {
        return Picked::List;
    }
    let refused = || {
        Picked::Refused(Message::Ui(
            "learn-not-a-choice",
            vec![
                ("text", Arg::Key(text.to_string())),
                ("count", Arg::Number(all.len() as u64)),
            ],
        ))
    };
    if let Ok(n) = text.parse::<usize>() {
        return match n.checked_sub(1).and_then(|at| all.get(at)) {
            Some(&learn) => Picked::Learn(learn),
            None => refused(),
        };
    }
    let typed = text.to_lowercase();
    let names: Vec<(Learn, String)> = all
        .iter()
        .map(|&learn| {
            let name = words(&Message::ui(Command::Learn(learn).help_id()));
            (learn, name.to_lowercase())
        })
        .collect();
    let whole = names.iter().find(|(_, name)| name.starts_with(&typed));
    let word = || {
        names.iter().find(|(_, name)| {
            name.split(|c: char| !c.is_alphanumeric())
                .any(|w| !w.is_empty() && w.starts_with(&typed))
        })
    };
    match whole.or_else(word) {
        Some(&(learn, _)) => Picked::Learn(learn),
        None => refused(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        training::drills::DrillKind,
        ui_text::{UiLanguage, UiText},
        vocab::{VocabId, Vocabulary},
    };

    fn words_in(language: UiLanguage) -> impl Fn(&Message) -> String {
        move |message: &Message| {
            message.render(Vocabulary::get(VocabId::Fide), UiText::get(language))
        }
    }

    #[test]
    fn the_choices_are_the_learn_menus_numbered_in_every_language() {
        for language in UiLanguage::ALL {
            let words = words_in(language);
            let lines: Vec<String> = listed(Back::Game).iter().map(&words).collect();
            assert_eq!(lines.len(), Learn::all().len() + 1, "{lines:#?}");
            for (at, learn) in Learn::all().into_iter().enumerate() {
                let name = words(&Message::ui(Command::Learn(learn).help_id()));
                assert!(lines[at + 1].starts_with(&(at + 1).to_string()));
                assert!(lines[at + 1].contains(&name), "{lines:#?}");
            }
        }
        let words = words_in(UiLanguage::En);
        assert_eq!(
            words(&listed(Back::Game)[16]),
            "16. puzzles, the due ones first",
            "the window's sixteenth item"
        );
    }

    #[test]
    fn a_number_or_a_names_first_words_pick_and_anything_else_is_told() {
        let words = words_in(UiLanguage::En);
        assert_eq!(pick("16", &words), Picked::Learn(Learn::Puzzles));
        assert_eq!(pick("Puzzles", &words), Picked::Learn(Learn::Puzzles));
        assert_eq!(
            pick("find", &words),
            Picked::Learn(Learn::Drill(DrillKind::FindSquare))
        );
        assert_eq!(pick("progress", &words), Picked::Learn(Learn::Progress));
        assert_eq!(pick("17", &words), Picked::Learn(Learn::FewPieces));
        assert_eq!(pick("", &words), Picked::Cancel);
        assert_eq!(pick("/help", &words), Picked::List);
        assert_eq!(pick("help", &words), Picked::List);
        assert_eq!(pick("/cancel", &words), Picked::Cancel);
        for wrong in ["0", "21", "zebra"] {
            let Picked::Refused(said) = pick(wrong, &words) else {
                panic!("{wrong} is no choice")
            };
            assert!(
                words(&said).starts_with(&format!("\"{wrong}\" is not one of the choices")),
                "{}",
                words(&said)
            );
        }
    }

    /// The first answer is short (issue 38: every first answer at most 600 characters), and
    /// each group's numbers pick a choice of that group.
    #[test]
    fn the_first_answer_tells_the_choices_by_group_in_two_short_lines() {
        for language in UiLanguage::ALL {
            let words = words_in(language);
            let lines: Vec<String> = summary(Back::Game).iter().map(&words).collect();
            let all: usize = lines.iter().map(|l| l.chars().count()).sum();
            assert!(all <= 400, "{language}: {all} characters: {lines:#?}");
            assert!(lines[1].contains("/help"), "{language}: {lines:#?}");
            assert!(!lines.iter().any(|l| l.contains("learn-")), "{lines:#?}");
        }
        let words = words_in(UiLanguage::En);
        let lines: Vec<String> = summary(Back::Game).iter().map(&words).collect();
        assert_eq!(
            lines,
            [
                "Learn: 1, lessons by doing, the next level not yet done; 2 to 15, drills by ear, \
                 each untimed, then timed; 16 and 17, puzzles; 18 and 19, my mistakes and my last \
                 game gone over; 20, my progress.",
                "Type a number or a choice's first words; /help lists all 20 choices, a line \
                 each; an empty line goes back to the game.",
            ]
        );
        assert_eq!(
            pick("15", &words),
            Picked::Learn(Learn::TimedDrill(DrillKind::Rebuild))
        );
        assert_eq!(pick("18", &words), Picked::Learn(Learn::Mistakes));
        let all: Vec<String> = listed(Back::Game).iter().map(&words).collect();
        let long: usize = all.iter().map(|l| l.chars().count()).sum();
        let short: usize = lines.iter().map(|l| l.chars().count()).sum();
        eprintln!(
            "the Learn list: {long} characters in {} lines → {short} in 2",
            all.len()
        );
    }
}
