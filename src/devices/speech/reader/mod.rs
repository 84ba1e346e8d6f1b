//! The app's words through the running screen reader's own speech, where its client library is
//! there: queued after what the reader is saying, never cutting it, in the reader's voice and
//! rate. On Windows, NVDA's controller client (`nvdaControllerClient64.dll`, or
//! `nvdaControllerClient.dll` as NVDA 2024.1 names it), loaded at run time when it is found
//! beside the app (only there: a library of that name in the current folder or on `PATH` is
//! never loaded), then JAWS's automation object (`FreedomSci.JawsApi`, through COM) while JAWS
//! runs; elsewhere there is none (on Linux Speech Dispatcher already queues the app's words with
//! Orca's, at priority *message*). Narrator has no such library: its users hear the app's words
//! through the window's live region (speech mode `screen-reader`) or the system's voices.
//!
//! `through_reader` chooses, on a thread of its own that owns the reader from then on: the
//! first reader whose client opens and answers, else the system's voices. Nothing a reader does
//! is waited for by the caller (the window's thread): its check (an RPC call to NVDA, a COM
//! call to JAWS) can block. A reader that stops answering mid-game hands over to the system's
//! voices, said once (*speech-reader-gone*), and the game goes on.

use std::{
    sync::{
        Arc, Mutex, MutexGuard,
        mpsc::{self, Sender},
    },
    time::{Duration, Instant},
};

use super::{Speaker, SpeechNotice, VoiceEngine, Waker};

#[cfg(windows)]
mod jaws;
#[cfg(windows)]
mod nvda;

/// A screen reader's client library: whether the reader runs, and a text handed to it to say
/// after what it is saying. It has no way to cut the reader's words, by design. It is opened,
/// asked and dropped on the speech thread only (a COM object lives in the thread that made it).
pub trait ReaderClient {
    /// The reader's name, for the words that say it stopped.
    fn name(&self) -> &'static str;
    /// The reader is running and answers.
    fn running(&self) -> bool;
    /// Hands `text` to the reader to say when it is done with what it says; why it cannot.
    fn speak(&self, text: &str) -> Result<(), String>;
}

/// Opens one reader's client, on the speech thread (`None`: its library or object is not
/// there).
pub type OpenClient = Box<dyn FnOnce() -> Option<Box<dyn ReaderClient>> + Send>;

/// Whether this system has a screen reader's client library to look for: the speech is opened
/// again when the mode changes only where it does.
pub const CLIENTS: bool = cfg!(windows);

/// How long the first text waits for the readers' answer: a reader that has not answered by
/// then is not asked again, and the system's voices speak.
pub const ANSWER_WITHIN: Duration = Duration::from_secs(2);

/// The readers to ask, in order (empty on systems without one, see `CLIENTS`): NVDA's
/// controller client beside the app, then JAWS. The first that opens and runs speaks; one
/// that does not costs a look for a file (NVDA) or for a registry key and a window (JAWS).
pub fn clients() -> Vec<OpenClient> {
    #[cfg(windows)]
    {
        vec![
            Box::new(|| nvda::Nvda::load().map(|nvda| Box::new(nvda) as Box<dyn ReaderClient>)),
            Box::new(|| jaws::Jaws::open().map(|jaws| Box::new(jaws) as Box<dyn ReaderClient>)),
        ]
    }
    #[cfg(not(windows))]
    {
        Vec::new()
    }
}

/// The speech while a screen reader runs: through the first of `clients` that opens and whose
/// reader answers, else `system()` (the system's voices, or silence with the reason). Returns
/// at once: the readers are asked on the speech thread.
pub fn through_reader(
    clients: Vec<OpenClient>,
    system: impl FnOnce() -> Box<dyn Speaker> + Send + 'static,
) -> Box<dyn Speaker> {
    through_reader_within(clients, system, ANSWER_WITHIN)
}

/// `through_reader`, the readers given `within` to answer.
fn through_reader_within(
    clients: Vec<OpenClient>,
    system: impl FnOnce() -> Box<dyn Speaker> + Send + 'static,
    within: Duration,
) -> Box<dyn Speaker> {
    if clients.is_empty() {
        return system();
    }
    Box::new(ReaderSpeaker::new(clients, system, within))
}

