//! Speech: what is said when (`queue`, pure). The backends (system speech through the `tts`
//! crate, a fallback when no speech service runs, a recorder for tests) build on it.

pub mod queue;
