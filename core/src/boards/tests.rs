//! Comparing a physical board with the game, and what the player hears about it.

use shakmaty::{Board, Chess, Color, Move, Piece, Position, Role, Square};

use super::*;
use crate::{
    notation::parse_move,
    vocab::{VocabId, Vocabulary},
    words::Form,
};

const STYLE: Style = Style {
    form: Form::Short,
    say_pawn: true,
};

/// The game after `moves`, the position before its last move, and that move.
fn game(moves: &[&str]) -> (Chess, Option<(Chess, Move)>) {
    let fide = Vocabulary::get(VocabId::Fide);
    let mut position = Chess::default();
    let mut last = None;
    for text in moves {
        let m = parse_move(&position, text, fide, STYLE).unwrap();
        last = Some((position.clone(), m));
        position.play_unchecked(m);
    }
    (position, last)
}

fn compare_tactile(board: &Board, moves: &[&str]) -> Comparison {
    let (position, last) = game(moves);
    compare(
        BoardName::Tactile,
        board,
        &position,
        last.as_ref().map(|(p, m)| (p, *m)),
        Color::White,
    )
}

fn say(name: BoardName, comparison: &Comparison, moves: &[&str], vocab: VocabId) -> Vec<String> {
    let (position, _) = game(moves);
    comparison_tokens(name, comparison, &position, STYLE)
        .iter()
        .map(|u| Vocabulary::get(vocab).render(u, Vocabulary::get(vocab).native_ui()))
        .collect()
}

fn board_after(moves: &[&str]) -> Board {
    game(moves).0.board().clone()
}

#[test]
fn a_board_in_step_with_the_game() {
    let comparison = compare_tactile(&board_after(&["e4"]), &["e4"]);
    assert_eq!(comparison, Comparison::InStep);
    assert_eq!(
        say(BoardName::Tactile, &comparison, &["e4"], VocabId::Fide),
        ["Dein Brett stimmt mit der Partie überein"]
    );
}

#[test]
fn the_computers_move_is_still_to_make_on_the_tactile_board() {
    let moves = ["e4", "e5", "Nf3"];
    let comparison = compare_tactile(&board_after(&moves[..2]), &moves);
    assert!(matches!(comparison, Comparison::MoveMissing { .. }));
    assert_eq!(
        say(BoardName::Tactile, &comparison, &moves, VocabId::Fide),
        ["Auf deinem Brett noch ausführen: Springer Felix drei"]
    );
}

#[test]
fn a_move_made_on_the_board_but_not_yet_announced() {
    let comparison = compare_tactile(&board_after(&["Nf3"]), &[]);
    assert!(matches!(comparison, Comparison::MoveAhead(_)));
    assert_eq!(
        say(BoardName::Sighted, &comparison, &[], VocabId::En),
        ["Made on the other board but not yet announced: Knight Felix three"]
    );
}

#[test]
fn a_piece_in_the_wrong_hole_is_named_square_by_square() {
    // The game has 1.Nf3; on the tactile board the knight went to g3 instead.
    let mut board = Board::default();
    let knight = board.remove_piece_at(Square::G1).unwrap();
    board.set_piece_at(Square::G3, knight);
    let comparison = compare_tactile(&board, &["Nf3"]);
    assert_eq!(
        say(BoardName::Tactile, &comparison, &["Nf3"], VocabId::Fide),
        [
            "Felix drei: auf deinem Brett leer, in der Partie ein weißer Springer",
            "Gustav drei: auf deinem Brett ein weißer Springer, in der Partie leer",
        ]
    );
}

#[test]
fn differences_are_read_from_the_readers_side() {
    let mut board = Board::default();
    board.discard_piece_at(Square::A2);
    board.discard_piece_at(Square::H7);
    let game = Board::default();
    let white: Vec<Square> = differences(BoardName::Tactile, &board, &game, Color::White)
        .iter()
        .map(|d| d.square)
        .collect();
    let black: Vec<Square> = differences(BoardName::Tactile, &board, &game, Color::Black)
        .iter()
        .map(|d| d.square)
        .collect();
    assert_eq!(white, [Square::A2, Square::H7]);
    assert_eq!(black, [Square::H7, Square::A2]);
}

#[test]
fn pieces_are_described_with_their_colour_in_every_vocabulary() {
    let queen = Some(Piece {
        color: Color::Black,
        role: Role::Queen,
    });
    let rook = Some(Piece {
        color: Color::White,
        role: Role::Rook,
    });
    let said = |id, piece| Vocabulary::get(id).describe(piece, Vocabulary::get(id).native_ui());
    assert_eq!(said(VocabId::Fide, queen), "eine schwarze Dame");
    assert_eq!(said(VocabId::Nb, rook), "et hvitt tårn");
    assert_eq!(said(VocabId::Is, queen), "svört drottning");
    assert_eq!(said(VocabId::Vi, queen), "Hậu đen");
    assert_eq!(said(VocabId::En, None), "empty");
    for id in VocabId::ALL {
        let difference = Token::Difference(Difference {
            board: BoardName::Sighted,
            square: Square::E4,
            on_board: queen,
            in_game: None,
        });
        for tokens in [
            vec![difference],
            vec![Token::BoardNote(BoardName::Tactile, BoardNote::InStep)],
        ] {
            let text = Vocabulary::get(id).render(&tokens, Vocabulary::get(id).native_ui());
            assert!(
                !text.is_empty() && !text.contains("board-") && !text.contains('{'),
                "{id}: {text}"
            );
        }
    }
}

#[test]
fn d2_9_sheets_agree_so_the_player_who_played_another_move_fixes_the_board() {
    // Both wrote 2.Nf3; the VI player put the knight on g3. The sheets decide the game, and the
    // comparison with it tells the VI player exactly what to put right.
    let written: Vec<String> = ["e4", "e5", "Nf3"].map(String::from).into();
    let verdict = scoresheets::reconcile(&Chess::default(), &written, &written);
    assert!(verdict.sheets_agree);
    let mut tactile = board_after(&["e4", "e5"]);
    let knight = tactile.remove_piece_at(Square::G1).unwrap();
    tactile.set_piece_at(Square::G3, knight);
    let comparison = compare(
        BoardName::Tactile,
        &tactile,
        &verdict.position,
        None,
        Color::White,
    );
    assert_eq!(
        comparison,
        Comparison::Squares(vec![
            Difference {
                board: BoardName::Tactile,
                square: Square::F3,
                on_board: None,
                in_game: Some(knight),
            },
            Difference {
                board: BoardName::Tactile,
                square: Square::G3,
                on_board: Some(knight),
                in_game: None,
            },
        ])
    );
    let sighted = board_after(&["e4", "e5", "Nf3"]);
    assert_eq!(
        compare(
            BoardName::Sighted,
            &sighted,
            &verdict.position,
            None,
            Color::White
        ),
        Comparison::InStep
    );
}
