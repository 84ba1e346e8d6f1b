//! Braille: the refreshable braille display (BrlAPI, for a player who reads with the fingers)
//! and the scoresheet in braille (liblouis, D.2.7). Both libraries are loaded at run time: a
//! machine without them plays on without braille.

pub mod brlapi;
pub mod device;
pub mod display;
pub mod liblouis;
pub mod settings;

pub use brlapi::Server;
pub use display::BrailleDisplay;
pub use liblouis::{CELLS, LINES, Louis, LouisError, pages, table_for};
pub use settings::{BrailleSettings, Use};
