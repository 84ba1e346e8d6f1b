//! Opening an overlay over the game and carrying out its answers, in one place: the open
//! overlay has the keys (a dialog and the training view read them and say what they ask), and
//! what it asks for is done here. The menu bar, drawn every frame, is carried out in `frame`.

use annabella_core::{
    dialogs::{
        form::Form,
        new_game::{NewGame, Opponent, Refusal},
        preferences::Preferences,
        review::{ReviewChoice, ReviewField},
        save_elsewhere::SaveElsewhere,
    },
    keymap::Learn,
    menu::Menu,
    session::{Arg, Input, Message, Mode, Session},
    speech::{SpeechMode, queue::Priority},
};
use eframe::egui;

use super::App;
use crate::{
    devices::lichess::{RequestError, auth},
    driver::{
        Begin, Learning,
        online::{self, LobbyReport, LoginNews, LoginWay, OnlineLobby, TakenUp},
    },
    shells::window::{
        dialog::{Asked, Dialog, Words},
        new_game,
        online::{OnlineAsk, OnlineView},
        overlay::{Offer, Overlay},
        training::{Stop, TrainingView},
    },
};

/// The review dialog's title and buttons.
const REVIEW_WORDS: Words = Words {
    title: "window-review",
    start: "window-review-start",
    close: "window-new-game-cancel",
};

/// The save-elsewhere dialog's title and buttons.
const SAVE_ELSEWHERE_WORDS: Words = Words {
    title: "window-save-elsewhere",
    start: "window-save-elsewhere-start",
    close: "window-new-game-cancel",
};

/// The settings dialog's title and buttons.
const SETTINGS_WORDS: Words = Words {
    title: "window-settings",
    start: "window-settings-keep",
    close: "window-settings-cancel",
};

impl App {
    /// Whether `overlay` may open now: nothing else is open, or only the menu bar (whose items
    /// open dialogs). The offer is answered first.
    fn may_open(&mut self) -> bool {
        match &self.overlay {
            None | Some(Overlay::Menu(_)) => true,
            Some(Overlay::Offer { .. } | Overlay::NewGame(_))
            | Some(Overlay::Settings { .. } | Overlay::Review(_))
            | Some(Overlay::SaveElsewhere(_) | Overlay::Training(_))
            | Some(Overlay::Online(_)) => false,
        }
    }

    /// Offers an unfinished game before this one begins (said at once; Enter or N answers).
    pub fn set_offer(&mut self, offer: Offer) {
        self.driver
            .say_text(offer.text.clone(), Priority::Announcement);
        self.after_driver();
        self.overlay = Some(Overlay::Offer {
            offer: Box::new(offer),
            then_new_game: false,
        });
    }

    /// Opens the new-game dialog over the game (which goes on, and is there again after
    /// Escape): its choices are the last ones made, and it says how it works. While an
    /// unfinished game is offered, the dialog opens once the offer is answered.
    pub fn open_new_game(&mut self) {
        if let Some(Overlay::Offer { then_new_game, .. }) = &mut self.overlay {
            *then_new_game = true;
            return;
        }
        if !self.may_open() {
            return;
        }
        let form = self.places.new_game_form();
        let opened = form.opened(self.driver.session().in_progress());
        self.overlay = Some(Overlay::NewGame(Dialog::new(form, new_game::WORDS)));
        self.say_ui(&opened, Priority::Announcement);
    }

    /// Opens the settings dialog; each change is put into effect at once.
    pub fn open_settings(&mut self) {
        if !self.may_open() {
            return;
        }
        let now = self.preferences();
        let opened = now.opened();
        self.overlay = Some(Overlay::Settings {
            dialog: Dialog::new(now.clone(), SETTINGS_WORDS),
            before: now,
        });
        self.say_ui(&opened, Priority::Announcement);
    }

