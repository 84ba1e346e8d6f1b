//! Key to cells: one key of a braille display (a routing key, a line key, a character typed,
//! Enter) read into the session's inputs, the session's effects rendered to words and given to
//! the display's view, the view looking at the session again, and the cells to write made — the
//! work between a finger on the display and the text handed to BrlAPI. Over a game played from
//! the display: the cursor walked over the board by line and routing keys, moves typed and
//! played, the friend's answers. Target: p99 under 10 ms (issue 30). The p99 over every key of
//! 200 games is printed first.

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

use annabella_core::{
    braille::{BrailleView, DisplayKey, MoveForm},
    session::{Effect, Input, PlayerSetup, Session, Setup},
    vocab::VocabId,
};
use criterion::{Criterion, criterion_group, criterion_main};
use shakmaty::Color;

/// What happens at the table: a key of the display, or the friend's move typed at the keyboard.
#[derive(Clone)]
enum Step {
    Key(DisplayKey),
    Friend(&'static str),
}

/// A short game: the board explored by the display's keys, White's moves typed on its braille
/// keyboard, Black's typed by the friend.
fn game() -> Vec<Step> {
    use DisplayKey::{Char, Enter, LineDown, LineUp, Route};
    let mut steps = vec![Step::Key(DisplayKey::Home)];
    let typed = |text: &str, steps: &mut Vec<Step>| {
        steps.extend(text.chars().map(|c| Step::Key(Char(c))));
        steps.push(Step::Key(Enter));
    };
    for (mine, theirs) in [("e4", "e5"), ("Nf3", "Nc6"), ("Bb5", "a6"), ("Ba4", "Nf6")] {
        for cell in 2..10 {
            steps.push(Step::Key(Route(cell)));
        }
        steps.extend([LineUp, LineUp, LineDown, LineDown].map(Step::Key));
        typed(mine, &mut steps);
        steps.push(Step::Friend(theirs));
        steps.push(Step::Key(LineDown));
    }
    steps
}

fn setup() -> Setup {
    let mut setup = Setup::default();
    for color in Color::ALL {
        setup.players[color] = PlayerSetup::new("", color == Color::White, VocabId::En);
    }
    setup
}

/// Carries out what the session said into the view, and makes the cells.
fn show(session: &Session, view: &mut BrailleView, effects: Vec<Effect>) -> usize {
    for effect in &effects {
        if let Effect::Say { priority, .. } = effect {
            let words = session.words_of(effect).unwrap_or_default();
            view.said(&words, *priority);
        }
    }
    view.shown(session);
    view.screen().text.len()
}

/// One step: a key of the display to the cells to write.
fn step(session: &mut Session, view: &mut BrailleView, step: &Step, at: Duration) -> usize {
    let inputs = match step {
        Step::Key(key) => view.key(*key),
        Step::Friend(text) => vec![Input::Text((*text).to_string())],
    };
    let mut cells = view.screen().text.len();
    for input in inputs {
        let effects = session.handle(input, at);
        cells = show(session, view, effects);
    }
    cells
}

fn fresh(width: usize) -> (Session, BrailleView) {
    let mut session = Session::new(setup()).unwrap();
    let mut view = BrailleView::new(MoveForm::Letters, width);
    let greeting = session.greeting();
    show(&session, &mut view, greeting);
    (session, view)
}

fn percentile_report() {
    let steps = game();
    let mut times = Vec::with_capacity(steps.len() * 200);
    for _ in 0..200 {
        let (mut session, mut view) = fresh(40);
        for (i, s) in steps.iter().enumerate() {
            let at = Duration::from_millis(i as u64 * 300);
            let start = Instant::now();
            black_box(step(&mut session, &mut view, s, at));
            times.push(start.elapsed());
        }
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    eprintln!(
        "display key → cells over {} keys: p50 {:?}, p99 {:?}, max {:?}",
        times.len(),
        at(0.5),
        at(0.99),
        times.last().unwrap()
    );
}

fn keys(c: &mut Criterion) {
    percentile_report();
    let steps = game();
    c.bench_function("braille: a game's display keys to cells (40 cells)", |b| {
        b.iter(|| {
            let (mut session, mut view) = fresh(40);
            for (i, s) in steps.iter().enumerate() {
                let at = Duration::from_millis(i as u64 * 300);
                black_box(step(&mut session, &mut view, s, at));
            }
        })
    });
    c.bench_function("braille: a routing key to cells", |b| {
        let (mut session, mut view) = fresh(40);
        let mut cell = 2;
        b.iter(|| {
            cell = if cell == 9 { 2 } else { cell + 1 };
            black_box(step(
                &mut session,
                &mut view,
                &Step::Key(DisplayKey::Route(cell)),
                Duration::ZERO,
            ))
        })
    });
}

criterion_group!(benches, keys);
criterion_main!(benches);
