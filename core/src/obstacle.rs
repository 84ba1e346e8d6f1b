//! What stands in the way of a move that cannot be made, so the refusal can name it.
//!
//! "No Dame can go to Hector fünf" leaves a blind player to search the board for the reason; a
//! helper at the board would point at it: the piece in the way, the piece that pins the mover to
//! its king, the piece that would give check, the piece that gives check now. This looks at the
//! move as entered (its [`MoveSpec`]) in the position and names the first such piece. It is
//! only for the explanation, never for deciding legality (the rules do that), and is said at
//! home only: in a tournament a refused move gets no reason (§11.3.1).

use shakmaty::{
    Bitboard, Chess, Color, Piece, Position, Rank, Role, Square,
    attacks::{attacks, between, pawn_attacks},
};

use crate::{
    notation::MoveSpec,
    vocab::{Vocabulary, Word},
};

/// The piece that keeps a move from being made, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Obstacle {
    /// It stands between the moving piece and the target (or on the target of a pawn's step).
    InTheWay { piece: Piece, square: Square },
    /// It pins the moving piece to its king: moving would expose the king.
    Pins { piece: Piece, square: Square },
    /// The king would stand attacked by it after the move.
    WouldCheck { piece: Piece, square: Square },
    /// It gives check now, and the move does not answer it.
    Checks { piece: Piece, square: Square },
}

impl Obstacle {
    /// The piece and where it stands.
    pub fn piece(self) -> (Piece, Square) {
        match self {
            Obstacle::InTheWay { piece, square }
            | Obstacle::Pins { piece, square }
            | Obstacle::WouldCheck { piece, square }
            | Obstacle::Checks { piece, square } => (piece, square),
        }
    }

    /// The interface message that says it.
    pub fn message_id(self) -> &'static str {
        match self {
            Obstacle::InTheWay { .. } => "obstacle-in-the-way",
            Obstacle::Pins { .. } => "obstacle-pins",
            Obstacle::WouldCheck { .. } => "obstacle-would-check",
            Obstacle::Checks { .. } => "obstacle-checks",
        }
    }
}

/// The move a typed text names, as far as its words go (`None`: not a move of one piece).
pub fn typed_spec(text: &str, vocab: &Vocabulary) -> Option<MoveSpec> {
    let heard = vocab.read(text, false).ok()?;
    if heard.iter().any(|h| matches!(h.word, Word::Castle(_))) {
        return None;
    }
    MoveSpec::from_words(&heard).ok()
}

/// What keeps the move `spec` from being made in `position`, if a piece does.
pub fn obstacle(position: &Chess, spec: MoveSpec) -> Option<Obstacle> {
    let MoveSpec::Normal {
        role,
        from_file,
        from_rank,
        to,
        ..
    } = spec
    else {
        return None;
    };
    let board = position.board();
    let us = position.turn();
    let movers = position.us().into_iter().filter_map(|from| {
        let piece = board.piece_at(from)?;
        let named = match role {
            Some(role) => role == piece.role,
            None => (from_file.is_some() && from_rank.is_some()) || piece.role == Role::Pawn,
        };
        let fits = named
            && from_file.is_none_or(|f| f == from.file())
            && from_rank.is_none_or(|r| r == from.rank());
        fits.then_some((from, piece))
    });
    let mut exposed = None;
    for (from, piece) in movers {
        if from == to || !moves_that_way(piece, from, to) {
            continue;
        }
        if let Some(blocker) = in_the_way(position, piece, from, to) {
            return Some(blocker);
        }
        let diagonal_pawn = piece.role == Role::Pawn && from.file() != to.file();
        let nothing_taken = !position.them().contains(to) && position.maybe_ep_square() != Some(to);
        if position.us().contains(to) || (diagonal_pawn && nothing_taken) {
            continue;
        }
        exposed = exposed.or_else(|| king_exposed(position, us, piece, from, to));
    }
    exposed
}

/// Whether `piece` moves from `from` to `to` on an empty board.
pub fn moves_that_way(piece: Piece, from: Square, to: Square) -> bool {
    if piece.role != Role::Pawn {
        return attacks(from, piece, Bitboard::EMPTY).contains(to);
    }
    let forward: i32 = piece.color.fold_wb(8, -8);
    let start = piece.color.fold_wb(Rank::Second, Rank::Seventh);
    from.offset(forward) == Some(to)
        || (from.rank() == start && from.offset(2 * forward) == Some(to))
        || pawn_attacks(piece.color, from).contains(to)
}

