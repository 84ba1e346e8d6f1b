//! A premove: the player's next move in an online game, typed while the opponent is to move,
//! held, and made the moment the opponent's move arrives if it is still legal then. It is read
//! in the position with the turn passed to the player (the opponent's reply not yet known) and
//! kept as its squares, as lichess keeps one: what it means is decided again in the new
//! position, never by the words typed.
//!
//! ```text
//! 1. e4 typed, sent; Black to move. "Nf3" typed: held (g1 to f3).
//! Black's 1… e5 arrives: g1f3 is legal there, so it is made and sent at once.
//! Black's 1… Bb4 instead, had White's knight stood on d2 and the king on e1: not legal (the
//! king would be in check), so it is dropped and the reason said.
//! ```

use shakmaty::{
    Chess, Color, EnPassantMode, FromSetup, Move, Position, Role, Square, uci::UciMove,
};

use crate::{
    announce::move_tokens,
    notation::parse_move,
    vocab::Vocabulary,
    words::{NotationError, Style, Utterance},
};

/// A move held for the player until the opponent's move comes.
#[derive(Clone, Debug)]
pub(super) struct Premove {
    /// The move in `before`.
    mv: Move,
    /// The position it was read in: the game's, the player to move.
    before: Chess,
    /// The player pressed the clock for it ahead: it may go without a press after the
    /// opponent's move (needed only when the player presses the clock by hand).
    pub(super) confirmed: bool,
}

/// Why a premove read could not be held.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Unread {
    /// The text is no move of the player's in the position as it stands.
    Notation(NotationError),
    /// The position cannot be turned over to the player (no legal position results).
    NoPosition,
    /// A piece placed where it cannot go (on the board, by its squares).
    CannotGo,
}

/// Why a held premove was not made when the opponent's move came.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Dropped {
    /// The piece it moves was taken.
    Taken,
    /// The player's king is in check, and the premove does not answer it.
    Check,
    /// Not legal in the new position for another reason (a path blocked, a pin, castling
    /// through an attacked square).
    Illegal,
}

impl Dropped {
    /// The words' selector.
    pub(super) fn key(self) -> &'static str {
        match self {
            Dropped::Taken => "taken",
            Dropped::Check => "check",
            Dropped::Illegal => "illegal",
        }
    }
}

impl Premove {
    /// `text` read as `player`'s move in `game`, where the opponent is to move.
    pub(super) fn read(
        game: &Chess,
        player: Color,
        text: &str,
        vocab: &Vocabulary,
        style: Style,
    ) -> Result<Premove, Unread> {
        if game.turn() == player {
            let mv = parse_move(game, text, vocab, style).map_err(Unread::Notation)?;
            return Ok(Premove::new(mv, game.clone()));
        }
        if let Some(before) = turned_over(game) {
            let mv = parse_move(&before, text, vocab, style).map_err(Unread::Notation)?;
            return Ok(Premove::new(mv, before));
        }
        // The opponent is in check, so the turn cannot simply pass: the premove is read after
        // each of the opponent's replies, the first that has it kept.
        let mut first_error = None;
        for reply in game.legal_moves() {
            let mut after = game.clone();
            after.play_unchecked(reply);
            match parse_move(&after, text, vocab, style) {
                Ok(mv) => return Ok(Premove::new(mv, after)),
                Err(error) => {
                    first_error.get_or_insert(error);
                }
            }
        }
        Err(first_error.map_or(Unread::NoPosition, Unread::Notation))
    }

    /// `player`'s piece on `from` placed on `to` in `game`, where the opponent is to move (a
    /// pawn reaching the last rank becomes a queen, as a placed promotion does on lichess).
    pub(super) fn placed(
        game: &Chess,
        player: Color,
        from: Square,
        to: Square,
    ) -> Result<Premove, Unread> {
        let positions: Vec<Chess> = if game.turn() == player {
            vec![game.clone()]
        } else if let Some(before) = turned_over(game) {
            vec![before]
        } else {
            game.legal_moves()
                .into_iter()
                .map(|reply| {
                    let mut after = game.clone();
                    after.play_unchecked(reply);
                    after
                })
                .collect()
        };
        for before in positions {
            for promotion in [None, Some(Role::Queen)] {
                let uci = UciMove::Normal {
                    from,
                    to,
                    promotion,
                };
                if let Ok(mv) = uci.to_move(&before) {
                    return Ok(Premove::new(mv, before));
                }
            }
        }
        Err(Unread::CannotGo)
    }

    fn new(mv: Move, before: Chess) -> Premove {
        Premove {
            mv,
            before,
            confirmed: false,
        }
    }

    /// The premove as its mover announces it ("Springer Felix drei").
    pub(super) fn words(&self, style: Style) -> Utterance {
        move_tokens(&self.before, self.mv, style)
    }

    /// The premove in `now`, the position after the opponent's move: the same squares, if
    /// legal there.
    pub(super) fn in_position(&self, now: &Chess) -> Result<Move, Dropped> {
        let uci = UciMove::from_standard(self.mv);
        if let Ok(m) = uci.to_move(now) {
            return Ok(m);
        }
        let piece = self.mv.from().and_then(|from| now.board().piece_at(from));
        let still_there = piece
            .is_some_and(|piece| piece.role == self.mv.role() && piece.color == self.before.turn());
        Err(if !still_there {
            Dropped::Taken
        } else if now.is_check() {
            Dropped::Check
        } else {
            Dropped::Illegal
        })
    }
}

