//! What is said with a move besides its announcement, as much as the verbosity asks.
//!
//! The announcement is the move in the mover's words (D.2.1). At home a newcomer also hears who
//! made it when it is the computer ("The computer plays Springer Felix drei"), and which piece a
//! capture took ("Taken: white Springer"): an answer a patient helper at the board would give.
//! With `Verbosity::Full` the player also hears whose move it is and, with a clock, the time
//! left to them. A tournament game says the announcement alone, as the law has it spoken.

use shakmaty::{Chess, Move, Piece, Position, Role};

use super::{Arg, Effect, Message, Mode, Session, Verbosity, incidents::time_arg};
use crate::message::color_name;
use crate::{
    choice::Choice,
    speech::queue::Priority,
    words::{Token, Utterance},
};

impl Session {
    /// The move's announcement (`words`, played from `before`) framed as the verbosity asks.
    pub(super) fn move_framed(&self, before: &Chess, m: Move, words: Utterance) -> Vec<Message> {
        let mover = before.turn();
        let verbosity = self.after_move_verbosity();
        if verbosity == Verbosity::Brief {
            return vec![Message::Tokens(words)];
        }
        let by_computer = self
            .setup
            .computer
            .as_ref()
            .is_some_and(|c| c.color == mover);
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

    /// What follows the events of a move with `Verbosity::Full`: whose move it is now, and with
    /// a clock the time they have.
    pub(super) fn after_move_turn(&self) -> Option<Message> {
        if self.after_move_verbosity() != Verbosity::Full || self.table.result.is_some() {
            return None;
        }
        let to_move = self.table.game.position().turn();
        let color = color_name(to_move);
        Some(if self.timing.clock.control().is_timed() {
            let left = time_arg(self.timing.clock.remaining(to_move, self.timing.now));
            Message::Ui(
                "after-move-turn-clock",
                vec![("color", color), ("time", left)],
            )
        } else {
            Message::Ui("after-move-turn", vec![("color", color)])
        })
    }

    /// The verbosity in effect: a tournament game says the announcement alone.
    fn after_move_verbosity(&self) -> Verbosity {
        match self.setup.mode {
            Mode::Home => self.setup.verbosity,
            Mode::Tournament { .. } => Verbosity::Brief,
        }
    }

    /// How much is said after each move from now on (the settings dialog).
    pub fn set_verbosity(&mut self, verbosity: Verbosity) {
        self.setup.verbosity = verbosity;
    }

    /// `/verbosity` during a game: the next of brief, normal and full, said with what it
    /// means. It is an input, so the journal keeps it and a game taken up says as much as
    /// before. A tournament game says the announcement alone: nothing to change there.
    pub(super) fn next_verbosity(&mut self, effects: &mut Vec<Effect>) {
        if self.setup.mode != Mode::Home {
            return self.tell(Message::ui("verbosity-tournament"), effects);
        }
        let next = match self.setup.verbosity {
            Verbosity::Brief => Verbosity::Normal,
            Verbosity::Normal => Verbosity::Full,
            Verbosity::Full => Verbosity::Brief,
        };
        self.setup.verbosity = next;
        let said = Message::Ui("verbosity-now", vec![("value", Arg::Select(next.as_str()))]);
        effects.push(self.say_to_reader(said, Priority::Announcement));
    }
}

/// The kind of piece a move takes (a pawn en passant).
fn taken(m: Move) -> Option<Role> {
    match m {
        Move::EnPassant { .. } => Some(Role::Pawn),
        _ => m.capture(),
    }
}
