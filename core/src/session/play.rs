//! The play: the game as it is played at this table and what its players are told — the setup,
//! the game with the players' boards and scoresheets (`Table`), the clock and its cues
//! (`Timing`), the offers and the confirmations asked twice, the reader's place, the incident
//! log — with the verbs every part of the session uses: say, announce, log, finish. The
//! per-move protocol of Appendix D (`protocol.rs`) and the draws, claims and resigning
//! (`draws.rs`) are its own acts; the session routes each input to it or to a part beside it
//! (the engines, the online link, the adjournment, the arbiter's panel), which acts on it.

use std::time::Duration;

use shakmaty::{Board, Color, KnownOutcome, Position, Square};

use super::{
    Arg, Effect, IncidentKind, Message, View,
    confirmations::Confirmations,
    explore,
    incidents::IncidentLog,
    offers::Offers,
    reader::Reader,
    table::{self, Table},
    timing::Timing,
};
use crate::message::color_name;
use crate::{
    keymap::{Context, Explore},
    rules::Game,
    speech::queue::Priority,
    vocab::{VocabId, Vocabulary},
    words::BoardName,
    words::{Event, Style, Token},
};

/// The game as it is played here. See the module documentation.
pub(super) struct Play {
    pub(super) setup: super::Setup,
    /// The game, the players' physical boards and scoresheets, the move in progress.
    pub(super) table: Table,
    /// The time reached, the clock and its cues.
    pub(super) timing: Timing,
    pub(super) offers: Offers,
    pub(super) confirmations: Confirmations,
    /// What the player at the keyboard has before them.
    pub(super) reader: Reader,
    pub(super) incidents: IncidentLog,
}

impl Play {
    /// §6.9: a flag has fallen. In an assistant's game the fall is told and waits for the claim
    /// (§6.8, D.2.10.5); otherwise the app, as the clock, decides at once.
    pub(super) fn flag_fell(&mut self, flag: crate::clock::FlagFall, effects: &mut Vec<Effect>) {
        if self.setup.assistant() && !flag.both {
            self.timing.unclaimed_flag = Some(flag);
            self.log(IncidentKind::FlagFall {
                color: flag.color,
                outcome: None,
                claimable: true,
            });
            let message = Message::Ui(
                "flag-claim-now",
                vec![
                    ("color", color_name(flag.color)),
                    ("claimant", color_name(!flag.color)),
                ],
            );
            return self.announce(message, self.vocab_id(self.setup.reader()), effects);
        }
        // A second flag supersedes a first one still waiting for its claim.
        self.timing.unclaimed_flag = None;
        let event = if flag.both {
            Event::BothFlagsFallen
        } else {
            Event::FlagFall(flag.color)
        };
        let outcome = self.flag_outcome(flag);
        self.log(IncidentKind::FlagFall {
            color: flag.color,
            outcome,
            claimable: false,
        });
        let message = Message::Tokens(vec![Token::Event(event)]);
        self.announce(message, self.vocab_id(self.setup.reader()), effects);
        if let Some(outcome) = outcome {
            self.finish(outcome, effects);
        }
    }

    /// What a fallen flag gives in the position now (`None`: play goes on).
    fn flag_outcome(&self, flag: crate::clock::FlagFall) -> Option<KnownOutcome> {
        use crate::clock::FlagVerdict;
        match flag.verdict(self.table.game.position(), self.setup.guideline_iii) {
            FlagVerdict::Loss(loser) => Some(KnownOutcome::Decisive { winner: !loser }),
            FlagVerdict::Draw => Some(KnownOutcome::Draw),
            FlagVerdict::Continue => None,
        }
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

    /// The clock's sounds on or off, louder or softer by a tenth, said as they change.
    pub(super) fn sound(&mut self, key: crate::keymap::SoundKey, effects: &mut Vec<Effect>) {
        use crate::keymap::SoundKey;
        let volume = &mut self.setup.cues.volume;
        match key {
            SoundKey::OnOff => self.timing.sound_off = !self.timing.sound_off,
            SoundKey::Louder => *volume = (*volume + 0.1).min(1.0),
            SoundKey::Softer => *volume = (*volume - 0.1).max(0.1),
        }
        let percent = (self.setup.cues.volume * 100.0).round() as u64;
        let message = if self.timing.sound_off {
            Message::ui("sound-off")
        } else {
            Message::Ui("sound-on", vec![("percent", Arg::Number(percent))])
        };
        effects.push(self.say_to_reader(message, Priority::Chatter));
    }

    /// The survey of the board over the session as it stands (`explore.rs`).
    pub(super) fn survey(&self) -> explore::Survey<'_> {
        explore::Survey { play: self }
    }

