//! The built-in voice: espeak-ng in this process, each chunk of samples written to the sound
//! card as soon as it is made — a PulseAudio stream on short buffers where PulseAudio is the
//! sound server, else a cpal stream (WASAPI on Windows, ALSA, CoreAudio): the fast voice
//! depends on no one sound server.
//!
//! Speech Dispatcher's floor is espeak-ng's own leading silence (13 ms before "Bauer", about
//! 50 ms before "Turm" at 170 words a minute) plus about 5 ms of its own. Here the silence is cut
//! (leading quiet samples are not written), the first 5 ms chunk goes to the stream the moment
//! it exists, and the stream's buffer is 10 ms: the first sound reaches the sink in a few
//! milliseconds. A new text cuts the old at its next chunk (espeak-ng is told to stop) and
//! drops what the stream still holds.
//!
//! Both libraries are loaded at run time; where espeak-ng is missing, `open` says so and the
//! system's speech speaks instead (where libpulse is missing, cpal plays). Where no sound
//! output can be opened or it goes away, the speaker hands over to the system's speech itself
//! (`Speaker::refresh`), the text being said included.

use std::{
    collections::BTreeMap,
    sync::{
        Arc, Mutex, MutexGuard,
        atomic::{AtomicU64, Ordering},
        mpsc::{self, Receiver, RecvTimeoutError, Sender},
    },
    time::{Duration, Instant},
};

use annabella_core::dialogs::preferences::primary_language;

use super::{
    Speaker, SpeechNotice, Tune, Waker,
    espeak::{self, Espeak, EspeakError, EspeakLibrary, Params},
    system::speaking_bound,
};
use crate::devices::audio::{
    pulse::{self, Pulse, PulseError, PulseStream, Samples},
    voice_stream::CpalVoiceStream,
};

/// Samples quieter than this before the first word are espeak-ng's leading silence, not speech.
const QUIET: i16 = 64;

/// How long after its last sample was written a text counts as heard: the stream's buffer and
/// the sink's own.
const TAIL: Duration = Duration::from_millis(40);

/// Where the libraries are looked for: the system's names, or (in tests) names that do not
/// exist, to see the fallback.
#[derive(Clone, Copy, Debug)]
pub struct Libraries {
    pub espeak: &'static [&'static str],
    pub pulse: &'static [&'static str],
}

impl Default for Libraries {
    fn default() -> Libraries {
        Libraries {
            espeak: &espeak::LIBRARY_NAMES,
            pulse: &pulse::LIBRARY_NAMES,
        }
    }
}