    /// Opens the review dialog, with the file last reviewed.
    pub fn open_review(&mut self) {
        if !self.may_open() {
            return;
        }
        let form = self.places.last_reviewed();
        let opened = form.opened();
        self.overlay = Some(Overlay::Review(Dialog::new(form, REVIEW_WORDS)));
        self.say_ui(&opened, Priority::Announcement);
    }

    /// Opens the menu bar on its menu `group` and says where it is.
    pub fn open_menu(&mut self, group: usize) {
        if !self.may_open() {
            return;
        }
        let menu = Menu::open_at(self.driver.session().setup(), group);
        let said = menu.said(self.driver.session().keymap());
        self.overlay = Some(Overlay::Menu(menu));
        self.say_focused(&said);
    }

    /// The open dialog's keys, taken and carried out. Whether a dialog had them.
    pub(super) fn dialog_keys(&mut self, ctx: &egui::Context) -> bool {
        let Some(asked) = self.overlay.as_mut().and_then(|o| o.dialog_keys(ctx)) else {
            return false;
        };
        self.carry_out(asked);
        true
    }

    /// The open dialog drawn; its clicks carried out. Whether a dialog was drawn.
    pub(super) fn show_dialog(&mut self, ui: &mut egui::Ui) -> bool {
        let text = self.ui_text();
        let setup = self.driver.session().setup();
        let vocab = setup.player(setup.reader()).vocab;
        let Some(asked) = self
            .overlay
            .as_mut()
            .and_then(|o| o.show_dialog(ui, text, vocab))
        else {
            return false;
        };
        self.carry_out(asked);
        true
    }

    /// What the open dialog asks, carried out: its words said (a setting put into effect
    /// before it is said, so the new speech rate is heard saying itself), its choices carried
    /// out (Enter), or the game taken up again as it was (Escape).
    fn carry_out(&mut self, asked: Vec<Asked>) {
        for asked in asked {
            match asked {
                Asked::Say(message) => {
                    if let Some(Overlay::Settings { dialog, .. }) = &self.overlay {
                        let now = dialog.form.clone();
                        self.use_preferences(&now);
                    }
                    self.say_ui(&message, Priority::Chatter);
                }
                Asked::Focused(message) => self.say_focused(&message),
                Asked::Start => match self.overlay.take() {
                    Some(Overlay::NewGame(dialog)) => self.start_from_dialog(dialog),
                    Some(Overlay::Settings { dialog, .. }) => self.keep_settings(&dialog.form),
                    Some(Overlay::Review(dialog)) => self.review_chosen(dialog),
                    Some(Overlay::SaveElsewhere(dialog)) => self.save_elsewhere(dialog),
                    other => self.overlay = other,
                },
                Asked::Close => match self.overlay.take() {
                    Some(Overlay::Settings { before, .. }) => {
                        self.use_preferences(&before);
                        self.say_ui(&Message::ui("settings-put-back"), Priority::Announcement);
                        self.focus.follow_session();
                    }
                    Some(Overlay::NewGame(_)) => {
                        self.back_to_the_game();
                        self.begin_behind();
                    }
                    Some(Overlay::Review(_) | Overlay::SaveElsewhere(_)) => self.back_to_the_game(),
                    other => self.overlay = other,
                },
            }
        }
    }

    /// When the window opened on the dialog, the game it goes back to begins now.
    fn begin_behind(&mut self) {
        if !self.begun {
            let setup = self.driver.session().setup().clone();
            if let Ok(session) = Session::new(setup) {
                self.start_game(session, true);
            }
        }
    }

    /// The window is asked to close: whether it may. Moves the journal could not write are
    /// warned of first, with the dialog that saves the game elsewhere; a game in progress is
    /// confirmed first. A second request closes.
    pub fn close_requested(&mut self) -> bool {
        let may = self.driver.leave();
        if !may && self.driver.unsaved_warning().is_some() && self.overlay.is_none() {
            let form = SaveElsewhere::default();
            let opened = form.opened();
            self.overlay = Some(Overlay::SaveElsewhere(Dialog::new(
                form,
                SAVE_ELSEWHERE_WORDS,
            )));
            self.say_ui(&opened, Priority::Announcement);
        }
        self.after_driver();
        may
    }

