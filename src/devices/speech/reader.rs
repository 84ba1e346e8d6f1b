//! The app's words through the running screen reader's own speech, where its client library is
//! there: queued after what the reader is saying, never cutting it, in the reader's voice and
//! rate. On Windows, NVDA's controller client (`nvdaControllerClient64.dll`, or
//! `nvdaControllerClient.dll` as NVDA 2024.1 names it), loaded at run time when it is found
//! beside the app (only there: a library of that name in the current folder or on `PATH` is
//! never loaded); elsewhere there is none (on Linux Speech Dispatcher
//! already queues the app's words with Orca's, at priority *message*).
//!
//! `through_reader` chooses: the reader when its library loads and it answers, else the system's
//! voices. A reader that stops answering mid-game hands over to the system's voices, said once
//! (*speech-reader-gone*), and the game goes on.

use std::sync::{
    Arc, Mutex, MutexGuard,
    mpsc::{self, Sender},
};

use super::{Speaker, SpeechNotice, VoiceEngine, Waker};

/// A screen reader's client library: whether the reader runs, and a text handed to it to say
/// after what it is saying. It has no way to cut the reader's words, by design.
pub trait ReaderClient: Send {
    /// The reader's name, for the words that say it stopped.
    fn name(&self) -> &'static str;
    /// The reader is running and answers.
    fn running(&self) -> bool;
    /// Hands `text` to the reader to say when it is done with what it says; why it cannot.
    fn speak(&self, text: &str) -> Result<(), String>;
}

/// Whether this system has a screen reader's client library to look for: the speech is opened
/// again when the mode changes only where it does.
pub const CLIENTS: bool = cfg!(windows);

/// The running reader's client, when its library is found and loads (`None` on systems
/// without one, see `CLIENTS`).
pub fn client() -> Option<Box<dyn ReaderClient>> {
    #[cfg(windows)]
    {
        nvda::Nvda::load().map(|nvda| Box::new(nvda) as Box<dyn ReaderClient>)
    }
    #[cfg(not(windows))]
    {
        None
    }
}

/// The speech while a screen reader runs: through `client` when there is one and its reader
/// answers, else `system()` (the system's voices, or silence with the reason).
pub fn through_reader(
    client: Option<Box<dyn ReaderClient>>,
    system: impl FnOnce() -> Box<dyn Speaker> + Send + 'static,
) -> Box<dyn Speaker> {
    match client {
        Some(client) if client.running() => Box::new(ReaderSpeaker::new(client, system)),
        _ => system(),
    }
}

/// What the reader's thread reports: it stopped answering (why, and the texts it could not
/// hand over since, the last one last).
#[derive(Default)]
struct Track {
    stopped: Option<(String, Vec<(String, String)>)>,
    waker: Option<Waker>,
}

type OpenSystem = Box<dyn FnOnce() -> Box<dyn Speaker> + Send>;

/// Speech through the running screen reader. The texts are handed over on a thread of their
/// own (the reader answers over a local call that must not hold the window), each at once: the
/// reader queues them itself, so a text counts as said when it is handed over and nothing is
/// ever stopped.
pub struct ReaderSpeaker {
    texts: Sender<(String, String)>,
    track: Arc<Mutex<Track>>,
    reader: &'static str,
    /// Opens the system's voices when the reader stops.
    open_system: Option<OpenSystem>,
    /// The system's voices, once the reader stopped.
    system: Option<Box<dyn Speaker>>,
    notice: Option<SpeechNotice>,
    waker: Option<Waker>,
}

impl ReaderSpeaker {
    fn new(
        client: Box<dyn ReaderClient>,
        open_system: impl FnOnce() -> Box<dyn Speaker> + Send + 'static,
    ) -> ReaderSpeaker {
        let reader = client.name();
        let track = Arc::new(Mutex::new(Track::default()));
        let (texts, inbox) = mpsc::channel::<(String, String)>();
        let worker = track.clone();
        let _ = std::thread::Builder::new()
            .name("speech-reader".into())
            .spawn(move || {
                for (text, language) in inbox {
                    let mut track = lock(&worker);
                    if let Some((_, unsaid)) = track.stopped.as_mut() {
                        unsaid.push((text, language));
                        continue;
                    }
                    drop(track);
                    if let Err(reason) = client.speak(&text) {
                        track = lock(&worker);
                        track.stopped = Some((reason, vec![(text, language)]));
                        if let Some(waker) = &track.waker {
                            waker();
                        }
                    }
                }
            });
        ReaderSpeaker {
            texts,
            track,
            reader,
            open_system: Some(Box::new(open_system)),
            system: None,
            notice: None,
            waker: None,
        }
    }