/// Why the built-in voice cannot speak.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BuiltinError {
    #[error(transparent)]
    Espeak(#[from] EspeakError),
    #[error(transparent)]
    Sound(#[from] PulseError),
    /// No cpal output either (where PulseAudio was not there): why.
    #[error("{0}")]
    Output(String),
    /// The speech thread could not be started.
    #[error("the speech thread did not start: {0}")]
    Thread(String),
}

enum Request {
    Speak {
        number: u64,
        text: String,
        language: String,
    },
    Stop,
    Tune(Tune),
    Voices(BTreeMap<String, String>),
}

/// What the worker reports.
#[derive(Default)]
struct Track {
    /// The number of the last text heard to its end or cut.
    finished: u64,
    /// When the first sound of each of the last few texts was written, by number.
    began: Vec<(u64, Instant)>,
    /// The voices offered: (language tag, name).
    voices: Arc<Vec<(String, String)>>,
    /// Why the worker cannot speak: the system's speech takes over.
    failed: Option<BuiltinError>,
    /// The stream is open: texts are heard.
    ready: bool,
    waker: Option<Waker>,
}

impl Track {
    fn wake(&self) {
        if let Some(waker) = &self.waker {
            waker();
        }
    }
}

struct Shared {
    /// The number of the latest text asked for (or stop): a text with another number is cut at
    /// its next chunk.
    latest: AtomicU64,
    track: Mutex<Track>,
}

impl Shared {
    fn track(&self) -> MutexGuard<'_, Track> {
        self.track.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn finish(&self, number: u64) {
        let mut track = self.track();
        track.finished = track.finished.max(number);
        track.wake();
    }
}

/// The built-in voice, or the system's speech once it has taken over.
pub struct BuiltinSpeaker {
    requests: Sender<Request>,
    shared: Arc<Shared>,
    /// The text being said: its number, when it was handed over, its words and language.
    current: Option<(u64, Instant, String, String)>,
    numbered: u64,
    /// What was given, for the system's speech if it takes over.
    tune: Option<Tune>,
    chosen: BTreeMap<String, String>,
    prepared: Vec<String>,
    waker: Option<Waker>,
    /// The system's speech, once the built-in voice has failed.
    fallback: Option<Box<dyn Speaker>>,
}

impl BuiltinSpeaker {
    /// Loads espeak-ng (and libpulse, where it is) and starts the voice on a thread of its
    /// own; returns at once (texts said meanwhile wait for it). `Err` when espeak-ng is
    /// missing: then the system's speech is the one to open.
    pub fn open(libraries: Libraries) -> Result<BuiltinSpeaker, BuiltinError> {
        let library = EspeakLibrary::load(libraries.espeak)?;
        // No libpulse (Windows, macOS, a Linux without PulseAudio): the samples go to cpal.
        let pulse = Pulse::load(libraries.pulse).ok();
        let shared = Arc::new(Shared {
            latest: AtomicU64::new(0),
            track: Mutex::new(Track::default()),
        });
        let (requests, inbox) = mpsc::channel();
        let worker = shared.clone();
        std::thread::Builder::new()
            .name("builtin-voice".into())
            .spawn(move || {
                if let Err(error) = serve(library, pulse, inbox, &worker) {
                    let mut track = worker.track();
                    track.failed = Some(error);
                    track.wake();
                }
            })
            .map_err(|e| BuiltinError::Thread(e.to_string()))?;
        Ok(BuiltinSpeaker {
            requests,
            shared,
            current: None,
            numbered: 0,
            tune: None,
            chosen: BTreeMap::new(),
            prepared: Vec::new(),
            waker: None,
            fallback: None,
        })
    }

    /// Waits until the voice can be heard (or has failed), at most `timeout`: for tests and
    /// benchmarks that measure speaking, not starting.
    pub fn wait_ready(&self, timeout: Duration) -> Result<(), BuiltinError> {
        let start = Instant::now();
        while start.elapsed() < timeout {
            let track = self.shared.track();
            if let Some(error) = &track.failed {
                return Err(error.clone());
            }
            if track.ready {
                return Ok(());
            }
            drop(track);
            std::thread::sleep(Duration::from_millis(2));
        }
        Err(BuiltinError::Sound(PulseError::NoServer(
            "the voice was not ready in time".into(),
        )))
    }

    /// How long after it was handed over the first sound of the current text was written to
    /// the sound server (the speech part of "key to first sound").
    pub fn began_after(&self) -> Option<Duration> {
        let (number, since, ..) = self.current.as_ref()?;
        self.shared
            .track()
            .began
            .iter()
            .find(|(n, _)| n == number)
            .map(|(_, at)| at.saturating_duration_since(*since))
    }

    /// Whether the system's speech has taken over.
    pub fn fell_back(&self) -> bool {
        self.fallback.is_some()
    }

    /// The system's speech, if it has taken over; it takes over when the worker has failed.
    fn fallback(&mut self) -> Option<&mut Box<dyn Speaker>> {
        if self.fallback.is_none() {
            self.shared.track().failed.as_ref()?;
            let mut system = super::open_system(self.tune);
            if let Some(waker) = &self.waker {
                system.set_waker(waker.clone());
            }
            if !self.chosen.is_empty() {
                system.choose_voices(&self.chosen);
            }
            system.prepare(&self.prepared);
            // The text being said when the voice failed is said again, unless it was heard.
            let finished = self.shared.track().finished;
            if let Some((number, _, text, language)) = &self.current
                && *number > finished
            {
                system.speak(text, language);
            }
            self.fallback = Some(system);
        }
        self.fallback.as_mut()
    }
}

impl Speaker for BuiltinSpeaker {
    fn speak(&mut self, text: &str, language: &str) {
        self.numbered += 1;
        self.current = Some((
            self.numbered,
            Instant::now(),
            text.to_string(),
            language.to_string(),
        ));
        if let Some(system) = self.fallback() {
            return system.speak(text, language);
        }
        self.shared.latest.store(self.numbered, Ordering::SeqCst);
        let _ = self.requests.send(Request::Speak {
            number: self.numbered,
            text: text.to_string(),
            language: language.to_string(),
        });
    }

    fn stop(&mut self) {
        self.current = None;
        if let Some(system) = self.fallback() {
            return system.stop();
        }
        self.numbered += 1;
        self.shared.latest.store(self.numbered, Ordering::SeqCst);
        let _ = self.requests.send(Request::Stop);
    }

    fn is_speaking(&self) -> bool {
        if let Some(system) = &self.fallback {
            return system.is_speaking();
        }
        let Some((number, since, text, _)) = &self.current else {
            return false;
        };
        if since.elapsed() > speaking_bound(text.chars().count()) {
            return false;
        }
        let track = self.shared.track();
        // A failed voice is not speaking; `refresh` hands the text to the system's speech.
        track.failed.is_none() && track.finished < *number
    }

    fn take_notice(&mut self) -> Option<SpeechNotice> {
        self.fallback()?.take_notice()
    }

    fn done_by(&self) -> Option<Instant> {
        if let Some(system) = &self.fallback {
            return system.done_by();
        }
        let (_, since, text, _) = self.current.as_ref()?;
        Some(*since + speaking_bound(text.chars().count()))
    }

    fn set_waker(&mut self, waker: Waker) {
        self.waker = Some(waker.clone());
        match &mut self.fallback {
            Some(system) => system.set_waker(waker),
            None => self.shared.track().waker = Some(waker),
        }
    }

    fn tune(&mut self, tune: Tune) {
        self.tune = Some(tune);
        match self.fallback() {
            Some(system) => system.tune(tune),
            None => {
                let _ = self.requests.send(Request::Tune(tune));
            }
        }
    }

    fn voices(&self) -> Arc<Vec<(String, String)>> {
        match &self.fallback {
            Some(system) => system.voices(),
            None => self.shared.track().voices.clone(),
        }
    }

    fn choose_voices(&mut self, chosen: &BTreeMap<String, String>) {
        self.chosen = chosen.clone();
        match self.fallback() {
            Some(system) => system.choose_voices(chosen),
            None => {
                let _ = self.requests.send(Request::Voices(chosen.clone()));
            }
        }
    }

    fn prepare(&mut self, languages: &[String]) {
        self.prepared = languages.to_vec();
        if let Some(system) = self.fallback() {
            system.prepare(languages);
        }
    }

    fn refresh(&mut self) {
        if let Some(system) = self.fallback() {
            system.refresh();
        }
    }

    fn engine(&self) -> Option<super::VoiceEngine> {
        Some(super::VoiceEngine::Builtin)
    }

    fn speaking_engine(&self) -> Option<super::VoiceEngine> {
        match &self.fallback {
            Some(system) => system.speaking_engine(),
            None => Some(super::VoiceEngine::Builtin),
        }
    }
}

/// The worker: starts espeak-ng and the stream, then says what it is asked. Returns only when
/// the speaker is gone (`Ok`) or the voice cannot be heard (`Err`).
fn serve(
    library: EspeakLibrary,
    pulse: Option<Arc<Pulse>>,
    inbox: Receiver<Request>,
    shared: &Shared,
) -> Result<(), BuiltinError> {
    let mut espeak = library.start()?;
    let mut stream = open_stream(pulse, espeak.rate())?;
    let mut params = Params::of(Tune::default());
    espeak.set_params(params);
    let mut chosen: BTreeMap<String, String> = BTreeMap::new();
    shared.track().ready = true;
    // The text sounding: its number and when its last sample will have been heard.
    let mut sounding: Option<(u64, Instant)> = None;
    let mut listed = false;
    loop {
        let request = match sounding {
            Some((number, ends)) => {
                match inbox.recv_timeout(ends.saturating_duration_since(Instant::now())) {
                    Ok(request) => request,
                    Err(RecvTimeoutError::Timeout) => {
                        // Heard to its end: the stream rests until the next text.
                        sounding = None;
                        if let Some(reason) = stream.failed() {
                            // Not heard: the system's speech says it again.
                            return Err(BuiltinError::Output(reason));
                        }
                        stream.rest();
                        shared.finish(number);
                        if !listed {
                            // After the first text, not before it: listing takes a moment.
                            listed = true;
                            shared.track().voices = Arc::new(espeak.voices());
                        }
                        continue;
                    }
                    Err(RecvTimeoutError::Disconnected) => return Ok(()),
                }
            }
            None => match inbox.recv() {
                Ok(request) => request,
                Err(_) => return Ok(()),
            },
        };
        match request {
            Request::Speak {
                number,
                text,
                language,
            } => {
                if let Some((old, _)) = sounding.take() {
                    stream.cut();
                    shared.finish(old);
                }
                if shared.latest.load(Ordering::SeqCst) != number {
                    // Cut before it began: a later text or a stop waits in the inbox.
                    shared.finish(number);
                    continue;
                }
                let primary = primary_language(&language);
                if espeak.set_voice(&primary, chosen.get(&primary).map(String::as_str)) {
                    espeak.set_params(params);
                }
                sounding = say(&mut espeak, stream.as_mut(), shared, number, &text);
                if sounding.is_none() {
                    shared.finish(number);
                }
            }
            Request::Stop => {
                if let Some((old, _)) = sounding.take() {
                    stream.cut();
                    shared.finish(old);
                }
            }
            Request::Tune(tune) => {
                params = Params::of(tune);
                espeak.set_params(params);
            }
            Request::Voices(voices) => chosen = voices,
        }
    }
}

/// Makes `text` and writes it as it is made, its leading silence cut; stops at the next chunk
/// once another text is asked for. Returns the text's number and when it will have been heard,
/// or `None` when nothing was written.
fn say(
    espeak: &mut Espeak,
    stream: &mut dyn VoiceOutput,
    shared: &Shared,
    number: u64,
    text: &str,
) -> Option<(u64, Instant)> {
    let mut written = 0usize;
    let mut began: Option<Instant> = None;
    espeak.synth(text, &mut |chunk| {
        if shared.latest.load(Ordering::SeqCst) != number {
            return false;
        }
        let chunk = if written == 0 {
            let start = chunk
                .iter()
                .position(|s| s.unsigned_abs() >= QUIET.unsigned_abs())
                .unwrap_or(chunk.len());
            &chunk[start..]
        } else {
            chunk
        };
        if !chunk.is_empty() {
            stream.write_i16(chunk);
            if began.is_none() {
                let now = Instant::now();
                began = Some(now);
                let mut track = shared.track();
                if track.began.len() > 32 {
                    track.began.drain(..16);
                }
                track.began.push((number, now));
            }
            written += chunk.len();
        }
        true
    });
    let began = began?;
    // A text shorter than the prebuffer would wait for more: it is started as it is.
    stream.trigger();
    let length = Duration::from_secs_f64(written as f64 / f64::from(espeak.rate()));
    Some((number, began + length + TAIL))
}

/// Where the voice's samples go: written as they are made, cut at once, resting between texts.
trait VoiceOutput: Send {
    fn write_i16(&mut self, samples: &[i16]);
    /// Starts what was written playing, however little (the end of a short text).
    fn trigger(&mut self);
    /// Drops what was written and not yet heard.
    fn cut(&mut self);
    /// Nothing to play until the next write.
    fn rest(&mut self);
    /// Why the samples can no longer be heard, once they cannot.
    fn failed(&mut self) -> Option<String>;
}

impl VoiceOutput for PulseStream {
    fn write_i16(&mut self, samples: &[i16]) {
        PulseStream::write_i16(self, samples);
    }
    fn trigger(&mut self) {
        PulseStream::trigger(self);
    }
    fn cut(&mut self) {
        PulseStream::cut(self);
    }
    fn rest(&mut self) {
        PulseStream::rest(self);
    }
    fn failed(&mut self) -> Option<String> {
        PulseStream::failed(self)
    }
}

impl VoiceOutput for CpalVoiceStream {
    fn write_i16(&mut self, samples: &[i16]) {
        CpalVoiceStream::write_i16(self, samples);
    }
    /// The audio thread pulls whatever is there: nothing waits to be started.
    fn trigger(&mut self) {}
    fn cut(&mut self) {
        CpalVoiceStream::cut(self);
    }
    fn rest(&mut self) {
        CpalVoiceStream::rest(self);
    }
    fn failed(&mut self) -> Option<String> {
        CpalVoiceStream::failed(self)
    }
}

/// The voice's output for samples at `rate`: PulseAudio's stream where its server answers
/// (the fastest way to the sink), else cpal's default device; why neither, in words.
fn open_stream(pulse: Option<Arc<Pulse>>, rate: u32) -> Result<Box<dyn VoiceOutput>, BuiltinError> {
    let no_pulse = match pulse.map(|p| PulseStream::open(p, "Annabella speech", Samples::I16, rate))
    {
        Some(Ok(stream)) => return Ok(Box::new(stream)),
        Some(Err(error)) => Some(error),
        None => None,
    };
    match CpalVoiceStream::open(rate) {
        Ok(stream) => Ok(Box::new(stream)),
        // Where PulseAudio was there and failed, its reason is the one to tell.
        Err(reason) => Err(no_pulse.map_or(BuiltinError::Output(reason), BuiltinError::Sound)),
    }
}
