//! The puzzles shipped with the app: `core/data/puzzles.csv`, puzzles of the lichess puzzle
//! database (CC0) that passed the Stockfish re-check (`annabella puzzles verify`), compiled
//! in and read on first use.

use std::sync::OnceLock;

use super::puzzle::{Puzzle, read_csv};

const SHIPPED: &str = include_str!("../../data/puzzles.csv");

/// Every shipped puzzle, in the order of their lichess ids. The file is compiled in and read
/// whole by the tests, so a broken line cannot reach a player: that alone may panic here.
#[allow(clippy::panic)]
pub fn puzzles() -> &'static [Puzzle] {
    static READ: OnceLock<Vec<Puzzle>> = OnceLock::new();
    READ.get_or_init(|| {
        read_csv(SHIPPED).unwrap_or_else(|e| panic!("core/data/puzzles.csv is shipped broken: {e}"))
    })
}
