//! The driver's output trait, as the shared driver (`src/driver/output.rs`, being built) will
//! have it: each output — speech, sounds, the braille display — is fed the same effects. Kept
//! here until the driver lands; then the display implements the driver's own.

use annabella_core::{
    clock::cues::HeardCue,
    session::{Input, Session},
    speech::queue::Priority,
};

/// A text the session said, as spoken and shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    pub text: String,
    pub language: String,
    pub priority: Priority,
    /// An echo of what the player typed or pressed.
    pub echo: bool,
}

/// One of the driver's outputs.
pub trait Output {
    /// Everything spoken, in order.
    fn said(&mut self, said: &Said);
    fn cue(&mut self, _cue: &HeardCue) {}
    /// After each input.
    fn shown(&mut self, _session: &Session) {}
    /// Its own keys, as inputs for the session.
    fn inputs(&mut self) -> Vec<Input> {
        Vec::new()
    }
    /// The app has (or has lost) the focus.
    fn focus(&mut self, _focused: bool) {}
    /// A device problem, told once.
    fn take_notice(&mut self) -> Option<String> {
        None
    }
}
