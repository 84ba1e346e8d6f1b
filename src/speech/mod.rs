//! Speech: what is said when (`queue`, pure), and who says it (`Speaker`): the system's speech
//! through the `tts` crate (Speech Dispatcher with espeak-ng on Linux, SAPI/WinRT on Windows,
//! AVFoundation on macOS), a silent fallback when no speech service runs (the text is still on
//! screen and reaches the screen reader), and a recorder for tests.
//!
//! `Voice` joins the two: it takes texts with their priority, and drives the speaker as the queue
//! says — cutting chatter for an announcement, letting clock talk wait.

pub mod screen_reader;
mod system;

pub use system::SystemSpeaker;

use std::{collections::BTreeMap, sync::Arc, time::Instant};

use annabella_core::speech::queue::{Priority, SpeechAction, SpeechQueue};

/// Called from another thread when something changed that the shell should look at (an
/// utterance ended): the window repaints.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// A speech output.
pub trait Speaker: Send {
    /// Starts saying `text` in `language` (a tag such as "de"), after stopping anything said.
    fn speak(&mut self, text: &str, language: &str);
    fn stop(&mut self);
    /// Still saying the last text.
    fn is_speaking(&self) -> bool;
    /// What went wrong with the output, once, to be shown and (where possible) said.
    fn take_notice(&mut self) -> Option<SpeechNotice>;
    /// When the text being said counts as said even if its end is never reported (`None`: it
    /// is reported at once, or nothing is being said).
    fn done_by(&self) -> Option<Instant> {
        None
    }
    /// `waker` is called when a text ends (a speaker that finishes at once needs none).
    fn set_waker(&mut self, _waker: Waker) {}
    /// The speech's rate, pitch and volume from now on (a speaker without them ignores it).
    fn tune(&mut self, _tune: Tune) {}
    /// The voices the system offers: (language tag, name). Empty until the service answers,
    /// and for a speaker with one voice.
    fn voices(&self) -> Arc<Vec<(String, String)>> {
        Arc::default()
    }
    /// The voice to use for each language (primary tag → voice name) from now on; a language
    /// not named gets the system's voice for it.
    fn choose_voices(&mut self, _chosen: &BTreeMap<String, String>) {}
    /// The languages about to be spoken (the interface's, the move words'): a speaker that
    /// needs time to ready a voice readies theirs now, not when the first move comes.
    fn prepare(&mut self, _languages: &[String]) {}
}

/// How the speech sounds: rate, pitch and volume, each 0 to 1 of what the system allows
/// (0.5 its middle).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tune {
    pub rate: f32,
    pub pitch: f32,
    pub volume: f32,
}

impl Default for Tune {
    fn default() -> Tune {
        Tune {
            rate: 0.5,
            pitch: 0.5,
            volume: 1.0,
        }
    }
}

/// Why there is no speech.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpeechNotice {
    /// No speech service answered: the reason from the system.
    Unavailable(String),
}

impl SpeechNotice {
    /// The interface text for it (`locales/ui`).
    pub fn text(&self, ui: &annabella_core::ui_text::UiText) -> String {
        match self {
            SpeechNotice::Unavailable(reason) => {
                ui.text_with("speech-unavailable", &[("reason", reason.clone().into())])
            }
        }
    }
}

/// No speech: texts are dropped (the shell shows them); the reason is told once.
pub struct SilentSpeaker {
    notice: Option<SpeechNotice>,
}

impl SilentSpeaker {
    pub fn new(reason: String) -> SilentSpeaker {
        SilentSpeaker {
            notice: Some(SpeechNotice::Unavailable(reason)),
        }
    }

    /// Silence chosen by the player (their screen reader speaks): nothing to tell.
    pub fn quiet() -> SilentSpeaker {
        SilentSpeaker { notice: None }
    }
}

impl Speaker for SilentSpeaker {
    fn speak(&mut self, _text: &str, _language: &str) {}
    fn stop(&mut self) {}
    fn is_speaking(&self) -> bool {
        false
    }
    fn take_notice(&mut self) -> Option<SpeechNotice> {
        self.notice.take()
    }
}

