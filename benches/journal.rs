//! The game journal: what journaling costs a move, and taking up a long game.
//!
//! - a move journaled: the line written to the file (the system has it: no crash of the app can
//!   lose it) — the time a move's announcement waits; the flush to the disk (fsync) follows on
//!   its own thread;
//! - resume of a 200-move game (400 plies): the journal read from its file and replayed into a
//!   session (target: under 50 ms).
//!
//! The p50/p99 of the write are printed first.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable
)] // a test stops where it fails

use annabella::stores::journal::{Journal, Saved};
use std::{
    hint::black_box,
    path::PathBuf,
    time::{Duration, Instant},
};

use annabella_core::{
    rules::Game,
    session::{Input, Setup},
};
use criterion::{Criterion, criterion_group, criterion_main};
use shakmaty::{Position, san::San};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("annabella-bench-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A legal game of `plies` half-moves that does not end before, from a fixed random sequence.
fn long_game(plies: usize) -> Vec<String> {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    loop {
        let mut game = Game::new(annabella_core::rules::StartPosition::Standard).unwrap();
        let mut sans = Vec::new();
        while sans.len() < plies && game.automatic_end().is_none() {
            let moves = game.position().legal_moves();
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let m = moves[(seed % moves.len() as u64) as usize];
            sans.push(San::from_move(game.position(), m).to_string());
            game.play(m).unwrap();
        }
        if sans.len() == plies && game.automatic_end().is_none() {
            return sans;
        }
    }
}

fn durable_write_report(dir: &std::path::Path) {
    let mut journal = Journal::start(dir, &Setup::default());
    let mut times = Vec::new();
    for n in 0..300u64 {
        let start = Instant::now();
        journal.record(
            Duration::from_millis(n * 1000),
            &Input::Text("e4".into()),
            true,
        );
        times.push(start.elapsed());
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    eprintln!(
        "a move journaled over {} writes: p50 {:?}, p99 {:?}, max {:?}",
        times.len(),
        at(0.5),
        at(0.99),
        times.last().unwrap()
    );
}

fn journal(c: &mut Criterion) {
    let dir = temp_dir("journal");
    durable_write_report(&dir);
    let mut journal = Journal::start(&dir, &Setup::default());
    let mut at = 0u64;
    c.bench_function("a move journaled (written; fsync on its thread)", |b| {
        b.iter(|| {
            at += 1000;
            journal.record(
                Duration::from_millis(at),
                black_box(&Input::Text("e4".into())),
                true,
            );
        })
    });
    drop(journal);

    let game_dir = temp_dir("resume");
    let mut long = Journal::start(&game_dir, &Setup::default());
    for (i, san) in long_game(400).into_iter().enumerate() {
        long.record(Duration::from_secs(i as u64 * 5), &Input::Text(san), true);
    }
    let path = long.path().to_path_buf();
    drop(long);
    c.bench_function("resume a 200-move game (read + replay)", |b| {
        b.iter(|| {
            let saved = Saved::read(black_box(&path)).unwrap();
            let session = saved.replay().unwrap();
            assert_eq!(session.game().plies().len(), 400);
            black_box(session)
        })
    });
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&game_dir);
}

criterion_group!(benches, journal);
criterion_main!(benches);