/// What the speech thread found and reports.
#[derive(Default)]
enum Found {
    /// The readers are being asked.
    #[default]
    Asking,
    /// This reader answered: the texts go to it.
    Reader(&'static str),
    /// None answered (or not in time): the system's voices speak, nothing to tell.
    NoReader,
    /// The reader stopped answering: why, and the texts it could not hand over since, the last
    /// one last.
    Stopped(String, Vec<(String, String)>),
}

#[derive(Default)]
struct Track {
    found: Found,
    waker: Option<Waker>,
}

type OpenSystem = Box<dyn FnOnce() -> Box<dyn Speaker> + Send>;

/// Who says the texts, as the speaker sees it.
enum Saying {
    /// The readers are being asked since then; the text waiting for their answer.
    Asking(Instant, Option<(String, String)>),
    /// The reader of this name.
    Reader(&'static str),
    /// The system's voices (the reader stopped, or none answered).
    System(Box<dyn Speaker>),
}

/// Speech through the running screen reader. The readers are asked, and the texts handed over,
/// on a thread of their own (the reader answers over a local call that must not hold the
/// window), each at once: the reader queues them itself, so a text counts as said when it is
/// handed over and nothing is ever stopped. While the readers are asked the first text waits
/// (at most `within`), and the ones after it wait in the `Voice`'s queue.
pub struct ReaderSpeaker {
    texts: Sender<(String, String)>,
    track: Arc<Mutex<Track>>,
    saying: Saying,
    within: Duration,
    /// Opens the system's voices when no reader answers or the reader stops.
    open_system: Option<OpenSystem>,
    notice: Option<SpeechNotice>,
    waker: Option<Waker>,
}

impl ReaderSpeaker {
    fn new(
        clients: Vec<OpenClient>,
        open_system: impl FnOnce() -> Box<dyn Speaker> + Send + 'static,
        within: Duration,
    ) -> ReaderSpeaker {
        let track = Arc::new(Mutex::new(Track::default()));
        let (texts, inbox) = mpsc::channel::<(String, String)>();
        let worker = track.clone();
        let spawned = std::thread::Builder::new()
            .name("speech-reader".into())
            .spawn(move || speak_through_reader(clients, &worker, inbox));
        if spawned.is_err() {
            lock(&track).found = Found::NoReader;
        }
        ReaderSpeaker {
            texts,
            track,
            saying: Saying::Asking(Instant::now(), None),
            within,
            open_system: Some(Box::new(open_system)),
            notice: None,
            waker: None,
        }
    }

    /// Follows what the speech thread found: the reader that answered takes the waiting text;
    /// with none (or none in time) the system's voices take it; a reader that stopped hands
    /// over to the system's voices, told once, which say the last text it did not.
    fn follow(&mut self) {
        match &mut self.saying {
            Saying::System(_) => {}
            Saying::Asking(since, waiting) => {
                let mut track = lock(&self.track);
                if matches!(track.found, Found::Asking) && since.elapsed() >= self.within {
                    // Too late from now on: the thread drops a reader that answers after this.
                    track.found = Found::NoReader;
                }
                match track.found {
                    Found::Asking => {}
                    Found::Reader(name) => {
                        drop(track);
                        if let Some(text) = waiting.take() {
                            // The thread ends only with this speaker: a text cannot be lost.
                            let _ = self.texts.send(text);
                        }
                        self.saying = Saying::Reader(name);
                    }
                    Found::NoReader | Found::Stopped(..) => {
                        drop(track);
                        let waiting = waiting.take();
                        self.hand_to_system(waiting, None);
                    }
                }
            }
            Saying::Reader(name) => {
                let name = *name;
                // The reader stays stopped for the thread: texts still on their way to it are
                // kept there, never handed to a reader that came back while the system's voices
                // speak.
                let (reason, unsaid) = match &mut lock(&self.track).found {
                    Found::Stopped(reason, unsaid) => (reason.clone(), std::mem::take(unsaid)),
                    _ => return,
                };
                let notice = SpeechNotice::ReaderGone {
                    reader: name.to_string(),
                    reason,
                };
                self.hand_to_system(unsaid.last().cloned(), Some(notice));
            }
        }
    }

    /// The system's voices speak from now on, saying `text` first; `notice` tells why.
    fn hand_to_system(&mut self, text: Option<(String, String)>, notice: Option<SpeechNotice>) {
        let Some(open) = self.open_system.take() else {
            return;
        };
        let mut system = open();
        if let Some(waker) = &self.waker {
            system.set_waker(waker.clone());
        }
        if let Some((text, language)) = text {
            system.speak(&text, &language);
        }
        self.notice = notice;
        self.saying = Saying::System(system);
    }