    /// The game written to the folder the dialog names; or why not, said, the field focused.
    fn save_elsewhere(&mut self, mut dialog: Dialog<SaveElsewhere>) {
        match dialog.form.chosen() {
            Ok(folder) => {
                self.driver.save_elsewhere(std::path::Path::new(&folder));
                self.after_driver();
                self.focus.follow_session();
            }
            Err(refusal) => {
                dialog.focus(refusal.field);
                let message =
                    Message::Joined(vec![refusal.message, dialog.form.focused(refusal.field)]);
                self.overlay = Some(Overlay::SaveElsewhere(dialog));
                self.say_ui(&message, Priority::Announcement);
            }
        }
    }

    /// A dialog closed without carrying anything out: said, and the focus back on the board.
    fn back_to_the_game(&mut self) {
        self.say_ui(&Message::ui("back-to-game"), Priority::Announcement);
        self.focus.follow_session();
    }

    /// The settings kept: put into effect, and saved where the settings are kept.
    fn keep_settings(&mut self, now: &Preferences) {
        self.use_preferences(now);
        let said = self.places.save_settings(now, self.ui_text());
        self.say_ui(&said, Priority::Announcement);
        self.focus.follow_session();
    }

    /// The game the dialog's choices make, started; or why not, said, the dialog kept open and
    /// the field to fix focused.
    fn start_from_dialog(&mut self, mut dialog: Dialog<NewGame>) {
        if dialog.form.opponent == Opponent::Online {
            return self.open_online(dialog);
        }
        let started =
            self.driver
                .start_new_game(&dialog.form, self.places.games(), self.places.remembered());
        match started {
            Ok(()) => self.after_start(),
            Err(refusal) => {
                dialog.focus(refusal.field);
                let message =
                    Message::Joined(vec![refusal.message, dialog.form.focused(refusal.field)]);
                self.overlay = Some(Overlay::NewGame(dialog));
                self.say_ui(&message, Priority::Announcement);
            }
        }
    }

    /// The game the review dialog names, reviewed in place of the game on the boards (which
    /// stays in its journal); or why it cannot be, said, and the field to fix focused.
    fn review_chosen(&mut self, mut dialog: Dialog<ReviewChoice>) {
        let form = dialog.form.clone();
        let refusal = match form.chosen() {
            Ok((file, number)) => {
                let mut setup = self.driver.session().setup().clone();
                // A game reviewed is explored with every help, as at home.
                setup.mode = Mode::Home;
                setup.computer = None;
                setup.clock_only = None;
                let read = crate::stores::pgn_file::pgn_game(std::path::Path::new(&file), number)
                    .map_err(crate::error::Error::from)
                    .and_then(|pgn| Ok(Session::from_pgn(setup, &pgn)?));
                match read {
                    Ok(session) => {
                        self.places.reviewed(form);
                        self.start_game(session, false);
                        return;
                    }
                    Err(error) => Refusal {
                        field: ReviewField::File,
                        message: Message::Ui(
                            "review-cannot",
                            vec![("reason", Arg::Message(Box::new(error.message())))],
                        ),
                    },
                }
            }
            Err(refusal) => refusal,
        };
        dialog.focus(refusal.field);
        let message = Message::Joined(vec![refusal.message, form.focused(refusal.field)]);
        self.overlay = Some(Overlay::Review(dialog));
        self.say_ui(&message, Priority::Announcement);
    }

    /// Plays `session` from now on: journaled anew (unless reviewed), its engines started, its
    /// greeting said. The game before stays in its journal (an unfinished one is offered at the
    /// next start).
    fn start_game(&mut self, session: Session, journaled: bool) {
        let begin = self.places.beginning(session, journaled);
        self.driver.begin(begin);
        self.after_start();
    }

