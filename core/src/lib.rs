//! Annabella's core: every rule and decision of the app, with no I/O. Text, keys, the time and
//! engine answers come in as values; what to say, which sound to play and which engine to ask go
//! out as effects. The compiler keeps it that way: this crate depends on no window, sound,
//! speech or command-line crate, and `scripts/test` fails when it starts a process or a thread,
//! touches a file or the environment, reads the wall clock or prints.

pub mod announce;
pub mod boards;
pub mod braille;
pub mod choice;
pub mod clock;
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
