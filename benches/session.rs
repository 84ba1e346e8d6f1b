//! Key press to utterance: one input into the session and its effects rendered to the words the
//! speech backend gets, over the keys and typed moves of a whole tournament game (Appendix D,
//! both boards, clock). Target: p99 under 1 ms (the product target for the whole path to the
//! speech backend is 0.1 ms at p99). The p99 over every key of 200 games is printed first.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable
)] // a test stops where it fails

use std::{
    hint::black_box,
    time::{Duration, Instant},
};

use annabella_core::session::{Session, script::Script};
use criterion::{Criterion, criterion_group, criterion_main};

const GAME: &str = include_str!("../tests/scripts/tournament_scholars_mate.txt");

/// Handles one input and renders what it says: the work between a key press and the speech call.
fn key_to_words(
    session: &mut Session,
    input: annabella_core::session::Input,
    at: Duration,
) -> usize {
    let effects = session.handle(input, at);
    effects
        .iter()
        .filter_map(|e| session.words_of(e))
        .map(|w| w.len())
        .sum()
}

fn percentile_report(script: &Script) {
    let inputs = script.timed_inputs();
    let mut times = Vec::with_capacity(inputs.len() * 200);
    for _ in 0..200 {
        let mut session = Session::new(script.setup.clone()).unwrap();
        for (at, input) in inputs.iter().cloned() {
            let start = Instant::now();
            black_box(key_to_words(&mut session, input, at));
            times.push(start.elapsed());
        }
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    eprintln!(
        "key → words over {} inputs: p50 {:?}, p99 {:?}, max {:?}",
        times.len(),
        at(0.5),
        at(0.99),
        times.last().unwrap()
    );
}

fn key_press(c: &mut Criterion) {
    let script = Script::parse(GAME).unwrap();
    percentile_report(&script);
    let inputs = script.timed_inputs();
    c.bench_function(
        "key → utterance (mean over a tournament game's inputs)",
        |b| {
            b.iter_custom(|games| {
                let mut total = Duration::ZERO;
                for _ in 0..games {
                    let mut session = Session::new(script.setup.clone()).unwrap();
                    let start = Instant::now();
                    for (at, input) in inputs.iter().cloned() {
                        black_box(key_to_words(&mut session, input, at));
                    }
                    total += start.elapsed() / inputs.len() as u32;
                }
                total
            })
        },
    );
}

criterion_group!(benches, key_press);
criterion_main!(benches);
