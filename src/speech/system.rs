//! The system's speech through the `tts` crate, on its own thread.
//!
//! The connection is opened once and kept (the first word of a move must come fast). It lives on
//! a worker thread because a speech service that hangs would otherwise hang the app: the app only
//! sends texts and reads the speaking state. The voice follows the language of each text where
//! the system has one.
//!
//! Whether a text is still being said is followed by its utterance id: the service reports the
//! end (or the cut) of each one, and the report wakes the shell (no polling). The backend's own
//! "is speaking" flag only turns on once the service has begun, so a text just handed over would
//! look finished. A service that never reports the end (it has no sound output, it hangs) cannot
//! hold the app: a text counts as said after a time its length allows (`done_by`).
//!
//! Opening never waits: the worker connects while the app starts, texts wait in its inbox, and a
//! service that cannot be reached is told as a notice when it is known.

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex, MutexGuard,
        mpsc::{self, Receiver, Sender},
    },
    time::{Duration, Instant},
};

use tts::Tts;

use super::{Speaker, SpeechNotice, Waker};

/// The longest a text of `chars` characters may take to be said: a start-up allowance and a
/// generous time per character (speech runs at about 15 characters a second; this allows 10).
/// After it, the text counts as said whether or not the service reported its end.
pub fn speaking_bound(chars: usize) -> Duration {
    Duration::from_millis(1500)
        + Duration::from_millis(100) * u32::try_from(chars).unwrap_or(u32::MAX / 100).min(100_000)
}

enum Request {
    Speak {
        number: u64,
        text: String,
        language: String,
    },
    Stop,
    /// The voice chosen for each language (primary tag → name).
    Voices(std::collections::BTreeMap<String, String>),
    Rate(f32),
    Pitch(f32),
    Volume(f32),
}

/// What the worker and the service's callbacks report.
#[derive(Default)]
struct Track {
    /// The service's utterance id of each text, by our number.
    ids: HashMap<u64, String>,
    /// Texts the service refused, by our number.
    failed: Vec<u64>,
    /// The ids of the utterances that ended or were cut (the last few).
    finished: Vec<String>,
    /// When the service began to say each of the last few utterances, by id.
    began: Vec<(String, Instant)>,
    error: Option<String>,
    /// The service answered.
    connected: bool,
    /// The voices it offers: (language tag, name).
    voices: Vec<(String, String)>,
    /// The connection failed or the worker ended: nothing more will be said.
    gone: bool,
    /// Called when an utterance ends or the service fails (the window repaints).
    waker: Option<Waker>,
}

impl Track {
    fn wake(&self) {
        if let Some(waker) = &self.waker {
            waker();
        }
    }
}

/// System speech.
pub struct SystemSpeaker {
    requests: Sender<Request>,
    track: Arc<Mutex<Track>>,
    /// The text being said: its number and when it was handed over.
    current: Option<(u64, Instant, usize)>,
    numbered: u64,
    /// When the connection was begun.
    opened: Instant,
    /// Missing speech has been told (it is told once).
    told: bool,
}

/// A service that has not answered this long after the app started is told as missing (texts
/// still wait for it, in case it comes).
const ANSWER_WITHIN: Duration = Duration::from_secs(10);

impl SystemSpeaker {
    /// Starts connecting to the system's speech service and returns at once; texts said
    /// meanwhile wait for the connection. Why the service cannot be reached comes later, as a
    /// notice. The error is for a speech thread that cannot even be started.
    pub fn open() -> Result<SystemSpeaker, String> {
        let track = Arc::new(Mutex::new(Track::default()));
        let (requests, inbox) = mpsc::channel();
        let worker_track = track.clone();
        std::thread::Builder::new()
            .name("speech".into())
            .spawn(move || {
                match connect(&worker_track) {
                    Ok(tts) => serve(tts, inbox, worker_track.clone()),
                    Err(reason) => {
                        lock(&worker_track).error.get_or_insert(reason);
                    }
                }
                let mut track = lock(&worker_track);
                track.gone = true;
                track.wake();
            })
            .map_err(|e| e.to_string())?;
        Ok(SystemSpeaker {
            requests,
            track,
            current: None,
            numbered: 0,
            opened: Instant::now(),
            told: false,
        })
    }