/// `game` with the turn passed to the side not to move (no en passant square, which was the
/// mover's), or `None` when that side gives check.
fn turned_over(game: &Chess) -> Option<Chess> {
    let mut setup = game.to_setup(EnPassantMode::Legal);
    setup.swap_turn();
    setup.ep_square = None;
    match Chess::from_setup(setup, game.castles().mode()) {
        Ok(position) => Some(position),
        Err(error) => error.ignore_impossible_check().ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{vocab::VocabId, words::Form};
    use shakmaty::{CastlingMode, fen::Fen};

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn after(position: &Chess, uci: &str) -> Chess {
        let m = uci.parse::<UciMove>().unwrap().to_move(position).unwrap();
        let mut next = position.clone();
        next.play_unchecked(m);
        next
    }

    fn read(game: &Chess, player: Color, text: &str) -> Result<Premove, Unread> {
        let style = Style {
            form: Form::Short,
            say_pawn: false,
        };
        Premove::read(game, player, text, Vocabulary::get(VocabId::En), style)
    }

    #[test]
    fn a_premove_typed_on_the_opponents_turn_is_made_when_still_legal() {
        let game = after(&Chess::default(), "e2e4");
        let premove = read(&game, Color::White, "Nf3").unwrap();
        let now = after(&game, "e7e5");
        assert_eq!(
            UciMove::from_standard(premove.in_position(&now).unwrap()).to_string(),
            "g1f3"
        );
    }

    #[test]
    fn a_premove_whose_piece_was_taken_is_dropped_as_taken() {
        // White's bishop on d3, Black's knight on b4, Black to move: Bc4 is premoved, and
        // the knight takes the bishop.
        let game = position("rnbqkb1r/pppp1ppp/8/4p3/1n6/3B4/PPPP1PPP/RNBQK1NR b KQkq - 0 4");
        let premove = read(&game, Color::White, "Bc4").unwrap();
        assert!(premove.in_position(&after(&game, "d7d6")).is_ok());
        assert_eq!(
            premove.in_position(&after(&game, "b4d3")),
            Err(Dropped::Taken)
        );
    }

    #[test]
    fn a_premove_whose_path_is_blocked_is_dropped_as_not_legal() {
        // 1. e4 e5 2. Bc4, Black to move: Bxf7 is premoved, and 2… d5 blocks the diagonal.
        let game = position("rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2");
        let premove = read(&game, Color::White, "Bxf7").unwrap();
        assert!(premove.in_position(&after(&game, "b8c6")).is_ok());
        assert_eq!(
            premove.in_position(&after(&game, "d7d5")),
            Err(Dropped::Illegal)
        );
        // A move that is no move of White's now is refused as typed, not held.
        let unread = read(&game, Color::White, "Bxe6").unwrap_err();
        assert!(matches!(unread, Unread::Notation(_)), "{unread:?}");
    }

    #[test]
    fn a_premove_after_a_double_step_is_read_with_no_en_passant_square() {
        let game = after(&Chess::default(), "e2e4");
        let premove = read(&game, Color::White, "d4").unwrap();
        assert!(premove.in_position(&after(&game, "c7c5")).is_ok());
    }

    #[test]
    fn a_premove_that_does_not_answer_a_check_is_dropped_as_check() {
        // Black's queen on h4, Black to move: White premoves Nf3.
        let game = position("rnb1kbnr/pppp1ppp/8/4p3/4P2q/3P4/PPP2PPP/RNBQKBNR b KQkq - 1 3");
        let premove = read(&game, Color::White, "Nf3").unwrap();
        assert!(premove.in_position(&after(&game, "b8c6")).is_ok());
        assert_eq!(
            premove.in_position(&after(&game, "h4f2")),
            Err(Dropped::Check)
        );
        assert_eq!(
            premove.in_position(&after(&game, "f8b4")),
            Err(Dropped::Check)
        );
    }

    #[test]
    fn a_premove_can_be_typed_while_the_opponent_is_in_check() {
        // White gave check: the turn passed to White is an impossible check, read all the same.
        let game = position("rnbqkbnr/ppp2ppp/3p4/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 3");
        assert!(game.is_check());
        let premove = read(&game, Color::White, "Nf3").unwrap();
        let now = after(&game, "c7c6");
        assert!(premove.in_position(&now).is_ok());
    }

    #[test]
    fn a_premove_placed_by_its_squares_is_the_move_they_make() {
        let game = after(&Chess::default(), "e2e4");
        let premove = Premove::placed(&game, Color::White, Square::G1, Square::F3).unwrap();
        assert!(premove.in_position(&after(&game, "e7e5")).is_ok());
        assert_eq!(
            Premove::placed(&game, Color::White, Square::G1, Square::G3).unwrap_err(),
            Unread::CannotGo
        );
        // The king placed two squares aside castles; a pawn on the last rank becomes a queen.
        let game = position("r3k2r/1P6/8/8/8/8/8/R3K2R b KQkq - 0 1");
        let castles = Premove::placed(&game, Color::White, Square::E1, Square::G1).unwrap();
        assert!(castles.mv.is_castle(), "{:?}", castles.mv);
        let queen = Premove::placed(&game, Color::White, Square::B7, Square::B8).unwrap();
        assert_eq!(queen.mv.promotion(), Some(Role::Queen));
    }

    #[test]
    fn castling_premoved_is_dropped_when_the_king_must_pass_an_attacked_square() {
        let game = position("rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 4 4");
        let premove = read(&game, Color::White, "O-O").unwrap();
        assert!(premove.in_position(&after(&game, "d7d6")).is_ok());
        // 4… Bxf2+ checks the king: castling is no answer.
        assert_eq!(
            premove.in_position(&after(&game, "c5f2")),
            Err(Dropped::Check)
        );
    }
}