    /// Exploring: the reading said, the reader's step taken.
    pub(super) fn explore(&mut self, explore: Explore, effects: &mut Vec<Effect>) {
        let (message, step) = self.survey().explore(explore);
        if let Some(step) = step {
            self.reader.take(step, &self.table);
        }
        effects.push(self.say_to_reader(message, Priority::Chatter));
    }

    /// Chosen by a click or a screen reader: the cursor goes to `square` of `view`, read.
    pub(super) fn select(&mut self, view: View, square: Square, effects: &mut Vec<Effect>) {
        self.reader.select(view, square);
        let reading = self.survey().square_message(square);
        effects.push(self.say_to_reader(reading, Priority::Chatter));
    }

    /// The game is over: say the result, stop the clock.
    pub(super) fn finish(&mut self, outcome: KnownOutcome, effects: &mut Vec<Effect>) {
        self.table.result = Some(outcome);
        self.log(IncidentKind::Result { outcome });
        self.timing.stop();
        let message = Message::Tokens(vec![Token::Event(Event::Result(outcome))]);
        self.announce(message, self.vocab_id(self.setup.reader()), effects);
        // Typed lines stay open after the game: what can be done next (`lines::Next`).
        if self.reader.context == Context::Lines && !self.reader.reviewing {
            // Another online game is found at the lobby, not by a rematch here.
            let id = if self.setup.online.is_some() {
                "after-game-lines-online"
            } else {
                "after-game-lines"
            };
            effects.push(self.say_to_reader(Message::ui(id), Priority::Announcement));
        }
    }

    /// "Time control 90+30 (standard). Press Enter to start White's clock; h for help."
    pub(super) fn clock_greeting(&self, first: Color) -> Message {
        let control = self.timing.clock.control();
        match control.class() {
            Some(class) => Message::Ui(
                "clock-ready",
                vec![
                    ("control", Arg::Key(control.to_string())),
                    ("class", Arg::Select(class.as_str())),
                    ("color", color_name(first)),
                ],
            ),
            None => Message::Ui("clock-untimed", vec![("color", color_name(first))]),
        }
    }

    /// How to ask for help where the player is: a key, or a typed command.
    pub(super) fn help_hint(&self) -> Arg {
        let input = if self.reader.context == Context::Lines {
            "lines"
        } else {
            "keys"
        };
        Arg::Message(Box::new(Message::Ui(
            "help-hint",
            vec![("input", Arg::Select(input))],
        )))
    }

    pub(super) fn repeat_last(&self, effects: &mut Vec<Effect>) {
        match &self.reader.last_announcement {
            Some((message, vocab)) => {
                effects.push(self.say(message.clone(), *vocab, Priority::Announcement))
            }
            None => {
                effects.push(self.say_to_reader(Message::ui("nothing-said"), Priority::Chatter))
            }
        }
    }

    pub(super) fn write_sheet(
        &mut self,
        color: Color,
        ply: usize,
        text: String,
        effects: &mut Vec<Effect>,
    ) {
        let (id, n) = match self.table.write(color, ply, text) {
            table::Entry::Written(n) => ("sheet-written", n),
            table::Entry::Gap(n) => ("sheet-gap", n),
        };
        let message = Message::Ui(
            id,
            vec![
                ("color", color_name(color)),
                ("n", Arg::Number(n as u64 + 1)),
            ],
        );
        effects.push(self.say_to_reader(message, Priority::Chatter));
    }

    // ---- saying --------------------------------------------------------------------------

    /// A message for the player at the keyboard, in their vocabulary.
    pub(super) fn say_to_reader(&self, message: Message, priority: Priority) -> Effect {
        self.say(message, self.vocab_id(self.setup.reader()), priority)
    }

    /// `message` said in `vocab`'s words and the interface language, rendered now.
    pub(super) fn say(&self, message: Message, vocab: VocabId, priority: Priority) -> Effect {
        Effect::Say {
            text: self.words(&message, vocab),
            language: self.language_of(&message, vocab),
            message,
            vocab,
            priority,
        }
    }

    /// An announcement: said with priority, and kept for "repeat".
    pub(super) fn announce(&mut self, message: Message, vocab: VocabId, effects: &mut Vec<Effect>) {
        self.reader.last_announcement = Some((message.clone(), vocab));
        effects.push(self.say(message, vocab, Priority::Announcement));
    }

