//! A form asked a line at a time, as the terminal asks it: the field in hand is said with its
//! value; a typed line answers it and the next field is asked. The window's keys have a line
//! each here: a number or a value's first words choose (as a digit or Up and Down do), `/next`
//! and `/back` go from field to field (Tab, Shift+Tab), an empty line starts (Enter), `/cancel`
//! closes (Escape), `/help` lists the values of the question in hand, a line each, and `/quit`
//! leaves. The same forms, the same words: only the way of answering differs.

use super::form::{Form, Kind};
use crate::commands::Question;
use crate::message::{Arg, Message};

/// A form and the field in hand.
#[derive(Clone, Debug)]
pub struct LineForm<F: Form> {
    pub form: F,
    at: usize,
}

/// What a line did.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// Say this (the field's new value, then the next field asked).
    Say(Message),
    /// Start with the choices made (an empty line, or the last field answered).
    Start,
    /// Close the form; nothing changes.
    Cancel,
    /// Say these, a line each (the question's values listed, for a screen reader to step
    /// through).
    Lines(Vec<Message>),
    /// The player leaves the app (`/quit`).
    Quit,
}

impl<F: Form + Clone> LineForm<F> {
    pub fn new(form: F) -> LineForm<F> {
        LineForm { form, at: 0 }
    }

    /// The field in hand (the fields shown change with the values: it stays within them).
    pub fn field(&self) -> Option<F::Field> {
        let fields = self.form.fields();
        fields
            .get(self.at.min(fields.len().saturating_sub(1)))
            .copied()
    }

    /// Puts `field` in hand (the one a refusal names), where it is shown.
    pub fn focus(&mut self, field: F::Field) {
        if let Some(at) = self.form.fields().iter().position(|&f| f == field) {
            self.at = at;
        }
    }

    /// The field in hand said as it is asked, with how to answer it.
    pub fn asked(&self) -> Message {
        match self.field() {
            Some(field) => {
                Message::Joined(vec![self.form.focused(field), Message::ui("form-line-how")])
            }
            None => Message::ui("form-line-how"),
        }
    }

    /// The first question, asked when the app opens on it with no game begun: how to answer,
    /// that `/help` lists the values, that lessons are a line away, and how to leave.
    pub fn asked_first(&self) -> Message {
        match self.field() {
            Some(field) => Message::Joined(vec![
                self.form.focused(field),
                Message::ui("form-line-how-first"),
            ]),
            None => Message::ui("form-line-how-first"),
        }
    }

    /// Reads one typed line; `value_words` renders a choice's value, so that a value can be
    /// typed by its first words ("friend" for "a friend at this computer").
    pub fn line(&mut self, text: &str, value_words: &dyn Fn(&Message) -> String) -> Answer {
        let text = text.trim();
        let Some(field) = self.field() else {
            return Answer::Start;
        };
        // A word without its slash ("help") is a name where a name is asked for.
        let a_value = matches!(self.form.kind(field), Kind::Text)
            && !text.is_empty()
            && !text.starts_with('/')
            && text != "?";
        match crate::commands::question(text).filter(|_| !a_value) {
            Some(Question::Start) => Answer::Start,
            Some(Question::Cancel) => Answer::Cancel,
            Some(Question::Quit) => Answer::Quit,
            Some(Question::Next) => self.go(1, None),
            Some(Question::Back) => self.go(-1, None),
            Some(Question::Help) => self.help(field),
            None => match self.form.kind(field) {
                Kind::Text => {
                    self.form.set_text(field, text);
                    let said = self.form.focused(field);
                    self.go(1, Some(said))
                }
                Kind::Choice { count, .. } => {
                    let chosen = match text.parse::<usize>() {
                        Ok(n) if (1..=count).contains(&n) => self.form.choose(field, n),
                        Ok(_) => None,
                        Err(_) => self.choose_by_words(field, count, text, value_words),
                    };
                    match chosen {
                        Some(said) => self.go(1, Some(said)),
                        None => Answer::Say(Message::Joined(vec![
                            Message::Ui(
                                "form-line-not-a-value",
                                vec![
                                    ("text", Arg::Key(text.to_string())),
                                    ("count", Arg::Number(count as u64)),
                                ],
                            ),
                            self.form.focused(field),
                        ])),
                    }
                }
            },
        }
    }

