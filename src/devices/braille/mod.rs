//! The refreshable braille display (BrlAPI, for a player who reads with the fingers): its cells
//! and its keys. libbrlapi is loaded at run time: a machine without it plays on without braille.
//! The scoresheet in braille is a store's (`stores::liblouis`); the display's settings are the
//! settings file's (`stores::settings::braille`).
//!
//! BrlAPI is built on Unix only. On Windows the screen reader (NVDA, JAWS, Narrator) drives the
//! display from the window's text, and `through_reader` says so when a display is asked for.

#[cfg(unix)]
pub mod brlapi;
#[cfg(unix)]
pub mod device;
pub mod display;
pub mod link;
#[cfg(not(unix))]
pub mod through_reader;

pub use display::BrailleDisplay;
pub use link::Server;
