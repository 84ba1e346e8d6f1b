//! What is said with a move besides its announcement, as much as the verbosity asks.
//!
//! The announcement is the move in the mover's words (D.2.1). At home a newcomer also hears who
//! made it when it is the computer ("The computer plays Springer Felix drei"), and which piece a
//! capture took ("Taken: white Springer"): an answer a patient helper at the board would give.
//! With `Verbosity::Full` the player also hears whose move it is and, with a clock, the time
//! left to them. A tournament game says the announcement alone, as the law has it spoken.

use shakmaty::{Chess, Move, Piece, Position, Role};

use super::{
    Arg, Message, Mode, Setup, Verbosity, incidents::time_arg, table::Table, timing::Timing,
};
use crate::{
    choice::Choice,
    message::color_name,
    words::{Token, Utterance},
};

/// The move's announcement (`words`, played from `before`) framed as the verbosity of `setup`
/// asks.
pub(super) fn move_framed(
    setup: &Setup,
    before: &Chess,
    m: Move,
    words: Utterance,
) -> Vec<Message> {
    let mover = before.turn();
    if verbosity(setup) == Verbosity::Brief {
        return vec![Message::Tokens(words)];
    }
    let by_computer = setup.computer.as_ref().is_some_and(|c| c.color == mover);
    let mut said = vec![if by_computer {
        Message::Ui("move-by-computer", vec![("move", Arg::Tokens(words))])
    } else {
        Message::Tokens(words)
    }];
    if let Some(role) = taken(m) {
        let piece = Piece {
            color: !mover,
            role,
        };
        said.push(Message::Ui(
            "move-took",
            vec![("piece", Arg::Tokens(vec![Token::Occupant(Some(piece))]))],
        ));
    }
    said
}

/// What follows the events of a move with `Verbosity::Full`: whose move it is now on `table`,
/// and with a clock the time they have.
pub(super) fn turn_after(setup: &Setup, table: &Table, timing: &Timing) -> Option<Message> {
    if verbosity(setup) != Verbosity::Full || table.result.is_some() {
        return None;
    }
    let to_move = table.game.position().turn();
    let color = color_name(to_move);
    Some(if timing.clock.control().is_timed() {
        let left = time_arg(timing.clock.remaining(to_move, timing.now));
        Message::Ui(
            "after-move-turn-clock",
            vec![("color", color), ("time", left)],
        )
    } else {
        Message::Ui("after-move-turn", vec![("color", color)])
    })
}

/// The verbosity in effect: a tournament game says the announcement alone.
fn verbosity(setup: &Setup) -> Verbosity {
    match setup.mode {
        Mode::Home => setup.verbosity,
        Mode::Tournament { .. } => Verbosity::Brief,
    }
}

/// `/verbosity` during a game: the next of brief, normal and full, and what it means to say.
/// It is an input, so the journal keeps it and a game taken up says as much as before. A
/// tournament game says the announcement alone: nothing to change there (`None`).
pub(super) fn next_verbosity(setup: &mut Setup) -> Option<Message> {
    if setup.mode != Mode::Home {
        return None;
    }
    let next = match setup.verbosity {
        Verbosity::Brief => Verbosity::Normal,
        Verbosity::Normal => Verbosity::Full,
        Verbosity::Full => Verbosity::Brief,
    };
    setup.verbosity = next;
    Some(Message::Ui(
        "verbosity-now",
        vec![("value", Arg::Select(next.as_str()))],
    ))
}

/// The kind of piece a move takes (a pawn en passant).
fn taken(m: Move) -> Option<Role> {
    match m {
        Move::EnPassant { .. } => Some(Role::Pawn),
        _ => m.capture(),
    }
}
