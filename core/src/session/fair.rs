//! Fair play (§11.3.1): during a tournament game the visually impaired player learns what a
//! sighted player gets from looking at the board and the clock — what stands where, the last
//! move, the moves played, the clocks — and nothing more. No legal-move lists, attackers,
//! material counts, claimability hints, evaluation, or reasons why a move is illegal: an illegal
//! move is refused as "not a legal move", and touch-move keeps applying. At home, and once a
//! tournament game is over, every help is given.

use super::{
    Arg, Message,
    explore::{Survey, square_arg},
};
use crate::{
    notation::MoveSpec,
    obstacle::obstacle,
    words::NotationError,
    words::{Event, Token},
};

impl Survey<'_> {
    /// Helps beyond the board and the clock are withheld now: a tournament game in progress.
    pub(super) fn helps_withheld(&self) -> bool {
        self.play.setup.fair_play() && self.play.table.result.is_none()
    }

    /// The refusal of a help command in a tournament game.
    pub(super) fn help_withheld(&self) -> Message {
        self.play.setup.fair_play_refusal("help-not-in-tournament")
    }

    /// A move refused (typed, placed or corrected) with its reason — in a tournament game
    /// without one; at home naming what stands in the way of the move entered (`spec`): the
    /// piece in the way, the pin, the check.
    pub(super) fn move_refusal(&self, error: NotationError, spec: Option<MoveSpec>) -> Message {
        let blocked = matches!(
            error,
            NotationError::NoPieceReaches { .. }
                | NotationError::PieceCannotMove { .. }
                | NotationError::LeavesKingInCheck { .. }
                | NotationError::DoesNotAnswerCheck { .. }
        );
        match fair_refusal(&error) {
            Some(id) if self.helps_withheld() => Message::ui(id),
            _ => {
                let refusal = Message::Tokens(vec![Token::Refusal(Box::new(error))]);
                let obstacle = spec
                    .filter(|_| blocked)
                    .and_then(|spec| obstacle(self.play.table.game.position(), spec));
                match obstacle {
                    Some(obstacle) => {
                        let (piece, square) = obstacle.piece();
                        let args = vec![
                            ("piece", Arg::Tokens(vec![Token::Occupant(Some(piece))])),
                            ("square", square_arg(square)),
                        ];
                        Message::Joined(vec![refusal, Message::Ui(obstacle.message_id(), args)])
                    }
                    None => refusal,
                }
            }
        }
    }

    /// An attempt the board refuses before any move is named (a capture that no move makes, a
    /// piece placed where it cannot go): its reason at home, "not a legal move" in a tournament.
    pub(super) fn attempt_refusal(&self, at_home: Message) -> Message {
        if self.helps_withheld() {
            Message::ui("illegal-fair")
        } else {
            at_home
        }
    }

    /// The events said after a move: without "a draw can be claimed" in a tournament game.
    pub(super) fn fair_events(&self, events: Vec<Event>) -> Vec<Event> {
        if !self.helps_withheld() {
            return events;
        }
        events
            .into_iter()
            .filter(|event| !matches!(event, Event::ClaimAvailable(_)))
            .collect()
    }
}

/// A refused move is an illegal attempt for a tournament's incident log: the rules refused it
/// (a slip of the fingers at home is nobody's business, and words not understood are no move).
pub(super) fn is_illegal_attempt(error: &NotationError) -> bool {
    fair_refusal(error).is_some()
}

/// What a refused move says in a tournament game instead of its reason (`None`: the refusal
/// tells nothing the board does not show — the words were not understood, or the game is over).
fn fair_refusal(error: &NotationError) -> Option<&'static str> {
    match error {
        NotationError::Empty
        | NotationError::NotUnderstood { .. }
        | NotationError::TooLong { .. }
        | NotationError::Incomplete
        | NotationError::GameOver
        | NotationError::PromotionMissing { .. }
        | NotationError::PromotionInvalid { .. } => None,
        // Listing the pieces that can go there would list legal moves.
        NotationError::Ambiguous { .. } => Some("ambiguous-fair"),
        NotationError::NoPieceReaches { .. }
        | NotationError::PieceCannotMove { .. }
        | NotationError::NoOwnPieceOn { .. }
        | NotationError::WrongPieceOn { .. }
        | NotationError::OwnPieceOnTarget { .. }
        | NotationError::NothingToCapture { .. }
        | NotationError::LeavesKingInCheck { .. }
        | NotationError::DoesNotAnswerCheck { .. }
        | NotationError::CastlingRefused { .. }
        | NotationError::NotAPromotion { .. } => Some("illegal-fair"),
    }
}
