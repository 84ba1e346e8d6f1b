//! Annabella: accessible chess under FIDE Laws Appendix D.
//!
//! This crate is the shells around the pure core (`annabella_core`), in layers that import only
//! downwards:
//!
//! - [`cli`]: the command line (clap), which starts a shell or runs a one-shot command;
//! - [`shells`]: the window and the terminal, which only present and turn keys and lines into
//!   inputs;
//! - [`driver`]: the one driver both shells share, which carries out the core's effects;
//! - [`devices`]: speech, sound, the braille display and the engines — where a platform plugs in;
//! - [`stores`]: the journal, the settings, the training record and the files written and read.
//!
//! The core decides; the shells carry out its effects on real devices. Core modules are named by
//! their own path (`annabella_core::session`), so a path in this crate is always this crate's.

pub mod cli;
pub mod devices;
pub mod driver;
pub mod error;
pub mod game_review;
pub mod locale;
pub mod shells;
pub mod stores;
