//! Where the window keeps and finds things: the games' journals, the new-game dialog's last
//! choices, the settings file, the file last reviewed, the training record and the lichess
//! server with its token. None of them in
//! tests, where nothing is written.

use std::{
    path::{Path, PathBuf},
    sync::Arc,
};

use annabella_core::{
    dialogs::{new_game::NewGame, preferences::Preferences, review::ReviewChoice},
    session::{Arg, Message, Session},
    ui_text::UiText,
};

use crate::{
    devices::lichess::{
        Client,
        auth::{Opener, SystemBrowser},
    },
    driver::{Begin, TrainingPlace, online::Record},
    stores::lichess_token,
};

/// The window's places.
#[derive(Default)]
pub(super) struct Places {
    /// Where a new game's journal goes.
    games: Option<PathBuf>,
    /// Where the new-game dialog's last choices are kept.
    remembered: Option<PathBuf>,
    /// Where the settings dialog saves.
    settings_file: Option<PathBuf>,
    /// The file last reviewed, offered again by the review dialog.
    last_reviewed: ReviewChoice,
    /// Where the training record is kept (the Learn menu's exercises).
    training: TrainingPlace,
    /// The lichess server and token (a test's fake); by default the environment's, else the
    /// token kept in the settings folder.
    lichess: Option<Client>,
    /// How a login through the browser opens it, and where its token is kept (a test's own);
    /// by default the system's browser and the settings folder's file.
    login: Option<(Arc<dyn Opener + Send + Sync>, PathBuf)>,
    /// Where every line lichess sends is written (`--record DIR`), for all the lobbies opened.
    record: Option<Arc<Record>>,
}

impl Places {
    /// Where the games are journaled, and where the new-game dialog keeps its last choices.
    pub fn set_folders(&mut self, games: Option<PathBuf>, remembered: Option<PathBuf>) {
        self.games = games;
        self.remembered = remembered;
    }

    pub fn set_settings_file(&mut self, path: Option<PathBuf>) {
        self.settings_file = path;
    }

    pub fn set_training(&mut self, place: TrainingPlace) {
        self.training = place;
    }

    pub fn set_lichess(&mut self, client: Client) {
        self.lichess = Some(client);
    }

    pub fn set_lichess_record(&mut self, record: Arc<Record>) {
        self.record = Some(record);
    }

    /// Where lichess's lines are recorded, when they are.
    pub fn lichess_record(&self) -> Option<Arc<Record>> {
        self.record.clone()
    }

    /// The lichess server, and the token to play with when there is one.
    pub fn lichess(&self) -> Client {
        self.lichess.clone().unwrap_or_else(|| {
            let stored =
                lichess_token::path().and_then(|path| lichess_token::load(&path).ok().flatten());
            Client::from_env(stored)
        })
    }

    /// A test's browser and token file for logging in from the lobby.
    pub fn set_lichess_login(&mut self, browser: Arc<dyn Opener + Send + Sync>, store: PathBuf) {
        self.login = Some((browser, store));
    }

    /// The browser a login opens.
    pub fn browser(&self) -> Arc<dyn Opener + Send + Sync> {
        match &self.login {
            Some((browser, _)) => browser.clone(),
            None => Arc::new(SystemBrowser),
        }
    }

    /// Where a token logged in with from the lobby is kept (none for a test's server without
    /// a test's file).
    pub fn token_store(&self) -> Option<PathBuf> {
        match (&self.login, &self.lichess) {
            (Some((_, store)), _) => Some(store.clone()),
            (None, Some(_)) => None,
            (None, None) => crate::driver::online::token_store(),
        }
    }

    pub fn games(&self) -> Option<&Path> {
        self.games.as_deref()
    }

    pub fn remembered(&self) -> Option<&Path> {
        self.remembered.as_deref()
    }

    pub fn training(&self) -> &TrainingPlace {
        &self.training
    }

    /// The new-game dialog's form: the last choices made.
    pub fn new_game_form(&self) -> NewGame {
        crate::driver::new_game::remembered_in(self.remembered())
    }

    /// The review dialog's form: the file last reviewed.
    pub fn last_reviewed(&self) -> ReviewChoice {
        self.last_reviewed.clone()
    }

    /// `form`'s game is reviewed: offered again next time.
    pub fn reviewed(&mut self, form: ReviewChoice) {
        self.last_reviewed = form;
    }

    /// How `session` begins: journaled in the games' folder (when there is one), or not.
    pub fn beginning(&self, session: Session, journaled: bool) -> Begin {
        match self.games().filter(|_| journaled) {
            Some(dir) => Begin::journaled(session, dir),
            None => Begin::unjournaled(session),
        }
    }

    /// `preferences` saved in the settings file (when there is one), and what is to be said of it.
    pub fn save_settings(&self, preferences: &Preferences, ui: &UiText) -> Message {
        match &self.settings_file {
            Some(path) => match crate::stores::settings::save_preferences(path, preferences) {
                Ok(()) => Message::Ui(
                    "settings-kept-saved",
                    vec![("file", Arg::Key(path.display().to_string()))],
                ),
                Err(reason) => Message::Ui(
                    "settings-not-saved",
                    vec![("reason", Arg::Key(reason.words(ui)))],
                ),
            },
            None => Message::ui("settings-kept"),
        }
    }
}