    /// The reader stopped: the system's voices take over, told once, and say the last text the
    /// reader did not.
    fn hand_over(&mut self) {
        if self.system.is_some() {
            return;
        }
        // The reader stays stopped for the thread: texts still on their way to it are kept
        // there, never handed to a reader that came back while the system's voices speak.
        let (reason, unsaid) = match &mut lock(&self.track).stopped {
            Some((reason, unsaid)) => (reason.clone(), std::mem::take(unsaid)),
            None => return,
        };
        let Some(open) = self.open_system.take() else {
            return;
        };
        let mut system = open();
        if let Some(waker) = &self.waker {
            system.set_waker(waker.clone());
        }
        if let Some((text, language)) = unsaid.last() {
            system.speak(text, language);
        }
        self.notice = Some(SpeechNotice::ReaderGone {
            reader: self.reader.to_string(),
            reason,
        });
        self.system = Some(system);
    }
}

fn lock(track: &Mutex<Track>) -> MutexGuard<'_, Track> {
    track.lock().unwrap_or_else(|e| e.into_inner())
}

impl Speaker for ReaderSpeaker {
    fn speak(&mut self, text: &str, language: &str) {
        self.hand_over();
        match self.system.as_mut() {
            Some(system) => system.speak(text, language),
            None => {
                // The thread ends only with this speaker: a text cannot be lost on the way.
                let _ = self.texts.send((text.to_string(), language.to_string()));
            }
        }
    }

    /// The reader's words are never cut: a text already handed over is the reader's.
    fn stop(&mut self) {
        if let Some(system) = self.system.as_mut() {
            system.stop();
        }
    }

    fn is_speaking(&self) -> bool {
        self.system
            .as_ref()
            .is_some_and(|system| system.is_speaking())
    }

    fn take_notice(&mut self) -> Option<SpeechNotice> {
        self.hand_over();
        self.notice
            .take()
            .or_else(|| self.system.as_mut().and_then(|system| system.take_notice()))
    }

    fn done_by(&self) -> Option<std::time::Instant> {
        self.system.as_ref().and_then(|system| system.done_by())
    }

    fn set_waker(&mut self, waker: Waker) {
        lock(&self.track).waker = Some(waker.clone());
        if let Some(system) = self.system.as_mut() {
            system.set_waker(waker.clone());
        }
        self.waker = Some(waker);
    }

    fn refresh(&mut self) {
        self.hand_over();
        if let Some(system) = self.system.as_mut() {
            system.refresh();
        }
    }

    fn engine(&self) -> Option<VoiceEngine> {
        Some(VoiceEngine::System)
    }

    fn speaking_engine(&self) -> Option<VoiceEngine> {
        match &self.system {
            Some(system) => system.speaking_engine(),
            None => Some(VoiceEngine::System),
        }
    }
}

/// NVDA's controller client, loaded at run time.
#[cfg(windows)]
mod nvda {
    use super::ReaderClient;

    /// The names NVDA's controller client is shipped under: 64-bit before NVDA 2024.1, and
    /// one name per architecture since.
    const NAMES: [&str; 2] = ["nvdaControllerClient64.dll", "nvdaControllerClient.dll"];

    type TestIfRunning = unsafe extern "system" fn() -> u32;
    type SpeakText = unsafe extern "system" fn(*const u16) -> u32;

    pub struct Nvda {
        test_if_running: TestIfRunning,
        speak_text: SpeakText,
        _library: libloading::Library,
    }

    impl Nvda {
        /// The client beside the app, when one loads with both calls.
        pub fn load() -> Option<Nvda> {
            let folder = std::env::current_exe().ok()?.parent()?.to_path_buf();
            NAMES.iter().find_map(|name| {
                let path = folder.join(name);
                if !path.is_file() {
                    return None;
                }
                // SAFETY: the controller client's initialisers only set up its RPC binding.
                let library = unsafe { libloading::Library::new(path) }.ok()?;
                // SAFETY: the types are the signatures of nvdaController.h (error_status_t is
                // an unsigned long, __stdcall is the system ABI).
                unsafe {
                    let test_if_running = *library
                        .get::<TestIfRunning>(b"nvdaController_testIfRunning")
                        .ok()?;
                    let speak_text = *library.get::<SpeakText>(b"nvdaController_speakText").ok()?;
                    Some(Nvda {
                        test_if_running,
                        speak_text,
                        _library: library,
                    })
                }
            })
        }
    }

    impl ReaderClient for Nvda {
        fn name(&self) -> &'static str {
            "NVDA"
        }

        fn running(&self) -> bool {
            // SAFETY: a call without arguments into the library this value keeps loaded.
            unsafe { (self.test_if_running)() == 0 }
        }

