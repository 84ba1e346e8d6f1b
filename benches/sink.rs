//! Asked → first sound at the sink, for each sound path of the app, side by side in one run:
//! the sink's monitor is recorded with `parec` and each sample is the time from the request to
//! the first block of the monitor that holds sound.
//!
//! - `speech/builtin/WORD`: the built-in voice (espeak-ng in the app, its leading silence cut,
//!   a 10 ms PulseAudio stream) saying "Turm", "Eva", "Bauer Eva vier";
//! - `speech/system/WORD`: the same through Speech Dispatcher (the system voice);
//! - `earcon/pulse` and `earcon/cpal`: the five-minute dot on the app's PulseAudio stream, and
//!   on cpal's default device (through ALSA's PulseAudio plugin, its default buffer).
//!
//! Needs a sound server with a monitor (`scripts/test` starts a PulseAudio null sink) and
//! `parec`; a path that cannot be opened is skipped with the reason. The window adds its event
//! dispatch to these (`scripts/measure-sink` measures from the key).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable
)] // a bench stops where it fails

#[path = "../tests/devices/sink.rs"]
mod sink;

use std::time::{Duration, Instant};

use annabella::{
    devices::audio::{CpalEarcons, Earcons, PulseEarcons, pulse},
    devices::speech::{BuiltinSpeaker, Libraries, Speaker, SystemSpeaker},
};
use annabella_core::earcon::Earcon;
use criterion::{Criterion, criterion_group, criterion_main};
use sink::Sink;

const WORDS: [&str; 3] = ["Turm", "Eva", "Bauer Eva vier"];

/// One request, after the sink has been quiet: the time to its first sound (5 s if never).
fn heard(sink: &Sink, ask: &mut dyn FnMut()) -> Duration {
    sink::wait_until(Duration::from_secs(10), || {
        sink.last_sound()
            .is_none_or(|at| at.elapsed() > Duration::from_millis(400))
    });
    std::thread::sleep(Duration::from_millis(100));
    let asked = Instant::now();
    ask();
    sink.first_sound_after(asked, Duration::from_secs(5))
        .unwrap_or(Duration::from_secs(5))
}

/// `ask` 30 times, each after quiet: prints the median, p99 and maximum (the figures that count
/// against the target: a player notices the slow key, not the mean one).
fn percentiles(sink: &Sink, name: &str, ask: &mut dyn FnMut()) {
    let mut times: Vec<Duration> = (0..30).map(|_| heard(sink, ask)).collect();
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    eprintln!(
        "{name:28} median {:6.2} ms  p99 {:6.2} ms  max {:6.2} ms",
        at(0.5).as_secs_f64() * 1000.0,
        at(0.99).as_secs_f64() * 1000.0,
        times[times.len() - 1].as_secs_f64() * 1000.0
    );
}

fn sound_at_the_sink(c: &mut Criterion) {
    let Some(sink) = Sink::record() else {
        return;
    };
    let mut group = c.benchmark_group("sink");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(10));
    match BuiltinSpeaker::open(Libraries::default()) {
        Ok(mut voice) if voice.wait_ready(Duration::from_secs(5)).is_ok() => {
            for word in WORDS {
                percentiles(&sink, &format!("speech/builtin/{word}"), &mut || {
                    voice.speak(word, "de")
                });
                group.bench_function(format!("speech/builtin/{word}"), |b| {
                    b.iter_custom(|iters| {
                        (0..iters)
                            .map(|_| heard(&sink, &mut || voice.speak(word, "de")))
                            .sum()
                    })
                });
            }
        }
        _ => eprintln!("sink: the built-in voice is skipped (no espeak-ng or no PulseAudio)"),
    }
    match SystemSpeaker::open() {
        Ok(mut system) if system.wait_connected(Duration::from_secs(10)) => {
            system.prepare(&["de".to_string()]);
            system.wait_voiced(&["de"], Duration::from_secs(30));
            for word in WORDS {
                percentiles(&sink, &format!("speech/system/{word}"), &mut || {
                    system.speak(word, "de")
                });
                group.bench_function(format!("speech/system/{word}"), |b| {
                    b.iter_custom(|iters| {
                        (0..iters)
                            .map(|_| heard(&sink, &mut || system.speak(word, "de")))
                            .sum()
                    })
                });
            }
        }
        _ => eprintln!("sink: the system voice is skipped (no Speech Dispatcher)"),
    }
    match PulseEarcons::open(&pulse::LIBRARY_NAMES) {
        Ok(mut cues) => {
            percentiles(&sink, "earcon/pulse", &mut || cues.play(Earcon::Dot, 0.8));
            group.bench_function("earcon/pulse", |b| {
                b.iter_custom(|iters| {
                    (0..iters)
                        .map(|_| heard(&sink, &mut || cues.play(Earcon::Dot, 0.8)))
                        .sum()
                })
            });
        }
        Err(reason) => eprintln!("sink: PulseAudio's earcons are skipped ({reason})"),
    }
    match CpalEarcons::open(None) {
        Ok(mut cues) => {
            percentiles(&sink, "earcon/cpal", &mut || cues.play(Earcon::Dot, 0.8));
            group.bench_function("earcon/cpal", |b| {
                b.iter_custom(|iters| {
                    (0..iters)
                        .map(|_| heard(&sink, &mut || cues.play(Earcon::Dot, 0.8)))
                        .sum()
                })
            });
        }
        Err(reason) => eprintln!("sink: cpal's earcons are skipped ({reason})"),
    }
    group.finish();
}

criterion_group!(benches, sound_at_the_sink);
criterion_main!(benches);
