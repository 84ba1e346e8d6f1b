//! What the window's dialogs have in common: fields that are a choice among a few values (Up and
//! Down step through them) or a line of text, each said as it is focused ("Opponent: the
//! computer, 1 of 4") and as it changes ("a friend at this computer, 2 of 4"), in the interface
//! language. The new-game dialog and the settings dialog are forms; the window draws any form
//! the same way.

use std::{fmt::Debug, hash::Hash};

use crate::message::{Arg, Message};

/// Whether a field is a choice (and where it stands) or a line of text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The value `index` (from 0) of `count`.
    Choice {
        index: usize,
        count: usize,
    },
    Text,
}

/// A dialog's fields and their values.
pub trait Form {
    type Field: Copy + Eq + Hash + Debug + Send + 'static;

    /// The fields shown, in the order Tab reaches them.
    fn fields(&self) -> Vec<Self::Field>;

    /// A choice field's place among its values, or a text field.
    fn kind(&self, field: Self::Field) -> Kind;

    /// The field's label.
    fn label(&self, field: Self::Field) -> Message;

    /// A choice field's value in words.
    fn value(&self, field: Self::Field) -> Message;

    /// A text field's text (a choice field has none).
    fn text(&self, field: Self::Field) -> String;

    /// Sets a text field's text (a choice field is left alone).
    fn set_text(&mut self, field: Self::Field, text: &str);

    /// Sets a choice field to its value `index` (a text field is left alone).
    fn set_index(&mut self, field: Self::Field, index: usize);

    /// Steps a choice field `by` values (wrapping around) and says the new value with its
    /// place. A text field is left alone and said as it is.
    fn step(&mut self, field: Self::Field, by: i32) -> Message {
        let Kind::Choice { index, count } = self.kind(field) else {
            return self.focused(field);
        };
        let to = (index as i64 + i64::from(by)).rem_euclid(count.max(1) as i64) as usize;
        self.set_index(field, to);
        self.changed(field)
    }

    /// Chooses a choice field's value number `n` (from 1; 0 for the tenth), as a digit typed
    /// on it chooses: level 2 in one key. `None` where the field has no such value.
    fn choose(&mut self, field: Self::Field, n: usize) -> Option<Message> {
        let Kind::Choice { count, .. } = self.kind(field) else {
            return None;
        };
        let n = if n == 0 { 10 } else { n };
        if n > count {
            return None;
        }
        self.set_index(field, n - 1);
        Some(self.changed(field))
    }

    /// A choice field's value just changed, with its place: "level 2, novice, 2 of 10".
    fn changed(&self, field: Self::Field) -> Message {
        match self.kind(field) {
            Kind::Choice { index, count } => Message::Ui(
                "newgame-changed",
                vec![
                    ("value", Arg::Message(Box::new(self.value(field)))),
                    ("n", Arg::Number(index as u64 + 1)),
                    ("count", Arg::Number(count as u64)),
                ],
            ),
            Kind::Text => self.focused(field),
        }
    }

    /// What is said when a field gets the focus: its label, its value and, for a choice, its
    /// place among the values.
    fn focused(&self, field: Self::Field) -> Message {
        let label = Arg::Message(Box::new(self.label(field)));
        match self.kind(field) {
            Kind::Choice { index, count } => Message::Ui(
                "newgame-choice",
                vec![
                    ("label", label),
                    ("value", Arg::Message(Box::new(self.value(field)))),
                    ("n", Arg::Number(index as u64 + 1)),
                    ("count", Arg::Number(count as u64)),
                ],
            ),
            Kind::Text => {
                let text = self.text(field);
                let text = text.trim();
                if text.is_empty() {
                    Message::Ui("newgame-text-empty", vec![("label", label)])
                } else {
                    Message::Ui(
                        "newgame-text",
                        vec![("label", label), ("text", Arg::Key(text.to_string()))],
                    )
                }
            }
        }
    }
}
