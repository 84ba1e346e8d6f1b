//! The window's state and its frame. The driver (`crate::driver`) runs the game — the session,
//! the journal, the engines, speech and sound; the window only presents: keys in, the session
//! drawn, everything said shown in the log. At most one overlay (the offer of an unfinished
//! game, a dialog, the menu bar) is open over the game, and it has the keys.

use std::{path::PathBuf, time::Duration};

use annabella_core::{
    dialogs::{preferences::Preferences, review::ReviewChoice},
    keymap::ViewKey,
    look::Look,
    session::{Input, Message, Session, WindowAct},
    speech::{SpeechMode, queue::Priority},
    ui_text::UiText,
};
use eframe::egui::{self, Id, Ui};

use super::{
    drawn::Drawn, item_list::ItemList, overlay::Overlay, screen_reader_keys::ScreenReaderKeys,
};
use crate::{
    devices::audio::Earcons,
    devices::speech::{Tune, Voice},
    driver::{Begin, Driver, Said, Sounds, Speech, Time},
};

/// One line of the log: everything said, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct LogLine {
    pub text: String,
    pub priority: Priority,
}

impl From<Said> for LogLine {
    fn from(said: Said) -> LogLine {
        LogLine {
            text: said.text,
            priority: said.priority,
        }
    }
}

/// The window's state.
pub struct App {
    pub(super) driver: Driver,
    /// Everything said, as shown.
    pub(super) log: Vec<LogLine>,
    /// The move field's text.
    pub(super) entry: String,
    /// What the boards and the move list show; rebuilt when the session may have changed.
    pub(super) drawn: Drawn,
    /// Move the keyboard focus to where the session is (after a key or at the start).
    pub(super) follow_session: bool,
    /// What is open over the game and has the keys.
    pub(super) overlay: Option<Overlay>,
    /// Where a new game's journal goes (none in tests).
    pub(super) games: Option<PathBuf>,
    /// Where the new-game dialog's last choices are kept (none in tests).
    pub(super) remembered: Option<PathBuf>,
    /// Where the settings dialog saves (none in tests).
    pub(super) settings_file: Option<PathBuf>,
    /// The game has been said and journaled: not yet when the window opened on the dialog.
    pub(super) begun: bool,
    /// Colours, zoom, one board or all, full screen.
    pub(super) look: Look,
    /// The look changed: put it on the window at the next frame.
    pub(super) look_changed: bool,
    /// Full screen was switched: tell the window.
    pub(super) full_screen_changed: bool,
    /// One board is shown (the layout key changes it).
    pub(super) showing_one: bool,
    /// Alt is down and nothing else has been pressed since (let go, it opens the menu bar).
    pub(super) alt_alone: bool,
    /// The first and the last region Tab reaches in the game's view, as last drawn.
    pub(super) tab_ends: [Option<Id>; 2],
    /// The move list: its items as last drawn (one, "no moves yet", before the first move),
    /// where its focus is and goes.
    pub(super) move_list: ItemList,
    /// The incident log, walked as the move list is.
    pub(super) incident_list: ItemList,
    /// The line to the screen reader that hears the keys first (the real window only).
    screen_reader_keys: Option<ScreenReaderKeys>,
    /// The file last reviewed, offered again by the review dialog.
    pub(super) last_reviewed: ReviewChoice,
    /// Where the training record is kept (the Learn menu's exercises).
    pub(super) training_place: crate::driver::TrainingPlace,
    /// The training view's list gets the focus at the next frame (Tab).
    pub(super) training_list_focus: Option<Id>,
    /// Whether the window had the keyboard focus at the last frame (the outputs are told when
    /// it changes: a braille display is given back to the screen reader).
    focused: Option<bool>,
}

/// While an engine thinks, the window looks for its answer at least this often (it is normally
/// woken by the answer itself).
const ENGINE_POLL: Duration = Duration::from_millis(250);

impl App {
    /// A window over `session`, greeted. `screen_reader_speaks` when the player's screen reader
    /// reads the window and the app's own speech is off.
    pub fn new(
        session: Session,
        voice: Voice,
        earcons: Box<dyn Earcons>,
        time: Time,
        screen_reader_speaks: bool,
    ) -> App {
        let mut app = App::build(session, voice, earcons, time, screen_reader_speaks);
        app.driver.greet();
        app.take_said();
        app
    }

