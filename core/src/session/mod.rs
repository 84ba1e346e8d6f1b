//! The session: one game as the players live it, under Appendix D. It is the app's single state
//! machine, and it is pure: `handle(input, now)` takes a key, typed text or the passing of time,
//! and answers with effects — what to say, which clock sound to play. The same inputs at the
//! same times give the same state and the same effects, which is what lets a test play a
//! two-hour tournament game in a millisecond and a journal replay a game after a crash.
//!
//! What it keeps, each part owned by a type of its own:
//! - `Table`: the official game (`rules::Game`), both players' scoresheets (D.2.7), one
//!   physical board per player (D.1: the visually impaired player's tactile board, the sighted
//!   player's board; a player who keeps no physical board has the game's position), and the
//!   move in progress on the mover's board (`protocol`): lifted (touched, D.2.2), captured
//!   piece removed, placed, announced (D.2.3), repeated by the opponent (D.2.1), clock pressed
//!   (D.2.4), correctable until then (D.2.8);
//! - `Timing`: the time reached, the clock and its cues (D.2.6);
//! - `Offers` and `Confirmations`: a draw offer standing, what was asked once;
//! - `ArbiterPanel`: the arbiter's panel and the illegal-move tally;
//! - `Reader`: the exploration cursor, the view, the move list stepped through, the last
//!   announcement;
//! - the adjournment (`adjourn::Sealing`), the engines asked (`computer::Engines`) and the
//!   incident log (`incidents::IncidentLog`).
//!
//! `Session` routes each input to the parts; a step that needs several parts takes them.

mod adjourn;
mod after_move;
pub mod arbiter;
mod arbiter_panel;
mod assistant;
mod computer;
mod confirmations;
mod draw_answer;
mod draws;
mod explore;
mod export;
mod fair;
mod help;
mod home;
pub mod incidents;
pub mod journal;
pub mod lines;
mod offers;
mod online;
mod protocol;
mod reader;
mod review;
pub mod script;
mod table;
mod timing;

use std::time::Duration;

use shakmaty::{Board, ByColor, Color, KnownOutcome, Position, Square};

use crate::message::color_name;
pub use crate::message::{Arg, Message};
pub use adjourn::Adjournment;
pub use arbiter::{ARBITER_FORMS, ArbiterAction, ArbiterLineError};
use arbiter_panel::ArbiterPanel;
pub use computer::{ANALYSIS_TIME, EngineRole};
use confirmations::Confirmations;
use incidents::IncidentLog;
pub use incidents::{Incident, IncidentKind};
use journal::Standing;
use offers::Offers;
use reader::Reader;
use table::Table;
use timing::Timing;

pub use crate::setup::{
    Computer, CueChange, Cues, Impaired, Mode, OnlineGame, PlayerSetup, Press, Setup, SetupBuilder,
    SetupError, Verbosity,
};

use crate::{
    clock::{Clock, cues::HeardCue},
    engine::{EngineError, Limits, Reply, spec::EngineSpec},
    keymap::{ArbiterKey, Command, Context, KeyChord, Keymap},
    pgn::PgnGame,
    rules::Game,
    speech::queue::Priority,
    vocab::{VocabId, Vocabulary},
    words::BoardName,
    words::{Event, Style, Token},
};

/// What comes into the session.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Input {
    /// A key, looked up in the current context's table.
    Key(KeyChord),
    /// A command directly (a button, a menu).
    Command(Command),
    /// Text entered in the move entry field (a move, or a correction); while the arbiter's
    /// panel is open, an arbiter's action.
    Text(String),
    /// A draw claim with the move the claimant intends to play, written, not played (§9.2.1.1).
    ClaimDraw(String),
    /// Time passes: the clock may fall, a cue may sound.
    Tick,
    /// The keyboard focus moved to another region.
    Focus(Context),
    /// The cursor is put on a square of a view directly (a click, a screen reader's focus): the
    /// square is read as if the arrows had brought the cursor there.
    Select {
        view: View,
        #[serde(with = "crate::saved::text")]
        square: Square,
    },
    /// A board reading at a square a typed line names (`/rank 3`, `/square e4`): the cursor
    /// goes there, quietly, and the reading is said as its key says it there.
    ReadAt {
        #[serde(with = "crate::saved::text")]
        square: Square,
        explore: crate::keymap::Explore,
    },
    /// An arbiter's action (a script's `arbiter` line, a test): carried out at once. Typed in
    /// the open panel, an action comes as `Text`.
    Arbiter(ArbiterAction),
    /// The game is taken up again from its journal after the app stopped (a crash, a closed
    /// window): the time it was away does not count, so the clocks stand stopped until the
    /// player (or, in a tournament, the arbiter) starts them.
    TakenUp,
    /// An engine's answer to `AskEngine` number `id`; 0 when the engine's thread is gone (the
    /// answer to whatever was asked).
    EngineReply {
        id: u64,
        result: Result<Reply, EngineError>,
    },
    /// What lichess sent for the online game: a line of its stream, an answer, the link.
    Server(crate::online::Incoming),
    /// The player's online-only requests: a takeback, aborting, declining, the chat.
    Online(crate::online::OnlineAct),
}

