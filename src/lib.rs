//! Annabella: accessible chess under FIDE Laws Appendix D.
//!
//! A pure core (rules, notation, announcements, vocabularies) with thin shells around it (the
//! command line now; the window, speech and sound in later layers).

pub mod announce;
pub mod audio;
pub mod boards;
pub mod cli;
pub mod clock;
pub mod earcon;
pub mod engine;
mod fluent_text;
pub mod keymap;
pub mod notation;
pub mod pgn;
pub mod rules;
pub mod session;
pub mod speech;
pub mod ui;
pub mod ui_text;
pub mod vocab;