    /// A window that opens on the new-game dialog: `session` is the game Escape goes back to,
    /// said and journaled only then. `games` and `remembered` as for [`App::set_folders`].
    pub fn on_new_game(
        session: Session,
        voice: Voice,
        earcons: Box<dyn Earcons>,
        time: Time,
        screen_reader_speaks: bool,
        games: Option<PathBuf>,
        remembered: Option<PathBuf>,
    ) -> App {
        let mut app = App::build(session, voice, earcons, time, screen_reader_speaks);
        app.begun = false;
        app.set_folders(games, remembered);
        app.open_new_game();
        app
    }

    /// A window over the game `begin` sets up: a new game greeted, or one taken up again from
    /// its journal, said where it stands, its clocks stopped.
    pub fn begun(
        begin: Begin,
        voice: Voice,
        earcons: Box<dyn Earcons>,
        screen_reader_speaks: bool,
    ) -> App {
        let (driver, notes, resumed) = Driver::begun(begin);
        let mut app = App::build_over(driver, voice, earcons, screen_reader_speaks);
        if resumed {
            app.driver.take_up(notes);
        } else {
            app.driver.say_notes(notes);
            app.driver.greet();
        }
        app.take_said();
        app
    }

    /// The window's state over `session`, the devices' notices told, nothing said yet.
    fn build(
        session: Session,
        voice: Voice,
        earcons: Box<dyn Earcons>,
        time: Time,
        screen_reader_speaks: bool,
    ) -> App {
        App::build_over(
            Driver::new(session, time),
            voice,
            earcons,
            screen_reader_speaks,
        )
    }

    /// The window's state over `driver`'s game, the devices' notices told, nothing said yet.
    fn build_over(
        mut driver: Driver,
        voice: Voice,
        earcons: Box<dyn Earcons>,
        screen_reader_speaks: bool,
    ) -> App {
        let drawn = Drawn::of(driver.session());
        let mode = if screen_reader_speaks {
            SpeechMode::ScreenReader
        } else {
            SpeechMode::App
        };
        driver.set_speech(Speech::new(voice, mode));
        driver.set_sounds(Sounds::new(earcons, None));
        let mut app = App {
            driver,
            log: Vec::new(),
            entry: String::new(),
            drawn,
            follow_session: true,
            overlay: None,
            games: None,
            remembered: None,
            settings_file: None,
            begun: true,
            look: Look::default(),
            look_changed: true,
            full_screen_changed: false,
            showing_one: false,
            alt_alone: false,
            tab_ends: [None; 2],
            move_list: ItemList::default(),
            incident_list: ItemList::default(),
            screen_reader_keys: None,
            last_reviewed: ReviewChoice::default(),
            training_place: crate::driver::TrainingPlace::default(),
            training_list_focus: None,
            focused: None,
        };
        app.driver.tell_notices();
        app.take_said();
        app
    }

    /// Tells what the journals had to say (one moved aside), shown and said.
    pub fn say_notes(&mut self, notes: Vec<String>) {
        self.driver.say_notes(notes);
        self.take_said();
    }

    /// Where the games are journaled, and where the new-game dialog keeps its last choices: a
    /// game started from the dialog is journaled there too.
    pub fn set_folders(&mut self, games: Option<PathBuf>, remembered: Option<PathBuf>) {
        self.games = games;
        self.remembered = remembered;
    }

    /// The speech's rate, pitch and volume (from the settings file).
    pub fn set_tune(&mut self, tune: Tune) {
        if let Some(speech) = self.driver.speech_mut() {
            speech.set_tune(tune);
        }
    }

    /// The voice of each language from now on (primary tag → the system's name of the voice).
    pub fn set_voices(&mut self, chosen: std::collections::BTreeMap<String, String>) {
        if let Some(speech) = self.driver.speech_mut() {
            speech.choose_voices(chosen);
        }
    }

    /// Readies the voices of the languages this game speaks.
    pub fn prepare_voices(&mut self) {
        self.driver.prepare_voices();
    }

    /// Where the settings dialog keeps what it sets.
    pub fn set_settings_file(&mut self, path: Option<PathBuf>) {
        self.settings_file = path;
    }

