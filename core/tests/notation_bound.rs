//! The move parser's bound, pinned in memory: a paste or a stuck key (100,000 characters of one
//! word, of words and spaces, or 60,000) is refused in a few bytes of memory. Before the bound,
//! one 100,000-character word took 9.8 GB and 40 s, and 60,000 characters 3.5 GB (finding 6 of
//! the third hardening round). The time is measured by `cargo bench --bench notation --
//! hostile` (docs/benchmarks.md); a test pins what cannot flake: the peak of the bytes
//! allocated, counted by this binary's allocator. (One test in this file, so the count is the
//! parser's alone.)

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable
)] // a test stops where it fails

use std::{
    alloc::{GlobalAlloc, Layout, System},
    sync::atomic::{AtomicUsize, Ordering},
    time::Duration,
};

use annabella_core::{
    notation::parse_move,
    session::{Input, Session, Setup},
    vocab::{VocabId, Vocabulary},
    words::{Form, NotationError, Style},
};
use shakmaty::Chess;

/// The system's allocator, counting the bytes held now and the most held since the last reset.
struct Counting;

static HELD: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(bytes: usize) {
    let now = HELD.fetch_add(bytes, Ordering::Relaxed) + bytes;
    PEAK.fetch_max(now, Ordering::Relaxed);
}

fn shrank(bytes: usize) {
    HELD.fetch_sub(bytes, Ordering::Relaxed);
}

// SAFETY: every call is passed to the system's allocator as it came; only counters are kept
// besides.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's layout, as GlobalAlloc::alloc requires.
        let block = unsafe { System.alloc(layout) };
        if !block.is_null() {
            grew(layout.size());
        }
        block
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        // SAFETY: a block this allocator gave, with its layout.
        unsafe { System.dealloc(block, layout) };
        shrank(layout.size());
    }

    unsafe fn realloc(&self, block: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        // SAFETY: a block this allocator gave, with its layout, and the new size asked for.
        let moved = unsafe { System.realloc(block, layout, size) };
        if !moved.is_null() {
            grew(size);
            shrank(layout.size());
        }
        moved
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The most memory a refused line may take: the bound.
const MOST: usize = 20 * 1024 * 1024;

/// The most bytes held at once while `work` runs, beyond what was held before it.
fn peak_of<T>(work: impl FnOnce() -> T) -> (T, usize) {
    let before = HELD.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let result = work();
    (result, PEAK.load(Ordering::Relaxed).saturating_sub(before))
}

#[test]
fn a_hundred_thousand_characters_are_refused_in_bounded_memory() {
    let start = Chess::default();
    let style = Style {
        form: Form::Short,
        say_pawn: true,
    };
    let word = "a".repeat(100_000);
    let words: String = "Springer Felix drei "
        .repeat(5_000)
        .chars()
        .take(100_000)
        .collect();
    let spaced: String = "e4 ".repeat(34_000).chars().take(100_000).collect();
    let shorter = "Nf3".repeat(20_000);
    for (name, line) in [
        ("one word of 100,000", &word),
        ("100,000 of words and spaces", &words),
        ("100,000 of moves and spaces", &spaced),
        ("60,000", &shorter),
    ] {
        for vocab in [VocabId::Fide, VocabId::En, VocabId::Vi] {
            let (refused, peak) =
                peak_of(|| parse_move(&start, line, Vocabulary::get(vocab), style));
            assert_eq!(
                refused,
                Err(NotationError::TooLong {
                    chars: line.chars().count()
                }),
                "{name}"
            );
            assert!(peak <= MOST, "{name} in {vocab:?}: {peak} bytes");
            println!("{name} ({vocab:?}): refused, at most {peak} bytes held");
        }
    }
    // The same line typed into a game: refused in words, the game as it was.
    let mut session = Session::new(Setup::default()).unwrap();
    let (effects, peak) =
        peak_of(|| session.handle(Input::Text(word.clone()), Duration::from_secs(1)));
    assert!(!effects.is_empty(), "the refusal is said");
    assert!(session.game().plies().is_empty());
    assert!(peak <= MOST, "a game: {peak} bytes");
    println!("typed into a game: refused, at most {peak} bytes held");
}
