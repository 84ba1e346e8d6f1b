//! The session's side of the help: which moment the game is in, and how a move is typed in the
//! player's words. The help itself is built in `crate::help`.

use shakmaty::{CastlingSide, Chess, Move, Position, Role, Square};

use super::{Arg, Message, Setup, reader::Reader, table::Table};
use crate::{
    announce::announce_move,
    help::{Asked, Moment, essentials, everything},
    keymap::{Context, Keymap},
    words::{Style, Token},
};

/// The help now: the essentials for the moment, or (`all`) every command, grouped: typed, a
/// message a group (lines a screen reader steps through); by keys, one message.
/// `computer_thinking`: the computer is thinking about its move.
pub(super) fn for_the_moment(
    setup: &Setup,
    keymap: &Keymap,
    reader: &Reader,
    table: &Table,
    computer_thinking: bool,
    all: bool,
) -> Vec<Message> {
    let asked = Asked {
        setup,
        keymap,
        context: reader.context,
        moment: moment(setup, reader, table, computer_thinking),
        to_move: Message::ui(
            table
                .game
                .position()
                .turn()
                .fold_wb("color-white", "color-black"),
        ),
        finished: table.result.is_some() || reader.reviewing,
    };
    let typed = reader.context == Context::Lines;
    let style = setup.player(setup.reader()).style;
    if all && typed {
        everything(&asked, Some(how_to_type(style, "help-type-any")))
    } else if all {
        vec![Message::Joined(everything(&asked, None))]
    } else {
        vec![essentials(
            &asked,
            typed.then(|| how_to_type(style, "help-type-move")),
        )]
    }
}

fn moment(setup: &Setup, reader: &Reader, table: &Table, computer_thinking: bool) -> Moment {
    if reader.reviewing {
        Moment::Reviewing
    } else if table.result.is_some() {
        Moment::Over
    } else if reader.context == Context::Promotion {
        Moment::Promotion
    } else if table.hand.is_some() {
        Moment::PieceInHand
    } else if computer_thinking {
        Moment::ComputerThinking
    } else if setup
        .online
        .as_ref()
        .is_some_and(|online| online.color != table.game.position().turn())
    {
        Moment::OpponentOnline
    } else {
        Moment::ToMove
    }
}

/// How a move is typed, with examples in the player's own words, in their `style` (`id`:
/// briefly, or every form).
fn how_to_type(style: Style, id: &'static str) -> Message {
    let start = Chess::default();
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
