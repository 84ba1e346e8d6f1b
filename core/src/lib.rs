//! Annabella's core: every rule and decision of the app, with no I/O. Text, keys, the time and
//! engine answers come in as values; what to say, which sound to play and which engine to ask go
//! out as effects. The compiler keeps it that way: this crate depends on no window, sound,
//! speech or command-line crate, and `scripts/test` fails when it starts a process or a thread,
//! touches a file or the environment, reads the wall clock or prints.
//!
//! A game is a [`Session`]: inputs in with the time, [`Effect`]s out. The first move of a game at
//! home, typed as a player would, comes back as the words Appendix D gives it:
//!
//! ```
//! use std::time::Duration;
//!
//! use annabella_core::{Effect, Input, Session, Setup};
//!
//! let mut session = Session::new(Setup::default())?;
//! let _welcome = session.greeting();
//! let effects = session.handle(Input::Text("e4".into()), Duration::from_secs(2));
//! let said: Vec<String> = effects.iter().filter_map(|e| session.words_of(e)).collect();
//! assert_eq!(said.first().map(String::as_str), Some("Bauer Eva vier"));
//! assert!(effects.iter().all(|e| !matches!(e, Effect::AskEngine { .. })), "no computer here");
//! # Ok::<(), annabella_core::rules::RulesError>(())
//! ```
//!
//! The face below is what a shell needs most; every module stays reachable by its own path
//! (`annabella_core::clock`, `annabella_core::training`) for the rest.

pub use message::{Arg, Message};
pub use notation::parse_move;
pub use rules::Game;
pub use session::{Effect, Input, Session, Setup, SetupBuilder, WindowAct};
pub use ui_text::{UiLanguage, UiText};
pub use vocab::{VocabId, Vocabulary};
pub use words::{NotationError, Style};

pub mod announce;
pub mod boards;
pub mod braille;
pub mod choice;
pub mod clock;
pub mod commands;
pub mod dialogs;
mod draw;
pub mod earcon;
pub mod engine;
mod fluent_text;
pub mod help;
pub mod keymap;
pub mod look;
pub mod menu;
pub mod message;
pub mod notation;
pub mod obstacle;
pub mod online;
pub mod pgn;
mod readings;
pub mod rules;
pub mod saved;
pub mod session;
mod setup;
pub mod shown;
pub mod speech;
pub mod spellings;
pub mod training;
pub mod ui_text;
pub mod vocab;
pub mod words;
