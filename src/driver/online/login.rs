//! Logging in to lichess on a thread of its own, for the window's lobby view (which waits for
//! it without waiting on its own thread): through the browser (OAuth with PKCE, as `annabella
//! online login` does), or with a personal token the player pasted; each step is reported to be
//! said as it happens, then the client logged in, or why not. The token is kept in the settings
//! folder once lichess has said whose it is.

use std::{
    path::PathBuf,
    sync::{
        Arc,
        mpsc::{self, Receiver, Sender},
    },
    thread,
};

use annabella_core::{Message, ui_text::UiText};

use crate::{
    devices::{
        lichess::{
            Client,
            auth::{self, LoginOptions, Opener},
        },
        speech::Waker,
    },
    stores::lichess_token::{self, Token},
};

/// How the player logs in.
pub enum LoginWay {
    /// Through the browser `opener` opens, at lichess.
    Browser(Arc<dyn Opener + Send + Sync>),
    /// With a personal token, pasted.
    Token(String),
}

/// What a login reports, in order.
pub enum LoginNews {
    /// A step, to be said (the browser is open, the token is checked).
    Step(Message),
    /// The login is over: the client as the token's owner, or why not.
    Done(Result<Client, Message>),
}

/// Logs in to `client`'s server the `way` asked, on a new thread, keeping the token at `store`
/// (a pasted token is used without being kept when there is none; the browser needs one). What
/// happens comes on the receiver, `waker` called each time; the browser's page is in `ui`'s
/// language.
pub fn log_in(
    client: Client,
    way: LoginWay,
    store: Option<PathBuf>,
    ui: &UiText,
    waker: Option<Waker>,
) -> Receiver<LoginNews> {
    let (sender, news) = mpsc::channel();
    let options = LoginOptions::in_language(ui);
    let _ = thread::Builder::new()
        .name("lichess-login".into())
        .spawn(move || {
            let report = Report { sender, waker };
            let done = match way {
                LoginWay::Token(pasted) => with_token(&client, pasted.trim(), store, &report),
                LoginWay::Browser(opener) => match store {
                    Some(store) => {
                        let mut step = |step: auth::LoginStep| report.step(step.message());
                        auth::login(&client, opener.as_ref(), &store, &options, &mut step)
                            .map_err(|error| error.message())
                            .and_then(|_| kept(&client, &store))
                    }
                    None => Err(Message::ui("online-no-settings-folder")),
                },
            };
            report.done(done);
        });
    news
}

/// A pasted token: its form checked, then with lichess, and kept at `store` when there is one.
fn with_token(
    client: &Client,
    pasted: &str,
    store: Option<PathBuf>,
    report: &Report,
) -> Result<Client, Message> {
    let token = Token::parse(pasted).map_err(|error| error.message())?;
    if let Some(store) = &store {
        let mut step = |step: auth::LoginStep| report.step(step.message());
        auth::use_token(client, pasted, store, &mut step).map_err(|error| error.message())?;
    }
    Ok(client.with_token(Some(token)))
}

/// The client as the owner of the token just kept at `store`.
fn kept(client: &Client, store: &std::path::Path) -> Result<Client, Message> {
    match lichess_token::load(store) {
        Ok(Some(token)) => Ok(client.with_token(Some(token))),
        _ => Err(Message::ui("online-no-settings-folder")),
    }
}

/// Where the login's thread reports, and whom it wakes.
struct Report {
    sender: Sender<LoginNews>,
    waker: Option<Waker>,
}

impl Report {
    fn step(&self, message: Message) {
        self.send(LoginNews::Step(message));
    }

    fn done(&self, done: Result<Client, Message>) {
        self.send(LoginNews::Done(done));
    }

    fn send(&self, news: LoginNews) {
        if self.sender.send(news).is_ok()
            && let Some(wake) = &self.waker
        {
            wake();
        }
    }
}

/// Where the token is kept: the settings folder's file.
pub fn token_store() -> Option<PathBuf> {
    lichess_token::path()
}
