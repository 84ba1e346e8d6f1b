//! Nodes per second of the built-in engine at full strength: a fixed-depth search of typical
//! middlegame positions (fresh hash table each time, so every run does the same work).
//! `cargo bench --bench engine` prints the time per search; the nodes are printed once, so
//! nodes ÷ time is the speed.

use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use annabella::engine::builtin::{Builtin, Level};
use annabella::engine::{Engine, Limits};
use annabella::rules::{Game, StartPosition};
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

fn search_all(games: &[Game]) -> u64 {
    let stop = AtomicBool::new(false);
    games
        .iter()
        .map(|game| {
            let mut engine = Builtin::new(Level::strongest(), 1);
            engine
                .think(game, &Limits::depth(DEPTH), &stop)
                .unwrap()
                .nodes
        })
        .sum()
}

fn nodes_per_second(c: &mut Criterion) {
    let games = games();
    let started = Instant::now();
    let nodes = search_all(&games);
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "depth {DEPTH} over {} positions: {nodes} nodes in {seconds:.3} s = {:.0} nodes/s",
        games.len(),
        nodes as f64 / seconds
    );
    c.bench_function("builtin_level10_depth7_nodes", |b| {
        b.iter(|| black_box(search_all(black_box(&games))))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = nodes_per_second
}
criterion_main!(benches);
