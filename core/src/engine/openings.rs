//! Short, well-known opening lines for engine matches: each pair of games starts from one of
//! them, each side playing it once with White, so a match between deterministic engines is not
//! the same game over and over, and neither engine gains from its favourite opening.

/// In UCI notation from the standard start.
pub const OPENINGS: [&str; 30] = [
    "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6",
    "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5",
    "e2e4 e7e5 g1f3 b8c6 d2d4 e5d4 f3d4",
    "e2e4 e7e5 g1f3 g8f6 f3e5 d7d6",
    "e2e4 e7e5 b1c3 g8f6 f2f4",
    "e2e4 e7e5 f2f4 e5f4 g1f3",
    "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6",
    "e2e4 c7c5 g1f3 b8c6 d2d4 c5d4 f3d4 g8f6 b1c3",
    "e2e4 c7c5 g1f3 e7e6 d2d4 c5d4 f3d4",
    "e2e4 c7c5 b1c3 b8c6 g2g3",
    "e2e4 e7e6 d2d4 d7d5 b1c3 g8f6",
    "e2e4 e7e6 d2d4 d7d5 e4e5 c7c5",
    "e2e4 c7c6 d2d4 d7d5 b1c3 d5e4 c3e4",
    "e2e4 d7d5 e4d5 d8d5 b1c3 d5a5",
    "e2e4 g8f6 e4e5 f6d5 d2d4 d7d6",
    "e2e4 d7d6 d2d4 g8f6 b1c3 g7g6",
    "e2e4 g7g6 d2d4 f8g7 b1c3 d7d6",
    "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6",
    "d2d4 d7d5 c2c4 d5c4 g1f3 g8f6",
    "d2d4 d7d5 c2c4 c7c6 g1f3 g8f6",
    "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4",
    "d2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6",
    "d2d4 g8f6 c2c4 g7g6 b1c3 d7d5",
    "d2d4 g8f6 c2c4 e7e6 g1f3 b7b6",
    "d2d4 g8f6 c2c4 c7c5 d4d5 e7e6",
    "d2d4 g8f6 c2c4 e7e6 g2g3 d7d5",
    "d2d4 f7f5 g2g3 g8f6 f1g2",
    "d2d4 d7d5 g1f3 g8f6 c1f4",
    "c2c4 e7e5 b1c3 g8f6 g2g3",
    "g1f3 d7d5 g2g3 g8f6 f1g2 c7c6",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, parse_uci};

    #[test]
    fn every_opening_is_legal_and_different() {
        let mut seen = std::collections::HashSet::new();
        for line in OPENINGS {
            let mut game = Game::default();
            for uci in line.split_whitespace() {
                let m = parse_uci(&game, uci).unwrap_or_else(|| panic!("{line}: {uci}"));
                game.play(m).unwrap();
            }
            assert!(seen.insert(game.fen()), "{line} repeats another opening");
        }
    }
}