    fn system(&self) -> Option<&dyn Speaker> {
        match &self.saying {
            Saying::System(system) => Some(system.as_ref()),
            _ => None,
        }
    }

    fn system_mut(&mut self) -> Option<&mut Box<dyn Speaker>> {
        match &mut self.saying {
            Saying::System(system) => Some(system),
            _ => None,
        }
    }
}

/// The speech thread: asks the readers in order, keeps the first that opens and answers, and
/// hands it each text as it comes, until it stops answering.
fn speak_through_reader(
    clients: Vec<OpenClient>,
    track: &Mutex<Track>,
    inbox: mpsc::Receiver<(String, String)>,
) {
    let client = clients
        .into_iter()
        .find_map(|open| open().filter(|client| client.running()));
    let mut found = lock(track);
    match (&found.found, client) {
        (Found::Asking, Some(client)) => {
            found.found = Found::Reader(client.name());
            wake(&found);
            drop(found);
            hand_over_texts(client.as_ref(), track, inbox);
        }
        // None answered, or not in time (the speaker stopped waiting): nothing to hand over.
        (Found::Asking, None) => {
            found.found = Found::NoReader;
            wake(&found);
        }
        _ => {}
    }
}

fn hand_over_texts(
    client: &dyn ReaderClient,
    track: &Mutex<Track>,
    inbox: mpsc::Receiver<(String, String)>,
) {
    for (text, language) in inbox {
        let mut found = lock(track);
        if let Found::Stopped(_, unsaid) = &mut found.found {
            unsaid.push((text, language));
            continue;
        }
        drop(found);
        if let Err(reason) = client.speak(&text) {
            found = lock(track);
            found.found = Found::Stopped(reason, vec![(text, language)]);
            wake(&found);
        }
    }
}

fn wake(track: &Track) {
    if let Some(waker) = &track.waker {
        waker();
    }
}

fn lock(track: &Mutex<Track>) -> MutexGuard<'_, Track> {
    track.lock().unwrap_or_else(|e| e.into_inner())
}

impl Speaker for ReaderSpeaker {
    fn speak(&mut self, text: &str, language: &str) {
        self.follow();
        let text = (text.to_string(), language.to_string());
        match &mut self.saying {
            Saying::Asking(_, waiting) => *waiting = Some(text),
            // The thread ends only with this speaker: a text cannot be lost on the way.
            Saying::Reader(_) => {
                let _ = self.texts.send(text);
            }
            Saying::System(system) => system.speak(&text.0, &text.1),
        }
    }

    /// The reader's words are never cut: a text already handed over is the reader's. A text
    /// still waiting for the readers' answer was nobody's yet, and is dropped.
    fn stop(&mut self) {
        match &mut self.saying {
            Saying::Asking(_, waiting) => *waiting = None,
            Saying::Reader(_) => {}
            Saying::System(system) => system.stop(),
        }
    }

    fn is_speaking(&self) -> bool {
        match &self.saying {
            Saying::Asking(_, waiting) => waiting.is_some(),
            Saying::Reader(_) => false,
            Saying::System(system) => system.is_speaking(),
        }
    }

    fn take_notice(&mut self) -> Option<SpeechNotice> {
        self.follow();
        self.notice
            .take()
            .or_else(|| self.system_mut().and_then(|system| system.take_notice()))
    }

    /// While the readers are asked, the shell looks again when they are no longer waited for.
    fn done_by(&self) -> Option<Instant> {
        match &self.saying {
            Saying::Asking(since, Some(_)) => Some(*since + self.within),
            Saying::Asking(_, None) | Saying::Reader(_) => None,
            Saying::System(system) => system.done_by(),
        }
    }

    fn set_waker(&mut self, waker: Waker) {
        lock(&self.track).waker = Some(waker.clone());
        if let Some(system) = self.system_mut() {
            system.set_waker(waker.clone());
        }
        self.waker = Some(waker);
    }

    fn refresh(&mut self) {
        self.follow();
        if let Some(system) = self.system_mut() {
            system.refresh();
        }
    }

    fn engine(&self) -> Option<VoiceEngine> {
        Some(VoiceEngine::System)
    }