    /// The window follows the game just begun.
    fn after_start(&mut self) {
        self.game.clear_entry();
        self.redraw();
        self.focus.follow_session();
        self.begun = true;
        self.after_driver();
    }

    /// The answer to the offer: Enter takes the unfinished game up, N starts the new one. When
    /// another copy of the app has the game open (found now, or when the offer was made), Enter
    /// is offered again to read it here instead, and then reads it: gone over as a game
    /// reviewed, its journal not written.
    pub(super) fn answer_offer(&mut self, take: bool) {
        let Some(Overlay::Offer {
            offer,
            then_new_game,
        }) = self.overlay.take()
        else {
            return;
        };
        if take && offer.open_elsewhere {
            match Begin::read_only(&offer.path, Vec::new()) {
                Ok(begin) => {
                    self.driver.begin(begin);
                    self.after_start();
                    if then_new_game {
                        self.open_new_game();
                    }
                    return;
                }
                Err(error) => {
                    let text = error.words(self.ui_text());
                    self.driver.say_text(text, Priority::Announcement);
                }
            }
        }
        // Taken up, its journal locked and mended; a game open in another copy of the app
        // meanwhile is offered to be read instead, and one that cannot be taken up is told and
        // the new game begins.
        let refused = match (take && !offer.open_elsewhere)
            .then(|| Begin::taken_up(&offer.path, Vec::new()))
        {
            Some(Ok(begin)) => {
                self.driver.begin(begin);
                self.redraw();
                self.after_driver();
                self.focus.follow_session();
                return;
            }
            Some(Err(error)) => Some(error),
            None => None,
        };
        if let Some(text) = refused.as_ref().and_then(|e| e.read_offer(self.ui_text())) {
            self.set_offer(Offer {
                text,
                open_elsewhere: true,
                ..*offer
            });
            if let Some(Overlay::Offer {
                then_new_game: then,
                ..
            }) = &mut self.overlay
            {
                *then = then_new_game;
            }
            return;
        }
        if let Some(error) = refused {
            let text = error.words(self.ui_text());
            self.driver.say_text(text, Priority::Announcement);
        }
        self.driver.journal_in(&offer.games);
        let text = self.ui_text().text("resume-new");
        self.driver.say_text(text, Priority::Announcement);
        self.after_driver();
        if then_new_game {
            self.open_new_game();
        }
        self.focus.follow_session();
    }

    /// Opens the training `learn` asks for (the driver turns the choice into an exercise or a
    /// game gone over, and says why when nothing runs): the view over the game while something
    /// runs, its words from here on in the log.
    pub(super) fn open_training(&mut self, learn: Learn) {
        if !matches!(self.overlay, None | Some(Overlay::Menu(_))) {
            return;
        }
        let from = self.log.count();
        let learning = self.driver.learn(learn, self.places.training());
        self.redraw();
        self.after_driver();
        if learning != Learning::Nothing {
            let view = TrainingView::open(from, self.log.count());
            self.overlay = Some(Overlay::Training(view));
        }
    }

    /// The training view, when it is open.
    fn training_view(&mut self) -> Option<&mut TrainingView> {
        match self.overlay.as_mut() {
            Some(Overlay::Training(view)) => Some(view),
            _ => None,
        }
    }

    /// What the log has said since line `from` is the last answer's (F2 says it again).
    fn training_replied(&mut self, from: usize) {
        let to = self.log.count();
        if let Some(view) = self.training_view() {
            view.replied(from..to);
        }
    }

    /// The focus goes to `stop` of the training view at the next frame.
    fn focus_training(&mut self, stop: Stop) {
        if let Some(view) = self.training_view() {
            view.focus(stop);
        }
    }

    /// What the game being gone over has come to (each frame): how far it is, the moments
    /// found and their retries shown as the last answer's words; back to the game when
    /// nothing is left to retry.
    pub(super) fn training_news(&mut self) {
        let from = self.log.count();
        if !self.driver.going_over_news() {
            return;
        }
        self.redraw();
        self.after_driver();
        self.training_replied(from);
        if self.training_open() && !self.driver.going_over() && !self.driver.exercising() {
            self.leave_training();
        }
    }

