//! The window's lobby on lichess, opened from the new-game dialog ("Opponent: online on
//! lichess"): the account and the connection, the games going on (Enter takes one up), the
//! challenges to the player (accept or decline each), and three forms — seek anyone, challenge
//! a named player, play the lichess AI at a level. Every control has a name and a value for the
//! screen reader and is reached by Tab; Enter in a form's field sends the form; Escape goes back
//! to the game. Without a login it says how to log in, and takes a personal token pasted in a
//! field.
//!
//! The lobby itself runs on the driver's thread (`crate::driver::online`): this view only shows
//! what it last reported and turns the player's clicks and keys into asks. A form is checked
//! before it is sent, by the same reader as the terminal's lobby lines, so a time control
//! lichess would refuse is refused here with lichess's reason.

use annabella_core::{
    online::{
        lobby::{Ask, challenge_item, game_item},
        lobby_line::{self, LobbyLine},
        wire::DeclineReason,
    },
    session::{Arg, Message, Setup},
    ui_text::UiText,
    vocab::{VocabId, Vocabulary},
};
use eframe::egui::{self, Id, Key, Response, RichText, TextEdit, Ui, accesskit::Role};

use crate::driver::online::{LobbyAsk, LobbyState, LoginNews, OnlineLobby, TakenUp};
use std::sync::mpsc::Receiver;

/// What the player asked of the lobby view, for the window to carry out.
#[derive(Debug)]
pub enum OnlineAsk {
    /// Say this (a form refused, with the reason).
    Say(Message),
    /// Ask the lobby this.
    Lobby(LobbyAsk),
    /// Log in through the browser, at lichess.
    LogInByBrowser,
    /// Connect again (the lobby closed: lichess could not be reached).
    Reconnect,
    /// Log in with this personal token.
    LogIn(String),
    /// What has just got the focus, in words: said by the app, unless a screen reader reads
    /// the focus.
    Focused(String),
}

/// The lobby view's state: the lobby running (none until logged in, or once it has closed), what
/// it last reported, and the forms as typed.
pub struct OnlineView {
    pub lobby: Option<OnlineLobby>,
    /// The player's own choices for the game (their words, their tactile board).
    pub home: Setup,
    pub state: LobbyState,
    /// The lobby is being opened or logged in to: nothing reported yet.
    pub busy: bool,
    /// There is no token, or lichess refused it: the login is offered.
    pub login_needed: bool,
    /// A login going on: its steps, then the client logged in, or why not.
    pub login: Option<Receiver<LoginNews>>,
    /// The game the lobby opened, being taken up on its own thread (its journal looked for
    /// in the games folder): the window goes on meanwhile.
    pub taking_up: Option<Receiver<TakenUp>>,
    forms: Forms,
    /// Put the focus on the first control at the next frame (on opening).
    focus_first: bool,
    /// Each control as last drawn, with what is said as it gets the focus.
    spoken: Vec<(Id, String)>,
    /// The control whose words were said last as it got the focus.
    said_focus: Option<Id>,
}

/// The reasons a challenge may be declined with, in the order the choice steps through them
/// (those a player at a board would give).
const REASONS: [DeclineReason; 7] = [
    DeclineReason::Generic,
    DeclineReason::Later,
    DeclineReason::TooFast,
    DeclineReason::TooSlow,
    DeclineReason::TimeControl,
    DeclineReason::Rated,
    DeclineReason::Casual,
];

/// The forms' fields as typed.
struct Forms {
    /// The reason challenges are declined with (its place in [`REASONS`]).
    reason: usize,
    control: String,
    rated: bool,
    user: String,
    level: String,
    token: String,
}

/// The first control of the view, which has the focus when it opens.
fn first_id() -> Id {
    Id::unique("annabella-online-first")
}

impl OnlineView {
    /// The view over `lobby` (none while the player is not logged in), the game to be played
    /// with the choices in `home`.
    pub fn open(lobby: Option<OnlineLobby>, home: Setup) -> OnlineView {
        OnlineView {
            busy: lobby.is_some(),
            login_needed: lobby.is_none(),
            login: None,
            taking_up: None,
            lobby,
            home,
            state: LobbyState::default(),
            forms: Forms {
                reason: 0,
                control: lobby_line::DEFAULT_CONTROL.to_string(),
                rated: false,
                user: String::new(),
                level: "1".to_string(),
                token: String::new(),
            },
            focus_first: true,
            spoken: Vec::new(),
            said_focus: None,
        }
    }

