//! One clock tick: what the app does every time it looks at the clock (flag check, then the cue
//! schedule for both players). Target: under 1 µs.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable
)] // a test stops where it fails

use std::{hint::black_box, time::Duration};

use annabella_core::clock::{Clock, cues::CueWatch};
use criterion::{Criterion, criterion_group, criterion_main};
use shakmaty::Color;

/// A fresh 15-minute game started at `now`.
fn new_game(now: Duration) -> (Clock, CueWatch) {
    let mut clock = Clock::new("15".parse().unwrap());
    let mut watch = CueWatch::new();
    clock.start(now, Color::White).unwrap();
    watch.observe(&clock, now);
    (clock, watch)
}

fn tick(c: &mut Criterion) {
    let mut now = Duration::ZERO;
    let (mut clock, mut watch) = new_game(now);
    let mut ticks = 0u64;
    c.bench_function("clock tick + cues (both players)", |b| {
        b.iter(|| {
            // 100 ms a tick, a move every 40 s, a new game when a flag falls: the sample covers
            // the dots, the flag zone and the flag fall in their real proportions.
            now += Duration::from_millis(100);
            ticks += 1;
            if ticks.is_multiple_of(400) {
                clock.press(now).unwrap();
            }
            let flag = clock.tick(black_box(now));
            let cues = watch.observe(&clock, now);
            if flag.is_some() {
                (clock, watch) = new_game(now);
            }
            black_box((flag, cues))
        })
    });
}

criterion_group!(benches, tick);
criterion_main!(benches);