    /// After a braille display's keys answered the exercise (the driver gives them to it while
    /// the player trains): their words, from line `from` of the log, are the last answer's (F2
    /// says them again); at the exercise's end, back to the game.
    pub(super) fn training_keyed(&mut self, from: usize) {
        if !self.training_open() {
            return;
        }
        if self.log.count() > from {
            self.training_replied(from);
        }
        if !self.driver.going_over() && !self.driver.exercising() {
            self.leave_training();
        }
    }

    /// The training view's keys (`TrainingView::keys`) carried out: Escape puts a lifted piece
    /// back or leaves, F1 tells how, F2 repeats, the board's reading keys read the exercise's
    /// position, the clock's key answers the lesson that asks for it, Enter answers (in the
    /// field, or on the board), Tab goes round. Whether the view is open.
    pub(super) fn training_keys(&mut self, ctx: &egui::Context) -> bool {
        let Some(Overlay::Training(view)) = &self.overlay else {
            return false;
        };
        let pressed = view.keys(ctx, self.driver.session().keymap(), &self.drawn);
        let at = pressed.at;
        if pressed.escape && self.driver.put_back_in_training() {
            // A piece lifted on the exercise's board goes back first, as in a game.
            self.after_driver();
            return true;
        }
        if pressed.escape {
            self.driver.quit_exercise();
            self.leave_training();
            return true;
        }
        if pressed.help {
            self.say_ui(&Message::ui("window-training-hint"), Priority::Chatter);
        }
        if pressed.repeat {
            self.repeat_training();
        }
        for command in pressed.readings {
            self.handle(Input::Command(command));
            self.focus_training(Stop::Board);
        }
        let from = self.log.count();
        if pressed.clock {
            if self.driver.clock_key_in_training() {
                self.after_training_answer(from);
                return true;
            }
            // The game's clock waits while the player trains.
            self.say_ui(&Message::ui("train-not-now"), Priority::Chatter);
        }
        if pressed.enter && at == Some(Stop::Entry) {
            self.answer_training();
        } else if pressed.enter && at == Some(Stop::Board) && self.driver.enter_on_the_board() {
            // On the board Enter answers there: a square to find, or a piece lifted and placed.
            self.after_training_answer(from);
            self.focus_training(Stop::Board);
        } else if pressed.enter {
            // Enter elsewhere goes back to the answer.
            self.focus_training(Stop::Entry);
        } else if let Some(back) = pressed.tab
            && let Some(view) = self.training_view()
        {
            view.tab(at, back);
        }
        true
    }

    /// F2: the last answer's words again (the exercise's start, before any answer).
    fn repeat_training(&mut self) {
        let Some(Overlay::Training(view)) = &self.overlay else {
            return;
        };
        let again: Vec<String> = self
            .log
            .between(view.reply())
            .iter()
            .map(|l| l.text.clone())
            .collect();
        for text in again {
            self.driver.say_text(text, Priority::Announcement);
        }
        self.after_driver();
    }

    /// The typed answer given to the coach; at the exercise's end, back to the game.
    fn answer_training(&mut self) {
        let Some(view) = self.training_view() else {
            return;
        };
        let line = view.take_answer();
        let from = self.log.count();
        if self.driver.going_over() {
            // No exercise yet: Enter asks how far the engine is.
            self.driver.say_how_far();
            self.after_driver();
            self.training_replied(from);
            return;
        }
        self.driver.answer_exercise(&line);
        self.after_training_answer(from);
    }

    /// After an answer: its words (from line `from` of the log) are the last answer's; at the
    /// exercise's end, back to the game.
    fn after_training_answer(&mut self, from: usize) {
        self.redraw();
        self.after_driver();
        self.training_replied(from);
        if !self.driver.exercising() {
            self.leave_training();
        }
    }

