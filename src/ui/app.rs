//! The window's state and its frame: keys in, the session's effects out to speech, sound and the
//! screen.
//!
//! The session decides everything; this shell only translates. Keys go to the session as chords
//! (except what a text field or a button needs for itself); every `Say` effect is spoken and
//! added to the log on screen; every cue is played. Keyboard focus follows the session: the
//! cursor's square while exploring, the move field while typing.

use std::time::{Duration, Instant};

use eframe::egui::{
    self, Align, Color32, Event, Id, Key, Layout, RichText, ScrollArea, TextEdit, Ui,
    accesskit::{Live, Role},
};
use shakmaty::{Color, Position};

use super::board_view::{self, BoardLook, SquareLook};
use super::dialog::{Asked, Dialog};
use super::keys;
use super::look::Look;
use super::new_game;
use super::screen_reader_keys::ScreenReaderKeys;
use crate::{
    menu::{Menu, MenuMove},
    open_game::{OpenField, OpenGame},
    preferences::{Boards, Preferences},
    speech::SpeechMode,
    speech::Tune,
};

/// The "go over a game" dialog's title and buttons.
const OPEN_GAME_WORDS: super::dialog::Words = super::dialog::Words {
    title: "window-open-game",
    start: "window-open-game-start",
    close: "window-new-game-cancel",
};

/// The settings dialog's title and buttons.
const SETTINGS_WORDS: super::dialog::Words = super::dialog::Words {
    title: "window-settings",
    start: "window-settings-keep",
    close: "window-settings-cancel",
};
use crate::{
    audio::Earcons,
    engine::host::EngineHost,
    form::Form,
    journal::Journal,
    keymap::{Act, ArbiterKey, Command, Context, Explore},
    session::{Effect, Input, Message, Session, View, WindowAct},
    speech::{Voice, queue::Priority},
    ui_text::UiText,
    vocab::Vocabulary,
};

/// Where the time comes from: the real clock, or a test's hand.
pub enum Time {
    Real(Instant),
    Manual(Duration),
}

/// One line of the log: everything said, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct LogLine {
    pub text: String,
    pub priority: Priority,
}

/// The window's state.
pub struct App {
    session: Session,
    voice: Voice,
    earcons: Box<dyn Earcons>,
    time: Time,
    log: Vec<LogLine>,
    /// The move field's text.
    entry: String,
    /// What the boards and the move list show; rebuilt when the session may have changed.
    drawn: Drawn,
    /// Move the keyboard focus to where the session is (after a key or at the start).
    follow_session: bool,
    /// Who speaks what: the app everything, the app the events while the screen reader reads
    /// the focus, or the screen reader everything (the status line a live region).
    speech_mode: SpeechMode,
    /// The computer opponent and the analyst, on their own threads.
    engines: EngineHost,
    /// The assistant's output for the cues meant for them, when one is chosen.
    assistant_earcons: Option<Box<dyn Earcons>>,
    /// Where the game is journaled (none in tests, and while an offer waits for its answer).
    journal: Option<Journal>,
    /// An unfinished game offered at start: Enter takes it up, N starts the new one.
    offer: Option<Offer>,
    /// The new-game dialog, while it is open: it has the keys.
    dialog: Option<Dialog<crate::new_game::NewGame>>,
    /// Open the dialog when the offer of an unfinished game is declined.
    dialog_after_offer: bool,
    /// Where a new game's journal goes (none in tests).
    games: Option<std::path::PathBuf>,
    /// Where the dialog's last choices are kept (none in tests).
    remembered: Option<std::path::PathBuf>,
    /// What wakes the window when an engine answers (given again to a new game's engines).
    waker: Option<crate::engine::worker::Waker>,
    /// The game has been said and journaled: not yet when the window opened on the dialog.
    begun: bool,
    /// Colours, zoom, one board or all, full screen.
    look: Look,
    /// The look changed: put it on the window at the next frame.
    look_changed: bool,
    /// One board is shown (the layout key changes it).
    showing_one: bool,
    /// Full screen was switched: tell the window.
    full_screen_changed: bool,
    /// The voice chosen for each language (the settings file, the settings dialog).
    chosen_voices: std::collections::BTreeMap<String, String>,
    /// Alt is down and nothing else has been pressed since (let go, it opens the menu bar).
    alt_alone: bool,
    /// The first and the last region Tab reaches in the game's view, as last drawn.
    tab_ends: [Option<Id>; 2],
    /// The focus moved by itself (Tab, a click): what the session says of it is the screen
    /// reader's to read in the events mode.
    focus_moved: bool,
    /// The line to the screen reader that hears the keys first (the real window only).
    screen_reader_keys: Option<ScreenReaderKeys>,
    /// The settings dialog while it is open, with the settings as they were when it opened
    /// (Escape puts them back).
    settings: Option<(Dialog<Preferences>, Preferences)>,
    /// The speech's rate, pitch and volume.
    tune: Tune,
    /// Where the settings dialog saves (none in tests).
    settings_file: Option<std::path::PathBuf>,
    /// The menu bar's open menu (F10, or a click on a menu's title).
    menu: Option<Menu>,
    /// The "go over a game" dialog while it is open, and the file last gone over.
    open_game: Option<Dialog<OpenGame>>,
    last_opened: OpenGame,
}

/// An unfinished game offered at start, and where a new game's journal would go.
pub struct Offer {
    pub session: Session,
    /// Its journal, written on when it is taken up.
    pub path: std::path::PathBuf,
    /// The offer's words.
    pub text: String,
    /// What to tell when it is taken up (its last line was cut off).
    pub notes: Vec<String>,
    /// The folder a new game is journaled in, when the offer is declined.
    pub games: std::path::PathBuf,
}

struct Drawn {
    boards: Vec<BoardLook>,
    moves: Vec<String>,
    /// The incident log, one line an entry.
    incidents: Vec<String>,
}

/// While an engine thinks, the window looks for its answer at least this often (it is normally
/// woken by the answer itself).
const ENGINE_POLL: Duration = Duration::from_millis(250);
/// At most this many lines of the log are drawn (all are kept).
const LOG_SHOWN: usize = 200;

impl App {
    /// A window over `session`. `screen_reader_speaks` when the player's screen reader reads the
    /// window and the app's own speech is off.
    pub fn new(
        session: Session,
        voice: Voice,
        earcons: Box<dyn Earcons>,
        time: Time,
        screen_reader_speaks: bool,
    ) -> App {
        let mut app = App::build(session, voice, earcons, time, screen_reader_speaks);
        let greeting = app.session.greeting();
        app.apply(greeting);
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
        games: Option<std::path::PathBuf>,
        remembered: Option<std::path::PathBuf>,
    ) -> App {
        let mut app = App::build(session, voice, earcons, time, screen_reader_speaks);
        app.begun = false;
        app.set_folders(games, remembered);
        app.open_new_game();
        app
    }

