//! Speech: what is said when (`queue`, pure), and who says it (`Speaker`): the built-in voice
//! (espeak-ng in this process, the first sound at the sink within a few milliseconds), the
//! system's speech through the `tts` crate (Speech Dispatcher with espeak-ng on Linux,
//! SAPI/WinRT on Windows, AVFoundation on macOS), a silent fallback when no speech service runs
//! (the text is still on screen and reaches the screen reader), and a recorder for tests.
//!
//! `open_for` chooses: the built-in voice when the app speaks for itself, unless the player
//! chose the system's; while a screen reader runs, the reader's own speech where its client
//! library is found (`reader/`: NVDA's or JAWS's on Windows), else the system's speech (the
//! app's words then queue with the screen reader's own); and the system's speech wherever the
//! built-in voice cannot speak.
//!
//! `Voice` joins the two: it takes texts with their priority, and drives the speaker as the queue
//! says — cutting chatter for an announcement, letting clock talk wait.

pub mod builtin;
mod espeak;
mod line;
pub mod reader;
pub mod screen_reader;
mod system;

pub use builtin::{BuiltinError, BuiltinSpeaker, Libraries};
pub use system::SystemSpeaker;

use std::{collections::BTreeMap, sync::Arc, time::Instant};

use annabella_core::speech::{
    SpeechMode, VoiceEngine,
    queue::{Priority, SpeechAction, SpeechQueue},
};

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
    /// Called before the speaking state is asked for: a speaker whose output failed hands over
    /// to another here.
    fn refresh(&mut self) {}
    /// The engine chosen for this speech (`None`: silence, a recorder).
    fn engine(&self) -> Option<VoiceEngine> {
        None
    }
    /// The engine that speaks in fact (`None`: silence, a recorder): the system's where the
    /// built-in voice was chosen but cannot speak.
    fn speaking_engine(&self) -> Option<VoiceEngine> {
        None
    }
    /// Speaks through `engine` in `mode` from now on (a speaker that is one engine ignores it).
    fn use_engine(&mut self, _engine: VoiceEngine, _mode: SpeechMode) {}
}

/// How the speech sounds: rate, pitch and volume, each 0 to 1 of what the system allows
/// (0.5 its middle).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tune {
    pub rate: f32,
    pub pitch: f32,
    pub volume: f32,
}

impl Tune {
    /// The tune where the settings give any of it (the rest at the system's middle); none
    /// where they give nothing, so the system's own tune stays.
    pub fn from_settings(settings: &crate::stores::settings::Speech) -> Option<Tune> {
        if settings.rate.is_none() && settings.pitch.is_none() && settings.volume.is_none() {
            return None;
        }
        let middle = Tune::default();
        Some(Tune {
            rate: settings.rate.unwrap_or(middle.rate),
            pitch: settings.pitch.unwrap_or(middle.pitch),
            volume: settings.volume.unwrap_or(middle.volume),
        })
    }
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
    /// The screen reader that said the app's words stopped answering: the system's voices say
    /// them from now on.
    ReaderGone { reader: String, reason: String },
}

impl SpeechNotice {
    /// The interface text for it (`locales/ui`).
    pub fn text(&self, ui: &annabella_core::ui_text::UiText) -> String {
        match self {
            SpeechNotice::Unavailable(reason) => {
                ui.text_with(UNAVAILABLE, &[("reason", reason.clone().into())])
            }
            SpeechNotice::ReaderGone { reader, reason } => ui.text_with(
                "speech-reader-gone",
                &[
                    ("reader", reader.clone().into()),
                    ("reason", reason.clone().into()),
                ],
            ),
        }
    }
}

/// The words for no speech, with where this system's speech comes from: Speech Dispatcher's
/// packages on Linux; on Windows the system's voices (Settings, Speech) or a screen reader.
#[cfg(not(windows))]
const UNAVAILABLE: &str = "speech-unavailable";
#[cfg(windows)]
const UNAVAILABLE: &str = "speech-unavailable-windows";

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

/// The app's speech as `open_for` chooses it with the default settings.
pub fn open() -> Box<dyn Speaker> {
    open_with(None)
}

/// The app's speech tuned as the settings say, where they say it: the built-in voice where it
/// can speak, else the system's. (A screen reader running is not asked about here: the
/// window and the terminal know the speech mode and call `open_for`.)
pub fn open_with(tune: Option<Tune>) -> Box<dyn Speaker> {
    let settings = crate::stores::settings::Speech {
        rate: tune.map(|t| t.rate),
        pitch: tune.map(|t| t.pitch),
        volume: tune.map(|t| t.volume),
        ..crate::stores::settings::Speech::default()
    };
    open_for(&settings, SpeechMode::App)
}

/// The speech the settings ask for in the speech mode found: the engine chosen (`[speech]
/// engine`, the built-in voice by default) when the app speaks for itself, the system's while
/// a screen reader runs; tuned and with the voices chosen. It changes engine when the player
/// or the mode does (`Voice::use_engine`).
pub fn open_for(settings: &crate::stores::settings::Speech, mode: SpeechMode) -> Box<dyn Speaker> {
    Box::new(Chosen::open(
        settings.engine.unwrap_or_default(),
        mode,
        Tune::from_settings(settings),
        Libraries::default(),
    ))
    .with_voices(&settings.voices)
}

/// What speaks for `engine` in `mode`: while a screen reader runs, the reader itself where its
/// client library is found (`reader::clients`), else `engine`'s speech.
fn open_in_mode(
    engine: VoiceEngine,
    mode: SpeechMode,
    tune: Option<Tune>,
    libraries: Libraries,
) -> Box<dyn Speaker> {
    if reader_speaks(mode) {
        reader::through_reader(reader::clients(), move || {
            open_engine(engine, tune, libraries)
        })
    } else {
        open_engine(engine, tune, libraries)
    }
}

