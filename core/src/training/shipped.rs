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

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::training::only_move::{MARGIN, NON_MATE_CEILING};

    #[test]
    fn every_shipped_puzzle_was_kept_by_the_check_at_depth_14_and_has_its_lichess_id() {
        let puzzles = puzzles();
        assert!(!puzzles.is_empty());
        let ids: HashSet<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids.len(), puzzles.len(), "each puzzle once");
        for puzzle in puzzles {
            let verified = puzzle
                .verified
                .unwrap_or_else(|| panic!("{} unchecked", puzzle.id));
            assert!(
                verified.depth >= 14,
                "{}: depth {}",
                puzzle.id,
                verified.depth
            );
            // A final mate in one passes with a smaller lead: no other move above 0.6.
            assert!(
                verified.margin > MARGIN || verified.margin >= 1.0 - NON_MATE_CEILING,
                "{}: margin {}",
                puzzle.id,
                verified.margin
            );
            assert!(
                puzzle.game_url.starts_with("https://lichess.org/"),
                "{}",
                puzzle.id
            );
        }
    }

    #[test]
    fn at_least_200_shipped_puzzles_have_at_most_seven_pieces() {
        let small = puzzles().iter().filter(|p| p.pieces() <= 7).count();
        assert!(small >= 200, "{small}");
    }
}
