//! The session: one game as the players live it, under Appendix D. It is the app's single state
//! machine, and it is pure: `handle(input, now)` takes a key, typed text or the passing of time,
//! and answers with effects — what to say, which clock sound to play. The same inputs at the
//! same times give the same state and the same effects, which is what lets a test play a
//! two-hour tournament game in a millisecond and a journal replay a game after a crash.
//!
//! What it keeps, each part owned by a type of its own:
//! - `Play` (`play.rs`): the game as it is played here, and the verbs every part uses (say,
//!   announce, log, finish); its own acts are the per-move protocol (`protocol.rs`) and the
//!   draws, claims and resigning (`draws.rs`). It holds:
//!   - `Table`: the official game (`rules::Game`), both players' scoresheets (D.2.7), one
//!     physical board per player (D.1: the visually impaired player's tactile board, the
//!     sighted player's board; a player who keeps no physical board has the game's position),
//!     and the move in progress on the mover's board: lifted (touched, D.2.2), captured piece
//!     removed, placed, announced (D.2.3), repeated by the opponent (D.2.1), clock pressed
//!     (D.2.4), correctable until then (D.2.8);
//!   - `Timing`: the time reached, the clock and its cues (D.2.6);
//!   - `Offers` and `Confirmations`: a draw offer standing, what was asked once;
//!   - `Reader`: the exploration cursor, the view, the move list stepped through, the last
//!     announcement; the board is read through a `Survey` of the play (`explore.rs`);
//!   - the incident log (`incidents::IncidentLog`).
//! - beside the play, the parts that act on it: the engines asked (`computer::Engines`), an
//!   online game's link (`online::Remote`), the adjournment (`adjourn::Sealing`), the arbiter's
//!   panel (`ArbiterPanel`, with the arbiter's acts in `arbiter.rs`).
//!
//! `Session` routes each input to the play or to the part beside it, which takes the play it
//! acts on (`self.engines.reply(&mut self.play, …)`): no part reaches back into the
//! session, and `tests/owners.rs` checks that no type's methods spread over more than three files.

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
mod play;
mod premove;
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
use play::Play;
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
    vocab::VocabId,
    words::BoardName,
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
    /// The player's online-only requests: a chat line with its text (and, in journals written
    /// before these had keys, a takeback, aborting, declining: now `Command::Online`).
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
    /// Write to the online opponent: the move field, with the chat's line (`/chat `) in it.
    Chat,
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
            WindowAct::Chat => "online-chat-empty",
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
    /// The game as it is played here, and the verbs every part uses (`play.rs`).
    play: Play,
    keymap: Keymap,
    panel: ArbiterPanel,
    /// An adjournment: the sealed move awaited, or sealed (Guideline I).
    sealing: adjourn::Sealing,
    engines: computer::Engines,
    /// An online game's requests in flight and offers standing.
    remote: online::Remote,
}

