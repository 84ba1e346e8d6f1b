//! The assistant's game (D.2.10): a sighted assistant operates the app for the visually impaired
//! player in a mixed-sight tournament.
//!
//! - D.2.10.1: the assistant makes each player's move on the other's board (typed or made on the
//!   board view) and confirms it (c);
//! - D.2.10.2: both players' moves are announced aloud, in the visually impaired player's
//!   vocabulary;
//! - D.2.10.3: the app keeps both scoresheets; the assistant presses the clock (Space);
//! - D.2.10.4: the moves completed and the time used are told only when asked (u; t tells the
//!   time left); the clock's sounds are the assistant's unless the player chose cues;
//! - D.2.10.5: a fallen flag is told to the assistant, who claims it (Ctrl+Shift+F); a touch by
//!   the sighted player is reported (Ctrl+Shift+T) for the arbiter, and touch-move applies;
//! - D.2.10.6: adjournment (sealing a move) belongs to the game's records.

use shakmaty::{Color, Position};

use super::{Effect, IncidentKind, Message, Session, explore::piece_on, incidents::time_arg};
use crate::message::color_name;
use crate::{vocab::VocabId, words::Token};

impl Session {
    /// The vocabulary a move is announced in: the mover's, but in an assistant's game the
    /// visually impaired player's, to whom the assistant reads both players' moves (D.2.10.2).
    pub(super) fn move_vocab(&self, mover: Color) -> VocabId {
        if self.setup.assistant() {
            self.vocab_id(self.setup.reader())
        } else {
            self.vocab_id(mover)
        }
    }

    /// D.2.10.4: "White has used 41 minutes, Black 37 minutes; 22 moves played".
    pub(super) fn time_used(&self) -> Message {
        let used = |color: Color| time_arg(self.timing.clock.time_used(color, self.timing.now));
        Message::Ui(
            "time-used",
            vec![
                ("white", used(Color::White)),
                ("black", used(Color::Black)),
                (
                    "moves",
                    crate::message::Arg::Tokens(vec![Token::MovesCompleted(
                        self.moves_completed(),
                    )]),
                ),
            ],
        )
    }

    /// D.2.10.5, §6.8: the fallen flag is claimed by the opponent of its player; the result is
    /// §6.9's in the position now (a draw when the claimant cannot mate).
    pub(super) fn claim_flag(&mut self, effects: &mut Vec<Effect>) {
        let Some(flag) = self.timing.unclaimed_flag.take() else {
            return self.tell(Message::ui("flag-none"), effects);
        };
        let claimant = !flag.color;
        let outcome = self
            .flag_outcome(flag)
            .unwrap_or(shakmaty::KnownOutcome::Decisive { winner: claimant });
        self.log(IncidentKind::FlagClaim {
            color: claimant,
            outcome,
        });
        let event = Message::Tokens(vec![Token::Event(crate::words::Event::FlagFall(
            flag.color,
        ))]);
        self.announce(event, self.vocab_id(self.setup.reader()), effects);
        self.finish(outcome, effects);
    }

    /// D.2.10.5: the sighted player touched the piece under the cursor. It is recorded for the
    /// arbiter; on that player's turn the piece must then be moved if it can (§4.3).
    pub(super) fn report_touch(&mut self, effects: &mut Vec<Effect>) {
        let square = self.reader.cursor;
        let position = self.table.game.position();
        let Some(piece) = self.board(self.reader.view).piece_at(square) else {
            let message = Message::Ui(
                "touch-report-empty",
                vec![("square", super::explore::square_arg(square))],
            );
            return self.tell(message, effects);
        };
        let binding = piece.color == position.turn()
            && self.table.turn.touched.is_none()
            && position
                .legal_moves()
                .iter()
                .any(|m| m.from() == Some(square));
        if binding {
            self.table.turn.touched = Some(square);
        }
        self.log(IncidentKind::TouchReported {
            color: piece.color,
            role: piece.role,
            square,
        });
        let message = Message::Ui(
            "touch-reported",
            vec![
                ("color", color_name(piece.color)),
                (
                    "piece",
                    crate::message::Arg::Tokens(piece_on(piece.role, square)),
                ),
            ],
        );
        self.tell(message, effects);
    }
}