    fn speaking_engine(&self) -> Option<VoiceEngine> {
        match self.system() {
            Some(system) => system.speaking_engine(),
            None => Some(VoiceEngine::System),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, Ordering};

    use annabella_core::speech::queue::Priority;

    use super::*;
    use crate::devices::speech::{RecordingSpeaker, Voice};

    /// A reader that keeps what it was handed, and answers while `running`; its check waits
    /// for `gate` when one is given (a reader whose RPC call blocks).
    #[derive(Clone, Default)]
    struct FakeReader {
        name: &'static str,
        running: Arc<AtomicBool>,
        heard: Arc<Mutex<Vec<String>>>,
        gate: Option<Gate>,
    }

    /// A check that blocks: it reports that it began, then waits for the test to open it.
    #[derive(Clone)]
    struct Gate {
        began: Sender<()>,
        open: Arc<Mutex<mpsc::Receiver<()>>>,
        /// The check came back.
        answered: Arc<AtomicBool>,
    }

    impl FakeReader {
        fn running() -> FakeReader {
            let reader = FakeReader::default();
            reader.running.store(true, Ordering::SeqCst);
            reader
        }

        /// `self` named `name` (JAWS, NVDA: the default).
        fn named(mut self, name: &'static str) -> FakeReader {
            self.name = name;
            self
        }

        /// A running reader whose check blocks until the returned sender sends (or is
        /// dropped); the receiver hears when the check began.
        fn blocking() -> (FakeReader, Sender<()>, mpsc::Receiver<()>) {
            let (began, began_heard) = mpsc::channel();
            let (open, gate) = mpsc::channel();
            let mut reader = FakeReader::running();
            reader.gate = Some(Gate {
                began,
                open: Arc::new(Mutex::new(gate)),
                answered: Arc::default(),
            });
            (reader, open, began_heard)
        }

        fn heard(&self) -> Vec<String> {
            self.heard.lock().unwrap().clone()
        }

        fn answered(&self) -> bool {
            self.gate
                .as_ref()
                .is_some_and(|gate| gate.answered.load(Ordering::SeqCst))
        }

        /// Opens as the reader's client library would, on the speech thread.
        fn opener(&self) -> OpenClient {
            let reader = self.clone();
            Box::new(move || Some(Box::new(reader) as Box<dyn ReaderClient>))
        }
    }

    impl ReaderClient for FakeReader {
        fn name(&self) -> &'static str {
            if self.name.is_empty() {
                "NVDA"
            } else {
                self.name
            }
        }
        fn running(&self) -> bool {
            if let Some(gate) = &self.gate {
                let _ = gate.began.send(());
                // Bounded, so that a caller that waited for the check fails the test instead
                // of hanging it.
                let _ = gate
                    .open
                    .lock()
                    .unwrap()
                    .recv_timeout(Duration::from_secs(10));
                gate.answered.store(true, Ordering::SeqCst);
            }
            self.running.load(Ordering::SeqCst)
        }
        fn speak(&self, text: &str) -> Result<(), String> {
            if !self.running.load(Ordering::SeqCst) {
                return Err("the RPC server is unavailable".into());
            }
            self.heard.lock().unwrap().push(text.to_string());
            Ok(())
        }
    }

