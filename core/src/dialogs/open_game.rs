//! The "go over a game" dialog (Ctrl+O): a PGN file and which of its games. The window reads
//! the file; this decides the fields, what they say, and refuses what cannot be a game's place.

use crate::{
    dialogs::form::{Form, Kind},
    dialogs::new_game::Refusal,
    session::message::{Arg, Message},
};

/// A field of the dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpenField {
    /// The PGN file's path.
    File,
    /// Which game of the file, from 1.
    Number,
}

/// The file and the game typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenGame {
    pub file: String,
    pub number: String,
}

impl Default for OpenGame {
    fn default() -> OpenGame {
        OpenGame {
            file: String::new(),
            number: "1".into(),
        }
    }
}

impl OpenGame {
    /// What is said when the dialog opens.
    pub fn opened(&self) -> Message {
        Message::Joined(vec![
            Message::ui("open-game-open"),
            self.focused(OpenField::File),
        ])
    }

    /// The file and the game's number (from 1), or the field to fix and why.
    pub fn chosen(&self) -> Result<(String, usize), Refusal<OpenField>> {
        let file = self.file.trim();
        if file.is_empty() {
            return Err(Refusal {
                field: OpenField::File,
                message: Message::ui("open-game-no-file"),
            });
        }
        match self.number.trim().parse::<usize>() {
            Ok(number) if number >= 1 => Ok((file.to_string(), number)),
            _ => Err(Refusal {
                field: OpenField::Number,
                message: Message::Ui(
                    "open-game-bad-number",
                    vec![("text", Arg::Key(self.number.trim().to_string()))],
                ),
            }),
        }
    }
}

impl Form for OpenGame {
    type Field = OpenField;

    fn fields(&self) -> Vec<OpenField> {
        vec![OpenField::File, OpenField::Number]
    }

    fn kind(&self, _field: OpenField) -> Kind {
        Kind::Text
    }

    fn label(&self, field: OpenField) -> Message {
        Message::ui(match field {
            OpenField::File => "open-game-file",
            OpenField::Number => "open-game-number",
        })
    }

    fn value(&self, field: OpenField) -> Message {
        Message::Ui("newgame-typed", vec![("text", Arg::Key(self.text(field)))])
    }

    fn text(&self, field: OpenField) -> String {
        match field {
            OpenField::File => self.file.clone(),
            OpenField::Number => self.number.clone(),
        }
    }

    fn set_text(&mut self, field: OpenField, text: &str) {
        match field {
            OpenField::File => self.file = text.to_string(),
            OpenField::Number => self.number = text.to_string(),
        }
    }

    fn set_index(&mut self, _field: OpenField, _index: usize) {}
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
        let mut form = OpenGame::default();
        assert_eq!(
            said(&form.focused(OpenField::File), UiLanguage::En),
            "The PGN file, text, empty"
        );
        let refusal = form.chosen().unwrap_err();
        assert_eq!(refusal.field, OpenField::File);
        form.set_text(OpenField::File, " games/anna.pgn ");
        form.set_text(OpenField::Number, "0");
        let refusal = form.chosen().unwrap_err();
        assert_eq!(refusal.field, OpenField::Number);
        assert_eq!(
            said(&refusal.message, UiLanguage::En),
            "Not a game's number: 0. Type 1 for the first game of the file."
        );
        form.set_text(OpenField::Number, "3");
        assert_eq!(form.chosen(), Ok(("games/anna.pgn".to_string(), 3)));
        for language in UiLanguage::ALL {
            for message in [form.opened(), refusal.message.clone()] {
                let text = said(&message, language);
                assert!(!text.contains('{') && !text.contains("open-game"), "{text}");
            }
        }
    }
}
