//! Parse + render time per move: what one announcement and one typed move cost.
//!
//! For every move of the Immortal Game: render its announcement in the FIDE vocabulary, then parse
//! that text back to the move (the round trip a player and the app make for each move). And what
//! a paste or a stuck key costs: a 100,000-character line refused, and the longest entry still
//! read (400 bytes of one word), which must stay far under the 50 ms a key may take.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable
)] // a test stops where it fails
use annabella_core::{
    announce::announce_move,
    notation::parse_move,
    pgn::read_games,
    rules::Game,
    vocab::{VocabId, Vocabulary},
    words::{Form, Style},
};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shakmaty::{Chess, Move};
use std::hint::black_box;

fn moves_of_the_immortal_game() -> Vec<(Chess, Move)> {
    let pgn = read_games(include_str!("../tests/data/classics.pgn"))
        .remove(1)
        .expect("the Immortal Game reads");
    let mut game = Game::default();
    pgn.game
        .plies()
        .iter()
        .map(|ply| {
            let before = game.position().clone();
            game.play(ply.mv).expect("legal");
            (before, ply.mv)
        })
        .collect()
}

fn parse_and_render(c: &mut Criterion) {
    let moves = moves_of_the_immortal_game();
    let vocab = Vocabulary::get(VocabId::Fide);
    let ui = annabella_core::ui_text::UiText::get(VocabId::Fide.native_ui());
    let style = Style {
        form: Form::Short,
        say_pawn: true,
    };
    let mut group = c.benchmark_group("notation");
    group.throughput(Throughput::Elements(moves.len() as u64));
    group.bench_function("render+parse per game (fide)", |b| {
        b.iter(|| {
            for (position, m) in &moves {
                let said = vocab.render(&announce_move(position, *m, style), ui);
                black_box(
                    parse_move(position, black_box(&said), vocab, style).expect("round trip"),
                );
            }
        })
    });
    group.bench_function("parse SAN per game", |b| {
        let sans: Vec<String> = moves
            .iter()
            .map(|(p, m)| shakmaty::san::San::from_move(p, *m).to_string())
            .collect();
        b.iter(|| {
            for ((position, _), san) in moves.iter().zip(&sans) {
                black_box(parse_move(position, black_box(san), vocab, style).expect("legal"));
            }
        })
    });
    group.finish();
}

fn hostile_lines(c: &mut Criterion) {
    let vocab = Vocabulary::get(VocabId::Fide);
    let style = Style {
        form: Form::Short,
        say_pawn: true,
    };
    let start = Chess::default();
    let mut group = c.benchmark_group("notation hostile");
    for (name, line) in [
        ("100,000 characters refused", "a".repeat(100_000)),
        (
            "the longest entry read (400 bytes)",
            "a".repeat(annabella_core::notation::ENTRY_LONGEST),
        ),
        (
            "the longest entry read (spoken words)",
            "Springer Felix drei ".repeat(20),
        ),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| black_box(parse_move(&start, black_box(&line), vocab, style).is_err()))
        });
    }
    group.finish();
}

criterion_group!(benches, parse_and_render, hostile_lines);
criterion_main!(benches);
