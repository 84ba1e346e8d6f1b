//! The devices: what the driver speaks, sounds, shows on a braille display and asks for moves.
//! Each sits behind a small trait (`Speaker`, `Earcons`, the braille display's `Output`, `Engine`)
//! with a real backend, a silent one and a recorder for tests; a new platform plugs in here.

pub mod audio;
pub mod braille;
pub mod engine;
pub mod lichess;
pub mod output;
pub mod screen;
pub mod speech;
pub mod stop_signals;
