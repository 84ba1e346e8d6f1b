//! Turns moves and game events into token sequences (`Utterance`), which a vocabulary then renders.
//!
//! Nothing here knows a word of any language: an utterance says *what* is announced, `vocab` says
//! *how*. The structure of a move announcement mirrors SAN (piece, disambiguation, "takes", target
//! square, promotion piece, check), so that a listener can always turn it back into the move.

use shakmaty::{Chess, Move, Position, Role, san::San};

use crate::words::{Event, Form, Style, Token, Utterance};

/// The full announcement of `m` played in `before`, with "check" or "checkmate" when it gives one.
pub fn announce_move(before: &Chess, m: Move, style: Style) -> Utterance {
    let mut tokens = move_tokens(before, m, style);
    let mut after = before.clone();
    after.play_unchecked(m);
    if after.is_checkmate() {
        tokens.push(Token::Checkmate);
    } else if after.is_check() {
        tokens.push(Token::Check);
    }
    tokens
}

/// The move itself, without the check suffix: used in announcements and to name candidates
/// in refusals ("Springer Bella David zwei oder Springer Felix David zwei").
pub fn move_tokens(before: &Chess, m: Move, style: Style) -> Utterance {
    let (Move::Normal { .. } | Move::EnPassant { .. }) = m else {
        return match m.castling_side() {
            Some(side) => vec![Token::Castle(side)],
            None => Vec::new(),
        };
    };
    let role = m.role();
    let Some(from) = m.from() else {
        return Vec::new();
    };
    let mut tokens = Vec::with_capacity(8);
    if role != Role::Pawn || style.say_pawn {
        tokens.push(Token::Piece(role));
    }
    match style.form {
        Form::Long => tokens.extend([Token::File(from.file()), Token::Rank(from.rank())]),
        Form::Short => {
            if let San::Normal { file, rank, .. } = San::from_move(before, m) {
                tokens.extend(file.map(Token::File));
                tokens.extend(rank.map(Token::Rank));
            }
        }
    }
    if m.is_capture() {
        tokens.push(Token::Takes);
    }
    tokens.extend(square_tokens(m.to()));
    if let Some(promotion) = m.promotion() {
        tokens.push(Token::Promotion(promotion));
    }
    if m.is_en_passant() {
        tokens.push(Token::EnPassant);
    }
    tokens
}

/// What is said after a move besides the move: a draw that can now be claimed, then the end the
/// game reached by itself (not its result, which the caller says when it ends the game).
pub fn events_after_move(game: &crate::rules::Game) -> Vec<Event> {
    let mut events: Vec<Event> = game
        .claims()
        .into_iter()
        .map(Event::ClaimAvailable)
        .collect();
    if let Some(end) = game.automatic_end()
        && let Some(reason) = end.draw_reason()
    {
        events.push(if end == crate::rules::AutomaticEnd::Stalemate {
            Event::Stalemate
        } else {
            Event::Draw(reason)
        });
    }
    events
}

/// A square as it is said: file word, then rank word ("Felix drei").
pub fn square_tokens(square: shakmaty::Square) -> [Token; 2] {
    [Token::File(square.file()), Token::Rank(square.rank())]
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{File, Rank, Square};

    const SHORT: Style = Style {
        form: Form::Short,
        say_pawn: false,
    };

    #[test]
    fn knight_development_is_piece_and_square() {
        let pos = Chess::default();
        let m = Move::Normal {
            role: Role::Knight,
            from: Square::G1,
            capture: None,
            to: Square::F3,
            promotion: None,
        };
        assert_eq!(
            announce_move(&pos, m, SHORT),
            vec![
                Token::Piece(Role::Knight),
                Token::File(File::F),
                Token::Rank(Rank::Third)
            ]
        );
    }

    #[test]
    fn long_form_names_the_from_square() {
        let pos = Chess::default();
        let m = Move::Normal {
            role: Role::Pawn,
            from: Square::E2,
            capture: None,
            to: Square::E4,
            promotion: None,
        };
        let long = Style {
            form: Form::Long,
            say_pawn: true,
        };
        assert_eq!(
            announce_move(&pos, m, long),
            vec![
                Token::Piece(Role::Pawn),
                Token::File(File::E),
                Token::Rank(Rank::Second),
                Token::File(File::E),
                Token::Rank(Rank::Fourth)
            ]
        );
    }
}
