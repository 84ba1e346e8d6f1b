//! The refreshable braille display (BrlAPI, for a player who reads with the fingers): its cells
//! and its keys. libbrlapi is loaded at run time: a machine without it plays on without braille.
//! The scoresheet in braille is a store's (`stores::liblouis`); the display's settings are the
//! settings file's (`stores::settings::braille`).

pub mod brlapi;
pub mod device;
pub mod display;

pub use brlapi::Server;
pub use display::BrailleDisplay;