    /// Who speaks what from now on (the settings dialog, or the screen reader found at start).
    pub fn set_speech_mode(&mut self, mode: SpeechMode) {
        if let Some(speech) = self.driver.speech_mut() {
            speech.set_mode(mode);
        }
    }

    pub fn speech_mode(&self) -> SpeechMode {
        self.driver.speech_mode()
    }

    /// The settings as they are now.
    pub fn preferences(&self) -> Preferences {
        self.driver.preferences(&self.look)
    }

    /// Puts `preferences` into effect: the speech, the clock's sounds, the language (the
    /// driver's), and the look.
    pub(super) fn use_preferences(&mut self, preferences: &Preferences) {
        let language = self.driver.session().setup().ui;
        self.driver.use_preferences(preferences);
        if language != preferences.language {
            self.drawn = Drawn::of(self.driver.session());
        }
        self.look.theme = preferences.theme;
        self.look.zoom = f32::from(preferences.zoom) / 100.0;
        self.look.one_board = preferences.boards.one();
        self.look_changed = true;
    }

    /// How the window looks (from the settings or the command line).
    pub fn set_look(&mut self, look: Look) {
        self.look = look;
        self.look_changed = true;
    }

    pub fn look(&self) -> Look {
        self.look
    }

    /// The assistant's own output for the clock sounds meant for them (D.2.10); the player's
    /// stays the main output.
    pub fn set_assistant_earcons(&mut self, earcons: Box<dyn Earcons>) {
        self.driver.sounds_mut().set_assistant(earcons);
    }

    pub fn session(&self) -> &Session {
        self.driver.session()
    }

    /// The window is drawn again as soon as an engine answers or a text ends: it never polls
    /// for them.
    pub fn wake_on_answers(&mut self, ctx: &egui::Context) {
        let ctx = ctx.clone();
        self.driver
            .set_waker(std::sync::Arc::new(move || ctx.request_repaint()));
    }

    /// Hand each key to the screen reader first while one reads the focus (the real window: the
    /// accessibility bus is connected to on a thread).
    pub fn hand_keys_to_screen_reader(&mut self) {
        self.screen_reader_keys = Some(ScreenReaderKeys::connect());
    }

    /// Feeds `output` everything said and played from now on (a braille display, a test's
    /// recorder).
    pub fn add_output(&mut self, output: Box<dyn crate::driver::Output>) {
        self.driver.add_output(output);
    }

    /// The window exists: its X window id, for the outputs (a braille display's window path).
    pub fn set_window(&mut self, window: u32) {
        self.driver.set_window(window);
    }

    /// Everything said so far.
    pub fn log(&self) -> &[LogLine] {
        &self.log
    }

    /// For tests: the time is now `at` (since the session began).
    pub fn set_time(&mut self, at: Duration) {
        self.driver.set_time(at);
    }