    /// Back to the game, as it was left: what the computer answered meanwhile, then where the
    /// game stands.
    fn leave_training(&mut self) {
        self.overlay = None;
        self.focus.follow_session();
        if self.driver.stepped_aside() {
            self.driver.back_to_game();
            self.after_driver();
        } else {
            self.say_ui(&Message::ui("back-to-game"), Priority::Chatter);
        }
        self.redraw();
    }

    /// The training view drawn instead of the game. Whether it is open.
    pub(super) fn show_training(&mut self, ui: &mut egui::Ui) -> bool {
        let live = self.driver.speech_mode() == SpeechMode::ScreenReader;
        let theme = self.look.look().theme;
        let Some(Overlay::Training(view)) = self.overlay.as_mut() else {
            return false;
        };
        view.ui(
            ui,
            self.driver.session(),
            &self.drawn,
            theme,
            &self.log,
            live,
        );
        true
    }

    /// The lobby on lichess opened in place of the new-game dialog, whose choices are the
    /// player's own for the game (kept for next time): connecting at once when there is a token,
    /// else how to log in said. Or why the choices cannot be used, the dialog kept open.
    fn open_online(&mut self, mut dialog: Dialog<NewGame>) {
        let language = self.driver.session().setup().ui;
        let home = match dialog.form.online_home(language) {
            Ok(home) => home,
            Err(refusal) => {
                dialog.focus(refusal.field);
                let message =
                    Message::Joined(vec![refusal.message, dialog.form.focused(refusal.field)]);
                self.overlay = Some(Overlay::NewGame(dialog));
                return self.say_ui(&message, Priority::Announcement);
            }
        };
        // Not keeping the choices loses only the remembering; the lobby opens all the same.
        let _ = crate::driver::new_game::remember(self.places.remembered(), &dialog.form);
        let client = self.places.lichess();
        let record = self.places.lichess_record();
        let opened = match client.token() {
            Some(_) => Message::ui("window-online-opened"),
            None => Message::Ui(
                "window-online-not-logged-in",
                vec![("url", Arg::Key(auth::personal_token_url(client.base())))],
            ),
        };
        let lobby = client
            .token()
            .is_some()
            .then(|| OnlineLobby::open(client, None, record, self.driver.waker()));
        self.overlay = Some(Overlay::Online(Box::new(OnlineView::open(lobby, home))));
        self.say_ui(&opened, Priority::Announcement);
    }

    /// The lobby view, when it is open.
    fn online_view(&mut self) -> Option<&mut OnlineView> {
        match self.overlay.as_mut() {
            Some(Overlay::Online(view)) => Some(view),
            _ => None,
        }
    }