/// Whether the running screen reader is asked to say the app's words in `mode`: while one runs,
/// on a system where a reader's client library can be looked for.
fn reader_speaks(mode: SpeechMode) -> bool {
    reader::CLIENTS && mode != SpeechMode::App
}

/// `engine`'s speech, the built-in voice's libraries looked for under `libraries`; the
/// system's speech where the built-in voice cannot be loaded.
pub fn open_engine(
    engine: VoiceEngine,
    tune: Option<Tune>,
    libraries: Libraries,
) -> Box<dyn Speaker> {
    if engine == VoiceEngine::Builtin
        && let Ok(mut speaker) = BuiltinSpeaker::open(libraries)
    {
        if let Some(tune) = tune {
            speaker.tune(tune);
        }
        return Box::new(speaker);
    }
    open_system(tune)
}

/// The speech of the engine the player chose, opened again when the engine that should speak
/// changes (the player chose another, a screen reader started or stopped), with its tune,
/// voices and waker carried over.
pub struct Chosen {
    /// What the player chose.
    engine: VoiceEngine,
    /// What speaks now: the engine chosen in the current mode, and whether through the screen
    /// reader.
    speaking: (VoiceEngine, bool),
    speaker: Box<dyn Speaker>,
    tune: Option<Tune>,
    voices: BTreeMap<String, String>,
    prepared: Vec<String>,
    waker: Option<Waker>,
    libraries: Libraries,
}

impl Chosen {
    /// `engine` as chosen, speaking as `mode` allows; the built-in voice's libraries looked
    /// for under `libraries`.
    pub fn open(
        engine: VoiceEngine,
        mode: SpeechMode,
        tune: Option<Tune>,
        libraries: Libraries,
    ) -> Chosen {
        let speaking = engine.in_mode(mode);
        Chosen {
            engine,
            speaking: (speaking, reader_speaks(mode)),
            speaker: open_in_mode(speaking, mode, tune, libraries),
            tune,
            voices: BTreeMap::new(),
            prepared: Vec::new(),
            waker: None,
            libraries,
        }
    }

    fn with_voices(mut self: Box<Self>, voices: &BTreeMap<String, String>) -> Box<dyn Speaker> {
        if !voices.is_empty() {
            self.choose_voices(voices);
        }
        self
    }

    /// What speaks in fact: the built-in voice, or the system's where the built-in voice
    /// cannot (`None`: silence).
    pub fn speaking(&self) -> Option<VoiceEngine> {
        self.speaker.speaking_engine()
    }
}

impl Speaker for Chosen {
    fn speak(&mut self, text: &str, language: &str) {
        self.speaker.speak(text, language);
    }
    fn stop(&mut self) {
        self.speaker.stop();
    }
    fn is_speaking(&self) -> bool {
        self.speaker.is_speaking()
    }
    fn take_notice(&mut self) -> Option<SpeechNotice> {
        self.speaker.take_notice()
    }
    fn done_by(&self) -> Option<Instant> {
        self.speaker.done_by()
    }
    fn set_waker(&mut self, waker: Waker) {
        self.waker = Some(waker.clone());
        self.speaker.set_waker(waker);
    }
    fn tune(&mut self, tune: Tune) {
        self.tune = Some(tune);
        self.speaker.tune(tune);
    }
    fn voices(&self) -> Arc<Vec<(String, String)>> {
        self.speaker.voices()
    }
    fn choose_voices(&mut self, chosen: &BTreeMap<String, String>) {
        self.voices = chosen.clone();
        self.speaker.choose_voices(chosen);
    }
    fn prepare(&mut self, languages: &[String]) {
        self.prepared = languages.to_vec();
        self.speaker.prepare(languages);
    }
    fn refresh(&mut self) {
        self.speaker.refresh();
    }
    fn engine(&self) -> Option<VoiceEngine> {
        Some(self.engine)
    }
    fn speaking_engine(&self) -> Option<VoiceEngine> {
        self.speaker.speaking_engine()
    }
    fn use_engine(&mut self, engine: VoiceEngine, mode: SpeechMode) {
        self.engine = engine;
        let speaking = engine.in_mode(mode);
        if (speaking, reader_speaks(mode)) == self.speaking {
            return;
        }
        self.speaker.stop();
        self.speaking = (speaking, reader_speaks(mode));
        self.speaker = open_in_mode(speaking, mode, self.tune, self.libraries);
        if let Some(waker) = &self.waker {
            self.speaker.set_waker(waker.clone());
        }
        if !self.voices.is_empty() {
            self.speaker.choose_voices(&self.voices);
        }
        self.speaker.prepare(&self.prepared);
    }
}

/// The system's speech, or silence with the reason when there is none.
pub fn open_system(tune: Option<Tune>) -> Box<dyn Speaker> {
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
        self.speaker.refresh();
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

    /// The engine the player chose (the built-in voice unless they chose the system's).
    pub fn engine(&self) -> VoiceEngine {
        self.speaker.engine().unwrap_or_default()
    }

    /// The engine that speaks in fact (`None`: silence).
    pub fn speaking_engine(&self) -> Option<VoiceEngine> {
        self.speaker.speaking_engine()
    }

    /// Speaks through `engine` from now on, as `mode` allows: while a screen reader runs the
    /// system's speech speaks, queued with it.
    pub fn use_engine(&mut self, engine: VoiceEngine, mode: SpeechMode) {
        self.speaker.use_engine(engine, mode);
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
