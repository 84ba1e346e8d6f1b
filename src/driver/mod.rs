//! The driver: everything a running game needs besides presentation, shared by the window and
//! the terminal. It owns the session, the journal and its faults, the engines and the time, and
//! two parts that own the rest: the outputs (`outputs.rs`: the speech, the clock's sounds,
//! every other output such as a braille display or a test's recorder, and what waits for the
//! shell) and the training beside the game (`training/`, lent the game for each call by
//! `at_training.rs`). A shell turns keys or lines into the session's inputs and hands them
//! here, each with what brought it ([`Prompt`]); the driver journals each input before its
//! effects are carried out (nothing is said that a crash could take back), then says, plays,
//! asks the engines and saves as the effects say. What only a shell can do — a dialog, the
//! window's look — comes back to the shell as a [`WindowAct`].
//!
//! The shells then present: the window draws the session and the log of everything said, the
//! terminal prints each line said. The same inputs give the same words and the same journal
//! behind either (`tests/driver.rs` holds them to it).

mod at_training;
mod echo;
pub mod new_game;
pub mod online;
mod opening;
mod outputs;
mod remote;
mod sounds;
mod speech;
mod training;

use std::time::{Duration, Instant};

use annabella_core::{
    dialogs::preferences::{Boards, Preferences},
    keymap::{Command, Context, Explore},
    look::Look,
    session::{Effect, Input, Message, Session, WindowAct},
    speech::{SpeechMode, queue::Priority},
    ui_text::UiText,
    vocab::Vocabulary,
};
use shakmaty::Color;

pub use crate::devices::output::{Output, Recorded, Recorder, Said};
use echo::Echo;
pub use echo::Prompt;
pub use opening::Begin;
use outputs::Outputs;
pub use remote::Remote;
pub use sounds::Sounds;
pub use speech::Speech;
use training::Training;
pub use training::{Learning, TrainingPlace};

use crate::{
    devices::engine::{fresh_seed, host::EngineHost},
    devices::speech::{Tune, Waker},
    stores::journal::{self, Journal},
};

/// Where the time comes from: the real clock, or a test's hand.
#[derive(Clone, Copy, Debug)]
pub enum Time {
    /// Session time is the time since this instant.
    Real(Instant),
    /// Session time is what the test last set.
    Manual(Duration),
}

/// The running game and everything that carries out its effects.
pub struct Driver {
    session: Session,
    time: Time,
    /// Where the game is journaled (none for a game reviewed, in tests, and while an offer of
    /// an unfinished game waits for its answer).
    journal: Option<Journal>,
    engines: EngineHost,
    /// The voice, the sounds, every other output, and what waits for the shell.
    outputs: Outputs,
    /// The player was told that leaving loses moves the journal could not write.
    warned_unsaved: bool,
    /// The player's training beside the game: the record, the exercise, a game gone over,
    /// the engines' answers held meanwhile.
    training: Training,
    /// The player was told that the new-game choices could not be kept for next time.
    told_unremembered: bool,
    /// The online game's connection (none for a game at this table).
    remote: Option<Box<dyn Remote>>,
    /// Requests no connection could send: answered as the next inputs.
    unsent: Vec<annabella_core::online::Incoming>,
}

impl Driver {
    /// A driver over `session`, with no journal, no speech, no sound and no outputs yet.
    pub fn new(session: Session, time: Time) -> Driver {
        Driver {
            session,
            time,
            journal: None,
            engines: EngineHost::new(fresh_seed()),
            outputs: Outputs::default(),
            warned_unsaved: false,
            training: Training::default(),
            told_unremembered: false,
            remote: None,
            unsent: Vec::new(),
        }
    }

