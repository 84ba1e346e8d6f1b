//! The window's state and its face. The driver (`crate::driver`) runs the game — the session,
//! the journal, the engines, speech and sound; the window only presents: keys in, the session
//! drawn, everything said shown in the log. At most one overlay (the offer of an unfinished
//! game, a dialog, the menu bar, the training view, the lobby on lichess) is open over the game,
//! and it has the keys.
//!
//! The regions are views that own their state (`GameView`, `TrainingView`, the `Log`); the
//! window holds the driver, the overlay and the focus, and carries out what the views ask:
//! one frame in `frame`, what opens over the game and what its answers do in `overlays`.

mod frame;
mod overlays;

use std::{path::PathBuf, time::Duration};

use annabella_core::{
    dialogs::preferences::Preferences,
    keymap::ViewKey,
    look::Look,
    session::{Input, Message, Session, WindowAct},
    speech::{SpeechMode, queue::Priority},
    ui_text::UiText,
};
use eframe::egui;

use super::{
    drawn::Drawn,
    focus::Focus,
    game_view::GameView,
    log::{Log, LogLine},
    look::WindowLook,
    overlay::Overlay,
    places::Places,
    screen_reader_keys::ScreenReaderKeys,
};
use crate::{
    devices::audio::Earcons,
    devices::speech::{Tune, Voice},
    driver::{Begin, Driver, Sounds, Speech, Time, TrainingPlace},
};

/// The window's state.
pub struct App {
    driver: Driver,
    /// Everything said, as shown.
    log: Log,
    /// What the boards and the move list show; rebuilt when the session may have changed.
    drawn: Drawn,
    /// What is open over the game and has the keys.
    overlay: Option<Overlay>,
    /// Where the keyboard's focus goes.
    focus: Focus,
    /// The game's view: the boards, the move field, the move list, the incident log.
    game: GameView,
    /// Colours, zoom, one board or all, full screen.
    look: WindowLook,
    /// Where the games, the settings and the training record are kept.
    places: Places,
    /// The game has been said and journaled: not yet when the window opened on the dialog.
    begun: bool,
    /// The line to the screen reader that hears the keys first (the real window only).
    screen_reader_keys: Option<ScreenReaderKeys>,
}

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
            log: Log::default(),
            drawn,
            overlay: None,
            focus: Focus::default(),
            game: GameView::default(),
            look: WindowLook::default(),
            places: Places::default(),
            begun: true,
            screen_reader_keys: None,
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
        self.places.set_folders(games, remembered);
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
        self.places.set_settings_file(path);
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
        self.driver.preferences(&self.look.look())
    }

    /// Puts `preferences` into effect: the speech, the clock's sounds, the language (the
    /// driver's), and the look.
    fn use_preferences(&mut self, preferences: &Preferences) {
        let language = self.driver.session().setup().ui;
        self.driver.use_preferences(preferences);
        if language != preferences.language {
            self.redraw();
        }
        self.look.use_preferences(preferences);
    }

    /// How the window looks (from the settings or the command line).
    pub fn set_look(&mut self, look: Look) {
        self.look.set(look);
    }

    pub fn look(&self) -> Look {
        self.look.look()
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
        self.log.lines()
    }

    /// For tests: the time is now `at` (since the session began).
    pub fn set_time(&mut self, at: Duration) {
        self.driver.set_time(at);
    }

    /// Where the training record is kept, the date and the seed (tests).
    pub fn set_training_place(&mut self, place: TrainingPlace) {
        self.places.set_training(place);
    }

    /// The lichess server and token the lobby connects with (a test's fake server).
    /// Every line lichess sends written into `record` (`--record DIR`).
    pub fn set_lichess_record(&mut self, record: std::sync::Arc<crate::driver::online::Record>) {
        self.places.set_lichess_record(record);
    }

    pub fn set_lichess(&mut self, client: crate::devices::lichess::Client) {
        self.places.set_lichess(client);
    }

    /// The browser a login from the lobby opens, and where its token is kept (a test's).
    pub fn set_lichess_login(
        &mut self,
        browser: std::sync::Arc<dyn crate::devices::lichess::auth::Opener + Send + Sync>,
        store: PathBuf,
    ) {
        self.places.set_lichess_login(browser, store);
    }

    /// Whether the lobby on lichess is open.
    pub fn online_open(&self) -> bool {
        matches!(self.overlay, Some(Overlay::Online(_)))
    }

    /// Whether the new-game dialog is open.
    pub fn new_game_open(&self) -> bool {
        matches!(self.overlay, Some(Overlay::NewGame(_)))
    }

    /// Whether the settings dialog is open.
    pub fn settings_open(&self) -> bool {
        matches!(self.overlay, Some(Overlay::Settings { .. }))
    }

    /// Whether a menu of the menu bar is open.
    pub fn menu_open(&self) -> bool {
        matches!(self.overlay, Some(Overlay::Menu(_)))
    }

    /// Whether the training view is open.
    pub fn training_open(&self) -> bool {
        matches!(self.overlay, Some(Overlay::Training(_)))
    }

    fn ui_text(&self) -> &'static UiText {
        UiText::get(self.driver.session().setup().ui)
    }

    /// What the boards and the lists show, taken again from the session (after an input that
    /// may have changed it).
    fn redraw(&mut self) {
        self.drawn = Drawn::of(self.driver.session());
    }

    /// The session takes `input`; what it says is shown and said, and the boards are drawn
    /// again when it may have changed.
    fn handle(&mut self, input: Input) {
        if self.driver.handle(input, crate::driver::Prompt::Asked) {
            self.redraw();
        }
        self.after_driver();
    }

    /// An interface message (a dialog's words), said and shown.
    fn say_ui(&mut self, message: &Message, priority: Priority) {
        self.driver.say_message(message, priority);
        self.take_said();
    }

    /// What has just got the focus: said by the app, unless a screen reader reads the focus.
    fn say_focused(&mut self, message: &Message) {
        self.driver.say_focused(message);
        self.take_said();
    }

    /// What has just got the focus, already in words: said by the app, unless a screen reader
    /// reads the focus.
    fn say_focused_text(&mut self, text: String) {
        self.driver.say_focused_text(text);
        self.take_said();
    }

    /// What the driver said goes into the log; what only the window does is done.
    fn after_driver(&mut self) {
        for act in self.driver.take_acts() {
            self.window_act(act);
        }
        self.take_said();
    }

    fn take_said(&mut self) {
        self.log.add(self.driver.take_said());
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
            // The session has the focus go to the move field: the chat's line waits there.
            WindowAct::Chat => self.game.write_line(annabella_core::commands::line_of(
                annabella_core::commands::InGame::Chat,
            )),
            WindowAct::View(key) => {
                let said = self.look.change(key, self.game.showing_one());
                self.say_ui(&said, Priority::Announcement);
            }
        }
    }
}
