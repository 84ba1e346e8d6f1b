//! Key press to first sound, through the real speech path: the player, who was listening to a
//! square being read, types a move; the session answers, the chatter is cut and the announcement
//! handed to the system's speech (Speech Dispatcher + espeak-ng on Linux), which reports when its
//! output begins. Target: under 50 ms. Needs a speech service and a sound server (`scripts/test`
//! starts a PulseAudio null sink); without them the bench says so and measures nothing.
//!
//! The window adds only its event dispatch (a frame begins with the keys), so this is the path.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable
)] // a test stops where it fails

use annabella::devices::speech::{Speaker, SystemSpeaker};
use std::time::{Duration, Instant};

use annabella_core::session::{Input, Session, Setup};
use criterion::{Criterion, criterion_group, criterion_main};

const CHATTER: &str = "Eva zwei, weißer Bauer. Eva drei, leer. Eva vier, leer. Eva fünf, leer.";

/// One key press: from the typed move to the service beginning to say it. The chatter cut is in
/// `chatter_language`: "de" as the move, or "en" — an English interface, whose sentences and
/// the German move words are said by two voices, so the voice changes for the move.
fn key_to_first_sound(speaker: &mut SystemSpeaker, chatter_language: &str) -> Option<Duration> {
    speaker.speak(CHATTER, chatter_language);
    std::thread::sleep(Duration::from_millis(300));
    let mut session = Session::new(Setup::default()).expect("standard start");
    let pressed = Instant::now();
    let effects = session.handle(Input::Text("e4".into()), Duration::ZERO);
    let words = effects.iter().find_map(|e| session.words_of(e))?;
    speaker.stop();
    let handed_over = pressed.elapsed();
    speaker.speak(&words, "de");
    while pressed.elapsed() < Duration::from_secs(5) {
        if let Some(began) = speaker.began_after() {
            return Some(handed_over + began);
        }
        std::thread::sleep(Duration::from_micros(200));
    }
    None
}

fn first_sound(c: &mut Criterion) {
    let opened = Instant::now();
    let mut speaker = match SystemSpeaker::open() {
        Ok(speaker) => speaker,
        Err(reason) => {
            eprintln!("first_sound: skipped, no speech thread ({reason})");
            return;
        }
    };
    // Cold start: the first text handed over as soon as the speech is opened, as the window
    // greets the player; until the service begins to say it. (Where Speech Dispatcher is not
    // running yet, this includes starting it.)
    speaker.speak("Neue Partie.", "de");
    while opened.elapsed() < Duration::from_secs(10) && speaker.began_after().is_none() {
        std::thread::sleep(Duration::from_micros(500));
    }
    if speaker.began_after().is_some() {
        eprintln!("open → first sound: {:?}", opened.elapsed());
    }
    if !speaker.wait_connected(Duration::from_secs(10)) {
        eprintln!(
            "first_sound: skipped, no speech service ({:?})",
            speaker.take_notice()
        );
        return;
    }
    // As the window does at start: both languages' voices readied before the first move.
    speaker.prepare(&["de".to_string(), "en".to_string()]);
    if !speaker.wait_voiced(&["de", "en"], Duration::from_secs(30)) {
        eprintln!("first_sound: the voices were not readied in 30 s; measuring anyway");
    }
    for chatter_language in ["de", "en"] {
        let mut times: Vec<Duration> = (0..20)
            .filter_map(|_| key_to_first_sound(&mut speaker, chatter_language))
            .collect();
        if times.is_empty() {
            eprintln!("first_sound: skipped, the speech service never began (no sound server?)");
            return;
        }
        times.sort();
        let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
        eprintln!(
            "key → first sound after {chatter_language} chatter, over {} presses: p50 {:?}, p90 {:?}, max {:?}",
            times.len(),
            at(0.5),
            at(0.9),
            times.last().unwrap()
        );
    }
    let mut group = c.benchmark_group("speech");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    group.bench_function("key_to_first_sound", |b| {
        b.iter_custom(|iters| {
            (0..iters)
                .map(|_| key_to_first_sound(&mut speaker, "en").unwrap_or(Duration::from_secs(5)))
                .sum()
        })
    });
    group.finish();
}

criterion_group!(benches, first_sound);
criterion_main!(benches);