        fn speak(&self, text: &str) -> Result<(), String> {
            let wide: Vec<u16> = text.encode_utf16().chain(std::iter::once(0)).collect();
            // SAFETY: a NUL-terminated UTF-16 string that outlives the call.
            match unsafe { (self.speak_text)(wide.as_ptr()) } {
                0 => Ok(()),
                code => Err(std::io::Error::from_raw_os_error(code as i32).to_string()),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::{
        sync::atomic::{AtomicBool, Ordering},
        time::{Duration, Instant},
    };

    use annabella_core::speech::queue::Priority;

    use super::*;
    use crate::devices::speech::{RecordingSpeaker, Voice};

    /// A reader that keeps what it was handed, and answers while `running`.
    #[derive(Clone, Default)]
    struct FakeReader {
        running: Arc<AtomicBool>,
        heard: Arc<Mutex<Vec<String>>>,
    }

    impl FakeReader {
        fn running() -> FakeReader {
            let reader = FakeReader::default();
            reader.running.store(true, Ordering::SeqCst);
            reader
        }

        fn heard(&self) -> Vec<String> {
            self.heard.lock().unwrap().clone()
        }
    }

    impl ReaderClient for FakeReader {
        fn name(&self) -> &'static str {
            "NVDA"
        }
        fn running(&self) -> bool {
            self.running.load(Ordering::SeqCst)
        }
        fn speak(&self, text: &str) -> Result<(), String> {
            if !self.running() {
                return Err("the RPC server is unavailable".into());
            }
            self.heard.lock().unwrap().push(text.to_string());
            Ok(())
        }
    }

    /// Polls `voice` until `done` holds, at most ten seconds.
    fn until(voice: &mut Voice, what: &str, done: impl Fn() -> bool) {
        let start = Instant::now();
        while !done() {
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "waited for {what}"
            );
            voice.poll();
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    fn system(recorder: &RecordingSpeaker) -> impl FnOnce() -> Box<dyn Speaker> + Send + 'static {
        let recorder = recorder.clone();
        move || Box::new(recorder) as Box<dyn Speaker>
    }

    #[test]
    fn a_running_reader_is_handed_every_text_in_order_nothing_cut() {
        let reader = FakeReader::running();
        let voices = RecordingSpeaker::default();
        let mut voice = Voice::new(through_reader(
            Some(Box::new(reader.clone())),
            system(&voices),
        ));
        voice.say("e2, leer".into(), "de", Priority::Chatter);
        voice.say("Bauer Eva vier".into(), "de", Priority::Announcement);
        voice.say("5 Minuten".into(), "de", Priority::Cue);
        until(&mut voice, "the reader to have three texts", || {
            reader.heard().len() == 3
        });
        assert_eq!(reader.heard(), ["e2, leer", "Bauer Eva vier", "5 Minuten"]);
        assert!(voices.spoken().is_empty());
        assert_eq!(voice.take_notice(), None);
    }

    #[test]
    fn a_reader_that_does_not_answer_leaves_the_words_to_the_system_voices() {
        let reader = FakeReader::default();
        let voices = RecordingSpeaker::default();
        let mut voice = Voice::new(through_reader(
            Some(Box::new(reader.clone())),
            system(&voices),
        ));
        voice.say("Bauer Eva vier".into(), "de", Priority::Announcement);
        voice.poll();
        assert_eq!(voices.spoken(), [("Bauer Eva vier".into(), "de".into())]);
        assert!(reader.heard().is_empty());
    }

    #[test]
    fn without_a_client_library_the_system_voices_speak() {
        let voices = RecordingSpeaker::default();
        let mut voice = Voice::new(through_reader(None, system(&voices)));
        voice.say("Springer Felix drei".into(), "de", Priority::Announcement);
        voice.poll();
        assert_eq!(
            voices.spoken(),
            [("Springer Felix drei".into(), "de".into())]
        );
    }

    #[test]
    fn a_reader_that_stops_hands_over_to_the_system_voices_said_once() {
        let reader = FakeReader::running();
        let voices = RecordingSpeaker::default();
        let mut voice = Voice::new(through_reader(
            Some(Box::new(reader.clone())),
            system(&voices),
        ));
        voice.say("Bauer Eva vier".into(), "de", Priority::Announcement);
        until(&mut voice, "the reader to have the first text", || {
            reader.heard().len() == 1
        });
        reader.running.store(false, Ordering::SeqCst);
        voice.say("Bauer Eva fünf".into(), "de", Priority::Announcement);
        until(
            &mut voice,
            "the system voices to say the second text",
            || !voices.spoken().is_empty(),
        );
        let ui = annabella_core::ui_text::UiText::get(annabella_core::ui_text::UiLanguage::En);
        let notice = voice.take_notice().expect("the hand-over is told");
        assert!(notice.text(ui).contains("NVDA"), "{}", notice.text(ui));
        assert_eq!(voice.take_notice(), None);
        voice.say("Springer Felix drei".into(), "de", Priority::Announcement);
        voice.poll();
        assert_eq!(
            voices.spoken(),
            [
                ("Bauer Eva fünf".into(), "de".into()),
                ("Springer Felix drei".into(), "de".into())
            ]
        );
        assert_eq!(reader.heard(), ["Bauer Eva vier"]);
    }
}