    /// Waits until the service is connected (or known to be missing), at most `timeout`: for
    /// tests and benchmarks that measure the speech itself, not the start.
    pub fn wait_connected(&self, timeout: Duration) -> bool {
        let start = Instant::now();
        while start.elapsed() < timeout {
            let track = self.track();
            if track.connected || track.gone {
                return track.connected && !track.gone;
            }
            drop(track);
            std::thread::sleep(Duration::from_millis(10));
        }
        false
    }

    /// Speech rate from 0 (slowest) to 1 (fastest), as the system allows.
    pub fn set_rate(&mut self, rate: f32) {
        let _ = self.requests.send(Request::Rate(rate.clamp(0.0, 1.0)));
    }

    /// Volume from 0 to 1.
    pub fn set_volume(&mut self, volume: f32) {
        let _ = self.requests.send(Request::Volume(volume.clamp(0.0, 1.0)));
    }

    /// Pitch from 0 (lowest) to 1 (highest), as the system allows.
    pub fn set_pitch(&mut self, pitch: f32) {
        let _ = self.requests.send(Request::Pitch(pitch.clamp(0.0, 1.0)));
    }

    /// How long after it was handed over the service began to say the current text, once it
    /// has: the speech part of "key press to first sound" (the service reports the begin when
    /// its output starts).
    pub fn began_after(&self) -> Option<Duration> {
        let (number, since, _) = self.current?;
        let track = self.track();
        let id = track.ids.get(&number)?;
        track
            .began
            .iter()
            .find(|(began, _)| began == id)
            .map(|(_, at)| at.saturating_duration_since(since))
    }

    fn track(&self) -> MutexGuard<'_, Track> {
        lock(&self.track)
    }
}

fn lock(track: &Mutex<Track>) -> MutexGuard<'_, Track> {
    track.lock().unwrap_or_else(|e| e.into_inner())
}

impl Speaker for SystemSpeaker {
    fn tune(&mut self, tune: super::Tune) {
        self.set_rate(tune.rate);
        self.set_pitch(tune.pitch);
        self.set_volume(tune.volume);
    }

    fn voices(&self) -> Vec<(String, String)> {
        self.track().voices.clone()
    }

    fn choose_voices(&mut self, chosen: &std::collections::BTreeMap<String, String>) {
        let _ = self.requests.send(Request::Voices(chosen.clone()));
    }

    fn speak(&mut self, text: &str, language: &str) {
        self.numbered += 1;
        self.current = Some((self.numbered, Instant::now(), text.chars().count()));
        let request = Request::Speak {
            number: self.numbered,
            text: text.to_string(),
            language: language.to_string(),
        };
        if self.requests.send(request).is_err() {
            // The worker ended: its own error (kept in the track) says why.
            self.current = None;
        }
    }

    fn stop(&mut self) {
        self.current = None;
        let _ = self.requests.send(Request::Stop);
    }

    fn is_speaking(&self) -> bool {
        let Some((number, since, length)) = self.current else {
            return false;
        };
        if since.elapsed() > speaking_bound(length) {
            return false;
        }
        let track = self.track();
        if track.gone {
            return false;
        }
        match track.ids.get(&number) {
            Some(id) => !track.finished.contains(id),
            None => !track.failed.contains(&number),
        }
    }

    fn done_by(&self) -> Option<Instant> {
        let (_, since, length) = self.current?;
        Some(since + speaking_bound(length))
    }

    fn set_waker(&mut self, waker: Waker) {
        self.track().waker = Some(waker);
    }

    /// Speech that is missing is told once, with the most precise reason known: the service's
    /// error, a worker that ended, or a service that does not answer.
    fn take_notice(&mut self) -> Option<SpeechNotice> {
        if self.told {
            return None;
        }
        let reason = {
            let mut track = self.track();
            let silent = !track.connected && self.opened.elapsed() > ANSWER_WITHIN;
            match track.error.take() {
                Some(error) => Some(error),
                None if track.gone => Some("the speech thread stopped".to_string()),
                None if silent => Some("the speech service does not answer".to_string()),
                None => None,
            }
        };
        self.told = reason.is_some();
        reason.map(SpeechNotice::Unavailable)
    }
}