    /// A driver over a game as [`Begin`] sets it up: journaled, its clocks continuing from the
    /// time it had reached when it is taken up again.
    pub fn begun(begin: Begin) -> (Driver, Vec<String>, bool) {
        let Begin {
            session,
            journal,
            resumed,
            notes,
        } = begin;
        let start = journal::epoch_continuing(session.now());
        let mut driver = Driver::new(session, Time::Real(start));
        driver.journal = journal;
        (driver, notes, resumed)
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The session, for what changes it without an input (the keys rebound from the settings,
    /// the settings dialog's clock sounds).
    pub fn session_mut(&mut self) -> &mut Session {
        &mut self.session
    }

    /// The session time now.
    pub fn now(&self) -> Duration {
        match self.time {
            Time::Real(start) => start.elapsed(),
            Time::Manual(at) => at,
        }
    }

    /// For tests: the session time is now `at`.
    pub fn set_time(&mut self, at: Duration) {
        self.time = Time::Manual(at);
    }

    /// Journals the game from now on (the old journal, if any, is closed, all of it on disk).
    pub fn set_journal(&mut self, journal: Option<Journal>) {
        self.journal = journal;
    }

    /// What to say when the game is left (`/quit`, the window closed) while inputs are kept in
    /// memory only (the disk is full or cannot be written); `None` when everything is saved.
    pub fn unsaved_warning(&self) -> Option<String> {
        let at_the_terminal = self.session.context() == annabella_core::keymap::Context::Lines;
        self.journal
            .as_ref()?
            .unsaved_warning(self.ui_text(), at_the_terminal)
    }

    /// Writes the whole game, what is only in memory too, to a new journal in `dir` (another
    /// disk, a stick) and says where; or why not.
    pub fn save_elsewhere(&mut self, dir: &std::path::Path) {
        let Some(journal) = self.journal.as_ref() else {
            return;
        };
        let text = match journal.save_elsewhere(dir) {
            Ok(path) => Journal::saved_elsewhere_words(&path, self.ui_text()),
            Err(error) => error.words(self.ui_text()),
        };
        self.say_text(text, Priority::Announcement);
    }

    /// The journal's file, where the game is journaled.
    pub fn journal_path(&self) -> Option<&std::path::Path> {
        self.journal.as_ref().map(Journal::path)
    }

    pub fn set_sounds(&mut self, sounds: Sounds) {
        self.outputs.set_sounds(sounds);
    }

    pub fn sounds_mut(&mut self) -> &mut Sounds {
        self.outputs.sounds_mut()
    }

    pub fn set_speech(&mut self, speech: Speech) {
        self.outputs.set_speech(speech);
    }

    pub fn speech(&self) -> Option<&Speech> {
        self.outputs.speech()
    }

    pub fn speech_mut(&mut self) -> Option<&mut Speech> {
        self.outputs.speech_mut()
    }

    /// Who speaks what (`app` when the driver has no voice: everything is shown).
    pub fn speech_mode(&self) -> SpeechMode {
        self.outputs.speech_mode()
    }

    /// Feeds `output` everything from now on, beginning with the session as it is (an output
    /// added after the greeting, as the window's braille display is, shows the board at once).
    pub fn add_output(&mut self, output: Box<dyn Output>) {
        self.outputs.add(output, &self.session);
    }

    /// `waker` is called from another thread when an engine answers or a text ends.
    pub fn set_waker(&mut self, waker: Waker) {
        self.engines.set_waker(waker.clone());
        if let Some(remote) = self.remote.as_mut() {
            remote.set_waker(waker.clone());
            // What lichess sent before there was a waker (the game's first lines, as the
            // terminal starts) is not left waiting for the next thing to wake the shell.
            waker();
        }
        self.outputs.set_waker(waker);
    }

    /// What wakes the shell when a thread has news (none in a test that runs frame by frame).
    pub fn waker(&self) -> Option<Waker> {
        self.outputs.waker()
    }

    /// Whether an engine is thinking.
    pub fn engines_busy(&self) -> bool {
        self.engines.busy()
    }

    /// The player asks to leave (`/quit`, closing the window): whether the shell may end now.
    /// Moves the journal could not write are warned of first (leaving again goes without
    /// them); otherwise a game in progress is confirmed first ([`Driver::ask_to_leave`]).
    pub fn leave(&mut self) -> bool {
        match self.unsaved_warning() {
            Some(_) if self.warned_unsaved => true,
            Some(warning) => {
                self.warned_unsaved = true;
                self.say_text(warning, Priority::Announcement);
                false
            }
            None => self.ask_to_leave(),
        }
    }

    pub fn ask_to_leave(&mut self) -> bool {
        match self.session.ask_to_leave() {
            None => true,
            Some(question) => {
                self.say_message(&question, Priority::Announcement);
                false
            }
        }
    }

    /// The game's greeting: who plays whom, how to ask for help.
    pub fn greet(&mut self) {
        let greeting = self.session.greeting();
        self.carry_out(greeting, Echo::CursorSquare);
    }

    /// A game taken up again: what there is to tell first (a cut journal), then where it
    /// stands; its clocks stand stopped until they are started again.
    pub fn take_up(&mut self, notes: Vec<String>) {
        self.say_notes(notes);
        let now = self.session.now();
        self.handle_at(Input::TakenUp, Prompt::Asked, now);
    }

    /// Plays the game `begin` sets up from now on, in place of this one (which stays in its
    /// journal; its engines stop as they are dropped). The keys stay as they were rebound. A new
    /// game is greeted; a game taken up again says where it stands, its clocks stopped, and
    /// goes on from the time it had reached. At the terminal the new game takes lines too.
    pub fn begin(&mut self, begin: Begin) {
        self.begin_greeted(begin, false, None);
    }

    /// As [`Driver::begin`], for a game the player has just set up in the new-game dialog:
    /// greeted briefly, since the dialog has said its choices
    /// ([`annabella_core::session::Session::greeting_after_dialog`]).
    pub fn begin_chosen(&mut self, begin: Begin) {
        self.begin_greeted(begin, true, None);
    }

    fn begin_greeted(&mut self, begin: Begin, chosen: bool, remote: Option<Box<dyn Remote>>) {
        let Begin {
            mut session,
            journal,
            resumed,
            notes,
        } = begin;
        *session.keymap_mut() = self.session.keymap().clone();
        // Lines typed at a terminal stay lines: the new game is greeted and helped as such.
        let lines = self.session.context() == Context::Lines;
        self.session = session;
        self.prepare_voices();
        self.time = match self.time {
            Time::Real(_) if resumed => Time::Real(journal::epoch_continuing(self.session.now())),
            Time::Real(_) => Time::Real(Instant::now()),
            Time::Manual(_) if resumed => Time::Manual(self.session.now()),
            Time::Manual(_) => Time::Manual(Duration::ZERO),
        };
        self.journal = journal;
        // The game before's connection, if it was online, goes with it.
        self.remote = None;
        self.unsent.clear();
        if let Some(remote) = remote {
            self.set_remote(remote);
        }
        self.engines = EngineHost::new(fresh_seed());
        if let Some(waker) = self.outputs.waker() {
            self.engines.set_waker(waker);
        }
        if lines {
            let now = self.session.now();
            self.handle_at(Input::Focus(Context::Lines), Prompt::Asked, now);
        }
        if resumed {
            self.take_up(notes);
        } else if chosen {
            self.say_notes(notes);
            let greeting = self.session.greeting_after_dialog();
            self.carry_out(greeting, Echo::CursorSquare);
        } else {
            self.say_notes(notes);
            self.greet();
        }
    }

    /// Journals the game on the boards from now on, in a new journal in `dir` (an unfinished
    /// game offered at start was left for it).
    pub fn journal_in(&mut self, dir: &std::path::Path) {
        self.journal = Some(Journal::start(dir, self.session.setup()));
    }

    /// The session takes `input`, which `prompt` brought, now; see [`Driver::handle_at`].
    pub fn handle(&mut self, input: Input, prompt: Prompt) -> bool {
        let now = self.now();
        self.handle_at(input, prompt, now)
    }

    /// The session takes `input`, which `prompt` brought, at `now`. It is journaled first (on
    /// the disk, for what changed the game), then its effects are carried out. Whether the game
    /// may have changed (a tick that did nothing did not).
    pub fn handle_at(&mut self, input: Input, prompt: Prompt, now: Duration) -> bool {
        let quiet = input == Input::Tick;
        let echo = Echo::of(prompt, self.asks_for_the_square(&input));
        let effects = self.session.handle(input.clone(), now);
        let eventful = !effects.is_empty();
        // Saving that fails, and saving that works again, is told once each time it changes.
        if let Some(journal) = self.journal.as_mut()
            && let Some(news) = journal.record(now, &input, eventful)
        {
            let text = news.words(self.ui_text());
            self.say_text(text, Priority::Announcement);
        }
        self.carry_out(effects, echo);
        !quiet || eventful
    }

    /// Whether `input` asks for the square the cursor is on, or one a line names (looked up
    /// before the session takes it: the key's table is the one it was pressed in).
    fn asks_for_the_square(&self, input: &Input) -> bool {
        let command = match input {
            Input::Key(chord) => self.session.keymap().command(self.session.context(), chord),
            Input::Command(command) => Some(*command),
            Input::ReadAt { .. } => return true,
            _ => None,
        };
        command == Some(Command::Explore(Explore::ReadSquare))
    }

    /// Time passes: while a clock runs, it may fall and a cue may sound; in an online game the
    /// moment a win may be claimed comes; beside the game, a timed drill's answer is due.
    /// Whether anything happened that the shell should show.
    pub fn tick(&mut self) -> bool {
        let trained = self.tick_training();
        let due = self.session.clock().active().is_some() || self.session.next_due().is_some();
        if due && self.session.result().is_none() {
            self.handle(Input::Tick, Prompt::Asked) || trained
        } else {
            trained
        }
    }

    /// The engines' answers that are ready, and what the online game's connection brought,
    /// handled. Whether there were any. While the player trains beside the game, the engines'
    /// answers wait for [`Driver::back_to_game`].
    pub fn answers(&mut self) -> bool {
        let news = self.server_news();
        let Some(answers) = self.training.hold(self.engines.answers()) else {
            return news;
        };
        let any = !answers.is_empty();
        for answer in answers {
            self.handle(answer, Prompt::Asked);
        }
        any || news
    }

    /// The online game's connection from now on, given the shell's waker when it has one
    /// (else by [`Driver::set_waker`]).
    pub fn set_remote(&mut self, mut remote: Box<dyn Remote>) {
        if let Some(waker) = self.outputs.waker() {
            remote.set_waker(waker);
        }
        self.remote = Some(remote);
    }

    /// Plays the online game `begin` sets up from now on, as [`Driver::begin`] does, with
    /// `remote` its connection to lichess.
    pub fn begin_online(&mut self, begin: Begin, remote: Box<dyn Remote>) {
        self.begin_greeted(begin, false, Some(remote));
    }

    /// What the online game's connection brought, handled in order (and the answers to
    /// requests no connection could send). Whether there was anything.
    fn server_news(&mut self) -> bool {
        let mut news = std::mem::take(&mut self.unsent);
        if let Some(remote) = self.remote.as_mut() {
            news.extend(remote.incoming());
        }
        let any = !news.is_empty();
        for incoming in news {
            self.handle(Input::Server(incoming), Prompt::Asked);
        }
        any
    }

    /// The inputs the outputs gathered (a braille display's keys), handled: the game's, or,
    /// while the player trains, the exercise's (`training_input`). Whether there were any.
    pub fn outputs_inputs(&mut self) -> bool {
        let inputs = self.outputs.inputs();
        let any = !inputs.is_empty();
        for input in inputs {
            if self.exercising() || self.going_over() {
                self.training_input(input);
            } else {
                self.handle(input, Prompt::Asked);
            }
        }
        any
    }

    /// The app's window or terminal got or lost the keyboard focus.
    pub fn focus(&mut self, focused: bool) {
        self.outputs.focus(focused);
    }

    /// The app's window exists: its X window id, for the outputs that take a display on the
    /// window's path (BrlAPI).
    pub fn set_window(&mut self, window: u32) {
        self.outputs.set_window(window);
    }

    /// What was said since last asked, for the shell's screen (the window's log, the
    /// terminal's lines).
    pub fn take_said(&mut self) -> Vec<Said> {
        self.outputs.take_said()
    }

    /// What only the shell can do, asked since last asked.
    pub fn take_acts(&mut self) -> Vec<WindowAct> {
        self.outputs.take_acts()
    }

    /// Says an interface message (a dialog's words), with the chess words of the reader's
    /// vocabulary.
    pub fn say_message(&mut self, message: &Message, priority: Priority) {
        let text = outputs::words(message, &self.session);
        self.say_text(text, priority);
    }

    /// What has just got the focus (a dialog's field, a menu item): said by the app, unless a
    /// screen reader reads the focus.
    pub fn say_focused(&mut self, message: &Message) {
        let text = outputs::words(message, &self.session);
        self.say_focused_text(text);
    }

    /// What has just got the focus, already in words (a move of the move list).
    pub fn say_focused_text(&mut self, text: String) {
        let said = Said {
            echo: true,
            ..outputs::said_text(text, Priority::Chatter, &self.session)
        };
        self.outputs.tell(said, &self.session);
    }

    /// Says `text`, in the interface language.
    pub fn say_text(&mut self, text: String, priority: Priority) {
        self.outputs.say_text(text, priority, &self.session);
    }

    /// Tells what the journals had to say (one moved aside, a last line cut), each said.
    pub fn say_notes(&mut self, notes: Vec<String>) {
        for note in notes {
            self.say_text(note, Priority::Announcement);
        }
    }

    /// A missing speech service, sound card or display is told once: shown (said when speech
    /// works).
    pub fn tell_notices(&mut self) {
        self.outputs.tell_notices(&self.session);
    }

    /// Lets the speech go on: what waits starts once the speaker is done (each frame, each
    /// tick).
    pub fn poll_speech(&mut self) {
        self.outputs.poll_speech();
    }

    /// Readies the voices of the languages this game speaks: the interface's and each player's
    /// move words' (a voice readied on the first move would keep that move waiting).
    pub fn prepare_voices(&mut self) {
        let Some(speech) = self.outputs.speech_mut() else {
            return;
        };
        let setup = self.session.setup();
        let mut languages = vec![setup.ui.as_str().to_string()];
        for color in [Color::White, Color::Black] {
            languages.push(Vocabulary::get(setup.player(color).vocab).language());
        }
        speech.voice_mut().prepare(&languages);
    }

    /// The settings as they are now: the speech, the language, the clock's sounds, and the
    /// window's `look`.
    pub fn preferences(&self, look: &Look) -> Preferences {
        let percent = |level: f32| ((level * 10.0).round() * 10.0).clamp(0.0, 100.0) as u8;
        let setup = self.session.setup();
        let speech = self.outputs.speech();
        let tune = speech.map(Speech::tune).unwrap_or_default();
        Preferences {
            language: setup.ui,
            speech: self.speech_mode(),
            engine: speech.map(|s| s.voice().engine()).unwrap_or_default(),
            rate: percent(tune.rate),
            pitch: percent(tune.pitch),
            volume: percent(tune.volume),
            voices: annabella_core::dialogs::preferences::Voices {
                offered: speech.map(|s| s.voice().voices()).unwrap_or_default(),
                chosen: speech
                    .map(|s| s.chosen_voices().clone())
                    .unwrap_or_default(),
            },
            move_language: Vocabulary::get(setup.player(setup.reader()).vocab).language(),
            sounds: percent(setup.cues.volume).max(10),
            cues: annabella_core::session::Cues::of(&setup.cues),
            verbosity: setup.verbosity,
            theme: look.theme,
            zoom: (look.zoom * 100.0).round() as u16,
            boards: Boards::from_one(look.one_board),
        }
    }

    /// Puts the driver's part of `preferences` into effect: the speech, the clock's sounds, what
    /// follows a move, the interface language.
    pub fn use_preferences(&mut self, preferences: &Preferences) {
        let level = |percent: u8| f32::from(percent) / 100.0;
        if let Some(speech) = self.outputs.speech_mut() {
            speech.set_tune(Tune {
                rate: level(preferences.rate),
                pitch: level(preferences.pitch),
                volume: level(preferences.volume),
            });
            speech.choose_voices(preferences.voices.chosen.clone());
            speech
                .voice_mut()
                .use_engine(preferences.engine, preferences.speech);
            speech.set_mode(preferences.speech);
        }
        self.session.set_clock_sounds(preferences.cues);
        self.session.set_verbosity(preferences.verbosity);
        self.session.set_sound_volume(level(preferences.sounds));
        if self.session.setup().ui != preferences.language {
            self.session.set_interface_language(preferences.language);
            self.prepare_voices();
        }
    }

    /// Says, plays, asks and saves as the session's effects say, `echo` telling which chatter
    /// the focus reached; what only a shell does is kept for it. The outputs look at the
    /// session once, at the end, not after each thing said.
    fn carry_out(&mut self, effects: Vec<Effect>, echo: Echo) {
        for effect in effects {
            match &effect {
                Effect::Say {
                    text,
                    language,
                    priority,
                    ..
                } => {
                    let echo = self.is_echo(text, *priority, echo);
                    self.outputs.feed(Said {
                        text: text.clone(),
                        language: language.clone(),
                        priority: *priority,
                        echo,
                    });
                }
                Effect::Cue(heard) => self.outputs.cue(heard),
                Effect::SaveScoresheet | Effect::SaveEnvelope => {
                    let journal = self.journal_path();
                    let text = if effect == Effect::SaveEnvelope {
                        crate::stores::scoresheet::save_envelope_and_tell(&self.session, journal)
                    } else {
                        crate::stores::scoresheet::save_and_tell(&self.session, journal)
                    };
                    let said = outputs::said_text(text, Priority::Announcement, &self.session);
                    self.outputs.feed(said);
                }
                Effect::StartEngine { .. } | Effect::AskEngine { .. } => {
                    self.engines.carry_out(&effect, &self.session.engine_game())
                }
                Effect::Window(act) => self.outputs.act(*act),
                Effect::Online { id, request } => match self.remote.as_mut() {
                    Some(remote) => remote.send(*id, request.clone()),
                    None => self.unsent.push(remote::not_connected(*id)),
                },
            }
        }
        self.outputs.look(&self.session);
        self.tell_notices();
    }

    /// Whether a chatter text is what the focus reached, as `echo` has it for the input. (Only
    /// asked in the events mode, where it matters: it builds the square's name.)
    fn is_echo(&self, text: &str, priority: Priority, echo: Echo) -> bool {
        self.speech_mode() == SpeechMode::Events
            && priority == Priority::Chatter
            && echo.covers(text, || {
                self.session
                    .square_name(self.session.view(), self.session.cursor())
            })
    }

    fn ui_text(&self) -> &'static UiText {
        UiText::get(self.session.setup().ui)
    }
}
