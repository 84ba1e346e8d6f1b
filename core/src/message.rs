//! What the core says, before it is words: either an announcement (tokens, rendered by a
//! vocabulary alone) or an interface message (`locales/ui`) whose arguments may be chess words
//! ("Springer Gustav eins" inside "touched: … must move").
//!
//! Keeping the two apart lets a player hear the Appendix D words for the chess and their own
//! interface language for everything else. A message is rendered by `Message::render` (in
//! `vocab`, which has the words).
//!
//! Every refusal and failure of the core says itself the same way: each error type has, beside
//! it, a `message()` in the interface's words (the `error-…` messages of `locales/ui/*.ftl`) and
//! a `Display` that renders the same message in English, for logs and the command line. A German
//! or Vietnamese player hears why a FEN, a time control or a setting was refused in their own
//! language; the shells put `Arg::Message(Box::new(error.message()))` into their sentences
//! instead of the error's English text. The words live in the locale files alone. This type sits
//! below every module with an error, so each can name its own words.
//!
//! ```
//! use annabella_core::{clock::TimeControl, ui_text::{UiLanguage, UiText}, vocab::{VocabId, Vocabulary}};
//!
//! let error = "90 minutes".parse::<TimeControl>().unwrap_err();
//! assert_eq!(
//!     error.to_string(),
//!     "\"90 minutes\" is not a period (like 90, 40/90 or 5+3) or a bonus (+30s, d5s, b5s)"
//! );
//! let german = error
//!     .message()
//!     .render(Vocabulary::get(VocabId::Fide), UiText::get(UiLanguage::De));
//! assert!(german.starts_with("„90 minutes“ ist kein Zeitabschnitt"), "{german}");
//! ```

use shakmaty::Color;

use crate::words::Utterance;

/// One thing to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// An announcement or a refusal: the vocabulary's words only.
    Tokens(Utterance),
    /// An interface message with named arguments.
    Ui(&'static str, Vec<(&'static str, Arg)>),
    /// Several messages said as one, in order.
    Joined(Vec<Message>),
}

/// An argument of an interface message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Chess words, rendered by the vocabulary.
    Tokens(Utterance),
    /// Several token sequences said as a list ("Felix drei, Hector drei").
    List(Vec<Utterance>),
    Number(u64),
    /// A selector value for the message (`white`, `tactile`, …), never said as it is.
    Select(&'static str),
    /// Another interface message, rendered in place.
    Message(Box<Message>),
    /// A key's name.
    Key(String),
}

impl Message {
    /// An interface message without arguments.
    pub fn ui(id: &'static str) -> Message {
        Message::Ui(id, Vec::new())
    }
}

/// The most characters of a word shown back (a PGN token, a setting's value).
pub(crate) const WORD: usize = 40;
/// The most characters of a line shown back (a FEN, a script's line).
pub(crate) const LINE: usize = 100;

/// Text that came in (a FEN, a typed word, a file's token), shown back: control characters
/// pictured, cut after `most` characters, to a length a listener can follow.
pub(crate) fn shown(text: &str, most: usize) -> Arg {
    Arg::Key(crate::shown::visible(text, most))
}

/// A message said inside another ("game 3: …").
pub(crate) fn nested(message: Message) -> Arg {
    Arg::Message(Box::new(message))
}

/// A colour in the interface language ("White"), for interface messages.
pub(crate) fn color_name(color: Color) -> Arg {
    Arg::Message(Box::new(Message::ui(
        color.fold_wb("color-white", "color-black"),
    )))
}

/// A colour as a message's selector (`white`, `black`).
pub(crate) fn side(color: Color) -> Arg {
    Arg::Select(color.fold_wb("white", "black"))
}

/// How to write an action or a setting ("write it as: board COLOUR on|off").
pub(crate) fn usage(form: &str) -> Message {
    Message::Ui("error-usage", vec![("form", Arg::Key(form.to_string()))])
}

#[cfg(test)]
mod tests;
