//! Everything the driver tells the player through, as one part: the voice, the clock's sounds,
//! every other output (a braille display, a test's recorder), and what waits for the shell —
//! the words said since it last took them, for its screen, and what only it can do. Whatever
//! is said goes the one way here, spoken as the speech mode allows, fed to every output and kept
//! for the shell, so the window, the terminal and a braille display never differ in what they
//! were told.

use annabella_core::{
    clock::cues::HeardCue,
    session::{Input, Message, Session, WindowAct},
    speech::{SpeechMode, queue::Priority},
    ui_text::UiText,
};

use super::{sounds::Sounds, speech::Speech};
use crate::devices::output::{Output, Said};
use crate::devices::speech::Waker;

/// The voice, the sounds and the other outputs, and what waits for the shell.
#[derive(Default)]
pub(super) struct Outputs {
    speech: Option<Speech>,
    sounds: Sounds,
    devices: Vec<Box<dyn Output>>,
    /// What was said since the shell last took it, for its screen.
    said: Vec<Said>,
    /// What only the shell can do, asked by the session since the shell last took it.
    acts: Vec<WindowAct>,
    /// Wakes the shell when a text ends or a device has keys (given to each voice and output
    /// as it comes, and to the driver's engines and workers).
    waker: Option<Waker>,
}

impl Outputs {
    pub(super) fn set_speech(&mut self, speech: Speech) {
        let mut speech = speech;
        if let Some(waker) = &self.waker {
            speech.set_waker(waker.clone());
        }
        self.speech = Some(speech);
    }

    pub(super) fn speech(&self) -> Option<&Speech> {
        self.speech.as_ref()
    }

    pub(super) fn speech_mut(&mut self) -> Option<&mut Speech> {
        self.speech.as_mut()
    }

    /// Who speaks what (`app` without a voice: everything is shown).
    pub(super) fn speech_mode(&self) -> SpeechMode {
        self.speech.as_ref().map_or(SpeechMode::App, Speech::mode)
    }

    pub(super) fn set_sounds(&mut self, sounds: Sounds) {
        self.sounds = sounds;
    }

    pub(super) fn sounds_mut(&mut self) -> &mut Sounds {
        &mut self.sounds
    }

    /// Feeds `output` everything from now on, beginning with `session` as it is.
    pub(super) fn add(&mut self, output: Box<dyn Output>, session: &Session) {
        let mut output = output;
        if let Some(waker) = &self.waker {
            output.set_waker(waker.clone());
        }
        output.shown(session);
        self.devices.push(output);
    }

    /// `waker` is called from another thread when a text ends or an output has keys.
    pub(super) fn set_waker(&mut self, waker: Waker) {
        if let Some(speech) = self.speech.as_mut() {
            speech.set_waker(waker.clone());
        }
        for output in &mut self.devices {
            output.set_waker(waker.clone());
        }
        self.waker = Some(waker);
    }

    /// The shell's waker, for what else works on other threads (the engines, going over).
    pub(super) fn waker(&self) -> Option<Waker> {
        self.waker.clone()
    }

    /// The inputs the outputs gathered since last asked (a braille display's keys).
    pub(super) fn inputs(&mut self) -> Vec<Input> {
        self.devices.iter_mut().flat_map(|o| o.inputs()).collect()
    }

    /// The app's window or terminal got or lost the keyboard focus.
    pub(super) fn focus(&mut self, focused: bool) {
        for output in &mut self.devices {
            output.focus(focused);
        }
    }

    /// The app's window exists, with its X window id.
    pub(super) fn set_window(&mut self, window: u32) {
        for output in &mut self.devices {
            output.set_window(window);
        }
    }

    pub(super) fn take_said(&mut self) -> Vec<Said> {
        std::mem::take(&mut self.said)
    }

    pub(super) fn take_acts(&mut self) -> Vec<WindowAct> {
        std::mem::take(&mut self.acts)
    }

    /// Keeps `act` for the shell.
    pub(super) fn act(&mut self, act: WindowAct) {
        self.acts.push(act);
    }

    /// A clock sound, played where it belongs and fed to every output.
    pub(super) fn cue(&mut self, heard: &HeardCue) {
        self.sounds.play(heard);
        for output in &mut self.devices {
            output.cue(heard);
        }
    }

    /// Something said outside an input's effects (a shell's refusal, training's words): fed
    /// as [`Outputs::feed`] does, and the outputs look at `session` at once, as after an input
    /// — a braille display brings it up now, not at the next key.
    pub(super) fn tell(&mut self, said: Said, session: &Session) {
        self.feed(said);
        self.look(session);
    }

    /// `text`, in the interface language, told as [`Outputs::tell`] does.
    pub(super) fn say_text(&mut self, text: String, priority: Priority, session: &Session) {
        self.tell(said_text(text, priority, session), session);
    }

    /// Something said: spoken as the speech mode allows, fed to every output, kept for the
    /// shell's screen. The outputs look at the session later, once for all that is fed.
    pub(super) fn feed(&mut self, said: Said) {
        if let Some(speech) = self.speech.as_mut() {
            speech.say(&said);
        }
        self.feed_unspoken(said);
    }

    /// Something shown, not spoken (a notice nobody could hear): fed to every output and kept
    /// for the shell's screen.
    fn feed_unspoken(&mut self, said: Said) {
        for output in &mut self.devices {
            output.said(&said);
        }
        self.said.push(said);
    }

    /// Every output looks at `session` as it is now.
    pub(super) fn look(&mut self, session: &Session) {
        for output in &mut self.devices {
            output.shown(session);
        }
    }

    /// A missing speech service, sound card or display is told once: shown (said when speech
    /// works).
    pub(super) fn tell_notices(&mut self, session: &Session) {
        let ui = UiText::get(session.setup().ui);
        if let Some(notice) = self
            .speech
            .as_mut()
            .and_then(|s| s.voice_mut().take_notice())
        {
            // Without speech the notice is shown only: nobody could hear it.
            self.feed_unspoken(said_text(notice.text(ui), Priority::Announcement, session));
            self.look(session);
        }
        let mut notices = self.sounds.take_notices(ui);
        notices.extend(self.devices.iter_mut().filter_map(|o| o.take_notice()));
        for text in notices {
            self.say_text(text, Priority::Announcement, session);
        }
    }

    /// Lets the speech go on: what waits starts once the speaker is done.
    pub(super) fn poll_speech(&mut self) {
        if let Some(speech) = self.speech.as_mut() {
            speech.voice_mut().poll();
        }
    }
}

/// `text` to say in `session`'s interface language, no echo of the focus.
pub(super) fn said_text(text: String, priority: Priority, session: &Session) -> Said {
    Said {
        text,
        language: session.setup().ui.as_str().to_string(),
        priority,
        echo: false,
    }
}

/// An interface message (a dialog's words, training's refusals) in `session`'s interface
/// language, with the chess words of the reader's vocabulary.
pub(super) fn words(message: &Message, session: &Session) -> String {
    let setup = session.setup();
    session.words(message, setup.player(setup.reader()).vocab)
}