    /// The lobby closed: the login offered again when lichess refused the token, else a way
    /// to connect again; the focus on it.
    pub fn closed(&mut self, login_needed: bool) {
        self.lobby = None;
        self.busy = false;
        self.login_needed = login_needed;
        self.focus_first = true;
    }

    /// Logged in: the view over `lobby` from now on, the focus on its first control.
    pub fn connect(&mut self, lobby: OnlineLobby) {
        self.lobby = Some(lobby);
        self.busy = true;
        self.login_needed = false;
        self.focus_first = true;
    }

    /// The view drawn instead of the game, its words in `text` (chess words in `vocab`): what
    /// its clicks and Enter asked.
    pub fn ui(&mut self, ui: &mut Ui, text: &UiText, vocab: VocabId) -> Vec<OnlineAsk> {
        let words = |message: &Message| message.render(Vocabulary::get(vocab), text);
        let mut asked = Vec::new();
        self.spoken.clear();
        let focus_first = std::mem::take(&mut self.focus_first);
        ui.heading(RichText::new(text.text("window-online")).size(24.0));
        let status = self.status(text);
        let status = ui.add(egui::Label::new(RichText::new(status).size(18.0)).selectable(false));
        ui.ctx().accesskit_node_builder(status.id, |node| {
            node.set_role(Role::Status);
        });
        ui.separator();
        egui::ScrollArea::vertical().show(ui, |ui| {
            if self.lobby.is_none() && !self.busy {
                if self.login_needed {
                    self.login(ui, text, focus_first, &mut asked);
                } else {
                    let again = self.button(ui, text, "window-online-reconnect");
                    if focus_first {
                        again.request_focus();
                    }
                    if again.clicked() {
                        asked.push(OnlineAsk::Reconnect);
                    }
                }
                return;
            }
            self.games(ui, text, &words, focus_first, &mut asked);
            self.challenges(ui, text, &words, &mut asked);
            ui.separator();
            self.pair_forms(ui, text, &mut asked);
        });
        let focused = ui.ctx().memory(|m| m.focused());
        if focused != self.said_focus {
            self.said_focus = focused;
            let words = self.spoken.iter().find(|(id, _)| Some(*id) == focused);
            if let Some((_, words)) = words {
                asked.push(OnlineAsk::Focused(words.clone()));
            }
        }
        asked
    }

    /// `control` is said as `words` when it gets the focus.
    fn speaks(&mut self, control: &Response, words: String) {
        self.spoken.push((control.id, words));
    }

    /// A text field is said with its label and its text (a password's never).
    fn speaks_field(&mut self, field: &Response, text: &UiText, label: &str, value: Option<&str>) {
        let words = match value.map(str::trim).filter(|v| !v.is_empty()) {
            Some(value) => text.text_with(
                "newgame-text",
                &[("label", label.into()), ("text", value.to_string().into())],
            ),
            None => text.text_with("newgame-text-empty", &[("label", label.into())]),
        };
        self.speaks(field, words);
    }

    /// The account and the connection in words.
    fn status(&self, text: &UiText) -> String {
        match (&self.state.account, &self.lobby) {
            (Some(account), Some(_)) => text.text_with(
                "window-online-account",
                &[
                    ("name", account.username.clone().into()),
                    (
                        "connected",
                        if self.state.connected { "yes" } else { "no" }.into(),
                    ),
                    (
                        "waiting",
                        if self.state.waiting { "yes" } else { "no" }.into(),
                    ),
                ],
            ),
            (None, Some(_)) => text.text("window-online-connecting"),
            (_, None) if self.busy => text.text("window-online-connecting"),
            (_, None) => text.text("window-online-closed"),
        }
    }