    /// The lobby view's own keys: Escape goes back to the game (the lobby closes with its
    /// streams; a seek waiting is withdrawn). Every other key is its controls'. Whether it is
    /// open.
    pub(super) fn online_keys(&mut self, ctx: &egui::Context) -> bool {
        if !self.online_open() {
            return false;
        }
        let escape = ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape));
        if escape {
            self.overlay = None;
            self.back_to_the_game();
            self.begin_behind();
        }
        true
    }

    /// The lobby view drawn instead of the game, what it asks carried out. Whether it is open.
    pub(super) fn show_online(&mut self, ui: &mut egui::Ui) -> bool {
        let text = self.ui_text();
        let setup = self.driver.session().setup();
        let vocab = setup.player(setup.reader()).vocab;
        let Some(view) = self.online_view() else {
            return false;
        };
        let asked = view.ui(ui, text, vocab);
        for ask in asked {
            match ask {
                OnlineAsk::Say(message) => self.say_ui(&message, Priority::Announcement),
                OnlineAsk::Lobby(ask) => {
                    if let Some(lobby) = self.online_view().and_then(|v| v.lobby.as_ref()) {
                        lobby.ask(ask);
                    }
                }
                OnlineAsk::LogIn(token) => self.log_in(LoginWay::Token(token)),
                OnlineAsk::Reconnect => {
                    let record = self.places.lichess_record();
                    let lobby =
                        OnlineLobby::open(self.places.lichess(), None, record, self.driver.waker());
                    if let Some(view) = self.online_view() {
                        view.connect(lobby);
                    }
                    self.say_ui(
                        &Message::ui("window-online-connecting"),
                        Priority::Announcement,
                    );
                }
                OnlineAsk::LogInByBrowser => {
                    let browser = self.places.browser();
                    self.log_in(LoginWay::Browser(browser));
                }
                OnlineAsk::Focused(words) => self.say_focused_text(words),
            }
        }
        true
    }

    /// A login on a thread, `way` as the player chose; the lobby opens once it is done.
    fn log_in(&mut self, way: LoginWay) {
        let client = self.places.lichess();
        let store = self.places.token_store();
        let answer = online::log_in(client, way, store, self.ui_text(), self.driver.waker());
        if let Some(view) = self.online_view() {
            view.busy = true;
            view.login = Some(answer);
        }
    }

    /// What the lobby reported (each frame), carried out: said as it happens (a challenge with
    /// the challenger's name, rating and time control), its lists shown, a game opened taken
    /// up in the game's view, a lobby closed said with why.
    pub(super) fn online_news(&mut self) {
        let waker = self.driver.waker();
        let record = self.places.lichess_record();
        let places_games = self.places.games().map(std::path::Path::to_path_buf);
        let Some(view) = self.online_view() else {
            return;
        };
        let mut said = Vec::new();
        let news: Vec<LoginNews> = view.login.iter().flat_map(|l| l.try_iter()).collect();
        for news in news {
            match news {
                LoginNews::Step(message) => said.push(message),
                LoginNews::Done(Ok(client)) => {
                    view.login = None;
                    let record = record.clone();
                    view.connect(OnlineLobby::open(client, None, record, waker.clone()));
                }
                LoginNews::Done(Err(message)) => {
                    view.login = None;
                    view.busy = false;
                    said.push(message);
                }
            }
        }
        let reports = view.lobby.as_ref().map(OnlineLobby::reports);
        let taken = view.taking_up.as_ref().and_then(|r| r.try_recv().ok());
        for report in reports.into_iter().flatten() {
            match report {
                LobbyReport::Said(message) => said.push(message),
                LobbyReport::Seen(state) => {
                    view.busy = false;
                    view.state = state;
                }
                LobbyReport::Game(game) => {
                    // Looking through the games folder for its journal is the disk's work:
                    // on a thread, the window answering meanwhile.
                    let games = places_games.clone();
                    view.taking_up =
                        Some(game.take_up_aside(view.home.clone(), games, waker.clone()));
                }
                LobbyReport::Closed(error) => {
                    view.closed(error == Some(RequestError::Unauthorized));
                    said.extend(error.map(|e| e.message()));
                }
            }
        }
        for message in said {
            self.say_ui(&message, Priority::Announcement);
        }
        if let Some(taken) = taken {
            self.take_up_online(taken);
        }
    }

    /// The game the lobby opened, taken up on its thread (`Opened::take_up_aside`), played in
    /// the game's view from now on: set up with the player's choices, journaled (or taken up
    /// from its journal), its connection the driver's. Or why not, said, the lobby view left
    /// open.
    fn take_up_online(&mut self, taken: TakenUp) {
        let Some(Overlay::Online(mut view)) = self.overlay.take() else {
            return;
        };
        view.taking_up = None;
        match taken {
            Ok((begin, remote)) => {
                self.driver.begin_online(begin, remote);
                self.after_start();
            }
            Err(error) => {
                let text = error.text(self.ui_text());
                self.overlay = Some(Overlay::Online(view));
                self.driver.say_text(text, Priority::Announcement);
                self.after_driver();
            }
        }
    }
}
