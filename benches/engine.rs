//! Nodes per second of the built-in engine at full strength: a fixed-depth search of typical
//! middlegame positions (the hash table cleared before each, so every run does the same work).
//! `cargo bench --bench engine` prints the nodes and the time once, and criterion's time per
//! round of searches; nodes ÷ time is the speed.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable
)] // a test stops where it fails

use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use annabella_core::engine::builtin::{Builtin, Level};
use annabella_core::engine::{Engine, Limits};
use annabella_core::rules::{Game, StartPosition};
use criterion::{Criterion, criterion_group, criterion_main};

const POSITIONS: [&str; 3] = [
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];
const DEPTH: u32 = 7;

fn games() -> Vec<Game> {
    POSITIONS
        .iter()
        .map(|fen| {
            Game::new(StartPosition::Fen {
                fen: fen.to_string(),
                chess960: false,
            })
            .unwrap()
        })
        .collect()
}

/// Searches every position from a cleared table; returns the nodes and the time spent searching
/// (clearing the 32 MB table is not counted).
fn search_all(engines: &mut [Builtin], games: &[Game]) -> (u64, Duration) {
    let stop = AtomicBool::new(false);
    let mut nodes = 0;
    let mut took = Duration::ZERO;
    for (engine, game) in engines.iter_mut().zip(games) {
        engine.new_game().unwrap();
        let started = Instant::now();
        nodes += engine
            .think(game, &Limits::depth(DEPTH), &stop)
            .unwrap()
            .nodes;
        took += started.elapsed();
    }
    (nodes, took)
}

fn nodes_per_second(c: &mut Criterion) {
    let games = games();
    let mut engines: Vec<Builtin> = games
        .iter()
        .map(|_| Builtin::new(Level::strongest(), 1, Instant::now))
        .collect();
    search_all(&mut engines, &games); // warm up
    let (nodes, took) = search_all(&mut engines, &games);
    println!(
        "depth {DEPTH} over {} positions: {nodes} nodes in {:.1} ms = {:.0} nodes/s",
        games.len(),
        took.as_secs_f64() * 1000.0,
        nodes as f64 / took.as_secs_f64()
    );
    c.bench_function("builtin_level10_depth7_nodes", |b| {
        b.iter_custom(|iterations| {
            (0..iterations)
                .map(|_| black_box(search_all(&mut engines, black_box(&games))).1)
                .sum()
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = nodes_per_second
}
criterion_main!(benches);
