//! Adjournment (Guideline I, D.2.10.6). The game is adjourned (Ctrl+Shift+J, `/adjourn`, or the
//! arbiter's `adjourn`): the player to move seals a move — typed in the move field, never spoken
//! and never shown — the clocks stop, and the envelope's data (I.2) is written for printing:
//! the players and their colours, the position before the sealed move, the time each has used,
//! who sealed, the sealed move and its number, a standing draw offer, and when play resumes.
//! Resuming (I.9, the arbiter's `unseal`): the position before the sealed move stands on the
//! boards with the clocks as they were; the sealed move is revealed, executed and announced, and
//! the responder's clock is started.

use std::time::Duration;

use shakmaty::{ByColor, Chess, Color, EnPassantMode, Move, Position, fen::Fen, san::San};

use super::Play;
use super::{Arg, Effect, IncidentKind, Message, Setup, incidents::time_arg};
use crate::message::color_name;
use crate::notation::parse_move;

/// A sealed move and what the envelope says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Adjournment {
    pub sealed_by: Color,
    pub sealed: Move,
    /// The number of the sealed move (§8.1).
    pub number: u32,
    /// The position before the sealed move, as FEN.
    pub fen: String,
    /// The time each player has used.
    pub used: ByColor<Duration>,
    pub draw_offer: Option<Color>,
    /// When and where play resumes, as the arbiter announced it (may be empty).
    pub resumption: String,
}

/// Where an adjournment stands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) enum Sealing {
    #[default]
    None,
    /// Adjourned: the player to move types the sealed move.
    Awaiting {
        resumption: String,
    },
    Sealed(Adjournment),
}

impl Sealing {
    /// Moves wait while the game is adjourned.
    pub(super) fn refusal(&self) -> Option<Message> {
        match self {
            Sealing::None | Sealing::Awaiting { .. } => None,
            Sealing::Sealed(_) => Some(Message::ui("adjourn-adjourned")),
        }
    }

    /// The game stands adjourned with a sealed move.
    pub(super) fn adjournment(&self) -> Option<&Adjournment> {
        match self {
            Sealing::Sealed(adjournment) => Some(adjournment),
            _ => None,
        }
    }

    /// A sealed move is being typed.
    pub(super) fn awaiting(&self) -> bool {
        matches!(self, Sealing::Awaiting { .. })
    }
}

impl Adjournment {
    /// The envelope (I.2) in the interface language, one item a line: what the shell prints.
    /// `setup` names the players and the language; `before` is the position before the sealed
    /// move.
    pub(super) fn envelope_lines(&self, setup: &Setup, before: &Chess) -> Vec<String> {
        let words = |message: &Message| message.line(setup.reader_vocab(), setup.ui);
        let name = |color: Color| {
            let name = &setup.player(color).name;
            let colour = words(&Message::ui(color.fold_wb("color-white", "color-black")));
            if name.is_empty() {
                colour
            } else {
                format!("{colour}: {name}")
            }
        };
        let sealed = San::from_move(before, self.sealed).to_string();
        let line = |id: &'static str, args: Vec<(&'static str, Arg)>| words(&Message::Ui(id, args));
        let mut lines = vec![
            line("envelope-title", Vec::new()),
            name(Color::White),
            name(Color::Black),
            line(
                "envelope-position",
                vec![("fen", Arg::Key(self.fen.clone()))],
            ),
            line(
                "envelope-used",
                vec![
                    ("white", time_arg(self.used.white)),
                    ("black", time_arg(self.used.black)),
                ],
            ),
            line(
                "envelope-sealed-by",
                vec![
                    ("color", color_name(self.sealed_by)),
                    ("number", Arg::Number(u64::from(self.number))),
                ],
            ),
            line("envelope-move", vec![("move", Arg::Key(sealed))]),
        ];
        if let Some(offerer) = self.draw_offer {
            lines.push(line(
                "envelope-draw-offer",
                vec![("color", color_name(offerer))],
            ));
        }
        lines.push(line(
            "envelope-resumption",
            vec![("when", Arg::Key(self.resumption.clone()))],
        ));
        lines
    }
}

impl Sealing {
    /// The game is adjourned: the player to move is asked for the sealed move.
    pub(super) fn adjourn(
        &mut self,
        play: &mut Play,
        resumption: String,
        effects: &mut Vec<Effect>,
    ) {
        if play.table.result.is_some() {
            return play.tell(Message::ui("arbiter-game-over"), effects);
        }
        if matches!(self, Sealing::Sealed(_)) {
            return play.tell(Message::ui("adjourn-already"), effects);
        }
        // The last move must be completed (pressed, repeated) before the next is sealed.
        if let Some(wait) = play.waiting() {
            return play.tell(wait, effects);
        }
        *self = Sealing::Awaiting { resumption };
        let sealer = play.table.game.position().turn();
        let message = Message::Ui("adjourn-seal", vec![("color", color_name(sealer))]);
        play.announce(message, play.vocab_id(play.setup.reader()), effects);
    }

    /// The sealed move, typed: checked, kept secret, the clocks stopped, the envelope written.
    pub(super) fn seal(&mut self, play: &mut Play, text: &str, effects: &mut Vec<Effect>) {
        let Sealing::Awaiting { resumption } = &*self else {
            return;
        };
        let resumption = resumption.clone();
        let sealer = play.table.game.position().turn();
        let position = play.table.game.position().clone();
        let m = match parse_move(&position, text, play.vocabulary(sealer), play.style(sealer)) {
            Ok(m) => m,
            Err(error) => return play.refuse_move(error, sealer, effects),
        };
        play.timing.stop();
        let adjournment = Adjournment {
            sealed_by: sealer,
            sealed: m,
            number: position.fullmoves().get(),
            fen: Fen::from_position(&position, EnPassantMode::Legal).to_string(),
            used: ByColor::new_with(|color| play.timing.clock.time_used(color, play.timing.now)),
            draw_offer: play.offers.draw,
            resumption,
        };
        play.log(IncidentKind::Sealed { color: sealer });
        *self = Sealing::Sealed(adjournment);
        // Said without the move: the opponent is at the table.
        let message = Message::Ui("adjourn-sealed", vec![("color", color_name(sealer))]);
        play.announce(message, play.vocab_id(play.setup.reader()), effects);
        effects.push(Effect::SaveEnvelope);
    }

    /// I.9: the envelope is opened; the sealed move is made and announced, and the responder's
    /// clock starts.
    pub(super) fn unseal(&mut self, play: &mut Play, effects: &mut Vec<Effect>) {
        let Sealing::Sealed(adjournment) = std::mem::take(self) else {
            return play.tell(Message::ui("adjourn-nothing-sealed"), effects);
        };
        play.log(IncidentKind::Unsealed {
            color: adjournment.sealed_by,
        });
        play.tell(Message::ui("adjourn-unsealed"), effects);
        play.play_announced(adjournment.sealed, false, effects);
        if play.timing.clock.is_paused() {
            let _ = play.timing.clock.resume(play.timing.now);
        }
        if play.timing.clock.active() == Some(adjournment.sealed_by)
            && play.timing.clock.press(play.timing.now).is_ok()
        {
            play.table.turn.announced = false;
            play.timing.note_press(&play.table.game);
            let responder = !adjournment.sealed_by;
            let running = Message::Ui("clock-running", vec![("color", color_name(responder))]);
            play.tell(running, effects);
        }
    }
}
