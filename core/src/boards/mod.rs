//! The Appendix D two-board model: the official game, and the physical boards beside it — the
//! visually impaired player's tactile board and the sighted player's board (D.1) — each a piece
//! arrangement that can differ from the game.
//!
//! This part compares a board with the game and says how they differ, shortest first: in step; one
//! move still to make on the board (the computer's or the opponent's move, pending on the tactile
//! board); one move made on the board that the game does not have yet; or, failing those, every
//! differing square ("Felix drei: auf deinem Brett ein weißer Springer, in der Partie leer").
//! `scoresheets` decides a D.2.9 repair from the two scoresheets.

pub mod scoresheets;

use shakmaty::{Board, Chess, Color, Move, Position, Square};

use crate::{
    announce::move_tokens,
    words::{BoardName, BoardNote, Difference, Style, Token, Utterance},
};

/// How a board stands to the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Comparison {
    /// The board shows the game's position.
    InStep,
    /// Making the game's last move on the board brings it in step: `before` is the position it
    /// was played in (the board shows it), `last` the move.
    MoveMissing { before: Chess, last: Move },
    /// The board shows this move made from the game's position: played but not yet entered.
    MoveAhead(Move),
    /// Neither: every differing square, in reading order for `reader`.
    Squares(Vec<Difference>),
}

/// Compares `board` with the game's `position`, knowing the position before the game's last move
/// (`before_last`) so that a pending last move can be recognized.
pub fn compare(
    name: BoardName,
    board: &Board,
    position: &Chess,
    before_last: Option<(&Chess, Move)>,
    reader: Color,
) -> Comparison {
    if board == position.board() {
        return Comparison::InStep;
    }
    if let Some((before, last)) = before_last
        && board == before.board()
    {
        return Comparison::MoveMissing {
            before: before.clone(),
            last,
        };
    }
    let ahead = position.legal_moves().into_iter().find(|&m| {
        let mut after = position.clone();
        after.play_unchecked(m);
        after.board() == board
    });
    if let Some(m) = ahead {
        return Comparison::MoveAhead(m);
    }
    Comparison::Squares(differences(name, board, position.board(), reader))
}

/// Every square where `board` and `game` differ, read rank by rank from `reader`'s side (their
/// first rank first, files from their left), as a player explores a board.
pub fn differences(name: BoardName, board: &Board, game: &Board, reader: Color) -> Vec<Difference> {
    let mut squares: Vec<Square> = Square::ALL.to_vec();
    if reader == Color::Black {
        squares.reverse();
    }
    squares
        .into_iter()
        .filter(|&sq| board.piece_at(sq) != game.piece_at(sq))
        .map(|square| Difference {
            board: name,
            square,
            on_board: board.piece_at(square),
            in_game: game.piece_at(square),
        })
        .collect()
}

/// What the comparison sounds like: one utterance per line to say.
pub fn comparison_tokens(
    name: BoardName,
    comparison: &Comparison,
    position: &Chess,
    style: Style,
) -> Vec<Utterance> {
    let note = |note: BoardNote| vec![vec![Token::BoardNote(name, note)]];
    match comparison {
        Comparison::InStep => note(BoardNote::InStep),
        Comparison::MoveMissing { before, last } => {
            note(BoardNote::MoveMissing(move_tokens(before, *last, style)))
        }
        Comparison::MoveAhead(m) => note(BoardNote::MoveAhead(move_tokens(position, *m, style))),
        Comparison::Squares(list) => list.iter().map(|d| vec![Token::Difference(*d)]).collect(),
    }
}

#[cfg(test)]
mod tests;
