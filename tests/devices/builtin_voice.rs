//! The built-in voice (espeak-ng in the app) heard where a player hears it: at the sound
//! server's sink, recorded from its monitor with `parec` while the voice speaks. Needs the
//! sound server `scripts/test` starts (a PulseAudio null sink) and espeak-ng; where either is
//! missing the test says why it skips. Without the library the system's speech speaks, and that
//! needs neither.

use crate::sink;

use std::time::{Duration, Instant};

use sink::{Sink, wait_until};

use annabella::devices::speech::{BuiltinSpeaker, Chosen, Libraries, Speaker};
use annabella_core::speech::{SpeechMode, VoiceEngine};

#[test]
fn a_square_is_heard_at_the_sink_within_milliseconds_of_the_key() {
    let _one = crate::one_at_a_time();
    let Some((mut voice, sink)) = voice_and_sink() else {
        return;
    };
    let pressed = Instant::now();
    voice.speak("Eva vier, leer", "de");
    let heard = sink
        .first_sound_after(pressed, Duration::from_secs(2))
        .expect("the square was never heard at the sink");
    eprintln!("key → first sound at the sink: {heard:?}");
    // A few milliseconds on an idle machine (`scripts/measure-sink` measures it); the bound
    // leaves room for a machine busy with the other tests, and is still beneath the 13–50 ms
    // of leading silence that Speech Dispatcher's espeak-ng alone would add.
    assert!(
        heard < Duration::from_millis(250),
        "heard after {heard:?}; the built-in voice reaches the sink in a few milliseconds"
    );
    assert!(
        wait_until(Duration::from_secs(5), || !voice.is_speaking()),
        "the voice never said it had finished"
    );
    // Said to its end, and counted as said once it has been heard, not before.
    let done = pressed.elapsed();
    let last = sink.last_sound().expect("heard") - pressed;
    assert!(
        last < done + Duration::from_millis(20),
        "counted as said at {done:?}, heard until {last:?}"
    );
    assert!(
        done < last + Duration::from_millis(200),
        "heard until {last:?}, counted as said only at {done:?}"
    );
}

#[test]
fn an_announcement_cuts_the_square_being_read_and_nothing_of_it_is_heard_after() {
    let _one = crate::one_at_a_time();
    let Some((mut voice, sink)) = voice_and_sink() else {
        return;
    };
    // A whole rank read out: several seconds of speech.
    voice.speak(
        "Anna vier, leer. Bella vier, leer. Cäsar vier, leer. David vier, leer. \
         Eva vier, weißer Bauer. Felix vier, leer. Gustav vier, leer. Hector vier, leer.",
        "de",
    );
    std::thread::sleep(Duration::from_millis(400));
    assert!(voice.is_speaking(), "the rank is still being read");
    voice.stop();
    let cut = Instant::now();
    voice.speak("Turm", "de");
    // "Turm" lasts about half a second; the rank would have gone on for seconds.
    std::thread::sleep(Duration::from_millis(1200));
    let last = sink.last_sound().expect("something was heard");
    assert!(
        last.saturating_duration_since(cut) < Duration::from_millis(800),
        "sound went on {:?} after the cut: the old text was not dropped",
        last.saturating_duration_since(cut)
    );
    assert!(!voice.is_speaking());
}

#[test]
fn stop_silences_the_voice_at_once() {
    let _one = crate::one_at_a_time();
    let Some((mut voice, sink)) = voice_and_sink() else {
        return;
    };
    voice.speak(
        "Weiß hat fünf Minuten und dreißig Sekunden, Schwarz hat vier Minuten.",
        "de",
    );
    std::thread::sleep(Duration::from_millis(300));
    voice.stop();
    let stopped = Instant::now();
    std::thread::sleep(Duration::from_millis(300));
    let last = sink.last_sound().expect("the clock talk was heard");
    assert!(
        last.saturating_duration_since(stopped) < Duration::from_millis(60),
        "sound went on {:?} after the stop",
        last.saturating_duration_since(stopped)
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
        wait_until(Duration::from_secs(5), || !voice.voices().is_empty()),
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
        Err(annabella::devices::speech::BuiltinError::Espeak(_))
    ));
    let speech = Chosen::open(VoiceEngine::Builtin, SpeechMode::App, None, missing);
    assert_eq!(speech.engine(), Some(VoiceEngine::Builtin), "as chosen");
    assert_eq!(speech.speaking(), Some(VoiceEngine::System), "as heard");
}

#[test]
fn without_libpulse_the_system_voice_speaks() {
    let missing = Libraries {
        pulse: &["libpulse-that-is-not-installed.so.0"],
        ..Libraries::default()
    };
    assert!(matches!(
        BuiltinSpeaker::open(missing),
        Err(annabella::devices::speech::BuiltinError::Sound(_))
    ));
    let speech = Chosen::open(VoiceEngine::Builtin, SpeechMode::App, None, missing);
    assert_eq!(speech.speaking(), Some(VoiceEngine::System));
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
    if let Err(reason) = voice.wait_ready(Duration::from_secs(5)) {
        eprintln!("skipped: the built-in voice cannot be heard ({reason})");
        return None;
    }
    let sink = Sink::record()?;
    Some((voice, sink))
}
