//! The built-in voice (espeak-ng in the app) heard where a player hears it: at the sound
//! server's sink, recorded from its monitor with `parec` while the voice speaks. Needs the
//! sound server `scripts/test` starts (a PulseAudio null sink) and espeak-ng; where either is
//! missing the test says why it skips. Without espeak-ng the system's speech speaks, and that
//! needs neither; without libpulse the voice is heard through cpal.
//!
//! How soon the sound comes and stops is the machine's speed: printed here, measured by
//! `scripts/measure-sink` and the benchmarks (docs/benchmarks.md). What the tests assert is
//! the order of things — heard, then counted as said; cut, and nothing of the old text after —
//! and amounts of sound in the sink's own time.

use crate::{common::eventually, sink};

use std::time::{Duration, Instant};

use sink::Sink;

use annabella::devices::speech::{BuiltinError, BuiltinSpeaker, Chosen, Libraries, Speaker};
use annabella_core::speech::{SpeechMode, VoiceEngine};

#[test]
fn a_square_is_heard_at_the_sink_and_counted_as_said_once_heard() {
    let _one = crate::one_at_a_time();
    let Some((mut voice, sink)) = voice_and_sink() else {
        return;
    };
    let pressed = Instant::now();
    voice.speak("Eva vier, leer", "de");
    let heard = sink
        .first_sound_after(pressed, sink::PATIENCE)
        .expect("the square was never heard at the sink");
    // A few milliseconds on an idle machine, beneath the 13–50 ms of leading silence that
    // Speech Dispatcher's espeak-ng alone would add.
    eprintln!("key → first sound at the sink: {heard:?}");
    assert!(
        eventually(|| !voice.is_speaking()),
        "the voice never said it had finished"
    );
    let done = Instant::now();
    sink.until_quiet(pressed);
    // Counted as said once it has been heard, not before: when the voice says it has finished,
    // the most of its sound has been played at the sink. (When each block was played is read
    // from the stream's own clock, so a slow reader does not move it; how soon after the last
    // sound the voice counted it as said is the machine's speed, printed.)
    let whole = sink.sound_after(pressed);
    let after = sink.sound_after(done);
    let last = sink.last_played().expect("heard") - pressed;
    eprintln!(
        "{whole:?} of sound; counted as said at {:?}, played until {last:?}, {after:?} after",
        done - pressed
    );
    assert!(
        after * 2 < whole,
        "counted as said with {after:?} of its {whole:?} still to be played"
    );
}

/// A whole rank read out: several seconds of speech.
const RANK: &str = "Anna vier, leer. Bella vier, leer. Cäsar vier, leer. David vier, leer. \
                    Eva vier, weißer Bauer. Felix vier, leer. Gustav vier, leer. Hector vier, leer.";

/// What the clock says: some four seconds of speech.
const CLOCK_TALK: &str = "Weiß hat fünf Minuten und dreißig Sekunden, Schwarz hat vier Minuten.";

/// How much sound `text` makes at the sink, said to its end: the yardstick a cut or a stop is
/// measured against, in the sink's time (the same on a busy machine as on an idle one).
fn sound_of(voice: &mut BuiltinSpeaker, sink: &Sink, text: &str) -> Duration {
    let began = Instant::now();
    voice.speak(text, "de");
    assert!(
        eventually(|| !voice.is_speaking()),
        "{text:?} never counted as said"
    );
    sink.until_quiet(began);
    sink.sound_after(began)
}

/// An announcement cuts the rank being read: of the rank, only what was heard before the cut
/// (far less than the whole of it), then the announcement. How much came after the cut —
/// what was on its way, milliseconds on an idle machine, more when the voice's thread waits
/// for a busy processor — is printed.
#[test]
fn an_announcement_cuts_the_square_being_read_and_nothing_of_it_is_heard_after() {
    let _one = crate::one_at_a_time();
    let Some((mut voice, sink)) = voice_and_sink() else {
        return;
    };
    let (rank, turm) = (
        sound_of(&mut voice, &sink, RANK),
        sound_of(&mut voice, &sink, "Turm"),
    );
    let began = Instant::now();
    voice.speak(RANK, "de");
    // Cut once some of it has been heard.
    assert!(
        eventually(|| sink.sound_after(began) >= Duration::from_millis(300)),
        "the rank was never heard"
    );
    assert!(voice.is_speaking(), "the rank is still being read");
    voice.stop();
    let cut = Instant::now();
    voice.speak("Turm", "de");
    assert!(
        eventually(|| !voice.is_speaking()),
        "\"Turm\" never counted as said"
    );
    sink.until_quiet(began);
    let (heard, after) = (sink.sound_after(began), sink.sound_after(cut));
    eprintln!("rank {rank:?}, Turm {turm:?}; heard {heard:?}, {after:?} of it after the cut");
    assert!(
        heard < rank / 2 + turm,
        "{heard:?} heard of a rank of {rank:?} cut by Turm ({turm:?}): the old text was not dropped"
    );
    assert!(!voice.is_speaking());
}

/// Stopped, the voice is silent: of the clock's talk only what was heard before the stop (far
/// less than the whole of it). How much came after the stop is printed.
#[test]
fn stop_silences_the_voice() {
    let _one = crate::one_at_a_time();
    let Some((mut voice, sink)) = voice_and_sink() else {
        return;
    };
    let whole = sound_of(&mut voice, &sink, CLOCK_TALK);
    let began = Instant::now();
    voice.speak(CLOCK_TALK, "de");
    assert!(
        eventually(|| sink.sound_after(began) >= Duration::from_millis(200)),
        "the clock talk was never heard"
    );
    voice.stop();
    let stopped = Instant::now();
    sink.until_quiet(began);
    let (heard, after) = (sink.sound_after(began), sink.sound_after(stopped));
    eprintln!("{heard:?} heard of {whole:?}, {after:?} of it after the stop");
    assert!(
        heard < whole / 2,
        "{heard:?} heard of {whole:?}: the stop did not silence it"
    );
    assert!(!voice.is_speaking());
}

