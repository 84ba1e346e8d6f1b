//! What the session says, before it is words: either an announcement (tokens, rendered by a
//! vocabulary alone) or an interface message (`locales/ui`) whose arguments may be chess words
//! ("Springer Gustav eins" inside "touched: … must move").
//!
//! Keeping the two apart lets a player hear the Appendix D words for the chess and their own
//! interface language for everything else.

use fluent_bundle::FluentValue;

use crate::{ui_text::UiText, vocab::Vocabulary, words::Utterance};

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

    /// The words, with the vocabulary for chess words and the interface text for the rest.
    pub fn render(&self, vocab: &Vocabulary, ui: &UiText) -> String {
        match self {
            Message::Tokens(tokens) => vocab.render(tokens, ui),
            Message::Ui(id, args) => {
                let values: Vec<(&str, FluentValue)> = args
                    .iter()
                    .map(|(name, arg)| (*name, arg.value(vocab, ui)))
                    .collect();
                ui.text_with(id, &values)
            }
            Message::Joined(parts) => {
                let mut out = String::new();
                for text in parts.iter().map(|part| part.render(vocab, ui)) {
                    if text.is_empty() {
                        continue;
                    }
                    if !out.is_empty() {
                        // Sentences end with their own mark; a bare phrase gets a full stop.
                        out.push_str(if out.ends_with(['.', '!', '?', ':']) {
                            " "
                        } else {
                            ". "
                        });
                    }
                    out.push_str(&text);
                }
                out
            }
        }
    }
}

impl Arg {
    fn value(&self, vocab: &Vocabulary, ui: &UiText) -> FluentValue<'static> {
        match self {
            Arg::Tokens(tokens) => vocab.render(tokens, ui).into(),
            Arg::List(items) => {
                let words: Vec<String> = items.iter().map(|t| vocab.render(t, ui)).collect();
                words.join(", ").into()
            }
            Arg::Number(n) => (*n).into(),
            Arg::Select(value) => (*value).into(),
            Arg::Message(message) => message.render(vocab, ui).into(),
            Arg::Key(name) => name.clone().into(),
        }
    }
}