/// What the session asks the shells to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Say this, in this vocabulary, with this priority (and show it). The words come
    /// rendered, with the language they are spoken in (a tag such as "de", for the voice), so
    /// that an output needs nothing more from the session; the message stays for what reads
    /// its parts (a test, the fairness walk).
    Say {
        message: Message,
        vocab: VocabId,
        priority: Priority,
        text: String,
        language: String,
    },
    /// Play a clock sound.
    Cue(HeardCue),
    /// Start (or replace) the engine for this role.
    StartEngine { role: EngineRole, spec: EngineSpec },
    /// Ask the engine for a move in the session's game as it is now; answer with
    /// `Input::EngineReply { id, .. }`.
    AskEngine {
        role: EngineRole,
        id: u64,
        limits: Limits,
    },
    /// Save the scoresheet as it stands (PGN, print, braille) and say where.
    SaveScoresheet,
    /// Write the adjournment envelope (`Session::envelope_lines`) for printing and say where.
    SaveEnvelope,
    /// What only the window does: a dialog, the menu bar, how it looks (the terminal says
    /// where the same is found there).
    Window(WindowAct),
    /// Send this to lichess for the online game; its answer comes back as
    /// `Input::Server(Incoming::Answered { id, .. })`.
    Online {
        id: u64,
        request: crate::online::Outgoing,
    },
}

/// What only the window does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WindowAct {
    /// Open the new-game dialog.
    NewGame,
    /// Open the review dialog (a game of a PGN file).
    Review,
    /// Open the settings dialog.
    Settings,
    /// Open the menu bar.
    Menu,
    /// Change how the window looks.
    View(crate::keymap::ViewKey),
    /// Train: the window's training view over the game.
    Learn(crate::keymap::Learn),
}

impl WindowAct {
    /// What the terminal says instead: where the same is found there.
    pub fn at_the_terminal(self) -> &'static str {
        match self {
            WindowAct::NewGame => "newgame-terminal",
            WindowAct::Review => "review-terminal",
            WindowAct::Settings => "settings-terminal",
            WindowAct::Menu => "menu-terminal",
            WindowAct::View(_) => "view-window-only",
            WindowAct::Learn(_) => "learn-terminal",
        }
    }
}

/// Which position the cursor explores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum View {
    /// The official game.
    Game,
    /// The physical board of the player of this colour.
    Board(#[serde(with = "crate::saved::text")] Color),
}

/// A piece held in the hand, out of its hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hand {
    /// Whose board it was lifted from.
    pub board: Color,
    pub piece: shakmaty::Piece,
    /// The hole it goes back to: where it stood before this move.
    pub from: Square,
    /// Lifted by the mover for their own move (touch-move applies), not while putting a board
    /// right.
    pub from_own_move: bool,
}

/// The session. See the module documentation. It routes each input to the part whose state
/// it is; each part owns its state and the behaviour on it.
pub struct Session {
    setup: Setup,
    keymap: Keymap,
    /// The game, the players' physical boards and scoresheets, the move in progress.
    table: Table,
    /// The time reached, the clock and its cues.
    timing: Timing,
    offers: Offers,
    confirmations: Confirmations,
    panel: ArbiterPanel,
    /// What the player at the keyboard has before them.
    reader: Reader,
    /// An adjournment: the sealed move awaited, or sealed (Guideline I).
    sealing: adjourn::Sealing,
    engines: computer::Engines,
    incidents: IncidentLog,
    /// An online game's requests in flight and offers standing.
    remote: online::Remote,
}

