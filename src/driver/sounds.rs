//! The driver's sounds: the clock's cues on the main output, and those meant for the assistant
//! (D.2.10) on the assistant's own device when one is named.

use annabella_core::{clock::cues::HeardCue, ui_text::UiText};

use crate::devices::audio::{AudioNotice, Earcons, NullEarcons};

pub struct Sounds {
    main: Box<dyn Earcons>,
    assistant: Option<Box<dyn Earcons>>,
}

impl Default for Sounds {
    /// No sound at all (a game without a clock opens no device), and nothing to tell.
    fn default() -> Sounds {
        Sounds::new(Box::new(NullEarcons::silent()), None)
    }
}

impl Sounds {
    pub fn new(main: Box<dyn Earcons>, assistant: Option<Box<dyn Earcons>>) -> Sounds {
        Sounds { main, assistant }
    }

    /// The assistant's own output for the cues meant for them.
    pub fn set_assistant(&mut self, earcons: Box<dyn Earcons>) {
        self.assistant = Some(earcons);
    }

    /// Plays `heard` where it belongs: without the assistant's device, the assistant's cues go
    /// to the main output.
    pub fn play(&mut self, heard: &HeardCue) {
        match self.assistant.as_mut().filter(|_| heard.for_assistant) {
            Some(ear) => ear.play(heard.cue.earcon, heard.volume),
            None => self.main.play(heard.cue.earcon, heard.volume),
        }
    }

    /// The devices' problems to tell, each once, in the interface language. The assistant's
    /// missing device says where their cues go instead.
    pub fn take_notices(&mut self, ui: &UiText) -> Vec<String> {
        let mut told: Vec<String> = self
            .main
            .take_notice()
            .map(|n| n.text(ui))
            .into_iter()
            .collect();
        if let Some(notice) = self.assistant.as_mut().and_then(|ear| ear.take_notice()) {
            told.push(match notice {
                AudioNotice::NoDevice(reason) => ui.text_with(
                    "audio-assistant-device-missing",
                    &[(
                        "reason",
                        reason.trim_end_matches(['.', ' ']).to_string().into(),
                    )],
                ),
                other => other.text(ui),
            });
        }
        told
    }
}