    /// Not logged in: how to, the browser's way first, then a field for a personal token.
    fn login(&mut self, ui: &mut Ui, text: &UiText, focus_first: bool, asked: &mut Vec<OnlineAsk>) {
        ui.label(RichText::new(text.text("window-online-login-how")).size(18.0));
        let name = text.text("window-online-browser");
        let browser = ui.button(&name);
        self.speaks(&browser, name);
        if focus_first {
            browser.request_focus();
        }
        if browser.clicked() {
            asked.push(OnlineAsk::LogInByBrowser);
        }
        ui.separator();
        let label = text.text("window-online-token");
        let field = labelled_field(ui, label.clone(), &mut self.forms.token, None, true);
        self.speaks_field(&field, text, &label, None);
        let button = self.button(ui, text, "window-online-log-in");
        if button.clicked() || entered(ui, &field) {
            asked.push(OnlineAsk::LogIn(std::mem::take(&mut self.forms.token)));
        }
    }

    /// The games going on, each a button that takes it up.
    fn games(
        &mut self,
        ui: &mut Ui,
        text: &UiText,
        words: &dyn Fn(&Message) -> String,
        focus_first: bool,
        asked: &mut Vec<OnlineAsk>,
    ) {
        ui.heading(text.text("window-online-games"));
        if self.state.games.is_empty() {
            ui.label(words(&Message::ui("online-lobby-no-games")));
        }
        let mut spoken = Vec::new();
        for game in &self.state.games {
            let item = words(&game_item(game));
            let button = ui.button(&item);
            ui.ctx().accesskit_node_builder(button.id, |node| {
                node.set_description(text.text("window-online-take-up"));
            });
            spoken.push((
                button.id,
                about(text, &item, text.text("window-online-take-up")),
            ));
            if button.clicked() {
                asked.push(OnlineAsk::Lobby(LobbyAsk::Ask(Ask::Play(Some(
                    game.game_id.clone(),
                )))));
            }
        }
        self.spoken.extend(spoken);
        if focus_first {
            // The first of the view's controls: the first game, or the seek's time control.
            ui.ctx().memory_mut(|m| m.request_focus(first_id()));
        }
    }

    /// The challenges to the player, each with its accept and decline buttons.
    fn challenges(
        &mut self,
        ui: &mut Ui,
        text: &UiText,
        words: &dyn Fn(&Message) -> String,
        asked: &mut Vec<OnlineAsk>,
    ) {
        ui.heading(text.text("window-online-challenges"));
        if self.state.challenges.is_empty() {
            ui.label(words(&Message::ui("online-lobby-no-challenges")));
        }
        let mut spoken = Vec::new();
        let reason = REASONS[self.forms.reason % REASONS.len()];
        if !self.state.challenges.is_empty() {
            // One choice for every Decline: a click, Enter or Space steps to the next reason.
            let words = words(&Message::Ui(
                "window-online-reason",
                vec![("reason", Arg::Select(reason.as_str()))],
            ));
            let choice = ui.button(&words);
            spoken.push((choice.id, words));
            if choice.clicked() {
                self.forms.reason = (self.forms.reason + 1) % REASONS.len();
                let next = REASONS[self.forms.reason].as_str();
                asked.push(OnlineAsk::Say(Message::Ui(
                    "window-online-reason",
                    vec![("reason", Arg::Select(next))],
                )));
            }
        }
        for challenge in &self.state.challenges {
            let said = words(&challenge_item(challenge));
            ui.horizontal(|ui| {
                ui.label(&said);
                let accept = ui.button(text.text("window-online-accept"));
                let decline = ui.button(text.text("window-online-decline"));
                for (button, name) in [
                    (&accept, "window-online-accept"),
                    (&decline, "window-online-decline"),
                ] {
                    ui.ctx().accesskit_node_builder(button.id, |node| {
                        node.set_description(said.clone());
                    });
                    spoken.push((button.id, about(text, &text.text(name), said.clone())));
                }
                let id = Some(challenge.id.clone());
                if accept.clicked() {
                    asked.push(OnlineAsk::Lobby(LobbyAsk::Ask(Ask::Accept(id.clone()))));
                }
                if decline.clicked() {
                    asked.push(OnlineAsk::Lobby(LobbyAsk::Ask(Ask::Decline {
                        who: id,
                        reason,
                    })));
                }
            });
        }
        self.spoken.extend(spoken);
    }