impl Session {
    pub fn new(mut setup: Setup) -> Result<Session, crate::rules::RulesError> {
        // A name may come from a file (a journal's header, a PGN tag) or a command line: it is
        // said, printed and written into scoresheets, so it stays on one line and carries no
        // control character that could drive a terminal.
        for color in shakmaty::Color::ALL {
            let name = &mut setup.players[color].name;
            if crate::shown::has_controls(name) {
                *name = crate::shown::one_line(name);
            }
        }
        let game = Game::new(setup.start.clone())?;
        let reader = setup.reader();
        let view = if setup.player(reader).keeps_board {
            View::Board(reader)
        } else {
            View::Game
        };
        Ok(Session {
            keymap: Keymap::default(),
            table: Table::new(game),
            timing: Timing::new(setup.time_control.clone()),
            offers: Offers::default(),
            confirmations: Confirmations::default(),
            panel: ArbiterPanel::new(),
            reader: Reader::new(reader.fold_wb(Square::E2, Square::E7), view),
            sealing: adjourn::Sealing::None,
            engines: computer::Engines::default(),
            incidents: IncidentLog::default(),
            remote: online::Remote::default(),
            setup,
        })
    }

    /// A session over a game from a PGN file: its moves played (not announced), both
    /// scoresheets written, the clock times it recorded kept for the move list, its result.
    /// Stepping through its moves explores each position.
    pub fn from_pgn(mut setup: Setup, pgn: &PgnGame) -> Result<Session, crate::rules::RulesError> {
        setup.start = pgn.game.start().clone();
        for (color, tag) in [(Color::White, "White"), (Color::Black, "Black")] {
            let name = pgn.tag(tag).unwrap_or("?");
            if setup.players[color].name.is_empty() && name != "?" {
                setup.players[color].name = name.to_string();
            }
        }
        let mut session = Session::new(setup)?;
        session.table.replay(pgn)?;
        session.timing.ply_clocks = pgn.clocks.clone();
        session.reader.reviewing = true;
        Ok(session)
    }

    /// What the player hears first: the game, the players, the time control and the keys' help;
    /// with the computer playing, its engine is started (and asked for a move when it has White).
    pub fn greeting(&mut self) -> Vec<Effect> {
        if let Some(first) = self.setup.clock_only {
            return vec![self.say_to_reader(self.clock_greeting(first), Priority::Announcement)];
        }
        if self.reader.reviewing {
            return vec![self.say_to_reader(
                review::greeting(&self.setup, &self.table),
                Priority::Announcement,
            )];
        }
        if let Some(greeting) = self.online_greeting() {
            let mut effects = Vec::new();
            self.announce(greeting, self.vocab_id(self.setup.reader()), &mut effects);
            return effects;
        }
        let ByColor { white, black } = &self.setup.players;
        let control = if self.timing.clock.control().is_timed() {
            Arg::Key(self.timing.clock.control().to_string())
        } else {
            Arg::Message(Box::new(Message::ui("game-untimed")))
        };
        // At home without the computer both players sit at this keyboard.
        let players = if self.setup.mode == Mode::Home && self.setup.computer.is_none() {
            "two"
        } else {
            "you"
        };
        let mut args = vec![
            ("mode", Arg::Select(self.setup.mode.selector())),
            ("control", control),
            ("players", Arg::Select(players)),
            ("color", color_name(self.setup.reader())),
            ("help", self.help_hint()),
        ];
        let named = !white.name.is_empty() || !black.name.is_empty();
        if named {
            args.push(("white", Arg::Key(white.name.clone())));
            args.push(("black", Arg::Key(black.name.clone())));
        }
        let id = if named {
            "game-start-named"
        } else {
            "game-start"
        };
        // F2 repeats the greeting until something else is announced.
        let mut effects = Vec::new();
        self.announce(
            Message::Ui(id, args),
            self.vocab_id(self.setup.reader()),
            &mut effects,
        );
        self.start_engine(true, &mut effects);
        effects
    }

    /// The greeting of a home game the player has just set up in the new-game dialog, whose
    /// choices they have heard there: that it has begun, their colour, how to ask for help. The
    /// computer's engine is started as with [`Session::greeting`], without naming it again.
    /// (Launch to the first move: the dialog's opening and this, under 10 s of speech.)
    pub fn greeting_after_dialog(&mut self) -> Vec<Effect> {
        // A tournament game is greeted in full: the players, the time control (the dialog's
        // choices are many, and the arbiter may be listening).
        if self.setup.mode != Mode::Home || self.setup.clock_only.is_some() || self.reader.reviewing
        {
            return self.greeting();
        }
        let players = if self.setup.mode == Mode::Home && self.setup.computer.is_none() {
            "two"
        } else {
            "you"
        };
        let message = Message::Ui(
            "game-on",
            vec![
                ("players", Arg::Select(players)),
                ("color", color_name(self.setup.reader())),
                ("help", self.help_hint()),
            ],
        );
        let mut effects = Vec::new();
        self.announce(message, self.vocab_id(self.setup.reader()), &mut effects);
        self.start_engine(false, &mut effects);
        effects
    }

