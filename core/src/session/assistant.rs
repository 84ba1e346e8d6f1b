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

use shakmaty::Color;

use super::{Message, explore::Survey, incidents::time_arg};
use crate::words::Token;

impl Survey<'_> {
    /// D.2.10.4: "White has used 41 minutes, Black 37 minutes; 22 moves played".
    pub(super) fn time_used(&self) -> Message {
        let used = |color: Color| {
            time_arg(
                self.play
                    .timing
                    .clock
                    .time_used(color, self.play.timing.now),
            )
        };
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
}