    /// A window over a game taken up again from its journal: said where it stands, its clocks
    /// stopped; written on in the same journal.
    pub fn resumed(
        session: Session,
        voice: Voice,
        earcons: Box<dyn Earcons>,
        screen_reader_speaks: bool,
        journal: Journal,
        notes: Vec<String>,
    ) -> App {
        let start = crate::journal::epoch_continuing(session.now());
        let mut app = App::build(
            session,
            voice,
            earcons,
            Time::Real(start),
            screen_reader_speaks,
        );
        app.journal = Some(journal);
        app.take_up(notes);
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
        let drawn = Drawn::of(&session);
        let mut app = App {
            session,
            voice,
            earcons,
            time,
            log: Vec::new(),
            entry: String::new(),
            drawn,
            follow_session: true,
            speech_mode: if screen_reader_speaks {
                SpeechMode::ScreenReader
            } else {
                SpeechMode::App
            },
            engines: EngineHost::new(crate::engine::fresh_seed()),
            assistant_earcons: None,
            journal: None,
            offer: None,
            dialog: None,
            dialog_after_offer: false,
            games: None,
            remembered: None,
            waker: None,
            begun: true,
            look: Look::default(),
            look_changed: true,
            showing_one: false,
            full_screen_changed: false,
            screen_reader_keys: None,
            focus_moved: false,
            tab_ends: [None; 2],
            alt_alone: false,
            chosen_voices: Default::default(),
            settings: None,
            tune: Tune::default(),
            settings_file: None,
            menu: None,
            open_game: None,
            last_opened: OpenGame::default(),
        };
        app.tell_notices();
        app
    }

    /// Tells what the journals had to say (one moved aside), shown and said.
    pub fn say_notes(&mut self, notes: Vec<String>) {
        let language = self.session.setup().ui.as_str().to_string();
        for note in notes {
            self.say(note, &language, Priority::Announcement);
        }
    }

    /// Journals the game from now on.
    pub fn set_journal(&mut self, journal: Journal) {
        self.journal = Some(journal);
    }

    /// Where the games are journaled, and where the new-game dialog keeps its last choices: a
    /// game started from the dialog is journaled there too.
    pub fn set_folders(
        &mut self,
        games: Option<std::path::PathBuf>,
        remembered: Option<std::path::PathBuf>,
    ) {
        self.games = games;
        self.remembered = remembered;
    }

    /// Opens the new-game dialog over the game (which goes on, and is there again after
    /// Escape): its choices are the last ones made, and it says how it works.
    pub fn open_new_game(&mut self) {
        if self.offer.is_some() {
            // The offer is answered first; declining it opens the dialog.
            self.dialog_after_offer = true;
            return;
        }
        let form = new_game::remembered(self.remembered.as_deref());
        let in_progress =
            !self.session.game().plies().is_empty() && self.session.result().is_none();
        let opened = form.opened(in_progress);
        self.dialog = Some(Dialog::new(form, new_game::WORDS));
        self.say_ui(&opened, Priority::Announcement);
    }

    /// The speech's rate, pitch and volume (from the settings file).
    pub fn set_tune(&mut self, tune: Tune) {
        self.tune = tune;
        self.voice.tune(tune);
    }

    /// Where the settings dialog keeps what it sets.
    pub fn set_settings_file(&mut self, path: Option<std::path::PathBuf>) {
        self.settings_file = path;
    }

    /// Whether the settings dialog is open.
    pub fn settings_open(&self) -> bool {
        self.settings.is_some()
    }

    /// The settings as they are now.
    pub fn preferences(&self) -> Preferences {
        let percent = |level: f32| ((level * 10.0).round() * 10.0).clamp(0.0, 100.0) as u8;
        let setup = self.session.setup();
        Preferences {
            language: setup.ui,
            speech: self.speech_mode,
            engine: self.voice.engine(),
            rate: percent(self.tune.rate),
            pitch: percent(self.tune.pitch),
            volume: percent(self.tune.volume),
            voices: crate::preferences::Voices {
                offered: self.voice.voices(),
                chosen: self.chosen_voices.clone(),
            },
            move_language: Vocabulary::get(setup.player(setup.reader()).vocab).language(),
            sounds: percent(setup.cues.volume).max(10),
            cues: crate::new_game::Cues::of(&setup.cues),
            theme: self.look.theme,
            zoom: (self.look.zoom * 100.0).round() as u16,
            boards: Boards::from_one(self.look.one_board),
        }
    }

    /// Puts `preferences` into effect: the speech, the clock's sounds, the look, the language.
    fn use_preferences(&mut self, preferences: &Preferences) {
        let level = |percent: u8| f32::from(percent) / 100.0;
        self.set_tune(Tune {
            rate: level(preferences.rate),
            pitch: level(preferences.pitch),
            volume: level(preferences.volume),
        });
        if preferences.voices.chosen != self.chosen_voices {
            self.set_voices(preferences.voices.chosen.clone());
        }
        self.session.set_clock_sounds(preferences.cues);
        self.session.set_sound_volume(level(preferences.sounds));
        self.speech_mode = preferences.speech;
        self.voice
            .use_engine(preferences.engine, preferences.speech);
        if self.session.setup().ui != preferences.language {
            self.session.set_interface_language(preferences.language);
            self.prepare_voices();
            self.drawn = Drawn::of(&self.session);
        }
        self.look.theme = preferences.theme;
        self.look.zoom = f32::from(preferences.zoom) / 100.0;
        self.look.one_board = preferences.boards.one();
        self.look_changed = true;
    }

    /// Readies the voices of the languages this game speaks: the interface's and each player's
    /// move words' (a voice readied on the first move would keep that move waiting).
    pub fn prepare_voices(&mut self) {
        let setup = self.session.setup();
        let mut languages = vec![setup.ui.as_str().to_string()];
        for color in [Color::White, Color::Black] {
            languages.push(Vocabulary::get(setup.player(color).vocab).language());
        }
        self.voice.prepare(&languages);
    }

    /// The voice of each language from now on (primary tag → the system's name of the voice).
    pub fn set_voices(&mut self, chosen: std::collections::BTreeMap<String, String>) {
        self.voice.choose_voices(&chosen);
        self.chosen_voices = chosen;
    }

    /// Opens the settings dialog; each change is put into effect at once.
    pub fn open_settings(&mut self) {
        if self.a_dialog_is_open() {
            return;
        }
        let now = self.preferences();
        let opened = now.opened();
        self.settings = Some((Dialog::new(now.clone(), SETTINGS_WORDS), now));
        self.say_ui(&opened, Priority::Announcement);
    }