    /// The forms that ask for a game: a seek, a challenge, the lichess AI; and cancelling the
    /// one that waits.
    fn pair_forms(&mut self, ui: &mut Ui, text: &UiText, asked: &mut Vec<OnlineAsk>) {
        let first = self.state.games.is_empty().then(first_id);
        let label = text.text("window-online-control");
        let control = labelled_field(ui, label.clone(), &mut self.forms.control, first, false);
        ui.ctx().accesskit_node_builder(control.id, |node| {
            node.set_description(text.text("window-online-control-hint"));
        });
        let typed = self.forms.control.clone();
        self.speaks_field(&control, text, &label, Some(&typed));
        let rated_label = text.text("window-online-rated");
        let rated = ui.checkbox(&mut self.forms.rated, &rated_label);
        let checked = if self.forms.rated { "yes" } else { "no" };
        let rated_words = text.text_with(
            "window-online-check",
            &[("label", rated_label.into()), ("value", checked.into())],
        );
        self.speaks(&rated, rated_words);
        let seek = self.button(ui, text, "window-online-seek");
        let terms = format!(
            "{} {}",
            self.forms.control.trim(),
            if self.forms.rated { "rated" } else { "casual" }
        );
        if seek.clicked() || entered(ui, &control) {
            asked.push(read(&format!("seek {terms}")));
        }
        ui.separator();
        let label = text.text("window-online-user");
        let user = labelled_field(ui, label.clone(), &mut self.forms.user, None, false);
        let typed = self.forms.user.clone();
        self.speaks_field(&user, text, &label, Some(&typed));
        let challenge = self.button(ui, text, "window-online-challenge");
        if challenge.clicked() || entered(ui, &user) {
            asked.push(read(&format!(
                "challenge {} {terms}",
                self.forms.user.trim()
            )));
        }
        ui.separator();
        let label = text.text("window-online-level");
        let level = labelled_field(ui, label.clone(), &mut self.forms.level, None, false);
        let typed = self.forms.level.clone();
        self.speaks_field(&level, text, &label, Some(&typed));
        let ai = self.button(ui, text, "window-online-ai");
        if ai.clicked() || entered(ui, &level) {
            asked.push(read(&format!(
                "ai {} {}",
                self.forms.level.trim(),
                self.forms.control.trim()
            )));
        }
        if self.state.waiting {
            ui.separator();
            if self.button(ui, text, "window-online-cancel").clicked() {
                asked.push(OnlineAsk::Lobby(LobbyAsk::Ask(Ask::Cancel)));
            }
        }
    }

    /// A button named by the interface message `id`, said by its name as it gets the focus.
    fn button(&mut self, ui: &mut Ui, text: &UiText, id: &str) -> Response {
        let name = text.text(id);
        let button = ui.button(&name);
        self.speaks(&button, name);
        button
    }
}

/// A control's name and what more there is to know of it, as said when it gets the focus.
fn about(text: &UiText, name: &str, more: String) -> String {
    text.text_with(
        "window-online-said",
        &[("name", name.to_string().into()), ("about", more.into())],
    )
}

/// A form read as the lobby line it stands for: the ask, or why not (a time control lichess
/// would refuse, with its reason; a name that is no lichess name; a level the AI has not).
fn read(line: &str) -> OnlineAsk {
    match lobby_line::read(line) {
        Ok(LobbyLine::Ask(ask)) => OnlineAsk::Lobby(LobbyAsk::Ask(ask)),
        Ok(_) => OnlineAsk::Say(Message::ui("online-lobby-help")),
        Err(error) => OnlineAsk::Say(Message::Ui(
            "window-online-refused",
            vec![("reason", Arg::Message(Box::new(error.message())))],
        )),
    }
}

/// A text field named by the label beside it (`id` its own, when given); a password's
/// characters are not shown.
fn labelled_field(
    ui: &mut Ui,
    label: String,
    value: &mut String,
    id: Option<Id>,
    password: bool,
) -> Response {
    ui.horizontal(|ui| {
        let label = ui.label(RichText::new(label).size(18.0));
        let mut edit = TextEdit::singleline(value)
            .desired_width(280.0)
            .password(password);
        if let Some(id) = id {
            edit = edit.id(id);
        }
        ui.add(edit).labelled_by(label.id)
    })
    .inner
}

/// Whether Enter was pressed in `field` (it gives the focus up as it is).
fn entered(ui: &Ui, field: &Response) -> bool {
    field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter))
}
