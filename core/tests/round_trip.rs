//! The round-trip law: every announcement a listener hears can be turned back into exactly the
//! move that was played, in every vocabulary and both forms, with and without the pawn word.

use annabella_core::{
    announce::announce_move,
    notation::parse_move,
    rules::{Game, StartPosition},
    vocab::{VocabId, Vocabulary},
    words::{Form, Style},
};
use rand::{RngExt, SeedableRng, rngs::StdRng};
use shakmaty::{Chess, Position};

/// Positions from random games: half from the standard start, half from random Chess960 starts.
fn random_positions(count: usize, seed: u64) -> Vec<Chess> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut positions = Vec::with_capacity(count);
    let mut game_number = 0;
    while positions.len() < count {
        let start = if game_number % 2 == 0 {
            StartPosition::Standard
        } else {
            StartPosition::Chess960(rng.random_range(0..960))
        };
        game_number += 1;
        let mut game = Game::new(start).expect("valid start");
        for _ in 0..rng.random_range(20..160) {
            let moves = game.position().legal_moves();
            if moves.is_empty() || game.automatic_end().is_some() {
                break;
            }
            positions.push(game.position().clone());
            let m = moves[rng.random_range(0..moves.len())];
            game.play(m).expect("a legal move");
        }
    }
    positions.truncate(count);
    positions
}

fn check_vocabulary(id: VocabId, positions: &[Chess]) -> usize {
    let vocab = Vocabulary::get(id);
    let mut checked = 0;
    for position in positions {
        for m in position.legal_moves() {
            for form in [Form::Short, Form::Long] {
                for say_pawn in [false, true] {
                    let style = Style { form, say_pawn };
                    let said = vocab.render(&announce_move(position, m, style), vocab.native_ui());
                    let heard = parse_move(position, &said, vocab, style);
                    assert_eq!(
                        heard,
                        Ok(m),
                        "{id}: \"{said}\" in {}",
                        shakmaty::fen::Fen::from_position(position, shakmaty::EnPassantMode::Legal)
                    );
                    checked += 1;
                }
            }
        }
    }
    checked
}

#[test]
fn every_announcement_parses_back_to_its_move() {
    let positions = random_positions(10_000, 0xA11A_BE11A);
    let checked: usize = std::thread::scope(|scope| {
        let workers: Vec<_> = VocabId::ALL
            .into_iter()
            .map(|id| {
                let positions = &positions;
                scope.spawn(move || check_vocabulary(id, positions))
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("no vocabulary failed"))
            .sum()
    });
    assert!(
        checked > 10_000 * 5 * 4 * 10,
        "checked {checked} announcements"
    );
}