    /// The settings dialog's keys: a change is put into effect before it is said (the new
    /// speech rate is heard saying itself); Enter keeps and saves, Escape puts back.
    fn carry_out_settings(&mut self, asked: Vec<Asked>) {
        for asked in asked {
            let Some((dialog, before)) = self.settings.as_ref() else {
                return;
            };
            let (now, before) = (dialog.form.clone(), before.clone());
            match asked {
                Asked::Say(message) => {
                    self.use_preferences(&now);
                    self.say_ui(&message, Priority::Chatter);
                }
                Asked::Focused(message) => self.say_focused(&message),
                Asked::Start => {
                    self.settings = None;
                    self.use_preferences(&now);
                    let said = match &self.settings_file {
                        Some(path) => match crate::settings::save_preferences(path, &now) {
                            Ok(()) => Message::Ui(
                                "settings-kept-saved",
                                vec![(
                                    "file",
                                    crate::session::Arg::Key(path.display().to_string()),
                                )],
                            ),
                            Err(reason) => Message::Ui(
                                "settings-not-saved",
                                vec![("reason", crate::session::Arg::Key(reason))],
                            ),
                        },
                        None => Message::ui("settings-kept"),
                    };
                    self.say_ui(&said, Priority::Announcement);
                    self.follow_session = true;
                }
                Asked::Close => {
                    self.settings = None;
                    self.use_preferences(&before);
                    self.say_ui(&Message::ui("settings-put-back"), Priority::Announcement);
                    self.follow_session = true;
                }
            }
        }
    }

    /// A dialog closed without carrying anything out: said, and the focus back on the board.
    fn back_to_the_game(&mut self) {
        self.say_ui(&Message::ui("newgame-cancelled"), Priority::Announcement);
        self.follow_session = true;
    }

    /// Whether a dialog has the keys.
    fn a_dialog_is_open(&self) -> bool {
        self.dialog.is_some() || self.settings.is_some() || self.open_game.is_some()
    }

    /// Opens the "go over a game" dialog, with the file last gone over.
    pub fn open_open_game(&mut self) {
        if self.a_dialog_is_open() {
            return;
        }
        let form = self.last_opened.clone();
        let opened = form.opened();
        self.open_game = Some(Dialog::new(form, OPEN_GAME_WORDS));
        self.say_ui(&opened, Priority::Announcement);
    }

    /// The "go over a game" dialog's keys: Enter reads the file and goes over the game, or says
    /// why it cannot and focuses the field to fix.
    fn carry_out_open_game(&mut self, asked: Vec<Asked>) {
        for asked in asked {
            match asked {
                Asked::Say(message) => self.say_ui(&message, Priority::Chatter),
                Asked::Focused(message) => self.say_focused(&message),
                Asked::Close => {
                    self.open_game = None;
                    self.back_to_the_game();
                }
                Asked::Start => self.go_over_chosen(),
            }
        }
    }

    /// The game the dialog names, gone over in place of the game on the boards (which stays in
    /// its journal).
    fn go_over_chosen(&mut self) {
        let Some(dialog) = self.open_game.as_mut() else {
            return;
        };
        let form = dialog.form.clone();
        let refusal = match form.chosen() {
            Ok((file, number)) => {
                let mut setup = self.session.setup().clone();
                // A game gone over is explored with every help, as at home.
                setup.mode = crate::session::Mode::Home;
                setup.computer = None;
                setup.clock_only = None;
                match crate::cli::pgn_game(std::path::Path::new(&file), number)
                    .and_then(|pgn| Session::from_pgn(setup, &pgn).map_err(|e| e.to_string()))
                {
                    Ok(session) => {
                        self.last_opened = form;
                        self.open_game = None;
                        self.start_game(session, false);
                        return;
                    }
                    Err(reason) => crate::new_game::Refusal {
                        field: OpenField::File,
                        message: Message::Ui(
                            "open-game-cannot",
                            vec![("reason", crate::session::Arg::Key(reason))],
                        ),
                    },
                }
            }
            Err(refusal) => refusal,
        };
        if let Some(dialog) = self.open_game.as_mut() {
            dialog.focus(refusal.field);
        }
        let message = Message::Joined(vec![refusal.message, form.focused(refusal.field)]);
        self.say_ui(&message, Priority::Announcement);
    }

    /// Opens the menu bar on its menu `group` and says where it is.
    pub fn open_menu(&mut self, group: usize) {
        if self.a_dialog_is_open() {
            return;
        }
        let menu = Menu::open_at(self.session.setup(), group);
        let said = menu.said(self.session.keymap());
        self.menu = Some(menu);
        self.say_focused(&said);
    }

    /// Whether a menu of the menu bar is open.
    pub fn menu_open(&self) -> bool {
        self.menu.is_some()
    }

    /// The keys of the open menu: the arrows walk it, Enter carries the item out, Escape or F10
    /// closes it. Tab is left to the window.
    fn menu_keys(&mut self, ctx: &egui::Context, now: Duration) {
        let mut chosen = None;
        let mut said = Vec::new();
        let mut close = false;
        let keymap = self.session.keymap().clone();
        ctx.input_mut(|input| {
            input.events.retain(|event| {
                let Event::Key {
                    key, pressed: true, ..
                } = event
                else {
                    return !matches!(event, Event::Key { .. } | Event::Text(_));
                };
                let Some(menu) = self.menu.as_mut() else {
                    return true;
                };
                let step = match key {
                    Key::ArrowLeft => Some(MenuMove::PreviousMenu),
                    Key::ArrowRight => Some(MenuMove::NextMenu),
                    Key::ArrowUp => Some(MenuMove::PreviousItem),
                    Key::ArrowDown => Some(MenuMove::NextItem),
                    _ => None,
                };
                match (key, step) {
                    (_, Some(step)) => said.push(menu.step(step, &keymap)),
                    (Key::Enter | Key::Space, _) => chosen = menu.chosen(),
                    (Key::Escape | Key::F10, _) => close = true,
                    (Key::Tab, _) => return true,
                    _ => {}
                }
                false
            });
        });
        // Each step lands the focus on an item, which a screen reader reads itself.
        for message in said {
            self.say_focused(&message);
        }
        if let Some(command) = chosen {
            self.menu = None;
            self.follow_session = true;
            self.handle(Input::Command(command), now);
        } else if close {
            self.menu = None;
            self.follow_session = true;
            self.say_ui(&Message::ui("menu-closed"), Priority::Chatter);
        }
    }