/// The piece nearest the mover on the way, or on the target of a pawn's straight step.
fn in_the_way(position: &Chess, piece: Piece, from: Square, to: Square) -> Option<Obstacle> {
    let board = position.board();
    let straight_pawn = piece.role == Role::Pawn && from.file() == to.file();
    let mut path = match piece.role {
        Role::Knight | Role::King => Bitboard::EMPTY,
        Role::Pawn if !straight_pawn => Bitboard::EMPTY,
        _ => between(from, to),
    };
    if straight_pawn {
        path |= Bitboard::from_square(to);
    }
    let square = (path & board.occupied())
        .into_iter()
        .min_by_key(|&square| from.distance(square))?;
    let piece = board.piece_at(square)?;
    Some(Obstacle::InTheWay { piece, square })
}

/// The piece that would attack `us`'s king after `piece` went from `from` to `to`: a pin, the
/// check the move does not answer, or the check a king's step walks into.
fn king_exposed(
    position: &Chess,
    us: Color,
    piece: Piece,
    from: Square,
    to: Square,
) -> Option<Obstacle> {
    let mut board = position.board().clone();
    board.discard_piece_at(from);
    board.set_piece_at(to, piece);
    let king = board.king_of(us)?;
    let attackers = board.attacks_to(king, !us, board.occupied()) & !Bitboard::from_square(to);
    let square = attackers
        .into_iter()
        .min_by_key(|&square| king.distance(square))?;
    let attacker = board.piece_at(square)?;
    let checking_now = position.checkers().contains(square);
    Some(if piece.role == Role::King {
        Obstacle::WouldCheck {
            piece: attacker,
            square,
        }
    } else if checking_now {
        Obstacle::Checks {
            piece: attacker,
            square,
        }
    } else {
        Obstacle::Pins {
            piece: attacker,
            square,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocab::VocabId;

    use crate::rules::test_position as position;

    fn why(fen: &str, typed: &str) -> Option<Obstacle> {
        let vocab = Vocabulary::get(VocabId::En);
        obstacle(&position(fen), typed_spec(typed, vocab)?)
    }

    fn piece(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn the_queen_blocked_by_her_own_pawn_names_the_pawn() {
        assert_eq!(
            why(START, "Qh5"),
            Some(Obstacle::InTheWay {
                piece: piece(Color::White, Role::Pawn),
                square: Square::E2
            })
        );
    }

    #[test]
    fn a_pawn_step_onto_an_occupied_square_names_what_stands_there() {
        let fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
        assert_eq!(
            why(fen, "e5"),
            Some(Obstacle::InTheWay {
                piece: piece(Color::Black, Role::Pawn),
                square: Square::E5
            })
        );
    }

    #[test]
    fn a_pinned_knight_names_the_bishop_that_pins_it() {
        // 1. e4 e5 2. Nc3 Bb4 3. d3: the knight on c3 is pinned by the bishop on b4.
        let fen = "rnbqk1nr/pppp1ppp/8/4p3/1b2P3/2NP4/PPP2PPP/R1BQKBNR w KQkq - 1 3";
        assert_eq!(
            why(fen, "Nd5"),
            Some(Obstacle::Pins {
                piece: piece(Color::Black, Role::Bishop),
                square: Square::B4
            })
        );
    }

    #[test]
    fn a_king_step_into_check_and_a_move_ignoring_check_name_the_attacker() {
        // The black rook on d8 guards the d-file; the king on e1 may not step to d1.
        let fen = "3rk3/8/8/8/8/8/8/4K3 w - - 0 1";
        assert_eq!(
            why(fen, "Kd1"),
            Some(Obstacle::WouldCheck {
                piece: piece(Color::Black, Role::Rook),
                square: Square::D8
            })
        );
        // The rook on e8 checks; the a-pawn's step does not answer it.
        let fen = "4rk2/8/8/8/8/8/P7/4K3 w - - 0 1";
        assert_eq!(
            why(fen, "a3"),
            Some(Obstacle::Checks {
                piece: piece(Color::Black, Role::Rook),
                square: Square::E8
            })
        );
    }

    #[test]
    fn a_piece_that_does_not_move_that_way_has_no_obstacle() {
        assert_eq!(why(START, "Nd4"), None);
        assert_eq!(why(START, "Bb3"), None);
        assert_eq!(
            why(START, "Bb5"),
            Some(Obstacle::InTheWay {
                piece: piece(Color::White, Role::Pawn),
                square: Square::E2
            })
        );
    }
}
