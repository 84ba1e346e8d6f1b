//! Annabella: accessible chess under FIDE Laws Appendix D.
//!
//! This crate is the shells around the pure core (`annabella_core`): the command line, the
//! window, speech, sound, the engine threads and UCI processes, and the files. The core decides;
//! the shells carry out its effects on real devices. Core modules are named by their own path
//! (`annabella_core::session`), so a path in this crate is always this crate's.

pub mod audio;
pub mod braille;
pub mod cli;
pub mod driver;
pub mod engine;
pub mod error;
pub mod game_review;
pub mod journal;
pub mod locale;
pub mod pgn_file;
pub mod progress_file;
pub mod scoresheet;
pub mod settings;
pub mod speech;
pub mod ui;