#[test]
fn the_built_in_voice_offers_a_voice_for_every_interface_language() {
    let _one = crate::one_at_a_time();
    let Some((mut voice, _sink)) = voice_and_sink() else {
        return;
    };
    // The voices are listed once the first text has been heard.
    voice.speak("Bauer", "de");
    assert!(
        eventually(|| !voice.voices().is_empty()),
        "no voices listed"
    );
    let voices = voice.voices();
    for language in ["en", "de", "nb", "is", "vi"] {
        assert!(
            voices.iter().any(
                |(tag, _)| annabella_core::dialogs::preferences::primary_language(tag) == language
            ),
            "no voice for {language}"
        );
    }
    // The names are Speech Dispatcher's: a voice chosen under either is found under the other.
    assert!(voices.iter().any(|(_, name)| name == "German"), "German");
    assert!(voices.iter().any(|(_, name)| name.starts_with("German+")));
}

#[test]
fn without_espeak_ng_the_system_voice_speaks() {
    let missing = Libraries {
        espeak: &["libespeak-ng-that-is-not-installed.so.1"],
        ..Libraries::default()
    };
    assert!(matches!(
        BuiltinSpeaker::open(missing),
        Err(BuiltinError::Espeak(_))
    ));
    let speech = Chosen::open(VoiceEngine::Builtin, SpeechMode::App, None, missing);
    assert_eq!(speech.engine(), Some(VoiceEngine::Builtin), "as chosen");
    assert_eq!(speech.speaking(), Some(VoiceEngine::System), "as heard");
}

/// Without libpulse — Windows, macOS, a Linux without PulseAudio — the built-in voice is
/// still the one heard: its samples go to cpal's default device (here ALSA's, which plays into
/// the sink), and a square is heard at the sink and counted as said.
#[test]
fn without_libpulse_the_built_in_voice_is_heard_through_cpal() {
    let _one = crate::one_at_a_time();
    let missing = Libraries {
        pulse: &["libpulse-that-is-not-installed.so.0"],
        ..Libraries::default()
    };
    let Some(sink) = Sink::record() else {
        return;
    };
    let mut voice = match BuiltinSpeaker::open(missing) {
        Ok(voice) => voice,
        Err(BuiltinError::Espeak(reason)) => {
            eprintln!("skipped: no espeak-ng ({reason})");
            return;
        }
        Err(other) => panic!("without libpulse the built-in voice did not open: {other}"),
    };
    // A sink is there (ALSA's default plays into it): the voice must be heard.
    voice
        .wait_ready(crate::common::PATIENCE)
        .expect("the built-in voice opened cpal's default device");
    let speech = Chosen::open(VoiceEngine::Builtin, SpeechMode::App, None, missing);
    assert_eq!(speech.speaking(), Some(VoiceEngine::Builtin), "as heard");
    let pressed = Instant::now();
    voice.speak("Eva vier, leer", "de");
    let heard = sink
        .first_sound_after(pressed, sink::PATIENCE)
        .expect("the square was never heard at the sink through cpal");
    eprintln!("key → first sound at the sink through cpal: {heard:?}");
    assert!(
        eventually(|| !voice.is_speaking()),
        "the voice never said it had finished"
    );
    sink.until_quiet(pressed);
    assert!(
        sink.sound_after(pressed) > Duration::from_millis(300),
        "the whole square was heard: {:?}",
        sink.sound_after(pressed)
    );
}

#[test]
fn while_a_screen_reader_runs_the_system_voice_speaks_and_the_built_in_one_after() {
    let _one = crate::one_at_a_time();
    let mut speech = Chosen::open(
        VoiceEngine::Builtin,
        SpeechMode::Events,
        None,
        Libraries::default(),
    );
    assert_eq!(speech.speaking(), Some(VoiceEngine::System));
    // The screen reader is turned off in the settings dialog: the app speaks for itself.
    speech.use_engine(VoiceEngine::Builtin, SpeechMode::App);
    if BuiltinSpeaker::open(Libraries::default()).is_ok() {
        assert_eq!(speech.speaking(), Some(VoiceEngine::Builtin));
    }
    // The player chooses the system's voice.
    speech.use_engine(VoiceEngine::System, SpeechMode::App);
    assert_eq!(speech.engine(), Some(VoiceEngine::System));
    assert_eq!(speech.speaking(), Some(VoiceEngine::System));
}

/// The built-in voice, ready, and the sink's monitor being recorded; `None` (saying why) where
/// there is no voice or no sound server.
fn voice_and_sink() -> Option<(BuiltinSpeaker, Sink)> {
    let voice = match BuiltinSpeaker::open(Libraries::default()) {
        Ok(voice) => voice,
        Err(reason) => {
            eprintln!("skipped: no built-in voice ({reason})");
            return None;
        }
    };
    if let Err(reason) = voice.wait_ready(crate::common::PATIENCE) {
        eprintln!("skipped: the built-in voice cannot be heard ({reason})");
        return None;
    }
    let sink = Sink::record()?;
    Some((voice, sink))
}
