//! Annabella: accessible chess under FIDE Laws Appendix D.
//!
//! A pure core (rules, notation, announcements, vocabularies) with thin shells around it (the
//! command line now; the window, speech and sound in later layers).

pub mod announce;
pub mod cli;
pub mod earcon;
pub mod clock;
pub mod notation;
pub mod pgn;
pub mod rules;
pub mod vocab;