    /// The vocabulary a move is announced in: the mover's, but in an assistant's game the
    /// visually impaired player's, to whom the assistant reads both players' moves (D.2.10.2).
    pub(super) fn move_vocab(&self, mover: Color) -> VocabId {
        if self.setup.assistant() {
            self.vocab_id(self.setup.reader())
        } else {
            self.vocab_id(mover)
        }
    }

    pub(super) fn vocab_id(&self, color: Color) -> VocabId {
        self.setup.player(color).vocab
    }

    pub(super) fn style(&self, color: Color) -> Style {
        self.setup.player(color).style
    }

    /// The words of an effect's message, as shown and spoken (`Message::line`).
    pub(super) fn words(&self, message: &Message, vocab: VocabId) -> String {
        message.line(vocab, self.setup.ui)
    }

    /// The language a message is spoken in (a tag such as "de", for the voice): a move
    /// announcement in its vocabulary's language, any sentence in the interface language.
    pub(super) fn language_of(&self, message: &Message, vocab: VocabId) -> String {
        match message {
            Message::Tokens(tokens) => {
                Vocabulary::get(vocab).speaking_language(tokens, self.setup.ui)
            }
            Message::Ui(..) | Message::Joined(_) => self.setup.ui.as_str().to_string(),
        }
    }

    /// The pieces of the board a view shows.
    pub(super) fn board(&self, view: View) -> &Board {
        match view {
            View::Game => self.reader.game_board(self.table.game.position().board()),
            View::Board(color) => &self.table.boards[color],
        }
    }

    /// A clock as the log and the players read it: the time left, or the time used when untimed.
    pub(super) fn clock_reading(&self, color: Color) -> Duration {
        self.timing.reading(color)
    }

    /// The log's entries have their clocks: the game is timed, or the app is the clock.
    pub(super) fn incidents_timed(&self) -> bool {
        self.timing.clock.control().is_timed() || self.setup.clock_only.is_some()
    }

    /// Writes an incident with the moment, move number and clocks as they are now.
    pub(super) fn log(&mut self, kind: IncidentKind) {
        self.incidents.log(kind, &self.table.game, &self.timing);
    }

    /// The game the engines are asked about (`Reader::engine_game`).
    pub(super) fn engine_game(&self) -> Game {
        self.reader.engine_game(&self.table)
    }

    /// Which physical board a player's is.
    pub(super) fn board_name(&self, color: Color) -> BoardName {
        if self.setup.player(color).visually_impaired {
            BoardName::Tactile
        } else {
            BoardName::Sighted
        }
    }

    /// A square as it is read in `view` ("Felix drei, weißer Springer"): also its accessible name.
    pub(super) fn square_name(&self, view: View, square: Square) -> String {
        let message = explore::square_reading(self.board(view), square);
        self.words(&message, self.vocab_id(self.setup.reader()))
    }

    /// An arbiter's decision: said as an announcement, so that both players hear it.
    pub(super) fn say_to_all(&mut self, message: Message, effects: &mut Vec<Effect>) {
        self.announce(message, self.vocab_id(self.setup.reader()), effects);
    }

    /// Both clocks stop or run again (§6.11), and the log says so.
    pub(super) fn pause_or_resume(&mut self, pausing: bool, effects: &mut Vec<Effect>) {
        let done = if pausing {
            self.timing
                .clock
                .pause(self.timing.now)
                .map(|()| ("clock-paused", IncidentKind::Paused))
        } else {
            self.timing
                .clock
                .resume(self.timing.now)
                .map(|()| ("clock-resumed", IncidentKind::Resumed))
        };
        match done {
            Ok((id, incident)) => {
                self.log(incident);
                self.say_to_all(Message::ui(id), effects);
            }
            Err(error) => self.tell(super::protocol::clock_refusal(error), effects),
        }
    }

    /// The computer is to move (and has not resigned its place to the player).
    pub(super) fn computer_to_move(&self) -> bool {
        self.setup
            .computer
            .as_ref()
            .is_some_and(|c| c.color == self.table.game.position().turn())
            && self.table.result.is_none()
    }

    /// A move on the board or typed for the side the computer plays is refused while it thinks.
    pub(super) fn computer_holds_the_move(&self, color: Color) -> bool {
        self.computer_to_move() && self.table.game.position().turn() == color
    }
}