    /// Takes one input at time `now` (since the session began; never earlier than the last).
    /// Every input lets time pass first, so any input may bring a clock cue or a flag fall: the
    /// effects must be carried out, whatever the input was.
    #[must_use = "the effects (speech, clock sounds, engine requests) must be carried out"]
    pub fn handle(&mut self, input: Input, now: Duration) -> Vec<Effect> {
        let mut effects = Vec::new();
        self.advance(now, &mut effects);
        match input {
            Input::Key(chord) => match self.keymap.command(self.reader.context, &chord) {
                Some(command) => self.command(command, &mut effects),
                None => {
                    let message =
                        Message::Ui("unknown-key", vec![("key", Arg::Key(chord.to_string()))]);
                    effects.push(self.say_to_reader(message, Priority::Chatter));
                }
            },
            Input::Command(command) => self.command(command, &mut effects),
            Input::Text(text) => {
                self.confirmations.before_text();
                self.text(&text, &mut effects)
            }
            Input::ClaimDraw(text) => self.claim_with_text(&text, &mut effects),
            Input::Tick => {}
            Input::Focus(context) => self.reader.context = self.panel.while_open(context),
            Input::Select { view, square } => self.select(view, square, &mut effects),
            Input::ReadAt { square, explore } => {
                self.reader.cursor = square;
                self.command(Command::Explore(explore), &mut effects)
            }
            Input::Arbiter(action) => self.arbiter(action, &mut effects),
            Input::TakenUp => self.taken_up(&mut effects),
            Input::EngineReply { id, result } => self.engine_reply(id, result, &mut effects),
            Input::Server(incoming) => self.server_input(incoming, &mut effects),
            Input::Online(act) => self.online_act(act, &mut effects),
        }
        self.ask_computer_if_due(&mut effects);
        self.send_move_if_due(&mut effects);
        effects
    }

    fn command(&mut self, command: Command, effects: &mut Vec<Effect>) {
        self.confirmations.before(command);
        if command != Command::Arbiter(ArbiterKey::Open) {
            self.panel.disarm();
        }
        match command {
            Command::Explore(explore) => self.explore(explore, effects),
            Command::Act(act) => self.act(act, effects),
            Command::Evaluate => self.evaluate(effects),
            Command::Help => {
                let again = self.confirmations.help_again();
                self.help(again, effects);
            }
            Command::HelpAll => self.help(true, effects),
            Command::RepeatLast => self.repeat_last(effects),
            Command::FocusEntry => {
                self.reader.context = Context::MoveEntry;
                effects.push(self.say_to_reader(Message::ui("focus-entry"), Priority::Chatter));
            }
            Command::FocusBoard => {
                self.reader.context = self.panel.while_open(Context::Board);
                let square = self.square_message(self.reader.cursor);
                effects.push(self.say_to_reader(square, Priority::Chatter));
            }
            Command::Arbiter(key) => self.arbiter_key(key, effects),
            Command::SaveScoresheet => effects.push(Effect::SaveScoresheet),
            // §11.3.1: no other game on the boards while a tournament game is played (a game
            // set up or reviewed from this one's position would be analysis).
            Command::NewGame | Command::Review if self.helps_withheld() => {
                self.tell(Message::ui("newgame-not-in-tournament"), effects)
            }
            Command::NewGame => effects.push(Effect::Window(WindowAct::NewGame)),
            Command::View(key) => effects.push(Effect::Window(WindowAct::View(key))),
            Command::Settings => effects.push(Effect::Window(WindowAct::Settings)),
            Command::Menu => effects.push(Effect::Window(WindowAct::Menu)),
            Command::Review => effects.push(Effect::Window(WindowAct::Review)),
            // §11.3.1: no coach's help anywhere near a tournament game.
            Command::Learn(_) if self.setup.fair_play() => {
                self.tell(Message::ui("train-not-in-tournament"), effects)
            }
            Command::Learn(learn) => {
                if home::stop_clock_for_training(&mut self.timing, &self.table, learn) {
                    self.log(IncidentKind::Paused);
                    let stopped = Message::ui("train-clock-stopped");
                    effects.push(self.say_to_reader(stopped, Priority::Announcement));
                }
                effects.push(Effect::Window(WindowAct::Learn(learn)));
            }
            Command::Sound(key) => self.sound(key, effects),
            Command::Verbosity => match after_move::next_verbosity(&mut self.setup) {
                Some(said) => effects.push(self.say_to_reader(said, Priority::Announcement)),
                None => self.tell(Message::ui("verbosity-tournament"), effects),
            },
        }
    }

