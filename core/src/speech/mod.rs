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

/// What makes the app's own speech when it speaks for itself.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum VoiceEngine {
    /// espeak-ng inside the app: the first sound reaches the ear in a few milliseconds.
    #[default]
    Builtin,
    /// The system's speech service (Speech Dispatcher), for a player who chose another
    /// synthesizer there; also what speaks where the built-in voice cannot.
    System,
}

impl Choice for VoiceEngine {
    const ALL: &'static [VoiceEngine] = &[VoiceEngine::Builtin, VoiceEngine::System];

    fn as_str(self) -> &'static str {
        match self {
            VoiceEngine::Builtin => "builtin",
            VoiceEngine::System => "system",
        }
    }
}

impl VoiceEngine {
    /// What speaks in `mode`: while a screen reader runs (`Events`, `ScreenReader`) the app's
    /// words go through the system's speech service, queued with the screen reader's own;
    /// otherwise the engine chosen.
    pub fn in_mode(self, mode: SpeechMode) -> VoiceEngine {
        match mode {
            SpeechMode::App => self,
            SpeechMode::Events | SpeechMode::ScreenReader => VoiceEngine::System,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn while_a_screen_reader_runs_the_system_voice_speaks_whatever_was_chosen() {
        assert_eq!(VoiceEngine::default(), VoiceEngine::Builtin);
        assert_eq!(
            VoiceEngine::Builtin.in_mode(SpeechMode::App),
            VoiceEngine::Builtin
        );
        assert_eq!(
            VoiceEngine::System.in_mode(SpeechMode::App),
            VoiceEngine::System
        );
        for mode in [SpeechMode::Events, SpeechMode::ScreenReader] {
            assert_eq!(VoiceEngine::Builtin.in_mode(mode), VoiceEngine::System);
        }
        assert_eq!(VoiceEngine::from_name("system"), Some(VoiceEngine::System));
    }
}
