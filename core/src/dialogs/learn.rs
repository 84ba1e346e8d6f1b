//! The Learn menu asked as lines, as the terminal asks it (`/learn`): the window's menu's
//! choices, in its order and its words, each a numbered line; a number or the first words of a
//! choice pick it, as a number or a value's words choose in the new game's lines.

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
    /// Not a choice: say this, and the choices stay open.
    Refused(Message),
}

/// The choices, each one line to say: how to pick, then "1. lessons by doing…", one a line.
pub fn listed() -> Vec<Message> {
    let mut lines = vec![Message::ui("learn-list")];
    lines.extend(
        Learn::all()
            .into_iter()
            .enumerate()
            .map(|(at, learn)| item(at + 1, learn)),
    );
    lines
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
            let lines: Vec<String> = listed().iter().map(&words).collect();
            assert_eq!(lines.len(), Learn::all().len() + 1, "{lines:#?}");
            for (at, learn) in Learn::all().into_iter().enumerate() {
                let name = words(&Message::ui(Command::Learn(learn).help_id()));
                assert!(lines[at + 1].starts_with(&(at + 1).to_string()));
                assert!(lines[at + 1].contains(&name), "{lines:#?}");
            }
        }
        let words = words_in(UiLanguage::En);
        assert_eq!(
            words(&listed()[16]),
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
}
