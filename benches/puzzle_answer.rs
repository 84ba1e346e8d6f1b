//! Answer → verdict: what the player waits for after typing a puzzle move (the issue asks for
//! at most 50 ms, with no engine search). For shipped puzzles: the answer typed in the FIDE
//! words ("Turm Bella acht"), read, judged against the line, the reply played, the verdict's
//! sentence made.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable
)] // a test stops where it fails

use annabella_core::{
    announce::announce_move,
    training::{attempt::Attempt, say::Voice, shipped},
    ui_text::{UiLanguage, UiText},
    vocab::{VocabId, Vocabulary},
    words::{Form, Style},
};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

fn answer_to_verdict(c: &mut Criterion) {
    let voice = Voice {
        vocab: Vocabulary::get(VocabId::Fide),
        ui: UiText::get(UiLanguage::En),
        style: Style {
            form: Form::Short,
            say_pawn: true,
        },
    };
    let cases: Vec<_> = shipped::puzzles()
        .iter()
        .take(100)
        .map(|p| {
            let setup = p.setup();
            let typed = voice
                .vocab
                .render(&announce_move(&setup, p.moves()[1], voice.style), voice.ui);
            (p, typed)
        })
        .collect();
    let mut next = 0;
    c.bench_function("puzzle answer to verdict (FIDE words)", |b| {
        b.iter(|| {
            let (puzzle, typed) = &cases[next % cases.len()];
            next += 1;
            let mut attempt = Attempt::new(puzzle);
            let before = attempt.position().clone();
            let verdict = attempt.answer_text(black_box(typed), voice.vocab, voice.style);
            black_box(voice.verdict(&before, &verdict, &attempt))
        })
    });
}

criterion_group!(benches, answer_to_verdict);
criterion_main!(benches);