/// Opens the service and registers the begin and end-of-speech reports.
fn connect(track: &Arc<Mutex<Track>>) -> Result<Tts, String> {
    let tts = Tts::default().map_err(|e| e.to_string())?;
    lock(track).connected = true;
    let begin_track = track.clone();
    tts.on_utterance_begin(Some(Box::new(move |id| {
        let now = Instant::now();
        let mut track = begin_track.lock().unwrap_or_else(|e| e.into_inner());
        if track.began.len() > 32 {
            track.began.drain(..16);
        }
        track.began.push((format!("{id:?}"), now));
    })))
    .map_err(|e| format!("the speech service gives no begin of speech: {e}"))?;
    for register in [Tts::on_utterance_end, Tts::on_utterance_stop] {
        let track = track.clone();
        register(
            &tts,
            Some(Box::new(move |id| {
                let mut track = track.lock().unwrap_or_else(|e| e.into_inner());
                if track.finished.len() > 32 {
                    track.finished.drain(..16);
                }
                track.finished.push(format!("{id:?}"));
                track.wake();
            })),
        )
        .map_err(|e| format!("the speech service gives no end of speech: {e}"))?;
    }
    Ok(tts)
}

/// The worker: says what it is asked, in the voice of each text's language.
fn serve(mut tts: Tts, inbox: Receiver<Request>, track: Arc<Mutex<Track>>) {
    let voices: Vec<(String, tts::Voice)> = tts
        .voices()
        .unwrap_or_default()
        .into_iter()
        .map(|voice| (voice.language().to_string(), voice))
        .collect();
    {
        let mut track = lock(&track);
        track.voices = voices
            .iter()
            .map(|(tag, voice)| (tag.clone(), voice.name()))
            .collect();
    }
    let mut chosen = std::collections::BTreeMap::new();
    let mut language = String::new();
    for request in inbox {
        match request {
            Request::Speak {
                number,
                text,
                language: wanted,
            } => {
                if wanted != language {
                    if let Some(voice) = voice_for(&voices, &chosen, &wanted) {
                        let _ = tts.set_voice(voice);
                    }
                    language = wanted;
                }
                let said = tts.speak(&text, false);
                let mut track = track.lock().unwrap_or_else(|e| e.into_inner());
                match said {
                    Ok(Some(id)) => {
                        track.ids.retain(|&n, _| n + 16 > number);
                        track.ids.insert(number, format!("{id:?}"));
                    }
                    Ok(None) => track.failed.push(number),
                    Err(e) => {
                        track.failed.push(number);
                        track.error.get_or_insert(e.to_string());
                        track.wake();
                    }
                }
            }
            Request::Stop => {
                let _ = tts.stop();
            }
            Request::Voices(now) => {
                chosen = now;
                // The next text sets its language's voice again.
                language.clear();
            }
            Request::Rate(rate) => {
                let (min, max) = (tts.min_rate(), tts.max_rate());
                let _ = tts.set_rate(min + (max - min) * rate);
            }
            Request::Pitch(pitch) => {
                let (min, max) = (tts.min_pitch(), tts.max_pitch());
                let _ = tts.set_pitch(min + (max - min) * pitch);
            }
            Request::Volume(volume) => {
                let (min, max) = (tts.min_volume(), tts.max_volume());
                let _ = tts.set_volume(min + (max - min) * volume);
            }
        }
    }
}

/// The voice of a language: the one the player chose for it, else the system's first ("de"
/// matches "de-DE"; Norwegian Bokmål voices are often "no").
fn voice_for<'a>(
    voices: &'a [(String, tts::Voice)],
    chosen: &std::collections::BTreeMap<String, String>,
    language: &str,
) -> Option<&'a tts::Voice> {
    use annabella_core::preferences::primary_language;
    let wanted = &primary_language(language);
    // Copied into both uses below: it holds only references.
    let of_language = move || {
        voices
            .iter()
            .filter(move |(tag, _)| primary_language(tag) == *wanted)
    };
    let named = chosen
        .get(wanted)
        .and_then(|name| of_language().find(|(_, voice)| voice.name() == *name));
    named
        .or_else(|| of_language().next())
        .map(|(_, voice)| voice)
}
