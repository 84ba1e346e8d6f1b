//! What is said when: the speech priorities as a pure queue. Who says it (system speech, the
//! silent fallback, a recorder) is the shell's business.

pub mod queue;

use crate::choice::Choice;

/// Who speaks what, matching the screen reader the player runs (or none).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SpeechMode {
    /// No screen reader: the app says everything itself, the squares and fields as they are
    /// focused included.
    #[default]
    App,
    /// A screen reader reads what has the focus (squares, fields, buttons, menu items); the
    /// app says only the events — moves, the opponent's move, refusals, clock talk, help — so
    /// that nothing is heard twice.
    Events,
    /// The screen reader says everything: the app is silent and its status line is a live
    /// region (for screen readers that present announcements: NVDA, newer Orca).
    ScreenReader,
}

impl Choice for SpeechMode {
    const ALL: &'static [SpeechMode] = &[
        SpeechMode::App,
        SpeechMode::Events,
        SpeechMode::ScreenReader,
    ];

    fn as_str(self) -> &'static str {
        match self {
            SpeechMode::App => "app",
            SpeechMode::Events => "events",
            SpeechMode::ScreenReader => "screen-reader",
        }
    }
}
