//! The driver's speech: the voice, and who speaks what. In the `app` mode the voice says
//! everything; in `events` a screen reader reads the focus, so what the focus reached is left
//! to it; in `screen-reader` the screen reader says everything and the voice is silent.

use std::collections::BTreeMap;

use annabella_core::speech::SpeechMode;

use crate::devices::output::Said;
use crate::devices::speech::{Tune, Voice, Waker};

/// The voice and the speech mode, with what the player chose for it.
pub struct Speech {
    voice: Voice,
    mode: SpeechMode,
    tune: Tune,
    /// The voice chosen for each language (the settings file, the settings dialog).
    chosen: BTreeMap<String, String>,
}

impl Speech {
    pub fn new(voice: Voice, mode: SpeechMode) -> Speech {
        Speech {
            voice,
            mode,
            tune: Tune::default(),
            chosen: BTreeMap::new(),
        }
    }

    /// Says what the mode leaves to the app.
    pub fn say(&mut self, said: &Said) {
        let speaks = match self.mode {
            SpeechMode::App => true,
            SpeechMode::Events => !said.echo,
            SpeechMode::ScreenReader => false,
        };
        if speaks {
            self.voice
                .say(said.text.clone(), &said.language, said.priority);
        }
    }

    pub fn mode(&self) -> SpeechMode {
        self.mode
    }

    pub fn set_mode(&mut self, mode: SpeechMode) {
        self.mode = mode;
        // While a screen reader runs, the app's words go through the system's speech.
        self.voice.use_engine(self.voice.engine(), mode);
    }

    pub fn tune(&self) -> Tune {
        self.tune
    }

    /// The speech's rate, pitch and volume from the next text on.
    pub fn set_tune(&mut self, tune: Tune) {
        self.tune = tune;
        self.voice.tune(tune);
    }

    /// The voice of each language chosen so far.
    pub fn chosen_voices(&self) -> &BTreeMap<String, String> {
        &self.chosen
    }

    /// The voice of each language from now on (primary tag → the system's name of the voice).
    pub fn choose_voices(&mut self, chosen: BTreeMap<String, String>) {
        if chosen != self.chosen {
            self.voice.choose_voices(&chosen);
            self.chosen = chosen;
        }
    }

    pub fn voice(&self) -> &Voice {
        &self.voice
    }

    pub fn voice_mut(&mut self) -> &mut Voice {
        &mut self.voice
    }

    /// `waker` is called when a text ends (the window repaints).
    pub fn set_waker(&mut self, waker: Waker) {
        self.voice.set_waker(waker);
    }
}