    /// When the running clock next reaches a cue's mark or its flag: the time to look at it
    /// again, so that time can be let pass in one step (a script's `wait`) and yet every cue and
    /// the flag come at their moment. `None` while no clock runs.
    pub fn next_due(&self) -> Option<Duration> {
        if self.table.result.is_some() {
            return None;
        }
        let due = [self.timing.next_due(), self.online_due()];
        due.into_iter().flatten().min()
    }

    /// Time passes: a flag may fall (§6.9), a cue may sound (D.2.6.2).
    fn advance(&mut self, now: Duration, effects: &mut Vec<Effect>) {
        self.timing.reach(now);
        self.online_advance(effects);
        if !self.timing.clock.control().is_timed() || self.table.result.is_some() {
            return;
        }
        let (flag, cues) = self.timing.tick();
        for cue in cues {
            if let Some(heard) = self.setup.cues.present(cue, self.setup.reader()) {
                // Words would reach the player's ear: an assistant's cues are sounds only.
                if let Some(say) = heard.say.as_ref().filter(|_| !heard.for_assistant) {
                    effects.push(self.say_to_reader(Message::Tokens(say.clone()), Priority::Cue));
                }
                if !self.timing.sound_off {
                    effects.push(Effect::Cue(heard));
                }
            }
        }
        // Online, only lichess's clock ends a game: its `outoftime` comes as a line.
        if let Some(flag) = flag.filter(|_| !self.flag_on_server()) {
            self.flag_fell(flag, effects);
        }
    }