impl Session {
    pub fn new(mut setup: Setup) -> Result<Session, crate::rules::RulesError> {
        // A name may come from a file (a journal's header, a PGN tag, a script) or a command
        // line: it is said, printed and written into scoresheets, so it stays on one line,
        // carries no control character that could drive a terminal, and is cut to a length a
        // listener can hear out (`shown::name`: a 10 MB name was read out whole).
        for color in shakmaty::Color::ALL {
            let name = &mut setup.players[color].name;
            *name = crate::shown::name(name);
        }
        let game = Game::new(setup.start.clone())?;
        let reader = setup.reader();
        let view = if setup.player(reader).keeps_board {
            View::Board(reader)
        } else {
            View::Game
        };
        Ok(Session {
            play: Play {
                table: Table::new(game),
                timing: Timing::new(setup.time_control.clone()),
                offers: Offers::default(),
                confirmations: Confirmations::default(),
                reader: Reader::new(reader.fold_wb(Square::E2, Square::E7), view),
                incidents: IncidentLog::default(),
                setup,
            },
            keymap: Keymap::default(),
            panel: ArbiterPanel::new(),
            sealing: adjourn::Sealing::None,
            engines: computer::Engines::default(),
            remote: online::Remote::default(),
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
        session.play.table.replay(pgn)?;
        session.play.timing.ply_clocks = pgn.clocks.clone();
        session.play.reader.reviewing = true;
        Ok(session)
    }

    /// What the player hears first: the game, the players, the time control and the keys' help;
    /// with the computer playing, its engine is started (and asked for a move when it has White).
    pub fn greeting(&mut self) -> Vec<Effect> {
        if let Some(first) = self.play.setup.clock_only {
            return vec![
                self.play
                    .say_to_reader(self.play.clock_greeting(first), Priority::Announcement),
            ];
        }
        if self.play.reader.reviewing {
            return vec![self.play.say_to_reader(
                review::greeting(&self.play.setup, &self.play.table),
                Priority::Announcement,
            )];
        }
        if let Some(greeting) = self.remote.greeting(&self.play) {
            let mut effects = Vec::new();
            self.play.announce(
                greeting,
                self.play.vocab_id(self.play.setup.reader()),
                &mut effects,
            );
            return effects;
        }
        let ByColor { white, black } = &self.play.setup.players;
        let control = if self.play.timing.clock.control().is_timed() {
            Arg::Key(self.play.timing.clock.control().to_string())
        } else {
            Arg::Message(Box::new(Message::ui("game-untimed")))
        };
        // At home without the computer both players sit at this keyboard.
        let players = if self.play.setup.mode == Mode::Home && self.play.setup.computer.is_none() {
            "two"
        } else {
            "you"
        };
        let mut args = vec![
            ("mode", Arg::Select(self.play.setup.mode.selector())),
            ("control", control),
            ("players", Arg::Select(players)),
            ("color", color_name(self.play.setup.reader())),
            ("help", self.play.help_hint()),
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
        self.play.announce(
            Message::Ui(id, args),
            self.play.vocab_id(self.play.setup.reader()),
            &mut effects,
        );
        self.engines.start(&mut self.play, true, &mut effects);
        effects
    }

    /// The greeting of a home game the player has just set up in the new-game dialog, whose
    /// choices they have heard there: that it has begun, their colour, how to ask for help. The
    /// computer's engine is started as with [`Session::greeting`], without naming it again.
    /// (Launch to the first move: the dialog's opening and this, under 10 s of speech.)
    pub fn greeting_after_dialog(&mut self) -> Vec<Effect> {
        // A tournament game is greeted in full: the players, the time control (the dialog's
        // choices are many, and the arbiter may be listening).
        if self.play.setup.mode != Mode::Home
            || self.play.setup.clock_only.is_some()
            || self.play.reader.reviewing
        {
            return self.greeting();
        }
        let players = if self.play.setup.mode == Mode::Home && self.play.setup.computer.is_none() {
            "two"
        } else {
            "you"
        };
        let message = Message::Ui(
            "game-on",
            vec![
                ("players", Arg::Select(players)),
                ("color", color_name(self.play.setup.reader())),
                ("help", self.play.help_hint()),
            ],
        );
        let mut effects = Vec::new();
        self.play.announce(
            message,
            self.play.vocab_id(self.play.setup.reader()),
            &mut effects,
        );
        self.engines.start(&mut self.play, false, &mut effects);
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
            Input::Key(chord) => match self.keymap.command(self.play.reader.context, &chord) {
                Some(command) => self.command(command, &mut effects),
                None => {
                    let message =
                        Message::Ui("unknown-key", vec![("key", Arg::Key(chord.to_string()))]);
                    effects.push(self.play.say_to_reader(message, Priority::Chatter));
                }
            },
            Input::Command(command) => self.command(command, &mut effects),
            Input::Text(text) => {
                self.play.confirmations.before_text();
                self.text(&text, &mut effects)
            }
            Input::ClaimDraw(text) => self.play.claim_with_text(&text, &mut effects),
            Input::Tick => {}
            Input::Focus(context) => self.play.reader.context = self.panel.while_open(context),
            Input::Select { view, square } => self.play.select(view, square, &mut effects),
            Input::ReadAt { square, explore } => {
                self.play.reader.cursor = square;
                self.command(Command::Explore(explore), &mut effects)
            }
            Input::Arbiter(action) => self.arbiter(action, &mut effects),
            Input::TakenUp => self.taken_up(&mut effects),
            Input::EngineReply { id, result } => {
                self.engines.reply(&mut self.play, id, result, &mut effects)
            }
            Input::Server(incoming) => {
                self.remote
                    .server_input(&mut self.play, incoming, &mut effects)
            }
            Input::Online(act) => self.remote.act(&mut self.play, act, &mut effects),
        }
        self.engines
            .ask_computer_if_due(&mut self.play, &mut effects);
        self.remote.send_move_if_due(&mut self.play, &mut effects);
        effects
    }

    fn command(&mut self, command: Command, effects: &mut Vec<Effect>) {
        self.play.confirmations.before(command);
        if command != Command::Arbiter(ArbiterKey::Open) {
            self.panel.disarm();
        }
        match command {
            Command::Explore(crate::keymap::Explore::Clocks)
                if let Some(said) = self.remote.correspondence_time(&self.play) =>
            {
                // Correspondence: no clock runs here; the time left for the move is a deadline.
                effects.push(self.play.say_to_reader(said, Priority::Chatter));
            }
            Command::Explore(explore) => self.play.explore(explore, effects),
            Command::Act(act) => self.act(act, effects),
            Command::Evaluate => self.engines.evaluate(&mut self.play, effects),
            Command::Help => {
                let again = self.play.confirmations.help_again();
                self.help(again, effects);
            }
            Command::HelpAll => self.help(true, effects),
            Command::RepeatLast => self.play.repeat_last(effects),
            Command::FocusEntry => {
                self.play.reader.context = Context::MoveEntry;
                effects.push(
                    self.play
                        .say_to_reader(Message::ui("focus-entry"), Priority::Chatter),
                );
            }
            Command::FocusBoard => {
                self.play.reader.context = self.panel.while_open(Context::Board);
                let square = self.play.survey().square_message(self.play.reader.cursor);
                effects.push(self.play.say_to_reader(square, Priority::Chatter));
            }
            Command::Arbiter(key) => self.arbiter_key(key, effects),
            Command::SaveScoresheet => effects.push(Effect::SaveScoresheet),
            // §11.3.1: no other game on the boards while a tournament game is played (a game
            // set up or reviewed from this one's position would be analysis).
            Command::NewGame | Command::Review if self.play.survey().helps_withheld() => {
                self.play.tell(
                    self.play
                        .setup
                        .fair_play_refusal("newgame-not-in-tournament"),
                    effects,
                )
            }
            Command::NewGame => effects.push(Effect::Window(WindowAct::NewGame)),
            Command::View(key) => effects.push(Effect::Window(WindowAct::View(key))),
            Command::Settings => effects.push(Effect::Window(WindowAct::Settings)),
            Command::Menu => effects.push(Effect::Window(WindowAct::Menu)),
            Command::Review => effects.push(Effect::Window(WindowAct::Review)),
            // §11.3.1: no coach's help anywhere near a tournament game.
            Command::Learn(_) if self.play.setup.fair_play() => self.play.tell(
                self.play.setup.fair_play_refusal("train-not-in-tournament"),
                effects,
            ),
            Command::Learn(learn) => {
                if home::stop_clock_for_training(&mut self.play.timing, &self.play.table, learn) {
                    self.play.log(IncidentKind::Paused);
                    let stopped = Message::ui("train-clock-stopped");
                    effects.push(self.play.say_to_reader(stopped, Priority::Announcement));
                }
                effects.push(Effect::Window(WindowAct::Learn(learn)));
            }
            Command::Sound(key) => self.play.sound(key, effects),
            Command::Verbosity => match after_move::next_verbosity(&mut self.play.setup) {
                Some(said) => effects.push(self.play.say_to_reader(said, Priority::Announcement)),
                None => self.play.tell(Message::ui("verbosity-tournament"), effects),
            },
            Command::Online(key) => {
                // The chat's key: the window's move field, `/chat ` written in it, has the focus.
                if self.remote.command(&mut self.play, key, effects)
                    && self.play.reader.context != Context::Lines
                {
                    self.play.reader.context = self.panel.while_open(Context::MoveEntry);
                }
            }
        }
    }

    /// In a correspondence game on lichess, what `color`'s clock shows at `now` instead of a
    /// time: the time left for the move of the side to move, the days per move for the other.
    /// `None` in any other game.
    pub fn correspondence_clock(&self, color: Color, now: Duration) -> Option<Message> {
        self.remote.correspondence_clock(&self.play, color, now)
    }

    /// When the running clock next reaches a cue's mark or its flag: the time to look at it
    /// again, so that time can be let pass in one step (a script's `wait`) and yet every cue and
    /// the flag come at their moment. `None` while no clock runs.
    pub fn next_due(&self) -> Option<Duration> {
        if self.play.table.result.is_some() {
            return None;
        }
        let due = [self.play.timing.next_due(), self.remote.due(&self.play)];
        due.into_iter().flatten().min()
    }

    /// Time passes: a flag may fall (§6.9), a cue may sound (D.2.6.2).
    fn advance(&mut self, now: Duration, effects: &mut Vec<Effect>) {
        self.play.timing.reach(now);
        self.remote.advance(&mut self.play, effects);
        if !self.play.timing.clock.control().is_timed() || self.play.table.result.is_some() {
            return;
        }
        let (flag, cues) = self.play.timing.tick();
        for cue in cues {
            if let Some(heard) = self.play.setup.cues.present(cue, self.play.setup.reader()) {
                // Words would reach the player's ear: an assistant's cues are sounds only.
                if let Some(say) = heard.say.as_ref().filter(|_| !heard.for_assistant) {
                    effects.push(
                        self.play
                            .say_to_reader(Message::Tokens(say.clone()), Priority::Cue),
                    );
                }
                if !self.play.timing.sound_off {
                    effects.push(Effect::Cue(heard));
                }
            }
        }
        // Online, only lichess's clock ends a game: its `outoftime` comes as a line.
        if let Some(flag) = flag.filter(|_| !self.remote.flag_on_server(&self.play)) {
            self.play.flag_fell(flag, effects);
        }
    }

    /// Back from an interruption: the clocks stop where they stood, and the players hear where
    /// the game is.
    fn taken_up(&mut self, effects: &mut Vec<Effect>) {
        self.play.timing.stop();
        self.engines.engines_taken_up(&mut self.play, effects);
        self.play.log(IncidentKind::TakenUp);
        if self.remote.taken_up(&mut self.play, effects) {
            return;
        }
        let standing = self.standing();
        let starter = if self.play.setup.fair_play() && self.play.setup.clock_only.is_none() {
            "arbiter"
        } else {
            "player"
        };
        let starter = if starter == "player" && self.play.reader.context == Context::Lines {
            "lines"
        } else {
            starter
        };
        let mut args = vec![
            ("color", color_name(standing.to_move)),
            ("number", Arg::Number(u64::from(standing.number))),
        ];
        // A game without a clock has no times to tell and no clocks to start.
        let id = if self.play.timing.clock.control().is_timed()
            || self.play.setup.clock_only.is_some()
        {
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
        self.play.announce(
            Message::Joined(said),
            self.play.vocab_id(self.play.setup.reader()),
            effects,
        );
    }

    /// What stands in a game taken up besides its position and clocks: a draw offer not yet
    /// answered, an adjournment (a move to seal, or sealed), a fallen flag waiting for its claim.
    fn standing_besides_the_position(&self) -> Vec<Message> {
        let mut said = Vec::new();
        if let Some(offerer) = self.play.offers.draw {
            let id = if self.play.setup.computer_answers_offers() {
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
                vec![("color", color_name(self.play.table.game.position().turn()))],
            )),
            adjourn::Sealing::Sealed(_) => said.push(Message::ui("adjourn-adjourned")),
        }
        if let Some(flag) = self.play.timing.unclaimed_flag {
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

    fn help(&mut self, all: bool, effects: &mut Vec<Effect>) {
        if self.play.setup.clock_only.is_some() {
            return effects.push(
                self.play
                    .say_to_reader(Message::ui("clock-help"), Priority::Chatter),
            );
        }
        if self.play.reader.context == Context::Arbiter {
            return effects.push(
                self.play
                    .say_to_reader(self.arbiter_help(), Priority::Chatter),
            );
        }
        let messages = help::for_the_moment(
            &self.play.setup,
            &self.keymap,
            &self.play.reader,
            &self.play.table,
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
            effects.push(self.play.say_to_reader(message, priority));
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

    /// The views a player can explore: the boards kept beside the app (the reader's first),
    /// then the game.
    pub fn views(&self) -> Vec<View> {
        self.play.survey().views()
    }

    /// A view's name as a heading ("Your board", "The other board", "The game").
    pub fn view_title(&self, view: View) -> String {
        self.play.survey().view_title(view)
    }

    /// Every move of the game as the move list says it ("1. Weiß: Bauer Eva vier").
    pub fn move_list(&self) -> Vec<String> {
        self.play.survey().move_list()
    }

    pub fn setup(&self) -> &Setup {
        &self.play.setup
    }

    /// The interface language from now on (the settings dialog): the moves keep their
    /// vocabularies.
    pub fn set_interface_language(&mut self, language: crate::ui_text::UiLanguage) {
        self.play.setup.ui = language;
    }

    /// The clock's sounds from now on (the settings dialog): the tactile clock's, spoken too,
    /// both clocks, or none. Their volume stays; an assistant's game keeps them for the
    /// assistant's ear.
    pub fn set_clock_sounds(&mut self, sounds: Cues) {
        let mut cues = crate::clock::cues::CueSettings {
            volume: self.play.setup.cues.volume,
            ..Default::default()
        };
        if self.play.setup.assistant() {
            CueChange::Assistant.apply(&mut cues);
        }
        if let Some(change) = sounds.change() {
            change.apply(&mut cues);
        }
        self.play.setup.cues = cues;
    }

    /// The clock's sounds this loud from now on, 0.1 to 1 (the settings dialog; F7 and F8
    /// step it).
    pub fn set_sound_volume(&mut self, volume: f32) {
        self.play.setup.cues.volume = volume.clamp(0.1, 1.0);
    }

    pub fn game(&self) -> &Game {
        &self.play.table.game
    }

    pub fn clock(&self) -> &Clock {
        &self.play.timing.clock
    }

    pub fn keymap(&self) -> &Keymap {
        &self.keymap
    }

    pub fn keymap_mut(&mut self) -> &mut Keymap {
        &mut self.keymap
    }

    pub fn view(&self) -> View {
        self.play.reader.view
    }

    pub fn cursor(&self) -> Square {
        self.play.reader.cursor
    }

    pub fn context(&self) -> Context {
        self.play.reader.context
    }

    pub fn hand(&self) -> Option<Hand> {
        self.play.table.hand
    }

    /// A game begun and not over: what a new game's dialog tells stays saved.
    pub fn in_progress(&self) -> bool {
        self.play.table.in_progress()
    }

    pub fn result(&self) -> Option<KnownOutcome> {
        self.play.table.result
    }

    pub fn scoresheet(&self, color: Color) -> &[String] {
        &self.play.table.sheets[color]
    }

    /// The time the session has reached.
    pub fn now(&self) -> Duration {
        self.play.timing.now
    }

    /// The incident log, oldest first.
    pub fn incidents(&self) -> &[Incident] {
        self.play.incidents.entries()
    }

    /// One entry as it is read and shown (`Incident::message`), with its clocks where the game
    /// has a clock.
    pub fn incident_message(&self, incident: &Incident) -> Message {
        incident.message(self.play.incidents_timed())
    }

    /// What happened, without the moment: "White offered a draw (=)" (a PGN comment).
    pub fn incident_summary(&self, incident: &Incident) -> String {
        self.play.words(
            &incident.kind.message(),
            self.play.vocab_id(self.play.setup.reader()),
        )
    }

    /// Where an unfinished game stands: who is to move, the move number, both clocks.
    pub fn standing(&self) -> Standing {
        Standing::of(&self.play.table, &self.play.timing)
    }

    /// The offer to take an unfinished game up, begun `when` (`Standing::resume_offer`).
    pub fn resume_offer(&self, when: &str) -> String {
        let offer = self
            .standing()
            .resume_offer(when, self.play.setup.time_control.is_timed());
        self.play
            .words(&offer, self.play.vocab_id(self.play.setup.reader()))
    }

    /// The game as a PGN game (`export::to_pgn`). `date` is the day it was played.
    pub fn to_pgn(&self, date: Option<&str>) -> PgnGame {
        export::to_pgn(
            &self.play.table,
            &self.play.timing,
            &self.play.incidents,
            &self.play.setup,
            date,
        )
    }

    /// The reader's scoresheet as it is printed or brailled (`export::scoresheet_lines`).
    pub fn scoresheet_lines(&self) -> Vec<String> {
        export::scoresheet_lines(&self.play.table, self.play.setup.reader())
    }

    /// A game loaded to be reviewed.
    pub fn reviewing(&self) -> bool {
        self.play.reader.reviewing
    }

    /// The move the move list is at (from 0): the one stepped to, or else the last one played.
    pub fn current_move(&self) -> Option<usize> {
        self.play.reader.current_move(&self.play.table)
    }

    /// A training exercise's position stands on the game's board now.
    pub fn exercise_shown(&self) -> bool {
        self.play.reader.exercise_shown()
    }

    /// Shows a training exercise's `position` on the game's board, so that the board's
    /// reading keys read it (the view goes to the game's board meanwhile); `None` puts the
    /// game's back, and the view as it was. The game is not touched.
    pub fn show_exercise(&mut self, position: Option<shakmaty::Chess>) {
        self.play.reader.show_exercise(position);
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
            setup: &self.play.setup,
            cursor: self.play.reader.cursor,
            game_over: self.play.table.result.is_some() && !self.play.reader.reviewing,
        }
    }

    /// The envelope (I.2) of the sealed move, for printing (`Adjournment::envelope_lines`); none
    /// while no move is sealed.
    pub fn envelope_lines(&self) -> Vec<String> {
        self.sealing
            .adjournment()
            .map_or_else(Vec::new, |adjournment| {
                adjournment.envelope_lines(&self.play.setup, self.play.table.game.position())
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
        self.play.setup.verbosity = verbosity;
    }

    /// The player asks to leave (`/quit`, the window closed). While a game is in progress the
    /// first request is answered with a question — resigning and leaving are both asked twice,
    /// as blind players of other apps asked for — and the game stays saved either way. `None`:
    /// leave now (asked again at once, or nothing to lose).
    pub fn ask_to_leave(&mut self) -> Option<Message> {
        let in_progress = self.play.table.in_progress()
            && !self.play.reader.reviewing
            && self.play.setup.clock_only.is_none();
        if !in_progress || self.play.confirmations.leave_again() {
            return None;
        }
        Some(Message::Ui(
            "leave-confirm",
            vec![("input", Arg::Select(self.play.input_kind()))],
        ))
    }

    /// Back from training to the game: where it stands (`home::back_from_training`), said.
    /// Changes nothing; nothing for a finished game.
    pub fn back_from_training(&self) -> Vec<Effect> {
        home::back_from_training(
            &self.play.table,
            &self.play.timing,
            self.play.reader.context,
        )
        .map(|said| self.play.say_to_reader(said, Priority::Announcement))
        .into_iter()
        .collect()
    }

    /// Whether an engine is thinking for the session.
    pub fn engine_thinking(&self) -> Option<EngineRole> {
        self.engines.thinking()
    }

    // ---- what the play reads, for the shells -------------------------------------------------

    /// The pieces of the board a view shows.
    pub fn board(&self, view: View) -> &Board {
        self.play.board(view)
    }

    /// A clock as the log and the players read it: the time left, or the time used when untimed.
    pub fn clock_reading(&self, color: Color) -> Duration {
        self.play.clock_reading(color)
    }

    /// Which board `color` plays on: the tactile one, or the sighted player's.
    pub fn board_name(&self, color: Color) -> BoardName {
        self.play.board_name(color)
    }

    /// A square as it is read in `view` ("Felix drei, weißer Springer"): also its accessible name.
    pub fn square_name(&self, view: View, square: Square) -> String {
        self.play.square_name(view, square)
    }

    /// The words of an effect's message, as shown and spoken (`Message::line`).
    pub fn words(&self, message: &Message, vocab: VocabId) -> String {
        self.play.words(message, vocab)
    }

    /// The language a message is spoken in (`Play::language_of`).
    pub fn language_of(&self, message: &Message, vocab: VocabId) -> String {
        self.play.language_of(message, vocab)
    }

    /// The game the engines are asked about (`Reader::engine_game`).
    pub fn engine_game(&self) -> Game {
        self.play.engine_game()
    }

    /// The computer is to move (and has not resigned its place to the player).
    pub fn computer_to_move(&self) -> bool {
        self.play.computer_to_move()
    }
}

#[cfg(test)]
mod tests;
