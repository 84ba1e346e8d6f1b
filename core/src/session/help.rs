//! The session's side of the help: which moment the game is in, and how a move is typed in the
//! player's words. The help itself is built in `crate::help`.

use shakmaty::{CastlingSide, Chess, Move, Position, Role, Square};

use super::{Arg, EngineRole, Message, Session};
use crate::{
    announce::announce_move,
    help::{Asked, Moment, essentials, everything},
    keymap::Context,
    words::Token,
};

impl Session {
    /// The help now: the essentials for the moment, or (`all`) every command, grouped.
    pub(super) fn help_for_the_moment(&self, all: bool) -> Message {
        let asked = Asked {
            setup: &self.setup,
            keymap: &self.keymap,
            context: self.reader.context,
            moment: self.moment(),
            to_move: Message::ui(
                self.table
                    .game
                    .position()
                    .turn()
                    .fold_wb("color-white", "color-black"),
            ),
            finished: self.table.result.is_some() || self.reader.reviewing,
        };
        let typed = self.reader.context == Context::Lines;
        if all {
            everything(&asked, typed.then(|| self.how_to_type("help-type-any")))
        } else {
            essentials(&asked, typed.then(|| self.how_to_type("help-type-move")))
        }
    }

    fn moment(&self) -> Moment {
        if self.reader.reviewing {
            Moment::Reviewing
        } else if self.table.result.is_some() {
            Moment::Over
        } else if self.reader.context == Context::Promotion {
            Moment::Promotion
        } else if self.table.hand.is_some() {
            Moment::PieceInHand
        } else if self.engine_thinking() == Some(EngineRole::Opponent) {
            Moment::ComputerThinking
        } else {
            Moment::ToMove
        }
    }

    /// How a move is typed, with examples in the player's own words (`id`: briefly, or every
    /// form).
    fn how_to_type(&self, id: &'static str) -> Message {
        let start = Chess::default();
        let style = self.style(self.setup.reader());
        let example = |from, to| {
            let m = Move::Normal {
                role: start.board().role_at(from).unwrap_or(Role::Pawn),
                from,
                capture: None,
                to,
                promotion: None,
            };
            Arg::Tokens(announce_move(&start, m, style))
        };
        Message::Ui(
            id,
            vec![
                ("knight", example(Square::G1, Square::F3)),
                ("pawn", example(Square::E2, Square::E4)),
                (
                    "castle",
                    Arg::Tokens(vec![Token::Castle(CastlingSide::KingSide)]),
                ),
            ],
        )
    }
}
