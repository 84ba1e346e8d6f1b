//! The "save the game elsewhere" dialog: when the game's own disk refuses to write (full,
//! read-only) and the player wants to leave, a folder on another disk or a stick where the whole
//! game is written, to be taken up or exported from there.

use crate::{
    dialogs::form::{Form, Kind},
    dialogs::new_game::Refusal,
    message::{Arg, Message},
};

/// The dialog's one field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SaveField {
    /// The folder to write the game into.
    Folder,
}

/// The folder typed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SaveElsewhere {
    pub folder: String,
}

impl SaveElsewhere {
    /// What is said when the dialog opens (after the warning of what is not saved): how it
    /// works, and the field.
    pub fn opened(&self) -> Message {
        Message::Joined(vec![
            Message::ui("save-elsewhere-open"),
            self.focused(SaveField::Folder),
        ])
    }

    /// The folder, or why there is none yet.
    pub fn chosen(&self) -> Result<String, Refusal<SaveField>> {
        let folder = self.folder.trim();
        if folder.is_empty() {
            return Err(Refusal {
                field: SaveField::Folder,
                message: Message::ui("save-elsewhere-no-folder"),
            });
        }
        Ok(folder.to_string())
    }
}

impl Form for SaveElsewhere {
    type Field = SaveField;

    fn fields(&self) -> Vec<SaveField> {
        vec![SaveField::Folder]
    }

    fn kind(&self, _field: SaveField) -> Kind {
        Kind::Text
    }

    fn label(&self, _field: SaveField) -> Message {
        Message::ui("save-elsewhere-folder")
    }

    fn value(&self, field: SaveField) -> Message {
        Message::Ui("newgame-typed", vec![("text", Arg::Key(self.text(field)))])
    }

    fn text(&self, _field: SaveField) -> String {
        self.folder.clone()
    }

    fn set_text(&mut self, _field: SaveField, text: &str) {
        self.folder = text.to_string();
    }

    fn set_index(&mut self, _field: SaveField, _index: usize) {}
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        ui_text::{UiLanguage, UiText},
        vocab::{VocabId, Vocabulary},
    };

    fn said(message: &Message) -> String {
        message.render(Vocabulary::get(VocabId::Fide), UiText::get(UiLanguage::En))
    }

    #[test]
    fn a_folder_must_be_typed_before_the_game_is_saved_there() {
        let mut form = SaveElsewhere::default();
        let refusal = form.chosen().unwrap_err();
        assert_eq!(refusal.field, SaveField::Folder);
        assert_eq!(
            said(&refusal.message),
            "Type the folder to save the game in."
        );
        form.set_text(SaveField::Folder, " /media/stick ");
        assert_eq!(form.chosen().unwrap(), "/media/stick");
        assert_eq!(
            said(&form.focused(SaveField::Folder)),
            "Folder on another disk, text: /media/stick"
        );
    }
}
