//! Annabella: accessible chess under FIDE Laws Appendix D.
//!
//! This crate is the shells around the pure core (`annabella-core`, re-exported here under its
//! module names): the command line, the window, speech, sound, the engine threads and UCI
//! processes. The core decides; the shells carry out its effects on real devices.

pub use annabella_core::{
    announce, boards, choice, clock, earcon, form, keymap, menu, new_game, notation, open_game,
    pgn, preferences, rules, saved, session, shown, training, ui_text, vocab,
};

pub mod audio;
pub mod braille;
pub mod cli;
pub mod engine;
pub mod journal;
pub mod locale;
pub mod progress_file;
pub mod scoresheet;
pub mod settings;
pub mod speech;
pub mod ui;