    /// The question in hand, then each of its values on a line of its own ("2. a friend at
    /// this computer"), then how to answer: a text field has no values, and is asked again.
    fn help(&self, field: F::Field) -> Answer {
        let Kind::Choice { count, .. } = self.form.kind(field) else {
            return Answer::Say(self.asked());
        };
        let mut lines = vec![self.form.focused(field)];
        let mut form = self.form.clone();
        for n in 1..=count {
            form.set_index(field, n - 1);
            lines.push(Message::Ui(
                "form-line-value",
                vec![
                    ("n", Arg::Number(n as u64)),
                    ("value", Arg::Message(Box::new(form.value(field)))),
                ],
            ));
        }
        lines.push(Message::ui("form-line-how"));
        Answer::Lines(lines)
    }

    /// Moves `by` fields and asks the field reached; past the last field, starts.
    fn go(&mut self, by: isize, said: Option<Message>) -> Answer {
        let count = self.form.fields().len();
        let to = self.at as isize + by;
        if to >= count as isize {
            return Answer::Start;
        }
        self.at = to.max(0) as usize;
        let asked = self
            .field()
            .map(|field| self.form.focused(field))
            .unwrap_or_else(|| Message::ui("form-line-how"));
        Answer::Say(match said {
            Some(said) => Message::Joined(vec![said, asked]),
            None => asked,
        })
    }

    /// The first value whose words begin with `text` (case and accents as typed).
    fn choose_by_words(
        &mut self,
        field: F::Field,
        count: usize,
        text: &str,
        value_words: &dyn Fn(&Message) -> String,
    ) -> Option<Message> {
        let Kind::Choice { index: was, .. } = self.form.kind(field) else {
            return None;
        };
        let typed = text.to_lowercase();
        for n in 1..=count {
            self.form.set_index(field, n - 1);
            let words = value_words(&self.form.value(field)).to_lowercase();
            if words.starts_with(&typed) || words.split_whitespace().any(|w| w.starts_with(&typed))
            {
                return Some(self.form.changed(field));
            }
        }
        self.form.set_index(field, was);
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        dialogs::new_game::{Field, NewGame, Opponent},
        ui_text::{UiLanguage, UiText},
        vocab::{VocabId, Vocabulary},
    };

    fn words(message: &Message) -> String {
        message.render(Vocabulary::get(VocabId::Fide), UiText::get(UiLanguage::En))
    }

    #[test]
    fn level_two_against_the_computer_in_four_lines() {
        let mut form = LineForm::new(NewGame::default());
        assert_eq!(form.field(), Some(Field::Opponent));
        let asked = words(&form.asked());
        assert!(
            asked.starts_with("Opponent: the computer, 1 of 5"),
            "{asked}"
        );
        let Answer::Say(next) = form.line("/next", &words) else {
            panic!("asks the next field")
        };
        assert!(words(&next).starts_with("Level:"), "{}", words(&next));
        let Answer::Say(chosen) = form.line("2", &words) else {
            panic!("chooses")
        };
        let said = words(&chosen);
        assert!(
            said.contains("2 of 10") && said.contains("Engine"),
            "{said}"
        );
        assert_eq!(form.form.level, 2);
        assert_eq!(form.line("", &words), Answer::Start);
    }

    #[test]
    fn a_value_is_chosen_by_its_words_and_a_wrong_one_is_told_with_the_field_again() {
        let mut form = LineForm::new(NewGame::default());
        assert!(matches!(form.line("friend", &words), Answer::Say(_)));
        assert_eq!(form.form.opponent, Opponent::Friend);
        form.line("/back", &words);
        let Answer::Say(refused) = form.line("9", &words) else {
            panic!("refused in words")
        };
        let said = words(&refused);
        assert!(
            said.starts_with("\"9\" is not one of the values") && said.contains("Opponent:"),
            "{said}"
        );
        assert_eq!(form.form.opponent, Opponent::Friend);
        assert_eq!(form.line("/cancel", &words), Answer::Cancel);
    }

    #[test]
    fn help_lists_the_values_a_line_each_and_quit_leaves() {
        let mut form = LineForm::new(NewGame::default());
        let Answer::Lines(lines) = form.line("/help", &words) else {
            panic!("the values listed")
        };
        let lines: Vec<String> = lines.iter().map(words).collect();
        assert_eq!(lines.len(), 7, "{lines:#?}");
        assert_eq!(lines[2], "2. a friend at this computer");
        assert_eq!(form.form.opponent, Opponent::Computer, "nothing chosen");
        assert_eq!(form.line("/quit", &words), Answer::Quit);
        form.line("/next", &words);
        form.line("/next", &words);
        form.line("/next", &words);
        form.line("/next", &words);
        // A name can be "help": the word without its slash is a value there.
        assert!(matches!(form.line("help", &words), Answer::Say(_)));
        assert_eq!(form.form.white_name, "help");
    }
}