    /// §6.9: a flag has fallen. In an assistant's game the fall is told and waits for the claim
    /// (§6.8, D.2.10.5); otherwise the app, as the clock, decides at once.
    fn flag_fell(&mut self, flag: crate::clock::FlagFall, effects: &mut Vec<Effect>) {
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

    /// Back from an interruption: the clocks stop where they stood, and the players hear where
    /// the game is.
    fn taken_up(&mut self, effects: &mut Vec<Effect>) {
        self.timing.stop();
        self.engines_taken_up(effects);
        self.log(IncidentKind::TakenUp);
        if self.online_taken_up(effects) {
            return;
        }
        let standing = self.standing();
        let starter = if self.setup.fair_play() && self.setup.clock_only.is_none() {
            "arbiter"
        } else {
            "player"
        };
        let starter = if starter == "player" && self.reader.context == Context::Lines {
            "lines"
        } else {
            starter
        };
        let mut args = vec![
            ("color", color_name(standing.to_move)),
            ("number", Arg::Number(u64::from(standing.number))),
        ];
        // A game without a clock has no times to tell and no clocks to start.
        let id = if self.timing.clock.control().is_timed() || self.setup.clock_only.is_some() {
            args.extend([
                ("white", incidents::time_arg(standing.clocks.white)),
                ("black", incidents::time_arg(standing.clocks.black)),
                ("starter", Arg::Select(starter)),
            ]);
            "taken-up"
        } else {
            "taken-up-untimed"
        };
        let mut said = vec![Message::Ui(id, args)];
        said.extend(self.standing_besides_the_position());
        self.announce(
            Message::Joined(said),
            self.vocab_id(self.setup.reader()),
            effects,
        );
    }

    /// What stands in a game taken up besides its position and clocks: a draw offer not yet
    /// answered, an adjournment (a move to seal, or sealed), a fallen flag waiting for its claim.
    fn standing_besides_the_position(&self) -> Vec<Message> {
        let mut said = Vec::new();
        if let Some(offerer) = self.offers.draw {
            let id = if self.setup.computer_answers_offers() {
                "draw-offer-stands-computer"
            } else {
                "draw-offer-stands"
            };
            said.push(Message::Ui(id, vec![("color", color_name(offerer))]));
        }
        match &self.sealing {
            adjourn::Sealing::None => {}
            adjourn::Sealing::Awaiting { .. } => said.push(Message::Ui(
                "adjourn-seal",
                vec![("color", color_name(self.table.game.position().turn()))],
            )),
            adjourn::Sealing::Sealed(_) => said.push(Message::ui("adjourn-adjourned")),
        }
        if let Some(flag) = self.timing.unclaimed_flag {
            said.push(Message::Ui(
                "flag-claim-now",
                vec![
                    ("color", color_name(flag.color)),
                    ("claimant", color_name(!flag.color)),
                ],
            ));
        }
        said
    }

    /// The clock's sounds on or off, louder or softer by a tenth, said as they change.
    fn sound(&mut self, key: crate::keymap::SoundKey, effects: &mut Vec<Effect>) {
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

    /// The game is over: say the result, stop the clock.
    fn finish(&mut self, outcome: KnownOutcome, effects: &mut Vec<Effect>) {
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

    fn help(&mut self, all: bool, effects: &mut Vec<Effect>) {
        if self.setup.clock_only.is_some() {
            return effects.push(self.say_to_reader(Message::ui("clock-help"), Priority::Chatter));
        }
        if self.reader.context == Context::Arbiter {
            return effects.push(self.say_to_reader(self.arbiter_help(), Priority::Chatter));
        }
        let messages = help::for_the_moment(
            &self.setup,
            &self.keymap,
            &self.reader,
            &self.table,
            self.engine_thinking() == Some(EngineRole::Opponent),
            all,
        );
        // The first line may be cut by what comes next; the lines after it wait their turn.
        for (at, message) in messages.into_iter().enumerate() {
            let priority = if at == 0 {
                Priority::Chatter
            } else {
                Priority::Cue
            };
            effects.push(self.say_to_reader(message, priority));
        }
    }

    /// The arbiter's panel: its keys, then the actions typed.
    fn arbiter_help(&self) -> Message {
        let lines = self
            .keymap
            .help(Context::Arbiter)
            .into_iter()
            .map(|(chords, id)| {
                let keys: Vec<String> = chords.iter().map(|c| c.to_string()).collect();
                Message::Ui(
                    "help-line",
                    vec![
                        ("keys", Arg::Key(keys.join(", "))),
                        ("what", Arg::Message(Box::new(Message::ui(id)))),
                    ],
                )
            });
        let mut parts = vec![Message::Ui(
            "help-intro",
            vec![("context", Arg::Select(Context::Arbiter.as_str()))],
        )];
        parts.extend(lines);
        parts.push(Message::Ui(
            "arbiter-forms",
            vec![("forms", Arg::Key(ARBITER_FORMS.join("; ")))],
        ));
        Message::Joined(parts)
    }

    /// "Time control 90+30 (standard). Press Enter to start White's clock; h for help."
    fn clock_greeting(&self, first: Color) -> Message {
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
    fn help_hint(&self) -> Arg {
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

    fn repeat_last(&self, effects: &mut Vec<Effect>) {
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
    fn say_to_reader(&self, message: Message, priority: Priority) -> Effect {
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
    fn announce(&mut self, message: Message, vocab: VocabId, effects: &mut Vec<Effect>) {
        self.reader.last_announcement = Some((message.clone(), vocab));
        effects.push(self.say(message, vocab, Priority::Announcement));
    }

    fn vocab_id(&self, color: Color) -> VocabId {
        self.setup.player(color).vocab
    }

    fn style(&self, color: Color) -> Style {
        self.setup.player(color).style
    }

    /// The words of an effect's message, as shown and spoken (`Message::line`).
    pub fn words(&self, message: &Message, vocab: VocabId) -> String {
        message.line(vocab, self.setup.ui)
    }

    /// The language a message is spoken in (a tag such as "de", for the voice): a move
    /// announcement in its vocabulary's language, any sentence in the interface language.
    pub fn language_of(&self, message: &Message, vocab: VocabId) -> String {
        match message {
            Message::Tokens(tokens) => {
                Vocabulary::get(vocab).speaking_language(tokens, self.setup.ui)
            }
            Message::Ui(..) | Message::Joined(_) => self.setup.ui.as_str().to_string(),
        }
    }

    /// The words of a `Say` effect (`None` for a sound).
    pub fn words_of(&self, effect: &Effect) -> Option<String> {
        match effect {
            Effect::Say { text, .. } => Some(text.clone()),
            Effect::Cue(_)
            | Effect::StartEngine { .. }
            | Effect::AskEngine { .. }
            | Effect::SaveScoresheet
            | Effect::SaveEnvelope
            | Effect::Window(_)
            | Effect::Online { .. } => None,
        }
    }

    // ---- what the shells draw ---------------------------------------------------------------

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The interface language from now on (the settings dialog): the moves keep their
    /// vocabularies.
    pub fn set_interface_language(&mut self, language: crate::ui_text::UiLanguage) {
        self.setup.ui = language;
    }

    /// The clock's sounds from now on (the settings dialog): the tactile clock's, spoken too,
    /// both clocks, or none. Their volume stays; an assistant's game keeps them for the
    /// assistant's ear.
    pub fn set_clock_sounds(&mut self, sounds: Cues) {
        let mut cues = crate::clock::cues::CueSettings {
            volume: self.setup.cues.volume,
            ..Default::default()
        };
        if self.setup.assistant() {
            CueChange::Assistant.apply(&mut cues);
        }
        if let Some(change) = sounds.change() {
            change.apply(&mut cues);
        }
        self.setup.cues = cues;
    }

    /// The clock's sounds this loud from now on, 0.1 to 1 (the settings dialog; F7 and F8
    /// step it).
    pub fn set_sound_volume(&mut self, volume: f32) {
        self.setup.cues.volume = volume.clamp(0.1, 1.0);
    }

    pub fn game(&self) -> &Game {
        &self.table.game
    }

    pub fn clock(&self) -> &Clock {
        &self.timing.clock
    }

    pub fn keymap(&self) -> &Keymap {
        &self.keymap
    }

    pub fn keymap_mut(&mut self) -> &mut Keymap {
        &mut self.keymap
    }

    /// The pieces of the board a view shows.
    pub fn board(&self, view: View) -> &Board {
        match view {
            View::Game => self.reader.game_board(self.table.game.position().board()),
            View::Board(color) => &self.table.boards[color],
        }
    }

    pub fn view(&self) -> View {
        self.reader.view
    }

    pub fn cursor(&self) -> Square {
        self.reader.cursor
    }

    pub fn context(&self) -> Context {
        self.reader.context
    }

    pub fn hand(&self) -> Option<Hand> {
        self.table.hand
    }

    /// A game begun and not over: what a new game's dialog tells stays saved.
    pub fn in_progress(&self) -> bool {
        self.table.in_progress()
    }

    pub fn result(&self) -> Option<KnownOutcome> {
        self.table.result
    }

    pub fn scoresheet(&self, color: Color) -> &[String] {
        &self.table.sheets[color]
    }

    /// The time the session has reached.
    pub fn now(&self) -> Duration {
        self.timing.now
    }

    /// A clock as the log and the players read it: the time left, or the time used when untimed.
    pub fn clock_reading(&self, color: Color) -> Duration {
        self.timing.reading(color)
    }

    /// The incident log, oldest first.
    pub fn incidents(&self) -> &[Incident] {
        self.incidents.entries()
    }

    /// One entry as it is read and shown (`Incident::message`), with its clocks where the game
    /// has a clock.
    pub fn incident_message(&self, incident: &Incident) -> Message {
        incident.message(self.incidents_timed())
    }

    /// What happened, without the moment: "White offered a draw (=)" (a PGN comment).
    pub fn incident_summary(&self, incident: &Incident) -> String {
        self.words(&incident.kind.message(), self.vocab_id(self.setup.reader()))
    }

    /// The log's entries have their clocks: the game is timed, or the app is the clock.
    fn incidents_timed(&self) -> bool {
        self.timing.clock.control().is_timed() || self.setup.clock_only.is_some()
    }

    /// Writes an incident with the moment, move number and clocks as they are now.
    fn log(&mut self, kind: IncidentKind) {
        self.incidents.log(kind, &self.table.game, &self.timing);
    }

    /// Where an unfinished game stands: who is to move, the move number, both clocks.
    pub fn standing(&self) -> Standing {
        Standing::of(&self.table, &self.timing)
    }

    /// The offer to take an unfinished game up, begun `when` (`Standing::resume_offer`).
    pub fn resume_offer(&self, when: &str) -> String {
        let offer = self
            .standing()
            .resume_offer(when, self.setup.time_control.is_timed());
        self.words(&offer, self.vocab_id(self.setup.reader()))
    }

    /// The game as a PGN game (`export::to_pgn`). `date` is the day it was played.
    pub fn to_pgn(&self, date: Option<&str>) -> PgnGame {
        export::to_pgn(
            &self.table,
            &self.timing,
            &self.incidents,
            &self.setup,
            date,
        )
    }

    /// The reader's scoresheet as it is printed or brailled (`export::scoresheet_lines`).
    pub fn scoresheet_lines(&self) -> Vec<String> {
        export::scoresheet_lines(&self.table, self.setup.reader())
    }

    /// A game loaded to be reviewed.
    pub fn reviewing(&self) -> bool {
        self.reader.reviewing
    }

    /// The move the move list is at (from 0): the one stepped to, or else the last one played.
    pub fn current_move(&self) -> Option<usize> {
        self.reader.current_move(&self.table)
    }

    /// The game the engines are asked about (`Reader::engine_game`).
    pub fn engine_game(&self) -> Game {
        self.reader.engine_game(&self.table)
    }

    /// A training exercise's position stands on the game's board now.
    pub fn exercise_shown(&self) -> bool {
        self.reader.exercise_shown()
    }

    /// Shows a training exercise's `position` on the game's board, so that the board's
    /// reading keys read it (the view goes to the game's board meanwhile); `None` puts the
    /// game's back, and the view as it was. The game is not touched.
    pub fn show_exercise(&mut self, position: Option<shakmaty::Chess>) {
        self.reader.show_exercise(position);
    }

    /// A typed line that reads the board and nothing else (`Lines::board_reading_line`): the
    /// input, or why its place could not be read; `None` for any other line.
    pub fn board_reading_line(&self, text: &str) -> Option<Result<Input, lines::LineError>> {
        self.lines().board_reading_line(text)
    }

    /// What the typed line `text` asks for (`Lines::typed_line`).
    pub fn typed_line(&self, text: &str) -> lines::Line {
        self.lines().typed_line(text)
    }

    /// Typed lines read where the player is.
    fn lines(&self) -> lines::Lines<'_> {
        lines::Lines {
            setup: &self.setup,
            cursor: self.reader.cursor,
            game_over: self.table.result.is_some() && !self.reader.reviewing,
        }
    }

    /// The envelope (I.2) of the sealed move, for printing (`Adjournment::envelope_lines`); none
    /// while no move is sealed.
    pub fn envelope_lines(&self) -> Vec<String> {
        self.sealing
            .adjournment()
            .map_or_else(Vec::new, |adjournment| {
                adjournment.envelope_lines(&self.setup, self.table.game.position())
            })
    }

    /// The game stands adjourned with a sealed move.
    pub fn adjournment(&self) -> Option<&Adjournment> {
        self.sealing.adjournment()
    }

    /// A sealed move is being typed: the move field hides what is typed.
    pub fn sealing(&self) -> bool {
        self.sealing.awaiting()
    }

    /// How much is said after each move from now on (the settings dialog).
    pub fn set_verbosity(&mut self, verbosity: Verbosity) {
        self.setup.verbosity = verbosity;
    }

    /// The player asks to leave (`/quit`, the window closed). While a game is in progress the
    /// first request is answered with a question — resigning and leaving are both asked twice,
    /// as blind players of other apps asked for — and the game stays saved either way. `None`:
    /// leave now (asked again at once, or nothing to lose).
    pub fn ask_to_leave(&mut self) -> Option<Message> {
        let in_progress =
            self.table.in_progress() && !self.reader.reviewing && self.setup.clock_only.is_none();
        if !in_progress || self.confirmations.leave_again() {
            return None;
        }
        Some(Message::Ui(
            "leave-confirm",
            vec![("input", Arg::Select(self.input_kind()))],
        ))
    }

    /// Back from training to the game: where it stands (`home::back_from_training`), said.
    /// Changes nothing; nothing for a finished game.
    pub fn back_from_training(&self) -> Vec<Effect> {
        home::back_from_training(&self.table, &self.timing, self.reader.context)
            .map(|said| self.say_to_reader(said, Priority::Announcement))
            .into_iter()
            .collect()
    }

    /// Which physical board a player's is.
    pub fn board_name(&self, color: Color) -> BoardName {
        if self.setup.player(color).visually_impaired {
            BoardName::Tactile
        } else {
            BoardName::Sighted
        }
    }

    /// A square as it is read in `view` ("Felix drei, weißer Springer"): also its accessible name.
    pub fn square_name(&self, view: View, square: Square) -> String {
        let message = explore::square_reading(self.board(view), square);
        self.words(&message, self.vocab_id(self.setup.reader()))
    }
}

#[cfg(test)]
mod tests;
