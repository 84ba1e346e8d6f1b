//! The stores: every file the app writes or reads — the game's journal, the settings, the
//! training record, PGN files, the scoresheet and its braille, the lichess token. Each write is atomic or journaled.

pub mod journal;
pub mod liblouis;
pub mod lichess_token;
pub mod pgn_file;
pub mod progress_file;
pub mod scoresheet;
pub mod settings;