/// Keeps what it was asked to say, for tests: a clone shares the record. Each text counts as
/// finished at once.
#[derive(Clone, Default)]
pub struct RecordingSpeaker {
    spoken: std::sync::Arc<std::sync::Mutex<Vec<(String, String)>>>,
    tuned: std::sync::Arc<std::sync::Mutex<Option<Tune>>>,
    /// The voices it offers, as a system would.
    offered: Arc<Vec<(String, String)>>,
    chosen: std::sync::Arc<std::sync::Mutex<BTreeMap<String, String>>>,
}

impl RecordingSpeaker {
    /// A recorder that offers these voices: (language tag, name).
    pub fn offering(voices: &[(&str, &str)]) -> RecordingSpeaker {
        RecordingSpeaker {
            offered: Arc::new(
                voices
                    .iter()
                    .map(|(tag, name)| (tag.to_string(), name.to_string()))
                    .collect(),
            ),
            ..RecordingSpeaker::default()
        }
    }

    /// The voices chosen last, by language.
    pub fn chosen_voices(&self) -> BTreeMap<String, String> {
        self.chosen
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    /// The last tune given, if any.
    pub fn tuned(&self) -> Option<Tune> {
        *self.tuned.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Every text said so far with its language, in order.
    pub fn spoken(&self) -> Vec<(String, String)> {
        self.spoken
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }
}

impl Speaker for RecordingSpeaker {
    fn speak(&mut self, text: &str, language: &str) {
        self.spoken
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push((text.to_string(), language.to_string()));
    }
    fn stop(&mut self) {}
    fn is_speaking(&self) -> bool {
        false
    }
    fn take_notice(&mut self) -> Option<SpeechNotice> {
        None
    }
    fn tune(&mut self, tune: Tune) {
        *self.tuned.lock().unwrap_or_else(|p| p.into_inner()) = Some(tune);
    }
    fn voices(&self) -> Arc<Vec<(String, String)>> {
        self.offered.clone()
    }
    fn choose_voices(&mut self, chosen: &BTreeMap<String, String>) {
        *self.chosen.lock().unwrap_or_else(|p| p.into_inner()) = chosen.clone();
    }
}

/// The system's speech, or silence with the reason when there is none.
pub fn open() -> Box<dyn Speaker> {
    open_with(None)
}

/// The system's speech tuned as the settings say, where they say it.
pub fn open_with(tune: Option<Tune>) -> Box<dyn Speaker> {
    match SystemSpeaker::open() {
        Ok(mut speaker) => {
            if let Some(tune) = tune {
                speaker.tune(tune);
            }
            Box::new(speaker)
        }
        Err(reason) => Box::new(SilentSpeaker::new(reason)),
    }
}

/// A speaker driven by the speech priorities.
pub struct Voice {
    speaker: Box<dyn Speaker>,
    queue: SpeechQueue,
    /// The language of each text waiting or being said, by text.
    languages: Vec<(String, String)>,
}

impl Voice {
    pub fn new(speaker: Box<dyn Speaker>) -> Voice {
        Voice {
            speaker,
            queue: SpeechQueue::new(),
            languages: Vec::new(),
        }
    }

    /// Says `text` (in `language`) as its priority allows.
    pub fn say(&mut self, text: String, language: &str, priority: Priority) {
        self.languages.retain(|(t, _)| *t != text);
        self.languages.push((text.clone(), language.to_string()));
        let actions = self.queue.say(text, priority);
        self.run(actions);
    }

    /// Call regularly (each frame, each tick): starts what waits once the speaker is done.
    pub fn poll(&mut self) {
        // A speaker that finishes at once (a recorder, silence) lets the whole queue go now.
        while self.queue.speaking().is_some() && !self.speaker.is_speaking() {
            let actions = self.queue.finished();
            self.run(actions);
        }
    }

    /// Something is being said or waits.
    pub fn busy(&self) -> bool {
        self.queue.speaking().is_some()
    }

    /// When to look again at the latest, if no end is reported before: the shell sleeps until
    /// then (or until the speaker wakes it).
    pub fn look_again_at(&self) -> Option<Instant> {
        if self.busy() {
            self.speaker.done_by()
        } else {
            None
        }
    }

    /// `waker` is called when a text ends.
    pub fn set_waker(&mut self, waker: Waker) {
        self.speaker.set_waker(waker);
    }

    /// The speech's rate, pitch and volume from the next text on.
    pub fn tune(&mut self, tune: Tune) {
        self.speaker.tune(tune);
    }

    /// The voices the system offers: (language tag, name).
    pub fn voices(&self) -> Arc<Vec<(String, String)>> {
        self.speaker.voices()
    }

    /// The voice of each language from now on (primary tag → name).
    pub fn choose_voices(&mut self, chosen: &BTreeMap<String, String>) {
        self.speaker.choose_voices(chosen);
    }

    /// Readies the voices of the languages about to be spoken.
    pub fn prepare(&mut self, languages: &[String]) {
        self.speaker.prepare(languages);
    }

    pub fn take_notice(&mut self) -> Option<SpeechNotice> {
        self.speaker.take_notice()
    }

    fn run(&mut self, actions: Vec<SpeechAction>) {
        for action in actions {
            match action {
                SpeechAction::Stop => self.speaker.stop(),
                SpeechAction::Speak(text) => {
                    let language = self
                        .languages
                        .iter()
                        .find(|(t, _)| *t == text)
                        .map_or("en".to_string(), |(_, l)| l.clone());
                    self.speaker.speak(&text, &language);
                }
            }
        }
        // Keep the language table small: only texts the queue may still say.
        if self.languages.len() > 64 {
            self.languages.drain(..32);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A speaker that stays busy until told it finished, to see what the queue lets through.
    #[derive(Default)]
    struct Slow {
        said: std::sync::Arc<std::sync::Mutex<Vec<String>>>,
        busy: std::sync::Arc<std::sync::atomic::AtomicBool>,
    }

    impl Speaker for Slow {
        fn speak(&mut self, text: &str, language: &str) {
            self.said
                .lock()
                .unwrap()
                .push(format!("{language}: {text}"));
            self.busy.store(true, std::sync::atomic::Ordering::SeqCst);
        }
        fn stop(&mut self) {
            self.said.lock().unwrap().push("(stop)".into());
            self.busy.store(false, std::sync::atomic::Ordering::SeqCst);
        }
        fn is_speaking(&self) -> bool {
            self.busy.load(std::sync::atomic::Ordering::SeqCst)
        }
        fn take_notice(&mut self) -> Option<SpeechNotice> {
            None
        }
    }

    #[test]
    fn an_announcement_cuts_chatter_and_clock_talk_waits_for_it() {
        let slow = Slow::default();
        let (said, busy) = (slow.said.clone(), slow.busy.clone());
        let mut voice = Voice::new(Box::new(slow));
        voice.say("Felix drei, leer".into(), "de", Priority::Chatter);
        voice.say("Springer Felix sechs".into(), "de", Priority::Announcement);
        voice.say("5 Minuten".into(), "de", Priority::Cue);
        voice.poll(); // still speaking: nothing new
        busy.store(false, std::sync::atomic::Ordering::SeqCst);
        voice.poll();
        assert_eq!(
            *said.lock().unwrap(),
            [
                "de: Felix drei, leer",
                "(stop)",
                "de: Springer Felix sechs",
                "de: 5 Minuten"
            ]
        );
    }

    #[test]
    fn without_speech_the_reason_is_told_once() {
        let mut voice = Voice::new(Box::new(SilentSpeaker::new("no server".into())));
        voice.say("Springer Felix drei".into(), "de", Priority::Announcement);
        let ui = annabella_core::ui_text::UiText::get(annabella_core::ui_text::UiLanguage::En);
        let notice = voice.take_notice().expect("told");
        assert!(notice.text(ui).contains("no server"));
        assert_eq!(voice.take_notice(), None);
        voice.poll();
        assert!(!voice.busy());
    }
}