    /// A client library that is not there (no DLL, no registered object).
    fn missing() -> OpenClient {
        Box::new(|| None)
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
        let mut voice = Voice::new(through_reader(vec![reader.opener()], system(&voices)));
        voice.say("e2, leer".into(), "de", Priority::Chatter);
        until(&mut voice, "the reader to answer", || {
            reader.heard().len() == 1
        });
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
    fn the_readers_check_blocks_and_the_caller_does_not_wait_for_it() {
        let (reader, open, began) = FakeReader::blocking();
        let voices = RecordingSpeaker::default();
        let mut voice = Voice::new(through_reader(vec![reader.opener()], system(&voices)));
        voice.say("Bauer Eva vier".into(), "de", Priority::Announcement);
        voice.say("Springer Felix drei".into(), "de", Priority::Announcement);
        voice.poll();
        began
            .recv_timeout(Duration::from_secs(10))
            .expect("the reader's check began on the speech thread");
        assert!(
            !reader.answered(),
            "the caller came back only after the reader's check"
        );
        assert!(voice.busy(), "the texts wait for the reader's answer");
        assert!(voices.spoken().is_empty() && reader.heard().is_empty());
        open.send(()).unwrap();
        until(&mut voice, "the reader to have the texts", || {
            reader.heard().len() == 2
        });
        assert_eq!(reader.heard(), ["Bauer Eva vier", "Springer Felix drei"]);
        assert!(voices.spoken().is_empty());
        assert_eq!(voice.take_notice(), None);
    }

    #[test]
    fn a_reader_that_answers_too_late_leaves_the_words_to_the_system_voices() {
        let (reader, open, began) = FakeReader::blocking();
        let voices = RecordingSpeaker::default();
        let mut voice = Voice::new(through_reader_within(
            vec![reader.opener()],
            system(&voices),
            Duration::from_millis(50),
        ));
        voice.say("Bauer Eva vier".into(), "de", Priority::Announcement);
        began.recv_timeout(Duration::from_secs(10)).unwrap();
        until(&mut voice, "the system voices to take the text", || {
            !voices.spoken().is_empty()
        });
        assert!(!reader.answered());
        open.send(()).unwrap();
        voice.say("Springer Felix drei".into(), "de", Priority::Announcement);
        voice.poll();
        assert_eq!(
            voices.spoken(),
            [
                ("Bauer Eva vier".into(), "de".into()),
                ("Springer Felix drei".into(), "de".into())
            ]
        );
        assert_eq!(
            voice.take_notice(),
            None,
            "no reader was speaking: nothing to tell"
        );
    }

    #[test]
    fn a_reader_that_does_not_answer_leaves_the_words_to_the_system_voices() {
        let reader = FakeReader::default();
        let voices = RecordingSpeaker::default();
        let mut voice = Voice::new(through_reader(vec![reader.opener()], system(&voices)));
        voice.say("Bauer Eva vier".into(), "de", Priority::Announcement);
        until(&mut voice, "the system voices to take the text", || {
            !voices.spoken().is_empty()
        });
        assert_eq!(voices.spoken(), [("Bauer Eva vier".into(), "de".into())]);
        assert!(reader.heard().is_empty());
        assert_eq!(voice.take_notice(), None);
    }

    #[test]
    fn without_a_client_library_the_system_voices_speak() {
        for clients in [Vec::new(), vec![missing()]] {
            let voices = RecordingSpeaker::default();
            let mut voice = Voice::new(through_reader(clients, system(&voices)));
            voice.say("Springer Felix drei".into(), "de", Priority::Announcement);
            until(&mut voice, "the system voices to take the text", || {
                !voices.spoken().is_empty()
            });
            assert_eq!(
                voices.spoken(),
                [("Springer Felix drei".into(), "de".into())]
            );
        }
    }

    /// A reader that stops mid-game, NVDA or JAWS (where NVDA's library is missing): the
    /// system's voices take over, that is said once and names the reader, and the reader is
    /// handed nothing more.
    #[test]
    fn a_reader_that_stops_hands_over_to_the_system_voices_said_once() {
        for name in ["NVDA", "JAWS"] {
            let reader = FakeReader::running().named(name);
            let clients = match name {
                "NVDA" => vec![reader.opener()],
                _ => vec![missing(), reader.opener()],
            };
            let voices = RecordingSpeaker::default();
            let mut voice = Voice::new(through_reader(clients, system(&voices)));
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
            assert!(notice.text(ui).contains(name), "{}", notice.text(ui));
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

    #[test]
    fn jaws_speaks_where_nvdas_library_is_missing_or_nvda_does_not_run() {
        let nvda_stopped = FakeReader::default();
        for nvda in [missing(), nvda_stopped.opener()] {
            let jaws = FakeReader::running().named("JAWS");
            let voices = RecordingSpeaker::default();
            let mut voice = Voice::new(through_reader(vec![nvda, jaws.opener()], system(&voices)));
            voice.say("Bauer Eva vier".into(), "de", Priority::Announcement);
            until(&mut voice, "JAWS to have the text", || {
                jaws.heard().len() == 1
            });
            assert_eq!(jaws.heard(), ["Bauer Eva vier"]);
            assert!(voices.spoken().is_empty());
        }
        assert!(nvda_stopped.heard().is_empty());
    }

    #[test]
    fn nvda_is_asked_before_jaws_and_only_one_reader_speaks() {
        let nvda = FakeReader::running();
        let jaws = FakeReader::running().named("JAWS");
        let voices = RecordingSpeaker::default();
        let mut voice = Voice::new(through_reader(
            vec![nvda.opener(), jaws.opener()],
            system(&voices),
        ));
        voice.say("Bauer Eva vier".into(), "de", Priority::Announcement);
        voice.say("Springer Felix drei".into(), "de", Priority::Announcement);
        until(&mut voice, "NVDA to have both texts", || {
            nvda.heard().len() == 2
        });
        assert!(jaws.heard().is_empty() && voices.spoken().is_empty());
    }
}