    pub(super) fn ui_text(&self) -> &'static UiText {
        UiText::get(self.driver.session().setup().ui)
    }

    /// The session takes `input`; what it says is shown and said, and the boards are drawn
    /// again when it may have changed.
    pub(super) fn handle(&mut self, input: Input) {
        if self.driver.handle(input, crate::driver::Prompt::Asked) {
            self.drawn = Drawn::of(self.driver.session());
        }
        self.after_driver();
    }

    /// An interface message (a dialog's words), said and shown.
    pub(super) fn say_ui(&mut self, message: &Message, priority: Priority) {
        self.driver.say_message(message, priority);
        self.take_said();
    }

    /// What has just got the focus: said by the app, unless a screen reader reads the focus.
    pub(super) fn say_focused(&mut self, message: &Message) {
        self.driver.say_focused(message);
        self.take_said();
    }

    /// What has just got the focus, already in words: said by the app, unless a screen reader
    /// reads the focus.
    pub(super) fn say_focused_text(&mut self, text: String) {
        self.driver.say_focused_text(text);
        self.take_said();
    }

    /// What the driver said goes into the log; what only the window does is done.
    pub(super) fn after_driver(&mut self) {
        for act in self.driver.take_acts() {
            self.window_act(act);
        }
        self.take_said();
    }

    fn take_said(&mut self) {
        self.log
            .extend(self.driver.take_said().into_iter().map(LogLine::from));
    }

    /// What the session asked only the window to do.
    fn window_act(&mut self, act: WindowAct) {
        match act {
            WindowAct::NewGame => self.open_new_game(),
            WindowAct::Settings => self.open_settings(),
            WindowAct::Menu => self.open_menu(0),
            WindowAct::Review => self.open_review(),
            WindowAct::View(ViewKey::Layout) if self.drawn.boards.len() <= 1 => {
                // One board only (no tactile board kept): nothing to lay out, and saying
                // "every board side by side" would promise boards that are not there.
                self.say_ui(&Message::ui("view-only-game"), Priority::Announcement);
            }
            WindowAct::Learn(learn) => self.open_training(learn),
            WindowAct::View(key) => {
                let was_full_screen = self.look.full_screen;
                let said = self.look.change(key, self.showing_one);
                self.look_changed = true;
                self.full_screen_changed = was_full_screen != self.look.full_screen;
                self.say_ui(&said, Priority::Announcement);
            }
        }
    }

    /// One frame: keys, time, engines, speech, then drawing.
    pub fn frame(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        super::look::add_piece_font(&ctx);
        // The zoom keys are the session's (said as they change), not egui's own.
        ctx.options_mut(|o| o.zoom_with_keyboard = false);
        if std::mem::take(&mut self.look_changed) {
            super::look::apply(&self.look, &ctx);
        }
        if std::mem::take(&mut self.full_screen_changed) {
            ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(self.look.full_screen));
        }
        if let Some(focused) = ctx.input(|i| i.viewport().focused)
            && self.focused != Some(focused)
        {
            self.focused = Some(focused);
            self.driver.focus(focused);
        }
        if ctx.input(|i| i.viewport().close_requested()) && !self.close_requested() {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
        }
        self.take_keys(&ctx);
        if self.driver.engine_answers() {
            self.drawn = Drawn::of(self.driver.session());
            // The focus follows the computer's move only where the game is played (the board,
            // the move field): a player walking the move list or the log stays there.
            let focused = ctx.memory(|m| m.focused());
            if focused.is_none()
                || focused == Some(super::game_view::entry_id())
                || self.is_square(focused)
            {
                self.follow_session = true;
            }
        }
        self.training_news();
        let ticked = self.driver.tick();
        let keyed = self.driver.outputs_inputs();
        if ticked || keyed {
            self.drawn = Drawn::of(self.driver.session());
        }
        self.driver.poll_speech();
        self.driver.tell_notices();
        let from = self.log.len();
        self.after_driver();
        if keyed {
            self.training_keyed(from);
        }
        self.draw(ui);
        self.schedule_repaint(&ctx);
    }

    /// Repaint only when something will change: speech to follow, the next second of a running
    /// clock. An idle window with no clock running sleeps until a key comes.
    fn schedule_repaint(&self, ctx: &egui::Context) {
        let voice = self.driver.speech().map(Speech::voice);
        let session = self.driver.session();
        if let Some(at) = voice.and_then(Voice::look_again_at) {
            // The speaker wakes the window when the text ends; this is for a service that never
            // says so.
            ctx.request_repaint_after(at.saturating_duration_since(std::time::Instant::now()));
        } else if voice.is_some_and(Voice::busy) {
            // A speaker that finishes at once: the next frame lets what waits go.
            ctx.request_repaint();
        } else if self.driver.engines_busy() || self.driver.going_over() {
            // The engine's thread wakes the window when it answers; this is only a safety net.
            ctx.request_repaint_after(ENGINE_POLL);
        } else if let Some(color) = session.clock().active()
            && session.result().is_none()
        {
            let remaining = session.clock().remaining(color, self.driver.now());
            let to_next_second = Duration::from_nanos(remaining.subsec_nanos().into());
            ctx.request_repaint_after(to_next_second + Duration::from_millis(1));
        }
    }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        egui::CentralPanel::default().show(ui, |ui| self.frame(ui));
    }

    /// A screen reader reading the focus hears each key before the window does, and keeps the
    /// keys that are its own commands.
    fn raw_input_hook(&mut self, _ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        if self.driver.speech_mode() == SpeechMode::App {
            return;
        }
        if let Some(keys) = &mut self.screen_reader_keys {
            let millis = raw_input.time.map_or(0, |t| (t * 1000.0) as i64);
            keys.forward(&mut raw_input.events, millis as i32);
        }
    }
}
