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
    collections::{BTreeMap, HashMap},
    sync::{
        Arc, Mutex, MutexGuard,
        mpsc::{self, Receiver, Sender},
    },
    time::{Duration, Instant},
};

use annabella_core::dialogs::preferences::primary_language;
use tts::Tts;

use super::line::{Line, Tuning};

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
    Voices(BTreeMap<String, String>),
    /// Languages about to be spoken: their lines are made before the first text comes.
    Prepare(Vec<String>),
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
    voices: Arc<Vec<(String, String)>>,
    /// The voices were asked of the service and its answer is in `voices` (listing 13,000 voices
    /// takes seconds on a slow machine).
    listed: bool,
    /// The languages whose own line, with its voice, has been made.
    voiced: Vec<String>,
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
        self.wait_for(timeout, |track| {
            (track.connected || track.gone).then_some(track.connected && !track.gone)
        })
    }

    /// Waits until the service's voices are listed (`voices`), at most `timeout`: they are asked
    /// once the first text has begun, or after `LIST_AFTER`, and listing them all takes seconds.
    /// False when the time ran out or the service is gone.
    pub fn wait_listed(&self, timeout: Duration) -> bool {
        self.wait_for(timeout, |track| {
            (track.listed || track.gone).then_some(track.listed)
        })
    }

    /// Waits until each of `languages` has its voice readied (`prepare`), at most `timeout`: for
    /// tests and benchmarks that measure speaking, not readying.
    pub fn wait_voiced(&self, languages: &[&str], timeout: Duration) -> bool {
        self.wait_for(timeout, |track| {
            languages
                .iter()
                .all(|l| track.voiced.contains(&primary_language(l)))
                .then_some(true)
        })
    }

    /// Looks at the track until `settled` gives an answer, at most `timeout` (false then).
    fn wait_for(&self, timeout: Duration, settled: impl Fn(&Track) -> Option<bool>) -> bool {
        let start = Instant::now();
        while start.elapsed() < timeout {
            if let Some(answer) = settled(&self.track()) {
                return answer;
            }
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
    fn engine(&self) -> Option<super::VoiceEngine> {
        Some(super::VoiceEngine::System)
    }

    fn speaking_engine(&self) -> Option<super::VoiceEngine> {
        Some(super::VoiceEngine::System)
    }

    fn tune(&mut self, tune: super::Tune) {
        self.set_rate(tune.rate);
        self.set_pitch(tune.pitch);
        self.set_volume(tune.volume);
    }

    fn voices(&self) -> Arc<Vec<(String, String)>> {
        self.track().voices.clone()
    }

    fn choose_voices(&mut self, chosen: &BTreeMap<String, String>) {
        let _ = self.requests.send(Request::Voices(chosen.clone()));
    }

    fn prepare(&mut self, languages: &[String]) {
        let _ = self.requests.send(Request::Prepare(languages.to_vec()));
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
fn connect(track: &Arc<Mutex<Track>>) -> Result<Line, String> {
    let line = line(track)?;
    lock(track).connected = true;
    Ok(line)
}

/// A connection to the service whose begin and end of speech are reported to `track`.
fn line(track: &Arc<Mutex<Track>>) -> Result<Line, String> {
    let begin_track = track.clone();
    let end_track = track.clone();
    Line::open(
        Arc::new(move |id| {
            let now = Instant::now();
            let mut track = lock(&begin_track);
            if track.began.len() > 32 {
                track.began.drain(..16);
            }
            track.began.push((id, now));
        }),
        Arc::new(move |id| {
            let mut track = lock(&end_track);
            if track.finished.len() > 32 {
                track.finished.drain(..16);
            }
            track.finished.push(id);
            track.wake();
        }),
    )
}

/// The worker: says what it is asked, in the voice of each text's language.
///
/// Choosing a voice through `tts` lists every voice of the system first (13,000 with espeak-ng:
/// two seconds), so the voice is never changed between two texts: each language gets a
/// connection of its own, its voice chosen once on the voice maker's thread, and until it is
/// ready the first connection says the language's texts in the service's own voice for it.
fn serve(first: Line, inbox: Receiver<Request>, track: Arc<Mutex<Track>>) {
    let (orders, made) = maker(track.clone());
    let mut lines = Lines {
        first,
        own: HashMap::new(),
        asked: HashMap::new(),
        next_order: 0,
        chosen: BTreeMap::new(),
        tune: [None; 3],
        orders,
    };
    for request in inbox {
        for (language, generation, line) in made.try_iter() {
            lines.take(language, generation, line);
        }
        match request {
            Request::Speak {
                number,
                text,
                language,
            } => {
                let said = lines.for_language(&language).speak(&text);
                let mut track = lock(&track);
                match said {
                    Ok(Some(id)) => {
                        track.ids.retain(|&n, _| n + 16 > number);
                        track.ids.insert(number, id);
                    }
                    Ok(None) => track.failed.push(number),
                    Err(e) => {
                        track.failed.push(number);
                        track.error.get_or_insert(e);
                        track.wake();
                    }
                }
            }
            Request::Prepare(languages) => {
                for language in languages {
                    lines.ask(&language);
                }
            }
            Request::Stop => lines.each(Line::stop),
            Request::Voices(chosen) => lines.choose(chosen),
            Request::Rate(level) => lines.set(Tuning::Rate, level),
            Request::Pitch(level) => lines.set(Tuning::Pitch, level),
            Request::Volume(level) => lines.set(Tuning::Volume, level),
        }
    }
}

/// The voices are listed once the first text has begun, or after this long when none comes.
const LIST_AFTER: Duration = Duration::from_secs(3);

/// What the voice maker is asked: a language (primary tag), the order's number, and the voice
/// chosen for it, if any.
type Order = (String, u64, Option<String>);
/// What it makes: the language, the order's number, and the connection with its voice.
type Made = (String, u64, Line);

/// The worker's connections to the service.
struct Lines {
    /// Says what no language's own line is ready for.
    first: Line,
    /// Each language's own line, its voice set.
    own: HashMap<String, Line>,
    /// The languages whose line was ordered, with the number of the latest order.
    asked: HashMap<String, u64>,
    /// The number of the next order.
    next_order: u64,
    chosen: BTreeMap<String, String>,
    /// The rate, pitch and volume given (0 to 1), for lines made later.
    tune: [Option<f32>; 3],
    orders: Sender<Order>,
}

impl Lines {
    /// The line for `language`: its own when ready; the first meanwhile (its own is ordered).
    fn for_language(&mut self, language: &str) -> &mut Line {
        let primary = primary_language(language);
        self.ask(&primary);
        match self.own.get_mut(&primary) {
            Some(line) => line,
            None => &mut self.first,
        }
    }

    /// Orders the language's own line, unless it was.
    fn ask(&mut self, language: &str) {
        let primary = primary_language(language);
        if primary.is_empty() || self.asked.contains_key(&primary) {
            return;
        }
        let number = self.next_order;
        self.next_order += 1;
        self.asked.insert(primary.clone(), number);
        let chosen = self.chosen.get(&primary).cloned();
        let _ = self.orders.send((primary, number, chosen));
    }

    /// The voices chosen from now on: a language whose choice changed has its line made again
    /// (the old one speaks until then); the others keep theirs.
    fn choose(&mut self, chosen: BTreeMap<String, String>) {
        let changed: Vec<String> = self
            .asked
            .keys()
            .filter(|language| self.chosen.get(*language) != chosen.get(*language))
            .cloned()
            .collect();
        self.chosen = chosen;
        for language in changed {
            self.asked.remove(&language);
            self.ask(&language);
        }
    }

    /// A line the maker made: kept if it answers the latest order for its language, tuned as
    /// the others are.
    fn take(&mut self, language: String, number: u64, mut line: Line) {
        if self.asked.get(&language) != Some(&number) {
            return;
        }
        for (tuning, level) in [Tuning::Rate, Tuning::Pitch, Tuning::Volume]
            .into_iter()
            .zip(self.tune)
        {
            if let Some(level) = level {
                line.tune(tuning, level);
            }
        }
        self.own.insert(language, line);
    }

    fn each(&mut self, mut act: impl FnMut(&mut Line)) {
        act(&mut self.first);
        self.own.values_mut().for_each(act);
    }

    fn set(&mut self, tuning: Tuning, level: f32) {
        self.tune[tuning as usize] = Some(level);
        self.each(|line| line.tune(tuning, level));
    }
}

/// The voice maker's thread: lists the system's voices once (for the settings dialog too), then
/// makes each language's line as it is ordered, one after the other.
fn maker(track: Arc<Mutex<Track>>) -> (Sender<Order>, Receiver<Made>) {
    let (orders, ordered) = mpsc::channel::<Order>();
    let (made, delivered) = mpsc::channel::<Made>();
    let _ = std::thread::Builder::new()
        .name("speech-voices".into())
        .spawn(move || {
            // Listing keeps the service busy for a second: the greeting is let through first.
            let start = Instant::now();
            while lock(&track).began.is_empty() && start.elapsed() < LIST_AFTER {
                std::thread::sleep(Duration::from_millis(20));
            }
            let Ok(lister) = Tts::default() else {
                // Listed as none: the settings dialog offers the default voice alone.
                lock(&track).listed = true;
                return;
            };
            let voices: Vec<(String, tts::Voice)> = lister
                .voices()
                .unwrap_or_default()
                .into_iter()
                .map(|voice| (voice.language().to_string(), voice))
                .collect();
            drop(lister);
            {
                let mut track = lock(&track);
                track.voices = Arc::new(
                    voices
                        .iter()
                        .map(|(tag, voice)| (tag.clone(), voice.name()))
                        .collect(),
                );
                track.listed = true;
            }
            while let Ok(first) = ordered.recv() {
                // Only the latest order of each language is made: a player stepping through the
                // voices orders one a step, and each takes seconds.
                let mut latest: Vec<Order> = Vec::new();
                for order in std::iter::once(first).chain(ordered.try_iter()) {
                    latest.retain(|(language, ..)| *language != order.0);
                    latest.push(order);
                }
                for (language, number, chosen) in latest {
                    let Some(voice) = voice_for(&voices, chosen.as_deref(), &language) else {
                        continue;
                    };
                    let Ok(mut line) = line(&track) else {
                        continue;
                    };
                    if line.set_voice(voice).is_err() {
                        continue;
                    }
                    lock(&track).voiced.push(language.clone());
                    if made.send((language, number, line)).is_err() {
                        return;
                    }
                }
            }
        });
    (orders, delivered)
}

/// The voice of a language: the one the player chose for it, else the one that names the
/// language most plainly ("vi" before "vi-vn-x-south", "en-gb" before "en-gb-scotland"), the
/// first of those ("de" matches "de-DE"; Norwegian Bokmål voices are often "no").
fn voice_for<'a>(
    voices: &'a [(String, tts::Voice)],
    chosen: Option<&str>,
    language: &str,
) -> Option<&'a tts::Voice> {
    let wanted = primary_language(language);
    let of_language: Vec<&(String, tts::Voice)> = voices
        .iter()
        .filter(|(tag, _)| primary_language(tag) == wanted)
        .collect();
    let named = chosen.and_then(|name| of_language.iter().find(|(_, voice)| voice.name() == name));
    named
        .or_else(|| {
            of_language
                .iter()
                .filter(|(_, voice)| !voice.name().contains('+'))
                .min_by_key(|(tag, _)| tag.len())
        })
        .or_else(|| of_language.first())
        .map(|(_, voice)| voice)
}
