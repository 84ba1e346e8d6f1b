//! The "review a game" dialog (Ctrl+O): a PGN file and which of its games. The window reads
//! the file; this decides the fields, what they say, and refuses what cannot be a game's place.

use crate::{
    dialogs::form::{Form, Kind},
    dialogs::new_game::Refusal,
    message::{Arg, Message},
};

/// A field of the dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReviewField {
    /// The PGN file's path.
    File,
    /// Which game of the file, from 1.
    Number,
}

/// The file and the game typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewChoice {
    pub file: String,
    pub number: String,
}

impl Default for ReviewChoice {
    fn default() -> ReviewChoice {
        ReviewChoice {
            file: String::new(),
            number: "1".into(),
        }
    }
}

impl ReviewChoice {
    /// What is said when the dialog opens.
    pub fn opened(&self) -> Message {
        Message::Joined(vec![
            Message::ui("review-open"),
            self.focused(ReviewField::File),
        ])
    }

    /// The file and the game's number (from 1), or the field to fix and why.
    pub fn chosen(&self) -> Result<(String, usize), Refusal<ReviewField>> {
        let file = self.file.trim();
        if file.is_empty() {
            return Err(Refusal {
                field: ReviewField::File,
                message: Message::ui("review-no-file"),
            });
        }
        match self.number.trim().parse::<usize>() {
            Ok(number) if number >= 1 => Ok((file.to_string(), number)),
            _ => Err(Refusal {
                field: ReviewField::Number,
                message: Message::Ui(
                    "review-bad-number",
                    vec![("text", Arg::Key(self.number.trim().to_string()))],
                ),
            }),
        }
    }
}

impl Form for ReviewChoice {
    type Field = ReviewField;

    fn fields(&self) -> Vec<ReviewField> {
        vec![ReviewField::File, ReviewField::Number]
    }

    fn kind(&self, _field: ReviewField) -> Kind {
        Kind::Text
    }

    fn label(&self, field: ReviewField) -> Message {
        Message::ui(match field {
            ReviewField::File => "review-file",
            ReviewField::Number => "review-number",
        })
    }

    fn value(&self, field: ReviewField) -> Message {
        Message::Ui("newgame-typed", vec![("text", Arg::Key(self.text(field)))])
    }

    fn text(&self, field: ReviewField) -> String {
        match field {
            ReviewField::File => self.file.clone(),
            ReviewField::Number => self.number.clone(),
        }
    }

    fn set_text(&mut self, field: ReviewField, text: &str) {
        match field {
            ReviewField::File => self.file = text.to_string(),
            ReviewField::Number => self.number = text.to_string(),
        }
    }

    fn set_index(&mut self, _field: ReviewField, _index: usize) {}
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        ui_text::{UiLanguage, UiText},
        vocab::{VocabId, Vocabulary},
    };

    fn said(message: &Message, language: UiLanguage) -> String {
        message.render(Vocabulary::get(VocabId::Fide), UiText::get(language))
    }

    #[test]
    fn a_file_and_a_game_number_are_asked_for_and_checked() {
        let mut form = ReviewChoice::default();
        assert_eq!(
            said(&form.focused(ReviewField::File), UiLanguage::En),
            "The PGN file, text, empty"
        );
        let refusal = form.chosen().unwrap_err();
        assert_eq!(refusal.field, ReviewField::File);
        form.set_text(ReviewField::File, " games/anna.pgn ");
        form.set_text(ReviewField::Number, "0");
        let refusal = form.chosen().unwrap_err();
        assert_eq!(refusal.field, ReviewField::Number);
        assert_eq!(
            said(&refusal.message, UiLanguage::En),
            "Not a game's number: 0. Type 1 for the first game of the file."
        );
        form.set_text(ReviewField::Number, "3");
        assert_eq!(form.chosen(), Ok(("games/anna.pgn".to_string(), 3)));
        for language in UiLanguage::ALL {
            for message in [form.opened(), refusal.message.clone()] {
                let text = said(&message, language);
                assert!(!text.contains('{') && !text.contains("open-game"), "{text}");
            }
        }
    }
}
