//! Why a command could not do what was asked, said in the interface language: every failure a
//! shell reports is one of these, and each is rendered through `locales/ui` (the reason a system
//! call gave is shown as the system gave it).

use std::io;

use annabella_core::{
    clock::TimeControlError,
    engine::{EngineError, spec::SpecError},
    rules::RulesError,
    session::script::ScriptError,
    session::{Arg, Message, SetupError},
    ui_text::UiText,
    vocab::{VocabId, Vocabulary},
};

use crate::stores::pgn_file::PgnFileError;

/// A failure of a command, a file or a device, to tell the player.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Reading the input or writing the output failed.
    #[error("{0}")]
    Io(#[from] io::Error),
    /// The start position cannot be played (a FEN, a Chess960 number).
    #[error("{0}")]
    Rules(#[from] RulesError),
    /// The options do not make a game.
    #[error("{0}")]
    Setup(#[from] SetupError),
    /// A PGN file that cannot be read or has no such game.
    #[error("{0}")]
    PgnFile(#[from] PgnFileError),
    /// A time control that cannot be read.
    #[error("{0}")]
    TimeControl(#[from] TimeControlError),
    /// A script that cannot be run.
    #[error("{0}")]
    Script(#[from] ScriptError),
    /// An engine that cannot be started or asked.
    #[error("{0}")]
    Engine(#[from] EngineError),
    /// An engine named in a way that cannot be used.
    #[error("{0}")]
    EngineSpec(#[from] SpecError),
    /// A saved game's journal that cannot be read or taken up.
    #[error("{0}")]
    Journal(#[from] crate::stores::journal::JournalError),
    /// The settings file that cannot be read or written.
    #[error("{0}")]
    Settings(#[from] crate::stores::settings::SettingsError),
    /// A line of JSON that cannot be written.
    #[error("{0}")]
    Json(#[from] serde_json::Error),
    /// A scoresheet that cannot be put into braille.
    #[error("{0}")]
    Braille(#[from] crate::stores::liblouis::LouisError),
    /// A device or service failed, with the reason as the system gave it (the window could not
    /// open, the speech service answered with an error).
    #[error("{0}")]
    System(String),
    /// A file that cannot be read or written, with the reason as the system or the reader gave
    /// it.
    #[error("{}: {reason}", path.display())]
    File {
        path: std::path::PathBuf,
        reason: String,
    },
    /// Something said in the locales' words (nothing to take up, no data folder).
    #[error("{}", english(.0))]
    Said(Message),
    /// An error told after what was found on the way to it, already in the interface language
    /// (a journal set aside, where and why, before "there is no unfinished game to take up").
    #[error("{}", noted(.notes, .error))]
    Noted {
        notes: Vec<String>,
        error: Box<Error>,
    },
}

impl Error {
    /// An error that is a message of the locales without arguments.
    pub fn said(id: &'static str) -> Error {
        Error::Said(Message::ui(id))
    }

    /// A file that cannot be read or written.
    pub fn file(path: &std::path::Path, reason: impl ToString) -> Error {
        Error::File {
            path: path.to_path_buf(),
            reason: reason.to_string(),
        }
    }

    /// This error, told after `notes` (nothing is added when there are none).
    pub fn after(self, notes: Vec<String>) -> Error {
        if notes.is_empty() {
            return self;
        }
        Error::Noted {
            notes,
            error: Box::new(self),
        }
    }

    /// What to say.
    pub fn message(&self) -> Message {
        match self {
            Error::File { path, reason } => Message::Ui(
                "error-file",
                vec![
                    ("file", Arg::Key(path.display().to_string())),
                    ("reason", Arg::Key(reason.clone())),
                ],
            ),
            Error::Io(error) => reason("error-io", error.to_string()),
            Error::Rules(error) => error.message(),
            Error::Setup(error) => error.message(),
            Error::TimeControl(error) => error.message(),
            Error::Script(error) => error.message(),
            Error::Engine(error) => error.message(),
            Error::EngineSpec(error) => error.message(),
            // Said in the interface language by `text`; here in English, for logs.
            Error::Journal(error) => reason("error-reason", error.to_string()),
            Error::Settings(error) => reason("error-reason", error.to_string()),
            Error::Json(error) => reason("error-io", error.to_string()),
            Error::System(text) => reason("error-io", text.clone()),
            Error::PgnFile(error) => error.message(),
            Error::Braille(error) => error.message(),
            Error::Said(message) => message.clone(),
            Error::Noted { notes, error } => reason("error-reason", noted(notes, error)),
        }
    }

    /// The words, in `ui`'s language.
    pub fn text(&self, ui: &UiText) -> String {
        match self {
            Error::Journal(error) => error.words(ui),
            Error::Settings(error) => error.words(ui),
            Error::Noted { notes, error } => {
                let mut lines = notes.clone();
                lines.push(error.text(ui));
                lines.join("\n")
            }
            _ => self.message().render(Vocabulary::get(VocabId::Fide), ui),
        }
    }
}

/// A message with the reason as the system or a rule gave it.
fn reason(id: &'static str, reason: String) -> Message {
    Message::Ui(id, vec![("reason", Arg::Key(reason))])
}

/// The notes, each on its line, then the error in English (for logs and `Display`).
fn noted(notes: &[String], error: &Error) -> String {
    let mut lines = notes.to_vec();
    lines.push(error.to_string());
    lines.join("\n")
}

/// The English words of a message, for logs and `Display`.
fn english(message: &Message) -> String {
    message.render(
        Vocabulary::get(VocabId::Fide),
        UiText::get(annabella_core::ui_text::UiLanguage::En),
    )
}
