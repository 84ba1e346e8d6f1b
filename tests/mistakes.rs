//! Learning from one's own games: Stockfish goes over a game with three planted mistakes and
//! finds exactly those three moments to retry; a better move passes there, the game's move
//! does not.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable
)] // a test stops where it fails

use std::path::Path;

use annabella::{game_review, pgn_file};
use annabella_core::training::mistakes::RetryVerdict;
use shakmaty::{Color, Position, uci::UciMove};

const STOCKFISH: &str = "/usr/games/stockfish";

#[test]
fn the_three_planted_mistakes_are_the_moments_found_and_the_best_move_passes_there() {
    if !Path::new(STOCKFISH).exists() {
        eprintln!(
            "skipped: {STOCKFISH} is not installed (apt-get install stockfish; scripts/test does)"
        );
        return;
    }
    let games = pgn_file::read_pgn(Path::new("tests/data/three_mistakes.pgn")).unwrap();
    let game = &games[0].as_ref().unwrap().game;
    let mut engine = game_review::engine(STOCKFISH).unwrap();
    let found = game_review::moments(
        &mut engine,
        "three",
        game,
        &[Color::White],
        game_review::DEPTH,
    )
    .unwrap();
    let at: Vec<_> = found
        .iter()
        .map(|m| (m.move_number().0, m.played.as_str()))
        .collect();
    // 6. Qd2, 11. Nbd2, 16. Bxd4: the planted ones, and nothing else of White's.
    assert_eq!(at, [(6, "d1d2"), (11, "b1d2"), (16, "e3d4")], "{found:#?}");
    for moment in &found {
        assert!(moment.lost > 0.15, "{moment:?}");
        assert_eq!(moment.id, format!("three#{}", moment.ply));
        let position = moment.position().unwrap();
        assert_eq!(moment.answers.len(), position.legal_moves().len());
        let uci = |text: &str| text.parse::<UciMove>().unwrap().to_move(&position).unwrap();
        assert_eq!(
            moment.judge(&uci(&moment.played)),
            RetryVerdict::PlayedAgain
        );
        assert!(matches!(
            moment.judge(&uci(moment.best().unwrap())),
            RetryVerdict::Passes { .. }
        ));
    }
}