    /// The menu bar: each menu's title, and under it the open menu's items with their keys. A
    /// menu bar, menus and menu items for the screen reader; the item the menu is on has the
    /// keyboard focus.
    fn draw_menu_bar(&mut self, ui: &mut Ui, text: &UiText) {
        let groups = crate::menu::menus(self.session.setup());
        let mut open = None;
        let bar = egui::UiBuilder::new()
            .accessibility_label(text.text("window-menu-bar"))
            .accessibility_role(Role::MenuBar);
        ui.scope_builder(bar, |ui| {
            ui.horizontal(|ui| {
                for (index, group) in groups.iter().enumerate() {
                    let current = self.menu.as_ref().is_some_and(|m| m.group == index);
                    let title = ui.selectable_label(
                        current,
                        RichText::new(text.text(group.title)).size(18.0),
                    );
                    ui.ctx().accesskit_node_builder(title.id, |node| {
                        node.set_role(Role::MenuItem);
                        node.set_expanded(current);
                        // Open or not, a menu is not checked.
                        node.clear_toggled();
                    });
                    if index == 0 {
                        self.tab_ends[0] = Some(title.id);
                    }
                    if title.clicked() {
                        open = Some(index);
                    }
                }
            });
        });
        if let Some(index) = open {
            self.open_menu(index);
        }
        let Some(menu) = self.menu.clone() else {
            return;
        };
        let Some(group) = menu.groups.get(menu.group) else {
            return;
        };
        let mut run = None;
        let list = egui::UiBuilder::new()
            .accessibility_label(text.text(group.title))
            .accessibility_role(Role::Menu);
        ui.scope_builder(list, |ui| {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                for (index, command) in group.items.iter().enumerate() {
                    let label = text.text(command.help_id());
                    let keys = crate::menu::keys_of(self.session.keymap(), *command);
                    let on = index == menu.item;
                    let shown = RichText::new(format!("{label}    {keys}")).size(18.0);
                    let item = ui
                        .push_id(("annabella-menu-item", menu.group, index), |ui| {
                            ui.selectable_label(on, shown)
                        })
                        .inner;
                    ui.ctx().accesskit_node_builder(item.id, |node| {
                        node.set_role(Role::MenuItem);
                        node.set_label(label.clone());
                        node.set_keyboard_shortcut(keys.clone());
                        node.clear_toggled();
                    });
                    if on {
                        if !item.has_focus() {
                            item.request_focus();
                        }
                        board_view::keep_keys(ui, item.id);
                    }
                    if item.clicked() {
                        run = Some(*command);
                    }
                }
            });
        });
        if let Some(command) = run {
            self.menu = None;
            self.follow_session = true;
            let now = self.now();
            self.handle(Input::Command(command), now);
        }
    }

    /// How the window looks (from the settings or the command line).
    pub fn set_look(&mut self, look: Look) {
        self.look = look;
        self.look_changed = true;
    }

    pub fn look(&self) -> Look {
        self.look
    }

    /// Whether the new-game dialog is open.
    pub fn new_game_open(&self) -> bool {
        self.dialog.is_some()
    }

    /// The dialog's keys and clicks carried out.
    fn carry_out(&mut self, asked: Vec<Asked>) {
        for asked in asked {
            match asked {
                Asked::Say(message) => self.say_ui(&message, Priority::Chatter),
                Asked::Focused(message) => self.say_focused(&message),
                Asked::Close => {
                    self.dialog = None;
                    self.back_to_the_game();
                    if !self.begun {
                        // The window opened on the dialog: the game it goes back to begins now.
                        let setup = self.session.setup().clone();
                        if let Ok(session) = Session::new(setup) {
                            self.start_game(session, true);
                        }
                    }
                }
                Asked::Start => self.start_from_dialog(),
            }
        }
    }

    /// The game the dialog's choices make, started; or why not, said, and the field to fix
    /// focused.
    fn start_from_dialog(&mut self) {
        let Some(dialog) = self.dialog.as_mut() else {
            return;
        };
        let language = self.session.setup().ui;
        // A game continued from a PGN file: its first game.
        let read = |path: &str| crate::cli::pgn_game(std::path::Path::new(path), 1);
        let refusal = match dialog
            .form
            .setup(language, crate::engine::fresh_seed(), &read)
        {
            Ok(setup) => match Session::new(setup) {
                Ok(session) => {
                    new_game::remember(self.remembered.as_deref(), &dialog.form);
                    self.dialog = None;
                    self.start_game(session, true);
                    return;
                }
                Err(error) => crate::new_game::Refusal {
                    field: crate::new_game::Field::Start,
                    message: Message::Ui(
                        "newgame-refused",
                        vec![("text", crate::session::Arg::Key(error.to_string()))],
                    ),
                },
            },
            Err(refusal) => refusal,
        };
        dialog.focus(refusal.field);
        let message = Message::Joined(vec![refusal.message, dialog.form.focused(refusal.field)]);
        self.say_ui(&message, Priority::Announcement);
    }

    /// Plays `session` from now on: journaled anew, its engines started, its greeting said. The
    /// game before stays in its journal (an unfinished one is offered at the next start).
    fn start_game(&mut self, mut session: Session, journaled: bool) {
        *session.keymap_mut() = self.session.keymap().clone();
        self.session = session;
        self.prepare_voices();
        self.time = match self.time {
            Time::Real(_) => Time::Real(Instant::now()),
            Time::Manual(_) => Time::Manual(Duration::ZERO),
        };
        // The old journal is closed (all of it on disk) as it is dropped; a game gone over is
        // not journaled.
        self.journal = self
            .games
            .as_ref()
            .filter(|_| journaled)
            .map(|dir| Journal::start(dir, self.session.setup()));
        // The old game's engines stop as they are dropped.
        self.engines = EngineHost::new(crate::engine::fresh_seed());
        if let Some(waker) = &self.waker {
            self.engines.set_waker(waker.clone());
        }
        self.entry.clear();
        self.drawn = Drawn::of(&self.session);
        self.follow_session = true;
        self.begun = true;
        let greeting = self.session.greeting();
        self.apply(greeting);
    }

    /// Says an interface message (the dialog's words).
    fn say_ui(&mut self, message: &Message, priority: Priority) {
        let setup = self.session.setup();
        let vocab = setup.player(setup.reader()).vocab;
        let text = self.session.words(message, vocab);
        let language = setup.ui.as_str().to_string();
        self.say(text, &language, priority);
    }

    /// Offers an unfinished game before this one begins (said at once; Enter or N answers).
    pub fn set_offer(&mut self, offer: Offer) {
        let language = self.session.setup().ui.as_str().to_string();
        self.say(offer.text.clone(), &language, Priority::Announcement);
        self.offer = Some(offer);
    }

    /// Said where the game stands; the clocks stop until they are started again.
    fn take_up(&mut self, notes: Vec<String>) {
        self.say_notes(notes);
        let now = self.session.now();
        self.handle(Input::TakenUp, now);
    }

    /// The answer to the offer: Enter takes the unfinished game up, anything else starts the new.
    fn answer_offer(&mut self, take: bool) {
        let Some(offer) = self.offer.take() else {
            return;
        };
        if take {
            self.session = offer.session;
            if let Time::Real(_) = self.time {
                self.time = Time::Real(crate::journal::epoch_continuing(self.session.now()));
            }
            self.journal = Some(Journal::resume(&offer.path));
            self.drawn = Drawn::of(&self.session);
            self.take_up(offer.notes);
        } else {
            self.journal = Some(Journal::start(&offer.games, self.session.setup()));
            let text = self.ui_text().text("resume-new");
            let language = self.session.setup().ui.as_str().to_string();
            self.say(text, &language, Priority::Announcement);
            if std::mem::take(&mut self.dialog_after_offer) {
                self.open_new_game();
            }
        }
        self.follow_session = true;
    }

    /// The assistant's own output for the clock sounds meant for them (D.2.10).
    pub fn set_assistant_earcons(&mut self, earcons: Box<dyn Earcons>) {
        self.assistant_earcons = Some(earcons);
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The window is drawn again as soon as an engine answers (no polling while it thinks).
    /// The engines' answers and the end of each spoken text wake the window: it never polls
    /// for them.
    pub fn wake_on_answers(&mut self, ctx: &egui::Context) {
        let waker = {
            let ctx = ctx.clone();
            std::sync::Arc::new(move || ctx.request_repaint())
        };
        self.engines.set_waker(waker.clone());
        self.voice.set_waker(waker.clone());
        self.waker = Some(waker);
    }

    /// Everything said so far.
    pub fn log(&self) -> &[LogLine] {
        &self.log
    }

    /// For tests: the time is now `at` (since the session began).
    pub fn set_time(&mut self, at: Duration) {
        self.time = Time::Manual(at);
    }

    fn now(&self) -> Duration {
        match &self.time {
            Time::Real(start) => start.elapsed(),
            Time::Manual(at) => *at,
        }
    }

    fn ui_text(&self) -> &'static UiText {
        UiText::get(self.session.setup().ui)
    }

    /// One frame: keys, time, speech, then drawing.
    pub fn frame(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        super::look::add_piece_font(&ctx);
        // The zoom keys are the session's (said as they change), not egui's own.
        ctx.options_mut(|o| o.zoom_with_keyboard = false);
        if std::mem::take(&mut self.look_changed) {
            self.look.apply(&ctx);
        }
        if std::mem::take(&mut self.full_screen_changed) {
            ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(self.look.full_screen));
        }
        let now = self.now();
        self.take_keys(&ctx, now);
        for answer in self.engines.answers() {
            self.handle(answer, now);
            self.follow_session = true;
        }
        if self.session.clock().active().is_some() && self.session.result().is_none() {
            self.handle(Input::Tick, now);
        }
        self.voice.poll();
        self.tell_notices();
        self.draw(ui);
        self.schedule_repaint(&ctx, now);
    }

    /// The session takes `input`; its effects are said, shown and played. The speech gets them
    /// first: the boards are drawn again after (a tick that changed nothing draws nothing new).
    fn handle(&mut self, input: Input, now: Duration) {
        let quiet = input == Input::Tick;
        let effects = self.session.handle(input.clone(), now);
        let changed = !quiet || !effects.is_empty();
        // What changed the game is on the disk before it is said (at most a few milliseconds).
        if let Some(journal) = self.journal.as_mut() {
            journal.record(now, &input, !effects.is_empty());
            if let Some(crate::journal::Fault::Unwritable(reason)) = journal.take_fault() {
                let text = UiText::get(self.session.setup().ui)
                    .text_with("journal-unwritable", &[("reason", reason.into())]);
                let language = self.session.setup().ui.as_str().to_string();
                self.say(text, &language, Priority::Announcement);
            }
        }
        self.apply(effects);
        if changed {
            self.drawn = Drawn::of(&self.session);
        }
    }

    fn apply(&mut self, effects: Vec<Effect>) {
        for effect in effects {
            match &effect {
                Effect::Say {
                    message,
                    vocab,
                    priority,
                } => {
                    let text = self.session.words(message, *vocab);
                    let language = self.session.language_of(message, *vocab);
                    // The square the cursor moved to, and the field Tab reached, are read by
                    // the screen reader as they get the focus: in that mode the app does not
                    // say them too.
                    let echo = self.speech_mode == SpeechMode::Events
                        && *priority == Priority::Chatter
                        && (self.focus_moved
                            || text
                                == self
                                    .session
                                    .square_name(self.session.view(), self.session.cursor()));
                    if echo {
                        self.show(text, *priority);
                    } else {
                        self.say(text, &language, *priority);
                    }
                }
                Effect::Cue(heard) => match self.assistant_earcons.as_mut() {
                    // Without the assistant's device, their cues go to the main output.
                    Some(assistant) if heard.for_assistant => {
                        assistant.play(heard.cue.earcon, heard.volume)
                    }
                    _ => self.earcons.play(heard.cue.earcon, heard.volume),
                },
                Effect::SaveScoresheet | Effect::SaveEnvelope => {
                    let journal = self.journal.as_ref().map(|j| j.path().to_path_buf());
                    let journal = journal.as_deref();
                    let text = if effect == Effect::SaveEnvelope {
                        crate::scoresheet::save_envelope_and_tell(&self.session, journal)
                    } else {
                        crate::scoresheet::save_and_tell(&self.session, journal)
                    };
                    let language = self.session.setup().ui.as_str().to_string();
                    self.say(text, &language, Priority::Announcement);
                }
                Effect::StartEngine { .. } | Effect::AskEngine { .. } => {
                    self.engines.carry_out(&effect, &self.session.engine_game())
                }
                Effect::Window(WindowAct::NewGame) => self.open_new_game(),
                Effect::Window(WindowAct::Settings) => self.open_settings(),
                Effect::Window(WindowAct::Menu) => self.open_menu(0),
                Effect::Window(WindowAct::OpenGame) => self.open_open_game(),
                Effect::Window(WindowAct::View(key)) => {
                    let was_full_screen = self.look.full_screen;
                    let said = self.look.change(*key, self.showing_one);
                    self.look_changed = true;
                    self.full_screen_changed = was_full_screen != self.look.full_screen;
                    self.say_ui(&said, Priority::Announcement);
                }
            }
        }
    }

    fn say(&mut self, text: String, language: &str, priority: Priority) {
        self.show(text.clone(), priority);
        if self.speech_mode != SpeechMode::ScreenReader {
            self.voice.say(text, language, priority);
        }
    }

    /// What has just got the focus: said by the app, unless a screen reader reads the focus
    /// (then shown and logged only, so that it is heard once).
    fn say_focused(&mut self, message: &Message) {
        if self.speech_mode == SpeechMode::App {
            return self.say_ui(message, Priority::Chatter);
        }
        let setup = self.session.setup();
        let text = self
            .session
            .words(message, setup.player(setup.reader()).vocab);
        self.show(text, Priority::Chatter);
    }

    /// Shows `text` in the log (and the status line): everything said is there, and what the
    /// screen reader says itself is only there.
    fn show(&mut self, text: String, priority: Priority) {
        self.log.push(LogLine { text, priority });
    }

    /// Who speaks what from now on (the settings dialog, or the screen reader found at start).
    pub fn set_speech_mode(&mut self, mode: SpeechMode) {
        self.speech_mode = mode;
        // While a screen reader runs, the app's words go through the system's speech.
        self.voice.use_engine(self.voice.engine(), mode);
    }

    pub fn speech_mode(&self) -> SpeechMode {
        self.speech_mode
    }

    /// Hand each key to the screen reader first while one reads the focus (the real window: the
    /// accessibility bus is connected to on a thread).
    pub fn hand_keys_to_screen_reader(&mut self) {
        self.screen_reader_keys = Some(ScreenReaderKeys::connect());
    }

    /// A missing speech service or sound card is told once: shown, and said when speech works.
    fn tell_notices(&mut self) {
        let ui = self.ui_text();
        if let Some(notice) = self.voice.take_notice() {
            let text = notice.text(ui);
            self.show(text, Priority::Announcement);
        }
        if let Some(notice) = self.earcons.take_notice() {
            let language = self.session.setup().ui.as_str();
            self.say(notice.text(ui), language, Priority::Announcement);
        }
    }

    // ---- keys ---------------------------------------------------------------------------------

    /// Hands this frame's key presses to the session, and removes those it took so no widget
    /// acts on them too.
    fn take_keys(&mut self, ctx: &egui::Context, now: Duration) {
        if self.alt_tapped(ctx) && !self.a_dialog_is_open() {
            // As F10: the menu bar opens, or closes when open.
            if self.menu.take().is_some() {
                self.follow_session = true;
                self.say_ui(&Message::ui("menu-closed"), Priority::Chatter);
            } else {
                self.handle(Input::Command(Command::Menu), now);
            }
            return;
        }
        if self.menu.is_some() {
            self.menu_keys(ctx, now);
            return;
        }
        if let Some((dialog, _)) = self.settings.as_mut() {
            let asked = dialog.take_keys(ctx);
            self.carry_out_settings(asked);
            return;
        }
        if let Some(dialog) = self.open_game.as_mut() {
            let asked = dialog.take_keys(ctx);
            self.carry_out_open_game(asked);
            return;
        }
        if let Some(dialog) = self.dialog.as_mut() {
            let asked = dialog.take_keys(ctx);
            self.carry_out(asked);
            return;
        }
        let focused = ctx.memory(|m| m.focused());
        let on_entry = focused == Some(entry_id());
        let on_board = focused.is_none() || self.is_square(focused);
        let events = ctx.input(|i| i.events.clone());
        let mut taken = Vec::new();
        for (index, event) in events.iter().enumerate() {
            let Event::Key {
                key,
                physical_key,
                pressed: true,
                modifiers,
                ..
            } = event
            else {
                continue;
            };
            if *key == Key::Tab && !modifiers.ctrl && !modifiers.alt {
                // Tab moves between the regions of the window, and goes round at either end
                // at once: egui would leave nothing focused for a frame, and a screen reader
                // would read the window's title again.
                if let Some(to) = self.tab_round(focused, modifiers.shift) {
                    ctx.memory_mut(|m| {
                        m.request_focus(to);
                        m.move_focus(egui::FocusDirection::None);
                    });
                    taken.push(index);
                }
                continue;
            }
            let Some(chord) = keys::chord(*key, *physical_key, *modifiers) else {
                continue;
            };
            if self.offer.is_some() && (*key == Key::Enter || *key == Key::N) {
                self.answer_offer(*key == Key::Enter);
                taken.push(index);
                continue;
            }
            let global = chord.ctrl || chord.alt || chord.key.starts_with('F');
            if on_entry && *key == Key::Enter {
                let text = std::mem::take(&mut self.entry);
                let input = if text.trim().is_empty() {
                    Input::Command(Command::FocusEntry) // says how the field works
                } else {
                    Input::Text(text)
                };
                self.handle(input, now);
            } else if on_board || global || (on_entry && *key == Key::Escape) {
                if on_entry && self.session.context() != Context::MoveEntry {
                    // Its effects count too: time has passed, and a cue may be due.
                    self.handle(Input::Focus(Context::MoveEntry), now);
                }
                self.handle(Input::Key(chord), now);
            } else {
                continue;
            }
            taken.push(index);
            self.follow_session = true;
        }
        if !taken.is_empty() {
            ctx.input_mut(|i| {
                let mut index = 0;
                i.events.retain(|_| {
                    index += 1;
                    !taken.contains(&(index - 1))
                });
            });
        }
    }

    /// Whether Alt was pressed and let go with nothing else pressed meanwhile (egui gives no key
    /// event for a modifier alone, only the change of the modifiers). Anything else pressed,
    /// clicked or typed, or the window losing the focus (Alt+Tab), makes it no tap.
    fn alt_tapped(&mut self, ctx: &egui::Context) -> bool {
        let mut tapped = false;
        ctx.input(|input| {
            for event in &input.events {
                match event {
                    Event::ModifiersChanged(m) => {
                        let others = m.ctrl || m.shift || m.command || m.mac_cmd;
                        tapped = !m.alt && !others && self.alt_alone;
                        self.alt_alone = m.alt && !others;
                    }
                    Event::Key { .. }
                    | Event::Text(_)
                    | Event::PointerButton { .. }
                    | Event::WindowFocused(_) => self.alt_alone = false,
                    _ => {}
                }
            }
        });
        tapped
    }

    /// Where Tab goes round: from the last region to the first, or with Shift from the first
    /// to the last.
    fn tab_round(&self, focused: Option<Id>, back: bool) -> Option<Id> {
        let [first, last] = self.tab_ends;
        let (from, to) = if back { (first, last) } else { (last, first) };
        (focused.is_some() && focused == from)
            .then_some(to)
            .flatten()
    }

    fn is_square(&self, id: Option<Id>) -> bool {
        id.is_some_and(|id| {
            self.drawn.boards.iter().any(|b| {
                b.squares
                    .iter()
                    .any(|s| board_view::square_id(b.view, s.square) == id)
            })
        })
    }

    /// The focus moved by itself (Tab, a click, a screen reader): the session follows.
    fn follow_focus(&mut self, ctx: &egui::Context) {
        let focused = ctx.memory(|m| m.focused());
        let now = self.now();
        let context = self.session.context();
        let on_keys = matches!(context, Context::Board | Context::Arbiter);
        let input = if focused == Some(entry_id()) && on_keys {
            Input::Command(Command::FocusEntry)
        } else if self.is_square(focused) && context == Context::MoveEntry {
            Input::Command(Command::FocusBoard)
        } else {
            return;
        };
        // What the focus has reached is read by a screen reader reading the focus.
        self.focus_moved = true;
        self.handle(input, now);
        self.focus_moved = false;
    }

    // ---- drawing ------------------------------------------------------------------------------

    fn draw(&mut self, ui: &mut Ui) {
        let text = self.ui_text();
        let follow = std::mem::take(&mut self.follow_session);
        // The window's own name, which the title bar does not give the screen reader.
        ui.ctx()
            .accesskit_node_builder(egui::accesskit_root_id(), |node| {
                node.set_label(text.text("window-title"));
            });
        if self.session.setup().hearing_impaired.is_some() {
            self.draw_large_text(ui, text);
        }
        let status = self.log.last().map(|l| l.text.clone()).unwrap_or_default();
        let strong = ui.visuals().strong_text_color();
        let status_response = ui.add(egui::Label::new(
            RichText::new(&status).size(22.0).color(strong),
        ));
        if self.speech_mode == SpeechMode::ScreenReader {
            ui.ctx().accesskit_node_builder(status_response.id, |node| {
                node.set_live(Live::Polite);
            });
        }
        ui.separator();
        self.draw_menu_bar(ui, text);
        let vocab = self
            .session
            .setup()
            .player(self.session.setup().reader())
            .vocab;
        if let Some((dialog, _)) = self.settings.as_mut() {
            let asked = dialog.show(ui, text, vocab);
            self.carry_out_settings(asked);
            return;
        }
        if let Some(dialog) = self.open_game.as_mut() {
            let asked = dialog.show(ui, text, vocab);
            self.carry_out_open_game(asked);
            return;
        }
        if let Some(dialog) = self.dialog.as_mut() {
            let asked = dialog.show(ui, text, vocab);
            self.carry_out(asked);
            return;
        }
        let mut clicked = None;
        ui.horizontal_top(|ui| {
            // The boards take what the side column and the log leave.
            const SIDE: f32 = 420.0;
            const LOG: f32 = 180.0;
            let width = (ui.available_width() - SIDE).max(200.0);
            let height = (ui.available_height() - LOG).max(200.0);
            let count = self.drawn.boards.len();
            let all_size = board_view::square_size_for(width, height, count);
            // One board when all of them would be too small to see, unless asked otherwise.
            let one = count > 1 && self.look.one_board.unwrap_or(all_size < 56.0);
            self.showing_one = one || count == 1;
            let size = if one {
                board_view::square_size_for(width, height, 1)
            } else {
                all_size
            };
            let reader = self.session.setup().reader();
            let explored = self.session.view();
            let wants_board = follow && self.session.context() != Context::MoveEntry;
            let palette = super::look::palette(self.look.theme);
            for look in &self.drawn.boards {
                if one && look.view != explored {
                    continue;
                }
                let focus = wants_board.then_some(self.session.cursor());
                if let Some(square) = board_view::show(ui, look, reader, size, focus, &palette) {
                    clicked = Some((look.view, square));
                }
                ui.add_space(16.0);
            }
            ui.vertical(|ui| {
                self.draw_entry(ui, text, follow);
                ui.add_space(8.0);
                self.draw_side(ui, text);
            });
        });
        ui.separator();
        self.tab_ends[1] = Some(self.draw_log(ui, text));
        if let Some((view, square)) = clicked {
            let now = self.now();
            self.handle(Input::Select { view, square }, now);
            self.follow_session = true;
        }
        self.follow_focus(ui.ctx());
    }

    /// D.2.11: for a hearing-impaired player, the last announcement, the last move and both
    /// clocks in large text at the top of the window.
    fn draw_large_text(&self, ui: &mut Ui, text: &UiText) {
        const LARGE: f32 = 44.0;
        let strong = ui.visuals().strong_text_color();
        ui.heading(text.text("window-large-text"));
        let announcement = self
            .log
            .iter()
            .rev()
            .find(|l| l.priority == Priority::Announcement)
            .map(|l| l.text.clone())
            .unwrap_or_default();
        ui.label(
            RichText::new(announcement)
                .size(LARGE)
                .strong()
                .color(strong),
        );
        let last_move = self
            .drawn
            .moves
            .last()
            .cloned()
            .unwrap_or_else(|| text.text("no-moves-yet"));
        ui.label(RichText::new(last_move).size(LARGE * 0.75).color(strong));
        let now = self.session.now();
        ui.horizontal(|ui| {
            for color in Color::ALL {
                let line = self.clock_line(color, now, text);
                ui.label(RichText::new(line).size(LARGE).monospace().color(strong));
                ui.add_space(48.0);
            }
        });
        ui.separator();
    }

    /// Clocks, buttons and the move list, beside the boards.
    fn draw_side(&mut self, ui: &mut Ui, text: &UiText) {
        ui.heading(text.text("window-clocks"));
        let now = self.session.now();
        for color in Color::ALL {
            let line = self.clock_line(color, now, text);
            let strong = self.session.clock().active() == Some(color);
            let mut rich = RichText::new(line).size(22.0).monospace();
            if strong {
                rich = rich.strong().color(Color32::from_rgb(0x00, 0x5f, 0xff));
            }
            ui.label(rich);
        }
        ui.add_space(8.0);
        self.buttons(ui, text, &BUTTONS, Context::Board);
        if self.session.arbiter_open() {
            ui.add_space(8.0);
            ui.heading(text.text("window-arbiter-panel"));
            self.buttons(ui, text, &ARBITER_BUTTONS, Context::Arbiter);
        }
        ui.add_space(8.0);
        let none = [text.text("no-moves-yet")];
        let moves = if self.drawn.moves.is_empty() {
            &none[..]
        } else {
            &self.drawn.moves[..]
        };
        let lines = moves.iter().map(String::as_str);
        text_region(ui, text.text("window-moves"), Role::List, 260.0, lines);
        if !self.drawn.incidents.is_empty() {
            let lines = self.drawn.incidents.iter().map(String::as_str);
            text_region(ui, text.text("window-incidents"), Role::List, 160.0, lines);
        }
    }

    /// A row of buttons, each doing what its key in `context` does (shown as its tooltip).
    fn buttons(
        &mut self,
        ui: &mut Ui,
        text: &UiText,
        buttons: &[(&str, Command)],
        context: Context,
    ) {
        ui.horizontal_wrapped(|ui| {
            for &(id, command) in buttons {
                let label = text.text(id);
                // "key a", not "a": a screen reader drops a description found inside the name
                // ("a" in "Announce").
                let keys = text.text_with(
                    "key-hint",
                    &[("keys", self.keys_of(command, context).into())],
                );
                if ui.button(label).on_hover_text(keys).clicked() {
                    let now = self.now();
                    self.handle(Input::Command(command), now);
                }
            }
        });
    }

    fn clock_line(&self, color: Color, now: Duration, text: &UiText) -> String {
        let clock = self.session.clock();
        let time = if clock.control().is_timed() {
            let secs = clock.remaining(color, now).as_secs();
            format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
        } else {
            text.text("game-untimed")
        };
        let name = text.color_name(color);
        text.text_with(
            "window-clock",
            &[("color", name.into()), ("time", time.into())],
        )
    }

    /// The keys of a command in a context, for a button's tooltip.
    fn keys_of(&self, command: Command, context: Context) -> String {
        self.session
            .keymap()
            .table(context)
            .iter()
            .filter(|b| b.command == command)
            .map(|b| b.chord.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn draw_entry(&mut self, ui: &mut Ui, text: &UiText, follow: bool) {
        ui.horizontal(|ui| {
            // While the arbiter's panel is open the field takes the arbiter's actions.
            let id = if self.session.arbiter_open() {
                "window-arbiter-entry"
            } else {
                "window-entry"
            };
            let label = ui.label(RichText::new(text.text(id)).size(18.0));
            // A sealed move is typed unseen (Guideline I): the opponent shares the screen.
            let edit = TextEdit::singleline(&mut self.entry)
                .password(self.session.sealing())
                .id(entry_id())
                .desired_width(320.0)
                .font(egui::TextStyle::Heading);
            let response = ui.add(edit).labelled_by(label.id);
            // How the field works, read by a screen reader after its name.
            ui.ctx().accesskit_node_builder(response.id, |node| {
                node.set_description(text.text("window-entry-hint"));
            });
            if follow && self.session.context() == Context::MoveEntry && !response.has_focus() {
                response.request_focus();
            }
            if response.has_focus() {
                board_view::keep_keys(ui, entry_id());
            }
        });
    }

    /// The log, and its id (the last region Tab reaches).
    fn draw_log(&self, ui: &mut Ui, text: &UiText) -> Id {
        let start = self.log.len().saturating_sub(LOG_SHOWN);
        let lines = self.log[start..].iter().map(|l| l.text.as_str());
        text_region(ui, text.text("window-log"), Role::Log, f32::INFINITY, lines)
    }

    /// Repaint only when something will change: speech to follow, the next second of a running
    /// clock. An idle window with no clock running sleeps until a key comes.
    fn schedule_repaint(&self, ctx: &egui::Context, now: Duration) {
        if let Some(at) = self.voice.look_again_at() {
            // The speaker wakes the window when the text ends; this is for a service that never
            // says so.
            ctx.request_repaint_after(at.saturating_duration_since(Instant::now()));
        } else if self.voice.busy() {
            // A speaker that finishes at once: the next frame lets what waits go.
            ctx.request_repaint();
        } else if self.engines.busy() {
            // The engine's thread wakes the window when it answers; this is only a safety net.
            ctx.request_repaint_after(ENGINE_POLL);
        } else if let Some(color) = self.session.clock().active()
            && self.session.result().is_none()
        {
            let remaining = self.session.clock().remaining(color, now);
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
        if self.speech_mode == SpeechMode::App {
            return;
        }
        if let Some(keys) = &mut self.screen_reader_keys {
            let millis = raw_input.time.map_or(0, |t| (t * 1000.0) as i64);
            keys.forward(&mut raw_input.events, millis as i32);
        }
    }
}

/// The buttons beside the boards, for the mouse and for a sighted helper: each does what its
/// key does.
const BUTTONS: [(&str, Command); 8] = [
    ("window-announce", Command::Act(Act::Announce)),
    ("window-confirm", Command::Act(Act::Confirm)),
    ("window-press-clock", Command::Act(Act::PressClock)),
    (
        "window-switch-board",
        Command::Explore(Explore::SwitchBoard),
    ),
    ("window-repeat", Command::RepeatLast),
    ("window-help", Command::Help),
    ("window-save-scoresheet", Command::SaveScoresheet),
    ("window-arbiter", Command::Arbiter(ArbiterKey::Open)),
];

/// The open arbiter's panel: its keys as buttons (its actions are typed in the field).
const ARBITER_BUTTONS: [(&str, Command); 4] = [
    (
        "window-arbiter-pause",
        Command::Arbiter(ArbiterKey::PauseResume),
    ),
    (
        "window-arbiter-log",
        Command::Explore(Explore::Incidents(true)),
    ),
    ("window-help", Command::Help),
    ("window-arbiter-close", Command::Arbiter(ArbiterKey::Close)),
];

/// A heading and under it a scrolled column of lines kept at its end, named for the screen reader
/// as the heading says, with its role (the move list, the log).
fn text_region<'a>(
    ui: &mut Ui,
    title: String,
    role: Role,
    max_height: f32,
    lines: impl Iterator<Item = &'a str>,
) -> Id {
    ui.heading(&title);
    // Focusable, so that Tab reaches the list and a screen reader can read it line by line.
    let builder = egui::UiBuilder::new()
        .accessibility_label(title.clone())
        .accessibility_role(role)
        .sense(egui::Sense::focusable_noninteractive());
    let region = ui.scope_builder(builder, |ui| {
        ScrollArea::vertical()
            .id_salt(title)
            .max_height(max_height)
            .stick_to_bottom(true)
            .auto_shrink([false, max_height.is_finite()])
            .show(ui, |ui| {
                ui.with_layout(Layout::top_down(Align::Min), |ui| {
                    for line in lines {
                        ui.label(RichText::new(line).size(16.0));
                    }
                });
            });
    });
    region.response.id
}

fn entry_id() -> Id {
    Id::unique("annabella-move-entry")
}

impl Drawn {
    fn of(session: &Session) -> Drawn {
        let setup = session.setup();
        let reader_vocab = Vocabulary::get(setup.player(setup.reader()).vocab);
        // The game's last move and a check, marked on every board.
        let game = session.game();
        let last_move = game
            .plies()
            .last()
            .and_then(|ply| Some((ply.mv.from()?, ply.mv.to())));
        let position = game.position();
        let check = position
            .checkers()
            .any()
            .then(|| position.board().king_of(position.turn()))
            .flatten();
        // A piece lifted from a board not shown of its own (at home the game is the board).
        let views = session.views();
        let lifted_on = |board: View| {
            if views.contains(&board) {
                board
            } else {
                View::Game
            }
        };
        let boards = views
            .iter()
            .copied()
            .map(|view| {
                let board = session.board(view);
                let squares = shakmaty::Square::ALL
                    .into_iter()
                    .map(|square| SquareLook {
                        square,
                        name: session.square_name(view, square),
                        piece: board.piece_at(square),
                    })
                    .collect();
                let explored = session.view() == view;
                BoardLook {
                    view,
                    title: session.view_title(view),
                    squares,
                    cursor: explored.then_some(session.cursor()),
                    lifted_from: session
                        .hand()
                        .filter(|h| lifted_on(View::Board(h.board)) == view)
                        .map(|h| h.from),
                    last_move,
                    check,
                    file_names: reader_vocab.file_names().clone(),
                    rank_names: reader_vocab.rank_names().clone(),
                }
            })
            .collect();
        let reader = setup.player(setup.reader()).vocab;
        Drawn {
            boards,
            moves: session.move_list(),
            incidents: session
                .incidents()
                .iter()
                .map(|i| session.words(&session.incident_message(i), reader))
                .collect(),
        }
    }
}
